// The counts the merchant dashboard (decisions/0068) and the platform's reports (decisions/0092) share:
// paid orders and sales, and refunds paid out, grouped by China day of a window in one query each, with
// the whole window's row beside the days (GROUPING SETS), so every sum is the database's. Bounded by one
// store (the dashboard) or by none (the whole mall). The visitor's definition is here too.
import { type SQL, sql } from 'drizzle-orm';
import { RefundStatus } from '@mall/domain';
import { queryRows, type Database } from '../../db/connection.ts';
import { orders } from '../order/tables.ts';
import { orderRefunds } from '../refund/tables.ts';

/** A window of whole China days: `from` the first day's start (inclusive), `to` the end (exclusive). */
export interface DayWindow {
  from: Date;
  to: Date;
  /** Only this store's rows; every store's when absent. */
  shopId?: number | undefined;
}

/** One row of a grouped figure: `day` the index of the day in the window (0 first), null for the whole. */
export interface DayRow extends Record<string, unknown> {
  day: number | null;
  n: number;
  cents: number | string | null;
}

/** An instant as a query parameter. */
export const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The day index (0: the window's first day) of a time column. */
export const dayIndex = (column: SQL | unknown, from: Date) =>
  sql`floor(extract(epoch FROM (${column} - ${at(from)})) / 86400)::int`;

/**
 * A visitor of the storefront: its long-lived browser id (`uuid`, kept in the browser's storage), or the
 * address of a page record without one (decisions/0068). Over a row source aliased `v` with uuid and ip.
 */
export const visitorOf = sql`coalesce(v.uuid, 'ip:' || v.ip)`;

/** Orders paid in the window (whatever they became since) and what they paid (actual totals, cents). */
export function paidOrdersByDay(db: Database, { from, to, shopId }: DayWindow): Promise<DayRow[]> {
  const store = shopId === undefined ? sql`` : sql`${orders.shopId} = ${shopId} AND `;
  return queryRows<DayRow>(
    db,
    sql`SELECT ${dayIndex(orders.payTime, from)} AS day, count(*)::int AS n, sum(${orders.actualTotal})::bigint AS cents
        FROM ${orders}
        WHERE ${store}${orders.payTime} >= ${at(from)} AND ${orders.payTime} < ${at(to)}
        GROUP BY GROUPING SETS ((1), ())`,
  );
}

/** After-sales requests refunded in the window ("refund successful", on their refund time) and their amounts. */
export function refundsByDay(db: Database, { from, to, shopId }: DayWindow): Promise<DayRow[]> {
  const store = shopId === undefined ? sql`` : sql`${orderRefunds.shopId} = ${shopId} AND `;
  return queryRows<DayRow>(
    db,
    sql`SELECT ${dayIndex(orderRefunds.refundTime, from)} AS day, count(*)::int AS n,
               sum(${orderRefunds.refundAmount})::bigint AS cents
        FROM ${orderRefunds}
        WHERE ${store}${orderRefunds.status} = ${RefundStatus.refunded}
          AND ${orderRefunds.refundTime} >= ${at(from)} AND ${orderRefunds.refundTime} < ${at(to)}
        GROUP BY GROUPING SETS ((1), ())`,
  );
}

/** The figures of grouped rows by day index, and the whole window's (zeros when nothing matched). */
export function byDay(rows: readonly DayRow[]): {
  days: Map<number, { n: number; cents: number }>;
  whole: { n: number; cents: number };
} {
  const days = new Map<number, { n: number; cents: number }>();
  let whole = { n: 0, cents: 0 };
  for (const row of rows) {
    const figures = { n: Number(row.n ?? 0), cents: Number(row.cents ?? 0) };
    if (row.day === null) whole = figures;
    else days.set(Number(row.day), figures);
  }
  return { days, whole };
}
