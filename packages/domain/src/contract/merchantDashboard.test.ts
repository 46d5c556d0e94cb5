// The dashboard's China days: today is the China day of the instant (not the UTC one), the window is the
// 30 days that end with it, and its bounds are China midnights.
import { describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS, dashboardWindow } from './merchantDashboard.ts';

describe('dashboardWindow', () => {
  it('ends with the China day of the instant, at 00:30 in China (still the day before in UTC)', () => {
    const window = dashboardWindow(new Date('2026-03-01T00:30:00+08:00'));
    expect(window.days).toHaveLength(DASHBOARD_DAYS);
    expect(window.days.at(-1)).toBe('2026-03-01');
    expect(window.days[0]).toBe('2026-01-31');
    expect(window.todayFrom.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(window.to.toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(window.from.toISOString()).toBe('2026-01-30T16:00:00.000Z');
  });

  it('turns to the next day at China midnight exactly', () => {
    expect(dashboardWindow(Date.parse('2026-03-01T15:59:59.999Z')).days.at(-1)).toBe('2026-03-01');
    expect(dashboardWindow(Date.parse('2026-03-01T16:00:00.000Z')).days.at(-1)).toBe('2026-03-02');
  });

  it('lists consecutive days, oldest first, across a month and a year', () => {
    const { days } = dashboardWindow(new Date('2026-01-10T12:00:00+08:00'));
    expect(days.slice(0, 2)).toEqual(['2025-12-12', '2025-12-13']);
    expect(days).toContain('2025-12-31');
    expect(days).toContain('2026-01-01');
    expect(new Set(days).size).toBe(DASHBOARD_DAYS);
  });
});
