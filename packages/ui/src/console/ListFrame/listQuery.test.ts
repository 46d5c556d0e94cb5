import { describe, expect, it } from 'vitest';
import { dateRangeOf, isFiltered } from './listQuery.ts';

describe('isFiltered', () => {
  const empty = { status: 0, orderNumber: '' };
  it('is false while every filter has its empty value, whatever the page', () => {
    expect(isFiltered({ ...empty, current: 3, size: 20 }, empty)).toBe(false);
  });
  it('is true as soon as one filter differs', () => {
    expect(isFiltered({ ...empty, status: 2, current: 1, size: 10 }, empty)).toBe(true);
    expect(isFiltered({ ...empty, orderNumber: '9', current: 1, size: 10 }, empty)).toBe(true);
  });
});

describe('dateRangeOf', () => {
  it('trims both days and keeps an open end', () => {
    expect(dateRangeOf({ startDate: ' 2026-11-01 ', endDate: '' })).toEqual({
      startDate: '2026-11-01',
      endDate: '',
    });
  });
  it('takes one day as both bounds', () => {
    expect(dateRangeOf({ startDate: '2026-11-01', endDate: '2026-11-01' })).not.toBeNull();
  });
  it('refuses an end before the start', () => {
    expect(dateRangeOf({ startDate: '2026-11-20', endDate: '2026-11-10' })).toBeNull();
  });
  it('reads missing fields as no bound', () => {
    expect(dateRangeOf({})).toEqual({ startDate: '', endDate: '' });
  });
});
