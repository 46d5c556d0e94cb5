// Stock pre-deduction in Redis (REDIS_URL; decisions/0042): before a flash-sale submit goes to the
// database, its units are taken from a Redis counter per activity SKU; none left answers "sold out" at
// once, without a database write, on every instance. The database stays the truth: its conditional
// update is the only sale. The counter is loaded from the database's units when missing and lives
// RELOAD_MS, so it is re-read from the truth every few seconds: a unit given back in the database (a
// cancel, an expiry), or taken in Redis by a submit that failed or whose process died before giving it
// back, counts again within RELOAD_MS. A crash between the two therefore loses no unit (at worst it is
// missing from the counter until the reload) and sells none twice (Redis never sells). Nor is a unit
// left unsold behind a counter that says none: before "sold out" is answered on the counter's word, the
// database is asked (`resync`, at most once per sold-out memo per instance) and the counter set to its
// units; a shopper is told "sold out" only when the database has none. A settlement takes its units once:
// the take holds a key per settlement (its uuid) for RELOAD_MS, so the same uuid submitted twice at once
// takes nothing the second time (the database answers it the first's order), and a give-back drops the
// hold with the units.
import type { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { connectRedis } from '../../plugins/stores.ts';
import { seckillSkus } from './tables.ts';

export const RELOAD_MS = 3000;

/**
 * -3: the holder (KEYS[2]) already took its units, -2: no counter (load it), -1: too few left, else what
 * is left after taking (and the holder's key set for ARGV[2] ms).
 */
const TAKE = `
if redis.call('EXISTS', KEYS[2]) == 1 then return -3 end
local v = redis.call('GET', KEYS[1])
if not v then return -2 end
if tonumber(v) < tonumber(ARGV[1]) then return -1 end
redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
return redis.call('DECRBY', KEYS[1], ARGV[1])
`;
/** Gives units back to a counter that still exists (a reloaded one already counts them); drops the hold. */
const GIVE = `
redis.call('DEL', KEYS[2])
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('INCRBY', KEYS[1], ARGV[1]) end
return -1
`;

export interface UnitGate {
  /**
   * Takes `count` units ahead of the database for `holder` (a settlement's uuid); false: not that many
   * left (sold out); null: this holder already holds its units (a repeat: the database decides, and
   * nothing is to be given back for it).
   */
  take(seckillSkuId: number, count: number, holder: string): Promise<boolean | null>;
  /** Gives back units `holder` took for a submit that did not sell them. */
  giveBack(seckillSkuId: number, count: number, holder: string): Promise<void>;
  /** Sets the counter to the database's units (the truth); answers them. */
  resync(seckillSkuId: number): Promise<number>;
  close(): Promise<void>;
}

export function redisUnitGate(db: Database, redis: Redis, prefix = 'mall:seckill:'): UnitGate {
  const key = (id: number) => `${prefix}units:${id}`;
  const holdKey = (id: number, holder: string) => `${prefix}held:${id}:${holder}`;
  const truth = async (id: number) => {
    const [row] = await db
      .select({ stocks: seckillSkus.stocks })
      .from(seckillSkus)
      .where(eq(seckillSkus.seckillSkuId, id));
    return row?.stocks ?? 0;
  };
  const load = async (id: number) => {
    await redis.set(key(id), String(await truth(id)), 'PX', RELOAD_MS, 'NX');
  };
  return {
    async take(id, count, holder) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const left = Number(
          await redis.eval(TAKE, 2, key(id), holdKey(id, holder), String(count), String(RELOAD_MS)),
        );
        if (left >= 0) return true;
        if (left === -1) return false;
        if (left === -3) return null;
        await load(id);
      }
      // Expired again between the load and the take: let the database decide.
      return true;
    },
    async giveBack(id, count, holder) {
      await redis.eval(GIVE, 2, key(id), holdKey(id, holder), String(count));
    },
    async resync(id) {
      const units = await truth(id);
      await redis.set(key(id), String(units), 'PX', RELOAD_MS);
      return units;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The gate of REDIS_URL, or null without Redis (the database and the admission limit alone). */
export function unitGateFromEnv(db: Database, env: NodeJS.ProcessEnv = process.env): UnitGate | null {
  if (!env.REDIS_URL) return null;
  const redis = connectRedis(env.REDIS_URL);
  redis.on('error', () => {});
  return redisUnitGate(db, redis);
}
