import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultSlotKey, seckillSlots, seckillState, soldPercent } from './flashSale.ts';

describe('soldPercent', () => {
  it('rounds down, so 100 means none is left', () => {
    expect(soldPercent(100, 37)).toBe(63);
    expect(soldPercent(200, 1)).toBe(99);
    expect(soldPercent(200, 0)).toBe(100);
    expect(soldPercent(3, 2)).toBe(33);
  });
  it('is 0 for an activity without units and stays within 0..100', () => {
    expect(soldPercent(0, 0)).toBe(0);
    expect(soldPercent(10, 12)).toBe(0);
    expect(soldPercent(10, -3)).toBe(100);
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), fc.integer({ min: -5, max: 10_000 }), (t, l) => {
        const p = soldPercent(t, l);
        return Number.isInteger(p) && p >= 0 && p <= 100;
      }),
    );
  });
});

const act = (id: number, startTime: string, endTime: string, status: number) => ({
  id,
  startTime,
  endTime,
  status,
});

describe('seckillSlots', () => {
  const items = [
    act(1, '2026-06-18 12:00:00', '2026-06-18 14:00:00', 0),
    act(2, '2026-06-18 10:00:00', '2026-06-18 12:00:00', 1),
    act(3, '2026-06-18 10:30:00', '2026-06-18 13:00:00', 1),
    act(4, '2026-06-18 08:00:00', '2026-06-18 09:00:00', 2),
    act(5, '2026-06-19 10:00:00', '2026-06-19 12:00:00', 0),
    act(6, 'soon', 'later', 0),
  ];

  it('groups by day and start hour, in time order, with the state and window of each', () => {
    const slots = seckillSlots(items);
    expect(slots.map((s) => [s.key, s.hour, s.status, s.items.map((i) => i.id)])).toEqual([
      ['2026-06-18T08', '08:00', 2, [4]],
      ['2026-06-18T10', '10:00', 1, [2, 3]],
      ['2026-06-18T12', '12:00', 0, [1]],
      ['2026-06-19T10', '10:00', 0, [5]],
    ]);
    expect(slots[1]).toMatchObject({ startTime: '2026-06-18 10:00:00', endTime: '2026-06-18 13:00:00' });
  });

  it('counts a slot ongoing while any of its activities is, its end among the ongoing ones', () => {
    const [slot] = seckillSlots([
      act(1, '2026-06-18 10:00:00', '2026-06-18 23:00:00', 2),
      act(2, '2026-06-18 10:05:00', '2026-06-18 11:00:00', 1),
    ]);
    expect(slot).toMatchObject({ status: 1, endTime: '2026-06-18 11:00:00' });
  });

  it("aims a session's countdown at its earliest upcoming start or end", () => {
    const slots = seckillSlots(items);
    // 10:00 session: sale 2 ends at 12:00 although sale 3 runs to 13:00.
    expect(slots[1]!.nextChange).toEqual({ at: '2026-06-18 12:00:00', kind: 'end' });
    expect(slots[2]!.nextChange).toEqual({ at: '2026-06-18 12:00:00', kind: 'start' });
    expect(slots[0]!.nextChange).toBeUndefined();
    const [mixed] = seckillSlots([
      act(1, '2026-06-18 10:00:00', '2026-06-18 12:00:00', 1),
      act(2, '2026-06-18 10:30:00', '2026-06-18 11:00:00', 0),
    ]);
    expect(mixed!.nextChange).toEqual({ at: '2026-06-18 10:30:00', kind: 'start' });
  });

  it('shows first the ongoing slot, else the next to start, else the last', () => {
    expect(defaultSlotKey(seckillSlots(items))).toBe('2026-06-18T10');
    expect(defaultSlotKey(seckillSlots(items.filter((i) => i.status !== 1)))).toBe('2026-06-18T12');
    expect(defaultSlotKey(seckillSlots(items.filter((i) => i.status === 2)))).toBe('2026-06-18T08');
    expect(defaultSlotKey([])).toBeUndefined();
  });
});

describe('seckillState', () => {
  it('is the server state, an ongoing activity without units being sold out', () => {
    expect(seckillState({ status: 0, seckillStocks: 5 })).toBe('notStarted');
    expect(seckillState({ status: 1, seckillStocks: 5 })).toBe('ongoing');
    expect(seckillState({ status: 1, seckillStocks: 0 })).toBe('soldOut');
    expect(seckillState({ status: 2, seckillStocks: 5 })).toBe('ended');
    expect(seckillState({ status: 2, seckillStocks: 0 })).toBe('ended');
  });
});
