// The merchant centre's route table (React Router 7, data mode, client-rendered): the login page, and
// everything else behind the session guard inside the console layout, one route per section of
// sections.ts (the one list the menu is made from too). The table is made before the account is known, so
// each section's route carries its permission: its page is loaded and mounted only once GET /merchant/me
// allows it (layouts/SectionGate.tsx), never for an account without it. Unknown paths show "not found" in
// the layout; a page that fails to load shows the error page. The guard runs twice: as the layout's
// loader (no page of a signed-out visitor is ever loaded) and in the layout itself (a sign-out or a 401,
// here or in another tab, leaves the page).
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, redirect, useLocation, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import { basename } from './base.ts';
import { RouteError } from './pages/RouteError.tsx';
import { sections as allSections, type MerchantSection } from './sections.ts';
import { sessionRedirect, LOGIN_PATH } from './session/guard.ts';
import { merchantToken, type TokenStore } from './session/token.ts';
import { useToken } from './session/useToken.ts';

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
export function RequireSession({
  children,
  tokens = merchantToken,
}: {
  children: ReactNode;
  tokens?: TokenStore;
}) {
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

const page = (load: MerchantSection['load']) => async () => ({ Component: (await load()).default });

/** The route table: the login page, and the sections inside the guarded layout. */
export function merchantRoutes(
  options: { sections?: readonly MerchantSection[]; tokens?: TokenStore; base?: string } = {},
): RouteObject[] {
  const { sections = allSections, tokens = merchantToken, base = basename } = options;
  return [
    {
      path: LOGIN_PATH,
      errorElement: <RouteError />,
      lazy: page(() => import('./pages/LoginPage.tsx')),
    },
    {
      path: '/',
      id: 'console',
      errorElement: <RouteError />,
      loader: ({ request }) => {
        const url = new URL(request.url);
        const to = sessionRedirect(tokens.get(), withoutBasename(url.pathname, base) + url.search);
        if (to) throw redirect(to);
        return null;
      },
      lazy: async () => {
        const { ConsoleLayout } = await import('./layouts/ConsoleLayout.tsx');
        return {
          Component: () => (
            <RequireSession tokens={tokens}>
              <ConsoleLayout />
            </RequireSession>
          ),
        };
      },
      children: [
        ...sections.map((section): RouteObject => {
          const lazy = async () => {
            const { sectionRouteComponent } = await import('./layouts/SectionGate.tsx');
            return { Component: sectionRouteComponent(section) };
          };
          return section.path === '/' ? { index: true, lazy } : { path: `${section.path.slice(1)}/*`, lazy };
        }),
        { path: '*', lazy: page(() => import('./pages/NotFoundPage.tsx')) },
      ],
    },
  ];
}

export function createMerchantRouter() {
  return createBrowserRouter(merchantRoutes(), { basename });
}
