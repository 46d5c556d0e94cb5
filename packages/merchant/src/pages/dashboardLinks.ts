// Where the home's dashboard leads (HomePage.tsx): the sections the account may open (home left out) and
// the to-do cards' targets, each only when the account may open that section, as plain links (the
// router's basename before the path) with the router's own path beside each for a plain click.
import type { MerchantSection } from '../sections.ts';

export interface DashboardTarget {
  /** The link's address (basename included). */
  href: string;
  /** The router's path (no basename). */
  to: string;
}

export interface DashboardTargets {
  sections: (DashboardTarget & { key: string; section: MerchantSection })[];
  toShip?: DashboardTarget;
  afterSales?: DashboardTarget;
  chats?: DashboardTarget;
}

/** The section keys the to-do cards lead to (the orders list filtered on "to ship"). */
export const TODO_SECTIONS = { toShip: 'orders', afterSales: 'refunds', chats: 'chat' } as const;
/** The orders list's status of paid orders waiting to be shipped (its address's `status`). */
const TO_SHIP_STATUS = 2;

export function dashboardTargets(
  allowed: readonly MerchantSection[],
  href: (path: string) => string,
): DashboardTargets {
  const target = (path: string) => ({ href: href(path), to: path });
  const of = (key: string) => allowed.find((s) => s.key === key);
  const orders = of(TODO_SECTIONS.toShip);
  const afterSales = of(TODO_SECTIONS.afterSales);
  const chat = of(TODO_SECTIONS.chats);
  return {
    sections: allowed
      .filter((s) => s.path !== '/')
      .map((section) => ({ key: section.key, section, ...target(section.path) })),
    ...(orders ? { toShip: target(`${orders.path}?status=${TO_SHIP_STATUS}`) } : {}),
    ...(afterSales ? { afterSales: target(afterSales.path) } : {}),
    ...(chat ? { chats: target(chat.path) } : {}),
  };
}
