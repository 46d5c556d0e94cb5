// The countdowns' clock and the reads after a countdown's end (hooks/countdown.ts), without rendering.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frozenClock, realClock } from '@mall/ui';
import { READ_AGAIN_MS, READ_AGAIN_TIMES, correctedClock, createReadAgain, statesOf } from './countdown.ts';

describe('correctedClock', () => {
  const browser = frozenClock(Date.UTC(2026, 5, 18, 2, 0, 5)); // 10:00:05 in China

  it('is null before the page has hydrated', () => {
    expect(correctedClock(false, '2026-06-18 10:00:00', browser)).toBeNull();
  });

  it("is on the server's time from the first clock made with the answer", () => {
    const clock = correctedClock(true, '2026-06-18 10:00:00', browser);
    expect(clock?.now()).toBe(Date.UTC(2026, 5, 18, 2, 0, 0));
  });

  it("is the browser's clock without a readable server time", () => {
    expect(correctedClock(true, undefined, realClock)).toBe(realClock);
    expect(correctedClock(true, 'soon', realClock)).toBe(realClock);
  });
});

describe('createReadAgain', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads again while the answer keeps the old states, at most READ_AGAIN_TIMES more', () => {
    const read = vi.fn();
    const reader = createReadAgain(read, () => 'same');
    reader.atEnd();
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(READ_AGAIN_MS);
    expect(read).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(READ_AGAIN_MS * 20);
    expect(read).toHaveBeenCalledTimes(1 + READ_AGAIN_TIMES);
  });

  it('stops once the states change', () => {
    let states = '1:0';
    const read = vi.fn();
    const reader = createReadAgain(read, () => states);
    reader.atEnd();
    vi.advanceTimersByTime(READ_AGAIN_MS);
    expect(read).toHaveBeenCalledTimes(2);
    states = '1:1';
    vi.advanceTimersByTime(READ_AGAIN_MS * 10);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('stop cancels the pending read', () => {
    const read = vi.fn();
    const reader = createReadAgain(read, () => 'same');
    reader.atEnd();
    reader.stop();
    vi.advanceTimersByTime(READ_AGAIN_MS * 10);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe('statesOf', () => {
  it('is the ids and states of a list, undefined without one', () => {
    expect(
      statesOf(
        [
          { id: 1, status: 0 },
          { id: 2, status: 1 },
        ],
        (i) => i.id,
      ),
    ).toBe('1:0,2:1');
    expect(statesOf(undefined, (i: { id: number; status: number }) => i.id)).toBeUndefined();
  });
});
