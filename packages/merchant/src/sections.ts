// The merchant centre's sections: the ONE list the route table and the side menu are made from. A
// section added later (products, orders, after-sales, chat, store settings ...) is one entry here: its
// key, its path under the centre, its menu label, the permission its account needs (domain
// contract/merchantStaff.ts, the same the server's routes check) and its page module, loaded on first
// visit. A section owns every path below its own (its page may hold its own <Routes>).
import { msg } from '@lingui/core/macro';
import {
  allowedSections as allowed,
  sectionOf as sectionOfPath,
  type ConsoleSection,
} from '@mall/client/console';
import type { MerchantPermission } from '@mall/domain';

/** A section of the console kit (decisions/0080) with the permission its account needs. */
export interface MerchantSection extends ConsoleSection {
  permission: MerchantPermission;
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
  return allowed(list, (key) => list.some((s) => s.key === key && permissions.includes(s.permission)));
}

/** The section a path belongs to: the one with the longest matching path; home only for '/' itself. */
export function sectionOf(
  pathname: string,
  list: readonly MerchantSection[] = sections,
): MerchantSection | undefined {
  return sectionOfPath(pathname, list);
}
