// A local stand-in for WeChat Pay API v3 on 127.0.0.1 (a free port), for tests only. It holds its own test
// keys made at start (our merchant key pair and its platform key pair, node:crypto), checks every request's
// Authorization (WECHATPAY2-SHA256-RSA2048 with the merchant key, its timestamp and the signed URL and body),
// answers signed with the platform key like the real one, and makes payment notifications as WeChat Pay
// documents them: the transaction encrypted with AEAD_AES_256_GCM under the APIv3 key, the headers signed.
// The platform key is given as a WeChat Pay public key, or (option) as a platform certificate.
//   POST /v3/pay/transactions/native              -> { code_url }
//   GET  /v3/pay/transactions/out-trade-no/{no}   -> the transaction (amount.total, trade_state)
//   POST /v3/refund/domestic/refunds              -> the refund (one per out_refund_no)
//   GET  /v3/refund/domestic/refunds/{no}         -> the refund, or 404 RESOURCE_NOT_EXISTS
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';

export interface StubTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id: string;
  description: string;
  notify_url: string;
  time_expire: string;
  total: number;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'REFUND';
}

export interface StubRefund {
  out_refund_no: string;
  out_trade_no: string;
  refund_id: string;
  refund: number;
  total: number;
  status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED';
}

/** What a notification is made of; each field can be changed to make a bad one. */
export interface NotificationOptions {
  eventType?: string;
  tradeState?: string;
  mchid?: string;
  appid?: string;
  total?: number;
  currency?: string;
  transactionId?: string;
  /** Unix seconds of the Wechatpay-Timestamp header (now by default). */
  timestamp?: number;
  serial?: string;
  /** The key that signs the headers (the platform key by default). */
  signWith?: KeyObject;
  /** The APIv3 key that encrypts the resource (ours by default). */
  apiV3Key?: string;
}

export interface WechatpayStub {
  baseUrl: string;
  /** The WECHATPAY_* variables that point the provider at this stub. */
  env: Record<string, string>;
  mchid: string;
  appid: string;
  apiV3Key: string;
  platformSerial: string;
  transactions: Map<string, StubTransaction>;
  refunds: Map<string, StubRefund>;
  /** Every request that reached the stub with a valid signature: method, path and parsed body. */
  requests: { method: string; path: string; body: unknown }[];
  /** Requests refused for a missing or bad Authorization. */
  unauthorized: number;
  /** The status the next refunds get (SUCCESS by default). */
  refundStatus: StubRefund['status'];
  /** A key pair no one trusts, to sign forged notifications. */
  strangerKey: KeyObject;
  /** The buyer pays a native order: its notification (body and headers as WeChat Pay sends them). */
  pay(paymentNo: string, options?: NotificationOptions): { body: string; headers: Record<string, string> };
  /** The Wechatpay-* headers (lower case, as Fastify passes them) of a notification body. */
  notificationHeaders(
    body: string,
    options?: Pick<NotificationOptions, 'signWith' | 'timestamp' | 'serial'>,
  ): Record<string, string>;
  close(): Promise<void>;
}

function pem(key: KeyObject, type: 'pkcs8' | 'spki'): string {
  return key.export({ type, format: 'pem' }).toString();
}

