// The membership rights agreement (a shopper has read it once `member_agreements` holds their row), and
// the rights of the shopper's levels that checkout applies: the member price (pricing.ts, stage `member`)
// and free shipping (order/service.ts's freight), each the best of the growth level's and, while its term
// runs, the paid level's (decisions/0049).
import { eq } from 'drizzle-orm';
import { bestLevelRights, levelForGrowth } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { userPoints } from '../points/tables.ts';
import { ordinaryLevels, rightsOf, type LevelRow } from './levels.ts';
import { runningPaidLevel } from './paid.ts';
import { memberAgreements } from './tables.ts';

export async function hasReadAgreement(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberAgreements.userId })
    .from(memberAgreements)
    .where(eq(memberAgreements.userId, userId));
  return row !== undefined;
}

/** Marks it read (the first reading's time is kept); answers true. */
export async function markAgreementRead(db: Database, userId: string, now: Date): Promise<true> {
  await db.insert(memberAgreements).values({ userId, readAt: now }).onConflictDoNothing();
  return true;
}

/** What the shopper's levels give at checkout: the member price (percent paid) and free shipping. */
export interface ShopperRights {
  /** The level whose member price applies (the paid one when both give the same rate), for its group's name. */
  levelId: number;
  levelNameZh: string;
  levelNameEn: string;
  /** The best member price among the levels' rights, percent paid (95 = 9.5 折); null: none. */
  discountPercent: number | null;
  freeShipping: boolean;
}

/**
 * The levels that apply to the shopper at `now`: the one their growth reaches and, while its term runs,
 * the paid one (a paid plan adds to the growth level, it never takes a right away: decisions/0049).
 * Paid first. Empty: a visitor or neither level.
 */
export async function shopperLevels(
  db: Database,
  userId: string,
  now: Date,
  /** The shopper's growth when the caller holds it (read under its lock); read here otherwise. */
  knownGrowth?: number,
): Promise<LevelRow[]> {
  const growth =
    knownGrowth ??
    (await db.select({ growth: userPoints.growth }).from(userPoints).where(eq(userPoints.userId, userId)))[0]
      ?.growth ??
    0;
  // Growth 0 may reach a level that needs none, as scoreInfo and the sign-in read it.
  const growthLevel = levelForGrowth(await ordinaryLevels(db), growth);
  const paid = await runningPaidLevel(db, userId, now);
  return [...(paid ? [paid.level] : []), ...(growthLevel ? [growthLevel] : [])];
}

/** The rights of each of `levelList` and the best of them (domain `bestLevelRights`). */
async function bestRightsOf(db: Database, levelList: readonly LevelRow[]) {
  const byLevel = await rightsOf(
    db,
    levelList.map((l) => l.levelId),
  );
  return bestLevelRights(levelList.map((l) => ({ level: l, rights: byLevel.get(l.levelId) ?? [] })));
}

/** The extra sign-in points the levels give: the largest one level gives (0: none). */
export async function signInExtra(db: Database, levelList: readonly LevelRow[]): Promise<number> {
  return (await bestRightsOf(db, levelList)).signInScore;
}

/**
 * The rights that apply to the shopper at `now`: each right at its best over the paid level (while its term
 * runs) and the growth level (domain `bestLevelRights`); null: a visitor, no level, or levels with neither a
 * member price nor free shipping.
 */
export async function shopperRights(
  db: Database,
  userId: string | null,
  now: Date,
): Promise<ShopperRights | null> {
  if (userId === null) return null;
  const levelList = await shopperLevels(db, userId, now);
  if (levelList.length === 0) return null;
  const best = await bestRightsOf(db, levelList);
  if (best.discountPercent === null && !best.freeShipping) return null;
  const named = best.discountLevel ?? levelList[0]!;
  return {
    levelId: named.levelId,
    levelNameZh: named.nameZh,
    levelNameEn: named.nameEn,
    discountPercent: best.discountPercent,
    freeShipping: best.freeShipping,
  };
}
