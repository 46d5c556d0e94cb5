// The home's links: only the sections the account may open (never the home itself), and each to-do card
// only when its section is open to the account; "to ship" is the orders list on status 2.
import { describe, expect, it } from 'vitest';
import { allowedSections, sections, type MerchantSection } from '../sections.ts';
import { dashboardTargets } from './dashboardLinks.ts';
import { listQueryOf } from './OrdersPage.tsx';

const href = (path: string) => `/merchant-center${path}`;
const page = () => Promise.resolve({ default: () => null });
const withLater: MerchantSection[] = [
  ...sections,
  { key: 'afterSales', path: '/after-sales', label: { id: 'x' }, permission: 'orders', load: page },
  { key: 'chat', path: '/chat', label: { id: 'y' }, permission: 'chat', load: page },
];

describe('dashboardTargets', () => {
  it("gives the owner every section but the home, and every card's target", () => {
    const targets = dashboardTargets(
      allowedSections(['orders', 'products', 'chat', 'store', 'staff', 'signedIn'], withLater),
      href,
    );
    expect(targets.sections.map((s) => s.key)).toEqual(['products', 'orders', 'staff', 'afterSales', 'chat']);
    expect(targets.sections[0]).toMatchObject({ href: '/merchant-center/products', to: '/products' });
    expect(targets.toShip).toEqual({ href: '/merchant-center/orders?status=2', to: '/orders?status=2' });
    expect(targets.afterSales).toEqual({ href: '/merchant-center/after-sales', to: '/after-sales' });
    expect(targets.chats).toEqual({ href: '/merchant-center/chat', to: '/chat' });
  });

  it('leads a customer-service account to the chat alone', () => {
    const targets = dashboardTargets(allowedSections(['chat', 'signedIn'], withLater), href);
    expect(targets.sections.map((s) => s.key)).toEqual(['chat']);
    expect([targets.toShip, targets.afterSales]).toEqual([undefined, undefined]);
    expect(targets.chats?.to).toBe('/chat');
  });

  it('has no links while the permissions are unknown', () => {
    expect(dashboardTargets(allowedSections(undefined, withLater), href)).toEqual({ sections: [] });
  });

  it("sends 'to ship' to the orders list filtered on paid orders waiting to be shipped", () => {
    const { toShip } = dashboardTargets(allowedSections(['orders', 'signedIn']), href);
    expect(listQueryOf(new URLSearchParams(toShip!.to.split('?')[1])).status).toBe(2);
  });
});
