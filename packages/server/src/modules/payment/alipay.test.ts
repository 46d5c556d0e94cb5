// Alipay offline (decisions/0029): the provider from the environment with key pairs generated here, a stub
// gateway on 127.0.0.1 (src/test/alipay-gateway.ts) that checks our signatures and signs its answers as
// Alipay, and notifications signed as Alipay documents. Covers the signed page-pay URL (PC and phone), a
// genuine notification paying once and its replay, forged or foreign notifications changing nothing, the
// payment belonging to its provider, a late or duplicate payment refunded by the refund-due job once (two
// runs at once, a failure retried), an after-sales refund through Alipay, the refund call's shape and the
// gateway's signed answer verified, and the shopper's return.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatMoney, messages } from '@mall/domain';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import {
  expectOk,
  expectRefused,
  beijingAddress,
  signedRequest,
  testServer,
  type Sent,
} from '../../test/inject.ts';
import { makeShopper } from '../../test/mall.ts';
import {
  alipayKeys,
  alipayNotification,
  pem,
  signContent,
  startAlipayGateway,
  type AlipayGateway,
} from '../../test/alipay-gateway.ts';
import { products, skus } from '../catalog/tables.ts';
import { orders } from '../order/tables.ts';
import { paymentModuleRefunds } from '../refund/payments.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { createVerify } from 'node:crypto';
import type { AlipayProvider } from './alipay.ts';
import { alipayFromEnv, chinaTime } from './alipay.ts';
import { sandboxSecretFrom } from './config.ts';
import { SandboxProvider } from './provider.ts';
import { providerRegistry } from './providers.ts';
import { refundDueNo, refundDuePayments } from './refund-due.ts';
import { payments } from './tables.ts';

const APP_ID = '2021000000000001';

