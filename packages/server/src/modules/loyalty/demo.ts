// The demo levels and rights (issue 14): three ordinary levels by growth, each with extra points on every
// sign-in (the one right the server applies this round; member prices, free shipping and paid plans come
// with the paid membership). Run on every seed: inserted only while the mall has no level at all, in one
// transaction whose first statement locks the levels table, so two instances seeding at once insert once.
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { levelRights, levelRightsLinks, levels } from './tables.ts';

export const DEMO_LEVELS = [
  { nameZh: '白银会员', nameEn: 'Silver', needGrowth: 100, bonus: 2 },
  { nameZh: '黄金会员', nameEn: 'Gold', needGrowth: 500, bonus: 5 },
  { nameZh: '钻石会员', nameEn: 'Diamond', needGrowth: 2000, bonus: 10 },
] as const;

/** Answers how many levels it inserted (0: the mall has levels already). */
export async function seedDemoLevels(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${levels} IN SHARE ROW EXCLUSIVE MODE`);
    const [existing] = await tx.select({ n: count() }).from(levels);
    if ((existing?.n ?? 0) > 0) return 0;
    for (const [i, level] of DEMO_LEVELS.entries()) {
      const [row] = await tx
        .insert(levels)
        .values({ nameZh: level.nameZh, nameEn: level.nameEn, needGrowth: level.needGrowth, seq: i })
        .returning({ levelId: levels.levelId });
      const [right] = await tx
        .insert(levelRights)
        .values({
          nameZh: `签到加赠 ${level.bonus} 积分`,
          nameEn: `${level.bonus} extra points per sign-in`,
          descriptionZh: `每日签到在连续签到积分之外再得 ${level.bonus} 积分`,
          descriptionEn: `Every daily sign-in earns ${level.bonus} points on top of the streak's points`,
          signInScore: level.bonus,
          seq: i,
        })
        .returning({ rightsId: levelRights.rightsId });
      await tx.insert(levelRightsLinks).values({ levelId: row!.levelId, rightsId: right!.rightsId });
    }
    return DEMO_LEVELS.length;
  });
}
