// The route table: the login page is open, every section sits behind the session guard (its loader sends
// a visitor to the login page before any page loads), and the menu and routes come from one list.
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { merchantRoutes, withoutBasename } from './router.tsx';
import { allowedSections, sectionOf, sections, type MerchantSection } from './sections.ts';
import { createTokenStore } from './session/token.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const page = () => Promise.resolve({ default: () => null });
const testSections: MerchantSection[] = [
  { key: 'home', path: '/', label: { id: 'home' }, permission: 'signedIn', load: page },
  { key: 'orders', path: '/orders', label: { id: 'orders' }, permission: 'orders', load: page },
  { key: 'products', path: '/products', label: { id: 'products' }, permission: 'products', load: page },
];

async function settle(router: ReturnType<typeof createMemoryRouter>) {
  // The first load resolves the layout's lazy module (the real one, with the design system) first.
  for (let i = 0; i < 2000 && (!router.state.initialized || router.state.navigation.state !== 'idle'); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  await new Promise((r) => setTimeout(r, 5));
}

async function open(path: string, token?: string) {
  const tokens = createTokenStore(memoryStorage());
  if (token) tokens.set(token);
  const base = '/merchant-center';
  const router = createMemoryRouter(merchantRoutes({ sections: testSections, tokens, base }), {
    basename: base,
    initialEntries: [`${base}${path}`],
  });
  await settle(router);
  return router;
}

describe('the session guard in the route table', { timeout: 30_000 }, () => {
  it('sends a visitor of any section to the login page with the way back', async () => {
    const router = await open('/orders/42?tab=1');
    expect(router.state.location.pathname).toBe('/merchant-center/login');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/orders/42?tab=1');
    const home = await open('/');
    expect(home.state.location.pathname).toBe('/merchant-center/login');
    expect(home.state.location.search).toBe('');
  });

  it('lets a signed-in account in, and the login page is open to anyone', async () => {
    const router = await open('/orders/42', 'M1');
    expect(router.state.location.pathname).toBe('/merchant-center/orders/42');
    expect(router.state.matches.at(-1)?.route.path).toBe('orders/*');
    const login = await open('/login');
    expect(login.state.location.pathname).toBe('/merchant-center/login');
  });

  it('answers an unknown path inside the layout (not found), still behind the guard', async () => {
    const router = await open('/no-such-section', 'M1');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    expect(router.state.matches.some((m) => m.route.id === 'console')).toBe(true);
    const visitor = await open('/no-such-section');
    expect(visitor.state.location.pathname).toBe('/merchant-center/login');
  });

  it('strips the basename from the request path', () => {
    expect(withoutBasename('/merchant-center/orders', '/merchant-center')).toBe('/orders');
    expect(withoutBasename('/merchant-center', '/merchant-center')).toBe('/');
    expect(withoutBasename('/orders', '/')).toBe('/orders');
  });
});

describe('the sections', () => {
  it('make one menu: only those the permissions allow, in order; none while unknown', () => {
    expect(allowedSections(undefined, testSections)).toEqual([]);
    expect(allowedSections(['signedIn', 'orders'], testSections).map((s) => s.key)).toEqual([
      'home',
      'orders',
    ]);
    expect(
      allowedSections(['orders', 'products', 'chat', 'store', 'staff', 'signedIn'], testSections).map(
        (s) => s.key,
      ),
    ).toEqual(['home', 'orders', 'products']);
  });

  it('own every path below their own; home only itself', () => {
    expect(sectionOf('/', testSections)?.key).toBe('home');
    expect(sectionOf('/orders', testSections)?.key).toBe('orders');
    expect(sectionOf('/orders/', testSections)?.key).toBe('orders');
    expect(sectionOf('/orders/42', testSections)?.key).toBe('orders');
    expect(sectionOf('/ordersx', testSections)).toBeUndefined();
    expect(sectionOf('/nothing', testSections)).toBeUndefined();
  });

  it('the real list has unique keys and paths, and a home everyone may open', () => {
    expect(new Set(sections.map((s) => s.key)).size).toBe(sections.length);
    expect(new Set(sections.map((s) => s.path)).size).toBe(sections.length);
    expect(sections.find((s) => s.path === '/')?.permission).toBe('signedIn');
  });
});