function rsaPair(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const AUTHORIZATION =
  /^WECHATPAY2-SHA256-RSA2048 mchid="([^"]+)",serial_no="([^"]+)",timestamp="(\d+)",nonce_str="([^"]+)",signature="([^"]+)"$/;

/** A self-signed X.509 certificate of the platform key, as older merchants download from WeChat Pay. */
function certificateOf(pair: { privateKey: KeyObject; publicKey: KeyObject }, serial: string): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(pem(pair.publicKey, 'spki'));
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  const name = [{ name: 'commonName', value: 'Tenpay.com Root CA (stub)' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(forge.pki.privateKeyFromPem(pem(pair.privateKey, 'pkcs8')), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/**
 * Starts the stub. By default the platform key is given as a WeChat Pay public key (`PUB_KEY_ID_...`);
 * with `certificate` as a platform certificate whose serial is the header serial.
 */
export async function startWechatpayStub(options: { certificate?: boolean } = {}): Promise<WechatpayStub> {
  const merchant = rsaPair();
  const platform = rsaPair();
  const stranger = rsaPair();
  const mchid = '1900000109';
  const appid = 'wxd678efh567hg6787';
  const merchantSerial = randomBytes(20).toString('hex').toUpperCase();
  const platformSerial = options.certificate
    ? `5${randomBytes(19).toString('hex').toUpperCase()}`
    : `PUB_KEY_ID_${randomBytes(12).toString('hex').toUpperCase()}`;
  const apiV3Key = randomBytes(16).toString('hex'); // 32 ASCII characters, as WeChat Pay's are
  const transactions = new Map<string, StubTransaction>();
  const refunds = new Map<string, StubRefund>();
  let sequence = 0;

  function signedHeaders(
    body: string,
    key: KeyObject = platform.privateKey,
    timestamp?: number,
    serial?: string,
  ) {
    const ts = String(timestamp ?? Formatter.timestamp());
    const nonce = Formatter.nonce();
    return {
      'Wechatpay-Timestamp': ts,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': serial ?? platformSerial,
      'Wechatpay-Signature': Rsa.sign(Formatter.response(ts, nonce, body), key),
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  function answer(response: ServerResponse, status: number, value: unknown) {
    const body = JSON.stringify(value);
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'request-id': randomBytes(8).toString('hex'),
      ...signedHeaders(body),
    });
    response.end(body);
  }

  function transactionView(t: StubTransaction) {
    return {
      appid: t.appid,
      mchid: t.mchid,
      out_trade_no: t.out_trade_no,
      transaction_id: t.trade_state === 'NOTPAY' ? undefined : t.transaction_id,
      trade_type: 'NATIVE',
      trade_state: t.trade_state,
      trade_state_desc: t.trade_state === 'SUCCESS' ? '支付成功' : '未支付',
      amount: { total: t.total, currency: 'CNY' },
    };
  }

  function refundView(r: StubRefund) {
    return {
      refund_id: r.refund_id,
      out_refund_no: r.out_refund_no,
      out_trade_no: r.out_trade_no,
      transaction_id: transactions.get(r.out_trade_no)?.transaction_id,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: new Date().toISOString(),
      status: r.status,
      amount: {
        total: r.total,
        refund: r.refund,
        payer_total: r.total,
        payer_refund: r.refund,
        currency: 'CNY',
      },
    };
  }

  const stub: WechatpayStub = {
    baseUrl: '',
    env: {},
    mchid,
    appid,
    apiV3Key,
    platformSerial,
    transactions,
    refunds,
    requests: [],
    unauthorized: 0,
    refundStatus: 'SUCCESS',
    strangerKey: stranger.privateKey,
    pay(paymentNo, options = {}) {
      const t = transactions.get(paymentNo);
      if (!t) throw new Error(`the stub has no native order ${paymentNo}`);
      t.trade_state = 'SUCCESS';
      const resource = JSON.stringify({
        appid: options.appid ?? t.appid,
        mchid: options.mchid ?? t.mchid,
        out_trade_no: t.out_trade_no,
        transaction_id: options.transactionId ?? t.transaction_id,
        trade_type: 'NATIVE',
        trade_state: options.tradeState ?? 'SUCCESS',
        trade_state_desc: '支付成功',
        bank_type: 'OTHERS',
        attach: '',
        success_time: new Date().toISOString(),
        payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
        amount: {
          total: options.total ?? t.total,
          payer_total: options.total ?? t.total,
          currency: options.currency ?? 'CNY',
          payer_currency: 'CNY',
        },
      });
      const nonce = randomBytes(6).toString('hex');
      const body = JSON.stringify({
        id: randomBytes(16).toString('hex'),
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: Aes.AesGcm.encrypt(resource, options.apiV3Key ?? apiV3Key, nonce, 'transaction'),
          associated_data: 'transaction',
          nonce,
        },
      });
      return { body, headers: stub.notificationHeaders(body, options) };
    },
    notificationHeaders(body, options = {}) {
      return {
        'content-type': 'application/json',
        ...Object.fromEntries(
          Object.entries(signedHeaders(body, options.signWith, options.timestamp, options.serial)).map(
            ([k, v]) => [k.toLowerCase(), v],
          ),
        ),
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://stub');
    const m = AUTHORIZATION.exec(String(request.headers.authorization ?? ''));
    const signed =
      m !== null &&
      m[1] === mchid &&
      m[2] === merchantSerial &&
      Math.abs(Number(m[3]) - Formatter.timestamp()) <= 300 &&
      Rsa.verify(
        Formatter.request(method, `${url.pathname}${url.search}`, m[3] ?? '', m[4] ?? '', raw),
        m[5] ?? '',
        merchant.publicKey,
      );
    if (!signed) {
      stub.unauthorized += 1;
      return answer(response, 401, { code: 'SIGN_ERROR', message: '签名错误' });
    }
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    stub.requests.push({ method, path: `${url.pathname}${url.search}`, body });
    const b = (body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;

    if (method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      const amount = b.amount as { total?: unknown; currency?: unknown } | undefined;
      if (
        b.mchid !== mchid ||
        b.appid !== appid ||
        typeof b.out_trade_no !== 'string' ||
        typeof b.description !== 'string' ||
        typeof b.notify_url !== 'string' ||
        typeof b.time_expire !== 'string' ||
        !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(b.time_expire) ||
        typeof amount?.total !== 'number' ||
        amount.currency !== 'CNY'
      ) {
        return answer(response, 400, { code: 'PARAM_ERROR', message: '参数错误' });
      }
      sequence += 1;
      transactions.set(b.out_trade_no, {
        appid,
        mchid,
        out_trade_no: b.out_trade_no,
        transaction_id: `42000000${String(sequence).padStart(20, '0')}`,
        description: b.description,
        notify_url: b.notify_url,
        time_expire: b.time_expire,
        total: amount.total,
        trade_state: 'NOTPAY',
      });
      return answer(response, 200, {
        code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}`,
      });
    }
    if (method === 'GET' && (match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname))) {
      const t = transactions.get(decodeURIComponent(match[1] ?? ''));
      if (!t || url.searchParams.get('mchid') !== mchid)
        return answer(response, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return answer(response, 200, transactionView(t));
    }
    if (method === 'GET' && (match = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname))) {
      const r = refunds.get(decodeURIComponent(match[1] ?? ''));
      if (!r) return answer(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return answer(response, 200, refundView(r));
    }
    if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const amount = b.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
      const t = typeof b.out_trade_no === 'string' ? transactions.get(b.out_trade_no) : undefined;
      if (
        typeof b.out_refund_no !== 'string' ||
        typeof amount?.refund !== 'number' ||
        typeof amount.total !== 'number' ||
        amount.currency !== 'CNY'
      )
        return answer(response, 400, { code: 'PARAM_ERROR', message: '参数错误' });
      if (!t || t.trade_state === 'NOTPAY')
        return answer(response, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
      if (amount.total !== t.total)
        return answer(response, 400, { code: 'PARAM_ERROR', message: '订单金额与原订单金额不一致' });
      const existing = refunds.get(b.out_refund_no);
      if (existing) return answer(response, 200, refundView(existing));
      const refunded = [...refunds.values()]
        .filter((r) => r.out_trade_no === t.out_trade_no && r.status !== 'CLOSED')
        .reduce((sum, r) => sum + r.refund, 0);
      if (amount.refund <= 0 || refunded + amount.refund > t.total)
        return answer(response, 403, { code: 'NOT_ENOUGH', message: '可退金额不足' });
      sequence += 1;
      const r: StubRefund = {
        out_refund_no: b.out_refund_no,
        out_trade_no: t.out_trade_no,
        refund_id: `50000000${String(sequence).padStart(20, '0')}`,
        refund: amount.refund,
        total: t.total,
        status: stub.refundStatus,
      };
      refunds.set(r.out_refund_no, r);
      t.trade_state = 'REFUND';
      return answer(response, 200, refundView(r));
    }
    return answer(response, 404, { code: 'NOT_FOUND', message: 'no such API in the stub' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.baseUrl = `http://127.0.0.1:${port}`;
  stub.env = {
    WECHATPAY_MCHID: mchid,
    WECHATPAY_APPID: appid,
    WECHATPAY_SERIAL: merchantSerial,
    WECHATPAY_PRIVATE_KEY: pem(merchant.privateKey, 'pkcs8'),
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_PLATFORM_CERT: options.certificate
      ? certificateOf(platform, platformSerial)
      : pem(platform.publicKey, 'spki'),
    WECHATPAY_PLATFORM_SERIAL: platformSerial,
    WECHATPAY_BASE_URL: stub.baseUrl,
  };
  return stub;
}
