// Buying a paid membership (decisions/0049): POST /p/level/payLevel creates a membership order (order type
// 4: no goods, no address, no freight; it belongs to the platform's self-operated shop, `shops.type` 1)
// pending payment, paid like any order on the `/payment` page. Checks, before any write: the rights
// agreement read, the level exists, is paid and on sale, and no other paid level is running (the same one
// extends). Under the shopper's `users` row lock (as submit, decisions/0033): an unpaid membership order
// of this level is answered again (a double click makes one order), else the unpaid-orders cap applies.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, ne } from 'drizzle-orm';
import {
  DeliveryType,
  formatDate,
  LevelType,
  messages,
  OrderStatus,
  OrderType,
  type Locale,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { checkUnpaidOrders, lockShopper, newOrderNumber } from '../order/service.ts';
import { orders } from '../order/tables.ts';
import { payCutoff } from '../payment/service.ts';
import { shops } from '../shop/tables.ts';
import { levelName } from './levels.ts';
import { runningPaidLevel } from './paid.ts';
import { hasReadAgreement } from './rights.ts';
import { levels, memberOrders } from './tables.ts';

/** The shop membership orders belong to: the platform's self-operated one (the lowest id of type 1). */
async function platformShopId(db: Database): Promise<number> {
  const [shop] = await db
    .select({ shopId: shops.shopId })
    .from(shops)
    .where(eq(shops.type, 1))
    .orderBy(asc(shops.shopId))
    .limit(1);
  // No self-operated shop: the mall sells no plan (as a plan not on sale).
  if (!shop) throw new BusinessError(messages.levelPlanNotFound);
  return shop.shopId;
}

/** Creates (or finds again) the shopper's unpaid membership order for level `levelId`; its number. */
export async function payLevel(
  db: Database,
  userId: string,
  levelId: number,
  now: Date,
  locale: Locale,
): Promise<{ orderNumbers: string }> {
  if (!(await hasReadAgreement(db, userId))) throw new BusinessError(messages.rightsNotRead);
  const shopId = await platformShopId(db);
  const orderNumber = await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    // The plan read under KEY SHARE, inside the order's transaction: the platform cannot delete it until
    // this order commits (and then refuses, the plan being bought); one deleted or hidden just before is
    // refused here rather than failing on the foreign key or being sold hidden (decisions/0104).
    const [level] = await tx.select().from(levels).where(eq(levels.levelId, levelId)).for('key share');
    if (!level) throw new BusinessError(messages.levelNotFound);
    if (
      level.levelType !== LevelType.paid ||
      level.status !== 1 ||
      level.price === null ||
      level.termDays === null
    )
      throw new BusinessError(messages.levelPlanNotFound);
    const { price, termDays } = level;
    // Another plan running, or another plan's order still unpaid, refuses this one: two plans' orders
    // must never both be payable, or the second payment would replace the first's term. An unpaid order
    // being paid right now is read as unpaid (its payment commits status and term together), so this
    // holds against a payment in flight too.
    const running = await runningPaidLevel(tx, userId, now);
    if (running && running.level.levelId !== levelId)
      throw new BusinessError(messages.levelPaidOther, {
        level: levelName(running.level, locale),
        date: formatDate(running.endsAt),
      });
    const [unpaidOther] = await tx
      .select({ level: levels })
      .from(orders)
      .innerJoin(memberOrders, eq(memberOrders.orderId, orders.orderId))
      .innerJoin(levels, eq(levels.levelId, memberOrders.levelId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.orderType, OrderType.member),
          eq(orders.status, OrderStatus.pendingPayment),
          ne(memberOrders.levelId, levelId),
        ),
      )
      .limit(1);
    if (unpaidOther)
      throw new BusinessError(messages.levelUnpaidOther, { level: levelName(unpaidOther.level, locale) });
    const [open] = await tx
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .innerJoin(memberOrders, eq(memberOrders.orderId, orders.orderId))
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.orderType, OrderType.member),
          eq(orders.status, OrderStatus.pendingPayment),
          eq(orders.actualTotal, price),
          eq(memberOrders.levelId, levelId),
          eq(memberOrders.termDays, termDays),
          // Still payable: one past its time waits for the expiry job and is not answered again.
          gt(orders.createdAt, payCutoff(now)),
        ),
      )
      .orderBy(desc(orders.orderId))
      .limit(1);
    if (open) return open.orderNumber;
    await checkUnpaidOrders(tx, userId, 1);
    const number = newOrderNumber(now);
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: number,
        settlementUuid: randomUUID(),
        userId,
        shopId,
        orderType: OrderType.member,
        status: OrderStatus.pendingPayment,
        dvyType: DeliveryType.none,
        total: price,
        freight: 0,
        actualTotal: price,
        productNums: 0,
        userAddr: {},
        createdAt: now,
        updatedAt: now,
      })
      .returning({ orderId: orders.orderId });
    await tx.insert(memberOrders).values({ orderId: order!.orderId, userId, levelId, termDays });
    return number;
  });
  return { orderNumbers: orderNumber };
}
