// The demo levels and rights (issue 14): three ordinary levels by growth, each with extra points on every
// sign-in; Gold and Diamond also a member price (9.8 and 9.5 折), Diamond free shipping; and one paid plan
// (decisions/0049: 30 days for 19.90 yuan, 9.5 折 and free shipping). Run on every seed: the ordinary
// levels inserted only while the mall has no level at all, the plan while it has no paid level, in one
// transaction whose first statement locks the levels table, so two instances seeding at once insert once.
import { count, eq, sql } from 'drizzle-orm';
import { LevelType } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { levelRights, levelRightsLinks, levels } from './tables.ts';

export const DEMO_LEVELS = [
  { nameZh: '白银会员', nameEn: 'Silver', needGrowth: 100, bonus: 2, percent: null, freeShipping: false },
  { nameZh: '黄金会员', nameEn: 'Gold', needGrowth: 500, bonus: 5, percent: 98, freeShipping: false },
  { nameZh: '钻石会员', nameEn: 'Diamond', needGrowth: 2000, bonus: 10, percent: 95, freeShipping: true },
] as const;

export const DEMO_PAID_PLAN = {
  nameZh: '超级会员',
  nameEn: 'Premium',
  price: 1990,
  termDays: 30,
  percent: 95,
} as const;

/** Answers how many levels it inserted (0: the mall has its levels and a paid plan already). */
export async function seedDemoLevels(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${levels} IN SHARE ROW EXCLUSIVE MODE`);
    const [existing] = await tx.select({ n: count() }).from(levels);
    let inserted = 0;
    if ((existing?.n ?? 0) === 0) inserted += await insertOrdinary(tx);
    const [paid] = await tx.select({ n: count() }).from(levels).where(eq(levels.levelType, LevelType.paid));
    if ((paid?.n ?? 0) === 0) inserted += await insertPaidPlan(tx);
    return inserted;
  });
}

async function insertPaidPlan(tx: Database): Promise<number> {
  const plan = DEMO_PAID_PLAN;
  const [row] = await tx
    .insert(levels)
    .values({
      levelType: LevelType.paid,
      nameZh: plan.nameZh,
      nameEn: plan.nameEn,
      price: plan.price,
      termDays: plan.termDays,
      seq: 100,
    })
    .returning({ levelId: levels.levelId });
  const rights = await tx
    .insert(levelRights)
    .values([
      {
        nameZh: `会员价 ${plan.percent / 10} 折`,
        nameEn: `Member price: ${100 - plan.percent}% off`,
        descriptionZh: `购物车与结算中，未参加活动的商品按 ${plan.percent / 10} 折计价`,
        descriptionEn: `In the cart and at checkout, items not in an activity cost ${plan.percent}% of their price`,
        discountPercent: plan.percent,
        seq: 30,
      },
      {
        nameZh: '包邮',
        nameEn: 'Free shipping',
        descriptionZh: '订单免运费',
        descriptionEn: 'Orders ship free',
        freeShipping: true,
        seq: 31,
      },
    ])
    .returning({ rightsId: levelRights.rightsId });
  await tx
    .insert(levelRightsLinks)
    .values(rights.map((r) => ({ levelId: row!.levelId, rightsId: r.rightsId })));
  return 1;
}

async function insertOrdinary(tx: Database): Promise<number> {
  {
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
  }
}
