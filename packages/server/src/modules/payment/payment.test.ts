// Payment through inject on PostgreSQL (PGlite instead where PostgreSQL is unavailable, decisions/0097):
// each method's happy path with the ledgers and order status checked, insufficient balance and points,
// other users' and cancelled or expired orders, the sandbox notification (bad signature, twice, ten in
// parallel, late, for a cancelled order) and the expiry job with a fake clock, run twice at once. Issue 11
// (decisions/0029): one open payment per order and method (reused, superseded, parallel calls agreeing),
// return URLs and links that a forged Host header cannot move off-site (MALL_PUBLIC_URL), the sandbox's
// banner, and the sandbox switched off (its routes 404, online methods without a provider refused).
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages, sign } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { expireUnpaidOrders } from '../../jobs/expire-orders.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import {
  expectOk,
  expectRefused,
  beijingAddress,
  type Sent,
  signedRequest,
  testServer,
} from '../../test/inject.ts';
import { makeShopper } from '../../test/mall.ts';
import { demoShoppers } from '../account/demo.ts';
import { issueToken } from '../account/tokens.ts';
import { products, skus } from '../catalog/tables.ts';
import { userCoupons } from '../coupon/tables.ts';
import { orderCoupons, orders } from '../order/tables.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { generateDemo } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { readBalance } from '../wallet/service.ts';
import { walletLedger } from '../wallet/tables.ts';
import { sandboxSecretFrom } from './config.ts';
import {
  ProviderCallError,
  SandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  type PaymentProvider,
} from './provider.ts';
import { pointsFor } from './service.ts';
import { paymentOrders, payments } from './tables.ts';

const demo = generateDemo({ perLeaf: 1 });
/** In-stock SKUs, one per test that buys (taken in turn), none of the mall's own shop 1. */
const pool = demo.skus.filter(
  (s) => s.stocks >= 5 && demo.products.some((p) => p.prodId === s.prodId && p.status === 1 && p.shopId > 1),
);
/** Shop 2's SKU for the expiry test (its 95 % coupon applies), kept out of the pool. */
const shop2Sku = pool.splice(
  pool.findIndex((s) => demo.products.find((p) => p.prodId === s.prodId)!.shopId === 2),
  1,
)[0]!;
let next = 0;
const takeSku = () => {
  const sku = pool[next++]!;
  const prod = demo.products.find((p) => p.prodId === sku.prodId)!;
  return { prodId: sku.prodId, skuId: sku.skuId, shopId: prod.shopId, price: sku.price };
};

