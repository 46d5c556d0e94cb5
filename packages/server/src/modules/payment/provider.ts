// The payment-provider interface (decisions/0017, 0029) and the built-in sandbox provider, which behaves
// like the real ones: Alipay and PayPal answer the address of a cashier page (served by this server), WeChat
// scan a URL to encode in a QR code (made locally with `qrcode`) that completes the payment when opened.
// Either way the provider then sends a notification signed with its own secret (HMAC-SHA256 of the raw
// body in the `x-sandbox-signature` header) to POST /notify/sandbox, which pays the orders once. Which
// providers run is decided by the registry (providers.ts); the sandbox only when sandboxPaymentsEnabled.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import type { Cents } from '@mall/domain';

/** The online methods a provider serves: 2 Alipay, 3 WeChat scan, 10 PayPal. */
export type OnlinePayType = 2 | 3 | 10;

/** The providers the mall speaks to (the payments table records which one took each payment). */
export type ProviderName = 'sandbox' | 'alipay' | 'wechat' | 'paypal';

export interface PaymentRequest {
  paymentNo: string;
  payType: OnlinePayType;
  amount: Cents;
  orderNumbers: string[];
  expiresAt: Date;
  /** The server's own origin as the shopper reaches it (`http://host:port`) and the API's prefix. */
  baseUrl: string;
  /** Where the provider sends its notification: `${baseUrl}/notify/${provider.name}`. */
  notifyUrl: string;
  /**
   * Where the provider sends the shopper back: `${baseUrl}/pay/return/${provider.name}?paymentNo=...`,
   * which completes the payment where the provider needs it (`completeReturn`) and then redirects to the
   * return URL the shopper's pay call gave (checked to be this site's).
   */
  returnUrl: string;
  /** What the shopper sees as the purchase at the provider (the order numbers, short). */
  subject: string;
  /** The shopper's language, for the provider's page where it has one. */
  locale: 'zh' | 'en';
  /** The shopper's device (domain SystemType): 1 PC, 2 phone (H5): e.g. Alipay's wap pay. Default 1. */
  systemType?: 1 | 2;
}

export interface PaymentStart {
  /** The cashier page (Alipay, PayPal) or the URL the QR code encodes (WeChat). */
  payUrl: string;
  /** WeChat scan: the QR code of payUrl as an SVG data URL. */
  qrCode?: string;
}

/** A provider's notification, verified. */
export interface PaymentNotification {
  paymentNo: string;
  /** The provider's own transaction number. */
  tradeNo: string;
  amount: Cents;
}

/** What a provider wants back for a notification it sent and we accepted (or already had). */
export interface NotificationAck {
  status: number;
  contentType: string;
  body: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The methods it serves. */
  readonly payTypes: readonly OnlinePayType[];
  /** Starts a payment for an amount and orders: where the shopper pays. */
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * The paid notification of a raw body and its headers when it is genuinely the provider's (signature,
   * certificate, app or merchant id; decrypted where the provider encrypts), else null. Not-a-payment
   * events (e.g. a closed trade) are null too.
   */
  verifyNotification(rawBody: string, headers: Record<string, unknown>): Promise<PaymentNotification | null>;
  /** The answer that tells the provider its notification arrived (Alipay "success", WeChat 200 JSON). */
  readonly ack: NotificationAck;
  /**
   * The shopper is back from the provider's page with its query (PayPal: capture the approved order):
   * the paid notification when the money was taken now, else null. Providers without the step omit it.
   */
  completeReturn?(query: Record<string, string>): Promise<PaymentNotification | null>;
  /** Gives money back (idempotent per refundNo); true when the provider confirmed it. */
  refund(refund: {
    paymentNo: string;
    tradeNo: string | null;
    refundNo: string;
    amount: Cents;
    /** The whole payment's amount (WeChat Pay's refund asks for it); always given by the mall's callers. */
    paymentAmount?: Cents;
  }): Promise<boolean>;
}

/**
 * A provider's own API failed or did not answer (an outage, not a forgery). A notification whose check
 * needed that API is answered 503, so the provider sends it again later, instead of a refusal that reads
 * like a forgery in the log.
 */
export class ProviderCallError extends Error {
  override name = 'ProviderCallError';
}

/**
 * A provider from its settings as read from the environment: null when it is not configured (its first
 * variable unset), an error naming every problem when it is configured only in part or wrongly.
 */
export function providerFromSettings<C>(
  label: string,
  settings: { config: C | null; problems: string[] },
  make: (config: C) => PaymentProvider,
): PaymentProvider | null {
  if (settings.problems.length > 0) throw new Error(`${label} settings: ${settings.problems.join('; ')}`);
  return settings.config ? make(settings.config) : null;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly payTypes = [2, 3, 10] as const;
  readonly ack = { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' };
  constructor(private readonly secret: string) {}

  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    if (request.payType === 3) {
      const payUrl = `${request.baseUrl}/sandbox/wxpay/${request.paymentNo}`;
      const svg = await QRCode.toString(payUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { payUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    }
    return { payUrl: `${request.baseUrl}/sandbox/cashier/${request.paymentNo}?lang=${request.locale}` };
  }

  /** The signature of a body (hex HMAC-SHA256 with the sandbox secret). */
  sign(rawBody: string): string {
    return createHmac('sha256', this.secret).update(rawBody).digest('hex');
  }

  /** What the sandbox sends when the shopper pays: the body and its headers. */
  notification(
    paymentNo: string,
    amount: Cents,
    now: Date,
  ): { body: string; headers: Record<string, string> } {
    const tradeNo = `SBX${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    const body = JSON.stringify({ paymentNo, tradeNo, amount, status: 'paid', paidAt: now.toISOString() });
    return {
      body,
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: this.sign(body) },
    };
  }

  async verifyNotification(
    rawBody: string,
    headers: Record<string, unknown>,
  ): Promise<PaymentNotification | null> {
    const given = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return null;
    const expected = Buffer.from(this.sign(rawBody), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return null;
    let value: unknown;
    try {
      value = JSON.parse(rawBody);
    } catch {
      return null;
    }
    const n = value as { paymentNo?: unknown; tradeNo?: unknown; amount?: unknown; status?: unknown };
    if (
      typeof n.paymentNo !== 'string' ||
      !/^\d{1,30}$/.test(n.paymentNo) ||
      typeof n.tradeNo !== 'string' ||
      n.tradeNo.length === 0 ||
      n.tradeNo.length > 64 ||
      typeof n.amount !== 'number' ||
      !Number.isSafeInteger(n.amount) ||
      n.amount < 0 ||
      n.status !== 'paid'
    )
      return null;
    return { paymentNo: n.paymentNo, tradeNo: n.tradeNo, amount: n.amount };
  }

  refund(): Promise<boolean> {
    // No real money moved: the sandbox confirms every refund.
    return Promise.resolve(true);
  }
}
