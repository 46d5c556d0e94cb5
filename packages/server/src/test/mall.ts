// What the failure tests (fuzz.test.ts, ownership.test.ts) and the activity tests (flash sale, points
// mall, loyalty, payment) share: the API over a test database with signed-request helpers (on a fake
// clock where a test moves time), shoppers made to measure or with a rich history made through the API
// itself (orders in every state, a refund, an invoice, a pending online payment, cart lines, addresses,
// an open settlement), a product whose shop charges freight, and a checksum of every table, to prove
// that a batch of requests changed nothing.
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { messages } from '@mall/domain';
import { queryRows, type Database } from '../db/connection.ts';
import type { SettlementParticipant } from '../lib/settlement.ts';
import type { RateLimiter } from '../plugins/stores.ts';
import { users } from '../modules/account/tables.ts';
import { issueToken } from '../modules/account/tokens.ts';
import { insertAddress, type AddressInput } from '../modules/address/service.ts';
import { products, skus } from '../modules/catalog/tables.ts';
import { issueMerchantToken } from '../modules/merchant/auth.ts';
import { merchantAccounts } from '../modules/merchant/tables.ts';
import { shopFreight } from '../modules/order/tables.ts';
import { creditPoints } from '../modules/points/service.ts';
import type { PricingProvider } from '../modules/pricing/providers.ts';
import { generateDemo } from '../modules/seed/generate.ts';
import { seedIfEmpty } from '../modules/seed/index.ts';
import { creditWallet } from '../modules/wallet/service.ts';
import { DATABASE_HOOK_TIMEOUT, type TestDatabase } from './databases.ts';
import {
  expectRefused,
  newUserId,
  shenzhenAddress,
  signedRequest,
  testServer,
  type Method,
} from './inject.ts';

export interface SendOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestMall {
  app: FastifyInstance;
  db: Database;
  /** A request as the storefront sends it: JSON body, signed when the method is not GET. */
  send(method: string, url: string, options?: SendOptions): Promise<LightMyRequestResponse>;
  /** The same, expecting a 200; answers the parsed body (throws with the answer otherwise). */
  ok<T = unknown>(method: string, url: string, options?: SendOptions): Promise<T>;
  /** Every successful signed request's body text, by `METHOD /api/path` (seeds of the fuzzer). */
  readonly validBodies: Map<string, string[]>;
  /** Every successful signed request exactly as sent (replays must be refused). */
  readonly accepted: InjectOptions[];
}

/** A rate limiter that allows everything (tests that send many requests from one address). */
export const unthrottled: RateLimiter = {
  hit: (_purpose: string, _key: string, _limit: number, windowMs: number) =>
    Promise.resolve({ allowed: true, count: 1, retryAfterMs: windowMs }),
  reset: () => Promise.resolve(),
  peek: () => Promise.resolve(null),
};

/**
 * The API over `db` (migrated and seeded), never throttled, with the development SMS outbox; on the
 * clock `now` (ms) when given (the server's time and the requests' signatures), the real one otherwise.
 */
export async function openTestMall(
  db: Database,
  options: { pricingProviders?: readonly PricingProvider[]; now?: () => number } = {},
): Promise<TestMall> {
  const app = await testServer({
    ...options,
    db,
    account: { devOutbox: true },
    rateLimiter: unthrottled,
  });
  await app.ready();
  const clock = options.now;
  const validBodies = new Map<string, string[]>();
  const accepted: InjectOptions[] = [];
  const send = async (method: string, url: string, options: SendOptions = {}) => {
    const request = signedRequest(method as Method, url, options.body, {
      token: options.token,
      headers: options.headers,
      now: clock?.(),
    });
    const text = typeof request.payload === 'string' ? request.payload : '';
    const res = await app.inject(request);
    if (res.statusCode === 200 && method !== 'GET') accepted.push(request);
    if (res.statusCode === 200 && method !== 'GET' && text) {
      // Body routes have no path parameters: the path is the OpenAPI document's key.
      const route = `${method} /api${url.split('?')[0]}`;
      validBodies.set(route, [...(validBodies.get(route) ?? []), text]);
    }
    return res;
  };
  const ok = async <T>(method: string, url: string, options: SendOptions = {}): Promise<T> => {
    const res = await send(method, url, options);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return (res.body ? JSON.parse(res.body) : undefined) as T;
  };
  return { app, db, send, ok, validBodies, accepted };
}

