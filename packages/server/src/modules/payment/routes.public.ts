// Payment routes (docs/api.md "Payment", decisions/0017, 0029): each configured provider's notification
// (POST /notify/<name>, signed by the provider, not by the client: exempt from the request signature;
// verified by the provider, then applied once) and the shopper's return from its page (GET
// /pay/return/<name>?paymentNo=: completes the payment where the provider needs it, then redirects to the
// return URL the pay call gave). The sandbox's cashier and QR pages (plain HTML in the language of `?lang=`
// or of the browser, with a banner saying no real money moves) exist only while the sandbox is on
// (sandboxPaymentsEnabled): otherwise they, and /notify/sandbox, are not registered at all.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { centsToYuan, isLocale, LangQuery, messages, PaymentNoParam, type Locale } from '@mall/domain';
import type { MessageDescriptor } from '@lingui/core';
import type { Database } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { BusinessError, sendText } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { ProviderCallError, type PaymentProvider } from './provider.ts';
import type { PaymentProviders } from './providers.ts';
import { applyNotification, cashierState, readPayment, type PaymentView } from './service.ts';

const tags = ['payment'];

/**
 * Where a shopper may be sent back to: a path of this site ("/x", not "//x"), or an http(s) URL whose
 * origin is the mall's public one (MALL_PUBLIC_URL); without a public URL only paths. Else null. The
 * request's Host header never counts: a forged one could otherwise make the mall redirect off-site.
 */
export function safeReturnUrl(value: string | undefined, publicUrl: URL | null): string | null {
  if (value === undefined || value === '') return '/';
  if (/^\/(?![/\\])/.test(value)) return /[\s\\]/.test(value) ? null : value;
  if (!publicUrl) return null;
  try {
    const url = new URL(value);
    return url.origin === publicUrl.origin ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The API's absolute base for links handed to providers and shoppers (notify, return, cashier): the
 * public URL when set, else (the demo) the origin the request came to.
 */
export function apiBaseUrl(request: FastifyRequest, publicUrl: URL | null, apiPrefix: string): string {
  return publicUrl ? `${publicUrl.origin}${apiPrefix}` : `${request.protocol}://${request.host}${apiPrefix}`;
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
.banner{background:#fff7e6;border:1px solid #ffa940;color:#ad4e00;border-radius:4px;padding:8px 12px;margin:0 0 16px;font-size:14px;font-weight:600}
.actions{display:flex;gap:12px;margin-top:20px}button,a.button{flex:1;padding:10px;border-radius:4px;font-size:16px;
text-align:center;text-decoration:none;border:1px solid #ccc;background:#fff;color:#333;cursor:pointer}
button{background:#1677ff;border-color:#1677ff;color:#fff}.message{font-size:18px;margin:16px 0}</style></head>
<body><main><p class="banner" role="alert">${t(messages.sandboxBanner)}</p><h1>${t(method)}</h1><p class="note">${t(messages.sandboxCashierTitle)} · ${t(messages.sandboxCashierNote)}</p>
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
  /** The configured providers (providers.ts): one notify and return route each; the sandbox's pages. */
  providers: PaymentProviders;
  /** MALL_PUBLIC_URL (lib/env.ts publicUrlFrom): absolute links and accepted return URLs. */
  publicUrl: URL | null;
}

/** A provider's query values that are plain strings (a repeated key is dropped). */
const stringsOf = (query: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

export const paymentPublicRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { db, now, providers } = options;
  for (const provider of providers.all) providerRoutes(app, provider);

  function providerRoutes(scope: FastifyInstance, provider: PaymentProvider): void {
    scope.post(
      `/notify/${provider.name}`,
      {
        config: { skipSignature: true },
        schema: {
          tags,
          summary: `The ${provider.name} provider's payment notification, verified by the provider (its own signature); answers the provider's acknowledgement once applied or already applied`,
        },
      },
      async (request, reply) => {
        // A provider's verification that fails outright (a body it cannot decrypt) is a refusal too; one
        // that could not ask the provider's API (PayPal's verify call down) is 503: the provider retries.
        let outage = false;
        const notification = await Promise.resolve()
          .then(() => provider.verifyNotification(request.rawBody ?? '', request.headers))
          .catch((error: unknown) => {
            outage = error instanceof ProviderCallError;
            if (outage)
              request.log.error({ err: error, provider: provider.name }, 'notification not checked');
            else request.log.warn({ err: error, provider: provider.name }, 'notification not verifiable');
            return null;
          });
        if (outage) return sendText(reply, 503, request.t(messages.payProviderUnavailable));
        if (!notification) throw new BusinessError(messages.paymentNotifyInvalid);
        await applyNotification(db, notification, provider.name, new Date(now()));
        return reply
          .code(provider.ack.status)
          .type(provider.ack.contentType)
          .header('cache-control', 'no-store')
          .send(provider.ack.body);
      },
    );

    scope.get(
      `/pay/return/${provider.name}`,
      {
        schema: {
          tags,
          summary: `Where ${provider.name} sends the shopper back (?paymentNo= and the provider's own values): completes the payment where the provider needs it, then redirects to the pay call's return URL`,
        },
      },
      async (request, reply) => {
        const query = stringsOf(request.query);
        const paymentNo = query.paymentNo ?? '';
        const payment = /^\d{1,30}$/.test(paymentNo) ? await readPayment(db, paymentNo) : null;
        if (!payment || payment.provider !== provider.name) throw new BusinessError(messages.paymentNotFound);
        if (provider.completeReturn && payment.status !== 1) {
          try {
            const notification = await provider.completeReturn(query);
            if (notification && notification.paymentNo === payment.paymentNo)
              await applyNotification(db, notification, provider.name, new Date(now()));
            else if (notification)
              request.log.warn({ paymentNo, provider: provider.name }, 'return completed another payment');
          } catch (error) {
            // The shopper still goes back: the order page shows what is true (unpaid, or paid once the
            // provider's notification arrives).
            request.log.error(
              { err: error, paymentNo, provider: provider.name },
              'completing a return failed',
            );
          }
        }
        return reply.header('cache-control', 'no-store').redirect(payment.returnUrl || '/', 302);
      },
    );
  }

  // The sandbox's pages: only while it is on.
  if (providers.sandbox) {
    const sandbox = providers.sandbox;
    const apiPrefix = app.prefix;

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

    /** A sandbox payment of these methods (a real provider's payment is not payable here). */
    async function paymentOf(paymentNo: string, payTypes: number[]): Promise<PaymentView> {
      const payment = await readPayment(db, paymentNo);
      if (!payment || payment.provider !== 'sandbox' || !payTypes.includes(payment.payType))
        throw new BusinessError(messages.paymentNotFound);
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
  }
};
