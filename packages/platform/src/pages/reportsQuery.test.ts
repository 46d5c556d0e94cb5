// The reports' range in the address: a good range is kept; anything missing, malformed, reversed or
// longer than 92 days reads as the last 7 days ending today.
import { describe, expect, it } from 'vitest';
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
});
