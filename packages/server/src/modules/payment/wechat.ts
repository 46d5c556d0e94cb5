// WeChat Pay API v3, native (scan) payments (decisions/0030), on `wechatpay-axios-plugin`: its client signs
// every request with our merchant key (Authorization WECHATPAY2-SHA256-RSA2048) and refuses any 2xx answer
// not signed by the platform key; its Rsa/Aes/Formatter helpers check the notifications here.
//   createPayment       POST /v3/pay/transactions/native -> code_url, shown as a QR code (`qrcode`)
//   verifyNotification  Wechatpay-* headers signed with the platform key (serial pinned, 5-minute clock
//                       window), then the AEAD_AES_256_GCM resource decrypted with the APIv3 key and checked
//                       (mchid, appid, TRANSACTION.SUCCESS / trade_state SUCCESS, CNY)
//   refund              by out_refund_no = refundNo: looked up first, created only when WeChat has none
// Configured from WECHATPAY_* variables (wechatPayFromEnv); docs/operations.md lists them.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import QRCode from 'qrcode';
import type * as WechatpayModule from 'wechatpay-axios-plugin';
import type { Wechatpay } from 'wechatpay-axios-plugin';
import { onDemand } from '../../lib/sdk.ts';
import type { Cents } from '@mall/domain';
import { isProduction, pemFrom } from '../../lib/env.ts';
import {
  providerFromSettings,
  ProviderCallError,
  type NotificationAck,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
} from './provider.ts';

/** The SDK, loaded when a WeChat Pay provider is made (lib/sdk.ts). */
const wechatpaySdk = onDemand<typeof WechatpayModule>('wechatpay-axios-plugin');

export const WECHATPAY_DEFAULT_BASE_URL = 'https://api.mch.weixin.qq.com';

/** How far a notification's Wechatpay-Timestamp may be from our clock (WeChat's own SDKs use 5 minutes). */
export const WECHATPAY_MAX_CLOCK_SKEW_SECONDS = 300;

/** The variables a configured WeChat Pay needs (WECHATPAY_MCHID set means "configured"). */
export const WECHATPAY_VARIABLES = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PLATFORM_CERT',
  'WECHATPAY_PLATFORM_SERIAL',
] as const;

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** Our merchant certificate's serial number (in the Authorization header). */
  serial: string;
  /** Our merchant private key (PEM), signs requests. */
  privateKey: string;
  /** The APIv3 key (32 bytes), decrypts notification resources. */
  apiV3Key: string;
  /** The WeChat Pay platform certificate or public key (PEM), verifies answers and notifications. */
  platformCert: string;
  /** Its serial (a certificate serial or a `PUB_KEY_ID_...`), which Wechatpay-Serial must name. */
  platformSerial: string;
  baseUrl: string;
  /** The clock notifications are checked against (ms), for tests. */
  now?: () => number;
  /** Per request to WeChat Pay (ms). */
  timeoutMs?: number;
}

interface Transaction {
  appid?: unknown;
  mchid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  amount?: { total?: unknown; currency?: unknown };
}

/** Why a call to WeChat Pay failed: its HTTP status and error code, never our keys or the request. */
export class WechatPayError extends ProviderCallError {
  constructor(
    readonly operation: string,
    readonly status: number | null,
    readonly code: string | null,
    detail: string,
  ) {
    super(`WeChat Pay ${operation} failed: ${status ?? 'no answer'} ${code ?? ''} ${detail}`.trim());
    this.name = 'WechatPayError';
  }
}

/** `2026-11-25T20:18:00+08:00`: WeChat's RFC 3339 time in Beijing time, to the second. */
export function beijingTime(date: Date): string {
  const shifted = new Date(Math.floor(date.getTime() / 1000) * 1000 + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

/** The longest prefix of `text` within `maxBytes` of UTF-8, cut between code points. */
function truncateUtf8(text: string, maxBytes: number): string {
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > maxBytes) break;
    out += ch;
    bytes += size;
  }
  return out;
}

