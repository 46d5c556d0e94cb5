// The membership rights agreement (a shopper has read it once `member_agreements` holds their row), and
// the rights of the shopper's level that checkout applies: the member price (pricing.ts, stage `member`)
// and free shipping (order/service.ts's freight), from the paid level while it runs (decisions/0049).
import { eq } from 'drizzle-orm';
import { effectiveLevel, levelForGrowth } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { userPoints } from '../points/tables.ts';
import { ordinaryLevels, rightsOf } from './levels.ts';
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

/** What the shopper's level gives at checkout: its member price (percent paid) and free shipping. */
export interface ShopperRights {
  levelId: number;
  levelNameZh: string;
  levelNameEn: string;
  /** The best member price among the level's rights, percent paid (95 = 9.5 折); null: none. */
  discountPercent: number | null;
  freeShipping: boolean;
}

/**
 * The rights of the level that applies to the shopper at `now`: the paid level while its term runs, else
 * the one their growth reaches (domain `effectiveLevel`; null: a visitor, no level, or a level with
 * neither a member price nor free shipping).
 */
export async function shopperRights(
  db: Database,
  userId: string | null,
  now: Date,
): Promise<ShopperRights | null> {
  if (userId === null) return null;
  const [points] = await db
    .select({ growth: userPoints.growth })
    .from(userPoints)
    .where(eq(userPoints.userId, userId));
  // Growth 0 may reach a level that needs none, as scoreInfo and the sign-in read it.
  const paid = await runningPaidLevel(db, userId, now);
  const level = effectiveLevel(
    levelForGrowth(await ordinaryLevels(db), points?.growth ?? 0),
    paid && { level: paid.level, endsAt: paid.endsAt.getTime() },
    now.getTime(),
  );
  if (!level) return null;
  const rights = (await rightsOf(db, [level.levelId])).get(level.levelId) ?? [];
  const percents = rights.flatMap((r) => (r.discountPercent === null ? [] : [r.discountPercent]));
  const discountPercent = percents.length > 0 ? Math.min(...percents) : null;
  const freeShipping = rights.some((r) => r.freeShipping);
  if (discountPercent === null && !freeShipping) return null;
  return {
    levelId: level.levelId,
    levelNameZh: level.nameZh,
    levelNameEn: level.nameEn,
    discountPercent,
    freeShipping,
  };
}
