// Paying a refund out to where the order's money came from (decisions/0018), inside the caller's
// transaction: the balance (a wallet credit with its ledger row), points (a points credit, 1 point per
// cent at POINTS_PER_YUAN = 100) or the payment provider. A provider refund is recorded as owed in the
// same transaction and made after the commit by `RefundPayments.providerRefund` (idempotent per refundSn),
// which then marks it done; without a provider interface it stays owed (visible in the table).
import { POINTS_PER_YUAN, type Cents } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { creditPoints } from '../points/service.ts';
import { creditWallet } from '../wallet/service.ts';

export type PayoutMethod = 'balance' | 'points' | 'provider';

/** What the refund module needs from payment. */
export interface RefundPayments {
  /** How the order was paid (read inside the payout's transaction). */
  methodOf(tx: Database, order: { orderId: number; orderNumber: string }): Promise<PayoutMethod>;
  /**
   * Gives `amount` back through the provider that took the order's money; idempotent per refundSn.
   * Called after the payout's transaction committed; true when the provider confirmed it.
   */
  providerRefund?(refund: { refundSn: string; orderNumber: string; amount: Cents }): Promise<boolean>;
}

/** Until payment is wired: every order counts as paid through a provider, and its refunds stay owed. */
export const unknownPayments: RefundPayments = {
  methodOf: () => Promise.resolve('provider'),
};

/** Points for `cents` at the payment rate (POINTS_PER_YUAN points per yuan). */
export function centsToPoints(cents: Cents): number {
  return Math.round((cents * POINTS_PER_YUAN) / 100);
}

export interface PayoutResult {
  method: PayoutMethod;
  points: number | null;
  providerState: 'owed' | null;
}

/** Credits the buyer (balance or points) or records the provider refund as owed. */
export async function payOut(
  tx: Database,
  payments: RefundPayments,
  refund: { refundSn: string; userId: string; orderId: number; orderNumber: string; amount: Cents },
  now: Date,
): Promise<PayoutResult> {
  const method = await payments.methodOf(tx, refund);
  if (method === 'balance') {
    await creditWallet(tx, refund.userId, refund.amount, 'refund', refund.refundSn);
    return { method, points: null, providerState: null };
  }
  if (method === 'points') {
    const points = centsToPoints(refund.amount);
    if (points > 0) await creditPoints(tx, refund.userId, points, 'refund', refund.refundSn, now);
    return { method, points, providerState: null };
  }
  return { method, points: null, providerState: 'owed' };
}