function header(headers: Record<string, unknown>, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export class WechatPayProvider implements PaymentProvider {
  readonly name = 'wechat';
  readonly payTypes = [3] as const;
  /** WeChat Pay takes any 200 or 204 as received (a body is optional): 200 with its own success code. */
  readonly ack: NotificationAck = {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: '{"code":"SUCCESS"}',
  };
  private readonly client: Wechatpay;
  private readonly platformKey: KeyObject;
  private readonly apiV3Key: Buffer;
  private readonly now: () => number;

  constructor(private readonly config: WechatPayConfig) {
    this.platformKey = createPublicKey(config.platformCert);
    this.apiV3Key = Buffer.from(config.apiV3Key, 'utf8');
    if (this.apiV3Key.length !== 32) throw new Error('WECHATPAY_APIV3_KEY must be 32 bytes');
    this.now = config.now ?? Date.now;
    this.client = new (wechatpaySdk().Wechatpay)({
      mchid: config.mchid,
      serial: config.serial,
      privateKey: config.privateKey,
      certs: { [config.platformSerial]: this.platformKey },
      baseURL: `${config.baseUrl.replace(/\/+$/, '')}/`,
      timeout: config.timeoutMs ?? 15_000,
    });
  }

  /** One API v3 call; any failure (refused, unsigned or forged answer, network) as a WechatPayError. */
  private async call<T>(
    operation: string,
    method: 'get' | 'post',
    path: string,
    body?: unknown,
    params?: Record<string, string>,
  ): Promise<T> {
    const resource = this.client.chain(path);
    try {
      const response =
        method === 'get'
          ? await resource.get(params ? { params } : {})
          : await resource.post(body, params ? { params } : {});
      return response.data as T;
    } catch (error) {
      const e = error as { response?: { status?: number; data?: unknown }; code?: string; message?: string };
      const data = e.response?.data as { code?: unknown; message?: unknown } | undefined;
      throw new WechatPayError(
        operation,
        e.response?.status ?? null,
        typeof data?.code === 'string' ? data.code : (e.code ?? null),
        typeof data?.message === 'string' ? data.message : (e.message ?? ''),
      );
    }
  }

  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    if (request.payType !== 3) throw new Error(`WeChat Pay serves pay type 3, not ${request.payType}`);
    const data = await this.call<{ code_url?: unknown }>(
      'native order',
      'post',
      'v3/pay/transactions/native',
      {
        appid: this.config.appid,
        mchid: this.config.mchid,
        description: truncateUtf8(request.subject, 127) || request.paymentNo,
        out_trade_no: request.paymentNo,
        time_expire: beijingTime(request.expiresAt),
        notify_url: request.notifyUrl,
        amount: { total: request.amount, currency: 'CNY' },
      },
    );
    if (typeof data.code_url !== 'string' || !/^weixin:\/\//.test(data.code_url)) {
      throw new WechatPayError('native order', 200, null, 'no code_url in the answer');
    }
    const svg = await QRCode.toString(data.code_url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      payUrl: data.code_url,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  async verifyNotification(
    rawBody: string,
    headers: Record<string, unknown>,
  ): Promise<PaymentNotification | null> {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature || !serial) return null;
    // The pinned platform key only: a notification naming another serial is not checked against anything.
    if (serial !== this.config.platformSerial) return null;
    if (!/^\d{1,12}$/.test(timestamp)) return null;
    if (Math.abs(this.now() / 1000 - Number(timestamp)) > WECHATPAY_MAX_CLOCK_SKEW_SECONDS) return null;
    let verified: boolean;
    try {
      const { Formatter, Rsa } = wechatpaySdk();
      verified = Rsa.verify(Formatter.response(timestamp, nonce, rawBody), signature, this.platformKey);
    } catch {
      verified = false;
    }
    if (!verified) return null;

    let event: {
      event_type?: unknown;
      resource_type?: unknown;
      resource?: { algorithm?: unknown; ciphertext?: unknown; nonce?: unknown; associated_data?: unknown };
    };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      return null;
    }
    // Refund and other events arrive only where we asked for them; here only a paid transaction counts.
    if (event.event_type !== 'TRANSACTION.SUCCESS' || event.resource_type !== 'encrypt-resource') return null;
    const resource = event.resource;
    if (
      !resource ||
      resource.algorithm !== 'AEAD_AES_256_GCM' ||
      typeof resource.ciphertext !== 'string' ||
      typeof resource.nonce !== 'string' ||
      (resource.associated_data !== undefined && typeof resource.associated_data !== 'string')
    )
      return null;
    let transaction: Transaction;
    try {
      transaction = JSON.parse(
        wechatpaySdk().Aes.AesGcm.decrypt(
          resource.ciphertext,
          this.apiV3Key,
          resource.nonce,
          resource.associated_data ?? '',
        ),
      ) as Transaction;
    } catch {
      // A tampered ciphertext, nonce or associated data fails the GCM tag.
      return null;
    }
    return this.paidTransaction(transaction);
  }

  /** The notification of a decrypted transaction when it is a paid one of this merchant and app. */
  private paidTransaction(t: Transaction): PaymentNotification | null {
    if (t.mchid !== this.config.mchid || t.appid !== this.config.appid) return null;
    if (t.trade_state !== 'SUCCESS') return null;
    if (typeof t.out_trade_no !== 'string' || !/^\d{1,30}$/.test(t.out_trade_no)) return null;
    if (typeof t.transaction_id !== 'string' || t.transaction_id.length === 0 || t.transaction_id.length > 64)
      return null;
    const total = t.amount?.total;
    if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) return null;
    if (t.amount?.currency !== undefined && t.amount.currency !== 'CNY') return null;
    return { paymentNo: t.out_trade_no, tradeNo: t.transaction_id, amount: total };
  }

  /**
   * Refunds by out_refund_no = refundNo. A refund WeChat already has under that number (an earlier call
   * that succeeded, or timed out after WeChat took it) is read, never created again. SUCCESS and PROCESSING
   * count as confirmed: WeChat has accepted it and finishes it on its side (decisions/0030); CLOSED and
   * ABNORMAL do not (an operator settles those in the merchant platform).
   */
  async refund(refund: {
    paymentNo: string;
    tradeNo: string | null;
    refundNo: string;
    amount: Cents;
  }): Promise<boolean> {
    const existing = await this.findRefund(refund.refundNo);
    if (existing) return this.refundAccepted(existing, refund.refundNo);
    // The refund names the payment's total: WeChat's own record of it, not ours.
    const paid = await this.call<{ amount?: { total?: unknown }; trade_state?: unknown }>(
      'transaction query',
      'get',
      `v3/pay/transactions/out-trade-no/${encodeURIComponent(refund.paymentNo)}`,
      undefined,
      { mchid: this.config.mchid },
    );
    const total = paid.amount?.total;
    if (typeof total !== 'number' || !Number.isSafeInteger(total)) {
      throw new WechatPayError('transaction query', 200, null, 'no amount.total in the answer');
    }
    const created = await this.call<{ status?: unknown; out_refund_no?: unknown }>(
      'refund',
      'post',
      'v3/refund/domestic/refunds',
      {
        out_trade_no: refund.paymentNo,
        out_refund_no: refund.refundNo,
        amount: { refund: refund.amount, total, currency: 'CNY' },
      },
    );
    return this.refundAccepted(created, refund.refundNo);
  }

  private refundAccepted(answer: { status?: unknown; out_refund_no?: unknown }, refundNo: string): boolean {
    if (answer.out_refund_no !== refundNo) return false;
    return answer.status === 'SUCCESS' || answer.status === 'PROCESSING';
  }

  private async findRefund(refundNo: string): Promise<{ status?: unknown; out_refund_no?: unknown } | null> {
    try {
      return await this.call(
        'refund query',
        'get',
        `v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`,
      );
    } catch (error) {
      if (error instanceof WechatPayError && error.status === 404) return null;
      throw error;
    }
  }
}

