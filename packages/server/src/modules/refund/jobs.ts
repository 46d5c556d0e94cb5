// The after-sales jobs (decisions/0018), run by the scheduler (src/jobs/index.ts) and by tests with a
// fake time: an application the merchant leaves unanswered for MALL_REFUND_ACCEPT_DAYS (default 3) is
// accepted (a refund-only request is then paid out); an accepted return whose buyer has not shipped
// within MALL_REFUND_SHIP_DAYS (default 7) closes (-1). Both move each request in its own transaction
// behind a conditional update: safe to run twice, or twice at once.
import type { Job } from '../../jobs/scheduler.ts';
import type { Database } from '../../db/connection.ts';
import { unknownPayments, type RefundPayments } from './payout.ts';
import { RefundApplyType, RefundStatus } from '@mall/domain';
import {
  acceptOverdueRefunds,
  closeUnshippedReturns,
  DAY_MS,
  retryOwedProviderRefunds,
  withinNoReasonWindow,
} from './service.ts';

export const REFUND_ACCEPT_DAYS_DEFAULT = 3;
export const REFUND_SHIP_DAYS_DEFAULT = 7;

/** The jobs' time-outs in days: an unanswered application; an accepted return the buyer has not shipped. */
export interface RefundDeadlineDays {
  acceptDays: number;
  shipDays: number;
}

/** The time-outs the jobs use, from the environment (MALL_REFUND_ACCEPT_DAYS, MALL_REFUND_SHIP_DAYS). */
export function refundDeadlineDays(
  env: Record<string, string | undefined> = process.env,
): RefundDeadlineDays {
  return {
    acceptDays: daysFromEnv(env.MALL_REFUND_ACCEPT_DAYS, REFUND_ACCEPT_DAYS_DEFAULT),
    shipDays: daysFromEnv(env.MALL_REFUND_SHIP_DAYS, REFUND_SHIP_DAYS_DEFAULT),
  };
}

/**
 * When the jobs will move a request, as they decide it (the merchant centre shows it): an application
 * (1) the time-out may accept (`autoAcceptable`'s rule: a return, or a refund only made before the
 * receipt or within the no-reason days of it) is agreed `acceptDays` after it was (re)submitted; an
 * accepted return (2) closes `shipDays` after the acceptance. Null when no job will move it.
 */
export function refundDeadlines(
  refund: {
    status: number;
    applyType: number;
    applyTime: Date;
    handleTime: Date | null;
  },
  orderReceivedAt: Date | null,
  days: RefundDeadlineDays,
): { autoAgreeAt: Date | null; autoCloseAt: Date | null } {
  const autoAcceptable =
    refund.applyType !== RefundApplyType.refundOnly ||
    withinNoReasonWindow(orderReceivedAt, refund.applyTime);
  return {
    autoAgreeAt:
      refund.status === RefundStatus.applied && autoAcceptable
        ? new Date(refund.applyTime.getTime() + days.acceptDays * DAY_MS)
        : null,
    autoCloseAt:
      refund.status === RefundStatus.sellerAccepted &&
      refund.applyType === RefundApplyType.returnAndRefund &&
      refund.handleTime
        ? new Date(refund.handleTime.getTime() + days.shipDays * DAY_MS)
        : null,
  };
}

/** A whole positive number of days from the environment, else the default. */
export function daysFromEnv(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && /^\d+(\.\d+)?$/.test(value.trim()) && n > 0 ? n : fallback;
}

export interface RefundJobOptions {
  /** How orders were paid and the provider's refund, for the database the job runs on. */
  payments?: RefundPayments | ((db: Database) => RefundPayments);
  env?: Record<string, string | undefined>;
}

/** The jobs with their settings; `payments` is how orders were paid (the payment module). */
export function refundJobs(options: RefundJobOptions = {}): Job[] {
  const env = options.env ?? process.env;
  const given = options.payments ?? unknownPayments;
  const paymentsOf = (db: Database) => (typeof given === 'function' ? given(db) : given);
  const acceptDays = () => refundDeadlineDays(env).acceptDays;
  const shipDays = () => refundDeadlineDays(env).shipDays;
  return [
    {
      name: 'refund-auto-accept',
      everyMs: 10 * 60 * 1000,
      run: (db: Database, now: Date) => acceptOverdueRefunds(db, paymentsOf(db), now, acceptDays()),
    },
    {
      name: 'refund-close-unshipped',
      everyMs: 10 * 60 * 1000,
      run: (db: Database, now: Date) => closeUnshippedReturns(db, now, shipDays()),
    },
    {
      name: 'refund-provider-retry',
      everyMs: 5 * 60 * 1000,
      run: (db: Database) => retryOwedProviderRefunds(db, paymentsOf(db)),
    },
  ];
}