describeEachDatabase('payment', (database) => {
  let app: FastifyInstance;
  let clock = Date.now();
  const sandbox = new SandboxProvider(sandboxSecretFrom(null));

  const call = (method: 'POST', url: string, body: unknown, token?: string, lang = 'zh') =>
    signedRequest(method, url, body, { token, lang, now: clock });
  const get = (url: string, token?: string) =>
    app.inject({ url: `/api${url}`, headers: token ? { authorization: `bearer ${token}` } : {} });
  const ok = <T>(sent: Sent) => expectOk<T>(app, sent);
  const refused = (sent: Sent, message: (typeof messages)[keyof typeof messages]) =>
    expectRefused(app, sent, message);

  /** A fresh shopper with an address, `balance` cents and `points`. */
  async function shopper(balance = 0, points = 0): Promise<{ userId: string; token: string }> {
    return makeShopper(database().handle.db, {
      label: 'pay',
      address: beijingAddress('李四'),
      balance,
      points,
      now: clock,
    });
  }

  /** Buys `count` of a fresh SKU now ("buy now", no points unless asked): the order number and row. */
  async function order(token: string, count = 2, extra: Record<string, unknown> = {}) {
    const sku = takeSku();
    const confirmed = await ok<{ uuid: string }>(
      call(
        'POST',
        '/p/order/confirm',
        { addrId: 0, orderItem: { ...sku, prodCount: count }, isScorePay: 0, ...extra },
        token,
      ),
    );
    const { orderNumbers } = await ok<{ orderNumbers: string }>(
      call('POST', '/p/order/submit', { uuid: confirmed.uuid, orderShopParam: [] }, token),
    );
    const [row] = await database()
      .handle.db.select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumbers));
    return { orderNumber: orderNumbers, row: row!, sku, count };
  }

  const orderRow = async (orderNumber: string) =>
    (await database().handle.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
  const soldOf = async (prodId: number) =>
    (
      await database()
        .handle.db.select({ n: products.soldNum })
        .from(products)
        .where(eq(products.prodId, prodId))
    )[0]!.n;
  const stockOf = async (skuId: number) =>
    (await database().handle.db.select({ n: skus.stocks }).from(skus).where(eq(skus.skuId, skuId)))[0]!.n;
  const scoreOf = async (userId: string) =>
    (
      await database()
        .handle.db.select({ n: userPoints.score })
        .from(userPoints)
        .where(eq(userPoints.userId, userId))
    )[0]?.n ?? 0;
  const paymentCount = async (userId: string) =>
    (await database().handle.db.select({ n: count() }).from(payments).where(eq(payments.userId, userId)))[0]!
      .n;
  const paymentOf = async (paymentNo: string) =>
    (await database().handle.db.select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0]!;

  /** The sandbox's notification for a payment, as it would send it. */
  const notify = (paymentNo: string, amount: number, tamper?: (body: string) => string) => {
    const { body, headers } = sandbox.notification(paymentNo, amount, new Date(clock));
    return app.inject({
      method: 'POST',
      url: '/api/notify/sandbox',
      payload: tamper ? tamper(body) : body,
      headers,
    });
  };

  /** Starts an online payment: its number and answer. */
  const payOnline = async (token: string, orderNumbers: string, payType: 2 | 3 | 10, lang = 'zh') =>
    ok<{ payUrl: string; qrCode?: string; payNo: string; endTime: string }>(
      call(
        'POST',
        '/p/order/pay',
        { orderNumbers, payType, returnUrl: '/user-center/uc-order', systemType: 1 },
        token,
        lang,
      ),
    );

  beforeAll(async () => {
    const { db } = database().handle;
    next = 0;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await testServer({
      db,
      now: () => clock,
    });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('needs a token on the buyer routes', async () => {
    for (const options of [
      call('POST', '/p/order/pay', { orderNumbers: '1', payType: 9 }),
      { url: '/api/p/order/getOrderPayInfoByOrderNumber?orderNumbers=1' },
      { url: '/api/p/order/isPay?orderNumbers=1' },
    ]) {
      expect((await app.inject(options)).statusCode).toBe(401);
    }
  });

  it('pays by balance in one transaction: order paid, wallet ledger, sold count, pay info and isPay', async () => {
    const me = await shopper(1_000_000);
    const o = await order(me.token, 2);
    const info = await ok<{
      prodNameList: string[];
      receiver: string;
      userAddr: string;
      mobile: string;
      status: number;
      endTime: string;
      totalFee: number;
      totalScore: number;
    }>(get(`/p/order/getOrderPayInfoByOrderNumber?orderNumbers=${o.orderNumber}`, me.token));
    expect(info).toMatchObject({
      receiver: '李四',
      userAddr: '北京市 北京市 朝阳区 建国路88号',
      mobile: '13700000000',
      status: 1,
      totalScore: pointsFor(o.row.actualTotal),
    });
    expect(Math.round(info.totalFee * 100)).toBe(o.row.actualTotal);
    expect(info.prodNameList).toHaveLength(1);
    expect(info.endTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await ok<boolean>(get(`/p/order/isPay?orderNumbers=${o.orderNumber}`, me.token))).toBe(false);

    const sold = await soldOf(o.sku.prodId);
    const answer = await ok<{ paid: boolean; payNo: string }>(
      call('POST', '/p/order/pay', { orderNumbers: o.orderNumber, payType: 9, systemType: 1 }, me.token),
    );
    expect(answer.paid).toBe(true);
    const paid = await orderRow(o.orderNumber);
    expect(paid.status).toBe(2);
    expect(paid.payTime).not.toBeNull();
    expect(await soldOf(o.sku.prodId)).toBe(sold + o.count);
    expect(await readBalance(database().handle.db, me.userId)).toBe(1_000_000 - o.row.actualTotal);
    const ledger = await database()
      .handle.db.select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, me.userId), eq(walletLedger.reason, 'order_pay')));
    expect(ledger).toMatchObject([{ changeCents: -o.row.actualTotal, ref: answer.payNo }]);
    expect(await paymentOf(answer.payNo)).toMatchObject({ status: 1, payType: 9, amount: o.row.actualTotal });
    expect(await ok<boolean>(get(`/p/order/isPay?orderNumbers=${o.orderNumber}`, me.token))).toBe(true);
    expect(
      (
        await ok<{ status: number }>(
          get(`/p/order/getOrderPayInfoByOrderNumber?orderNumbers=${o.orderNumber}`, me.token),
        )
      ).status,
    ).toBe(2);

    // Paying again: refused, nothing changes.
    await refused(
      call('POST', '/p/order/pay', { orderNumbers: o.orderNumber, payType: 9 }, me.token),
      messages.orderPaymentStatusChanged,
    );
    expect(await readBalance(database().handle.db, me.userId)).toBe(1_000_000 - o.row.actualTotal);
  });

  it('pays by points in one transaction, at 100 points a yuan', async () => {
    const me = await shopper(0, 1_000_000);
    const o = await order(me.token, 1);
    const answer = await ok<{ paid: boolean; payNo: string }>(
      call('POST', '/p/order/pay', { orderNumbers: o.orderNumber, payType: 0 }, me.token),
    );
    expect(answer.paid).toBe(true);
    expect((await orderRow(o.orderNumber)).status).toBe(2);
    const cost = pointsFor(o.row.actualTotal);
    expect(cost).toBe(o.row.actualTotal);
    expect(await scoreOf(me.userId)).toBe(1_000_000 - cost);
    const spent = await database()
      .handle.db.select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, me.userId), eq(pointsLedger.reason, 'order_pay')));
    expect(spent).toMatchObject([{ change: -cost, ref: answer.payNo }]);
    expect(await paymentOf(answer.payNo)).toMatchObject({ status: 1, payType: 0, points: cost });
  });

  it('five parallel balance payments of one order debit once; points and balance racing too', async () => {
    const me = await shopper(1_000_000, 1_000_000);
    const o = await order(me.token, 1);
    const tries = await Promise.all(
      [9, 9, 9, 0, 0].map((payType) =>
        app.inject(call('POST', '/p/order/pay', { orderNumbers: o.orderNumber, payType }, me.token)),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of tries.filter((t) => t.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.body).toBe(translate('zh', messages.orderPaymentStatusChanged));
    }
    const spentBalance = 1_000_000 - (await readBalance(database().handle.db, me.userId));
    const spentPoints = 1_000_000 - (await scoreOf(me.userId));
    expect([spentBalance, spentPoints].sort((a, b) => a - b)).toEqual([0, o.row.actualTotal]);
    expect(await paymentCount(me.userId)).toBe(1);
    expect((await orderRow(o.orderNumber)).status).toBe(2);
  });

  it('pays several orders with one online payment (pay info sums them)', async () => {
    const me = await shopper(1_000_000);
    const a = await order(me.token, 1);
    const b = await order(me.token, 2);
    const numbers = `${a.orderNumber},${b.orderNumber}`;
    const info = await ok<{ totalFee: number; prodNameList: string[]; status: number }>(
      get(`/p/order/getOrderPayInfoByOrderNumber?orderNumbers=${numbers}`, me.token),
    );
    expect(Math.round(info.totalFee * 100)).toBe(a.row.actualTotal + b.row.actualTotal);
    expect(info.prodNameList).toHaveLength(2);
    const start = await payOnline(me.token, numbers, 2);
    expect((await notify(start.payNo, a.row.actualTotal + b.row.actualTotal)).statusCode).toBe(200);
    expect((await orderRow(a.orderNumber)).status).toBe(2);
    expect((await orderRow(b.orderNumber)).status).toBe(2);
    expect(await ok<boolean>(get(`/p/order/isPay?orderNumbers=${numbers}`, me.token))).toBe(true);
    expect(await paymentOf(start.payNo)).toMatchObject({ status: 1, refundDue: 0 });
  });

  it('refuses insufficient balance or points and changes nothing', async () => {
    const me = await shopper(100, 100);
    const o = await order(me.token, 1);
    const sold = await soldOf(o.sku.prodId);
    await refused(
      call('POST', '/p/order/pay', { orderNumbers: o.orderNumber, payType: 9 }, me.token),
      messages.payBalanceInsufficient,
    );
    await refused(
      call('POST', '/p/order/pay', { orderNumbers: o.orderNumber, payType: 0 }, me.token),
      messages.payPointsInsufficient,
    );
    expect((await orderRow(o.orderNumber)).status).toBe(1);
    expect(await readBalance(database().handle.db, me.userId)).toBe(100);
    expect(await scoreOf(me.userId)).toBe(100);
    expect(await soldOf(o.sku.prodId)).toBe(sold);
    expect(await paymentCount(me.userId)).toBe(0);
  });

  it("refuses another user's orders, unknown numbers, bad pay types and foreign return URLs", async () => {
    const me = await shopper(1_000_000);
    const them = await shopper(1_000_000);
    const o = await order(me.token, 1);
    await refused(
      call('POST', '/p/order/pay', { orderNumbers: o.orderNumber, payType: 9 }, them.token),
      messages.orderNotFound,
    );
    await refused(
      call('POST', '/p/order/pay', { orderNumbers: o.orderNumber, payType: 2 }, them.token),
      messages.orderNotFound,
    );
    await refused(
      get(`/p/order/getOrderPayInfoByOrderNumber?orderNumbers=${o.orderNumber}`, them.token),
      messages.orderNotFound,
    );
    await refused(get(`/p/order/isPay?orderNumbers=${o.orderNumber}`, them.token), messages.orderNotFound);
    // One of mine with one of theirs: all refused.
    const theirs = await order(them.token, 1);
    await refused(
      call(
        'POST',
        '/p/order/pay',
        { orderNumbers: `${o.orderNumber},${theirs.orderNumber}`, payType: 9 },
        me.token,
      ),
      messages.orderNotFound,
    );
    await refused(
      call('POST', '/p/order/pay', { orderNumbers: o.orderNumber, payType: 5 }, me.token),
      messages.payTypeInvalid,
    );
    for (const returnUrl of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil'])
      await refused(
        call('POST', '/p/order/pay', { orderNumbers: o.orderNumber, payType: 2, returnUrl }, me.token),
        messages.payReturnUrlInvalid,
      );
    expect((await orderRow(o.orderNumber)).status).toBe(1);
    expect(await paymentCount(me.userId)).toBe(0);
    expect(await paymentCount(them.userId)).toBe(0);
  });

  it('refuses a cancelled order and an expired one', async () => {
    const me = await shopper(1_000_000);
    const cancelled = await order(me.token, 1);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/p/myOrder/cancel/${cancelled.orderNumber}`,
      headers: { ...sign({ body: '', origin: '', now: clock }), authorization: `bearer ${me.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const payType of [9, 0, 2, 3])
      await refused(
        call('POST', '/p/order/pay', { orderNumbers: cancelled.orderNumber, payType }, me.token),
        messages.orderPaymentStatusChanged,
      );
    const late = await order(me.token, 1);
    clock += 30 * 60_000 + 1000;
    for (const payType of [9, 0, 2, 3, 10])
      await refused(
        call('POST', '/p/order/pay', { orderNumbers: late.orderNumber, payType }, me.token),
        messages.orderExpired,
      );
    expect(
      (
        await ok<{ status: number }>(
          get(`/p/order/getOrderPayInfoByOrderNumber?orderNumbers=${late.orderNumber}`, me.token),
        )
      ).status,
    ).toBe(6);
    expect(await readBalance(database().handle.db, me.userId)).toBe(1_000_000);
    expect(await paymentCount(me.userId)).toBe(0);
  });

  it('Alipay: the cashier page in the request language, Pay notifies the server and returns; paid once', async () => {
    const me = await shopper();
    const o = await order(me.token, 2);
    const sold = await soldOf(o.sku.prodId);
    const start = await payOnline(me.token, o.orderNumber, 2, 'en');
    expect(start.payUrl).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/api/sandbox/cashier/${start.payNo}\\?lang=en$`),
    );
    const path = new URL(start.payUrl).pathname + new URL(start.payUrl).search;
    const pageRes = await app.inject({ url: path });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toContain('text/html');
    expect(pageRes.body).toContain('Alipay');
    expect(pageRes.body).toContain(`¥${(o.row.actualTotal / 100).toFixed(2)}`);
    expect(pageRes.body).toContain('>Pay<');
    expect(pageRes.body).toContain('>Cancel<');
    // Its own icon: no request for /favicon.ico (a 404 of the mall, a console error).
    expect(pageRes.body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
    const zhPage = await app.inject({ url: `/api/sandbox/cashier/${start.payNo}` });
    expect(zhPage.body).toContain('支付宝');
    expect((await orderRow(o.orderNumber)).status).toBe(1);

    const action = /action="([^"]+)"/.exec(pageRes.body)![1]!.replaceAll('&#38;', '&');
    const paid = await app.inject({
      method: 'POST',
      url: action,
      payload: `paymentNo=${start.payNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toBe('/user-center/uc-order');
    const row = await orderRow(o.orderNumber);
    expect(row.status).toBe(2);
    expect(row.payTime).not.toBeNull();
    expect(await soldOf(o.sku.prodId)).toBe(sold + o.count);
    const payment = await paymentOf(start.payNo);
    expect(payment).toMatchObject({ status: 1, refundDue: 0, amount: o.row.actualTotal });
    expect(payment.tradeNo).toMatch(/^SBX/);
    // The page now says paid; pressing Pay again changes nothing.
    expect((await app.inject({ url: path })).body).toContain('Payment successful');
    const again = await app.inject({
      method: 'POST',
      url: action,
      payload: `paymentNo=${start.payNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.statusCode).toBe(200);
    expect(await soldOf(o.sku.prodId)).toBe(sold + o.count);
  });

  it('PayPal: a cashier page too', async () => {
    const me = await shopper();
    const o = await order(me.token, 1);
    const start = await payOnline(me.token, o.orderNumber, 10, 'en');
    const url = new URL(start.payUrl);
    expect((await app.inject({ url: url.pathname + url.search })).body).toContain('PayPal');
    expect((await notify(start.payNo, o.row.actualTotal)).statusCode).toBe(200);
    expect((await orderRow(o.orderNumber)).status).toBe(2);
  });

  it('WeChat: a QR code made locally for a URL that pays when opened; isPay turns true', async () => {
    const me = await shopper();
    const o = await order(me.token, 1);
    const start = await payOnline(me.token, o.orderNumber, 3);
    expect(start.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(start.qrCode!.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(start.payUrl).toMatch(new RegExp(`/api/sandbox/wxpay/${start.payNo}$`));
    expect(await ok<boolean>(get(`/p/order/isPay?orderNumbers=${o.orderNumber}`, me.token))).toBe(false);
    // Another method's page does not serve it.
    expect((await app.inject({ url: `/api/sandbox/cashier/${start.payNo}` })).statusCode).toBe(400);
    const opened = await app.inject({ url: new URL(start.payUrl).pathname });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('支付成功');
    expect(opened.body).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
    expect(await ok<boolean>(get(`/p/order/isPay?orderNumbers=${o.orderNumber}`, me.token))).toBe(true);
    expect((await orderRow(o.orderNumber)).status).toBe(2);
    // Opened again: still paid, once.
    expect((await app.inject({ url: new URL(start.payUrl).pathname })).body).toContain('支付成功');
    expect((await paymentOf(start.payNo)).refundDue).toBe(0);
  });

  it('refuses a notification with a bad signature, a changed amount or an unknown payment', async () => {
    const me = await shopper();
    const o = await order(me.token, 1);
    const start = await payOnline(me.token, o.orderNumber, 2);
    const res = await notify(start.payNo, o.row.actualTotal, (body) => body.replace('"paid"', '"paid" '));
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(translate('zh', messages.paymentNotifyInvalid));
    const { body } = sandbox.notification(start.payNo, o.row.actualTotal, new Date(clock));
    for (const signature of [undefined, '', 'f'.repeat(64), new SandboxProvider('other secret').sign(body)]) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/notify/sandbox',
        payload: body,
        headers: {
          'content-type': 'application/json',
          ...(signature !== undefined ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}),
        },
      });
      expect(r.statusCode).toBe(400);
    }
    await refused(notify(start.payNo, o.row.actualTotal + 1), messages.paymentNotifyInvalid);
    await refused(notify('99999999999999999999', o.row.actualTotal), messages.paymentNotFound);
    expect((await orderRow(o.orderNumber)).status).toBe(1);
    expect((await paymentOf(start.payNo)).status).toBe(0);
  });

  it('pays once for the same notification twice and for ten in parallel', async () => {
    const me = await shopper();
    const o = await order(me.token, 3);
    const sold = await soldOf(o.sku.prodId);
    const start = await payOnline(me.token, o.orderNumber, 2);
    expect((await notify(start.payNo, o.row.actualTotal)).statusCode).toBe(200);
    expect((await notify(start.payNo, o.row.actualTotal)).statusCode).toBe(200);
    expect(await soldOf(o.sku.prodId)).toBe(sold + 3);

    const p = await order(me.token, 2);
    const soldP = await soldOf(p.sku.prodId);
    const second = await payOnline(me.token, p.orderNumber, 3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => notify(second.payNo, p.row.actualTotal)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await soldOf(p.sku.prodId)).toBe(soldP + 2);
    expect((await orderRow(p.orderNumber)).status).toBe(2);
    expect(await paymentOf(second.payNo)).toMatchObject({ status: 1, refundDue: 0 });
  });

  it('a paid notification for an order cancelled, expired or paid meanwhile records a refund due and never revives it', async () => {
    const me = await shopper(1_000_000);
    const { db } = database().handle;
    // Cancelled by the buyer after the cashier opened.
    const c = await order(me.token, 1);
    const cStart = await payOnline(me.token, c.orderNumber, 2);
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/p/myOrder/cancel/${c.orderNumber}`,
      headers: { ...sign({ body: '', origin: '', now: clock }), authorization: `bearer ${me.token}` },
    });
    expect(cancel.statusCode).toBe(200);
    // The cashier no longer offers Pay.
    expect((await app.inject({ url: `/api/sandbox/cashier/${cStart.payNo}` })).body).not.toContain('<button');
    expect((await notify(cStart.payNo, c.row.actualTotal)).statusCode).toBe(200);
    expect((await orderRow(c.orderNumber)).status).toBe(6);
    expect(await paymentOf(cStart.payNo)).toMatchObject({ status: 1, refundDue: c.row.actualTotal });

    // Paid by balance while a QR code was open: the QR money is due back.
    const d = await order(me.token, 1);
    const dStart = await payOnline(me.token, d.orderNumber, 3);
    await ok(call('POST', '/p/order/pay', { orderNumbers: d.orderNumber, payType: 9 }, me.token));
    expect((await notify(dStart.payNo, d.row.actualTotal)).statusCode).toBe(200);
    expect(await paymentOf(dStart.payNo)).toMatchObject({ status: 1, refundDue: d.row.actualTotal });
    expect((await orderRow(d.orderNumber)).status).toBe(2);

    // Late: past the deadline, before and after the expiry job ran.
    const e = await order(me.token, 1);
    const f = await order(me.token, 1);
    const eStart = await payOnline(me.token, e.orderNumber, 2);
    const fStart = await payOnline(me.token, f.orderNumber, 10);
    clock += 30 * 60_000 + 1000;
    expect((await app.inject({ url: `/api/sandbox/cashier/${eStart.payNo}` })).body).toContain('订单已过期');
    expect((await app.inject({ url: `/api/sandbox/wxpay/${eStart.payNo}` })).statusCode).toBe(400);
    expect((await notify(eStart.payNo, e.row.actualTotal)).statusCode).toBe(200);
    expect((await orderRow(e.orderNumber)).status).toBe(1);
    expect(await paymentOf(eStart.payNo)).toMatchObject({ status: 1, refundDue: e.row.actualTotal });
    await expireUnpaidOrders(db, new Date(clock));
    expect((await notify(fStart.payNo, f.row.actualTotal)).statusCode).toBe(200);
    for (const x of [e, f])
      expect(await orderRow(x.orderNumber)).toMatchObject({ status: 6, closeType: 2, payTime: null });
    expect(await paymentOf(fStart.payNo)).toMatchObject({ status: 1, refundDue: f.row.actualTotal });
    const results = await db
      .select({ result: paymentOrders.result })
      .from(paymentOrders)
      .innerJoin(payments, eq(payments.paymentId, paymentOrders.paymentId))
      .where(inArray(payments.paymentNo, [cStart.payNo, dStart.payNo, eStart.payNo, fStart.payNo]));
    expect(results.map((r) => r.result)).toEqual([2, 2, 2, 2]);
  });

  it('the expiry job cancels unpaid orders after 30 minutes and returns stock, coupons and points exactly once', async () => {
    const { db } = database().handle;
    const [demoShopper] = demoShoppers;
    const token = (await issueToken(db, demoShopper.userId, { now: clock })).token;
    // The earlier tests' unpaid orders are past their deadline by now: out of the way first.
    await expireUnpaidOrders(db, new Date(clock));
    // Shop 2's sku with its 95 % coupon preselected, and 100 points.
    const sku = shop2Sku;
    const stock = await stockOf(sku.skuId);
    const score = await scoreOf(demoShopper.userId);
    const confirmed = await ok<{
      uuid: string;
      shopCartOrders: { coupons: { couponId: number; choose: boolean }[] }[];
    }>(
      call(
        'POST',
        '/p/order/confirm',
        {
          addrId: 0,
          orderItem: { prodId: sku.prodId, skuId: sku.skuId, prodCount: 3, shopId: 2 },
          isScorePay: 1,
          userUseScore: 100,
        },
        token,
      ),
    );
    const { orderNumbers } = await ok<{ orderNumbers: string }>(
      call('POST', '/p/order/submit', { uuid: confirmed.uuid, orderShopParam: [] }, token),
    );
    const created = await orderRow(orderNumbers);
    const used = await db.select().from(orderCoupons).where(eq(orderCoupons.orderId, created.orderId));
    expect(used.length).toBeGreaterThan(0);
    expect(await stockOf(sku.skuId)).toBe(stock - 3);
    expect(await scoreOf(demoShopper.userId)).toBe(score - 100);

    // 29 minutes: not yet.
    expect(await expireUnpaidOrders(db, new Date(clock + 29 * 60_000))).toBe(0);
    expect((await orderRow(orderNumbers)).status).toBe(1);

    // 31 minutes, two runs at once: one cancel in all.
    const later = new Date(clock + 31 * 60_000);
    const [a, b] = await Promise.all([expireUnpaidOrders(db, later), expireUnpaidOrders(db, later)]);
    expect(await orderRow(orderNumbers)).toMatchObject({ status: 6, closeType: 2 });
    expect(a + b).toBe(1);
    expect(await stockOf(sku.skuId)).toBe(stock);
    expect(await scoreOf(demoShopper.userId)).toBe(score);
    const coupons = await db
      .select({ status: userCoupons.status })
      .from(userCoupons)
      .where(
        inArray(
          userCoupons.couponUserId,
          used.map((u) => u.couponUserId),
        ),
      );
    expect(coupons.every((c) => c.status === 1)).toBe(true);
    // Again: nothing more.
    expect(await expireUnpaidOrders(db, later)).toBe(0);
    expect(await stockOf(sku.skuId)).toBe(stock);
    expect(await scoreOf(demoShopper.userId)).toBe(score);
    const refunds = await db
      .select({ n: count() })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, demoShopper.userId), eq(pointsLedger.ref, orderNumbers)));
    expect(refunds[0]!.n).toBe(1);
  });

  it('one open payment per order and method: a repeat reuses it, other orders supersede it, parallel calls agree', async () => {
    const me = await shopper();
    const a = await order(me.token, 1);
    const b = await order(me.token, 1);
    const first = await payOnline(me.token, a.orderNumber, 2);
    // The same orders and method again: the same payment, not a second one.
    expect((await payOnline(me.token, a.orderNumber, 2)).payNo).toBe(first.payNo);
    expect(await paymentCount(me.userId)).toBe(1);
    // Another method is another payment.
    const wx = await payOnline(me.token, a.orderNumber, 3);
    expect(wx.payNo).not.toBe(first.payNo);
    // Other orders with the same method: a new payment supersedes the old one (no longer offered).
    const both = await payOnline(me.token, `${a.orderNumber},${b.orderNumber}`, 2);
    expect(both.payNo).not.toBe(first.payNo);
    expect((await paymentOf(first.payNo)).status).toBe(2);
    expect((await app.inject({ url: `/api/sandbox/cashier/${first.payNo}` })).body).not.toContain('<button');
    expect((await payOnline(me.token, `${b.orderNumber},${a.orderNumber}`, 2)).payNo).toBe(both.payNo);
    const open = await database()
      .handle.db.select({ n: count() })
      .from(payments)
      .where(and(eq(payments.userId, me.userId), eq(payments.status, 0)));
    expect(open[0]!.n).toBe(2);
    // Money that still arrives for the superseded payment pays what is payable; the newer one's is then
    // partly due back.
    expect((await notify(first.payNo, a.row.actualTotal)).statusCode).toBe(200);
    expect((await orderRow(a.orderNumber)).status).toBe(2);
    expect((await notify(both.payNo, a.row.actualTotal + b.row.actualTotal)).statusCode).toBe(200);
    expect((await orderRow(b.orderNumber)).status).toBe(2);
    expect(await paymentOf(both.payNo)).toMatchObject({ status: 1, refundDue: a.row.actualTotal });

    // Five pay calls at once for one order and method: one payment, the same number for all.
    const c = await order(me.token, 1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        ok<{ payNo: string }>(
          call('POST', '/p/order/pay', { orderNumbers: c.orderNumber, payType: 10, systemType: 1 }, me.token),
        ),
      ),
    );
    expect(new Set(answers.map((x) => x.payNo)).size).toBe(1);
    const forC = await database()
      .handle.db.select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.orderId, c.row.orderId));
    expect(forC[0]!.n).toBe(1);
  });

  it('a forged Host header cannot make an off-site return URL or links (MALL_PUBLIC_URL)', async () => {
    const me = await shopper();
    const o = await order(me.token, 1);
    const forged = (returnUrl: string) =>
      signedRequest(
        'POST',
        '/p/order/pay',
        { orderNumbers: o.orderNumber, payType: 2, returnUrl, systemType: 1 },
        { token: me.token, lang: 'zh', now: clock, headers: { host: 'evil.example' } },
      );
    // Without a public URL only site paths are accepted, whatever the Host says.
    await refused(forged('https://evil.example/x'), messages.payReturnUrlInvalid);
    await refused(forged('http://evil.example/x'), messages.payReturnUrlInvalid);
    expect(await paymentCount(me.userId)).toBe(0);

    vi.stubEnv('MALL_PUBLIC_URL', 'https://mall.example.com');
    const site = await testServer({ db: database().handle.db, now: () => clock });
    vi.unstubAllEnvs();
    try {
      await expectRefused(site, forged('https://evil.example/x'), messages.payReturnUrlInvalid);
      const start = await expectOk<{ payUrl: string; payNo: string }>(
        site,
        forged('https://mall.example.com/user-center/uc-order'),
      );
      // Links come from the public URL, not from the Host.
      expect(start.payUrl).toBe(`https://mall.example.com/api/sandbox/cashier/${start.payNo}?lang=zh`);
      expect((await paymentOf(start.payNo)).returnUrl).toBe('https://mall.example.com/user-center/uc-order');
      const paid = await site.inject({
        method: 'POST',
        url: '/api/sandbox/cashier/pay',
        payload: `paymentNo=${start.payNo}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'evil.example' },
      });
      expect(paid.statusCode, paid.body).toBe(303);
      expect(paid.headers.location).toBe('https://mall.example.com/user-center/uc-order');
    } finally {
      await site.close();
    }
  });

  it('every sandbox page says plainly that it is a sandbox and no real money moves', async () => {
    const me = await shopper();
    const o = await order(me.token, 1);
    const start = await payOnline(me.token, o.orderNumber, 2);
    for (const [lang, locale] of [
      ['zh', 'zh'],
      ['en', 'en'],
    ] as const) {
      const html = (await app.inject({ url: `/api/sandbox/cashier/${start.payNo}?lang=${lang}` })).body;
      expect(html).toContain(`role="alert">${translate(locale, messages.sandboxBanner)}<`);
    }
    const wx = await payOnline(me.token, o.orderNumber, 3);
    expect((await app.inject({ url: new URL(wx.payUrl).pathname })).body).toContain(
      translate('zh', messages.sandboxBanner),
    );
  });

  it('with the sandbox off its routes do not exist and a method without a provider is refused, nothing written', async () => {
    const me = await shopper();
    const o = await order(me.token, 1);
    const start = await payOnline(me.token, o.orderNumber, 2);
    const off = await testServer({ db: database().handle.db, now: () => clock, paymentSandbox: false });
    try {
      const { body, headers } = sandbox.notification(start.payNo, o.row.actualTotal, new Date(clock));
      for (const sent of [
        { method: 'POST' as const, url: '/api/notify/sandbox', payload: body, headers },
        { url: `/api/sandbox/cashier/${start.payNo}` },
        {
          method: 'POST' as const,
          url: '/api/sandbox/cashier/pay',
          payload: `paymentNo=${start.payNo}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        { url: `/api/sandbox/wxpay/${start.payNo}` },
        { url: `/api/pay/return/sandbox?paymentNo=${start.payNo}` },
      ])
        expect((await off.inject(sent)).statusCode, sent.url).toBe(404);
      const before = await paymentCount(me.userId);
      const p = await order(me.token, 1);
      for (const payType of [2, 3, 10])
        await expectRefused(
          off,
          call('POST', '/p/order/pay', { orderNumbers: p.orderNumber, payType, systemType: 1 }, me.token),
          messages.payMethodUnavailable,
        );
      expect(await paymentCount(me.userId)).toBe(before);
      expect((await paymentOf(start.payNo)).status).toBe(0);
    } finally {
      await off.close();
    }
  });
  it("the shopper's return completes the payment where the provider needs it (a PayPal-like capture), once", async () => {
    const me = await shopper();
    const o = await order(me.token, 1);
    const returns: Record<string, string>[] = [];
    let capture: 'ok' | 'other' | 'throw' = 'throw';
    // A stand-in provider with a return step (PayPal captures the approved order there).
    const capturing: PaymentProvider = {
      name: 'paypal',
      payTypes: [10],
      ack: { status: 200, contentType: 'text/plain', body: 'ok' },
      createPayment: (request) =>
        Promise.resolve({
          payUrl: `https://provider.example/approve?return=${encodeURIComponent(request.returnUrl)}`,
        }),
      verifyNotification: (raw) =>
        raw.includes('undecryptable')
          ? Promise.reject(new Error('cannot decrypt'))
          : raw.includes('outage')
            ? Promise.reject(new ProviderCallError('verify API down'))
            : Promise.resolve(null),
      completeReturn: (query) => {
        returns.push(query);
        if (capture === 'throw') return Promise.reject(new Error('provider down'));
        const paymentNo = capture === 'ok' ? query.paymentNo! : '99999999999999999999';
        return Promise.resolve({ paymentNo, tradeNo: `CAP-${query.token}`, amount: o.row.actualTotal });
      },
      refund: () => Promise.resolve(true),
    };
    const site = await testServer({
      db: database().handle.db,
      now: () => clock,
      paymentProviders: [capturing],
    });
    try {
      const start = await expectOk<{ payUrl: string; payNo: string }>(
        site,
        call(
          'POST',
          '/p/order/pay',
          { orderNumbers: o.orderNumber, payType: 10, returnUrl: '/user-center/uc-order', systemType: 1 },
          me.token,
        ),
      );
      // A notification the provider cannot even verify (it throws): refused like a forged one.
      await expectRefused(
        site,
        site.inject({
          method: 'POST',
          url: '/api/notify/paypal',
          payload: JSON.stringify({ resource: 'undecryptable' }),
          headers: { 'content-type': 'application/json' },
        }),
        messages.paymentNotifyInvalid,
      );
      // One that could not be checked because the provider's API is down: 503, so the provider retries.
      const outage = await site.inject({
        method: 'POST',
        url: '/api/notify/paypal',
        payload: JSON.stringify({ resource: 'outage' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(outage.statusCode).toBe(503);
      expect(outage.body).toBe(translate('zh', messages.payProviderUnavailable));
      const back = new URL(new URL(start.payUrl).searchParams.get('return')!);
      expect(back.pathname).toBe('/api/pay/return/paypal');
      expect(back.searchParams.get('paymentNo')).toBe(start.payNo);
      const visit = () => site.inject({ url: `${back.pathname}${back.search}&token=T1&PayerID=P1` });
      // The capture fails, or completes someone else's payment: the shopper still goes back, nothing paid.
      for (const mode of ['throw', 'other'] as const) {
        capture = mode;
        const r = await visit();
        expect(r.statusCode).toBe(302);
        expect(r.headers.location).toBe('/user-center/uc-order');
        expect((await orderRow(o.orderNumber)).status).toBe(1);
      }
      capture = 'ok';
      expect((await visit()).headers.location).toBe('/user-center/uc-order');
      expect(returns.at(-1)).toMatchObject({ paymentNo: start.payNo, token: 'T1', PayerID: 'P1' });
      expect((await orderRow(o.orderNumber)).status).toBe(2);
      expect(await paymentOf(start.payNo)).toMatchObject({
        status: 1,
        provider: 'paypal',
        tradeNo: 'CAP-T1',
      });
      // Back again (a reload): no second capture, still once.
      const calls = returns.length;
      expect((await visit()).statusCode).toBe(302);
      expect(returns.length).toBe(calls);
    } finally {
      await site.close();
    }
  });
});
