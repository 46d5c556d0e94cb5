// The home's links: only the sections the account may open (never the home itself), and each to-do card
// only when its section is open to the account; "to ship" is the orders list on status 2.
import { describe, expect, it } from 'vitest';
import { allowedSections } from '../sections.ts';
import { dashboardTargets } from './dashboardLinks.ts';
import { listQueryOf } from './OrdersPage.tsx';

const href = (path: string) => `/merchant-center${path}`;

describe('dashboardTargets', () => {
  it("gives the owner every section but the home, and every card's target", () => {
    const targets = dashboardTargets(
      allowedSections(['orders', 'products', 'chat', 'store', 'staff', 'signedIn']),
      href,
    );
    expect(targets.sections.map((s) => s.key)).toEqual([
      'products',
      'orders',
      'refunds',
      'invoices',
      'comments',
      'activities',
      'chat',
      'store',
      'staff',
    ]);
    expect(targets.sections[0]).toMatchObject({ href: '/merchant-center/products', to: '/products' });
    expect(targets.toShip).toEqual({ href: '/merchant-center/orders?status=2', to: '/orders?status=2' });
    expect(targets.afterSales).toEqual({ href: '/merchant-center/refunds', to: '/refunds' });
    expect(targets.chats).toEqual({ href: '/merchant-center/chat', to: '/chat' });
  });

  it('leads a customer-service account to the chat alone', () => {
    const targets = dashboardTargets(allowedSections(['chat', 'signedIn']), href);
    expect(targets.sections.map((s) => s.key)).toEqual(['chat']);
    expect([targets.toShip, targets.afterSales]).toEqual([undefined, undefined]);
    expect(targets.chats?.to).toBe('/chat');
  });

  it('has no links while the permissions are unknown', () => {
    expect(dashboardTargets(allowedSections(undefined), href)).toEqual({ sections: [] });
  });

  it("sends 'to ship' to the orders list filtered on paid orders waiting to be shipped", () => {
    const { toShip } = dashboardTargets(allowedSections(['orders', 'signedIn']), href);
    expect(listQueryOf(new URLSearchParams(toShip!.to.split('?')[1])).status).toBe(2);
  });
});
