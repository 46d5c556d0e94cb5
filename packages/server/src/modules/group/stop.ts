// A merchant's stop of a group activity (issue 17 item 7, decisions/0066): the stop itself in one
// transaction (service.ts `stopGroupActivity`: the activity ends now and is marked stopped, its teams
// still grouping end now), then those teams fail and every member's paid order is cancelled and refunded
// at once, exactly as the failure job does it (paid.ts `failExpiredTeams`, one transaction per team, a
// conditional 1 -> 3 update: a team is failed and an order refunded once, whether the stop or the job
// gets there first). A crash between the two leaves the teams ended: the job's next run fails them.
import type { Database } from '../../db/connection.ts';
import { stderrJobLog, type JobLog } from '../../jobs/scheduler.ts';
import type { Clock } from '../../plugins/stores.ts';
import type { RefundPayments } from '../refund/payout.ts';
import { settleProviderRefund } from '../refund/service.ts';
import { failExpiredTeams } from './paid.ts';
import { stopGroupActivity } from './service.ts';

/** Stops the shop's activity and fails its open teams now; answers how many teams failed here. */
export async function stopGroup(
  db: Database,
  payments: RefundPayments,
  shopId: number,
  activityId: number,
  clock: Clock,
  log: JobLog = stderrJobLog,
): Promise<number> {
  // The teams were given the stop's instant (read under the activity's lock) as their end: fail them by it.
  const { at } = await stopGroupActivity(db, shopId, activityId, clock);
  return failExpiredTeams(
    db,
    payments,
    at,
    async (refund) => {
      try {
        await settleProviderRefund(db, payments, refund);
      } catch (error) {
        log.error({ refundSn: refund.refundSn, err: error }, 'group stop refund owed: retried later');
      }
    },
    10_000,
    (teamId, error) =>
      log.error({ teamId, err: error }, 'stopped group team could not fail now: the job retries'),
    activityId,
  );
}
