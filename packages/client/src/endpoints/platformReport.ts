// The platform console's reports (issue 18 item 7, decisions/0092; docs/api.md "Platform API: reports"):
// the mall's figures by China day of a range, the best products and stores (queries with SWR keys), and
// each of the three as CSV. The CSV is fetched with the platform token (a signed request: a bare link could not
// carry it) and answered as a Blob and the server's file name for the caller to save, as the merchant's
// order export does. The client given must carry the platform token.
import type { AxiosInstance } from 'axios';
import type {
  PlatformReportDaily,
  PlatformReportProduct,
  PlatformReportQuery,
  PlatformReportShop,
  PlatformReportTopQuery,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';
import { fileNameOf, type MerchantOrderCsvFile } from './merchantOrders.ts';
import { params } from './types.ts';

/** The figures of each day from `startDate` to `endDate` (at most 92 days) and of the whole range. */
export const getPlatformReportDaily = getQuery<PlatformReportQuery, PlatformReportDaily>(
  '/platform/report/daily',
  (query) => params(query),
);

/** The range's best-selling products by what they brought (fen), best first. */
export const getPlatformReportTopProducts = getQuery<PlatformReportTopQuery, PlatformReportProduct[]>(
  '/platform/report/topProducts',
  (query) => params(query),
);

/** The range's best-selling stores by their paid orders' totals (fen), best first. */
export const getPlatformReportTopShops = getQuery<PlatformReportTopQuery, PlatformReportShop[]>(
  '/platform/report/topShops',
  (query) => params(query),
);

/** A downloaded CSV and the server's name for it. */
export type PlatformReportCsvFile = MerchantOrderCsvFile;

/** GETs `path` as CSV text (so a refusal's body is the server's message) and keeps it as a Blob with its BOM. */
async function csvFile(
  http: AxiosInstance,
  path: string,
  query: PlatformReportQuery | PlatformReportTopQuery,
): Promise<PlatformReportCsvFile> {
  const response = await http.get<string>(path, { params: params(query), responseType: 'text' });
  const text = String(response.data);
  return {
    blob: new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }),
    fileName: fileNameOf(response.headers['content-disposition'], 'report.csv'),
  };
}

/**
 * Downloads the days of a range as CSV (UTF-8 with a BOM, heads in the client's language). Asked as text,
 * so a refusal's body is the server's message, then kept as a Blob with its BOM (spreadsheet programs
 * need it to read the Chinese as UTF-8).
 */
export function exportPlatformReportDaily(
  http: AxiosInstance,
  query: PlatformReportQuery,
): Promise<PlatformReportCsvFile> {
  return csvFile(http, '/platform/report/daily.csv', query);
}

/** Downloads the range's best-selling products (the same query as getPlatformReportTopProducts) as CSV. */
export function exportPlatformReportTopProducts(
  http: AxiosInstance,
  query: PlatformReportTopQuery,
): Promise<PlatformReportCsvFile> {
  return csvFile(http, '/platform/report/topProducts.csv', query);
}

/** Downloads the range's best-selling stores (the same query as getPlatformReportTopShops) as CSV. */
export function exportPlatformReportTopShops(
  http: AxiosInstance,
  query: PlatformReportTopQuery,
): Promise<PlatformReportCsvFile> {
  return csvFile(http, '/platform/report/topShops.csv', query);
}
