// Payment routes (docs/api.md "Payment", decisions/0017): the payment page's info, paying by each method,
// the poll of the WeChat page, the sandbox provider's notification (signed by the provider, not by the
// client: exempt from the request signature) and its cashier and QR pages, plain HTML in the language of
// `?lang=` (set by /p/order/pay from the request's language) or of the browser.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centsToYuan, isLocale, LangQuery, messages, PaymentNoParam, type Locale } from '@mall/domain';
import type { MessageDescriptor } from '@lingui/core';
import type { Database } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { sandboxSecretFrom } from './config.ts';
import { SandboxProvider, type PaymentProvider } from './provider.ts';
import { applyNotification, cashierState, readPayment, type PaymentView } from './service.ts';

const tags = ['payment'];

/** A path of this site ("/x", not "//x") or an http(s) URL of the host the request came to; else null. */
export function safeReturnUrl(value: string | undefined, host: string): string | null {
  if (value === undefined || value === '') return '/';
  if (/^\/(?![/\\])/.test(value)) return /[\s\\]/.test(value) ? null : value;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host
      ? url.toString()
      : null;
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function pageLocale(request: FastifyRequest): Locale {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return typeof lang === 'string' && isLocale(lang) ? lang : request.locale;
}

const methodName: Record<number, MessageDescriptor> = {
  2: messages.sandboxAlipay,
  3: messages.sandboxWechat,
  10: messages.sandboxPaypal,
};

/**
 * The page's own icon, inline: without one the browser asks for /favicon.ico, which the mall answers
 * with a 404 (a console error on the shopper's phone or in the cashier tab).
 */
const sandboxIcon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%231677ff'/%3E%3C/svg%3E";

/** The sandbox's small self-contained HTML page. */
function page(locale: Locale, payment: PaymentView, body: string): string {
  const t = (d: MessageDescriptor) => escapeHtml(translate(locale, d));
  const method = methodName[payment.payType] ?? messages.sandboxAlipay;
  return `<!doctype html>
<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="${sandboxIcon}">
<title>${t(method)} · ${t(messages.sandboxCashierTitle)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;padding:24px;color:#333}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px}.note{color:#888;font-size:13px;margin:0 0 20px}
.amount{font-size:32px;color:#e1251b;margin:8px 0 16px}dl{font-size:13px;color:#666}
.actions{display:flex;gap:12px;margin-top:20px}button,a.button{flex:1;padding:10px;border-radius:4px;font-size:16px;
text-align:center;text-decoration:none;border:1px solid #ccc;background:#fff;color:#333;cursor:pointer}
button{background:#1677ff;border-color:#1677ff;color:#fff}.message{font-size:18px;margin:16px 0}</style></head>
<body><main><h1>${t(method)}</h1><p class="note">${t(messages.sandboxCashierTitle)} · ${t(messages.sandboxCashierNote)}</p>
${body}</main></body></html>`;
}

function details(locale: Locale, payment: PaymentView): string {
  const t = (d: MessageDescriptor) => escapeHtml(translate(locale, d));
  return `<div>${t(messages.sandboxAmount)}</div><div class="amount">¥${centsToYuan(payment.amount).toFixed(2)}</div>
<dl><dt>${t(messages.sandboxOrders)}</dt>${payment.orders.map((o) => `<dd>${escapeHtml(o.orderNumber)}</dd>`).join('')}</dl>`;
}

function endPage(locale: Locale, payment: PaymentView, message: MessageDescriptor): string {
  const t = (d: MessageDescriptor) => escapeHtml(translate(locale, d));
  return page(
    locale,
    payment,
    `${details(locale, payment)}<p class="message" role="status">${t(message)}</p>
<div class="actions"><a class="button" href="${escapeHtml(payment.returnUrl || '/')}">${t(messages.sandboxBack)}</a></div>`,
  );
}

const stateMessage = {
  paid: messages.sandboxPaid,
  expired: messages.orderExpired,
  changed: messages.orderPaymentStatusChanged,
} as const;

export interface PaymentRoutesOptions {
  db: Database;
  now: Clock;
  /** The data folder that keeps the sandbox secret (null: a secret of this process). */
  dataDir: string | null;
  /** The provider of online payments (default: the sandbox). */
  provider?: PaymentProvider;
}

export const paymentPublicRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { db, now } = options;
  const sandbox = new SandboxProvider(sandboxSecretFrom(options.dataDir));
  const apiPrefix = app.prefix;

  app.post(
    '/notify/sandbox',
    {
      config: { skipSignature: true },
      schema: {
        tags,
        summary:
          "The sandbox provider's payment notification, signed with its own secret (x-sandbox-signature); answers success once applied or already applied",
      },
    },
    async (request, reply) => {
      const notification = await sandbox.verifyNotification(request.rawBody ?? '', request.headers);
      if (!notification) throw new BusinessError(messages.paymentNotifyInvalid);
      await applyNotification(db, notification, new Date(now()));
      return reply.type('text/plain; charset=utf-8').send('success');
    },
  );

  /** The sandbox sends its notification to this server (through the whole API: hooks, route, handler). */
  async function notifySelf(self: FastifyInstance, payment: PaymentView): Promise<boolean> {
    const { body, headers } = sandbox.notification(payment.paymentNo, payment.amount, new Date(now()));
    const res = await self.inject({
      method: 'POST',
      url: `${apiPrefix}/notify/sandbox`,
      payload: body,
      headers,
    });
    return res.statusCode === 200;
  }

  async function paymentOf(paymentNo: string, payTypes: number[]): Promise<PaymentView> {
    const payment = await readPayment(db, paymentNo);
    if (!payment || !payTypes.includes(payment.payType)) throw new BusinessError(messages.paymentNotFound);
    return payment;
  }

  app.get(
    '/sandbox/cashier/:paymentNo',
    {
      schema: {
        tags,
        summary: 'The sandbox cashier page (Alipay, PayPal): the amount, Pay and Cancel (HTML)',
        params: PaymentNoParam,
        querystring: LangQuery,
      },
    },
    async (request, reply) => {
      const payment = await paymentOf(request.params.paymentNo, [2, 10]);
      const locale = pageLocale(request);
      const state = cashierState(payment, new Date(now()));
      const t = (d: MessageDescriptor) => escapeHtml(translate(locale, d));
      const html =
        state === 'payable'
          ? page(
              locale,
              payment,
              `${details(locale, payment)}
<form method="post" action="${escapeHtml(`${apiPrefix}/sandbox/cashier/pay?lang=${locale}`)}" class="actions">
<input type="hidden" name="paymentNo" value="${escapeHtml(payment.paymentNo)}">
<a class="button" href="${escapeHtml(payment.returnUrl || '/')}">${t(messages.sandboxCancel)}</a>
<button type="submit">${t(messages.sandboxPay)}</button></form>`,
            )
          : endPage(locale, payment, stateMessage[state]);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    '/sandbox/cashier/pay',
    {
      // A plain HTML form of the sandbox's own page: the browser cannot sign it.
      config: { skipSignature: true },
      schema: {
        tags,
        summary:
          "The cashier page's Pay button: the sandbox notifies this server, then sends the shopper to the return URL",
        // The payment number in the form's body, not the path: one route, not one per payment.
        body: PaymentNoParam,
        querystring: LangQuery,
      },
    },
    async (request, reply) => {
      const payment = await paymentOf(request.body.paymentNo, [2, 10]);
      const locale = pageLocale(request);
      const state = cashierState(payment, new Date(now()));
      if (state === 'payable' && (await notifySelf(app, payment))) {
        return reply.redirect(payment.returnUrl || '/', 303);
      }
      const after = state === 'payable' ? ((await readPayment(db, payment.paymentNo)) ?? payment) : payment;
      const final = cashierState(after, new Date(now()));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          endPage(
            locale,
            after,
            final === 'payable' ? messages.orderPaymentStatusChanged : stateMessage[final],
          ),
        );
    },
  );

  app.get(
    '/sandbox/wxpay/:paymentNo',
    {
      schema: {
        tags,
        summary:
          "What the WeChat QR code opens: pays (the sandbox notifies this server) and says 'paid' (HTML)",
        params: PaymentNoParam,
        querystring: LangQuery,
      },
    },
    async (request, reply) => {
      const payment = await paymentOf(request.params.paymentNo, [3]);
      const locale = pageLocale(request);
      let state = cashierState(payment, new Date(now()));
      if (state === 'payable') {
        await notifySelf(app, payment);
        state = cashierState((await readPayment(db, payment.paymentNo)) ?? payment, new Date(now()));
      }
      const message =
        state === 'paid'
          ? messages.sandboxPaid
          : state === 'expired'
            ? messages.qrCodeExpired
            : messages.orderPaymentStatusChanged;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(endPage(locale, payment, message));
    },
  );
};
