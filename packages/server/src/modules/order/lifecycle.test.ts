// The order's life after payment through inject, on PostgreSQL (PGlite instead where PostgreSQL is
// unavailable, decisions/0097): the merchant API (its own tokens, ownership), shipping (not while a
// whole-order refund is open), receipt by the buyer and by the auto-receipt job (points earned), the
// status tabs, deleting, comments and invoices. Payment belongs to another module: a test marks an order
// paid directly in the database.
import { constants, publicEncrypt } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { messages, OrderStatus, pointsEarnedFor as pointsEarned } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, signedRequest, testServer } from '../../test/inject.ts';
import { demoShoppers } from '../account/demo.ts';
import { recordShopUpload, recordUpload } from '../file/service.ts';
import { issueToken } from '../account/tokens.ts';
import { prodComments } from '../catalog/tables.ts';
import { orderInvoices } from '../invoice/tables.ts';
import { merchantAccounts, orderDeliveries } from '../merchant/tables.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { generateDemo } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { autoConfirmReceipts } from './lifecycle.ts';
import { orderItems, orders } from './tables.ts';

const demo = generateDemo({ perLeaf: 1 });
const inStock = demo.products.filter(
  (p) => p.status === 1 && demo.skus.some((s) => s.prodId === p.prodId && s.stocks >= 20),
);
const skuOf = (prodId: number) => demo.skus.find((s) => s.prodId === prodId && s.stocks >= 20)!;
const p1 = inStock.find((p) => p.shopId === 1)!;
const p2 = inStock.find((p) => p.shopId === 2)!;
const DAY_MS = 24 * 60 * 60 * 1000;
const PIC = '/api/uploads/2026/11/0123456789abcdef0123456789abcdef.png';
const STRANGER_PIC = '/api/uploads/2026/11/fedcba9876543210fedcba9876543210.png';

