// Admission to the flash sale's database path (decisions/0042): a sale's rush is refused at once with
// "the flash sale is too busy" rather than queued into time-outs. Per instance, in process memory (it
// protects this process's connection pool; the database stays the truth of every unit):
// - an in-flight limit per step: at most MALL_SECKILL_IN_FLIGHT (default 8) confirms, and as many
//   submits, at once. A step holds a database connection for most of its time (a submit's transaction
//   all of it) and makes some twenty round trips; more at once only queue for the pool and make every
//   step slower, while a shopper told "too busy" tries again a moment later. The default is the value
//   the flash-sale benchmark measured best on PostgreSQL (docs/performance.md: 5 to 32 tried);
// - a sold-out memo: an activity SKU found sold out answers productSoldOut without touching the database
//   for SOLD_OUT_MEMO_MS; a unit given back (a cancel, an expiry) is on sale again when the memo lapses.
//   An activity whose every SKU was found sold out is remembered too: its confirms and submits are
//   answered as soon as the shopper's path is verified, before their body is read (routes.shopper.ts).
import { messages } from '@mall/domain';
import { BusinessError } from '../../plugins/errors.ts';

export const DEFAULT_SECKILL_IN_FLIGHT = 8;
export const SOLD_OUT_MEMO_MS = 1000;

/** MALL_SECKILL_IN_FLIGHT: a whole number 1-10000, else 8. */
export function seckillInFlightFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.MALL_SECKILL_IN_FLIGHT);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : DEFAULT_SECKILL_IN_FLIGHT;
}

export interface Admission {
  /** Runs `work` if fewer than the limit are running, else refuses with seckillBusy at once. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly inFlight: number;
  /** Whether a run now would be refused. */
  readonly full: boolean;
}

export function admission(limit: number = seckillInFlightFromEnv()): Admission {
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    get full() {
      return inFlight >= limit;
    },
    async run(work) {
      if (inFlight >= limit) throw new BusinessError(messages.seckillBusy);
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
      }
    },
  };
}

export interface SoldOutMemo {
  /** Notes that the activity SKU had no unit left at `now`. */
  remember(seckillSkuId: number, now: Date): void;
  /** Refuses with productSoldOut while the memo says so. */
  check(seckillSkuId: number, now: Date): void;
  /** Notes that no SKU of the activity had a unit left at `now`. */
  rememberActivity(seckillId: number, now: Date): void;
  /** Whether the memo says the whole activity is sold out. */
  activitySoldOut(seckillId: number, now: Date): boolean;
}

/** One per server (the routes' plugin): a memo of the activity SKUs found sold out, SOLD_OUT_MEMO_MS each. */
export function soldOutMemo(): SoldOutMemo {
  const until = new Map<number, number>();
  const activities = new Map<number, number>();
  return {
    rememberActivity(seckillId, now) {
      if (activities.size > 10_000) activities.clear();
      activities.set(seckillId, now.getTime() + SOLD_OUT_MEMO_MS);
    },
    activitySoldOut(seckillId, now) {
      const end = activities.get(seckillId);
      if (end === undefined) return false;
      if (end > now.getTime()) return true;
      activities.delete(seckillId);
      return false;
    },
    remember(seckillSkuId, now) {
      if (until.size > 10_000) until.clear();
      until.set(seckillSkuId, now.getTime() + SOLD_OUT_MEMO_MS);
    },
    check(seckillSkuId, now) {
      const end = until.get(seckillSkuId);
      if (end === undefined) return;
      if (end > now.getTime()) throw new BusinessError(messages.productSoldOut);
      until.delete(seckillSkuId);
    },
  };
}
