// PayPal Orders v2 (decisions/0030) on `@paypal/paypal-server-sdk` (OAuth client credentials, orders,
// captures, refunds); the webhook check, which the SDK does not cover, is a plain call with the SDK's token.
//   createPayment       an order (intent CAPTURE, custom_id = invoice_id = paymentNo, the amount in
//                       PAYPAL_CURRENCY from cents exactly) -> its approve link; PayPal sends the buyer back
//                       to /api/pay/return/paypal?paymentNo=..&token=<order id>, or to returnUrl on cancel
//   completeReturn      captures the approved order (PayPal-Request-Id per order; an order captured before
//                       is read instead) -> the paid notification when the capture is COMPLETED
//   verifyNotification  PAYMENT.CAPTURE.COMPLETED webhooks, genuine only when PayPal's
//                       verify-webhook-signature answers SUCCESS for our PAYPAL_WEBHOOK_ID
//   refund              POST /v2/payments/captures/{capture id}/refund, PayPal-Request-Id = refundNo
// Configured from PAYPAL_* variables (paypalFromEnv); docs/operations.md lists them. PAYPAL_BASE_URL
// points the SDK (whose environments are only live and sandbox) at another host: the tests' local stub.
import type * as PaypalSdk from '@paypal/paypal-server-sdk';
import type {
  Client,
  OAuthToken,
  Order,
  OrdersController,
  PaymentsController,
} from '@paypal/paypal-server-sdk';
import { formatMoney, type Cents } from '@mall/domain';
import { isProduction } from '../../lib/env.ts';
import { onDemand } from '../../lib/sdk.ts';
import {
  providerFromSettings,
  ProviderCallError,
  type NotificationAck,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
} from './provider.ts';

export const PAYPAL_LIVE_URL = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_URL = 'https://api-m.sandbox.paypal.com';

/** Currencies PayPal counts in whole units: cents cannot be sent to them as they are. */
const ZERO_DECIMAL_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);

export const PAYPAL_VARIABLES = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;

/** The transmission headers PayPal signs a webhook with, all required by verify-webhook-signature. */
const TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: 'live' | 'sandbox';
  /** Where the API is: PayPal's live or sandbox host, or an override (the tests' stub). */
  baseUrl: string;
  currency: string;
  /** Per request to PayPal (ms). */
  timeoutMs?: number;
}

/** Why a call to PayPal failed: its HTTP status and error name, never our credentials or token. */
export class PaypalError extends ProviderCallError {
  constructor(
    readonly operation: string,
    readonly status: number | null,
    readonly issue: string | null,
  ) {
    super(`PayPal ${operation} failed: ${status ?? 'no answer'} ${issue ?? ''}`.trim());
    this.name = 'PaypalError';
  }
}

/** Cents as PayPal's decimal text: 12345 -> "123.45" (no float on the way). */
export function paypalValue(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return formatMoney(cents, { currency: false });
}

/** PayPal's decimal text as cents ("123.4" -> 12340), null when it is not a plain two-decimal amount. */
export function centsOfPaypalValue(value: unknown): Cents | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The SDK, loaded when a PayPal provider is made (lib/sdk.ts). */
const paypalSdk = onDemand<typeof PaypalSdk>('@paypal/paypal-server-sdk');

/**
 * The SDK's client, with every request sent to `to` instead of the environment's host `from`. A
 * subclass of the SDK's Client, made when the SDK is loaded.
 */
function rebasedClient(config: ConstructorParameters<typeof Client>[0], from: string, to: string): Client {
  class RebasedClient extends paypalSdk().Client {
    private base: { from: string; to: string } | undefined;

    constructor() {
      super(config);
      if (from !== to) this.base = { from, to };
    }

    override getRequestBuilderFactory(): ReturnType<Client['getRequestBuilderFactory']> {
      const factory = super.getRequestBuilderFactory();
      return (...args) => {
        const builder = factory(...args);
        // Read at request time: the SDK builds its OAuth controller inside Client's constructor.
        builder.interceptRequest((request) => {
          const base = this.base;
          if (!base || !request.url.startsWith(base.from)) return request;
          return { ...request, url: `${base.to}${request.url.slice(base.from.length)}` };
        });
        return builder;
      };
    }
  }
  return new RebasedClient();
}

