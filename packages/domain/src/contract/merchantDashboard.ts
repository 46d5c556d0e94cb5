// The merchant centre's dashboard (issue 17 item 2, decisions/0068): GET /merchant/dashboard, the
// figures of the signed-in account's store, and the China days they are counted on. Days are China days
// (00:00 to 24:00 at +08:00, the orders' export's days); "the last 30 days" are today and the 29 days
// before it. Money in yuan on the wire (summed in cents by the database). A figure of an area the
// account's role may not open (contract/merchantStaff.ts) is null: the orders' figures need `orders`,
// the visitors `products`, the unanswered chats `chat`.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { beijingDayNumber, beijingDayStart, dayText } from '../loyalty.ts';

/** How many China days the dashboard's series and "last 30 days" figures cover (today included). */
export const DASHBOARD_DAYS = 30;
const DAY_MS = 24 * 3_600_000;

/** The China days of the dashboard at `now` and the instants that bound them. */
export interface DashboardWindow {
  /** `YYYY-MM-DD`, oldest first; the last one is today. */
  days: string[];
  /** The first day's start (inclusive). */
  from: Date;
  /** Today's start (inclusive). */
  todayFrom: Date;
  /** Tomorrow's start (exclusive). */
  to: Date;
}

/** The dashboard's days at `now` (ms or a Date): the last DASHBOARD_DAYS China days, today last. */
export function dashboardWindow(now: Date | number): DashboardWindow {
  const today = beijingDayNumber(now);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => dayText(today - DASHBOARD_DAYS + 1 + i));
  const todayFrom = beijingDayStart(days[days.length - 1]!);
  return {
    days,
    from: new Date(beijingDayStart(days[0]!)),
    todayFrom: new Date(todayFrom),
    to: new Date(todayFrom + DAY_MS),
  };
}

const count = z.number().int().min(0);
const yuan = z.number().min(0);

/** Paid orders and what they paid, and the refunds paid out, over one span of days. */
export const DashboardSales = z.object({
  /** Orders whose payment was made in the span (whatever they became since). */
  paidOrders: count,
  /** What those orders paid (their actual totals, freight included), yuan. */
  sales: yuan,
  /** After-sales requests refunded in the span (status "refund successful"), and their amounts, yuan. */
  refunds: count,
  refunded: yuan,
});
export type DashboardSales = z.infer<typeof DashboardSales>;

/** One China day of the sales series. */
export const DashboardDay = z.object({
  /** `YYYY-MM-DD`. */
  day: z.string(),
  paidOrders: count,
  sales: yuan,
});
export type DashboardDay = z.infer<typeof DashboardDay>;

/** Distinct visitors of the store's product pages (see decisions/0068 for who counts as one). */
export const DashboardVisitors = z.object({
  today: count,
  last30Days: count,
});
export type DashboardVisitors = z.infer<typeof DashboardVisitors>;

export const MerchantDashboard = z
  .object({
    /** Today's China day, `YYYY-MM-DD` (the server's clock). */
    today: z.string(),
    /** Today's and the last 30 days' sales (`orders`), else null. */
    sales: z.object({ today: DashboardSales, last30Days: DashboardSales }).nullable(),
    /** Every one of the last 30 days, oldest first, today last; zero where nothing was paid (`orders`). */
    series: z.array(DashboardDay).nullable(),
    /** Paid orders waiting to be shipped (status 2, `orders`). */
    toShip: count.nullable(),
    /** After-sales requests waiting for the store: an application to answer or returned goods to receive (`orders`). */
    afterSalesToDecide: count.nullable(),
    /** `products`. */
    visitors: DashboardVisitors.nullable(),
    /** Conversations whose last message is the shopper's (`chat`). */
    unansweredChats: count.nullable(),
  })
  .meta({ id: 'MerchantDashboard' });
export type MerchantDashboard = z.infer<typeof MerchantDashboard>;
