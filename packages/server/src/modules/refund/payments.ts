// The payment module behind the refunds' `RefundPayments` (decisions/0018): how an order was paid comes
// from its successful payment (`paymentMethodOf`: balance, points or an online provider; an order without
// one counts as online, so its refund is recorded as owed rather than credited), and an online refund goes
// to the provider with the payment's numbers, the refundSn as the provider's idempotency key.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { PaymentProvider } from '../payment/provider.ts';
import { paymentMethodOf } from '../payment/service.ts';
import { paymentOrders, payments } from '../payment/tables.ts';
import { orders } from '../order/tables.ts';
import type { RefundPayments } from './payout.ts';

export function paymentModuleRefunds(db: Database, provider: PaymentProvider): RefundPayments {
  return {
    methodOf: async (tx, order) => (await paymentMethodOf(tx, order.orderId)) ?? 'provider',
    providerRefund: async (refund) => {
      const [payment] = await db
        .select({ paymentNo: payments.paymentNo, tradeNo: payments.tradeNo })
        .from(paymentOrders)
        .innerJoin(payments, eq(payments.paymentId, paymentOrders.paymentId))
        .innerJoin(orders, eq(orders.orderId, paymentOrders.orderId))
        .where(and(eq(orders.orderNumber, refund.orderNumber), eq(paymentOrders.result, 1)))
        .limit(1);
      // No online payment behind it: nothing a provider could give back; it stays owed (visible).
      if (!payment) return false;
      return provider.refund({
        paymentNo: payment.paymentNo,
        tradeNo: payment.tradeNo,
        refundNo: refund.refundSn,
        amount: refund.amount,
      });
    },
  };
}
