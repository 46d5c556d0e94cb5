// The merchant centre's sections: the ONE list the route table and the side menu are made from. A
// section added later (products, orders, after-sales, chat, store settings ...) is one entry here: its
// key, its path under the centre, its menu label, the permission its account needs (domain
// contract/merchantStaff.ts, the same the server's routes check) and its page module, loaded on first
// visit. A section owns every path below its own (its page may hold its own <Routes>).
import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MerchantPermission } from '@mall/domain';

export interface MerchantSection {
  key: string;
  /** The section's path under the centre: '/' for home, else '/name' (owning '/name/...'). */
  path: `/${string}`;
  label: MessageDescriptor;
  permission: MerchantPermission;
  /** The section's page (a module whose default export is the page). */
  load: () => Promise<{ default: ComponentType }>;
}

export const sections: readonly MerchantSection[] = [
  {
    key: 'home',
    path: '/',
    label: msg`Home`,
    permission: 'signedIn',
    load: () => import('./pages/HomePage.tsx'),
  },
  {
    key: 'products',
    path: '/products',
    label: msg`Products`,
    permission: 'products',
    load: () => import('./pages/ProductsPage.tsx'),
  },
  {
    key: 'orders',
    path: '/orders',
    label: msg`Orders`,
    permission: 'orders',
    load: () => import('./pages/OrdersPage.tsx'),
  },
  {
    key: 'refunds',
    path: '/refunds',
    label: msg`After-sales`,
    permission: 'orders',
    load: () => import('./pages/RefundsPage.tsx'),
  },
  {
    key: 'invoices',
    path: '/invoices',
    label: msg`Invoices`,
    permission: 'orders',
    load: () => import('./pages/InvoicesPage.tsx'),
  },
  {
    key: 'comments',
    path: '/comments',
    label: msg`Product reviews`,
    permission: 'orders',
    load: () => import('./pages/CommentsPage.tsx'),
  },
  {
    key: 'activities',
    path: '/activities',
    label: msg`Activities`,
    permission: 'products',
    load: () => import('./pages/ActivitiesPage.tsx'),
  },
  {
    key: 'chat',
    path: '/chat',
    label: msg`Customer service`,
    permission: 'chat',
    load: () => import('./pages/ChatPage.tsx'),
  },
  {
    key: 'store',
    path: '/store',
    label: msg`Store settings`,
    permission: 'store',
    load: () => import('./pages/StorePage.tsx'),
  },
  {
    key: 'staff',
    path: '/staff',
    label: msg`Staff`,
    permission: 'staff',
    load: () => import('./pages/StaffPage.tsx'),
  },
];

/** The sections an account with `permissions` may open, in menu order (none while they are unknown). */
export function allowedSections(
  permissions: readonly MerchantPermission[] | undefined,
  list: readonly MerchantSection[] = sections,
): MerchantSection[] {
  if (!permissions) return [];
  return list.filter((section) => permissions.includes(section.permission));
}

/** The section a path belongs to: the one with the longest matching path; home only for '/' itself. */
export function sectionOf(
  pathname: string,
  list: readonly MerchantSection[] = sections,
): MerchantSection | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: MerchantSection | undefined;
  for (const section of list) {
    const matches =
      section.path === '/' ? path === '/' : path === section.path || path.startsWith(`${section.path}/`);
    if (matches && (!best || section.path.length > best.path.length)) best = section;
  }
  return best;
}
