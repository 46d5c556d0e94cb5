// PayPal Orders v2 against the local stub (test/stubs/paypal.ts), through the real SDK: the configuration
// check, the order's request (amount from cents exactly, custom_id, return and cancel URLs), the capture on
// the buyer's return (twice is the same capture; unapproved is nothing), webhooks (genuine, replayed,
// forged, changed, another event, an amount that does not match) and refunds (idempotent per refund number).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPaypalStub, type PaypalStub } from '../../test/stubs/paypal.ts';
import {
  centsOfPaypalValue,
  PaypalError,
  paypalEnvProblems,
  paypalFromEnv,
  type PaypalProvider,
  paypalValue,
} from './paypal.ts';
import type { PaymentRequest } from './provider.ts';

let stub: PaypalStub;
let provider: PaypalProvider;
let serial = 0;

beforeAll(async () => {
  stub = await startPaypalStub();
  provider = paypalFromEnv(stub.env) as PaypalProvider;
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.captureStatus = 'COMPLETED';
  stub.refundStatus = 'COMPLETED';
});

function paymentNo(): string {
  serial += 1;
  return `2026112510${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial).padStart(4, '0')}`;
}

function request(no: string, amount: number, locale: 'zh' | 'en' = 'en'): PaymentRequest {
  return {
    paymentNo: no,
    payType: 10,
    amount,
    orderNumbers: ['A1'],
    expiresAt: new Date(Date.now() + 30 * 60_000),
    baseUrl: 'https://mall.example.com/api',
    notifyUrl: 'https://mall.example.com/api/notify/paypal',
    returnUrl: '/orders?tab=paid',
    subject: 'Order A1',
    locale,
  };
}

/** An order created, approved by the buyer and captured on return: its payment number and order id. */
async function paid(amount = 12_345): Promise<{ no: string; orderId: string; tradeNo: string }> {
  const no = paymentNo();
  const orderId = stub.orderIdOf((await provider.createPayment(request(no, amount))).payUrl);
  stub.approve(orderId);
  const captured = await provider.completeReturn({ token: orderId, PayerID: 'BUYER1', paymentNo: no });
  return { no, orderId, tradeNo: captured!.tradeNo };
}

describe('configuration', () => {
  it('is off without PAYPAL_CLIENT_ID, and names every missing variable when partly set', () => {
    expect(paypalFromEnv({})).toBeNull();
    expect(paypalEnvProblems({})).toEqual([]);
    expect(() => paypalFromEnv({ PAYPAL_CLIENT_ID: 'x' })).toThrow(/PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID/);
  });

  it('refuses a bad environment, a currency without cents, and http in production', () => {
    expect(paypalEnvProblems({ ...stub.env, PAYPAL_ENV: 'test' })).toEqual([
      'PAYPAL_ENV must be live or sandbox',
    ]);
    expect(paypalEnvProblems({ ...stub.env, PAYPAL_CURRENCY: 'JPY' })).toHaveLength(1);
    expect(paypalEnvProblems({ ...stub.env, PAYPAL_CURRENCY: 'usd' })).toHaveLength(1);
    expect(paypalEnvProblems({ ...stub.env, NODE_ENV: 'production' })).toEqual([
      'PAYPAL_BASE_URL must be https in production',
    ]);
    expect(paypalEnvProblems(stub.env)).toEqual([]);
  });

  it('converts cents to PayPal amounts and back exactly', () => {
    expect(paypalValue(12_345)).toBe('123.45');
    expect(paypalValue(7)).toBe('0.07');
    expect(paypalValue(100)).toBe('1.00');
    expect(centsOfPaypalValue('123.45')).toBe(12_345);
    expect(centsOfPaypalValue('0.1')).toBe(10);
    expect(centsOfPaypalValue('10')).toBe(1_000);
    for (const bad of ['1.005', '-1.00', '1e3', '', ' 1.00', 1]) expect(centsOfPaypalValue(bad)).toBeNull();
  });
});

