// The route tests' harness: a screen rendered to markup with the app's providers and its data from
// SWR's fallback (no network, no effects), in the language activated by the test.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SWRConfig, unstable_serialize, type Key } from 'swr';
import axios from 'axios';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@mall/ui/i18n';
import { ToastProvider } from '@mall/ui';
import { ApiClientProvider } from '@mall/client/swr';

export type Fallback = Record<string, unknown>;

/** SWR's fallback from [key, answer] pairs. */
export function swrFallback(entries: readonly (readonly [Key, unknown])[]): Fallback {
  return Object.fromEntries(entries.map(([key, data]) => [unstable_serialize(key), data]));
}

export interface RenderOptions {
  /** Wrap the screen in the toast provider too (for screens that push toasts). */
  toasts?: boolean;
}

/** Renders `inner` with the language, API client and SWR data around it. */
export function renderWithData(
  inner: ReactNode,
  fallback: Fallback,
  { toasts = false }: RenderOptions = {},
): string {
  const data = (
    <ApiClientProvider client={axios.create()}>
      <SWRConfig value={{ fallback, revalidateOnMount: false }}>{inner}</SWRConfig>
    </ApiClientProvider>
  );
  return renderToString(
    <I18nProvider i18n={i18n}>{toasts ? <ToastProvider>{data}</ToastProvider> : data}</I18nProvider>,
  );
}

/** Renders `route` at `url` in a memory router, with the data of {@link renderWithData}. */
export function renderRoute(
  url: string,
  route: ReactNode,
  fallback: Fallback,
  options?: RenderOptions,
): string {
  return renderWithData(<MemoryRouter initialEntries={[url]}>{route}</MemoryRouter>, fallback, options);
}
