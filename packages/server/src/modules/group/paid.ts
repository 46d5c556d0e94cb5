// A group order's payment (decisions/0043), inside the payment's own transaction (payment/service.ts
// calls `groupOrdersPaid` once its orders are paid: a group order moves 1 -> 7 grouping there). The
// leader's payment opens the team (status 1, end time = pay time + the activity's minutes); a member's
// payment takes a seat under the team's row lock (orders are locked first by the payment, then the team:
// the failure job locks the team first but only ever touches orders already in status 7, which no payment
// holds). The payment that fills the team moves it to 2 and every member's order 7 -> 2 in the same
// transaction. A payment that cannot take its seat (the team full, failed or past its end, the shopper
// already in it, the activity over for a leader) is refunded to its source at once with the
// 'groupFailure' reason and its order cancelled (`failGroupOrder`, which the failure job uses too).
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { ActivityStatus, OrderStatus, OrderType } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { releaseAll } from '../order/participants.ts';
import { orders } from '../order/tables.ts';
import type { RefundPayments } from '../refund/payout.ts';
import { refundClosedOrder, type RefundRow } from '../refund/service.ts';
import { statusOf } from './service.ts';
import { groupActivities, groupMembers, groupTeams } from './tables.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * Moves a paid group order out of its team: 7 -> 6 (close type 3, refunded) by a conditional update, its
 * resources released with reason 'groupFailure' (stock, coupons, points), the whole amount refunded to
 * its source. Answers the refund (null when the order had already left status 7, or paid nothing): the
 * caller settles an owed provider refund after its commit.
 */
export async function failGroupOrder(
  tx: Database,
  payments: RefundPayments,
  order: OrderRow,
  now: Date,
): Promise<RefundRow | null> {
  const [closed] = await tx
    .update(orders)
    .set({ status: OrderStatus.canceled, closeType: 3, cancelTime: now, updatedAt: now })
    .where(and(eq(orders.orderId, order.orderId), eq(orders.status, OrderStatus.grouping)))
    .returning({ orderId: orders.orderId });
  if (!closed) return null;
  await releaseAll(tx, {
    userId: order.userId,
    orderId: order.orderId,
    orderType: order.orderType,
    orderNumber: order.orderNumber,
    pointsUsed: order.pointsUsed,
    reason: 'groupFailure',
    now,
  });
  return refundClosedOrder(tx, payments, order, 'groupFailure', now);
}

/**
 * Seats the group orders among `orderIds` that this payment just moved to 7 (in the payment's
 * transaction), teams by id (leaders' new teams last) so two payments lock teams in the same order.
 * Answers the orders that could not take their seat (refunded and cancelled here).
 */
export async function groupOrdersPaid(
  tx: Database,
  payments: RefundPayments,
  orderIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const paid = await tx
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.orderId, [...orderIds]),
        eq(orders.orderType, OrderType.group),
        eq(orders.status, OrderStatus.grouping),
      ),
    )
    .orderBy(sql`${orders.teamId} ASC NULLS LAST`, asc(orders.orderId));
  const unseated: number[] = [];
  for (const order of paid) if (!(await takeSeat(tx, payments, order, now))) unseated.push(order.orderId);
  return unseated;
}

