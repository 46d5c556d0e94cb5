// Alipay (decisions/0029) through alipay-sdk 4 (OpenAPI v1 gateway, RSA2): the shopper is sent to the
// gateway's page pay (alipay.trade.page.pay on a PC, alipay.trade.wap.pay on a phone) by a signed GET URL
// carrying notify_url, return_url and time_expire (the payment's deadline, China time); Alipay's
// asynchronous notification (a form POST to /api/notify/alipay) is verified with Alipay's public key
// (RSA2 only), our app_id, a paid trade status (TRADE_SUCCESS or TRADE_FINISHED) and total_amount parsed
// exactly to cents; refunds call alipay.trade.refund with out_request_no = our refund number (Alipay
// refunds once per number) and verify the gateway's signed answer.
//
// Settings: ALIPAY_APP_ID (configures it), ALIPAY_PRIVATE_KEY (our app's RSA2 private key),
// ALIPAY_PUBLIC_KEY (Alipay's public key), each as PEM text, a file path, or the bare base64 Alipay's key
// tool prints; ALIPAY_GATEWAY (default https://openapi.alipay.com/gateway.do; the sandbox's or a test stub).
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import type * as AlipaySdkModule from 'alipay-sdk';
import type { AlipaySdk } from 'alipay-sdk';
import { onDemand } from '../../lib/sdk.ts';
import { formatMoney, parseYuan } from '@mall/domain';
import { pemFrom } from '../../lib/env.ts';
import type {
  NotificationAck,
  OnlinePayType,
  PaymentNotification,
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
} from './provider.ts';

/** The SDK, loaded when an Alipay provider is made (lib/sdk.ts). */
const alipaySdk = onDemand<typeof AlipaySdkModule>('alipay-sdk');

export const ALIPAY_DEFAULT_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface AlipayConfig {
  appId: string;
  /** Our app's private key (any form node:crypto reads). */
  privateKey: string | KeyObject;
  /** Alipay's public key. */
  alipayPublicKey: string | KeyObject;
  gateway?: string;
  /** How long a gateway call (refund) may take, ms (default 10 s). */
  timeoutMs?: number;
}

/** Bare base64 (what Alipay's key tool prints) rather than PEM text or a file path. */
const isBareBase64 = (text: string) => text.length >= 100 && /^[A-Za-z0-9+/=\s]+$/.test(text);

function readPrivateKey(value: string | KeyObject): KeyObject {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (isBareBase64(text)) {
    const der = Buffer.from(text.replace(/\s/g, ''), 'base64');
    try {
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    } catch {
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
    }
  }
  return createPrivateKey(pemFrom(text) ?? '');
}

function readPublicKey(value: string | KeyObject): KeyObject {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (isBareBase64(text))
    return createPublicKey({
      key: Buffer.from(text.replace(/\s/g, ''), 'base64'),
      format: 'der',
      type: 'spki',
    });
  return createPublicKey(pemFrom(text) ?? '');
}

/** "yyyy-MM-dd HH:mm:ss" in China time (UTC+8), the gateway's format for timestamps and deadlines. */
export function chinaTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const PAID_STATUSES = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

export class AlipayProvider implements PaymentProvider {
  readonly name = 'alipay';
  readonly payTypes: readonly OnlinePayType[] = [2];
  readonly ack: NotificationAck = { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' };
  readonly appId: string;
  readonly sdk: AlipaySdk;

  constructor(config: AlipayConfig) {
    this.appId = config.appId;
    this.sdk = new (alipaySdk().AlipaySdk)({
      appId: config.appId,
      // The SDK takes PEM without a trailing newline (it rebuilds the armour itself).
      privateKey: (
        readPrivateKey(config.privateKey).export({ type: 'pkcs1', format: 'pem' }) as string
      ).trim(),
      keyType: 'PKCS1',
      alipayPublicKey: (
        readPublicKey(config.alipayPublicKey).export({ type: 'spki', format: 'pem' }) as string
      ).trim(),
      gateway: config.gateway ?? ALIPAY_DEFAULT_GATEWAY,
      timeout: config.timeoutMs ?? 10_000,
      signType: 'RSA2',
      camelcase: false,
    });
  }

  createPayment(request: PaymentRequest): Promise<PaymentStart> {
    const phone = request.systemType === 2;
    const payUrl = this.sdk.pageExecute(phone ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
      // The SDK would stamp the process's local time; the gateway reads China time.
      timestamp: chinaTime(new Date()),
      notifyUrl: request.notifyUrl,
      returnUrl: request.returnUrl,
      bizContent: {
        out_trade_no: request.paymentNo,
        total_amount: formatMoney(request.amount, { currency: false }),
        subject: request.subject.slice(0, 256),
        product_code: phone ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        time_expire: chinaTime(request.expiresAt),
        ...(phone ? { quit_url: request.returnUrl } : {}),
      },
    });
    return Promise.resolve({ payUrl });
  }

  verifyNotification(rawBody: string): Promise<PaymentNotification | null> {
    const params = Object.fromEntries(new URLSearchParams(rawBody));
    // RSA2 only: an RSA (SHA-1) claim is not accepted even if its signature were right.
    if (params.sign_type !== 'RSA2' || params.app_id !== this.appId) return Promise.resolve(null);
    let genuine: boolean;
    try {
      genuine = this.sdk.checkNotifySignV2(params);
    } catch {
      genuine = false;
    }
    if (!genuine || !PAID_STATUSES.has(params.trade_status ?? '')) return Promise.resolve(null);
    const paymentNo = params.out_trade_no ?? '';
    const tradeNo = params.trade_no ?? '';
    const amount = parseYuan(params.total_amount ?? '');
    if (!/^\d{1,30}$/.test(paymentNo) || tradeNo.length === 0 || tradeNo.length > 64 || amount === null)
      return Promise.resolve(null);
    return Promise.resolve({ paymentNo, tradeNo, amount });
  }

  async refund(refund: {
    paymentNo: string;
    tradeNo: string | null;
    refundNo: string;
    amount: number;
  }): Promise<boolean> {
    try {
      const result = await this.sdk.exec(
        'alipay.trade.refund',
        {
          timestamp: chinaTime(new Date()),
          bizContent: {
            out_trade_no: refund.paymentNo,
            ...(refund.tradeNo ? { trade_no: refund.tradeNo } : {}),
            refund_amount: formatMoney(refund.amount, { currency: false }),
            out_request_no: refund.refundNo,
          },
        },
        // The answer is verified with Alipay's public key (a forged "10000" is an error, not a refund).
        { validateSign: true },
      );
      return result.code === '10000';
    } catch {
      // Not reached, refused or not genuine: not confirmed; the caller keeps it owed and retries.
      return false;
    }
  }
}

/** The variables a configured Alipay needs (ALIPAY_APP_ID set means "configured"). */
export const ALIPAY_VARIABLES = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;

/** The Alipay provider when ALIPAY_APP_ID is set (then its keys are required), else null. */
export function alipayFromEnv(env: NodeJS.ProcessEnv = process.env): AlipayProvider | null {
  const appId = env.ALIPAY_APP_ID?.trim();
  if (!appId) return null;
  const missing = ALIPAY_VARIABLES.slice(1).filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`ALIPAY_APP_ID is set: ${missing.join(' and ')} required too`);
  return new AlipayProvider({
    appId,
    privateKey: env.ALIPAY_PRIVATE_KEY!,
    alipayPublicKey: env.ALIPAY_PUBLIC_KEY!,
    gateway: env.ALIPAY_GATEWAY?.trim() || ALIPAY_DEFAULT_GATEWAY,
  });
}