describeEachDatabase('Alipay', (database) => {
  const keys = alipayKeys();
  let gateway: AlipayGateway;
  let alipay: AlipayProvider;
  let app: FastifyInstance;
  const clock = { now: Date.now() };
  const sandbox = new SandboxProvider(sandboxSecretFrom(null));
  let skuPool: { prodId: number; skuId: number; shopId: number }[] = [];

  const call = (url: string, body: unknown, token: string) =>
    signedRequest('POST', url, body, { token, lang: 'zh', now: clock.now });
  const ok = <T>(sent: Sent) => expectOk<T>(app, sent);
  const db = () => database().handle.db;

  async function shopper(balance = 0): Promise<{ userId: string; token: string }> {
    return makeShopper(db(), { label: 'ali', address: beijingAddress('张三'), balance, now: clock.now });
  }

  async function order(token: string) {
    const sku = skuPool.shift()!;
    const confirmed = await ok<{ uuid: string }>(
      call('/p/order/confirm', { addrId: 0, orderItem: { ...sku, prodCount: 1 }, isScorePay: 0 }, token),
    );
    const { orderNumbers } = await ok<{ orderNumbers: string }>(
      call('/p/order/submit', { uuid: confirmed.uuid, orderShopParam: [] }, token),
    );
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumbers));
    return { orderNumber: orderNumbers, row: row! };
  }

  const payAlipay = (token: string, orderNumbers: string, systemType: 1 | 2 = 1) =>
    ok<{ payUrl: string; payNo: string }>(
      call(
        '/p/order/pay',
        { orderNumbers, payType: 2, returnUrl: '/user-center/uc-order', systemType },
        token,
      ),
    );
  const paymentOf = async (paymentNo: string) =>
    (await db().select().from(payments).where(eq(payments.paymentNo, paymentNo)))[0]!;
  const orderOf = async (orderNumber: string) =>
    (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!;
  const postNotification = (body: string, provider = 'alipay') =>
    app.inject({
      method: 'POST',
      url: `/api/notify/${provider}`,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    });
  const genuine = (paymentNo: string, cents: number, extra: Record<string, string> = {}) =>
    alipayNotification(
      { appId: APP_ID, paymentNo, totalAmount: formatMoney(cents, { currency: false }) },
      keys.alipay.privateKey,
      extra,
    ).body;

  beforeAll(async () => {
    await seedIfEmpty(db(), { perLeaf: 1 });
    skuPool = (
      await db()
        .select({ prodId: skus.prodId, skuId: skus.skuId, shopId: products.shopId, stocks: skus.stocks })
        .from(skus)
        .innerJoin(products, eq(products.prodId, skus.prodId))
        .where(eq(products.status, 1))
    )
      .filter((s) => s.stocks >= 5 && s.shopId > 1)
      .map(({ prodId, skuId, shopId }) => ({ prodId, skuId, shopId }));
    gateway = await startAlipayGateway(keys);
    // As an operator configures it: PEM text in the variables.
    alipay = alipayFromEnv({
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY: pem(keys.app.privateKey),
      ALIPAY_PUBLIC_KEY: pem(keys.alipay.publicKey),
      ALIPAY_GATEWAY: gateway.url,
    })!;
    app = await testServer({
      db: db(),
      now: () => clock.now,
      paymentProviders: [alipay],
      paymentSandbox: true,
    });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await gateway?.close();
  });

  it('is configured by ALIPAY_APP_ID and then needs both keys', () => {
    expect(alipayFromEnv({})).toBeNull();
    expect(() =>
      alipayFromEnv({ ALIPAY_APP_ID: APP_ID, ALIPAY_PUBLIC_KEY: pem(keys.alipay.publicKey) }),
    ).toThrow(/ALIPAY_PRIVATE_KEY/);
  });

  it('sends pay type 2 to a signed Alipay page-pay URL (the real provider wins over the sandbox), phone to wap pay', async () => {
    const me = await shopper();
    const o = await order(me.token);
    const start = await payAlipay(me.token, o.orderNumber);
    expect(start.payUrl.startsWith(`${gateway.url}?`)).toBe(true);
    const params = Object.fromEntries(new URL(start.payUrl).searchParams);
    expect(params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
    });
    expect(params.notify_url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/notify\/alipay$/);
    expect(params.return_url).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/api/pay/return/alipay\\?paymentNo=${start.payNo}$`),
    );
    const payment = await paymentOf(start.payNo);
    expect(payment.provider).toBe('alipay');
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: start.payNo,
      total_amount: formatMoney(o.row.actualTotal, { currency: false }),
      subject: o.orderNumber,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: chinaTime(payment.expiresAt),
    });
    // Signed with our app's key, as the gateway checks it.
    expect(
      createVerify('RSA-SHA256')
        .update(signContent(params, false), 'utf8')
        .verify(keys.app.publicKey, params.sign!, 'base64'),
    ).toBe(true);
    // WeChat still goes to the sandbox (no real WeChat Pay configured here).
    const w = await order(me.token);
    const wx = await ok<{ payUrl: string }>(
      call('/p/order/pay', { orderNumbers: w.orderNumber, payType: 3, systemType: 1 }, me.token),
    );
    expect(wx.payUrl).toContain('/api/sandbox/wxpay/');
    // A phone: wap pay, with a quit URL.
    const p = await order(me.token);
    const phone = Object.fromEntries(
      new URL((await payAlipay(me.token, p.orderNumber, 2)).payUrl).searchParams,
    );
    expect(phone.method).toBe('alipay.trade.wap.pay');
    expect(JSON.parse(phone.biz_content!)).toMatchObject({ product_code: 'QUICK_WAP_WAY' });
    // Alipay's own payment is not payable at the sandbox's cashier.
    expect((await app.inject({ url: `/api/sandbox/cashier/${start.payNo}` })).statusCode).toBe(400);
  });

  it('a genuine notification pays once; its replay answers success and changes nothing', async () => {
    const me = await shopper();
    const o = await order(me.token);
    const start = await payAlipay(me.token, o.orderNumber);
    const body = genuine(start.payNo, o.row.actualTotal);
    const first = await postNotification(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.body).toBe('success');
    expect((await orderOf(o.orderNumber)).status).toBe(2);
    const paid = await paymentOf(start.payNo);
    expect(paid).toMatchObject({ status: 1, refundDue: 0 });
    const again = await Promise.all([postNotification(body), postNotification(body)]);
    expect(again.map((r) => [r.statusCode, r.body])).toEqual([
      [200, 'success'],
      [200, 'success'],
    ]);
    expect(await paymentOf(start.payNo)).toEqual(paid);
    // TRADE_FINISHED later (the trade can no longer be refunded): still once.
    expect(
      (await postNotification(genuine(start.payNo, o.row.actualTotal, { trade_status: 'TRADE_FINISHED' })))
        .statusCode,
    ).toBe(200);
    expect(await paymentOf(start.payNo)).toEqual(paid);
  });

  it('refuses a bad signature, another app, RSA (SHA-1), an unpaid status and a different amount: nothing changes', async () => {
    const me = await shopper();
    const o = await order(me.token);
    const start = await payAlipay(me.token, o.orderNumber);
    const total = formatMoney(o.row.actualTotal, { currency: false });
    const forged = [
      // Signed by someone else's key.
      alipayNotification({ appId: APP_ID, paymentNo: start.payNo, totalAmount: total }, keys.app.privateKey)
        .body,
      // Genuine but tampered after signing.
      genuine(start.payNo, o.row.actualTotal).replace('total_amount=', 'total_amount=1'),
      // Genuinely Alipay's, for another app.
      alipayNotification(
        { appId: '2021999999999999', paymentNo: start.payNo, totalAmount: total },
        keys.alipay.privateKey,
      ).body,
      // Claims RSA.
      genuine(start.payNo, o.row.actualTotal).replace('sign_type=RSA2', 'sign_type=RSA'),
      // Not paid.
      genuine(start.payNo, o.row.actualTotal, { trade_status: 'WAIT_BUYER_PAY' }),
      genuine(start.payNo, o.row.actualTotal, { trade_status: 'TRADE_CLOSED' }),
      // Not an amount.
      genuine(start.payNo, o.row.actualTotal, { total_amount: '1e3' }),
      '',
    ];
    for (const body of forged)
      await expectRefused(app, postNotification(body), messages.paymentNotifyInvalid);
    // Genuine, but for a different amount than the payment's.
    await expectRefused(
      app,
      postNotification(genuine(start.payNo, o.row.actualTotal + 1)),
      messages.paymentNotifyInvalid,
    );
    expect(await paymentOf(start.payNo)).toMatchObject({ status: 0, tradeNo: null });
    expect((await orderOf(o.orderNumber)).status).toBe(1);
  });

  it("a payment answers only its own provider's notifications", async () => {
    const me = await shopper();
    const o = await order(me.token);
    const start = await payAlipay(me.token, o.orderNumber);
    // The sandbox (on here) signs a notification for Alipay's payment: refused.
    const { body, headers } = sandbox.notification(start.payNo, o.row.actualTotal, new Date(clock.now));
    await expectRefused(
      app,
      app.inject({ method: 'POST', url: '/api/notify/sandbox', payload: body, headers }),
      messages.paymentNotFound,
    );
    // A genuine Alipay notification for the sandbox's (WeChat) payment: refused.
    const w = await order(me.token);
    const wx = await ok<{ payNo: string }>(
      call('/p/order/pay', { orderNumbers: w.orderNumber, payType: 3, systemType: 1 }, me.token),
    );
    await expectRefused(
      app,
      postNotification(genuine(wx.payNo, w.row.actualTotal)),
      messages.paymentNotFound,
    );
    expect((await paymentOf(start.payNo)).status).toBe(0);
    expect((await paymentOf(wx.payNo)).status).toBe(0);
  });

  it('late or duplicate money becomes refund due and the job gives it back through Alipay once: two runs at once, a failure retried', async () => {
    const me = await shopper(10_000_000);
    const registry = providerRegistry([alipay, sandbox]);
    // Paid by balance while the Alipay page was open: the Alipay money is a duplicate.
    const d = await order(me.token);
    const dStart = await payAlipay(me.token, d.orderNumber);
    await ok(call('/p/order/pay', { orderNumbers: d.orderNumber, payType: 9 }, me.token));
    expect((await postNotification(genuine(dStart.payNo, d.row.actualTotal))).statusCode).toBe(200);
    expect(await paymentOf(dStart.payNo)).toMatchObject({
      status: 1,
      refundDue: d.row.actualTotal,
      refunded: 0,
    });
    // Late: past the order's deadline, never revived.
    const e = await order(me.token);
    const eStart = await payAlipay(me.token, e.orderNumber);
    clock.now += 31 * 60_000;
    expect((await postNotification(genuine(eStart.payNo, e.row.actualTotal))).statusCode).toBe(200);
    expect(await orderOf(e.orderNumber)).toMatchObject({ status: 1, payTime: null });
    expect(await paymentOf(eStart.payNo)).toMatchObject({ status: 1, refundDue: e.row.actualTotal });

    // An instance without Alipay leaves them due (not its provider's to refund).
    const callsBefore = gateway.calls.length;
    expect(await refundDuePayments(db(), providerRegistry([sandbox]), new Date(clock.now))).toBe(0);
    expect(gateway.calls.length).toBe(callsBefore);
    expect(await paymentOf(eStart.payNo)).toMatchObject({ refunded: 0, refundClaimedAt: null });

    // Alipay is failing: nothing refunded, the claims released for the next run.
    gateway.mode = 'fail';
    expect(await refundDuePayments(db(), registry, new Date(clock.now))).toBe(0);
    expect(gateway.calls.length).toBeGreaterThan(callsBefore);
    for (const no of [dStart.payNo, eStart.payNo])
      expect(await paymentOf(no)).toMatchObject({ refunded: 0, refundClaimedAt: null });

    // Back up; two runs at once: each payment refunded once, with its stable number.
    gateway.mode = 'ok';
    const at = new Date(clock.now + 60_000);
    const [a, b] = await Promise.all([
      refundDuePayments(db(), registry, at),
      refundDuePayments(db(), registry, at),
    ]);
    expect(a + b).toBe(2);
    for (const [no, cents] of [
      [dStart.payNo, d.row.actualTotal],
      [eStart.payNo, e.row.actualTotal],
    ] as const) {
      expect(await paymentOf(no)).toMatchObject({ refunded: cents, refundClaimedAt: null });
      expect(gateway.refunds.get(refundDueNo(no))).toEqual({
        outTradeNo: no,
        amount: formatMoney(cents, { currency: false }),
      });
      const refundCalls = gateway.calls.filter(
        (c) => c.method === 'alipay.trade.refund' && c.bizContent.out_request_no === refundDueNo(no),
      );
      // One failed try, then exactly one more: the second run at once did not call.
      expect(refundCalls).toHaveLength(2);
      expect(refundCalls[1]).toMatchObject({
        signatureValid: true,
        params: { app_id: APP_ID, sign_type: 'RSA2', charset: 'utf-8', version: '1.0' },
        bizContent: {
          out_trade_no: no,
          refund_amount: formatMoney(cents, { currency: false }),
          out_request_no: refundDueNo(no),
        },
      });
      expect(refundCalls[1]!.bizContent.trade_no).toBe((await paymentOf(no)).tradeNo);
    }
    // Nothing more to do.
    const calls = gateway.calls.length;
    expect(await refundDuePayments(db(), registry, new Date(clock.now + 120_000))).toBe(0);
    expect(gateway.calls.length).toBe(calls);
  });

  it("verifies the gateway's signed answer: a forged one or an HTTP error is no refund; a repeat is the same refund", async () => {
    const refund = { paymentNo: '20260101000000000001', tradeNo: null, refundNo: 'RX1', amount: 1234 };
    gateway.mode = 'badSign';
    expect(await alipay.refund(refund)).toBe(false);
    gateway.mode = 'http500';
    expect(await alipay.refund(refund)).toBe(false);
    gateway.mode = 'ok';
    expect(await alipay.refund(refund)).toBe(true);
    expect(await alipay.refund(refund)).toBe(true);
    expect(gateway.refunds.get('RX1')).toEqual({ outTradeNo: refund.paymentNo, amount: '12.34' });
    expect([...gateway.refunds.keys()].filter((k) => k === 'RX1')).toHaveLength(1);
  });

  it('an after-sales refund of an Alipay-paid order goes to Alipay with the refund number', async () => {
    const me = await shopper();
    const o = await order(me.token);
    const start = await payAlipay(me.token, o.orderNumber);
    expect((await postNotification(genuine(start.payNo, o.row.actualTotal))).statusCode).toBe(200);
    // Alipay, recording what it is asked (the whole payment's amount too, which WeChat Pay needs).
    const asked: Parameters<AlipayProvider['refund']>[0][] = [];
    const recording: AlipayProvider = Object.assign(Object.create(alipay) as AlipayProvider, {
      refund: (r: Parameters<AlipayProvider['refund']>[0]) => {
        asked.push(r);
        return alipay.refund(r);
      },
    });
    const refunds = paymentModuleRefunds(db(), providerRegistry([recording, sandbox]));
    expect(await refunds.methodOf(db(), o.row)).toBe('provider');
    expect(
      await refunds.providerRefund!({
        refundSn: 'SN-after-sales-1',
        orderNumber: o.orderNumber,
        amount: 100,
      }),
    ).toBe(true);
    expect(gateway.refunds.get('SN-after-sales-1')).toEqual({ outTradeNo: start.payNo, amount: '1.00' });
    expect(asked).toEqual([
      {
        paymentNo: start.payNo,
        tradeNo: (await paymentOf(start.payNo)).tradeNo,
        refundNo: 'SN-after-sales-1',
        amount: 100,
        paymentAmount: o.row.actualTotal,
      },
    ]);
    // Without Alipay configured (only the sandbox): not refunded anywhere, it stays owed.
    const sandboxOnly = paymentModuleRefunds(db(), providerRegistry([sandbox]));
    expect(
      await sandboxOnly.providerRefund!({
        refundSn: 'SN-after-sales-2',
        orderNumber: o.orderNumber,
        amount: 100,
      }),
    ).toBe(false);
    expect(gateway.refunds.has('SN-after-sales-2')).toBe(false);
  });

  it("the shopper's return redirects to the pay call's return URL; another provider's or an unknown payment is refused", async () => {
    const me = await shopper();
    const o = await order(me.token);
    const start = await payAlipay(me.token, o.orderNumber);
    const back = await app.inject({
      url: `/api/pay/return/alipay?paymentNo=${start.payNo}&out_trade_no=${start.payNo}`,
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/user-center/uc-order');
    await expectRefused(
      app,
      { url: '/api/pay/return/alipay?paymentNo=99999999999999999999' },
      messages.paymentNotFound,
    );
    const w = await order(me.token);
    const wx = await ok<{ payNo: string }>(
      call('/p/order/pay', { orderNumbers: w.orderNumber, payType: 3, systemType: 1 }, me.token),
    );
    await expectRefused(
      app,
      { url: `/api/pay/return/alipay?paymentNo=${wx.payNo}` },
      messages.paymentNotFound,
    );
  });
});
