// The platform console's reports (issue 18 item 7, decisions/0092): the whole mall's figures by China day
// of a range, the best-selling products and stores, and each of them as CSV. Read only. Each figure is one
// grouped query over the range (figures.ts, shared with the merchant dashboard, for orders and refunds),
// never a query per day; the days without rows are filled with zeros from the range's list.
import type { MessageDescriptor } from '@lingui/core';
import { sql } from 'drizzle-orm';
import {
  beijingDayStart,
  centsToYuan,
  dayNumberOf,
  dayText,
  type Locale,
  messages,
  type PlatformReportDaily,
  type PlatformReportFigures,
  type PlatformReportProduct,
  type PlatformReportShop,
} from '@mall/domain';
import { queryRows, type Database } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { localized } from '../../lib/text.ts';
import { users } from '../account/tables.ts';
import { flowLogs } from '../analytics/tables.ts';
import { products } from '../catalog/tables.ts';
import {
  at,
  byDay,
  dayIndex,
  type DayRow,
  paidOrdersByDay,
  refundsByDay,
  visitorOf,
} from '../dashboard/figures.ts';
import { orderItems, orders } from '../order/tables.ts';
import { csvCell } from '../order/merchantQuery.ts';
import { shops } from '../shop/tables.ts';

const DAY_MS = 24 * 3_600_000;

/** A checked range of China days (the contract's query: both days valid, in order, not too long). */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

/** The range's days, oldest first, and the instants that bound them. */
function windowOf({ startDate, endDate }: ReportRange) {
  const first = dayNumberOf(startDate);
  const days = Array.from({ length: dayNumberOf(endDate) - first + 1 }, (_, i) => dayText(first + i));
  const from = new Date(beijingDayStart(startDate));
  return { days, from, to: new Date(beijingDayStart(endDate) + DAY_MS) };
}

/** refunded / sales rounded to 4 decimals; null when nothing sold. */
export function refundRate(refundedCents: number, salesCents: number): number | null {
  return salesCents > 0 ? Math.round((refundedCents / salesCents) * 10_000) / 10_000 : null;
}

/** Shoppers registered in the window, per day and over it. */
function newMembersByDay(db: Database, from: Date, to: Date) {
  return queryRows<DayRow>(
    db,
    sql`SELECT ${dayIndex(users.createdAt, from)} AS day, count(*)::int AS n, 0 AS cents
        FROM ${users}
        WHERE ${users.createdAt} >= ${at(from)} AND ${users.createdAt} < ${at(to)}
        GROUP BY GROUPING SETS ((1), ())`,
  );
}

/** Distinct visitors of any storefront page in the window, per day and over it (one a day, once overall). */
function visitorsByDay(db: Database, from: Date, to: Date) {
  return queryRows<DayRow>(
    db,
    sql`SELECT ${dayIndex(sql`v.created_at`, from)} AS day, count(DISTINCT ${visitorOf})::int AS n, 0 AS cents
        FROM (SELECT ${flowLogs.uuid} AS uuid, ${flowLogs.ip} AS ip, ${flowLogs.createdAt} AS created_at
              FROM ${flowLogs}
              WHERE ${flowLogs.createdAt} >= ${at(from)} AND ${flowLogs.createdAt} < ${at(to)}) AS v
        GROUP BY GROUPING SETS ((1), ())`,
  );
}

/** The mall's figures of every day of `range` and of the whole range. */
export async function reportDaily(db: Database, range: ReportRange): Promise<PlatformReportDaily> {
  const { days, from, to } = windowOf(range);
  const [paid, refunds, members, visitors] = (
    await Promise.all([
      paidOrdersByDay(db, { from, to }),
      refundsByDay(db, { from, to }),
      newMembersByDay(db, from, to),
      visitorsByDay(db, from, to),
    ])
  ).map(byDay) as [
    ReturnType<typeof byDay>,
    ReturnType<typeof byDay>,
    ReturnType<typeof byDay>,
    ReturnType<typeof byDay>,
  ];
  const figures = (
    pick: <T>(of: { days: Map<number, T>; whole: T }) => T | undefined,
  ): PlatformReportFigures => {
    const sold = pick(paid)?.cents ?? 0;
    const refunded = pick(refunds)?.cents ?? 0;
    return {
      paidOrders: pick(paid)?.n ?? 0,
      salesAmount: sold,
      refunds: pick(refunds)?.n ?? 0,
      refundedAmount: refunded,
      newMembers: pick(members)?.n ?? 0,
      visitors: pick(visitors)?.n ?? 0,
      refundRate: refundRate(refunded, sold),
    };
  };
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    total: figures((of) => of.whole),
    days: days.map((day, i) => ({ day, ...figures((of) => of.days.get(i)) })),
  };
}

