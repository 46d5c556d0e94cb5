// The server's background jobs, started by main.ts with the scheduler (./scheduler.ts). Each module adds
// its job here: `{ name, everyMs, run }`, where `run(db, now)` answers how many rows it changed and is
// safe to run twice at once (conditional updates, one transaction per item).
import { expireUnpaidOrders } from './expire-orders.ts';
import type { Job } from './scheduler.ts';

export const jobs: Job[] = [
  // Unpaid orders past MALL_ORDER_PAY_MINUTES: cancelled, stock, coupons and points back.
  { name: 'expire-unpaid-orders', everyMs: 60_000, run: expireUnpaidOrders },
];
