// A section's page is mounted (and its module loaded) only once GET /merchant/me has answered and allows
// it: before, a loading state; without the permission, "no permission"; after a failure, the error.
import { describe, expect, it, vi } from 'vitest';
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { MerchantMe, MerchantPermission } from '@mall/domain';
import { merchantRoutes } from '../router.tsx';
import type { MerchantSection } from '../sections.ts';
import { MeContext, SectionGate, sectionAccess, type MeState } from './SectionGate.tsx';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

function meWith(permissions: MerchantPermission[]): MerchantMe {
  return {
    merchantId: 7,
    username: 'clerk',
    role: 'chat',
    permissions,
    shopId: 1,
    shopName: 'Shop',
    shopLogo: '',
    shopStatus: 1,
  };
}

async function html(node: ReactNode, state: Partial<MeState>): Promise<string> {
  const value: MeState = { me: undefined, failed: false, retry: () => undefined, ...state };
  const { prelude } = await prerender(
    <I18nProvider i18n={i18n}>
      <MeContext.Provider value={value}>{node}</MeContext.Provider>
    </I18nProvider>,
  );
  return new Response(prelude).text();
}

/** The orders section of a route table whose page says so when it renders, and counts its loads. */
async function ordersRoute() {
  const rendered = vi.fn();
  function OrdersPage() {
    rendered();
    return <p>ORDERS PAGE</p>;
  }
  const load = vi.fn(() => Promise.resolve({ default: OrdersPage as ComponentType }));
  const sections: MerchantSection[] = [
    { key: 'orders', path: '/orders', label: { id: 'orders' }, permission: 'orders', load },
  ];
  const console = merchantRoutes({ sections, base: '/merchant-center' }).find((r) => r.id === 'console')!;
  const route = console.children!.find((r) => r.path === 'orders/*')!;
  const lazy = route.lazy as () => Promise<{ Component: ComponentType }>;
  const { Component } = await lazy();
  return { Component, load, rendered };
}

describe("a section's route", () => {
  it('waits for /merchant/me: a loading state, the page neither loaded nor mounted', async () => {
    const { Component, load, rendered } = await ordersRoute();
    const out = await html(<Component />, {});
    expect(out).toContain('aria-busy="true"');
    expect(out).not.toContain('ORDERS PAGE');
    expect(load).not.toHaveBeenCalled();
    expect(rendered).not.toHaveBeenCalled();
  });

  it('never mounts a section the permissions do not allow', async () => {
    const { Component, load, rendered } = await ordersRoute();
    const out = await html(<Component />, { me: meWith(['signedIn', 'chat']) });
    expect(out).toContain('No permission');
    expect(out).not.toContain('ORDERS PAGE');
    expect(load).not.toHaveBeenCalled();
    expect(rendered).not.toHaveBeenCalled();
  });

  it('shows the error with a retry when /merchant/me failed, not the page', async () => {
    const { Component, load } = await ordersRoute();
    const out = await html(<Component />, { failed: true });
    expect(out).toContain('Your account could not be loaded.');
    expect(out).toContain('Retry');
    expect(out).not.toContain('ORDERS PAGE');
    expect(load).not.toHaveBeenCalled();
  });

  it('mounts the page once the permissions allow it', async () => {
    const { Component, load, rendered } = await ordersRoute();
    const out = await html(<Component />, { me: meWith(['signedIn', 'orders']) });
    expect(out).toContain('ORDERS PAGE');
    expect(out).not.toContain('No permission');
    expect(load).toHaveBeenCalledOnce();
    expect(rendered).toHaveBeenCalled();
  });
});

describe('the layout gate', () => {
  it('holds any outlet (also a path of no section) until /merchant/me answers', async () => {
    const child = <p>OUTLET</p>;
    expect(await html(<SectionGate>{child}</SectionGate>, {})).not.toContain('OUTLET');
    expect(await html(<SectionGate>{child}</SectionGate>, { me: meWith(['signedIn']) })).toContain('OUTLET');
    expect(
      await html(<SectionGate permission="orders">{child}</SectionGate>, { me: meWith(['signedIn']) }),
    ).not.toContain('OUTLET');
  });

  it('sectionAccess: loading, failed, forbidden, open', () => {
    expect(sectionAccess({ me: undefined, failed: false }, 'orders')).toBe('loading');
    expect(sectionAccess({ me: undefined, failed: true }, 'orders')).toBe('failed');
    expect(sectionAccess({ me: meWith(['signedIn']), failed: false }, 'orders')).toBe('forbidden');
    expect(sectionAccess({ me: meWith(['signedIn', 'orders']), failed: true }, 'orders')).toBe('open');
    expect(sectionAccess({ me: meWith([]), failed: false }, undefined)).toBe('open');
  });
});
