// A local stand-in for PayPal's REST API on 127.0.0.1 (a free port), for tests only: OAuth client
// credentials (Basic auth -> a bearer token every other call must carry), Orders v2 (create, get, capture
// with PayPal-Request-Id idempotency and ORDER_ALREADY_CAPTURED), capture refunds (PayPal-Request-Id), and
// verify-webhook-signature, which answers SUCCESS only for a webhook this stub sent, unchanged, with its
// transmission headers, for the webhook id it was configured with.
//   POST /v1/oauth2/token
//   POST /v2/checkout/orders                  GET /v2/checkout/orders/{id}
//   POST /v2/checkout/orders/{id}/capture     POST /v2/payments/captures/{id}/refund
//   POST /v1/notifications/verify-webhook-signature
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface StubCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  currency: string;
  value: string;
  customId: string;
  invoiceId: string;
}

export interface StubOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  currency: string;
  value: string;
  customId: string;
  invoiceId: string;
  description: string;
  /** The request body as received (snake_case, PayPal's wire format). */
  request: Record<string, unknown>;
  capture?: StubCapture;
}

export interface StubRefund {
  id: string;
  captureId: string;
  status: 'COMPLETED' | 'PENDING' | 'FAILED';
  value: string;
  currency: string;
}

export interface WebhookOptions {
  /** The capture's amount in the event (the real one by default). */
  value?: string;
  currency?: string;
  eventType?: string;
  customId?: string;
}

export interface PaypalStub {
  baseUrl: string;
  /** The PAYPAL_* variables that point the provider at this stub. */
  env: Record<string, string>;
  webhookId: string;
  orders: Map<string, StubOrder>;
  refunds: Map<string, StubRefund>;
  /** Calls per path (after OAuth), and token grants. */
  calls: { method: string; path: string; requestId: string | undefined }[];
  tokensIssued: number;
  /** What the next captures and refunds end as (COMPLETED by default). */
  captureStatus: StubCapture['status'];
  refundStatus: StubRefund['status'];
  /** PayPal keeps PayPal-Request-Id answers for a while only: forget them all. */
  forgetRequestIds(): void;
  /** The buyer approves the order at PayPal's page. */
  approve(orderId: string): void;
  /** The order id in an approve link. */
  orderIdOf(payUrl: string): string;
  /** PAYMENT.CAPTURE.COMPLETED for the order's capture, as PayPal delivers it: body and headers. */
  webhook(orderId: string, options?: WebhookOptions): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'paypal-debug-id': randomBytes(6).toString('hex'),
  });
  response.end(JSON.stringify(value));
}

function error(response: ServerResponse, status: number, name: string, issue?: string) {
  send(response, status, {
    name,
    message: name,
    debug_id: randomBytes(6).toString('hex'),
    ...(issue ? { details: [{ issue, description: issue }] } : {}),
  });
}

