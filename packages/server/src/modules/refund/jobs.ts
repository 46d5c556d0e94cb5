// The after-sales jobs (decisions/0018), run by the scheduler (src/jobs/index.ts) and by tests with a
// fake time: an application the merchant leaves unanswered for MALL_REFUND_ACCEPT_DAYS (default 3) is
// accepted (a refund-only request is then paid out); an accepted return whose buyer has not shipped
// within MALL_REFUND_SHIP_DAYS (default 7) closes (-1). Both move each request in its own transaction
// behind a conditional update: safe to run twice, or twice at once.
import type { Job } from '../../jobs/scheduler.ts';
import type { Database } from '../../db/connection.ts';
import { unknownPayments, type RefundPayments } from './payout.ts';
import { acceptOverdueRefunds, closeUnshippedReturns, retryOwedProviderRefunds } from './service.ts';

export const REFUND_ACCEPT_DAYS_DEFAULT = 3;
export const REFUND_SHIP_DAYS_DEFAULT = 7;

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
  const acceptDays = () => daysFromEnv(env.MALL_REFUND_ACCEPT_DAYS, REFUND_ACCEPT_DAYS_DEFAULT);
  const shipDays = () => daysFromEnv(env.MALL_REFUND_SHIP_DAYS, REFUND_SHIP_DAYS_DEFAULT);
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
