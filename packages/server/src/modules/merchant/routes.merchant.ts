// The merchant API (issue 5 item 8, decisions/0019), under /merchant/ with its own tokens: the login
// (throttled like the shoppers', the password RSA-encrypted like theirs; routes.public.ts), the logout
// (the token revoked on the server), the shop's orders (filtered: order/merchantQuery.ts) and shipping. A merchant sees and
// changes only its own shop's orders: another shop's order number is "the order does not exist".
// Invoices: invoice/routes.merchant.ts; refunds: refund/routes.merchant.ts; a pre-sale order is refused
// before its shipping date (catalog/presale.ts). The signed-in account (GET /merchant/me) and the owner's
// staff management (issue 17, staff.ts, decisions/0060: every staff route needs the `staff` permission,
// which only the owner has). All of them inside the merchant scope, whose one guard is `requireMerchant`
// (auth.ts); each route states its permission in `config`.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Flag,
  MerchantDeliveryParam,
  MerchantLogoutResult,
  MerchantMe,
  MerchantOrderPage,
  MerchantOrderQuery,
  MerchantStaff,
  MerchantStaffChanged,
  MerchantStaffCreateParam,
  MerchantStaffList,
  MerchantStaffParams,
  MerchantStaffPasswordParam,
  MerchantStaffRoleParam,
  MerchantStaffStatusParam,
  messages,
  newPasswordSchema,
  permissionsOf,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import { enforceLimit, type Limit } from '../../plugins/rate-limit.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { localized } from '../../lib/text.ts';
import { checkShippable } from '../catalog/presale.ts';
import { shipOrder } from '../order/lifecycle.ts';
import { merchantOrderPage } from '../order/merchantQuery.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { hashPassword } from '../account/passwords.ts';
import { check } from '../account/service.ts';
import { shops } from '../shop/tables.ts';
import { UnauthorizedError } from '../../plugins/errors.ts';
import { merchantOf, revokeMerchantToken } from './auth.ts';
import {
  changeStaffRole,
  createStaff,
  deleteStaff,
  listStaff,
  setStaffPassword,
  setStaffStatus,
} from './staff.ts';
import { merchantAccounts } from './tables.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export interface MerchantRoutesOptions {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  /** The plain text of an RSA-encrypted password, or a 400 (the account module's, as the shoppers'). */
  decryptPassword: (ciphertext: string) => string;
}

/** Staff passwords an owner may set (create or reset) per 15 minutes: each is an RSA decrypt and a scrypt. */
export const staffPasswordsPerOwner: Limit = {
  purpose: 'merchant-staff-password',
  limit: 20,
  windowMs: 15 * 60 * 1000,
};

