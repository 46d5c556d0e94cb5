// A console's route table (React Router 7, data mode, client-rendered; decisions/0062, 0080): the login
// page, and everything else behind the session guard inside the console's layout, one route per section
// (the one list the menu is made from too). The table is made before the account is known, so each
// section's route carries its gate: its page is loaded and mounted only once the account's "me" allows it
// (sectionGate.tsx), never for an account without it. Unknown paths show "not found" in the layout; a
// page that fails to load shows the error element. The guard runs twice: as the layout's loader (no page
// of a signed-out visitor is ever loaded) and in the layout itself (a sign-out or a 401, here or in
// another tab, leaves the page).
import type { ComponentType, ReactNode } from 'react';
import { Navigate, redirect, useLocation, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import { LOGIN_PATH, sessionRedirect } from './guard.ts';
import { sectionRouteComponent, type ConsoleSection, type GatePlaceholder } from './sectionGate.tsx';
import type { TokenStore } from './token.ts';
import { useToken } from './useToken.ts';

/** A path of the router's request without the basename. */
export function withoutBasename(pathname: string, base: string): string {
  if (base === '/' || !pathname.startsWith(base)) return pathname;
  return pathname.slice(base.length) || '/';
}

/**
 * Shows its children with a token, with a cache of its own per session (nothing of one account's
 * answers is shown to the next); without one, goes to the login page with the way back (and "your
 * session has ended" when a 401 dropped it).
 */
export function RequireSession({ children, tokens }: { children: ReactNode; tokens: TokenStore }) {
  const token = useToken(tokens);
  const location = useLocation();
  const to = sessionRedirect(token, location.pathname + location.search, tokens.endedReason());
  if (to) return <Navigate to={to} replace />;
  return (
    <SWRConfig key={token} value={{ provider: () => new Map() }}>
      {children}
    </SWRConfig>
  );
}

type PageModule = () => Promise<{ default: ComponentType }>;

export interface ConsoleRoutesOptions {
  sections: readonly ConsoleSection[];
  tokens: TokenStore;
  /** The router's basename (the console's Vite `base` without the final slash). */
  base: string;
  /** The login page's module. */
  loginPage: PageModule;
  /** The signed-in frame (its <Outlet /> shows the section), loaded with the first signed-in page. */
  layout: () => Promise<ComponentType>;
  /** The not-found page's module (inside the layout). */
  notFoundPage: PageModule;
  /** What a route that failed to load or render shows. */
  errorElement: ReactNode;
  /** What stands in a section's place until it is open. */
  placeholder: GatePlaceholder;
}

const page = (load: PageModule) => async () => ({ Component: (await load()).default });

/** The route table: the login page, and the sections inside the guarded layout. */
export function consoleRoutes(options: ConsoleRoutesOptions): RouteObject[] {
  const { sections, tokens, base, errorElement, placeholder } = options;
  return [
    { path: LOGIN_PATH, errorElement, lazy: page(options.loginPage) },
    {
      path: '/',
      id: 'console',
      errorElement,
      loader: ({ request }) => {
        const url = new URL(request.url);
        const to = sessionRedirect(tokens.get(), withoutBasename(url.pathname, base) + url.search);
        if (to) throw redirect(to);
        return null;
      },
      lazy: async () => {
        const Layout = await options.layout();
        return {
          Component: () => (
            <RequireSession tokens={tokens}>
              <Layout />
            </RequireSession>
          ),
        };
      },
      children: [
        ...sections.map((section): RouteObject => {
          const lazy = () => Promise.resolve({ Component: sectionRouteComponent(section, placeholder) });
          return section.path === '/' ? { index: true, lazy } : { path: `${section.path.slice(1)}/*`, lazy };
        }),
        { path: '*', lazy: page(options.notFoundPage) },
      ],
    },
  ];
}
