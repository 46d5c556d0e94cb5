// A section's page is mounted (and its module loaded) only once the account's "me" has answered and the
// console says it may open it: before, a loading state; without it, "no permission"; after a failure,
// the error with a retry (the placeholder the console gives: ui's ConsoleGate in the apps).
import { describe, expect, it, vi } from 'vitest';
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { consoleRoutes } from './router.tsx';
import {
  AccessContext,
  allowedSections,
  SectionGate,
  sectionAccess,
  sectionOf,
  type AccessState,
  type ConsoleSection,
  type GatePlaceholder,
} from './sectionGate.tsx';
import { createTokenStore } from './token.ts';

const Placeholder: GatePlaceholder = ({ access, onRetry }) => (
  <p>{`PLACEHOLDER ${access}${onRetry ? ' RETRY' : ''}`}</p>
);

async function html(node: ReactNode, state: Partial<AccessState>): Promise<string> {
  const value: AccessState = {
    known: false,
    failed: false,
    retry: () => undefined,
    may: () => false,
    ...state,
  };
  const { prelude } = await prerender(<AccessContext.Provider value={value}>{node}</AccessContext.Provider>);
  return new Response(prelude).text();
}

const page = () => Promise.resolve({ default: () => null });

/** The orders section of a route table whose page says so when it renders, and counts its loads. */
async function ordersRoute() {
  const rendered = vi.fn();
  function OrdersPage() {
    rendered();
    return <p>ORDERS PAGE</p>;
  }
  const load = vi.fn(() => Promise.resolve({ default: OrdersPage as ComponentType }));
  const sections: ConsoleSection[] = [{ key: 'orders', path: '/orders', label: { id: 'orders' }, load }];
  const table = consoleRoutes({
    sections,
    tokens: createTokenStore('test.token', undefined),
    base: '/console',
    loginPage: page,
    layout: () => Promise.resolve(() => null),
    notFoundPage: page,
    errorElement: null,
    placeholder: Placeholder,
  });
  const route = table.find((r) => r.id === 'console')!.children!.find((r) => r.path === 'orders/*')!;
  const lazy = route.lazy as () => Promise<{ Component: ComponentType }>;
  const { Component } = await lazy();
  return { Component, load, rendered };
}

describe("a section's route", () => {
  it('waits for the account: a loading state, the page neither loaded nor mounted', async () => {
    const { Component, load, rendered } = await ordersRoute();
    const out = await html(<Component />, {});
    expect(out).toContain('PLACEHOLDER loading');
    expect(out).not.toContain('ORDERS PAGE');
    expect(load).not.toHaveBeenCalled();
    expect(rendered).not.toHaveBeenCalled();
  });

  it('never mounts a section the account may not open', async () => {
    const { Component, load, rendered } = await ordersRoute();
    const may = vi.fn((key: string) => key !== 'orders');
    const out = await html(<Component />, { known: true, may });
    expect(out).toContain('PLACEHOLDER forbidden');
    expect(out).not.toContain('ORDERS PAGE');
    expect(may).toHaveBeenCalledWith('orders');
    expect(load).not.toHaveBeenCalled();
    expect(rendered).not.toHaveBeenCalled();
  });

  it('shows the error with a retry when the account could not be read, not the page', async () => {
    const { Component, load } = await ordersRoute();
    const out = await html(<Component />, { failed: true });
    expect(out).toContain('PLACEHOLDER failed');
    expect(out).toContain('RETRY');
    expect(out).not.toContain('ORDERS PAGE');
    expect(load).not.toHaveBeenCalled();
  });

  it('mounts the page once the account may open it', async () => {
    const { Component, load, rendered } = await ordersRoute();
    const out = await html(<Component />, { known: true, may: (key) => key === 'orders' });
    expect(out).toContain('ORDERS PAGE');
    expect(out).not.toContain('PLACEHOLDER');
    expect(load).toHaveBeenCalledOnce();
    expect(rendered).toHaveBeenCalled();
  });
});

describe('the layout gate', () => {
  it('holds any outlet (also a path of no section) until the account is known', async () => {
    const child = <p>OUTLET</p>;
    const gate = (key?: string) => (
      <SectionGate sectionKey={key} placeholder={Placeholder}>
        {child}
      </SectionGate>
    );
    expect(await html(gate(), {})).not.toContain('OUTLET');
    expect(await html(gate(), { known: true })).toContain('OUTLET');
    expect(await html(gate('orders'), { known: true, may: () => false })).not.toContain('OUTLET');
  });

  it('sectionAccess: loading, failed, forbidden, open', () => {
    expect(sectionAccess({ known: false, failed: false }, true)).toBe('loading');
    expect(sectionAccess({ known: false, failed: true }, true)).toBe('failed');
    expect(sectionAccess({ known: true, failed: false }, false)).toBe('forbidden');
    expect(sectionAccess({ known: true, failed: true }, true)).toBe('open');
  });
});

const testSections: ConsoleSection[] = [
  { key: 'home', path: '/', label: { id: 'home' }, load: page },
  { key: 'orders', path: '/orders', label: { id: 'orders' }, load: page },
  { key: 'products', path: '/products', label: { id: 'products' }, load: page },
];

describe('the sections', () => {
  it('make one menu: only those the account may open, in order; none while unknown', () => {
    expect(allowedSections(testSections, undefined)).toEqual([]);
    expect(allowedSections(testSections, (key) => key !== 'products').map((s) => s.key)).toEqual([
      'home',
      'orders',
    ]);
  });

  it('own every path below their own; home only itself', () => {
    expect(sectionOf('/', testSections)?.key).toBe('home');
    expect(sectionOf('/orders', testSections)?.key).toBe('orders');
    expect(sectionOf('/orders/', testSections)?.key).toBe('orders');
    expect(sectionOf('/orders/42', testSections)?.key).toBe('orders');
    expect(sectionOf('/ordersx', testSections)).toBeUndefined();
    expect(sectionOf('/nothing', testSections)).toBeUndefined();
  });
});
