// WeChat Pay API v3 against the local stub (test/stubs/wechatpay.ts): the configuration check, the native
// order's request (signed by us) and answer (signed by the platform, else refused), every way a
// notification can be forged or stale, a replay, an amount that does not match, and refunds (shape,
// idempotent per refund number, which statuses count as confirmed).
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWechatpayStub, type WechatpayStub } from '../../test/stubs/wechatpay.ts';
import type { PaymentRequest } from './provider.ts';
import {
  beijingTime,
  WechatPayError,
  wechatPayEnvProblems,
  wechatPayFromEnv,
  type WechatPayProvider,
} from './wechat.ts';

let stub: WechatpayStub;
let provider: WechatPayProvider;
let serial = 0;

beforeAll(async () => {
  stub = await startWechatpayStub();
  provider = wechatPayFromEnv(stub.env) as WechatPayProvider;
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.refundStatus = 'SUCCESS';
});

function paymentNo(): string {
  serial += 1;
  return `2026112500${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial).padStart(4, '0')}`;
}

function request(no: string, amount = 12_345): PaymentRequest {
  return {
    paymentNo: no,
    payType: 3,
    amount,
    orderNumbers: ['A1'],
    expiresAt: new Date('2026-11-25T12:30:00.000Z'),
    baseUrl: 'https://mall.example.com/api',
    notifyUrl: 'https://mall.example.com/api/notify/wechat',
    returnUrl: '/orders',
    subject: '订单 A1 等 2 笔',
    locale: 'zh',
  };
}

/** A native order created through the provider, ready for the stub's buyer to pay. */
async function created(amount = 12_345): Promise<string> {
  const no = paymentNo();
  await provider.createPayment(request(no, amount));
  return no;
}

describe('configuration', () => {
  it('is off without WECHATPAY_MCHID, and names every missing variable when partly set', () => {
    expect(wechatPayFromEnv({})).toBeNull();
    expect(wechatPayEnvProblems({})).toEqual([]);
    const partial = { WECHATPAY_MCHID: '1900000109', WECHATPAY_APPID: 'wx1' };
    expect(() => wechatPayFromEnv(partial)).toThrow(
      /WECHATPAY_SERIAL.*WECHATPAY_PRIVATE_KEY.*WECHATPAY_APIV3_KEY/,
    );
    expect(wechatPayEnvProblems(partial)[0]).toContain('WECHATPAY_PLATFORM_SERIAL');
  });

  it('refuses an APIv3 key that is not 32 bytes, unreadable keys, equal serials and http in production', () => {
    expect(wechatPayEnvProblems({ ...stub.env, WECHATPAY_APIV3_KEY: 'short' })).toEqual([
      'WECHATPAY_APIV3_KEY must be 32 bytes',
    ]);
    expect(wechatPayEnvProblems({ ...stub.env, WECHATPAY_PRIVATE_KEY: '/nonexistent/key.pem' })).toEqual([
      'WECHATPAY_PRIVATE_KEY is neither PEM text nor a readable file',
    ]);
    expect(
      wechatPayEnvProblems({
        ...stub.env,
        WECHATPAY_PLATFORM_CERT: '-----BEGIN PUBLIC KEY-----\nxx\n-----END',
      }),
    ).toEqual(['WECHATPAY_PLATFORM_CERT is neither a certificate nor a public key']);
    expect(
      wechatPayEnvProblems({ ...stub.env, WECHATPAY_PLATFORM_SERIAL: stub.env.WECHATPAY_SERIAL }),
    ).toHaveLength(1);
    expect(wechatPayEnvProblems({ ...stub.env, NODE_ENV: 'production' })).toEqual([
      'WECHATPAY_BASE_URL must be https in production',
    ]);
    expect(wechatPayEnvProblems(stub.env)).toEqual([]);
  });

  it('takes a platform certificate instead of a public key, and keys from PEM files', async () => {
    const certified = await startWechatpayStub({ certificate: true });
    const dir = mkdtempSync(join(tmpdir(), 'wechatpay-'));
    try {
      expect(certified.env.WECHATPAY_PLATFORM_CERT).toContain('-----BEGIN CERTIFICATE-----');
      writeFileSync(join(dir, 'platform.pem'), certified.env.WECHATPAY_PLATFORM_CERT!);
      writeFileSync(join(dir, 'apiclient_key.pem'), certified.env.WECHATPAY_PRIVATE_KEY!);
      const fromFiles = wechatPayFromEnv({
        ...certified.env,
        WECHATPAY_PLATFORM_CERT: join(dir, 'platform.pem'),
        WECHATPAY_PRIVATE_KEY: join(dir, 'apiclient_key.pem'),
      })!;
      const no = paymentNo();
      await fromFiles.createPayment(request(no));
      const { body, headers } = certified.pay(no);
      expect(await fromFiles.verifyNotification(body, headers)).toMatchObject({
        paymentNo: no,
        amount: 12_345,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await certified.close();
    }
  });
});

describe('native order', () => {
  it('sends the documented request, signed with our key, and answers code_url with its QR code', async () => {
    const no = paymentNo();
    const start = await provider.createPayment(request(no));
    expect(start.payUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(start.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(start.qrCode!.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const sent = stub.requests.find(
      (r) =>
        r.path === '/v3/pay/transactions/native' && (r.body as { out_trade_no: string }).out_trade_no === no,
    );
    expect(sent?.body).toEqual({
      appid: stub.appid,
      mchid: stub.mchid,
      description: '订单 A1 等 2 笔',
      out_trade_no: no,
      time_expire: '2026-11-25T20:30:00+08:00',
      notify_url: 'https://mall.example.com/api/notify/wechat',
      amount: { total: 12_345, currency: 'CNY' },
    });
    expect(stub.unauthorized).toBe(0);
  });

  it('writes the deadline in Beijing time', () => {
    expect(beijingTime(new Date('2026-12-31T16:00:00.999Z'))).toBe('2027-01-01T00:00:00+08:00');
  });

  it('fails when our request signature is not the merchant key WeChat Pay knows', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const impostor = wechatPayFromEnv({
      ...stub.env,
      WECHATPAY_PRIVATE_KEY: other.export({ type: 'pkcs8', format: 'pem' }).toString(),
    })!;
    const before = stub.unauthorized;
    const failure = await impostor.createPayment(request(paymentNo())).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WechatPayError);
    expect((failure as WechatPayError).status).toBe(401);
    expect(stub.unauthorized).toBe(before + 1);
  });

  it('refuses an answer not signed by the pinned platform key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const fooled = wechatPayFromEnv({
      ...stub.env,
      WECHATPAY_PLATFORM_CERT: other.export({ type: 'spki', format: 'pem' }).toString(),
    })!;
    await expect(fooled.createPayment(request(paymentNo()))).rejects.toThrow(
      /EV3_RES_HEADER_SIGNATURE_DIGEST/,
    );
  });
});

