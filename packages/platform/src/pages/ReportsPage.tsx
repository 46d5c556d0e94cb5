// The reports section (issue 18 item 7, decisions/0092): the mall's figures by China day of a range kept
// in the address (`?startDate=&endDate=`, so a reload or a shared link shows the same days; anything
// malformed reads as the last 7 days), the best products and stores, and the CSV exports of the days and
// of each best list (the rows its table shows), fetched with the token and saved; a refusal is the
// client's toast with the server's text. Every role reads.
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  exportPlatformReportDaily,
  exportPlatformReportTopProducts,
  exportPlatformReportTopShops,
  getPlatformReportDaily,
  getPlatformReportTopProducts,
  getPlatformReportTopShops,
  saveFile,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import {
  beijingDay,
  dayNumberOf,
  REPORT_MAX_DAYS,
  reportDayCount,
  reportRangeEnding,
  reportYearAllowed,
} from '@mall/domain';
import { ReportScreen, type ReportRange } from '@mall/ui/screens/platform/ReportScreen';
import { isAxiosError } from 'axios';
import { refusalOf } from '@mall/client/console';

/** The quick pick a section opens on. */
const DEFAULT_DAYS = 7;
/** How many best products and stores the tables show, and their CSV files hold. */
const TOP_SIZE = 10;

/**
 * The range the address holds, or the last 7 days ending `today` when it holds none or a bad one (not a
 * day, a year the reports do not take, reversed, too long): the server would refuse those, and a retry
 * of the same address could never succeed.
 */
export function reportRangeOf(search: URLSearchParams, today: string): ReportRange {
  const startDate = search.get('startDate') ?? '';
  const endDate = search.get('endDate') ?? '';
  const valid =
    !Number.isNaN(dayNumberOf(startDate)) &&
    !Number.isNaN(dayNumberOf(endDate)) &&
    reportYearAllowed(startDate) &&
    reportYearAllowed(endDate) &&
    startDate <= endDate &&
    reportDayCount(startDate, endDate) <= REPORT_MAX_DAYS;
  return valid ? { startDate, endDate } : reportRangeEnding(today, DEFAULT_DAYS);
}

export default function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const { i18n } = useLingui();
  const http = useApiClient();
  const today = beijingDay(Date.now());
  const range = reportRangeOf(search, today);
  const daily = useApiQuery(getPlatformReportDaily, range);
  const products = useApiQuery(getPlatformReportTopProducts, { ...range, size: TOP_SIZE });
  const shops = useApiQuery(getPlatformReportTopShops, { ...range, size: TOP_SIZE });
  /** Saves a downloaded CSV; a refusal is already the client's toast. */
  const save = (download: Promise<{ blob: Blob; fileName: string }>) =>
    download.then((file) => saveFile(file.blob, file.fileName)).catch(() => undefined);
  const failed = daily.data === undefined && daily.error !== undefined;
  const refused = isAxiosError(daily.error) && daily.error.response?.status === 400;
  return (
    <ReportScreen
      range={range}
      today={today}
      onRangeChange={(next) => setSearch({ startDate: next.startDate, endDate: next.endDate })}
      daily={daily.data}
      products={products.data}
      shops={shops.data}
      productsError={products.data === undefined && products.error !== undefined}
      onRetryProducts={() => void products.mutate()}
      shopsError={shops.data === undefined && shops.error !== undefined}
      onRetryShops={() => void shops.mutate()}
      error={failed}
      errorText={refused ? refusalOf(daily.error, i18n) : undefined}
      onRetry={() => {
        void daily.mutate();
        void products.mutate();
        void shops.mutate();
      }}
      onExport={() => save(exportPlatformReportDaily(http, range))}
      onExportProducts={(shown) => save(exportPlatformReportTopProducts(http, { ...shown, size: TOP_SIZE }))}
      onExportShops={(shown) => save(exportPlatformReportTopShops(http, { ...shown, size: TOP_SIZE }))}
    />
  );
}
