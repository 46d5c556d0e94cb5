// The first job (issue 5 item 3): orders still unpaid MALL_ORDER_PAY_MINUTES (default 30) after submit (a
// flash-sale order: MALL_SECKILL_PAY_MINUTES, default 5; decisions/0042) are cancelled with the order
// module's cancel (close type 2), which gives back their stock, coupons and points (a flash-sale order's
// units: to its activity), one transaction per order. Its conditional `status = 1 -> 6` update makes two
// runs at once (or a run racing a payment or the buyer's own cancel) change each order once: the loser's
// cancel is refused and skipped.
//
// An order whose cancel fails for another reason (a database error, a broken row) is logged with its
// number and skipped; the rest still expire (issue 11 item 9). The run pages by order id, so a failing
// order is read once per run and never stalls the orders behind it; the next run tries it again.
import type { Database } from '../db/connection.ts';
import { BusinessError } from '../plugins/errors.ts';
import { cancelOrder } from '../modules/order/service.ts';
import { expiredOrders } from '../modules/payment/service.ts';
import { stderrJobLog, type JobLog } from './scheduler.ts';

const BATCH = 200;

/** Cancels the orders past their payment deadline at `now`; answers how many this run cancelled. */
export async function expireUnpaidOrders(
  db: Database,
  now: Date,
  log: JobLog = stderrJobLog,
): Promise<number> {
  let cancelled = 0;
  let after = 0;
  for (;;) {
    const batch = await expiredOrders(db, now, BATCH, after);
    for (const order of batch) {
      after = order.orderId;
      try {
        await cancelOrder(db, order.userId, order.orderNumber, now, 2);
        cancelled += 1;
      } catch (error) {
        // Paid, cancelled or expired by someone else in the meantime: nothing to do.
        if (error instanceof BusinessError) continue;
        // Anything else: this order only. Its transaction rolled back; the others go on.
        log.error({ orderNumber: order.orderNumber, err: error }, 'could not expire an unpaid order');
      }
    }
    if (batch.length < BATCH) return cancelled;
  }
}