describe('notification', () => {
  it('verifies a genuine one: paymentNo, WeChat transaction id and the paid total in cents', async () => {
    const no = await created(12_345);
    const { body, headers } = stub.pay(no);
    const verified = await provider.verifyNotification(body, headers);
    expect(verified).toEqual({
      paymentNo: no,
      tradeNo: stub.transactions.get(no)!.transaction_id,
      amount: 12_345,
    });
  });

  it('gives the same result for the same notification twice (the route layer pays once)', async () => {
    const no = await created();
    const { body, headers } = stub.pay(no);
    const first = await provider.verifyNotification(body, headers);
    const second = await provider.verifyNotification(body, headers);
    expect(first).not.toBeNull();
    expect(second).toEqual(first);
  });

  it('returns the amount WeChat Pay says was paid, so a mismatch is visible to the route', async () => {
    const no = await created(12_345);
    const { body, headers } = stub.pay(no, { total: 1 });
    expect((await provider.verifyNotification(body, headers))?.amount).toBe(1);
  });

  it('refuses a signature by another key, and a body changed after signing', async () => {
    const no = await created();
    const forged = stub.pay(no, { signWith: stub.strangerKey });
    expect(await provider.verifyNotification(forged.body, forged.headers)).toBeNull();
    const genuine = stub.pay(no);
    const changed = genuine.body.replace('"summary":"支付成功"', '"summary":"x"');
    expect(changed).not.toBe(genuine.body);
    expect(await provider.verifyNotification(changed, genuine.headers)).toBeNull();
    const { 'wechatpay-signature': _dropped, ...unsigned } = genuine.headers;
    expect(await provider.verifyNotification(genuine.body, unsigned)).toBeNull();
  });

  it('refuses a serial other than the pinned platform one, even when the signature is good', async () => {
    const no = await created();
    const { body, headers } = stub.pay(no, { serial: 'PUB_KEY_ID_SOMEONE_ELSE' });
    expect(await provider.verifyNotification(body, headers)).toBeNull();
  });

  it('refuses a timestamp more than 5 minutes away, either way', async () => {
    const no = await created();
    const now = Math.floor(Date.now() / 1000);
    // Off the 300 s limit by a margin: signing and verifying take a while on a loaded machine, and a
    // timestamp 301 s ahead was 300 s ahead by the time it was checked (a failure seen in CI).
    for (const timestamp of [now - 330, now + 330]) {
      const { body, headers } = stub.pay(no, { timestamp });
      expect(await provider.verifyNotification(body, headers)).toBeNull();
    }
    const { body, headers } = stub.pay(no, { timestamp: now - 270 });
    expect(await provider.verifyNotification(body, headers)).not.toBeNull();
  });

  it('refuses a tampered ciphertext, nonce or associated data even when the headers are re-signed', async () => {
    const no = await created();
    const { body } = stub.pay(no);
    const event = JSON.parse(body) as {
      resource: { ciphertext: string; nonce: string; associated_data: string };
    };
    const bytes = Buffer.from(event.resource.ciphertext, 'base64');
    bytes[3] = (bytes[3] ?? 0) ^ 1;
    const variants = [
      { ...event.resource, ciphertext: bytes.toString('base64') },
      { ...event.resource, nonce: 'aaaaaaaaaaaa' },
      { ...event.resource, associated_data: 'refund' },
    ];
    for (const resource of variants) {
      const tampered = JSON.stringify({ ...event, resource });
      expect(await provider.verifyNotification(tampered, stub.notificationHeaders(tampered))).toBeNull();
    }
    const wrongKey = stub.pay(no, { apiV3Key: 'b'.repeat(32) });
    expect(await provider.verifyNotification(wrongKey.body, wrongKey.headers)).toBeNull();
  });

  it('refuses another merchant, another app, an unpaid state and other event types', async () => {
    const no = await created();
    for (const options of [
      { mchid: '1900000999' },
      { appid: 'wx_other_app' },
      { tradeState: 'NOTPAY' },
      { eventType: 'REFUND.SUCCESS' },
      { currency: 'USD' },
    ]) {
      const { body, headers } = stub.pay(no, options);
      expect(await provider.verifyNotification(body, headers)).toBeNull();
    }
    expect(await provider.verifyNotification('not json', stub.notificationHeaders('not json'))).toBeNull();
  });
});