function readPem(env: NodeJS.ProcessEnv, name: string, problems: string[]): string | undefined {
  try {
    return pemFrom(env[name]);
  } catch {
    problems.push(`${name} is neither PEM text nor a readable file`);
    return undefined;
  }
}

/** The WeChat Pay settings of an environment and what is wrong with them (no problems when unset). */
function readConfig(env: NodeJS.ProcessEnv): { config: WechatPayConfig | null; problems: string[] } {
  if (!env.WECHATPAY_MCHID?.trim()) return { config: null, problems: [] };
  const problems: string[] = [];
  const missing = WECHATPAY_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) problems.push(`WeChat Pay is partly configured: set ${missing.join(', ')}`);
  const value = (name: (typeof WECHATPAY_VARIABLES)[number]) => env[name]?.trim() ?? '';

  const apiV3Key = env.WECHATPAY_APIV3_KEY?.trim() ?? '';
  if (apiV3Key && Buffer.byteLength(apiV3Key) !== 32) problems.push('WECHATPAY_APIV3_KEY must be 32 bytes');

  const privateKey = value('WECHATPAY_PRIVATE_KEY')
    ? readPem(env, 'WECHATPAY_PRIVATE_KEY', problems)
    : undefined;
  if (privateKey) {
    try {
      if (createPrivateKey(privateKey).asymmetricKeyType !== 'rsa')
        problems.push('WECHATPAY_PRIVATE_KEY is not RSA');
    } catch {
      problems.push('WECHATPAY_PRIVATE_KEY is not a private key');
    }
  }
  const platformCert = value('WECHATPAY_PLATFORM_CERT')
    ? readPem(env, 'WECHATPAY_PLATFORM_CERT', problems)
    : undefined;
  if (platformCert) {
    try {
      if (createPublicKey(platformCert).asymmetricKeyType !== 'rsa')
        problems.push('WECHATPAY_PLATFORM_CERT is not an RSA key');
    } catch {
      problems.push('WECHATPAY_PLATFORM_CERT is neither a certificate nor a public key');
    }
  }
  if (value('WECHATPAY_SERIAL') && value('WECHATPAY_SERIAL') === value('WECHATPAY_PLATFORM_SERIAL')) {
    problems.push('WECHATPAY_SERIAL (ours) and WECHATPAY_PLATFORM_SERIAL (WeChat Pay) must differ');
  }

  const baseUrl = env.WECHATPAY_BASE_URL?.trim() || WECHATPAY_DEFAULT_BASE_URL;
  let url: URL | null;
  try {
    url = new URL(baseUrl);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    problems.push('WECHATPAY_BASE_URL is not an http(s) URL');
  } else if (isProduction(env) && url.protocol !== 'https:') {
    problems.push('WECHATPAY_BASE_URL must be https in production');
  }

  if (problems.length > 0 || !privateKey || !platformCert) return { config: null, problems };
  return {
    config: {
      mchid: value('WECHATPAY_MCHID'),
      appid: value('WECHATPAY_APPID'),
      serial: value('WECHATPAY_SERIAL'),
      privateKey,
      apiV3Key,
      platformCert,
      platformSerial: value('WECHATPAY_PLATFORM_SERIAL'),
      baseUrl,
    },
    problems,
  };
}

/** What is wrong with the WeChat Pay variables; none when WECHATPAY_MCHID is unset (WeChat Pay off). */
export function wechatPayEnvProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  return readConfig(env).problems;
}

/**
 * The WeChat Pay provider of the environment: null when WECHATPAY_MCHID is unset; an error naming every
 * problem when it is set but the rest is missing or wrong.
 */
export function wechatPayFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  return providerFromSettings('WeChat Pay', readConfig(env), (config) => new WechatPayProvider(config));
}
