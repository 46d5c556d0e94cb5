// The route table: the login page is open, every section sits behind the session guard (its loader sends
// a visitor to the login page before any page loads), unknown paths answer inside the layout.
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { consoleRoutes, withoutBasename } from './router.tsx';
import type { ConsoleSection } from './sectionGate.tsx';
import { createTokenStore } from './token.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const page = () => Promise.resolve({ default: () => null });
const testSections: ConsoleSection[] = [
  { key: 'home', path: '/', label: { id: 'home' }, load: page },
  { key: 'orders', path: '/orders', label: { id: 'orders' }, load: page },
];

async function settle(router: ReturnType<typeof createMemoryRouter>) {
  for (let i = 0; i < 2000 && (!router.state.initialized || router.state.navigation.state !== 'idle'); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  await new Promise((r) => setTimeout(r, 5));
}

async function open(path: string, token?: string) {
  const tokens = createTokenStore('test.token', memoryStorage());
  if (token) tokens.set(token);
  const base = '/console';
  const routes = consoleRoutes({
    sections: testSections,
    tokens,
    base,
    loginPage: page,
    layout: () => Promise.resolve(() => null),
    notFoundPage: page,
    errorElement: null,
    placeholder: () => null,
  });
  const router = createMemoryRouter(routes, { basename: base, initialEntries: [`${base}${path}`] });
  await settle(router);
  return router;
}

describe('the session guard in the route table', { timeout: 30_000 }, () => {
  it('sends a visitor of any section to the login page with the way back', async () => {
    const router = await open('/orders/42?tab=1');
    expect(router.state.location.pathname).toBe('/console/login');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/orders/42?tab=1');
    const home = await open('/');
    expect(home.state.location.pathname).toBe('/console/login');
    expect(home.state.location.search).toBe('');
  });

  it('lets a signed-in account in, and the login page is open to anyone', async () => {
    const router = await open('/orders/42', 'M1');
    expect(router.state.location.pathname).toBe('/console/orders/42');
    expect(router.state.matches.at(-1)?.route.path).toBe('orders/*');
    const login = await open('/login');
    expect(login.state.location.pathname).toBe('/console/login');
  });

  it('answers an unknown path inside the layout (not found), still behind the guard', async () => {
    const router = await open('/no-such-section', 'M1');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    expect(router.state.matches.some((m) => m.route.id === 'console')).toBe(true);
    const visitor = await open('/no-such-section');
    expect(visitor.state.location.pathname).toBe('/console/login');
  });

  it('strips the basename from the request path', () => {
    expect(withoutBasename('/merchant-center/orders', '/merchant-center')).toBe('/orders');
    expect(withoutBasename('/merchant-center', '/merchant-center')).toBe('/');
    expect(withoutBasename('/orders', '/')).toBe('/orders');
  });
});
