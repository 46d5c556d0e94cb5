// The platform console's route table (the console kit's, decisions/0080): behind the session guard under
// /platform, the login page open, the platform token's own key.
import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createTokenStore } from '@mall/client/console';
import { platformRoutes } from './router.tsx';
import { PLATFORM_LOCALE_KEY, PLATFORM_TOKEN_KEY } from './session.ts';
import type { PlatformSection } from './sections.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const page = () => Promise.resolve({ default: () => null });
const testSections: PlatformSection[] = [
  { key: 'home', path: '/', label: { id: 'home' }, load: page },
  { key: 'audit', area: 'audit', path: '/audit', label: { id: 'audit' }, load: page },
];

async function open(path: string, token?: string) {
  const storage = memoryStorage();
  const tokens = createTokenStore(PLATFORM_TOKEN_KEY, storage);
  if (token) tokens.set(token);
  const base = '/platform';
  const router = createMemoryRouter(platformRoutes({ sections: testSections, tokens, base }), {
    basename: base,
    initialEntries: [`${base}${path}`],
  });
  for (let i = 0; i < 2000 && (!router.state.initialized || router.state.navigation.state !== 'idle'); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  return { router, storage };
}

describe("the platform console's routes", { timeout: 30_000 }, () => {
  it('send a visitor to the login page with the way back', async () => {
    const { router } = await open('/audit?q=1');
    expect(router.state.location.pathname).toBe('/platform/login');
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/audit?q=1');
  });

  it('let a signed-in account in, its token under the console key', async () => {
    const { router, storage } = await open('/audit', 'P1');
    expect(router.state.location.pathname).toBe('/platform/audit');
    expect(router.state.matches.at(-1)?.route.path).toBe('audit/*');
    expect([...storage.items.keys()]).toEqual([PLATFORM_TOKEN_KEY]);
  });

  it('keep their own keys, never the storefront or the merchant centre', () => {
    expect(PLATFORM_TOKEN_KEY).toBe('mall.platform.token');
    expect(PLATFORM_LOCALE_KEY).not.toBe('mall.merchant.locale');
  });
});
