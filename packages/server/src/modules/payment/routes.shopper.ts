// The shopper's payment routes (/p/order/...: what to pay, whether it is paid, pay), in the shopper
// scope. An online pay type goes to the provider the registry picks for it (providers.ts; none: refused),
// with absolute notify and return links built from MALL_PUBLIC_URL (else, in the demo, the request's
// origin). Notifications, returns and the sandbox's pages are public (routes.public.ts).
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
import { createPending, isPaid, payInfo, payInside } from './service.ts';
import { apiBaseUrl, safeReturnUrl, type PaymentRoutesOptions } from './routes.public.ts';

const tags = ['payment'];
const security = [{ bearer: [] }];

export const paymentShopperRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { db, now, providers, publicUrl } = options;
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
      const returnUrl = safeReturnUrl(request.body.returnUrl, publicUrl);
      if (returnUrl === null) throw new BusinessError(messages.payReturnUrlInvalid);
      const at = new Date(now());
      const input = { ...request.body, returnUrl };
      const { payType } = input;
      if (payType === 0 || payType === 9) {
        const payNo = await payInside(db, userId, { ...input, payType }, at);
        return { paid: true, payNo };
      }
      // Refused before anything is written when no provider serves the method.
      const provider = providers.require(payType);
      const baseUrl = apiBaseUrl(request, publicUrl, apiPrefix);
      const pending = await createPending(db, userId, { ...input, payType }, provider.name, at);
      let start;
      try {
        start = await provider.createPayment({
          paymentNo: pending.paymentNo,
          payType,
          amount: pending.amount,
          orderNumbers: input.orderNumbers,
          expiresAt: pending.expiresAt,
          baseUrl,
          notifyUrl: `${baseUrl}/notify/${provider.name}`,
          returnUrl: `${baseUrl}/pay/return/${provider.name}?paymentNo=${pending.paymentNo}`,
          subject: input.orderNumbers.join(','),
          locale: request.locale,
          systemType: input.systemType,
        });
      } catch (error) {
        // The pending payment stays open: the shopper's next try reuses it.
        request.log.error({ err: error, provider: provider.name }, 'starting a payment failed');
        throw new BusinessError(messages.payProviderUnavailable);
      }
      return {
        payUrl: start.payUrl,
        ...(start.qrCode ? { qrCode: start.qrCode } : {}),
        payNo: pending.paymentNo,
        endTime: formatDate(pending.expiresAt),
      };
    },
  );
};