/** Takes the order's seat (a leader's: a new team); false when it could not and was refunded. */
async function takeSeat(
  tx: Database,
  payments: RefundPayments,
  order: OrderRow,
  now: Date,
): Promise<boolean> {
  if (!order.teamId) {
    // The leader: the team opens now, if the activity still runs. The activity's row is held (shared)
    // until the payment commits, so a stop (which takes it for update, then fails the open teams)
    // either comes first and this payment opens no team, or waits and then sees this team.
    const [activity] = order.activityId
      ? await tx
          .select()
          .from(groupActivities)
          .where(eq(groupActivities.activityId, order.activityId))
          .for('share')
      : [];
    if (!activity || statusOf(activity, now) !== ActivityStatus.ongoing) {
      await failGroupOrder(tx, payments, order, now);
      return false;
    }
    const [team] = await tx
      .insert(groupTeams)
      .values({
        activityId: activity.activityId,
        leaderId: order.userId,
        status: 1,
        joinNum: 1,
        groupNumber: activity.groupNumber,
        endTime: new Date(now.getTime() + activity.groupValidMinutes * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ teamId: groupTeams.teamId });
    await tx.insert(groupMembers).values({
      teamId: team!.teamId,
      userId: order.userId,
      orderId: order.orderId,
      isLeader: 1,
      joinedAt: now,
    });
    await tx
      .update(orders)
      .set({ teamId: team!.teamId, updatedAt: now })
      .where(eq(orders.orderId, order.orderId));
    return true;
  }
  const [team] = await tx.select().from(groupTeams).where(eq(groupTeams.teamId, order.teamId)).for('update');
  const [already] = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.teamId, order.teamId), eq(groupMembers.userId, order.userId)));
  const seated =
    team !== undefined &&
    team.status === 1 &&
    team.endTime.getTime() > now.getTime() &&
    team.joinNum < team.groupNumber &&
    team.leaderId !== order.userId &&
    already === undefined;
  if (!seated) {
    await failGroupOrder(tx, payments, order, now);
    return false;
  }
  await tx.insert(groupMembers).values({
    teamId: team.teamId,
    userId: order.userId,
    orderId: order.orderId,
    isLeader: 0,
    joinedAt: now,
  });
  const full = team.joinNum + 1 >= team.groupNumber;
  await tx
    .update(groupTeams)
    .set({ joinNum: team.joinNum + 1, status: full ? 2 : 1, updatedAt: now })
    .where(eq(groupTeams.teamId, team.teamId));
  if (!full) return true;
  // The team is full: every member's order goes on to delivery, together.
  await tx
    .update(orders)
    .set({ status: OrderStatus.pendingDelivery, updatedAt: now })
    .where(
      and(
        eq(orders.status, OrderStatus.grouping),
        inArray(
          orders.orderId,
          tx
            .select({ orderId: groupMembers.orderId })
            .from(groupMembers)
            .where(eq(groupMembers.teamId, team.teamId)),
        ),
      ),
    );
  return true;
}

/**
 * The failure job's work (jobs/group-failure.ts): each team still grouping at its end time moves 1 -> 3
 * by a conditional update, and in the same transaction every member's order still in 7 is cancelled and
 * refunded (`failGroupOrder`); one transaction per team, so two runs at once fail each team once. Owed
 * provider refunds are asked for after each commit (`settle`). Answers how many teams failed. With
 * `activityId`, only that activity's teams (a stop's, stop.ts).
 */
export async function failExpiredTeams(
  db: Database,
  payments: RefundPayments,
  now: Date,
  settle: (refund: RefundRow) => Promise<void>,
  limit = 200,
  onError: (teamId: number, error: unknown) => void = () => undefined,
  activityId?: number,
): Promise<number> {
  const due = await db
    .select({ teamId: groupTeams.teamId })
    .from(groupTeams)
    .where(
      and(
        eq(groupTeams.status, 1),
        lte(groupTeams.endTime, now),
        activityId === undefined ? undefined : eq(groupTeams.activityId, activityId),
      ),
    )
    .orderBy(asc(groupTeams.endTime), asc(groupTeams.teamId))
    .limit(limit);
  let failed = 0;
  for (const { teamId } of due) {
    // One team that cannot fail now (a lock conflict, a bad row) is skipped and logged; the others go on
    // (the next run tries it again).
    const refunds = await db
      .transaction(async (tx) => {
        const [team] = await tx
          .update(groupTeams)
          .set({ status: 3, updatedAt: now })
          .where(and(eq(groupTeams.teamId, teamId), eq(groupTeams.status, 1), lte(groupTeams.endTime, now)))
          .returning({ teamId: groupTeams.teamId });
        if (!team) return null;
        const members = await tx
          .select({ order: orders })
          .from(groupMembers)
          .innerJoin(orders, eq(orders.orderId, groupMembers.orderId))
          .where(eq(groupMembers.teamId, teamId))
          .orderBy(asc(orders.orderId));
        const out: RefundRow[] = [];
        for (const { order } of members) {
          const refund = await failGroupOrder(tx, payments, order, now);
          if (refund) out.push(refund);
        }
        return out;
      })
      .catch((error: unknown) => {
        onError(teamId, error);
        return null;
      });
    if (!refunds) continue;
    failed++;
    for (const refund of refunds) await settle(refund);
  }
  return failed;
}