function header(headers: Record<string, unknown>, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : undefined;
}

export class PaypalProvider implements PaymentProvider {
  readonly name = 'paypal';
  readonly payTypes = [10] as const;
  /** PayPal takes any 2xx as delivered. */
  readonly ack: NotificationAck = { status: 200, contentType: 'text/plain; charset=utf-8', body: 'OK' };
  private readonly client: Client;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;
  private token: OAuthToken | undefined;
  private pendingToken: Promise<OAuthToken> | undefined;

  constructor(private readonly config: PaypalConfig) {
    const sdk = paypalSdk();
    const environment = config.environment === 'live' ? sdk.Environment.Production : sdk.Environment.Sandbox;
    const host = config.environment === 'live' ? PAYPAL_LIVE_URL : PAYPAL_SANDBOX_URL;
    this.client = rebasedClient(
      {
        environment,
        timeout: config.timeoutMs ?? 15_000,
        clientCredentialsAuthCredentials: {
          oAuthClientId: config.clientId,
          oAuthClientSecret: config.clientSecret,
          // One token for the SDK's calls and ours (verify-webhook-signature).
          oAuthTokenProvider: () => this.accessToken(),
        },
      },
      host,
      config.baseUrl.replace(/\/+$/, ''),
    );
    this.orders = new sdk.OrdersController(this.client);
    this.payments = new sdk.PaymentsController(this.client);
  }

  /** The OAuth token, fetched once and again a minute before it expires; concurrent callers share one fetch. */
  private accessToken(): Promise<OAuthToken> {
    const token = this.token;
    if (token && (token.expiry === undefined || Number(token.expiry) - 60 > Date.now() / 1000)) {
      return Promise.resolve(token);
    }
    this.pendingToken ??= this.client.clientCredentialsAuthManager
      .fetchToken()
      .then((fresh) => {
        this.token = fresh;
        return fresh;
      })
      .catch((error: unknown) => {
        throw this.failure('token', error);
      })
      .finally(() => {
        this.pendingToken = undefined;
      });
    return this.pendingToken;
  }

  private failure(operation: string, error: unknown): PaypalError {
    if (error instanceof PaypalError) return error;
    if (error instanceof paypalSdk().ApiError) {
      const result = error.result as { name?: unknown; details?: { issue?: unknown }[] } | undefined;
      const issue = result?.details?.[0]?.issue ?? result?.name;
      return new PaypalError(operation, error.statusCode, typeof issue === 'string' ? issue : null);
    }
    return new PaypalError(operation, null, error instanceof Error ? error.message : null);
  }

  /** An order's paid notification: its first unit's COMPLETED capture in our currency, else null. */
  private paidCapture(order: Order): PaymentNotification | null {
    const unit = order.purchaseUnits?.[0];
    const capture = unit?.payments?.captures?.find((c) => c.status === 'COMPLETED');
    if (!capture?.id || capture.amount?.currencyCode !== this.config.currency) return null;
    const paymentNo = capture.customId ?? capture.invoiceId ?? unit?.customId ?? unit?.invoiceId;
    const amount = centsOfPaypalValue(capture.amount.value);
    if (typeof paymentNo !== 'string' || !/^\d{1,30}$/.test(paymentNo) || amount === null) return null;
    return { paymentNo, tradeNo: capture.id, amount };
  }

