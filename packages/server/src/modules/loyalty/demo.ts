// The demo levels and rights (issue 14): three ordinary levels by growth, each with extra points on every
// sign-in; Gold and Diamond also a member price (9.8 and 9.5 折), Diamond free shipping (paid plans come
// with the paid membership). Run on every seed: inserted only while the mall has no level at all, in one
// transaction whose first statement locks the levels table, so two instances seeding at once insert once.
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { levelRights, levelRightsLinks, levels } from './tables.ts';

export const DEMO_LEVELS = [
  { nameZh: '白银会员', nameEn: 'Silver', needGrowth: 100, bonus: 2, percent: null, freeShipping: false },
  { nameZh: '黄金会员', nameEn: 'Gold', needGrowth: 500, bonus: 5, percent: 98, freeShipping: false },
  { nameZh: '钻石会员', nameEn: 'Diamond', needGrowth: 2000, bonus: 10, percent: 95, freeShipping: true },
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
      if (level.percent !== null) {
        const [price] = await tx
          .insert(levelRights)
          .values({
            nameZh: `会员价 ${level.percent / 10} 折`,
            nameEn: `Member price: ${100 - level.percent}% off`,
            descriptionZh: `购物车与结算中，未参加活动的商品按 ${level.percent / 10} 折计价`,
            descriptionEn: `In the cart and at checkout, items not in an activity cost ${level.percent}% of their price`,
            discountPercent: level.percent,
            seq: 10 + i,
          })
          .returning({ rightsId: levelRights.rightsId });
        await tx.insert(levelRightsLinks).values({ levelId: row!.levelId, rightsId: price!.rightsId });
      }
      if (level.freeShipping) {
        const [free] = await tx
          .insert(levelRights)
          .values({
            nameZh: '包邮',
            nameEn: 'Free shipping',
            descriptionZh: '订单免运费',
            descriptionEn: 'Orders ship free',
            freeShipping: true,
            seq: 20 + i,
          })
          .returning({ rightsId: levelRights.rightsId });
        await tx.insert(levelRightsLinks).values({ levelId: row!.levelId, rightsId: free!.rightsId });
      }
    }
    return DEMO_LEVELS.length;
  });
}
