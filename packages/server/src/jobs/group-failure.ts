// Group buying's failure job (issue 13 item 2, decisions/0043), every GROUP_FAILURE_EVERY_MS (10 s, the
// issue asks for at most 15): each team still grouping past its end time fails (1 -> 3, a conditional
// update), and in that team's one transaction every member's paid order is cancelled, its stock, coupons
// and points given back (release reason 'groupFailure') and its money refunded to its source with the
// "group buying failed" reason (group/paid.ts `failExpiredTeams`). Two runs at once, on one instance or
// several, fail each team and refund each order once: the loser's conditional update changes nothing.
// Provider refunds are asked for after each team's commit; one the provider does not confirm stays owed
// and the refund module's retry job tries again.
import type { Database } from '../db/connection.ts';
import { failExpiredTeams } from '../modules/group/paid.ts';
import type { RefundPayments } from '../modules/refund/payout.ts';
import { settleProviderRefund } from '../modules/refund/service.ts';
import { stderrJobLog, type Job, type JobLog } from './scheduler.ts';

export const GROUP_FAILURE_EVERY_MS = 10_000;

/** Fails the teams past their end time at `now`; answers how many. */
export async function failGroupTeams(
  db: Database,
  payments: RefundPayments,
  now: Date,
  log: JobLog = stderrJobLog,
): Promise<number> {
  return failExpiredTeams(
    db,
    payments,
    now,
    async (refund) => {
      try {
        await settleProviderRefund(db, payments, refund);
      } catch (error) {
        log.error({ refundSn: refund.refundSn, err: error }, 'group failure refund owed: retried later');
      }
    },
    200,
    (teamId, error) => log.error({ teamId, err: error }, 'group team could not fail now: retried next run'),
  );
}

/** The job, with how orders were paid on the database it runs on (the payment module). */
export function groupFailureJob(paymentsOf: (db: Database) => RefundPayments): Job {
  return {
    name: 'group-failure',
    everyMs: GROUP_FAILURE_EVERY_MS,
    run: (db, now, log) => failGroupTeams(db, paymentsOf(db), now, log ?? stderrJobLog),
  };
}
