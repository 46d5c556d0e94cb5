// The platform console's reports (issue 18 item 7, decisions/0092), inside the platform scope: the mall's
// figures by China day of a range, the best-selling products and stores, and each of the three as a CSV file.
// Area `reports`, read (every platform role); nothing here changes anything, so nothing is audited.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formatDate,
  PlatformReportCsv,
  PlatformReportDaily,
  PlatformReportProducts,
  PlatformReportQuery,
  PlatformReportShops,
  PlatformReportTopQuery,
  platformAreaRoles,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { requireRole } from '../platform/auth.ts';
import {
  reportDaily,
  reportDailyCsv,
  reportTopProducts,
  reportTopProductsCsv,
  reportTopShops,
  reportTopShopsCsv,
  type ReportRange,
} from './service.ts';

const tags = ['platform'];
const security = [{ platformBearer: [] }];
const { read } = platformAreaRoles.reports;

/** The checked query's range. */
const rangeOf = ({ startDate, endDate }: ReportRange): ReportRange => ({ startDate, endDate });

/**
 * Sends `csv` as a download named `<prefix>-<start>-<end>-<YYYYMMDD-hhmmss>.csv` (China time), never
 * kept by a cache.
 */
function sendCsv(reply: FastifyReply, csv: string, prefix: string, range: ReportRange, now: Clock) {
  const stamp = formatDate(new Date(now()), 'YYYYMMDD-hhmmss');
  const name = `${prefix}-${range.startDate}-${range.endDate}-${stamp}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}

export const reportPlatformRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/platform/report/daily',
    {
      config: { platformRoles: read },
      schema: {
        tags,
        summary:
          "The mall's figures of each China day from startDate to endDate (at most 92 days) and of the whole range: paid orders, sales, refunds paid out, new members, visitors, refund rate; money in fen (every role)",
        security,
        querystring: PlatformReportQuery,
        response: { 200: PlatformReportDaily },
      },
    },
    async (request) => {
      requireRole(request, read);
      return reportDaily(db, rangeOf(request.query));
    },
  );

  app.get(
    '/platform/report/daily.csv',
    {
      config: { platformRoles: read },
      schema: {
        tags,
        summary:
          "The days of /platform/report/daily and their total as a CSV file (UTF-8 with a BOM; heads in the request's language; yuan) (every role)",
        security,
        querystring: PlatformReportQuery,
        response: { 200: PlatformReportCsv },
      },
    },
    async (request, reply) => {
      requireRole(request, read);
      const range = rangeOf(request.query);
      return sendCsv(reply, await reportDailyCsv(db, range, request.locale), 'report', range, now);
    },
  );

  app.get(
    '/platform/report/topProducts',
    {
      config: { platformRoles: read },
      schema: {
        tags,
        summary:
          'The products whose paid order lines brought the most from startDate to endDate, then the most units; size 1-50, default 10; money in fen (every role)',
        security,
        querystring: PlatformReportTopQuery,
        response: { 200: PlatformReportProducts },
      },
    },
    async (request) => {
      requireRole(request, read);
      return reportTopProducts(db, rangeOf(request.query), request.query.size, request.locale);
    },
  );

  app.get(
    '/platform/report/topShops',
    {
      config: { platformRoles: read },
      schema: {
        tags,
        summary:
          'The stores whose paid orders brought the most from startDate to endDate, then the most orders; size 1-50, default 10; money in fen (every role)',
        security,
        querystring: PlatformReportTopQuery,
        response: { 200: PlatformReportShops },
      },
    },
    async (request) => {
      requireRole(request, read);
      return reportTopShops(db, rangeOf(request.query), request.query.size, request.locale);
    },
  );

  app.get(
    '/platform/report/topProducts.csv',
    {
      config: { platformRoles: read },
      schema: {
        tags,
        summary:
          "The rows of /platform/report/topProducts (the same query) with their rank as a CSV file (UTF-8 with a BOM; heads and names in the request's language; yuan) (every role)",
        security,
        querystring: PlatformReportTopQuery,
        response: { 200: PlatformReportCsv },
      },
    },
    async (request, reply) => {
      requireRole(request, read);
      const range = rangeOf(request.query);
      const csv = await reportTopProductsCsv(db, range, request.query.size, request.locale);
      return sendCsv(reply, csv, 'report-products', range, now);
    },
  );

  app.get(
    '/platform/report/topShops.csv',
    {
      config: { platformRoles: read },
      schema: {
        tags,
        summary:
          "The rows of /platform/report/topShops (the same query) with their rank as a CSV file (UTF-8 with a BOM; heads and names in the request's language; yuan) (every role)",
        security,
        querystring: PlatformReportTopQuery,
        response: { 200: PlatformReportCsv },
      },
    },
    async (request, reply) => {
      requireRole(request, read);
      const range = rangeOf(request.query);
      const csv = await reportTopShopsCsv(db, range, request.query.size, request.locale);
      return sendCsv(reply, csv, 'report-shops', range, now);
    },
  );
};
