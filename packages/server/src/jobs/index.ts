// The server's background jobs, started by main.ts with the scheduler (./scheduler.ts). Each module adds
// its job here: `{ name, everyMs, run }`, where `run(db, now)` answers how many rows it changed and is
// safe to run twice at once (conditional updates, one transaction per item).
import { flowLogRetentionDays, runCleanup } from './cleanup.ts';
import { expireUnpaidOrders } from './expire-orders.ts';
import { groupFailureJob } from './group-failure.ts';
import type { Job } from './scheduler.ts';
import { autoReceiptJob } from '../modules/order/lifecycle.ts';
import { paidLevelExpiryJob } from '../modules/loyalty/jobs.ts';
import { expirePoints } from '../modules/points/service.ts';
import { dataDirFromEnv } from '../db/connection.ts';
import { paymentProviders, type PaymentProviders } from '../modules/payment/providers.ts';
import { refundDuePayments } from '../modules/payment/refund-due.ts';
import { uploadFolder } from '../modules/file/routes.shopper.ts';
import { refundJobs } from '../modules/refund/jobs.ts';
import { returnEndedSeckills } from '../modules/seckill/service.ts';
import { paymentModuleRefunds } from '../modules/refund/payments.ts';

let registry: PaymentProviders | undefined;
/** The payment providers of the environment, the same registry the routes use (built on first use). */
const providers = () => (registry ??= paymentProviders({ dataDir: dataDirFromEnv() }));
/** Read at start: a malformed MALL_FLOW_LOG_RETENTION_DAYS stops the server rather than every run. */
const flowLogDays = flowLogRetentionDays();

export const jobs: Job[] = [
  // Unpaid orders past MALL_ORDER_PAY_MINUTES: cancelled, stock, coupons and points back.
  { name: 'expire-unpaid-orders', everyMs: 60_000, run: expireUnpaidOrders },
  // Flash sales ended or stopped: their units left back to the SKUs, once (modules/seckill, decisions/0042).
  // Unpaid flash-sale orders expire with the others above, after MALL_SECKILL_PAY_MINUTES.
  { name: 'seckill-return-units', everyMs: 15_000, run: returnEndedSeckills },
  // Shipped orders confirmed received MALL_AUTO_RECEIPT_DAYS (10) days after shipping (order/lifecycle.ts).
  { name: 'order-auto-receipt', everyMs: 10 * 60 * 1000, run: autoReceiptJob },
  // Points past their year (POINTS_VALIDITY_DAYS after they were earned) taken off the score.
  { name: 'points-expiry', everyMs: 60 * 60 * 1000, run: expirePoints },
  // Paid memberships whose term ended: the paid level cleared (reads check the end anyway; decisions/0049).
  paidLevelExpiryJob,
  // After-sales: the merchant's time-out accepts (MALL_REFUND_ACCEPT_DAYS), a return not shipped in time
  // closes (MALL_REFUND_SHIP_DAYS), owed provider refunds are tried again.
  ...refundJobs({ payments: (db) => paymentModuleRefunds(db, providers()) }),
  // Money that arrived for orders that could no longer take it, given back through its provider once.
  {
    name: 'payment-refund-due',
    everyMs: 5 * 60 * 1000,
    run: (db, now, log) => refundDuePayments(db, providers(), now, log ? { log } : {}),
  },
  // Group teams not full by their end time: failed, every member refunded with the group-failure reason.
  groupFailureJob((db) => paymentModuleRefunds(db, providers())),
  // Expired tokens, SMS codes and settlements, old page logs and orphaned uploads (jobs/cleanup.ts).
  {
    name: 'cleanup',
    everyMs: 10 * 60 * 1000,
    run: (db, now) =>
      runCleanup(db, now, { uploadsFolder: uploadFolder(dataDirFromEnv()).existing(), flowLogDays }),
  },
];
