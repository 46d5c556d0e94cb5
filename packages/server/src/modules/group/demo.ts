// The demo's group buys (issue 13 item 2): ongoing activities, relative to the time the demo is seeded,
// on the second and third products of shops 2 to 5 (the first product of each shop is left to the other
// promotions), two- and three-person teams, each SKU at about 85 % of its price. Teams are not seeded:
// a team only exists through its members' payments (no virtual members). Inserted in the demo seed's
// transaction (seed/index.ts), so only a freshly seeded catalogue gets them.
import type { Database } from '../../db/connection.ts';
import type { generateDemo } from '../seed/generate.ts';
import { groupActivities, groupSkus } from './tables.ts';

type DemoData = ReturnType<typeof generateDemo>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's group activities: which product of which shop, the team size and the limit. */
export function demoGroupPlan(data: Pick<DemoData, 'products' | 'skus'>) {
  const plan: { prodId: number; shopId: number; groupNumber: number; maxNum: number }[] = [];
  for (const shopId of [2, 3, 4, 5]) {
    const onSale = data.products.filter(
      (p) =>
        p.shopId === shopId && p.status === 1 && data.skus.some((s) => s.prodId === p.prodId && s.stocks > 0),
    );
    onSale.slice(1, 3).forEach((p, i) => {
      plan.push({ prodId: p.prodId, shopId, groupNumber: i === 0 ? 2 : 3, maxNum: i === 0 ? 0 : 5 });
    });
  }
  return plan;
}

/** Inserts the demo group activities (in the seed's transaction); answers how many. */
export async function seedDemoGroups(tx: Database, data: DemoData, now: Date): Promise<number> {
  const plan = demoGroupPlan(data);
  for (const entry of plan) {
    const [activity] = await tx
      .insert(groupActivities)
      .values({
        shopId: entry.shopId,
        prodId: entry.prodId,
        groupNumber: entry.groupNumber,
        groupValidMinutes: 24 * 60,
        startTime: new Date(now.getTime() - DAY_MS),
        endTime: new Date(now.getTime() + 30 * DAY_MS),
        maxNum: entry.maxNum,
        createdAt: now,
      })
      .returning({ activityId: groupActivities.activityId });
    const skuRows = data.skus.filter((s) => s.prodId === entry.prodId && s.price >= 2);
    if (skuRows.length === 0) continue;
    await tx.insert(groupSkus).values(
      skuRows.map((s) => ({
        activityId: activity!.activityId,
        skuId: s.skuId,
        // About 85 %, to the ten cents, always below the price.
        actPrice: Math.min(s.price - 1, Math.max(1, Math.round((s.price * 0.85) / 10) * 10)),
      })),
    );
  }
  return plan.length;
}
