// The payment module behind the refunds' `RefundPayments` (decisions/0018, 0029): how an order was paid
// comes from its successful payment (`paymentMethodOf`: balance, points or an online provider; an order
// without one counts as online, so its refund is recorded as owed rather than credited), and an online
// refund goes to the provider that took the money (the payment's `provider`, looked up in the registry)
// with the payment's numbers, the refundSn as the provider's idempotency key. A provider that is not
// configured on this server leaves the refund owed (visible, retried by the job).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { PaymentProviders } from '../payment/providers.ts';
import { paymentMethodOf } from '../payment/service.ts';
import { paymentOrders, payments } from '../payment/tables.ts';
import { orders } from '../order/tables.ts';
import type { RefundPayments } from './payout.ts';

export function paymentModuleRefunds(db: Database, providers: PaymentProviders): RefundPayments {
  return {
    methodOf: async (tx, order) => (await paymentMethodOf(tx, order.orderId)) ?? 'provider',
    providerRefund: async (refund) => {
      const [payment] = await db
        .select({
          paymentNo: payments.paymentNo,
          tradeNo: payments.tradeNo,
          provider: payments.provider,
          paymentAmount: payments.amount,
        })
        .from(paymentOrders)
        .innerJoin(payments, eq(payments.paymentId, paymentOrders.paymentId))
        .innerJoin(orders, eq(orders.orderId, paymentOrders.orderId))
        .where(and(eq(orders.orderNumber, refund.orderNumber), eq(paymentOrders.result, 1)))
        .limit(1);
      // No online payment behind it, or its provider is not configured here: it stays owed (visible).
      const provider = payment ? providers.byName(payment.provider) : null;
      if (!payment || !provider) return false;
      return provider.refund({
        paymentNo: payment.paymentNo,
        tradeNo: payment.tradeNo,
        refundNo: refund.refundSn,
        amount: refund.amount,
        paymentAmount: payment.paymentAmount,
      });
    },
  };
}