const id17 = () =>
  Array.from(randomBytes(17), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('');

export async function startPaypalStub(): Promise<PaypalStub> {
  const clientId = `stub-client-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(16).toString('hex');
  const webhookId = id17();
  const tokens = new Set<string>();
  const orders = new Map<string, StubOrder>();
  const refunds = new Map<string, StubRefund>();
  /** Answers already given per PayPal-Request-Id (per operation), replayed for a retry. */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  /** Webhooks this stub sent, by transmission id: the exact body and headers. */
  const sent = new Map<string, { body: string; headers: Record<string, string> }>();

  const orderView = (o: StubOrder, origin: string) => ({
    id: o.id,
    intent: 'CAPTURE',
    status: o.status,
    purchase_units: [
      {
        reference_id: o.customId,
        amount: { currency_code: o.currency, value: o.value },
        custom_id: o.customId,
        invoice_id: o.invoiceId,
        description: o.description,
        ...(o.capture
          ? {
              payments: {
                captures: [
                  {
                    id: o.capture.id,
                    status: o.capture.status,
                    amount: { currency_code: o.capture.currency, value: o.capture.value },
                    custom_id: o.capture.customId,
                    invoice_id: o.capture.invoiceId,
                    final_capture: true,
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { href: `${origin}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      ...(o.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${origin}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  });

  const stub: PaypalStub = {
    baseUrl: '',
    env: {},
    webhookId,
    orders,
    refunds,
    calls: [],
    tokensIssued: 0,
    captureStatus: 'COMPLETED',
    refundStatus: 'COMPLETED',
    forgetRequestIds() {
      idempotent.clear();
    },
    approve(orderId) {
      const o = orders.get(orderId);
      if (!o) throw new Error(`the stub has no order ${orderId}`);
      if (o.status === 'PAYER_ACTION_REQUIRED') o.status = 'APPROVED';
    },
    orderIdOf(payUrl) {
      return new URL(payUrl).searchParams.get('token') ?? '';
    },
    webhook(orderId, options = {}) {
      const o = orders.get(orderId);
      if (!o?.capture) throw new Error(`the stub's order ${orderId} has no capture`);
      const c = o.capture;
      const body = JSON.stringify({
        id: `WH-${id17()}`,
        create_time: new Date().toISOString(),
        resource_type: 'capture',
        event_type: options.eventType ?? 'PAYMENT.CAPTURE.COMPLETED',
        summary: `Payment completed for ${c.currency} ${c.value}`,
        resource: {
          id: c.id,
          status: c.status,
          amount: { currency_code: options.currency ?? c.currency, value: options.value ?? c.value },
          custom_id: options.customId ?? c.customId,
          invoice_id: c.invoiceId,
          final_capture: true,
          supplementary_data: { related_ids: { order_id: o.id } },
        },
        event_version: '1.0',
        resource_version: '2.0',
      });
      const headers = {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-stub',
        'paypal-transmission-id': randomUUID(),
        'paypal-transmission-sig': randomBytes(64).toString('base64'),
        'paypal-transmission-time': new Date().toISOString(),
      };
      sent.set(headers['paypal-transmission-id'], { body, headers });
      return { body, headers };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://stub');
    const origin = stub.baseUrl;
    const auth = String(request.headers.authorization ?? '');

    if (method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (auth !== basic || new URLSearchParams(raw).get('grant_type') !== 'client_credentials') {
        return send(response, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.add(token);
      stub.tokensIssued += 1;
      return send(response, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32_400,
        nonce: randomUUID(),
      });
    }
    if (!auth.startsWith('Bearer ') || !tokens.has(auth.slice(7))) {
      return error(response, 401, 'AUTHENTICATION_FAILURE');
    }
    const requestId =
      typeof request.headers['paypal-request-id'] === 'string'
        ? request.headers['paypal-request-id']
        : undefined;
    stub.calls.push({ method, path: url.pathname, requestId });
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    const replay = (key: string, produce: () => { status: number; body: unknown }) => {
      const stored = requestId ? idempotent.get(`${key}:${requestId}`) : undefined;
      const result = stored ?? produce();
      if (requestId && !stored && result.status < 300) idempotent.set(`${key}:${requestId}`, result);
      send(response, result.status, result.body);
    };
    let m: RegExpExecArray | null;

    if (method === 'POST' && url.pathname === '/v2/checkout/orders') {
      return replay('create', () => {
        const unit = (body.purchase_units as Record<string, unknown>[] | undefined)?.[0];
        const amount = unit?.amount as { currency_code?: unknown; value?: unknown } | undefined;
        if (
          body.intent !== 'CAPTURE' ||
          typeof amount?.currency_code !== 'string' ||
          typeof amount.value !== 'string' ||
          !/^\d+(\.\d\d)?$/.test(amount.value) ||
          typeof unit?.custom_id !== 'string'
        )
          return {
            status: 400,
            body: { name: 'INVALID_REQUEST', message: 'INVALID_REQUEST', debug_id: 'x' },
          };
        const o: StubOrder = {
          id: id17(),
          status: 'PAYER_ACTION_REQUIRED',
          currency: amount.currency_code,
          value: amount.value,
          customId: unit.custom_id,
          invoiceId: typeof unit.invoice_id === 'string' ? unit.invoice_id : '',
          description: typeof unit.description === 'string' ? unit.description : '',
          request: body,
        };
        orders.set(o.id, o);
        const view = orderView(o, origin);
        return { status: 200, body: { id: view.id, status: view.status, links: view.links } };
      });
    }
    if (method === 'GET' && (m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)$/.exec(url.pathname))) {
      const o = orders.get(m[1] ?? '');
      return o
        ? send(response, 200, orderView(o, origin))
        : error(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    }
    if (method === 'POST' && (m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(url.pathname))) {
      const orderId = m[1] ?? '';
      return replay(`capture-${orderId}`, () => {
        const o = orders.get(orderId);
        const issue = (status: number, name: string, detail: string) => ({
          status,
          body: { name, message: name, debug_id: 'x', details: [{ issue: detail, description: detail }] },
        });
        if (!o) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        if (o.status === 'COMPLETED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
        if (o.status !== 'APPROVED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        o.status = 'COMPLETED';
        o.capture = {
          id: id17(),
          status: stub.captureStatus,
          currency: o.currency,
          value: o.value,
          customId: o.customId,
          invoiceId: o.invoiceId,
        };
        return { status: 201, body: orderView(o, origin) };
      });
    }
    if (method === 'POST' && (m = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(url.pathname))) {
      const captureId = m[1] ?? '';
      return replay('refund', () => {
        const o = [...orders.values()].find((x) => x.capture?.id === captureId);
        const amount = body.amount as { currency_code?: unknown; value?: unknown } | undefined;
        const toCents = (v: string) => Math.round(Number(v) * 100);
        if (!o?.capture)
          return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'x', debug_id: 'x' } };
        if (typeof amount?.value !== 'string' || amount.currency_code !== o.capture.currency)
          return {
            status: 422,
            body: {
              name: 'UNPROCESSABLE_ENTITY',
              message: 'x',
              debug_id: 'x',
              details: [{ issue: 'CURRENCY_MISMATCH' }],
            },
          };
        const done = [...refunds.values()]
          .filter((r) => r.captureId === captureId && r.status !== 'FAILED')
          .reduce((sum, r) => sum + toCents(r.value), 0);
        if (done + toCents(amount.value) > toCents(o.capture.value))
          return {
            status: 422,
            body: {
              name: 'UNPROCESSABLE_ENTITY',
              message: 'x',
              debug_id: 'x',
              details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }],
            },
          };
        const r: StubRefund = {
          id: id17(),
          captureId,
          status: stub.refundStatus,
          value: amount.value,
          currency: amount.currency_code,
        };
        refunds.set(r.id, r);
        return {
          status: 201,
          body: {
            id: r.id,
            status: r.status,
            amount: { currency_code: r.currency, value: r.value },
            invoice_id: body.invoice_id,
          },
        };
      });
    }
    if (method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const transmission =
        typeof body.transmission_id === 'string' ? sent.get(body.transmission_id) : undefined;
      const genuine =
        transmission !== undefined &&
        body.webhook_id === webhookId &&
        body.auth_algo === transmission.headers['paypal-auth-algo'] &&
        body.cert_url === transmission.headers['paypal-cert-url'] &&
        body.transmission_sig === transmission.headers['paypal-transmission-sig'] &&
        body.transmission_time === transmission.headers['paypal-transmission-time'] &&
        JSON.stringify(body.webhook_event) === JSON.stringify(JSON.parse(transmission.body));
      return send(response, 200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
    }
    return error(response, 404, 'RESOURCE_NOT_FOUND');
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
    PAYPAL_CLIENT_ID: clientId,
    PAYPAL_CLIENT_SECRET: clientSecret,
    PAYPAL_WEBHOOK_ID: webhookId,
    PAYPAL_ENV: 'sandbox',
    PAYPAL_BASE_URL: stub.baseUrl,
  };
  return stub;
}
