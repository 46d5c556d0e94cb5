// The platform console's reports (issue 18 item 7, decisions/0092): the whole mall's figures by China day
// over a chosen range (paid orders, sales, refunds paid out, new members, visitors, the refund rate), the
// best-selling products and stores of the range, and the days as a CSV file. Days are China days (00:00 to
// 24:00 at +08:00, as the merchant dashboard's, contract/merchantDashboard.ts); a range is `startDate` to
// `endDate` inclusive, at most REPORT_MAX_DAYS days. Money is integer fen on the wire, as the platform's
// other routes (decisions/0083), summed by the database.
// First: zod's setting for browsers, before this module makes a schema (zod.ts).
import '../zod.ts';
import { z } from 'zod';
import { dayNumberOf, dayText } from '../loyalty.ts';
import { messages } from '../messages.ts';
import { datesInOrder } from './merchant.ts';
import { blankToUndefined, idText, type QueryOf } from './page.ts';

/** The longest range of one report, days (a quarter). */
export const REPORT_MAX_DAYS = 92;
/** How many products or stores a "best" list holds at most, and by default. */
export const REPORT_TOP_MAX = 50;
export const REPORT_TOP_DEFAULT = 10;

/**
 * The years a report's days may fall in, both included: outside them is no order of this mall, and a
 * day like 0001-01-01 or 9999-12-31 would only cost a scan (or overflow a time) for nothing.
 */
export const REPORT_MIN_YEAR = 2000;
export const REPORT_MAX_YEAR = 2100;

/** Whether a day `YYYY-MM-DD` falls in a year a report takes (REPORT_MIN_YEAR to REPORT_MAX_YEAR). */
export function reportYearAllowed(day: string): boolean {
  const year = Number(day.slice(0, 4));
  return year >= REPORT_MIN_YEAR && year <= REPORT_MAX_YEAR;
}

/** The number of days from `startDate` to `endDate`, both included. */
export function reportDayCount(startDate: string, endDate: string): number {
  return dayNumberOf(endDate) - dayNumberOf(startDate) + 1;
}

/** A required China day, `YYYY-MM-DD`. */
const day = z.preprocess(
  blankToUndefined,
  z
    .string({ error: messages.queryDateInvalid.id })
    .refine((text) => !Number.isNaN(dayNumberOf(text)), { error: messages.queryDateInvalid.id })
    // A day of another shape is refused above, with its own message: only a real day's year is checked.
    .refine((text) => Number.isNaN(dayNumberOf(text)) || reportYearAllowed(text), {
      error: messages.reportYearInvalid.id,
    }),
);

const range = {
  startDate: day.meta({ description: 'the first China day, YYYY-MM-DD' }),
  endDate: day.meta({ description: `the last China day, YYYY-MM-DD (at most ${REPORT_MAX_DAYS} days)` }),
};

/** The end not before the start; at most REPORT_MAX_DAYS days. */
const inOrder = [
  datesInOrder,
  { error: messages.queryDateRangeInvalid.id, path: ['endDate'] as string[] },
] as const;
const notTooLong = [
  (q: { startDate?: string | undefined; endDate?: string | undefined }) =>
    !q.startDate || !q.endDate || !(reportDayCount(q.startDate, q.endDate) > REPORT_MAX_DAYS),
  { error: messages.reportRangeTooLong.id, path: ['endDate'] as string[] },
] as const;

/** GET /platform/report/daily and /platform/report/daily.csv: the days of a range. */
export const PlatformReportQuery = z
  .object(range)
  .refine(...inOrder)
  .refine(...notTooLong);
export type PlatformReportQuery = QueryOf<typeof PlatformReportQuery>;

/** GET /platform/report/topProducts, /topShops and their .csv: the range and how many (1 to 50, default 10). */
export const PlatformReportTopQuery = z
  .object({
    ...range,
    size: z
      .preprocess(blankToUndefined, idText(messages.queryPageInvalid).optional())
      .transform((n) => Math.min(n ?? REPORT_TOP_DEFAULT, REPORT_TOP_MAX))
      .meta({ description: `how many (default ${REPORT_TOP_DEFAULT}, at most ${REPORT_TOP_MAX})` }),
  })
  .refine(...inOrder)
  .refine(...notTooLong);
export type PlatformReportTopQuery = QueryOf<typeof PlatformReportTopQuery>;

const count = z.number().int().min(0);
const fen = z.number().int().min(0).meta({ description: 'fen' });

/** The mall's figures over one day or the whole range. */
export const PlatformReportFigures = z
  .object({
    /** Orders whose payment was made in the span, whatever they became since. */
    paidOrders: count,
    /** What those orders paid (their actual totals, freight included), fen. */
    salesAmount: fen,
    /** After-sales requests refunded in the span (status "refund successful"), and what they gave back. */
    refunds: count,
    refundedAmount: fen,
    /** Shoppers who registered in the span. */
    newMembers: count,
    /** Distinct visitors of the storefront's pages in the span (decisions/0092). */
    visitors: count,
    /** refundedAmount / salesAmount, rounded to 4 decimals (0.0125 is 1.25%); null when nothing sold. */
    refundRate: z.number().min(0).nullable(),
  })
  .meta({ id: 'PlatformReportFigures' });
export type PlatformReportFigures = z.infer<typeof PlatformReportFigures>;

export const PlatformReportDay = PlatformReportFigures.extend({
  /** `YYYY-MM-DD`. */
  day: z.string(),
}).meta({ id: 'PlatformReportDay' });
export type PlatformReportDay = z.infer<typeof PlatformReportDay>;

export const PlatformReportDaily = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    /** The whole range (a visitor of two days counts once). */
    total: PlatformReportFigures,
    /** Every day of the range, oldest first; zeros where nothing happened. */
    days: z.array(PlatformReportDay),
  })
  .meta({ id: 'PlatformReportDaily' });
export type PlatformReportDaily = z.infer<typeof PlatformReportDaily>;

/** A product among the best sellers of a range. */
export const PlatformReportProduct = z
  .object({
    prodId: z.number().int(),
    prodName: z.string().meta({ description: "the product's name in the request's language" }),
    pic: z.string(),
    shopId: z.number().int(),
    shopName: z.string(),
    /** Paid orders holding it. */
    paidOrders: count,
    /** Units paid for. */
    quantity: count,
    /** What its lines paid (after their share of reductions), fen. */
    salesAmount: fen,
  })
  .meta({ id: 'PlatformReportProduct' });
export type PlatformReportProduct = z.infer<typeof PlatformReportProduct>;

/** A store among the best sellers of a range. */
export const PlatformReportShop = z
  .object({
    shopId: z.number().int(),
    shopName: z.string(),
    shopLogo: z.string(),
    paidOrders: count,
    salesAmount: fen,
  })
  .meta({ id: 'PlatformReportShop' });
export type PlatformReportShop = z.infer<typeof PlatformReportShop>;

export const PlatformReportProducts = z.array(PlatformReportProduct);
export const PlatformReportShops = z.array(PlatformReportShop);

/** A report's CSV: the days, the best products or the best stores (text/csv, UTF-8 with a BOM; heads in the request's language). */
export const PlatformReportCsv = z.string().meta({ id: 'PlatformReportCsv', description: 'text/csv' });

/** The range of the `days` China days ending on `endDate` (a quick pick: the last 7 or 30 days). */
export function reportRangeEnding(endDate: string, days: number): { startDate: string; endDate: string } {
  return { startDate: dayText(dayNumberOf(endDate) - days + 1), endDate };
}