/** The products whose paid lines brought the most in `range` (then the most units), best first. */
export async function reportTopProducts(
  db: Database,
  range: ReportRange,
  size: number,
  locale: Locale,
): Promise<PlatformReportProduct[]> {
  const { from, to } = windowOf(range);
  const rows = await queryRows<{
    prod_id: number;
    name_zh: string;
    name_en: string;
    pic: string;
    shop_id: number;
    shop_zh: string;
    shop_en: string;
    orders: number;
    quantity: number | string;
    cents: number | string;
  }>(
    db,
    sql`SELECT t.prod_id, p.name_zh, p.name_en, p.pic, p.shop_id, s.name_zh AS shop_zh, s.name_en AS shop_en,
               t.orders, t.quantity, t.cents
        FROM (SELECT ${orderItems.prodId} AS prod_id, count(DISTINCT ${orderItems.orderId})::int AS orders,
                     sum(${orderItems.prodCount})::bigint AS quantity, sum(${orderItems.actualTotal})::bigint AS cents
              FROM ${orders} JOIN ${orderItems} ON ${orderItems.orderId} = ${orders.orderId}
              WHERE ${orders.payTime} >= ${at(from)} AND ${orders.payTime} < ${at(to)}
              GROUP BY ${orderItems.prodId}
              ORDER BY cents DESC, quantity DESC, prod_id
              LIMIT ${size}) AS t
        JOIN ${products} AS p ON p.prod_id = t.prod_id
        JOIN ${shops} AS s ON s.shop_id = p.shop_id
        ORDER BY t.cents DESC, t.quantity DESC, t.prod_id`,
  );
  return rows.map((r) => ({
    prodId: r.prod_id,
    prodName: localized(locale, r.name_zh, r.name_en),
    pic: r.pic,
    shopId: r.shop_id,
    shopName: localized(locale, r.shop_zh, r.shop_en),
    paidOrders: Number(r.orders),
    quantity: Number(r.quantity),
    salesAmount: Number(r.cents),
  }));
}

/** The stores whose paid orders brought the most in `range` (then the most orders), best first. */
export async function reportTopShops(
  db: Database,
  range: ReportRange,
  size: number,
  locale: Locale,
): Promise<PlatformReportShop[]> {
  const { from, to } = windowOf(range);
  const rows = await queryRows<{
    shop_id: number;
    name_zh: string;
    name_en: string;
    logo: string;
    orders: number;
    cents: number | string;
  }>(
    db,
    sql`SELECT t.shop_id, s.name_zh, s.name_en, s.logo, t.orders, t.cents
        FROM (SELECT ${orders.shopId} AS shop_id, count(*)::int AS orders, sum(${orders.actualTotal})::bigint AS cents
              FROM ${orders}
              WHERE ${orders.payTime} >= ${at(from)} AND ${orders.payTime} < ${at(to)}
              GROUP BY ${orders.shopId}
              ORDER BY cents DESC, orders DESC, shop_id
              LIMIT ${size}) AS t
        JOIN ${shops} AS s ON s.shop_id = t.shop_id
        ORDER BY t.cents DESC, t.orders DESC, t.shop_id`,
  );
  return rows.map((r) => ({
    shopId: r.shop_id,
    shopName: localized(locale, r.name_zh, r.name_en),
    shopLogo: r.logo,
    paidOrders: Number(r.orders),
    salesAmount: Number(r.cents),
  }));
}

const yuan = (cents: number) => centsToYuan(cents).toFixed(2);
const percent = (rate: number | null) => (rate === null ? '' : `${(rate * 100).toFixed(2)}%`);

/** A CSV file of `heads` (translated into `locale`) and `rows`: UTF-8 with a byte-order mark (spreadsheet
 * programs then read the Chinese right), CRLF lines, the last one ended too. */
function csvFile(locale: Locale, heads: MessageDescriptor[], rows: (string | number | null)[][]): string {
  const lines = [heads.map((m) => translate(locale, m)), ...rows].map((cells) =>
    cells.map(csvCell).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The days of `range` and the total as CSV: UTF-8 with a byte-order mark (spreadsheet programs then read
 * the Chinese right), CRLF lines, heads in `locale`, amounts in yuan with two decimals.
 */
export async function reportDailyCsv(db: Database, range: ReportRange, locale: Locale): Promise<string> {
  const report = await reportDaily(db, range);
  const heads = [
    messages.reportDay,
    messages.reportPaidOrders,
    messages.reportSales,
    messages.reportRefunds,
    messages.reportRefunded,
    messages.reportRefundRate,
    messages.reportNewMembers,
    messages.reportVisitors,
  ];
  const line = (day: string, f: PlatformReportFigures) => [
    day,
    f.paidOrders,
    yuan(f.salesAmount),
    f.refunds,
    yuan(f.refundedAmount),
    percent(f.refundRate),
    f.newMembers,
    f.visitors,
  ];
  return csvFile(locale, heads, [
    ...report.days.map((d) => line(d.day, d)),
    line(translate(locale, messages.reportTotal), report.total),
  ]);
}

/**
 * The best-selling products of `range` as CSV, the rows of reportTopProducts (the same query, the same
 * `size`) with their rank: names in `locale`, amounts in yuan with two decimals; as reportDailyCsv's file.
 */
export async function reportTopProductsCsv(
  db: Database,
  range: ReportRange,
  size: number,
  locale: Locale,
): Promise<string> {
  const top = await reportTopProducts(db, range, size, locale);
  const heads = [
    messages.reportRank,
    messages.reportProdId,
    messages.reportProduct,
    messages.reportShop,
    messages.reportQuantity,
    messages.reportPaidOrders,
    messages.reportSales,
  ];
  return csvFile(
    locale,
    heads,
    top.map((p, i) => [
      i + 1,
      p.prodId,
      p.prodName,
      p.shopName,
      p.quantity,
      p.paidOrders,
      yuan(p.salesAmount),
    ]),
  );
}

/** The best-selling stores of `range` as CSV, the rows of reportTopShops with their rank; as above. */
export async function reportTopShopsCsv(
  db: Database,
  range: ReportRange,
  size: number,
  locale: Locale,
): Promise<string> {
  const top = await reportTopShops(db, range, size, locale);
  const heads = [
    messages.reportRank,
    messages.reportShopId,
    messages.reportShop,
    messages.reportPaidOrders,
    messages.reportSales,
  ];
  return csvFile(
    locale,
    heads,
    top.map((s, i) => [i + 1, s.shopId, s.shopName, s.paidOrders, yuan(s.salesAmount)]),
  );
}
