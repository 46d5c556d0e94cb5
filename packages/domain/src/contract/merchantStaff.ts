// The merchant centre's accounts and roles (issue 17 item 1): a store has one owner and the staff the
// owner invites. Every /merchant/ route states the one permission it needs (`MerchantPermission`); the
// merchant scope's guard refuses (403) a signed-in account whose role lacks it. The owner has every
// permission; a staff account's role names what it may do. The rules live here so that the server's
// guard, the merchant centre's menu and its screens agree.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';

/**
 * What a /merchant/ route needs:
 * - `orders`: orders, shipping, invoices, after-sales, comments;
 * - `products`: products, stock, activities (flash sales, group buys, discounts, coupons, points prices);
 * - `chat`: conversations, chat images, quick replies, the online switch and service hours;
 * - `store`: the store's settings (name, logo, notices, freight template);
 * - `staff`: inviting and managing staff accounts (the owner alone);
 * - `signedIn`: any account of the store (the dashboard, its own session, sign-out).
 */
export const MERCHANT_PERMISSIONS = ['orders', 'products', 'chat', 'store', 'staff', 'signedIn'] as const;
export type MerchantPermission = (typeof MERCHANT_PERMISSIONS)[number];

/** An account's role: the store's owner, or a staff account limited to one area or to everything. */
export const MERCHANT_ROLES = ['owner', 'orders', 'products', 'chat', 'all'] as const;
export type MerchantRole = (typeof MERCHANT_ROLES)[number];
/** The roles an owner may give a staff account. */
export const STAFF_ROLES = ['orders', 'products', 'chat', 'all'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ROLE_PERMISSIONS: Record<MerchantRole, readonly MerchantPermission[]> = {
  owner: MERCHANT_PERMISSIONS,
  orders: ['orders', 'signedIn'],
  products: ['products', 'signedIn'],
  chat: ['chat', 'signedIn'],
  // "Everything" a staff account can be given: all but managing the staff.
  all: ['orders', 'products', 'chat', 'store', 'signedIn'],
};

/** The permissions of a role. */
export function permissionsOf(role: MerchantRole): readonly MerchantPermission[] {
  return ROLE_PERMISSIONS[role];
}

/** Whether `role` may use a route that needs `permission`. */
export function roleAllows(role: MerchantRole, permission: MerchantPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * What a /merchant/ route states: one permission, or (rarely) several that the role must all have, for
 * an action that belongs to two areas at once (a group buy's stop refunds its teams' shoppers:
 * `GROUP_STOP_PERMISSIONS`, decisions/0074).
 */
export type MerchantRoutePermission = MerchantPermission | readonly MerchantPermission[];

/** Whether `value` is a route's permission: a known one, or a non-empty list of known ones. */
export function isMerchantRoutePermission(value: unknown): value is MerchantRoutePermission {
  const known = (p: unknown) => (MERCHANT_PERMISSIONS as readonly unknown[]).includes(p);
  return Array.isArray(value) ? value.length > 0 && value.every(known) : known(value);
}

/** Whether `role` may use a route that needs `permission` (each of them, for a list). */
export function roleAllowsRoute(role: MerchantRole, permission: MerchantRoutePermission): boolean {
  return typeof permission === 'string'
    ? roleAllows(role, permission)
    : permission.every((p) => roleAllows(role, p));
}

/**
 * A group buy's stop (PUT /merchant/group/{id}/stop) fails its open teams and refunds every paid member:
 * an activity's change (`products`) that moves money back (`orders`), so it needs both (the owner and
 * `all` staff). The centre shows the stop only to a role with both.
 */
export const GROUP_STOP_PERMISSIONS = ['products', 'orders'] as const satisfies readonly MerchantPermission[];

/** GET /merchant/me: the signed-in account, its store and what it may do (the centre's menu). */
export const MerchantMe = z
  .object({
    merchantId: z.number().int(),
    username: z.string(),
    role: z.enum(MERCHANT_ROLES),
    permissions: z.array(z.enum(MERCHANT_PERMISSIONS)),
    shopId: z.number().int(),
    shopName: z.string(),
    shopLogo: z.string(),
    /** 1 open, 2 offline (taken offline by the platform: orders in progress go on; server shop/status.ts). */
    shopStatus: z.number().int(),
  })
  .meta({ id: 'MerchantMe' });
export type MerchantMe = z.infer<typeof MerchantMe>;
