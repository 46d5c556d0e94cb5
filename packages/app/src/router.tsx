// The storefront's router: every route of the domain route table, lazy-loaded, under `/` (Chinese) and
// `/en` (English); `/zh/*` redirects to the bare path; unknown paths and a bad `?lang=` are 404 pages.
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import type { RouteDef } from '@mall/domain';
import { buildRoutes } from './routing.ts';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { EmptyLayout } from './layouts/EmptyLayout.tsx';
import { TopbarFooterLayout } from './layouts/TopbarFooterLayout.tsx';
import { RequireLogin } from './layouts/RequireLogin.tsx';
import { NotFound } from './routes/NotFound.tsx';
import { Root } from './routes/Root.tsx';
import { RouteError } from './routes/RouteError.tsx';

type RouteModule = { Component: ComponentType };

/** Screen modules by file: `src/routes/<name>.tsx` for a route whose screen has landed. */
const screens = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  '!./routes/Root.tsx',
  '!./routes/RouteError.tsx',
  '!./routes/NotFound.tsx',
  '!./routes/*.test.tsx',
]);

/**
 * Loads a route's screen: its own module, or the shared coming-soon screen until its issue lands. A
 * login-only route is wrapped so that a visitor gets the login popup instead (spec section 4).
 */
export function lazyFor(def: RouteDef) {
  const load = screens[`./routes/${def.name}.tsx`] ?? screens['./routes/ComingSoon.tsx']!;
  return async () => {
    const { Component: Screen } = await load();
    if (!def.requiresLogin) return { Component: Screen };
    return {
      Component: function LoginOnlyPage() {
        return (
          <RequireLogin>
            <Screen />
          </RequireLogin>
        );
      },
    };
  };
}

export const routes = buildRoutes({
  lazyFor,
  layouts: { default: DefaultLayout, empty: EmptyLayout, topbarFooter: TopbarFooterLayout },
  NotFound,
  Root,
  ErrorBoundary: RouteError,
});

/**
 * The browser's router. On a server-rendered page (`hydrationData` given) the screen modules of the
 * address are loaded first, so the first render is the server's page, not the empty hydration fallback.
 */
export async function createMallRouter(hydrationData?: HydrationState) {
  if (hydrationData) await loadMatchedScreens(routes, window.location);
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}

/** Resolves the lazy routes matching `location` in place (what React Router would do on navigation). */
export async function loadMatchedScreens(tree: RouteObject[], location: { pathname: string }) {
  const matches = matchRoutes(tree, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