  async createPayment(request: PaymentRequest): Promise<PaymentStart> {
    if (request.payType !== 10) throw new Error(`PayPal serves pay type 10, not ${request.payType}`);
    // PayPal appends token (the order id) and PayerID to this address; paymentNo tells the route which
    // payment the buyer is back from even when the capture fails.
    const back = new URL('/api/pay/return/paypal', request.notifyUrl);
    back.searchParams.set('paymentNo', request.paymentNo);
    let order: Order;
    try {
      ({ result: order } = await this.orders.createOrder({
        paypalRequestId: `order-${request.paymentNo}`,
        prefer: 'return=minimal',
        body: {
          intent: paypalSdk().CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: request.paymentNo,
              customId: request.paymentNo,
              invoiceId: request.paymentNo,
              description: [...request.subject].slice(0, 127).join(''),
              amount: { currencyCode: this.config.currency, value: paypalValue(request.amount) },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl: back.href,
                cancelUrl: new URL(request.returnUrl, request.notifyUrl).href,
                locale: request.locale === 'en' ? 'en-US' : 'zh-CN',
                userAction: paypalSdk().PaypalExperienceUserAction.PayNow,
                shippingPreference: paypalSdk().PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
      }));
    } catch (error) {
      throw this.failure('create order', error);
    }
    const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!approve) throw new PaypalError('create order', 200, 'no approve link');
    return { payUrl: approve.href };
  }

  /**
   * The buyer approved the order at PayPal and is back with `token` (the order id): capture it. The same
   * PayPal-Request-Id for every capture of one order makes a reload or a retry return the first capture;
   * an order captured earlier under another key (ORDER_ALREADY_CAPTURED) is read instead.
   */
  async completeReturn(query: Record<string, string>): Promise<PaymentNotification | null> {
    const id = query.token;
    if (typeof id !== 'string' || !/^[A-Z0-9]{5,36}$/.test(id)) return null;
    let order: Order;
    try {
      ({ result: order } = await this.orders.captureOrder({
        id,
        paypalRequestId: `capture-${id}`,
        prefer: 'return=representation',
      }));
    } catch (error) {
      const failure = this.failure('capture', error);
      if (failure.issue !== 'ORDER_ALREADY_CAPTURED') {
        // Not approved, declined, unknown: no money was taken.
        if (failure.status === 422 || failure.status === 404) return null;
        throw failure;
      }
      try {
        ({ result: order } = await this.orders.getOrder({ id }));
      } catch (again) {
        throw this.failure('order lookup', again);
      }
    }
    return this.paidCapture(order);
  }

  async verifyNotification(
    rawBody: string,
    headers: Record<string, unknown>,
  ): Promise<PaymentNotification | null> {
    const transmission: Record<string, string> = {};
    for (const [field, name] of Object.entries(TRANSMISSION_HEADERS)) {
      const value = header(headers, name);
      if (!value) return null;
      transmission[field] = value;
    }
    let event: {
      event_type?: unknown;
      resource?: {
        id?: unknown;
        status?: unknown;
        custom_id?: unknown;
        invoice_id?: unknown;
        amount?: { currency_code?: unknown; value?: unknown };
      };
    };
    try {
      event = JSON.parse(rawBody) as typeof event;
    } catch {
      return null;
    }
    if (typeof event !== 'object' || event === null || Array.isArray(event)) return null;
    // Other events (the order approved, a refund) change nothing here: not asked whether they are genuine.
    if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED') return null;
    const capture = event.resource;
    if (
      !capture ||
      capture.status !== 'COMPLETED' ||
      typeof capture.id !== 'string' ||
      capture.id.length > 64
    )
      return null;
    const paymentNo = capture.custom_id ?? capture.invoice_id;
    if (typeof paymentNo !== 'string' || !/^\d{1,30}$/.test(paymentNo)) return null;
    if (capture.amount?.currency_code !== this.config.currency) return null;
    const amount = centsOfPaypalValue(capture.amount.value);
    if (amount === null) return null;
    if (!(await this.genuine(transmission, rawBody))) return null;
    return { paymentNo, tradeNo: capture.id, amount };
  }

