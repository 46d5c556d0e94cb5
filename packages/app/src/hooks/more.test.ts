import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS } from '@mall/domain';
import { createDebouncer } from './debounce.ts';
import { siteTitle } from './siteHead.ts';

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('delivers only the last value, DEBOUNCE_MS after the last push', () => {
    const deliver = vi.fn();
    const d = createDebouncer<string>(deliver);
    d.push('s');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    d.push('sh');
    vi.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deliver).toHaveBeenCalledExactlyOnceWith('sh');
  });

  it('flush delivers at once; cancel drops the pending value', () => {
    const deliver = vi.fn();
    const d = createDebouncer<number>(deliver);
    d.push(1);
    d.flush();
    expect(deliver).toHaveBeenCalledExactlyOnceWith(1);
    d.push(2);
    d.cancel();
    vi.advanceTimersByTime(DEBOUNCE_MS * 2);
    expect(deliver).toHaveBeenCalledOnce();
  });
});

describe('siteTitle', () => {
  it('is the Chinese name, or the English one in English', () => {
    const config = { pcCompanyNameCn: '环球商城', pcCompanyNameEn: 'Global Mall' };
    expect(siteTitle(config, 'zh')).toBe('环球商城');
    expect(siteTitle(config, 'en')).toBe('Global Mall');
    expect(siteTitle({ pcCompanyNameCn: '环球商城', pcCompanyNameEn: '' }, 'en')).toBe('环球商城');
    expect(siteTitle({ pcCompanyNameCn: '', pcCompanyNameEn: '' }, 'zh')).toBeUndefined();
  });
});
