import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, MALL_TIME_ZONE, pad2, splitCountdown } from './time.ts';

describe('splitCountdown', () => {
  it('splits into parts that sum back to the whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), (ms) => {
        const p = splitCountdown(ms);
        expect(p.totalMs).toBe(ms);
        expect(p.hours).toBeLessThan(24);
        expect(p.minutes).toBeLessThan(60);
        expect(p.seconds).toBeLessThan(60);
        expect(((p.days * 24 + p.hours) * 60 + p.minutes) * 60 + p.seconds).toBe(Math.floor(ms / 1000));
        expect(p.ended).toBe(ms < 1000);
      }),
    );
  });

  it('examples and edges', () => {
    expect(splitCountdown(90_061_000)).toMatchObject({
      days: 1,
      hours: 1,
      minutes: 1,
      seconds: 1,
      ended: false,
    });
    expect(splitCountdown(59_999)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(splitCountdown(999)).toMatchObject({ seconds: 0, ended: true, totalMs: 999 });
    expect(splitCountdown(-5000)).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalMs: 0,
      ended: true,
    });
    expect(splitCountdown(Number.NaN)).toMatchObject({ totalMs: 0, ended: true });
    expect(splitCountdown(1500.7).totalMs).toBe(1500);
  });
});

describe('formatDate', () => {
  // 2026-01-05 01:02:03 UTC = 09:02:03 in Shanghai
  const t = Date.UTC(2026, 0, 5, 1, 2, 3);

  it('pads doubled tokens and not single ones', () => {
    expect(formatDate(t)).toBe('2026-01-05 09:02:03');
    expect(formatDate(t, 'YYYY-MM-DD hh:mm:ss')).toBe('2026-01-05 09:02:03');
    expect(formatDate(t, 'Y/M/D h:m:s')).toBe('2026/1/5 9:2:3');
    expect(formatDate(t, 'YY.MM.DD')).toBe('26.01.05');
    expect(formatDate(t, 'YYYY年M月D日 hh:mm')).toBe('2026年1月5日 09:02');
    expect(formatDate(t, 'MM-DD')).toBe('01-05');
    expect(pad2(7)).toBe('07');
  });

  it('shows the mall time zone whatever the machine says, or the one given', () => {
    expect(MALL_TIME_ZONE).toBe('Asia/Shanghai');
    expect(formatDate(t, 'hh:mm:ss', 'UTC')).toBe('01:02:03');
    // New Year's Eve 20:00 UTC is already New Year's Day in Shanghai.
    expect(formatDate(Date.UTC(2025, 11, 31, 20, 0, 0))).toBe('2026-01-01 04:00:00');
    expect(formatDate(Date.UTC(2025, 11, 31, 20, 0, 0), 'YYYY-MM-DD', 'UTC')).toBe('2025-12-31');
    // Midnight is 00, never 24.
    expect(formatDate(Date.UTC(2026, 5, 1, 16, 0, 0), 'hh:mm')).toBe('00:00');
    expect(formatDate(Date.UTC(2026, 6, 1, 12, 0, 0), 'hh:mm', 'America/New_York')).toBe('08:00');
  });

  it('accepts dates, numbers and strings; an invalid date is empty', () => {
    expect(formatDate(new Date(t))).toBe('2026-01-05 09:02:03');
    expect(formatDate('2026-01-05T01:02:03Z')).toBe('2026-01-05 09:02:03');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});