describeEachDatabase('order lifecycle, merchant API, comments and invoices', (database) => {
  let app: FastifyInstance;
  let buyer: string;
  let other: string;
  let shop1: string;
  let shop2: string;
  const buyerId = demoShoppers[0].userId;

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, token?: string) =>
    signedRequest(method, url, body, { token, lang: 'zh' });
  const get = (url: string, token?: string): InjectOptions => ({
    url: `/api${url}`,
    headers: { ...(token ? { authorization: `bearer ${token}` } : {}), 'accept-language': 'zh' },
  });
  const ok = <T>(options: InjectOptions) => expectOk<T>(app, options);
  const refused = (options: InjectOptions, message: (typeof messages)[keyof typeof messages]) =>
    expectRefused(app, options, message);
  const unauthorized = async (options: InjectOptions) => {
    const res = await app.inject(options);
    expect(res.statusCode, res.body).toBe(401);
  };
  const encrypt = async (password: string) => {
    const pem = await ok<string>(get('/rsa/publicKey'));
    return publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString(
      'base64',
    );
  };
  const login = async (username: string, password: string) =>
    app.inject(call('POST', '/merchant/login', { username, password: await encrypt(password) }));

  /** A new order of the buyer for one unit of `prodId` (no coupon, no points), then paid when asked. */
  async function order(prodId: number, paid = true, token = buyer): Promise<string> {
    const confirmed = await ok<{ uuid: string }>(
      call(
        'POST',
        '/p/order/confirm',
        { orderItem: { prodId, skuId: skuOf(prodId).skuId, prodCount: 1 }, couponIds: [], isScorePay: 0 },
        token,
      ),
    );
    const { orderNumbers } = await ok<{ orderNumbers: string }>(
      call('POST', '/p/order/submit', { uuid: confirmed.uuid }, token),
    );
    if (paid)
      await database()
        .handle.db.update(orders)
        .set({ status: OrderStatus.pendingDelivery, payTime: new Date() })
        .where(eq(orders.orderNumber, orderNumbers));
    return orderNumbers;
  }
  const row = async (orderNumber: string) =>
    (await database().handle.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
  const score = async (userId: string) =>
    (await database().handle.db.select().from(userPoints).where(eq(userPoints.userId, userId)))[0]?.score ??
    0;
  const ship = (orderNumber: string, token = shop1) =>
    call(
      'PUT',
      '/merchant/order/delivery',
      { orderNumber, expressName: '顺丰速运', expressNo: 'SF1234567890' },
      token,
    );

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await testServer({ db });
    buyer = (await issueToken(db, buyerId)).token;
    other = (await issueToken(db, demoShoppers[1].userId)).token;
    const a = await login('shop1', 'Shop@1234');
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({ shopId: 1 });
    shop1 = a.json<{ access_token: string }>().access_token;
    shop2 = (await login('shop2', 'Shop@1234')).json<{ access_token: string }>().access_token;
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('seeds one merchant account per shop, also into a database seeded before', async () => {
    const { db } = database().handle;
    const [accounts] = await db.select({ n: count() }).from(merchantAccounts);
    expect(accounts?.n).toBe(demo.shops.length);
    await db.delete(merchantAccounts).where(eq(merchantAccounts.username, 'shop3'));
    await seedIfEmpty(db, { perLeaf: 1 });
    const again = await db.select().from(merchantAccounts).where(eq(merchantAccounts.shopId, 3));
    expect(again.map((a) => a.username)).toEqual(['shop3']);
  });

  it('keeps merchant and shopper tokens apart and refuses wrong logins', async () => {
    await unauthorized(get('/merchant/orders'));
    await unauthorized(get('/merchant/orders', buyer));
    await unauthorized(get('/merchant/orders', 'not-a-token'));
    await unauthorized(get('/p/myOrder/myOrder', shop1));
    await unauthorized(call('PUT', '/merchant/order/delivery', { orderNumber: '1' }, buyer));
    await unauthorized(call('PUT', '/merchant/orderInvoice/issue', { orderInvoiceId: 1 }, buyer));
    for (const [user, password] of [
      ['shop1', 'Wrong@1234'],
      ['nobody', 'Shop@1234'],
    ] as const) {
      const res = await login(user, password);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(translate('zh', messages.merchantLoginFailed));
    }
    await refused(
      call('POST', '/merchant/login', { username: 'shop1', password: 'plain' }),
      messages.passwordUnreadable,
    );
  });

  it('ships only its own paid orders, with the express details in the detail', async () => {
    const mine = await order(p1.prodId);
    const theirs = await order(p2.prodId);
    const unpaid = await order(p1.prodId, false);
    await refused(ship(theirs), messages.orderNotFound);
    expect((await row(theirs)).status).toBe(2);
    await refused(ship(unpaid), messages.orderCannotShip);
    expect((await row(unpaid)).status).toBe(1);
    await refused(
      call(
        'PUT',
        '/merchant/order/delivery',
        { orderNumber: mine, expressName: ' ', expressNo: 'SF1' },
        shop1,
      ),
      messages.expressNameRequired,
    );
    await ok(ship(mine));
    const shipped = await row(mine);
    expect(shipped.status).toBe(3);
    expect(shipped.dvyTime).not.toBeNull();
    await refused(ship(mine), messages.orderCannotShip);
    const detail = await ok<{ status: number; expressName: string; expressNo: string; dvyTime: string }>(
      get(`/p/myOrder/orderDetail?orderNumber=${mine}`, buyer),
    );
    expect(detail).toMatchObject({ status: 3, expressName: '顺丰速运', expressNo: 'SF1234567890' });
    expect(detail.dvyTime).toBeTruthy();

    // The merchant's list: its shop only, by status.
    const list = await ok<{ records: { orderNumber: string; status: number; expressNo: string | null }[] }>(
      get('/merchant/orders?status=3&size=100', shop1),
    );
    expect(list.records.map((r) => r.orderNumber)).toContain(mine);
    expect(list.records.every((r) => r.status === 3)).toBe(true);
    const all2 = await ok<{ records: { orderNumber: string }[] }>(get('/merchant/orders?size=100', shop2));
    expect(all2.records.map((r) => r.orderNumber)).toContain(theirs);
    expect(all2.records.map((r) => r.orderNumber)).not.toContain(mine);
    await refused(get('/merchant/orders?status=9', shop1), messages.queryStatusInvalid);
  });

  it('does not ship an order while a refund of the whole order is open', async () => {
    const number = await order(p1.prodId);
    const { db } = database().handle;
    const wholeOrder = {
      orderNumber: number,
      orderItemId: 0,
      refundType: 1,
      applyType: 1,
      isReceiver: 0,
      buyerReason: 'wrongOrDislike',
      buyerDesc: '',
      buyerMobile: '13800000000',
      goodsNum: 1,
      refundAmount: 0.01,
      photoFiles: '',
    };
    const refundSn = await ok<string>(call('POST', '/p/orderRefund/apply', wholeOrder, buyer));
    await refused(ship(number), messages.orderRefundOpen);
    expect((await row(number)).status).toBe(2);
    const [delivered] = await db
      .select({ n: count() })
      .from(orderDeliveries)
      .where(eq(orderDeliveries.orderId, (await row(number)).orderId));
    expect(delivered?.n).toBe(0);
    // Once the merchant has answered (refused), the order ships.
    await ok(
      call('PUT', '/merchant/orderRefund/process', { refundSn, agree: false, refuseReason: '已备货' }, shop1),
    );
    await ok(ship(number));
    expect((await row(number)).status).toBe(3);
  });

  it('ships an order once when two ship requests race', async () => {
    const number = await order(p1.prodId);
    const results = await Promise.all([app.inject(ship(number)), app.inject(ship(number))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const [delivered] = await database()
      .handle.db.select({ n: count() })
      .from(orderDeliveries)
      .where(eq(orderDeliveries.orderId, (await row(number)).orderId));
    expect(delivered?.n).toBe(1);
    expect((await row(number)).status).toBe(3);
  });

  it('confirms receipt only of a shipped order of the buyer, earning points once', async () => {
    const number = await order(p1.prodId);
    await refused(call('PUT', `/p/myOrder/receipt/${number}`, undefined, buyer), messages.orderCannotReceive);
    await ok(ship(number));
    await refused(call('PUT', `/p/myOrder/receipt/${number}`, undefined, other), messages.orderNotFound);
    expect((await row(number)).status).toBe(3);
    const before = await score(buyerId);
    await ok(call('PUT', `/p/myOrder/receipt/${number}`, undefined, buyer));
    const done = await row(number);
    expect(done.status).toBe(5);
    expect(done.finallyTime).not.toBeNull();
    const earned = pointsEarned(done.actualTotal);
    expect(earned).toBe(Math.floor(done.actualTotal / 100));
    expect(await score(buyerId)).toBe(before + earned);
    const [batch] = await database()
      .handle.db.select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.ref, number), eq(pointsLedger.reason, 'order_earn')));
    expect(batch?.change).toBe(earned);
    expect(batch!.expiresAt!.getTime() - batch!.createdAt.getTime()).toBe(365 * DAY_MS);
    await refused(call('PUT', `/p/myOrder/receipt/${number}`, undefined, buyer), messages.orderCannotReceive);
    expect(await score(buyerId)).toBe(before + earned);
  });

  it('a parallel receipt and auto-receipt complete an order once', async () => {
    const number = await order(p1.prodId);
    await ok(ship(number));
    const later = new Date(Date.now() + 30 * DAY_MS);
    const [res, n] = await Promise.all([
      app.inject(call('PUT', `/p/myOrder/receipt/${number}`, undefined, buyer)),
      autoConfirmReceipts(database().handle.db, later, 10),
    ]);
    expect([200, 400]).toContain(res.statusCode);
    expect(n + (res.statusCode === 200 ? 1 : 0)).toBeGreaterThanOrEqual(1);
    expect((await row(number)).status).toBe(5);
    const [ledger] = await database()
      .handle.db.select({ n: count(), points: sql<number>`sum(${pointsLedger.change})`.mapWith(Number) })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.ref, number), eq(pointsLedger.reason, 'order_earn')));
    expect(ledger?.n).toBe(1);
    expect(ledger?.points).toBe(pointsEarned((await row(number)).actualTotal));
  });

  it('confirms receipt automatically the configured days after shipping', async () => {
    const { db } = database().handle;
    const early = await order(p1.prodId);
    const late = await order(p1.prodId);
    await ok(ship(early));
    await ok(ship(late));
    const shippedAt = Date.now();
    await db
      .update(orders)
      .set({ dvyTime: new Date(shippedAt - 9 * DAY_MS) })
      .where(eq(orders.orderNumber, late));
    await db
      .update(orders)
      .set({ dvyTime: new Date(shippedAt - 10 * DAY_MS - 1000) })
      .where(eq(orders.orderNumber, early));
    const before = await score(buyerId);
    const now = new Date(shippedAt);
    expect(await autoConfirmReceipts(db, now, 10)).toBeGreaterThanOrEqual(1);
    expect((await row(early)).status).toBe(5);
    expect((await row(early)).finallyTime?.getTime()).toBe(now.getTime());
    expect((await row(late)).status).toBe(3);
    expect(await score(buyerId)).toBe(before + pointsEarned((await row(early)).actualTotal));
    expect(await autoConfirmReceipts(db, now, 10)).toBe(0);
    expect(await autoConfirmReceipts(db, new Date(shippedAt + 2 * DAY_MS), 10)).toBe(1);
    expect((await row(late)).status).toBe(5);
  });

  it('deletes only completed or cancelled orders, hiding them from the buyer', async () => {
    const unpaid = await order(p1.prodId, false);
    const shipped = await order(p1.prodId);
    await ok(ship(shipped));
    await refused(call('DELETE', `/p/myOrder/${unpaid}`, undefined, buyer), messages.orderCannotDelete);
    await refused(call('DELETE', `/p/myOrder/${shipped}`, undefined, buyer), messages.orderCannotDelete);
    await ok(call('PUT', `/p/myOrder/cancel/${unpaid}`, undefined, buyer));
    await refused(call('DELETE', `/p/myOrder/${unpaid}`, undefined, other), messages.orderNotFound);
    await ok(call('DELETE', `/p/myOrder/${unpaid}`, undefined, buyer));
    expect((await row(unpaid)).deleteStatus).toBe(1);
    await refused(call('DELETE', `/p/myOrder/${unpaid}`, undefined, buyer), messages.orderNotFound);
    await refused(get(`/p/myOrder/orderDetail?orderNumber=${unpaid}`, buyer), messages.orderNotFound);
    const list = await ok<{ records: { orderNumber: string }[] }>(get('/p/myOrder/myOrder?size=100', buyer));
    expect(list.records.map((r) => r.orderNumber)).not.toContain(unpaid);
    await ok(call('PUT', `/p/myOrder/receipt/${shipped}`, undefined, buyer));
    await ok(call('DELETE', `/p/myOrder/${shipped}`, undefined, buyer));
  });

  it('reviews an item of a completed order once, with the rules, shown on the product page and tabs', async () => {
    const { db } = database().handle;
    // The buyer uploaded PIC; another shopper uploaded STRANGER_PIC.
    await recordUpload(db, PIC, buyerId, new Date());
    await recordUpload(db, STRANGER_PIC, demoShoppers[1].userId, new Date());
    const number = await order(p1.prodId);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderNumber, number));
    const body = (extra: Record<string, unknown> = {}) => ({
      prodId: p1.prodId,
      orderItemId: item!.orderItemId,
      score: 5,
      content: '很好用，物流也快',
      pics: PIC,
      isAnonymous: 0,
      ...extra,
    });
    const comment = (b: unknown, token = buyer) => call('POST', '/p/prodComm', b, token);
    await refused(comment(body()), messages.commentNotAllowed);
    await ok(ship(number));
    await ok(call('PUT', `/p/myOrder/receipt/${number}`, undefined, buyer));

    // Tabs: pending evaluation (4) holds it, evaluated (8) not yet; the centre counts it.
    const tab = async (status: number) =>
      (
        await ok<{ records: { orderNumber: string }[] }>(
          get(`/p/myOrder/myOrder?status=${status}&size=100`, buyer),
        )
      ).records.map((r) => r.orderNumber);
    expect(await tab(4)).toContain(number);
    expect(await tab(8)).not.toContain(number);
    expect(await tab(5)).toContain(number);
    const centre = await ok<{ orderCountData: { confirm: number } }>(get('/p/user/centerInfo', buyer));
    expect(centre.orderCountData.confirm).toBeGreaterThanOrEqual(1);

    await refused(comment(body(), other), messages.commentNotAllowed);
    await refused(comment(body({ prodId: p2.prodId })), messages.commentNotAllowed);
    await refused(comment(body({ content: '   ' })), messages.commentRequired);
    await refused(comment(body({ content: '好'.repeat(151) })), messages.commentTooLong);
    await refused(comment(body({ score: 0 })), messages.commentScoreRequired);
    await refused(comment(body({ score: 6 })), messages.commentScoreRequired);
    await refused(comment(body({ pics: Array(10).fill(PIC).join(',') })), messages.commentTooManyImages);
    await refused(comment(body({ pics: 'https://evil.example/x.png' })), messages.commentPicInvalid);
    // The right shape is not enough: an upload of someone else, or one never made.
    await refused(comment(body({ pics: `${PIC},${STRANGER_PIC}` })), messages.commentPicInvalid);
    await refused(comment(body({ pics: PIC.replace('0123', '3210') })), messages.commentPicInvalid);
    expect(
      (await db.select().from(orderItems).where(eq(orderItems.orderItemId, item!.orderItemId)))[0]?.commSts,
    ).toBe(0);

    // Two at once: one comment.
    const results = await Promise.all([
      app.inject(comment(body({ score: 3, content: '一般', evaluate: 0 }))),
      app.inject(comment(body({ score: 3, content: '一般', evaluate: 0 }))),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.body).toBe(translate('zh', messages.commentExists));
    await refused(comment(body()), messages.commentExists);
    const stored = await db
      .select()
      .from(prodComments)
      .where(eq(prodComments.orderItemId, item!.orderItemId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ score: 3, evaluate: 1, userId: buyerId, pics: PIC });

    const page = await ok<{ records: { prodCommId: number; evaluate: number; content: string }[] }>(
      get(`/prodComm/prodCommPageByProd?prodId=${p1.prodId}&evaluate=1&size=100`, buyer),
    );
    expect(page.records.map((r) => r.prodCommId)).toContain(stored[0]!.prodCommId);
    const mine = await ok<{
      records: { prodCommId: number; orderNumber: string; score: number }[];
      total: number;
    }>(get('/p/prodComm/myCommList', buyer));
    expect(mine.records[0]).toMatchObject({
      prodCommId: stored[0]!.prodCommId,
      orderNumber: number,
      score: 3,
    });
    const others = await ok<{ total: number }>(get('/p/prodComm/myCommList', other));
    expect(others.total).toBe(0);
    expect(await tab(4)).not.toContain(number);
    expect(await tab(8)).toContain(number);
  });

  it('applies for one invoice per paid order; only the shop issues it', async () => {
    const { db } = database().handle;
    const unpaid = await order(p1.prodId, false);
    const number = await order(p1.prodId);
    const apply = (extra: Record<string, unknown> = {}, token = buyer) =>
      call(
        'POST',
        '/p/orderInvoice',
        {
          orderNumber: number,
          shopId: 1,
          invoiceType: 1,
          headerType: 2,
          headerName: '张三',
          invoiceContext: 1,
          ...extra,
        },
        token,
      );
    await refused(apply({ orderNumber: unpaid }), messages.invoiceOrderUnpaid);
    await refused(apply({}, other), messages.orderNotFound);
    await refused(apply({ shopId: 2 }), messages.orderNotFound);
    await refused(apply({ headerType: 1, headerName: '某某公司' }), messages.invoiceTaxNumberInvalid);
    await refused(apply({ headerName: '' }), messages.invoiceTitleRequired);
    const [none] = await db.select({ n: count() }).from(orderInvoices);
    expect(none?.n).toBe(0);
    const [a, b] = await Promise.all([
      app.inject(apply({ headerType: 1, headerName: '某某公司', invoiceTaxNumber: '91310000MA1FL8XX3A' })),
      app.inject(apply()),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const id = (a.statusCode === 200 ? a : b).json<number>();
    await refused(apply(), messages.invoiceExists);

    const info = await ok<{ invoiceState: number; fileUrl: string | null; orderNumber: string }>(
      get(`/p/orderInvoice/info/${id}`, buyer),
    );
    expect(info).toMatchObject({ invoiceState: 1, fileUrl: null, orderNumber: number });
    await refused(get(`/p/orderInvoice/info/${id}`, other), messages.invoiceNotFound);
    const list = await ok<{ records: { orderInvoiceId: number }[]; total: number }>(
      get('/p/orderInvoice/list', buyer),
    );
    expect(list.records.map((r) => r.orderInvoiceId)).toContain(id);

    const issue = (body: unknown, token: string) => call('PUT', '/merchant/orderInvoice/issue', body, token);
    // The document is a PDF the store uploaded (decisions/0064; the upload itself: invoice/merchantInvoice.test.ts).
    const url = `/api/private-documents/2026/01/${'c'.repeat(32)}.pdf`;
    await recordShopUpload(database().handle.db, url, 1, new Date());
    await refused(issue({ orderInvoiceId: id, fileUrl: url }, shop2), messages.invoiceNotFound);
    for (const free of ['javascript:alert(1)', 'https://files.example.com/invoice/1.pdf']) {
      await refused(issue({ orderInvoiceId: id, fileUrl: free }, shop1), messages.invoiceDocumentRequired);
    }
    await ok(issue({ orderInvoiceId: id, fileUrl: url }, shop1));
    await refused(issue({ orderInvoiceId: id, fileUrl: url }, shop1), messages.invoiceAlreadyIssued);
    const issued = await ok<{ invoiceState: number; fileUrl: string; uploadTime: string | null }>(
      get(`/p/orderInvoice/info/${id}`, buyer),
    );
    // The buyer downloads it through the authenticated route, never by the stored name.
    expect(issued).toMatchObject({
      invoiceState: 2,
      fileUrl: `/api/p/orderInvoice/file?orderInvoiceId=${id}`,
    });
    expect(issued.uploadTime).toBeTruthy();
  });
});
