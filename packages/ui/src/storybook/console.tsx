// What the console screens' stories share: the grey page they sit on, a list screen whose query the story
// holds (as the app holds it in the address), the load-failed check, and the AllStates parameters.
import { useState, type ComponentType, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';

/** The console's page background around a screen; `stack` lays several states one under another. */
export function ConsoleCanvas({ stack = false, children }: { stack?: boolean; children: ReactNode }) {
  return (
    <div className={stack ? 'flex flex-col gap-8 bg-neutral-50 p-4' : 'bg-neutral-50 p-4'}>{children}</div>
  );
}

/** `Screen` with its query held in the story: a filter or page change shows, and still calls back. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any screen whose query is held
export function heldQuery<P extends { query: any; onQueryChange: (next: any) => void }>(
  Screen: ComponentType<P>,
) {
  return function HeldQuery(props: P) {
    const [query, setQuery] = useState<P['query']>(props.query);
    return (
      <Screen
        {...props}
        query={query}
        onQueryChange={(next: P['query']) => {
          setQuery(next);
          props.onQueryChange(next);
        }}
      />
    );
  };
}

/**
 * The play of a screen that failed to load (zh): `message` is shown (in an alert) and "retry" calls
 * `onRetry` once.
 */
export function loadFailedPlay(message: string) {
  return async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry?: unknown } }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  };
}

/**
 * The play of a detail whose target does not exist (zh; decisions/0110): `message` is shown in an alert,
 * its `back` button calls `onBack` (the coupon form: `onCancel`) once, and nothing offers a retry.
 */
export function notFoundPlay(message: string, back: string, callback: 'onBack' | 'onCancel' = 'onBack') {
  return async ({ canvasElement, args }: { canvasElement: HTMLElement; args: object }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(message);
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: back }));
    await expect((args as Record<string, unknown>)[callback]).toHaveBeenCalledOnce();
  };
}

/**
 * The parameters of an AllStates story that shows one screen several times, which a page never does:
 * its named regions repeat, so axe's landmark-unique rule is off there (and only there).
 */
export const allStatesParameters = {
  a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
};

/** A list's page with nothing on it (the empty and no-match states). */
export const emptyPage = { records: [], total: 0, size: 10, current: 1, pages: 0 };

/** The play of a list loading for the first time: its table is busy. */
export async function loadingPlay({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
}

/** The play of an empty list without filters (zh): `title` is shown. */
export function emptyPlay(title: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByText(title)).toBeVisible();
  };
}

/**
 * The play of a list whose filters match nothing (zh): `title` is shown and "clear the filters" asks for
 * `cleared` (the list's query without filters, page 1).
 */
export function noMatchPlay(title: string, cleared: unknown) {
  return async ({
    canvasElement,
    args,
  }: {
    canvasElement: HTMLElement;
    args: { onQueryChange: unknown };
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(title)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(cleared);
  };
}

/** The play of a list's paging (zh): page 2 asks for `query` on page 2, its filters kept. */
export function pagingPlay(query: object) {
  return async ({
    canvasElement,
    args,
  }: {
    canvasElement: HTMLElement;
    args: { onQueryChange: unknown };
  }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '第 2 页' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, current: 2 });
  };
}