/** A test mall's requests with the token and body given in turn, each answer's status checked. */
export interface ShopperCalls {
  send(method: Method, url: string, token?: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** Expects a 200; answers the parsed body. */
  ok<T>(method: Method, url: string, token?: string, body?: unknown): Promise<T>;
  /** Expects a 400 whose body is exactly `message` (with `values`) in Chinese. */
  refused(
    answer: Promise<{ statusCode: number; body: string }>,
    message: (typeof messages)[keyof typeof messages],
    values?: Record<string, unknown>,
  ): Promise<void>;
}

/** The calls of `mall()` (a getter: the mall may be opened later, in a `beforeAll`). */
export function shopperCalls(mall: () => TestMall): ShopperCalls {
  const send = (method: Method, url: string, token?: string, body?: unknown) =>
    mall().send(method, url, { token, body });
  return {
    send,
    async ok<T>(method: Method, url: string, token?: string, body?: unknown) {
      const res = await send(method, url, token, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return JSON.parse(res.body) as T;
    },
    refused: (answer, message, values) => expectRefused(mall().app, answer, message, values),
  };
}

/** An activity test's mall: its database, API and the merchant tokens of shops 1 and 2. */
export interface ActivityMall extends ShopperCalls {
  readonly db: Database;
  readonly app: FastifyInstance;
  readonly merchant1: string;
  readonly merchant2: string;
  /** The 12 products of shop 1 (free shipping, stock) `freshProduct` hands out. */
  readonly catalogue: readonly { prodId: number; skuId: number; price: number }[];
  /** A product of the catalogue not used by another test of the file. */
  freshProduct(): { prodId: number; skuId: number; price: number };
}

/**
 * What the activity tests (flash sale, points mall) set up in their `describeEachDatabase`: the demo
 * seeded with 2 products a leaf, the API on the fake clock `clock` never throttled, shops 1 and 2's
 * merchant tokens, and 12 of shop 1's products handed out one per test. Registers its own
 * `beforeAll`/`afterAll`; read the fields inside tests and hooks.
 */
export function activityMall(
  database: () => TestDatabase,
  clock: () => number,
  /** How many fresh products of shop 1 the tests need, and the demo's products a leaf to seed for them. */
  { count = 12, perLeaf = 2 }: { count?: number; perLeaf?: number } = {},
): ActivityMall {
  let mall: TestMall | undefined;
  let merchants: [string, string] = ['', ''];
  const catalogue = demoProducts(count, perLeaf);
  let next = 0;
  const opened = () => {
    if (!mall) throw new Error('the activity mall is opened in beforeAll');
    return mall;
  };
  beforeAll(async () => {
    const db = database().handle.db;
    await seedIfEmpty(db, { perLeaf });
    mall = await openTestMall(db, { now: clock });
    merchants = [await merchantTokenOf(db, 1), await merchantTokenOf(db, 2)];
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());
  return {
    ...shopperCalls(opened),
    get db() {
      return opened().db;
    },
    get app() {
      return opened().app;
    },
    get merchant1() {
      return merchants[0];
    },
    get merchant2() {
      return merchants[1];
    },
    catalogue,
    freshProduct: () => {
      const product = catalogue[next++];
      if (!product) throw new Error('every product of the activity mall is used');
      return product;
    },
  };
}

/** Products of the small demo catalogue (perLeaf 1) on sale in shop 1 (free shipping), with stock. */
export function demoProducts(count: number, perLeaf = 1): { prodId: number; skuId: number; price: number }[] {
  const demo = generateDemo({ perLeaf });
  const out: { prodId: number; skuId: number; price: number }[] = [];
  for (const p of demo.products) {
    if (p.status !== 1 || p.shopId !== 1) continue;
    const sku = demo.skus.find((s) => s.prodId === p.prodId && s.stocks >= 50);
    if (sku) out.push({ prodId: p.prodId, skuId: sku.skuId, price: sku.price });
    if (out.length === count) break;
  }
  if (out.length < count) throw new Error(`only ${out.length} demo products of shop 1 with stock`);
  return out;
}

export interface Shopper {
  userId: string;
  token: string;
  /** Text unique to this shopper that its data carries (the address receiver): never in another's answer. */
  marker: string;
}

export interface ShopperOptions {
  /** The user name's prefix and nick name. */
  label: string;
  /** The default address; none when null. */
  address: AddressInput | null;
  /** Wallet balance, cents (none when 0). */
  balance?: number;
  /** Points (none when 0), credited at `now`. */
  points?: number;
  /** The clock (ms) the points and the token start at; the real one by default. */
  now?: number;
  /** The token's lifetime (the default session's when not given). */
  ttlMs?: number;
}

/** A new shopper (one transaction for the rows) and a token. */
export async function makeShopper(
  db: Database,
  options: ShopperOptions,
): Promise<{ userId: string; token: string }> {
  const { label, address, balance = 0, points = 0, now = Date.now() } = options;
  const userId = newUserId();
  await db.insert(users).values({ userId, userName: `${label}_${userId.slice(1, 12)}`, nickName: label });
  await db.transaction(async (tx) => {
    if (address) await insertAddress(tx, userId, address);
    if (balance > 0) await creditWallet(tx, userId, balance, 'seed', 'test');
    if (points > 0) await creditPoints(tx, userId, points, 'seed', 'test', new Date(now));
  });
  const { token } = await issueToken(db, userId, {
    now,
    ...(options.ttlMs !== undefined ? { ttlMs: options.ttlMs } : {}),
  });
  return { userId, token };
}

/** A new shopper with a default address, ¥100,000.00 and 2,000 points, and a token. */
export async function newShopper(db: Database, label: string): Promise<Shopper> {
  const marker = `${label}收件人${newUserId().slice(1, 7)}`;
  const made = await makeShopper(db, {
    label,
    address: shenzhenAddress(marker),
    balance: 10_000_000,
    points: 2_000,
  });
  return { ...made, marker };
}

/**
 * The dearest SKU on sale with stock in a shop that charges freight, priced below the shop's
 * free-shipping amount: a line on which a member price and free shipping both show. `fee`: the freight.
 */
export async function freightedItem(
  db: Database,
): Promise<{ prodId: number; skuId: number; price: number; fee: number }> {
  const [found] = await db
    .select({ prodId: products.prodId, skuId: skus.skuId, price: skus.price, fee: shopFreight.fee })
    .from(products)
    .innerJoin(skus, eq(skus.prodId, products.prodId))
    .innerJoin(shopFreight, eq(shopFreight.shopId, products.shopId))
    .where(
      and(
        gt(shopFreight.fee, 0),
        eq(products.status, 1),
        eq(skus.status, 1),
        gt(skus.stocks, 10),
        lt(skus.price, shopFreight.freeFrom),
      ),
    )
    .orderBy(desc(skus.price))
    .limit(1);
  if (!found) throw new Error('no product of a shop charging freight');
  return found;
}

/** A token of shop `shopId`'s seeded merchant. */
export async function merchantTokenOf(db: Database, shopId: number): Promise<string> {
  const [account] = await db
    .select({ merchantId: merchantAccounts.merchantId })
    .from(merchantAccounts)
    .where(
      and(
        eq(merchantAccounts.shopId, shopId),
        eq(merchantAccounts.status, 1),
        eq(merchantAccounts.role, 'owner'),
      ),
    );
  if (!account) throw new Error(`no merchant for shop ${shopId}`);
  return issueMerchantToken(db, account.merchantId, Date.now());
}

/** The buyer's part of a refund application (or reapplication): refund only, one unit, ¥0.01. */
export const refundForm = {
  applyType: 1,
  isReceiver: 0,
  buyerReason: 'wrongOrDislike',
  buyerDesc: '',
  buyerMobile: '13900000000',
  goodsNum: 1,
  refundAmount: 0.01,
  photoFiles: '',
};

/**
 * A refund application (refund only) of `goodsNum` units of the order's item `orderItemId` for
 * `refundAmount` yuan; of the whole order when `orderItemId` is 0.
 */
export function refundApplication(
  orderNumber: string,
  orderItemId: number,
  goodsNum: number,
  refundAmount: number | string,
) {
  return {
    orderNumber,
    orderItemId,
    refundType: orderItemId === 0 ? 1 : 2,
    ...refundForm,
    goodsNum,
    refundAmount,
  };
}

/**
 * Has `participant` give back what a refund of `count` units of the order's item covers, as a refund's
 * payout does (in its own transaction; the order's refunded and paid totals 0, not closing the order).
 */
export function releaseRefundedUnits(
  db: Database,
  participant: SettlementParticipant,
  order: { userId: string; orderId: number; orderType: number; orderNumber: string },
  refund: { orderItemId: number; count: number; shipped: boolean; now: Date },
): Promise<void> {
  return db.transaction((tx) =>
    participant.release(tx, {
      ...order,
      pointsUsed: 0,
      now: refund.now,
      reason: 'refund',
      refund: {
        items: [{ orderItemId: refund.orderItemId, count: refund.count }],
        shipped: refund.shipped,
        closesOrder: false,
        refundedTotal: 0,
        paidTotal: 0,
      },
    }),
  );
}

/** One order of each state, and the ids of everything else a shopper owns. */
export interface ShopperHistory {
  unpaid: string;
  /** Unpaid, with a pending online (Alipay) payment. */
  pendingOnline: string;
  paymentNo: string;
  /** Paid by balance, with a refund request (refundSn) on its item. */
  paid: string;
  paidItemId: number;
  refundSn: string;
  /** Paid and shipped, with an invoice applied for. */
  shipped: string;
  shippedItemId: number;
  invoiceId: number;
  /** Received (completed), its item not reviewed yet. */
  completed: string;
  completedItemId: number;
  completedProdId: number;
  /** Cancelled (deletable from the list). */
  cancelled: string;
  addrIds: number[];
  /** The cart lines, one per product of `cartProducts`. */
  basketIds: number[];
  cartProducts: { prodId: number; skuId: number }[];
  /** A confirmed settlement not submitted. */
  openUuid: string;
}

/**
 * Makes a shopper's history through the API (so every row is what the real flows write): needs the
 * shop-1 merchant's token to ship. Uses `products` (at least 2, shop 1) one unit at a time.
 */
export async function makeHistory(
  mall: TestMall,
  shopper: Shopper,
  merchantToken: string,
  products: readonly { prodId: number; skuId: number }[],
): Promise<ShopperHistory> {
  const { ok } = mall;
  const token = shopper.token;
  const [a, b] = products as [{ prodId: number; skuId: number }, { prodId: number; skuId: number }];
  const buy = async (product: { prodId: number; skuId: number }) => {
    const { uuid } = await ok<{ uuid: string }>('POST', '/p/order/confirm', {
      token,
      body: { orderItem: { prodId: product.prodId, skuId: product.skuId, prodCount: 1 }, couponIds: [] },
    });
    const { orderNumbers } = await ok<{ orderNumbers: string }>('POST', '/p/order/submit', {
      token,
      body: { uuid, orderShopParam: [] },
    });
    return orderNumbers;
  };
  const itemOf = async (orderNumber: string) => {
    const rows = await queryRows<{ order_item_id: number; prod_id: number }>(
      mall.db,
      sql`SELECT i.order_item_id, i.prod_id FROM order_items i JOIN orders o ON o.order_id = i.order_id WHERE o.order_number = ${orderNumber}`,
    );
    return { itemId: Number(rows[0]!.order_item_id), prodId: Number(rows[0]!.prod_id) };
  };
  const payByBalance = (orderNumber: string) =>
    ok('POST', '/p/order/pay', { token, body: { orderNumbers: orderNumber, payType: 9 } });
  const ship = (orderNumber: string) =>
    ok('PUT', '/merchant/order/delivery', {
      token: merchantToken,
      body: { orderNumber, expressName: '顺丰速运', expressNo: 'SF1234567890' },
    });

  const unpaid = await buy(a);
  const pendingOnline = await buy(b);
  const { payNo: paymentNo } = await ok<{ payNo: string }>('POST', '/p/order/pay', {
    token,
    body: { orderNumbers: pendingOnline, payType: 2, returnUrl: '/orders' },
  });

  const paid = await buy(a);
  await payByBalance(paid);
  const { itemId: paidItemId } = await itemOf(paid);
  const refundSn = await ok<string>('POST', '/p/orderRefund/apply', {
    token,
    body: { orderNumber: paid, orderItemId: paidItemId, refundType: 2, ...refundForm },
  });

  const shipped = await buy(b);
  await payByBalance(shipped);
  await ship(shipped);
  const { itemId: shippedItemId } = await itemOf(shipped);
  const invoiceId = await ok<number>('POST', '/p/orderInvoice', {
    token,
    body: { orderNumber: shipped, headerType: 2, headerName: shopper.marker },
  });

  const completed = await buy(a);
  await payByBalance(completed);
  await ship(completed);
  await ok('PUT', `/p/myOrder/receipt/${completed}`, { token });
  const { itemId: completedItemId, prodId: completedProdId } = await itemOf(completed);

  const cancelled = await buy(b);
  await ok('PUT', `/p/myOrder/cancel/${cancelled}`, { token });

  const second = await ok<number>('POST', '/p/address/addAddr', {
    token,
    body: {
      receiver: shopper.marker,
      mobile: '13900000001',
      provinceId: 110000,
      cityId: 110100,
      areaId: 110105,
      addr: '建国路99号院',
      commonAddr: 0,
    },
  });
  const addrRows = await queryRows<{ addr_id: number }>(
    mall.db,
    sql`SELECT addr_id FROM user_addresses WHERE user_id = ${shopper.userId} ORDER BY addr_id`,
  );
  const addrIds = addrRows.map((r) => Number(r.addr_id));
  if (!addrIds.includes(second)) throw new Error('the added address is missing');

  for (const product of [a, b]) {
    await ok('POST', '/p/shopCart/changeItem', {
      token,
      body: { prodId: product.prodId, skuId: product.skuId, count: 1 },
    });
  }
  const basketRows = await queryRows<{ basket_id: number }>(
    mall.db,
    sql`SELECT basket_id FROM baskets WHERE user_id = ${shopper.userId} ORDER BY basket_id`,
  );
  const basketIds = basketRows.map((r) => Number(r.basket_id));
  const { uuid: openUuid } = await ok<{ uuid: string }>('POST', '/p/order/confirm', {
    token,
    body: { basketIds, couponIds: [] },
  });

  return {
    unpaid,
    pendingOnline,
    paymentNo,
    paid,
    paidItemId,
    refundSn,
    shipped,
    shippedItemId,
    invoiceId,
    completed,
    completedItemId,
    completedProdId,
    cancelled,
    addrIds,
    basketIds,
    cartProducts: [a, b],
    openUuid,
  };
}

/**
 * The tables left out of the checksums: the abuse controls' own state (rate-limit counters and the
 * signature nonces, plugins/stores.ts), which refused requests are meant to change — a refused login
 * still counts against its address, an accepted signature is remembered even when the body is refused.
 */
export const ABUSE_CONTROL_TABLES = ['rate_limits'] as const;

/**
 * Also left out: liveness that a successful read records by design (when a store's chat agent last
 * loaded its conversations, modules/chat: the presence the shopper's `online` falls back on).
 */
export const LIVENESS_TABLES = ['chat_agent_presence'] as const;

/** An MD5 of every row of every business table of the public schema, by table (one query). */
export async function tableChecksums(db: Database): Promise<Record<string, string>> {
  const tables = (
    await queryRows<{ table_name: string }>(
      db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).filter(
    (t) => !([...ABUSE_CONTROL_TABLES, ...LIVENESS_TABLES] as readonly string[]).includes(t.table_name),
  );
  const parts = tables.map(
    ({ table_name: name }) =>
      `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM "${name}" t`,
  );
  const rows = await queryRows<{ name: string; sum: string }>(db, sql.raw(parts.join(' UNION ALL ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.sum]));
}

/** The tables whose checksum differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]);
}