describe('order', () => {
  it('creates an order for the exact amount in CNY with our numbers, return and cancel URLs', async () => {
    const no = paymentNo();
    const start = await provider.createPayment(request(no, 12_345, 'zh'));
    const orderId = stub.orderIdOf(start.payUrl);
    expect(start.payUrl).toBe(`${stub.baseUrl}/checkoutnow?token=${orderId}`);
    const sent = stub.orders.get(orderId)!.request;
    expect(sent.intent).toBe('CAPTURE');
    expect(sent.purchase_units).toEqual([
      {
        reference_id: no,
        custom_id: no,
        invoice_id: no,
        description: 'Order A1',
        amount: { currency_code: 'CNY', value: '123.45' },
      },
    ]);
    expect(sent.payment_source).toMatchObject({
      paypal: {
        experience_context: {
          return_url: `https://mall.example.com/api/pay/return/paypal?paymentNo=${no}`,
          cancel_url: 'https://mall.example.com/orders?tab=paid',
          locale: 'zh-CN',
          user_action: 'PAY_NOW',
        },
      },
    });
  });

  it('captures the approved order on return, and a second return gives the same capture', async () => {
    const no = paymentNo();
    const orderId = stub.orderIdOf((await provider.createPayment(request(no, 9_990))).payUrl);
    stub.approve(orderId);
    const first = await provider.completeReturn({ token: orderId, PayerID: 'BUYER1' });
    expect(first).toEqual({ paymentNo: no, tradeNo: stub.orders.get(orderId)!.capture!.id, amount: 9_990 });
    const second = await provider.completeReturn({ token: orderId, PayerID: 'BUYER1' });
    expect(second).toEqual(first);
    const captures = stub.calls.filter((c) => c.path === `/v2/checkout/orders/${orderId}/capture`);
    expect(new Set(captures.map((c) => c.requestId))).toEqual(new Set([`capture-${orderId}`]));
  });

  it('reads an order captured before PayPal forgot the request id (ORDER_ALREADY_CAPTURED)', async () => {
    const { no, orderId, tradeNo } = await paid(500);
    stub.forgetRequestIds();
    expect(await provider.completeReturn({ token: orderId })).toEqual({
      paymentNo: no,
      tradeNo,
      amount: 500,
    });
    expect(stub.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v2/checkout/orders/${orderId}` });
  });

  it('answers nothing for an unapproved or unknown order, a malformed token, or a pending capture', async () => {
    const no = paymentNo();
    const orderId = stub.orderIdOf((await provider.createPayment(request(no, 100))).payUrl);
    expect(await provider.completeReturn({ token: orderId })).toBeNull();
    expect(await provider.completeReturn({ token: 'NOSUCHORDER000000' })).toBeNull();
    expect(await provider.completeReturn({ token: '../v1/oauth2/token' })).toBeNull();
    expect(await provider.completeReturn({})).toBeNull();
    stub.captureStatus = 'PENDING';
    stub.approve(orderId);
    expect(await provider.completeReturn({ token: orderId })).toBeNull();
  });

  it('shares one OAuth token between the SDK calls and the webhook check', async () => {
    const before = stub.tokensIssued;
    const { orderId } = await paid();
    const { body, headers } = stub.webhook(orderId);
    expect(await provider.verifyNotification(body, headers)).not.toBeNull();
    expect(stub.tokensIssued).toBe(before);
  });
});

describe('webhook', () => {
  it('verifies a genuine PAYMENT.CAPTURE.COMPLETED with PayPal: paymentNo, capture id, cents', async () => {
    const { no, orderId, tradeNo } = await paid(12_345);
    const { body, headers } = stub.webhook(orderId);
    expect(await provider.verifyNotification(body, headers)).toEqual({
      paymentNo: no,
      tradeNo,
      amount: 12_345,
    });
  });

  it('gives the same result for the same webhook twice (the route layer pays once)', async () => {
    const { orderId } = await paid();
    const { body, headers } = stub.webhook(orderId);
    const first = await provider.verifyNotification(body, headers);
    expect(first).not.toBeNull();
    expect(await provider.verifyNotification(body, headers)).toEqual(first);
  });

  it('refuses a forged webhook, a changed body, a missing header and another webhook id', async () => {
    const { orderId } = await paid();
    const genuine = stub.webhook(orderId);
    const forged = { ...genuine.headers, 'paypal-transmission-id': '2f6c1a10-0000-4000-8000-000000000000' };
    expect(await provider.verifyNotification(genuine.body, forged)).toBeNull();
    const changed = genuine.body.replace(/"value":"[\d.]+"/, '"value":"0.01"');
    expect(changed).not.toBe(genuine.body);
    expect(await provider.verifyNotification(changed, genuine.headers)).toBeNull();
    const { 'paypal-transmission-sig': _dropped, ...unsigned } = genuine.headers;
    expect(await provider.verifyNotification(genuine.body, unsigned)).toBeNull();
    const elsewhere = paypalFromEnv({ ...stub.env, PAYPAL_WEBHOOK_ID: 'OTHERWEBHOOK00000' })!;
    expect(await elsewhere.verifyNotification(genuine.body, genuine.headers)).toBeNull();
  });

  it('returns the amount PayPal says was captured, so a mismatch is visible to the route', async () => {
    const { orderId } = await paid(12_345);
    const { body, headers } = stub.webhook(orderId, { value: '1.00' });
    expect((await provider.verifyNotification(body, headers))?.amount).toBe(100);
  });

  it('ignores other events and other currencies', async () => {
    const { orderId } = await paid();
    for (const options of [
      { eventType: 'CHECKOUT.ORDER.APPROVED' },
      { currency: 'USD' },
      { customId: 'abc' },
    ]) {
      const { body, headers } = stub.webhook(orderId, options);
      expect(await provider.verifyNotification(body, headers)).toBeNull();
    }
  });
});

describe('refund', () => {
  it('refunds the capture with PayPal-Request-Id = refundNo, once however often it is retried', async () => {
    const { no, tradeNo } = await paid(5_000);
    const refund = { paymentNo: no, tradeNo, refundNo: `R${no}`, amount: 1_234 };
    expect(await provider.refund(refund)).toBe(true);
    expect(await provider.refund(refund)).toBe(true);
    const made = [...stub.refunds.values()].filter((r) => r.captureId === tradeNo);
    expect(made).toEqual([expect.objectContaining({ value: '12.34', currency: 'CNY', status: 'COMPLETED' })]);
    const calls = stub.calls.filter((c) => c.path === `/v2/payments/captures/${tradeNo}/refund`);
    expect(calls.map((c) => c.requestId)).toEqual([`R${no}`, `R${no}`]);
  });

  it('counts PENDING as confirmed, FAILED not, and fails loudly on a refusal or no capture id', async () => {
    for (const [status, confirmed] of [
      ['PENDING', true],
      ['FAILED', false],
    ] as const) {
      const { no, tradeNo } = await paid(100);
      stub.refundStatus = status;
      expect(await provider.refund({ paymentNo: no, tradeNo, refundNo: `R${no}`, amount: 100 })).toBe(
        confirmed,
      );
    }
    const { no, tradeNo } = await paid(100);
    await expect(
      provider.refund({ paymentNo: no, tradeNo, refundNo: `R${no}`, amount: 101 }),
    ).rejects.toThrow(PaypalError);
    await expect(
      provider.refund({ paymentNo: no, tradeNo: null, refundNo: `X${no}`, amount: 1 }),
    ).rejects.toThrow(PaypalError);
  });
});
