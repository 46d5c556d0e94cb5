// The first job (issue 5 item 3): orders still unpaid MALL_ORDER_PAY_MINUTES (default 30) after submit are
// cancelled with the order module's cancel (close type 2), which gives back their stock, coupons and
// points, one transaction per order. Its conditional `status = 1 -> 6` update makes two runs at once (or a
// run racing a payment or the buyer's own cancel) change each order once: the loser's cancel is refused
// and skipped.
import type { Database } from '../db/connection.ts';
import { BusinessError } from '../plugins/errors.ts';
import { cancelOrder } from '../modules/order/service.ts';
import { expiredOrders } from '../modules/payment/service.ts';

/** Cancels the orders past their payment deadline at `now`; answers how many this run cancelled. */
export async function expireUnpaidOrders(db: Database, now: Date): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const batch = await expiredOrders(db, now, 200);
    let changed = 0;
    for (const order of batch) {
      try {
        await cancelOrder(db, order.userId, order.orderNumber, now, 2);
        changed += 1;
      } catch (error) {
        // Paid, cancelled or expired by someone else in the meantime: nothing to do.
        if (!(error instanceof BusinessError)) throw error;
      }
    }
    cancelled += changed;
    // A full batch may have more behind it; a batch where nothing changed means others are on it.
    if (batch.length < 200 || changed === 0) return cancelled;
  }
}