  /**
   * PayPal's own verdict on a webhook. The event goes back byte for byte as it came (spliced into the
   * request, not re-serialised: a re-encoded body can fail the check).
   */
  private async genuine(transmission: Record<string, string>, rawBody: string): Promise<boolean> {
    const fields = JSON.stringify({ ...transmission, webhook_id: this.config.webhookId });
    const body = `${fields.slice(0, -1)},"webhook_event":${rawBody}}`;
    const token = await this.accessToken();
    let response: Response;
    try {
      response = await fetch(
        `${this.config.baseUrl.replace(/\/+$/, '')}/v1/notifications/verify-webhook-signature`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token.accessToken}`, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(this.config.timeoutMs ?? 15_000),
        },
      );
    } catch (error) {
      throw this.failure('webhook verification', error);
    }
    // A PayPal outage is not a forgery: an error, so the route answers 5xx and PayPal delivers it again.
    if (response.status >= 500 || response.status === 401 || response.status === 429) {
      throw new PaypalError('webhook verification', response.status, null);
    }
    if (!response.ok) return false;
    const verdict = (await response.json().catch(() => null)) as { verification_status?: unknown } | null;
    return verdict?.verification_status === 'SUCCESS';
  }

  /**
   * Refunds part or all of the capture `tradeNo`. PayPal-Request-Id = refundNo makes a retry return the
   * first refund instead of a second one. COMPLETED and PENDING count as confirmed (PayPal has taken it;
   * decisions/0030), FAILED and CANCELLED do not.
   */
  async refund(refund: {
    paymentNo: string;
    tradeNo: string | null;
    refundNo: string;
    amount: Cents;
  }): Promise<boolean> {
    if (!refund.tradeNo)
      throw new PaypalError('refund', null, `payment ${refund.paymentNo} has no capture id`);
    try {
      const { result } = await this.payments.refundCapturedPayment({
        captureId: refund.tradeNo,
        paypalRequestId: refund.refundNo,
        prefer: 'return=representation',
        body: {
          amount: { currencyCode: this.config.currency, value: paypalValue(refund.amount) },
          invoiceId: refund.refundNo,
        },
      });
      return result.status === 'COMPLETED' || result.status === 'PENDING';
    } catch (error) {
      throw this.failure('refund', error);
    }
  }
}

/** The PayPal settings of an environment and what is wrong with them (no problems when unset). */
function readConfig(env: NodeJS.ProcessEnv): { config: PaypalConfig | null; problems: string[] } {
  if (!env.PAYPAL_CLIENT_ID?.trim()) return { config: null, problems: [] };
  const problems: string[] = [];
  const missing = PAYPAL_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) problems.push(`PayPal is partly configured: set ${missing.join(', ')}`);

  const mode = env.PAYPAL_ENV?.trim() || (isProduction(env) ? 'live' : 'sandbox');
  if (mode !== 'live' && mode !== 'sandbox') problems.push('PAYPAL_ENV must be live or sandbox');
  const environment = mode === 'live' ? 'live' : 'sandbox';

  const baseUrl =
    env.PAYPAL_BASE_URL?.trim() || (environment === 'live' ? PAYPAL_LIVE_URL : PAYPAL_SANDBOX_URL);
  let url: URL | null;
  try {
    url = new URL(baseUrl);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    problems.push('PAYPAL_BASE_URL is not an http(s) URL');
  } else if (isProduction(env) && url.protocol !== 'https:') {
    problems.push('PAYPAL_BASE_URL must be https in production');
  }

  const currency = env.PAYPAL_CURRENCY?.trim() || 'CNY';
  if (!/^[A-Z]{3}$/.test(currency)) problems.push('PAYPAL_CURRENCY must be a three-letter currency code');
  else if (ZERO_DECIMAL_CURRENCIES.has(currency))
    problems.push(`PAYPAL_CURRENCY ${currency} has no cents; the mall's amounts are in cents`);

  if (problems.length > 0) return { config: null, problems };
  return {
    config: {
      clientId: env.PAYPAL_CLIENT_ID.trim(),
      clientSecret: env.PAYPAL_CLIENT_SECRET?.trim() ?? '',
      webhookId: env.PAYPAL_WEBHOOK_ID?.trim() ?? '',
      environment,
      baseUrl,
      currency,
    },
    problems,
  };
}

/** What is wrong with the PayPal variables; none when PAYPAL_CLIENT_ID is unset (PayPal off). */
export function paypalEnvProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  return readConfig(env).problems;
}

/**
 * The PayPal provider of the environment: null when PAYPAL_CLIENT_ID is unset; an error naming every
 * problem when it is set but the rest is missing or wrong.
 */
export function paypalFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentProvider | null {
  return providerFromSettings('PayPal', readConfig(env), (config) => new PaypalProvider(config));
}