describe('refund', () => {
  it('sends out_trade_no, out_refund_no and the amount with the total WeChat Pay has', async () => {
    const no = await created(5_000);
    stub.pay(no);
    expect(await provider.refund({ paymentNo: no, tradeNo: null, refundNo: `R${no}`, amount: 1_200 })).toBe(
      true,
    );
    const sent = stub.requests.filter((r) => r.path === '/v3/refund/domestic/refunds');
    expect(sent.at(-1)?.body).toEqual({
      out_trade_no: no,
      out_refund_no: `R${no}`,
      amount: { refund: 1_200, total: 5_000, currency: 'CNY' },
    });
  });

  it('is idempotent per refund number: a retry reads the refund instead of creating another', async () => {
    const no = await created(5_000);
    stub.pay(no);
    const refund = { paymentNo: no, tradeNo: null, refundNo: `R${no}`, amount: 5_000 };
    expect(await provider.refund(refund)).toBe(true);
    const posts = () =>
      stub.requests.filter((r) => r.method === 'POST' && r.path === '/v3/refund/domestic/refunds').length;
    const before = posts();
    expect(await provider.refund(refund)).toBe(true);
    expect(posts()).toBe(before);
    expect([...stub.refunds.values()].filter((r) => r.out_trade_no === no)).toHaveLength(1);
  });

  it('counts PROCESSING as confirmed, CLOSED and ABNORMAL not', async () => {
    for (const [status, confirmed] of [
      ['PROCESSING', true],
      ['CLOSED', false],
      ['ABNORMAL', false],
    ] as const) {
      const no = await created(100);
      stub.pay(no);
      stub.refundStatus = status;
      expect(await provider.refund({ paymentNo: no, tradeNo: null, refundNo: `R${no}`, amount: 100 })).toBe(
        confirmed,
      );
    }
  });

  it('fails loudly when WeChat Pay refuses (more than was paid)', async () => {
    const no = await created(100);
    stub.pay(no);
    await expect(
      provider.refund({ paymentNo: no, tradeNo: null, refundNo: `R${no}`, amount: 101 }),
    ).rejects.toBeInstanceOf(WechatPayError);
  });
});
