// The loyalty settings and the levels with their rights, read by the sign-in, the score info, the level
// page and the growth hooks. The settings are one row (`id` 1); without it (a database the migration's
// seed row was deleted from) the domain defaults apply. Read through the hot cache's `loyalty` area when
// given the database itself (lib/cache.ts `cacheOf`; the triggers of the migration `loyalty_cache` drop the
// area on every committed change of these tables); inside a transaction they read the rows.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  EARN_UNIT_CENTS_DEFAULT,
  GROWTH_UNIT_CENTS_DEFAULT,
  LevelType,
  SIGN_IN_GROWTH_DEFAULT,
  SIGN_IN_SCORES_DEFAULT,
  centsToYuan,
  type LevelRights,
  type Locale,
  type ScoreLevel,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { cacheOf } from '../../lib/cache.ts';
import type { GrowthLevel } from '../points/service.ts';
import { levelRights, levelRightsLinks, levels, loyaltySettings } from './tables.ts';

export interface LoyaltySettings {
  signInEnabled: boolean;
  signInScores: readonly number[];
  signInGrowth: number;
  earnUnitCents: number;
  growthUnitCents: number;
}

export const DEFAULT_SETTINGS: LoyaltySettings = {
  signInEnabled: true,
  signInScores: SIGN_IN_SCORES_DEFAULT,
  signInGrowth: SIGN_IN_GROWTH_DEFAULT,
  earnUnitCents: EARN_UNIT_CENTS_DEFAULT,
  growthUnitCents: GROWTH_UNIT_CENTS_DEFAULT,
};

/** `load()` through the hot cache's `loyalty` area under `key`, or `load()` when `db` has none. */
function cached<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  return cache ? cache.get('loyalty', key, load) : load();
}

export function readSettings(db: Database): Promise<LoyaltySettings> {
  return cached(db, 'settings', () => loadSettings(db));
}

async function loadSettings(db: Database): Promise<LoyaltySettings> {
  const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1));
  if (!row) return DEFAULT_SETTINGS;
  return {
    signInEnabled: row.signInEnabled,
    signInScores: row.signInScores,
    signInGrowth: row.signInGrowth,
    earnUnitCents: row.earnUnitCents,
    growthUnitCents: row.growthUnitCents,
  };
}

export interface LevelRow extends GrowthLevel {
  levelType: number;
  nameZh: string;
  nameEn: string;
  price: number | null;
  termDays: number | null;
}

/** The columns of a LevelRow (every read of a level selects them). */
export const levelColumns = {
  levelId: levels.levelId,
  levelType: levels.levelType,
  nameZh: levels.nameZh,
  nameEn: levels.nameEn,
  needGrowth: levels.needGrowth,
  price: levels.price,
  termDays: levels.termDays,
};

/**
 * The key of the transaction-level advisory lock on the level ladder: a level change (loyalty/platform.ts)
 * holds it exclusively while it moves the ladder and re-grades every member; a transaction that credits
 * growth holds it shared (`holdLevelLadder`), so it reads the ladder either before a change or after it,
 * never computes a member's level from a ladder a change is replacing (decisions/0104).
 */
export const LEVEL_LADDER_LOCK = 'mall:levels';

/**
 * Holds the level ladder shared until the transaction ends. A transaction that credits growth calls it
 * before its first lock on a member's points row: the re-grade waits on those rows while it holds the
 * ladder, so taking the ladder after one of them could close a cycle (a deadlock).
 */
export async function holdLevelLadder(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${LEVEL_LADDER_LOCK}))`);
}

/** The ordinary levels shown (status 1), by the growth they need. */
export function ordinaryLevels(db: Database): Promise<LevelRow[]> {
  // An async function: a real promise, not the query builder (awaiting that again would run it again).
  return cached(db, 'levels', async () =>
    db
      .select(levelColumns)
      .from(levels)
      .where(and(eq(levels.levelType, LevelType.ordinary), eq(levels.status, 1)))
      .orderBy(asc(levels.needGrowth), asc(levels.seq), asc(levels.levelId)),
  );
}

export const levelName = (level: { nameZh: string; nameEn: string }, locale: Locale) =>
  locale === 'zh' ? level.nameZh : level.nameEn;

type RightsRow = typeof levelRights.$inferSelect;

/** The rights of each of `levelIds`, in their order. */
export function rightsOf(db: Database, levelIds: readonly number[]): Promise<Map<number, RightsRow[]>> {
  return cached(db, `rights:${levelIds.join(',')}`, () => loadRights(db, levelIds));
}

async function loadRights(db: Database, levelIds: readonly number[]): Promise<Map<number, RightsRow[]>> {
  const byLevel = new Map<number, RightsRow[]>();
  if (levelIds.length === 0) return byLevel;
  const rows = await db
    .select({ levelId: levelRightsLinks.levelId, rights: levelRights })
    .from(levelRightsLinks)
    .innerJoin(levelRights, eq(levelRights.rightsId, levelRightsLinks.rightsId))
    .where(inArray(levelRightsLinks.levelId, [...levelIds]))
    .orderBy(asc(levelRights.seq), asc(levelRights.rightsId));
  for (const { levelId, rights } of rows) byLevel.set(levelId, [...(byLevel.get(levelId) ?? []), rights]);
  return byLevel;
}

export function rightsView(row: RightsRow, locale: Locale): LevelRights {
  return {
    rightsId: row.rightsId,
    name: locale === 'zh' ? row.nameZh : row.nameEn,
    description: locale === 'zh' ? row.descriptionZh : row.descriptionEn,
    ...(row.discountPercent !== null ? { discount: row.discountPercent / 10 } : {}),
    ...(row.freeShipping ? { freeShipping: true } : {}),
    ...(row.signInScore > 0 ? { signInScore: row.signInScore } : {}),
  };
}

/**
 * A page of the levels shown (`levelType` -1: both kinds): ordinary by growth, then the paid plans in the
 * console's order (`seq`), then by price.
 */
export async function levelPage(
  db: Database,
  levelType: number,
  window: { offset: number; limit: number },
  locale: Locale,
): Promise<{ rows: ScoreLevel[]; total: number }> {
  const where = and(eq(levels.status, 1), levelType === -1 ? undefined : eq(levels.levelType, levelType));
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(levels)
    .where(where);
  const rows = await db
    .select(levelColumns)
    .from(levels)
    .where(where)
    .orderBy(
      asc(levels.levelType),
      asc(levels.needGrowth),
      asc(levels.seq),
      asc(levels.price),
      asc(levels.levelId),
    )
    .offset(window.offset)
    .limit(window.limit);
  const rights = await rightsOf(
    db,
    rows.map((r) => r.levelId),
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: r.levelId,
      levelName: levelName(r, locale),
      needGrowth: r.levelType === LevelType.ordinary ? r.needGrowth : 0,
      levelType: r.levelType,
      rights: (rights.get(r.levelId) ?? []).map((x) => rightsView(x, locale)),
      price: r.price === null ? null : centsToYuan(r.price),
      termDays: r.termDays,
    })),
  };
}