export const merchantRoutes: FastifyPluginAsyncZod<MerchantRoutesOptions> = async (app, options) => {
  const { db, now, rateLimiter, decryptPassword } = options;
  /** A new staff password's scrypt hash, after the owner's limit, the decrypt and the password rule. */
  const newStaffPassword = async (merchantId: number, encrypted: string): Promise<string> => {
    await enforceLimit(rateLimiter, staffPasswordsPerOwner, String(merchantId));
    const password = check(newPasswordSchema, decryptPassword(encrypted));
    return hashPassword(password);
  };

  app.post(
    '/merchant/logout',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'Log out: the merchant token this request carries is revoked on the server at once',
        security,
        response: { 200: MerchantLogoutResult },
      },
    },
    async (request) => {
      // The scope's guard let the request in: its bearer token is the merchant's live token.
      const token = bearerToken(request.headers.authorization);
      if (token) await revokeMerchantToken(db, token, now());
      return true;
    },
  );

  app.get(
    '/merchant/orders',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        summary:
          "The merchant's shop's orders, newest first, paged; by status (0 all), order number, receiver, mobile and the days placed",
        security,
        querystring: MerchantOrderQuery,
        response: { 200: MerchantOrderPage },
      },
    },
    async (request) => {
      const { records, total } = await merchantOrderPage(
        db,
        merchantOf(request).shopId,
        request.query,
        request.locale,
        pageWindow(request.query),
      );
      return toPage(records, total, request.query);
    },
  );

  app.put(
    '/merchant/order/delivery',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        summary: "Ships one of the shop's paid orders (2 -> 3) with the express company and tracking number",
        security,
        body: MerchantDeliveryParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { shopId } = merchantOf(request);
      const at = new Date(now());
      // A pre-sale order ships from its items' shipping date on (issue 13).
      await checkShippable(db, shopId, request.body.orderNumber, at);
      await shipOrder(db, shopId, request.body, at);
      return true;
    },
  );

  app.get(
    '/merchant/me',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'The signed-in account: its username and role, what the role may do, and its store',
        security,
        response: { 200: MerchantMe },
      },
    },
    async (request) => {
      const { merchantId, shopId, role } = merchantOf(request);
      const [row] = await db
        .select({
          username: merchantAccounts.username,
          nameZh: shops.nameZh,
          nameEn: shops.nameEn,
          logo: shops.logo,
          status: shops.status,
        })
        .from(merchantAccounts)
        .innerJoin(shops, eq(shops.shopId, merchantAccounts.shopId))
        .where(eq(merchantAccounts.merchantId, merchantId))
        .limit(1);
      // The guard found the account a moment ago: gone since (deleted), it is signed out.
      if (!row) throw new UnauthorizedError(messages.tokenInvalid);
      return {
        merchantId,
        username: row.username,
        role,
        permissions: [...permissionsOf(role)],
        shopId,
        shopName: localized(request.locale, row.nameZh, row.nameEn),
        shopLogo: row.logo,
        shopStatus: row.status,
      };
    },
  );

  // --- The owner's staff management (permission `staff`: the owner alone; staff.ts) --------------------

  app.get(
    '/merchant/staff',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: "The store's staff accounts, oldest first (the owner is not one of them)",
        security,
        response: { 200: MerchantStaffList },
      },
    },
    async (request) => listStaff(db, merchantOf(request).shopId),
  );

  app.post(
    '/merchant/staff',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary:
          "Creates a staff account with a staff role: a username by the shoppers' rule, unique among merchant accounts, and a password RSA-encrypted as the login's",
        security,
        body: MerchantStaffCreateParam,
        response: { 200: MerchantStaff },
      },
    },
    async (request) => {
      const owner = merchantOf(request);
      const { username, role, note } = request.body;
      const passwordHash = await newStaffPassword(owner.merchantId, request.body.password);
      return createStaff(db, owner, { username, passwordHash, role, note: note ?? '' }, new Date(now()));
    },
  );

  app.put(
    '/merchant/staff/role',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: "Gives one of the store's staff accounts another staff role; its tokens are revoked at once",
        security,
        body: MerchantStaffRoleParam,
        response: { 200: MerchantStaffChanged },
      },
    },
    async (request) => {
      const { shopId } = merchantOf(request);
      await changeStaffRole(db, shopId, request.body.merchantId, request.body.role, new Date(now()));
      return true;
    },
  );

  app.put(
    '/merchant/staff/status',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary:
          "Disables (0; its tokens are revoked at once, it cannot sign in) or enables (1) one of the store's staff accounts",
        security,
        body: MerchantStaffStatusParam,
        response: { 200: MerchantStaffChanged },
      },
    },
    async (request) => {
      const { shopId } = merchantOf(request);
      await setStaffStatus(db, shopId, request.body.merchantId, request.body.status, new Date(now()));
      return true;
    },
  );

  app.put(
    '/merchant/staff/password',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary:
          "Sets a new password (RSA-encrypted) for one of the store's staff accounts; its tokens are revoked at once",
        security,
        body: MerchantStaffPasswordParam,
        response: { 200: MerchantStaffChanged },
      },
    },
    async (request) => {
      const { shopId, merchantId } = merchantOf(request);
      const passwordHash = await newStaffPassword(merchantId, request.body.password);
      await setStaffPassword(db, shopId, request.body.merchantId, passwordHash, new Date(now()));
      return true;
    },
  );

  app.delete(
    '/merchant/staff/:merchantId',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: "Deletes one of the store's staff accounts and its tokens",
        security,
        params: MerchantStaffParams,
        response: { 200: MerchantStaffChanged },
      },
    },
    async (request) => {
      const { shopId } = merchantOf(request);
      await deleteStaff(db, shopId, request.params.merchantId);
      return true;
    },
  );
};
