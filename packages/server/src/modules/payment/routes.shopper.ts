// The shopper's payment routes (/p/order/...: what to pay, whether it is paid, pay), in the shopper
// scope. The sandbox's own pages and its notification are public (routes.public.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Flag,
  formatDate,
  messages,
  OrderNumbersQuery,
  OrderPayInfo,
  PayAnswer,
  PayParam,
} from '@mall/domain';
import { BusinessError } from '../../plugins/errors.ts';
import { sandboxSecretFrom } from './config.ts';
import { SandboxProvider } from './provider.ts';
import { createPending, isPaid, payInfo, payInside } from './service.ts';
import { safeReturnUrl, type PaymentRoutesOptions } from './routes.public.ts';

const tags = ['payment'];
const security = [{ bearer: [] }];

export const paymentShopperRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { db, now } = options;
  const provider = options.provider ?? new SandboxProvider(sandboxSecretFrom(options.dataDir));
  const apiPrefix = app.prefix;

  app.get(
    '/p/order/getOrderPayInfoByOrderNumber',
    {
      schema: {
        tags,
        summary:
          "What the payment page shows for the buyer's orders: products, address, status, deadline, amount",
        security,
        querystring: OrderNumbersQuery,
        response: { 200: OrderPayInfo },
      },
    },
    async (request) =>
      payInfo(db, request.userId, request.query.orderNumbers, new Date(now()), request.locale),
  );

  app.get(
    '/p/order/isPay',
    {
      schema: {
        tags,
        summary: "Whether every one of the buyer's orders is paid (the WeChat QR page polls it)",
        security,
        querystring: OrderNumbersQuery,
        response: { 200: Flag },
      },
    },
    async (request) => isPaid(db, request.userId, request.query.orderNumbers),
  );

  app.post(
    '/p/order/pay',
    {
      schema: {
        tags,
        summary:
          "Pays the buyer's orders: balance (9) and points (0) at once; Alipay (2) and PayPal (10) answer a cashier page, WeChat (3) a QR code",
        security,
        body: PayParam,
        response: { 200: PayAnswer },
      },
    },
    async (request) => {
      const userId = request.userId;
      const returnUrl = safeReturnUrl(request.body.returnUrl, request.host);
      if (returnUrl === null) throw new BusinessError(messages.payReturnUrlInvalid);
      const at = new Date(now());
      const input = { ...request.body, returnUrl };
      const { payType } = input;
      if (payType === 0 || payType === 9) {
        const payNo = await payInside(db, userId, { ...input, payType }, at);
        return { paid: true, payNo };
      }
      const baseUrl = `${request.protocol}://${request.host}${apiPrefix}`;
      const pending = await createPending(db, userId, { ...input, payType }, at);
      const start = await provider.createPayment({
        paymentNo: pending.paymentNo,
        payType,
        amount: pending.amount,
        orderNumbers: input.orderNumbers,
        expiresAt: pending.expiresAt,
        baseUrl,
        notifyUrl: `${baseUrl}/notify/${provider.name}`,
        returnUrl,
        subject: input.orderNumbers.join(','),
        locale: request.locale,
      });
      const lang = `?lang=${request.locale}`;
      return {
        payUrl: payType === 3 ? start.payUrl : `${start.payUrl}${lang}`,
        ...(start.qrCode ? { qrCode: start.qrCode } : {}),
        payNo: pending.paymentNo,
        endTime: formatDate(pending.expiresAt),
      };
    },
  );
};
