// Flash-sale display rules (issue 13, the shopper's `/flash-sale` and `/secdetail` pages): the share of
// an activity's units already sold (its progress bar) and the page's sessions, the activities grouped by
// the hour they start (China time, as the wire's times are). The states are the server's `status`
// (ActivityStatus); nothing here reads a clock.
import { ActivityStatus } from './status.ts';

/**
 * Whole percent of `total` units sold when `left` remain, rounded down (100 only when none is left),
 * kept within 0..100. A display ratio, not money.
 */
export function soldPercent(total: number, left: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(left) || total <= 0) return 0;
  const sold = Math.min(Math.max(total - left, 0), total);
  return Math.floor((sold * 100) / total);
}

/** What a session needs of an activity: its wire window and the server's state. */
export interface SlotActivity {
  startTime: string;
  endTime: string;
  status: number;
}

/** A session of the flash-sale page: the activities starting in one hour of one day. */
export interface SeckillSlot<T extends SlotActivity> {
  /** `YYYY-MM-DDThh`: the day and hour (usable in an element id). */
  key: string;
  /** `YYYY-MM-DD` */
  date: string;
  /** `hh:00`, the slot's name on the bar. */
  hour: string;
  /** Ongoing when any of its activities is, else not started when any is, else ended. */
  status: ActivityStatus;
  /** The earliest start among its activities (the countdown target of an upcoming slot). */
  startTime: string;
  /** The latest end among its ongoing activities, or among all when none is ongoing. */
  endTime: string;
  /**
   * The session's countdown target: the earliest upcoming change of one of its activities (the end of
   * an ongoing one, the start of one not started), so the states are read again at each of them; none
   * for an ended session.
   */
  nextChange: SlotChange | undefined;
  items: T[];
}

/** When a session's next state change is due, and whether it is an activity's start or its end. */
export interface SlotChange {
  at: string;
  kind: 'start' | 'end';
}

const SLOT_KEY = /^(\d{4}-\d{2}-\d{2})[ T](\d{2})/;

/**
 * The activities grouped into sessions by the day and hour they start, in time order; each keeps its
 * activities in the order given. An activity with an unreadable start time is left out.
 */
export function seckillSlots<T extends SlotActivity>(items: readonly T[]): SeckillSlot<T>[] {
  const slots = new Map<string, SeckillSlot<T>>();
  for (const item of items) {
    const match = SLOT_KEY.exec(item.startTime);
    if (!match) continue;
    const [, date, hour] = match as unknown as [string, string, string];
    const key = `${date}T${hour}`;
    let slot = slots.get(key);
    if (!slot) {
      slot = {
        key,
        date,
        hour: `${hour}:00`,
        status: ActivityStatus.ended,
        startTime: item.startTime,
        endTime: item.endTime,
        nextChange: undefined,
        items: [],
      };
      slots.set(key, slot);
    }
    slot.items.push(item);
  }
  const out = [...slots.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const slot of out) {
    const ongoing = slot.items.filter((i) => i.status === ActivityStatus.ongoing);
    slot.status =
      ongoing.length > 0
        ? ActivityStatus.ongoing
        : slot.items.some((i) => i.status === ActivityStatus.notStarted)
          ? ActivityStatus.notStarted
          : ActivityStatus.ended;
    slot.startTime = slot.items.reduce(
      (min, i) => (i.startTime < min ? i.startTime : min),
      slot.items[0]!.startTime,
    );
    const ends = (ongoing.length > 0 ? ongoing : slot.items).map((i) => i.endTime);
    slot.endTime = ends.reduce((max, e) => (e > max ? e : max), ends[0]!);
    slot.nextChange = nextChangeOf(slot.items);
  }
  return out;
}

/** The earliest end of an ongoing activity or start of one not started (the wire times sort as text). */
function nextChangeOf(items: readonly SlotActivity[]): SlotChange | undefined {
  let next: SlotChange | undefined;
  for (const item of items) {
    const change: SlotChange | undefined =
      item.status === ActivityStatus.ongoing
        ? { at: item.endTime, kind: 'end' }
        : item.status === ActivityStatus.notStarted
          ? { at: item.startTime, kind: 'start' }
          : undefined;
    if (change && (!next || change.at < next.at)) next = change;
  }
  return next;
}

/** The session shown first: the first ongoing one, else the next to start, else the latest ended. */
export function defaultSlotKey(slots: readonly SeckillSlot<SlotActivity>[]): string | undefined {
  return (
    slots.find((s) => s.status === ActivityStatus.ongoing) ??
    slots.find((s) => s.status === ActivityStatus.notStarted) ??
    slots.at(-1)
  )?.key;
}

/** What the shopper can do with an activity: the button of its card and of its page. */
export type SeckillState = 'notStarted' | 'ongoing' | 'soldOut' | 'ended';

/** The server's state of an activity, with an ongoing one without units left as sold out. */
export function seckillState(activity: { status: number; seckillStocks: number }): SeckillState {
  if (activity.status === ActivityStatus.notStarted) return 'notStarted';
  if (activity.status === ActivityStatus.ended) return 'ended';
  return activity.seckillStocks > 0 ? 'ongoing' : 'soldOut';
}
