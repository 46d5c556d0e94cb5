// Admission to the flash sale's database path (decisions/0042): a sale's rush is refused at once with
// "the flash sale is too busy" rather than queued into time-outs. Per instance, in process memory (it
// protects this process's connection pool; the database stays the truth of every unit):
// - an in-flight limit: at most MALL_SECKILL_IN_FLIGHT (default 32) confirms and submits at once;
// - a sold-out memo: an activity SKU found sold out answers productSoldOut without touching the database
//   for SOLD_OUT_MEMO_MS; a unit given back (a cancel, an expiry) is on sale again when the memo lapses.
import { messages } from '@mall/domain';
import { BusinessError } from '../../plugins/errors.ts';

export const DEFAULT_SECKILL_IN_FLIGHT = 32;
export const SOLD_OUT_MEMO_MS = 1000;

/** MALL_SECKILL_IN_FLIGHT: a whole number 1-10000, else 32. */
export function seckillInFlightFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.MALL_SECKILL_IN_FLIGHT);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : DEFAULT_SECKILL_IN_FLIGHT;
}

export interface Admission {
  /** Runs `work` if fewer than the limit are running, else refuses with seckillBusy at once. */
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly inFlight: number;
}

export function admission(limit: number = seckillInFlightFromEnv()): Admission {
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
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
}

/** One per server (the routes' plugin): a memo of the activity SKUs found sold out, SOLD_OUT_MEMO_MS each. */
export function soldOutMemo(): SoldOutMemo {
  const until = new Map<number, number>();
  return {
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
