import { describe, expect, it } from 'vitest';
import { mallDay, mallMinute } from './mallDate.ts';

describe('mall dates', () => {
  it('shows a wire date-time as its day and minute in the mall time zone', () => {
    expect(mallDay('2026-12-10 23:59:59')).toBe('2026.12.10');
    expect(mallMinute('2026-12-10 23:59:59')).toBe('2026.12.10 23:59');
  });

  it('reads an ISO text with its own offset in the mall time zone', () => {
    expect(mallDay('2026-12-10T16:30:00Z')).toBe('2026.12.11');
    expect(mallMinute('2026-12-10T16:30:00Z')).toBe('2026.12.11 00:30');
  });

  it('shows a text that is not a date-time as it is', () => {
    expect(mallDay('soon')).toBe('soon');
    expect(mallMinute('')).toBe('');
  });
});
