// The pure part of the storefront's routing: the React Router route objects generated from the domain
// route table, the `/zh` redirect, `?lang=` validation and the chunk-reload rule. No React rendering here,
// so the app's Node tests can check all of it.
import { redirect, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  routeTable,
  userCenterChildren,
  type LayoutName,
  type RouteDef,
} from '@mall/domain';

/** What a page route carries in `handle`: its row of the route table (ComingSoon shows its name). */
export interface PageHandle {
  route: RouteDef;
}

/** The relative React Router paths of one table route; `/user-center/:child?` only accepts known children. */
export function routerPaths(def: RouteDef): string[] {
  if (def.name === 'userCenter') {
    return userCenterChildren.map((child) => (child === '' ? 'user-center' : `user-center/${child}`));
  }
  return [def.path.replace(/^\//, '')];
}

export const layoutNames: readonly LayoutName[] = ['default', 'empty', 'topbarFooter'];

export interface RouteParts {
  /** The lazy loader of a table route's screen module (`src/routes/<name>.tsx`). */
  lazyFor: (def: RouteDef) => NonNullable<RouteObject['lazy']>;
  layouts: Record<LayoutName, ComponentType>;
  /** Rendered for an unknown path, inside the default layout. */
  NotFound: ComponentType;
  /** The root: checks `?lang=` and renders the outlet. */
  Root: ComponentType;
  ErrorBoundary: ComponentType;
}

/** The page routes of one language: one pathless layout route per layout, the table's routes below it. */
export function pageRoutes(parts: RouteParts): RouteObject[] {
  return layoutNames.map((layout) => {
    const children: RouteObject[] = routeTable
      .filter((def) => def.layout === layout)
      .flatMap((def) =>
        routerPaths(def).map((path): RouteObject => {
          const handle: PageHandle = { route: def };
          return path === ''
            ? { index: true, lazy: parts.lazyFor(def), handle }
            : { path, lazy: parts.lazyFor(def), handle };
        }),
      );
    if (layout === 'default') children.push({ path: '*', Component: parts.NotFound });
    return { Component: parts.layouts[layout], children };
  });
}

/** Where a `/zh/...` address goes: the same page without the prefix (zh is the default language). */
export function zhRedirectTarget(url: { pathname: string; search: string; hash: string }): string {
  const rest = url.pathname.replace(/^\/zh(?=\/|$)/, '');
  return (rest === '' ? '/' : rest) + url.search + url.hash;
}

/** The whole tree: Chinese pages at `/`, the same pages under `/en`, `/zh/*` redirected. */
export function buildRoutes(parts: RouteParts): RouteObject[] {
  return [
    {
      path: '/',
      Component: parts.Root,
      ErrorBoundary: parts.ErrorBoundary,
      // The first page's chunk is still loading: an empty page (the shell is plain HTML until then).
      HydrateFallback: EmptyFallback,
      children: [
        { path: 'zh/*', loader: ({ request }) => redirect(zhRedirectTarget(new URL(request.url))) },
        { path: 'en', children: pageRoutes(parts) },
        ...pageRoutes(parts),
      ],
    },
  ];
}

function EmptyFallback() {
  return null;
}

/** `?lang=` may be absent; when present it must be en or zh, anything else is a 404 (spec section 2). The
 * server's page status uses the same domain function, so both judge a repeated `lang` alike. */
export { langQueryIsValid } from '@mall/domain';

/**
 * A failed chunk load as each browser words it: Chrome "Failed to fetch dynamically imported module",
 * Firefox "error loading dynamically imported module", Safari "Importing a module script failed", and
 * Vite's preload helper "Unable to preload CSS for ..." when a chunk's stylesheet is gone.
 */
const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** A dynamic import that failed (a stale chunk after a deployment, or the network). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkErrorPattern.test(message);
}

/** sessionStorage key of the last chunk-error reload time (ms since the epoch). */
export const CHUNK_RELOAD_KEY = 'mall.chunkReloadAt';

/**
 * Whether a chunk error should reload the page: at most once per CHUNK_RELOAD_INTERVAL_MS, so a chunk
 * that is really gone shows the error page instead of reloading forever.
 */
export function shouldReloadForChunkError(now: number, lastReloadAt: number | null): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  if (now < lastReloadAt) return true; // the clock moved back: the stored time says nothing
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}
