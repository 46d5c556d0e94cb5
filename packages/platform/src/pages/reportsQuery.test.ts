// The reports' range in the address: a good range is kept; anything missing, malformed, outside the years
// the reports take, reversed or longer than 92 days reads as the last 7 days ending today.
import { describe, expect, it } from 'vitest';
import { PlatformReportQuery, REPORT_MAX_YEAR, REPORT_MIN_YEAR } from '@mall/domain';
import { reportRangeOf } from './ReportsPage.tsx';

const today = '2026-11-27';
const week = { startDate: '2026-11-21', endDate: '2026-11-27' };

describe('the reports range in the address', () => {
  it('keeps a good range and falls back to the last 7 days otherwise', () => {
    expect(reportRangeOf(new URLSearchParams('startDate=2026-11-01&endDate=2026-11-26'), today)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-26',
    });
    expect(reportRangeOf(new URLSearchParams(''), today)).toEqual(week);
    expect(reportRangeOf(new URLSearchParams('startDate=2026-02-30&endDate=2026-03-01'), today)).toEqual(
      week,
    );
    expect(reportRangeOf(new URLSearchParams('startDate=2026-11-26&endDate=2026-11-01'), today)).toEqual(
      week,
    );
    // 92 days is the longest; 93 falls back.
    expect(reportRangeOf(new URLSearchParams('startDate=2026-01-01&endDate=2026-04-02'), today)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-04-02',
    });
    expect(reportRangeOf(new URLSearchParams('startDate=2026-01-01&endDate=2026-04-03'), today)).toEqual(
      week,
    );
  });

  it('falls back to the last 7 days for a year the server refuses, and keeps the years it takes', () => {
    const rangeOf = (startDate: string, endDate: string) =>
      reportRangeOf(new URLSearchParams({ startDate, endDate }), today);
    expect(rangeOf('1999-12-31', '2000-01-06')).toEqual(week);
    expect(rangeOf('2101-01-01', '2101-01-07')).toEqual(week);
    expect(rangeOf('0001-01-01', '0001-01-07')).toEqual(week);
    expect(rangeOf('9999-12-25', '9999-12-31')).toEqual(week);
    const first = { startDate: `${REPORT_MIN_YEAR}-01-01`, endDate: `${REPORT_MIN_YEAR}-01-07` };
    const last = { startDate: `${REPORT_MAX_YEAR}-12-25`, endDate: `${REPORT_MAX_YEAR}-12-31` };
    expect(rangeOf(first.startDate, first.endDate)).toEqual(first);
    expect(rangeOf(last.startDate, last.endDate)).toEqual(last);
    // What the page keeps, the server takes; what it drops, the server refuses.
    expect(PlatformReportQuery.safeParse(first).success).toBe(true);
    expect(PlatformReportQuery.safeParse(last).success).toBe(true);
    expect(PlatformReportQuery.safeParse({ startDate: '2101-01-01', endDate: '2101-01-07' }).success).toBe(
      false,
    );
  });
});
