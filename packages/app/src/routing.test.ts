import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { CHUNK_RELOAD_INTERVAL_MS, routeTable, userCenterChildren, type RouteDef } from '@mall/domain';
import {
  buildRoutes,
  isChunkLoadError,
  langQueryIsValid,
  shouldReloadForChunkError,
  zhRedirectTarget,
  type PageHandle,
} from './routing.ts';

const Stub = () => null;
const lazyCalls: string[] = [];
const routes = buildRoutes({
  lazyFor: (def: RouteDef) => () => {
    lazyCalls.push(def.name);
    return Promise.resolve({ Component: Stub });
  },
  layouts: { default: Stub, empty: Stub, topbarFooter: Stub },
  NotFound: Stub,
  Root: Stub,
  ErrorBoundary: Stub,
});

/** The page route (the one with a handle) that a path lands on, or undefined. */
function pageAt(pathname: string): RouteObject | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.map((m) => m.route).find((route) => (route.handle as PageHandle | undefined)?.route);
}
const nameAt = (pathname: string) => (pageAt(pathname)?.handle as PageHandle | undefined)?.route.name;

/** A concrete path for a table pattern: optional parameters filled in. */
const concrete = (path: string) => path.replace(/:(\w+)\?/, '42').replace(/:(\w+)/, '7');

describe('routes generated from the route table', () => {
  it('registers every table route under / and under /en, lazy-loaded', async () => {
    for (const def of routeTable) {
      for (const prefix of ['', '/en']) {
        const path = def.name === 'userCenter' ? '/user-center/uc-order' : concrete(def.path);
        const full = prefix + (path === '/' && prefix ? '' : path);
        const route = pageAt(full);
        expect(route, full).toBeDefined();
        expect(nameAt(full), full).toBe(def.name);
        expect(typeof route!.lazy, full).toBe('function');
        expect(route!.Component, full).toBeUndefined();
      }
    }
    const route = pageAt('/en/cart')!;
    await (route.lazy as () => Promise<unknown>)();
    expect(lazyCalls).toContain('cart');
  });

  it('keeps optional parameters optional', () => {
    expect(nameAt('/detail')).toBe('detail');
    expect(nameAt('/detail/15')).toBe('detail');
    expect(nameAt('/secdetail')).toBe('seckillDetail');
    expect(nameAt('/secdetail/confirm-order')).toBe('seckillConfirmOrder');
    expect(nameAt('/member-center/integral-det')).toBe('integralDetail');
    expect(nameAt('/shop/3')).toBe('shop');
    expect(nameAt('/shop')).toBeUndefined();
  });

  it('only accepts the known /user-center children', () => {
    for (const child of userCenterChildren) {
      expect(nameAt(`/user-center/${child}`)).toBe('userCenter');
      expect(nameAt(`/en/user-center/${child}`)).toBe('userCenter');
    }
    expect(nameAt('/user-center/uc-nope')).toBeUndefined();
    expect(nameAt('/user-center/uc-order/extra')).toBeUndefined();
  });

  it('sends unknown paths to the not-found route and /zh to the redirect', () => {
    for (const path of ['/nope', '/en/nope', '/cart/extra', '/english/cart']) {
      expect(nameAt(path), path).toBeUndefined();
      const last = matchRoutes(routes, path)!.at(-1)!.route;
      expect(last.path, path).toBe('*');
    }
    for (const path of ['/zh', '/zh/cart', '/zh/detail/3']) {
      const last = matchRoutes(routes, path)!.at(-1)!.route;
      expect(last.path, path).toBe('zh/*');
      expect(typeof last.loader).toBe('function');
    }
  });
});

describe('zhRedirectTarget', () => {
  it('drops the /zh prefix and keeps query and hash', () => {
    expect(zhRedirectTarget({ pathname: '/zh', search: '', hash: '' })).toBe('/');
    expect(zhRedirectTarget({ pathname: '/zh/', search: '', hash: '' })).toBe('/');
    expect(zhRedirectTarget({ pathname: '/zh/cart', search: '?a=1', hash: '#x' })).toBe('/cart?a=1#x');
    expect(zhRedirectTarget({ pathname: '/zh/user-center/uc-order', search: '', hash: '' })).toBe(
      '/user-center/uc-order',
    );
  });
});

describe('langQueryIsValid', () => {
  it('accepts no lang, en and zh; anything else is a 404', () => {
    expect(langQueryIsValid('')).toBe(true);
    expect(langQueryIsValid('?pn=phone')).toBe(true);
    expect(langQueryIsValid('?lang=en')).toBe(true);
    expect(langQueryIsValid('?lang=zh&st=1')).toBe(true);
    expect(langQueryIsValid('?lang=fr')).toBe(false);
    expect(langQueryIsValid('?lang=')).toBe(false);
    expect(langQueryIsValid('?lang=EN')).toBe(false);
    expect(langQueryIsValid('?lang=en&lang=de')).toBe(false);
  });
});

describe('chunk errors', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('recognises the failure in every browser, and a chunk stylesheet that failed to preload', () => {
    // Firefox
    expect(
      isChunkLoadError(
        new TypeError('error loading dynamically imported module: https://m.example/assets/x.js'),
      ),
    ).toBe(true);
    // Safari
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    // Vite's preload helper when a chunk's CSS is gone
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/list-abc123.css'))).toBe(true);
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(true);
  });

  it('reloads at most once per interval', () => {
    const now = 1_000_000_000;
    expect(shouldReloadForChunkError(now, null)).toBe(true);
    expect(shouldReloadForChunkError(now, Number.NaN)).toBe(true);
    expect(shouldReloadForChunkError(now, now)).toBe(false);
    expect(shouldReloadForChunkError(now, now - CHUNK_RELOAD_INTERVAL_MS + 1)).toBe(false);
    expect(shouldReloadForChunkError(now, now - CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
    expect(shouldReloadForChunkError(now, now + 5000)).toBe(true);
  });
});
