// The merchant API (issue 5 item 8, decisions/0019), under /merchant/ with its own tokens: the login
// (throttled like the shoppers', the password RSA-encrypted like theirs), the shop's orders by status and
// shipping. A merchant sees and changes only its own shop's orders: another shop's order number is
// "the order does not exist". Invoices: invoice/routes.ts; refunds: the refund module, with
// `requireMerchant` (auth.ts) as its onRequest hook.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  centsToYuan,
  Flag,
  formatDate,
  MerchantDeliveryParam,
  MerchantLoginParam,
  MerchantLoginResult,
  MerchantOrderPage,
  MerchantOrderQuery,
  messages,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import { enforceLimit, type Limit } from '../../plugins/rate-limit.ts';
import type { Clock, RateLimiter } from '../../plugins/stores.ts';
import { hashPassword, verifyPassword } from '../account/passwords.ts';
import { loadRsaKeys } from '../account/rsa.ts';
import { localized } from '../catalog/query.ts';
import { shipOrder } from '../order/lifecycle.ts';
import { orderItems, orders } from '../order/tables.ts';
import { merchantOf, issueMerchantToken, requireMerchant } from './auth.ts';
import { merchantAccounts, orderDeliveries } from './tables.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export interface MerchantRoutesOptions {
  db: Database;
  now: Clock;
  rateLimiter: RateLimiter;
  /** Where the RSA key pair lives (the account module's data folder); null: the process's pair. */
  dataDir: string | null;
  /** Login attempts per client address per 15 minutes (MALL_LOGIN_IP_LIMIT, as /login). */
  loginIpLimit?: number;
}

const perUsername: Limit = {
  purpose: 'merchant-login:username',
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: messages.loginTooManyFailures,
};

let dummy: Promise<string> | undefined;

const when = (d: Date | null) => (d ? formatDate(d) : null);

export const merchantRoutes: FastifyPluginAsyncZod<MerchantRoutesOptions> = async (app, options) => {
  const { db, now, rateLimiter } = options;
  const rsa = loadRsaKeys(options.dataDir);
  const perIp: Limit = {
    purpose: 'merchant-login:ip',
    limit: options.loginIpLimit ?? 50,
    windowMs: 15 * 60 * 1000,
    message: messages.loginTooManyFailures,
  };
  const guard = requireMerchant(db, now);

  app.post(
    '/merchant/login',
    {
      schema: {
        tags,
        summary:
          "A merchant's login: password RSA-encrypted with GET /rsa/publicKey like /login; answers a merchant token (not valid on /p/) and the shop it owns",
        body: MerchantLoginParam,
        response: { 200: MerchantLoginResult },
      },
    },
    async (request) => {
      const { username } = request.body;
      await enforceLimit(rateLimiter, perIp, request.ip);
      await enforceLimit(rateLimiter, perUsername, username);
      const password = rsa.decrypt(request.body.password);
      if (password === null) throw new BusinessError(messages.passwordUnreadable);
      const [account] = await db
        .select()
        .from(merchantAccounts)
        .where(and(eq(merchantAccounts.username, username), eq(merchantAccounts.status, 1)))
        .limit(1);
      // The same scrypt cost whether the account exists or not.
      const stored = account?.passwordHash ?? (await (dummy ??= hashPassword(Math.random().toString(36))));
      const matches = await verifyPassword(password, stored);
      if (!account || !matches) throw new BusinessError(messages.merchantLoginFailed);
      await rateLimiter.reset(perUsername.purpose, username);
      const token = await issueMerchantToken(db, account.merchantId, now());
      return { access_token: token, shopId: account.shopId };
    },
  );

  app.get(
    '/merchant/orders',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "The merchant's shop's orders, newest first, of one status (0 all), paged",
        security,
        querystring: MerchantOrderQuery,
        response: { 200: MerchantOrderPage },
      },
    },
    async (request) => {
      const { shopId } = merchantOf(request);
      const { status } = request.query;
      const where = and(eq(orders.shopId, shopId), status === 0 ? undefined : eq(orders.status, status));
      const window = pageWindow(request.query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, delivery: orderDeliveries })
          .from(orders)
          .leftJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.orderId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.orderId))
          .offset(window.offset)
          .limit(window.limit),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      const ids = rows.map((r) => r.order.orderId);
      const items =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(orderItems)
              .where(inArray(orderItems.orderId, ids))
              .orderBy(orderItems.orderItemId);
      const locale = request.locale;
      return toPage(
        rows.map(({ order, delivery }) => ({
          orderNumber: order.orderNumber,
          status: order.status,
          orderType: order.orderType,
          dvyType: order.dvyType,
          total: centsToYuan(order.total),
          transfee: centsToYuan(order.freight),
          actualTotal: centsToYuan(order.actualTotal),
          productNums: order.productNums,
          remarks: order.remarks,
          userAddr: order.userAddr,
          createTime: formatDate(order.createdAt),
          payTime: when(order.payTime),
          dvyTime: when(order.dvyTime),
          finallyTime: when(order.finallyTime),
          expressName: delivery?.expressName ?? null,
          expressNo: delivery?.expressNo ?? null,
          items: items
            .filter((i) => i.orderId === order.orderId)
            .map((i) => ({
              orderItemId: i.orderItemId,
              prodId: i.prodId,
              skuId: i.skuId,
              prodName: localized(locale, i.prodNameZh, i.prodNameEn),
              skuName: localized(locale, i.skuNameZh, i.skuNameEn),
              price: centsToYuan(i.price),
              prodCount: i.prodCount,
              actualTotal: centsToYuan(i.actualTotal),
              returnMoneySts: i.refundStatus,
            })),
        })),
        total?.n ?? 0,
        request.query,
      );
    },
  );

  app.put(
    '/merchant/order/delivery',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "Ships one of the shop's paid orders (2 -> 3) with the express company and tracking number",
        security,
        body: MerchantDeliveryParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await shipOrder(db, merchantOf(request).shopId, request.body, new Date(now()));
      return true;
    },
  );
};
