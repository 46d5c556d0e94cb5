// A console's sections and their gate (decisions/0062, 0080). A section is a path of the console with its
// page module; the console says which sections the signed-in account may open (its `may`), once its "me"
// answer is known. The layout puts the gate around its outlet (the section matched, and the not-found
// page), and every section's route puts it around its own page, so a page the account may not open is
// never mounted (none of its requests leave) and its module is never loaded. What stands in meanwhile
// (loading, failed with a retry, no permission) is the console's `placeholder` (ui's ConsoleGate).
import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';

export interface ConsoleSection {
  key: string;
  /** The section's path under the console: '/' for home, else '/name' (owning '/name/...'). */
  path: `/${string}`;
  label: MessageDescriptor;
  /** The section's page (a module whose default export is the page). */
  load: () => Promise<{ default: ComponentType }>;
}

export type SectionAccess = 'loading' | 'failed' | 'forbidden' | 'open';

/** What stands in a section's place until it is open. */
export type GatePlaceholder = ComponentType<{
  access: Exclude<SectionAccess, 'open'>;
  onRetry?: (() => void) | undefined;
}>;

/** The signed-in account as the layout has it: known once its "me" answered. */
export interface AccessState {
  known: boolean;
  /** The "me" request failed and no answer is at hand. */
  failed: boolean;
  retry: () => void;
  /** Whether the account may open the section of `key` (asked only once known). */
  may: (key: string) => boolean;
}

/** Outside the layout nothing is known: every section waits. */
export const AccessContext = createContext<AccessState>({
  known: false,
  failed: false,
  retry: () => undefined,
  may: () => false,
});

/** What stands in a section's place: its page only once the account is known and `mayOpen`. */
export function sectionAccess(state: Pick<AccessState, 'known' | 'failed'>, mayOpen: boolean): SectionAccess {
  if (!state.known) return state.failed ? 'failed' : 'loading';
  return mayOpen ? 'open' : 'forbidden';
}

/** Its children once the account may open the section `sectionKey` (none: any account), else `placeholder`. */
export function SectionGate({
  sectionKey,
  placeholder: Placeholder,
  children,
}: {
  sectionKey?: string | undefined;
  placeholder: GatePlaceholder;
  children: ReactNode;
}) {
  const state = useContext(AccessContext);
  const access = sectionAccess(state, sectionKey === undefined || (state.known && state.may(sectionKey)));
  if (access === 'open') return children;
  return <Placeholder access={access} onRetry={state.retry} />;
}

/** A section's route component: its page, loaded and mounted only when the account may open it. */
export function sectionRouteComponent(section: ConsoleSection, placeholder: GatePlaceholder): ComponentType {
  const Page = lazy(section.load);
  const Loading = placeholder;
  function SectionRoute() {
    return (
      <SectionGate sectionKey={section.key} placeholder={placeholder}>
        <Suspense fallback={<Loading access="loading" />}>
          <Page />
        </Suspense>
      </SectionGate>
    );
  }
  SectionRoute.displayName = `SectionRoute(${section.key})`;
  return SectionRoute;
}

/** The sections the account may open, in menu order (none while it is unknown). */
export function allowedSections<S extends ConsoleSection>(
  list: readonly S[],
  may: ((key: string) => boolean) | undefined,
): S[] {
  return may ? list.filter((section) => may(section.key)) : [];
}

/** The section a path belongs to: the one with the longest matching path; home only for '/' itself. */
export function sectionOf<S extends ConsoleSection>(pathname: string, list: readonly S[]): S | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: S | undefined;
  for (const section of list) {
    const matches =
      section.path === '/' ? path === '/' : path === section.path || path.startsWith(`${section.path}/`);
    if (matches && (!best || section.path.length > best.path.length)) best = section;
  }
  return best;
}

/** A section's address for a plain link (the router's basename before its path). */
export function sectionHref(path: string, base: string): string {
  if (base === '/') return path;
  return path === '/' ? `${base}/` : `${base}${path}`;
}
