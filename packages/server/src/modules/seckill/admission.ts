// Admission to the flash sale's database path (decisions/0042): a sale's rush is refused at once with
// "the flash sale is too busy" rather than queued into time-outs. Per instance, in process memory (it
// protects this process's connection pool; the database stays the truth of every unit):
// - an in-flight limit: at most MALL_SECKILL_IN_FLIGHT (default 32) confirms and submits at once;
// - a sold-out memo: an activity SKU found sold out answers productSoldOut without touching the database
//   for SOLD_OUT_MEMO_MS; a unit given back on this instance clears it, one given back elsewhere is seen
//   when the memo lapses.
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

const soldOut = new Map<number, number>();

/** Notes that the activity SKU had no unit left at `now`. */
export function rememberSoldOut(seckillSkuId: number, now: Date): void {
  if (soldOut.size > 10_000) soldOut.clear();
  soldOut.set(seckillSkuId, now.getTime() + SOLD_OUT_MEMO_MS);
}

/** A unit came back to the activity SKU. */
export function forgetSoldOut(seckillSkuId: number): void {
  soldOut.delete(seckillSkuId);
}

/** Refuses with productSoldOut while the memo says so. */
export function checkSoldOutMemo(seckillSkuId: number, now: Date): void {
  const until = soldOut.get(seckillSkuId);
  if (until === undefined) return;
  if (until > now.getTime()) throw new BusinessError(messages.productSoldOut);
  soldOut.delete(seckillSkuId);
}
