// The refund-due job (decisions/0029): money that arrived for orders that could no longer take it (paid
// late, after a cancel, or twice: `payments.refund_due`, decisions/0017) goes back through the provider
// that took it, once. Each payment is claimed by a conditional update of `refund_claimed_at` (another run,
// on this instance or another, skips it until the claim is older than the lease), the provider is called
// after the claim committed with a refund number derived from the payment (`refundDueNo`: the same on
// every retry, so the provider refunds it once even if we crash after its answer), then `refunded` is set
// to `refund_due`. A failure (refused, unreachable, not configured here) is logged and releases the
// claim: the next run tries again. Each claim is stamped with the run's clock advanced by the time the run
// has taken, so a long run's later claims still hold their whole lease.
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import type { JobLog } from '../../jobs/scheduler.ts';
import type { PaymentProviders } from './providers.ts';
import { payments } from './tables.ts';

/** How long a run's claim keeps other runs off a payment (a crashed run's claim expires then). */
export const REFUND_DUE_LEASE_MS = 10 * 60_000;

/** The refund number of a payment's refund due: stable, so a retry is the same refund to the provider. */
export function refundDueNo(paymentNo: string): string {
  return `RD${paymentNo}`;
}

/** Gives back every payment's refund due (up to `limit` per run); answers how many were confirmed. */
export async function refundDuePayments(
  db: Database,
  providers: PaymentProviders,
  now: Date,
  options: { leaseMs?: number; limit?: number; log?: JobLog } = {},
): Promise<number> {
  const started = Date.now();
  /** The run's clock, advanced by the time the run has taken so far. */
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  const lease = options.leaseMs ?? REFUND_DUE_LEASE_MS;
  const claimableAt = (at: Date) =>
    and(
      eq(payments.status, 1),
      lt(payments.refunded, payments.refundDue),
      or(isNull(payments.refundClaimedAt), lte(payments.refundClaimedAt, new Date(at.getTime() - lease))),
    );
  const claimable = claimableAt(now);
  const configured = providers.all.map((p) => p.name);
  if (configured.length === 0) return 0;
  // Only payments whose provider is configured here: the others (left for an operator, or for an
  // instance that has it) never crowd them out of a run.
  const due = await db
    .select({ paymentId: payments.paymentId, provider: payments.provider })
    .from(payments)
    .where(and(claimable, inArray(payments.provider, configured)))
    .orderBy(asc(payments.paymentId))
    .limit(options.limit ?? 200);
  let done = 0;
  for (const row of due) {
    const provider = providers.byName(row.provider);
    if (!provider) continue;
    const claimedAt = clock();
    const [claimed] = await db
      .update(payments)
      .set({ refundClaimedAt: claimedAt })
      .where(and(eq(payments.paymentId, row.paymentId), claimableAt(claimedAt)))
      .returning({
        paymentNo: payments.paymentNo,
        tradeNo: payments.tradeNo,
        amount: payments.amount,
        refundDue: payments.refundDue,
        refunded: payments.refunded,
      });
    if (!claimed) continue;
    let confirmed = false;
    let failure: unknown = null;
    try {
      confirmed = await provider.refund({
        paymentNo: claimed.paymentNo,
        tradeNo: claimed.tradeNo,
        refundNo: refundDueNo(claimed.paymentNo),
        amount: claimed.refundDue - claimed.refunded,
        paymentAmount: claimed.amount,
      });
    } catch (error) {
      failure = error;
    }
    if (!confirmed) {
      options.log?.error(
        { paymentNo: claimed.paymentNo, provider: provider.name, ...(failure ? { err: failure } : {}) },
        'refund due not given back: tried again at the next run',
      );
    }
    const ours = and(eq(payments.paymentId, row.paymentId), eq(payments.refundClaimedAt, claimedAt));
    if (confirmed) {
      await db.update(payments).set({ refunded: claimed.refundDue, refundClaimedAt: null }).where(ours);
      done++;
    } else {
      await db.update(payments).set({ refundClaimedAt: null }).where(ours);
    }
  }
  return done;
}
