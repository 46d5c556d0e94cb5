// Group buying (issue 13 item 2, decisions/0043): what the storefront reads (the group products, one
// activity, the teams waiting for members, a team), the rules of joining (`checkJoin`: the activity
// ongoing, the team open and not full, not the shopper's own or joined, the per-shopper limit), which the
// confirm route checks first and the settlement participant again at submit, and
// the merchant's activities (created and edited under the product's row lock, so two overlapping ones
// cannot both pass; edited only before the start; stopped with its open teams ended, stop.ts). Money is cents inside, wire yuan out; times are the server's clock.
import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, sql, sum, type SQL } from 'drizzle-orm';
import {
  activityStatusAt,
  ActivityStatus,
  centsToYuan,
  formatDate,
  messages,
  OrderStatus,
  OrderType,
  parseMallDateTime,
  yuanToCents,
  type GroupProdCard,
  type GroupProdInfo,
  type GroupSku,
  type GroupTeamInfo,
  type JoinableTeam,
  type Locale,
  type MerchantGroup,
  type MerchantGroupParam,
  type Page,
  type PageParams,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import { localized } from '../../lib/text.ts';
import { users } from '../account/tables.ts';
import { productOnSale } from '../catalog/cards.ts';
import { products, skus } from '../catalog/tables.ts';
import { orders } from '../order/tables.ts';
import { groupActivities, groupMembers, groupSkus, groupTeams } from './tables.ts';

export type GroupActivityRow = typeof groupActivities.$inferSelect;
export type GroupTeamRow = typeof groupTeams.$inferSelect;

/** The activity's wire status at `now`. */
export function statusOf(
  activity: Pick<GroupActivityRow, 'startTime' | 'endTime'>,
  now: Date,
): ActivityStatus {
  return activityStatusAt(activity, now.getTime());
}

/** Refuses unless the activity is ongoing at `now`. */
export function assertOngoing(activity: Pick<GroupActivityRow, 'startTime' | 'endTime'>, now: Date): void {
  const status = statusOf(activity, now);
  if (status === ActivityStatus.notStarted) throw new BusinessError(messages.eventNotStarted);
  if (status === ActivityStatus.ended) throw new BusinessError(messages.eventEnded);
}

export async function readActivity(db: Database, activityId: number): Promise<GroupActivityRow | null> {
  const [row] = await db.select().from(groupActivities).where(eq(groupActivities.activityId, activityId));
  return row ?? null;
}

/** A group SKU with its activity and its product's SKU (for confirm), or null. */
export async function readGroupSku(db: Database, groupSkuId: number) {
  const [row] = await db
    .select({
      groupSkuId: groupSkus.groupSkuId,
      skuId: groupSkus.skuId,
      actPrice: groupSkus.actPrice,
      prodId: skus.prodId,
      activity: groupActivities,
    })
    .from(groupSkus)
    .innerJoin(groupActivities, eq(groupActivities.activityId, groupSkus.activityId))
    .innerJoin(skus, eq(skus.skuId, groupSkus.skuId))
    .where(eq(groupSkus.groupSkuId, groupSkuId));
  return row ?? null;
}

/** Units the shopper bought in the activity, every order not cancelled counted. */
async function unitsBought(db: Database, userId: string, activityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sum(orders.productNums).mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.orderType, OrderType.group),
        eq(orders.activityId, activityId),
        ne(orders.status, OrderStatus.canceled),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The rules of buying `count` units in `activity`, joining `teamId` (0 opens a team): the activity
 * ongoing, the per-shopper limit, and for a team: open (grouping, before its end time), a seat free, not
 * the shopper's own, not joined already, no other order of theirs waiting to join it. The team is read,
 * not locked: the payment decides the seat under the team's row lock (paid.ts). In submit's transaction
 * (the participant) the shopper's row is locked, so two submits of one shopper count one after the other.
 */
export async function checkJoin(
  db: Database,
  input: { userId: string; activity: GroupActivityRow; teamId: number; count: number; now: Date },
): Promise<void> {
  const { userId, activity, teamId, now } = input;
  assertOngoing(activity, now);
  if (teamId > 0) {
    const [team] = await db.select().from(groupTeams).where(eq(groupTeams.teamId, teamId));
    if (!team || team.activityId !== activity.activityId) throw new BusinessError(messages.groupTeamClosed);
    if (team.leaderId === userId) throw new BusinessError(messages.groupOwnTeam);
    if (team.joinNum >= team.groupNumber) throw new BusinessError(messages.groupTeamFull);
    if (team.status !== 1 || team.endTime.getTime() <= now.getTime())
      throw new BusinessError(messages.groupTeamClosed);
    const [member] = await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.teamId, teamId), eq(groupMembers.userId, userId)));
    if (member) throw new BusinessError(messages.groupOwnTeam);
    const [waiting] = await db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.orderType, OrderType.group),
          eq(orders.teamId, teamId),
          eq(orders.status, OrderStatus.pendingPayment),
        ),
      )
      .limit(1);
    if (waiting) throw new BusinessError(messages.groupOwnTeam);
  }
  if (
    activity.maxNum > 0 &&
    (await unitsBought(db, userId, activity.activityId)) + input.count > activity.maxNum
  )
    throw new BusinessError(messages.groupLimitReached, { max: activity.maxNum });
}

// ---------------------------------------------------------------------------------------------------
// The storefront

const lowestGroupPrice = sql<number>`(SELECT min(${groupSkus.actPrice}) FROM ${groupSkus} WHERE ${groupSkus.activityId} = ${groupActivities.activityId})`;
const teamsFormed = sql<number>`(SELECT count(*) FROM ${groupTeams} WHERE ${groupTeams.activityId} = ${groupActivities.activityId} AND ${groupTeams.status} = 2)`;

const cardColumns = {
  activity: groupActivities,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  pic: products.pic,
  price: products.price,
  groupPrice: lowestGroupPrice.mapWith(Number),
  groupOrderCount: teamsFormed.mapWith(Number),
};

type CardRow = {
  activity: GroupActivityRow;
  nameZh: string;
  nameEn: string;
  pic: string;
  price: number;
  groupPrice: number;
  groupOrderCount: number;
};

function card(row: CardRow, locale: Locale, now: Date): GroupProdCard {
  return {
    groupActivityId: row.activity.activityId,
    prodId: row.activity.prodId,
    prodName: localized(locale, row.nameZh, row.nameEn),
    pic: row.pic,
    groupPrice: centsToYuan(row.groupPrice ?? 0),
    price: centsToYuan(row.price),
    groupNumber: row.activity.groupNumber,
    groupOrderCount: row.groupOrderCount ?? 0,
    startTime: formatDate(row.activity.startTime),
    endTime: formatDate(row.activity.endTime),
    status: statusOf(row.activity, now),
  };
}

/** The group products not ended yet (ongoing first, then by start), of products on sale. */
export async function groupProdPage(
  db: Database,
  query: PageParams,
  now: Date,
  locale: Locale,
): Promise<Page<GroupProdCard>> {
  const where = and(gt(groupActivities.endTime, now), productOnSale);
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(groupActivities)
      .innerJoin(products, eq(products.prodId, groupActivities.prodId))
      .where(where)
      .orderBy(asc(groupActivities.startTime), desc(groupActivities.activityId))
      .offset(window.offset)
      .limit(window.limit),
    db
      .select({ n: count() })
      .from(groupActivities)
      .innerJoin(products, eq(products.prodId, groupActivities.prodId))
      .where(where),
  ]);
  return toPage(
    rows.map((r) => card(r, locale, now)),
    total?.n ?? 0,
    query,
  );
}

async function skuList(db: Database, activityIds: number[], locale: Locale) {
  if (activityIds.length === 0) return [];
  const rows = await db
    .select({
      activityId: groupSkus.activityId,
      groupSkuId: groupSkus.groupSkuId,
      actPrice: groupSkus.actPrice,
      sku: skus,
    })
    .from(groupSkus)
    .innerJoin(skus, eq(skus.skuId, groupSkus.skuId))
    .where(inArray(groupSkus.activityId, activityIds))
    .orderBy(asc(groupSkus.groupSkuId));
  return rows.map((r) => ({
    activityId: r.activityId,
    sku: {
      groupSkuId: r.groupSkuId,
      skuId: r.sku.skuId,
      skuName: localized(locale, r.sku.skuNameZh, r.sku.skuNameEn),
      properties: localized(locale, r.sku.propertiesZh, r.sku.propertiesEn),
      pic: r.sku.pic || null,
      actPrice: centsToYuan(r.actPrice),
      price: centsToYuan(r.sku.price),
      stocks: r.sku.status === 1 ? r.sku.stocks : 0,
    } satisfies GroupSku,
  }));
}

/** One activity (by id), or the product's ongoing or next one (by `prodId`); null when there is none. */
export async function groupProdInfo(
  db: Database,
  by: { activityId: number } | { prodId: number },
  now: Date,
  locale: Locale,
): Promise<GroupProdInfo | null> {
  const [activity] =
    'activityId' in by
      ? await db.select().from(groupActivities).where(eq(groupActivities.activityId, by.activityId))
      : await db
          .select()
          .from(groupActivities)
          .where(and(eq(groupActivities.prodId, by.prodId), gt(groupActivities.endTime, now)))
          .orderBy(asc(groupActivities.startTime))
          .limit(1);
  if (!activity) return null;
  const list = await skuList(db, [activity.activityId], locale);
  return {
    groupActivityId: activity.activityId,
    prodId: activity.prodId,
    groupNumber: activity.groupNumber,
    groupValidTime: activity.groupValidMinutes,
    startTime: formatDate(activity.startTime),
    endTime: formatDate(activity.endTime),
    maxNum: activity.maxNum,
    status: statusOf(activity, now),
    serverTime: formatDate(now),
    skuList: list.map((l) => l.sku),
  };
}

/** The activity's teams still waiting for members (grouping, a seat free, before their end), ending first. */
export async function joinableTeams(db: Database, activityId: number, now: Date): Promise<JoinableTeam[]> {
  const rows = await db
    .select({ team: groupTeams, nickName: users.nickName, pic: users.pic })
    .from(groupTeams)
    .innerJoin(users, eq(users.userId, groupTeams.leaderId))
    .where(
      and(
        eq(groupTeams.activityId, activityId),
        eq(groupTeams.status, 1),
        gt(groupTeams.endTime, now),
        sql`${groupTeams.joinNum} < ${groupTeams.groupNumber}`,
      ),
    )
    .orderBy(asc(groupTeams.endTime), asc(groupTeams.teamId))
    .limit(50);
  return rows.map((r) => ({
    groupTeamId: r.team.teamId,
    startUserNickName: r.nickName,
    startUserPic: r.pic || null,
    joinNum: r.team.joinNum,
    groupNumber: r.team.groupNumber,
    endTime: formatDate(r.team.endTime),
  }));
}

/** A team and its members (readable by any shopper: a team is shared to invite), or 400 not found. */
export async function teamInfo(db: Database, teamId: number, now: Date): Promise<GroupTeamInfo> {
  const [row] = await db
    .select({ team: groupTeams, prodId: groupActivities.prodId })
    .from(groupTeams)
    .innerJoin(groupActivities, eq(groupActivities.activityId, groupTeams.activityId))
    .where(eq(groupTeams.teamId, teamId));
  if (!row) throw new BusinessError(messages.notFound);
  const members = await db
    .select({ nickName: users.nickName, pic: users.pic, isLeader: groupMembers.isLeader })
    .from(groupMembers)
    .innerJoin(users, eq(users.userId, groupMembers.userId))
    .where(eq(groupMembers.teamId, teamId))
    .orderBy(desc(groupMembers.isLeader), asc(groupMembers.joinedAt));
  return {
    groupTeamId: row.team.teamId,
    groupActivityId: row.team.activityId,
    prodId: row.prodId,
    status: row.team.status,
    joinNum: row.team.joinNum,
    groupNumber: row.team.groupNumber,
    endTime: formatDate(row.team.endTime),
    serverTime: formatDate(now),
    members: members.map((m) => ({ nickName: m.nickName, pic: m.pic || null, isLeader: m.isLeader === 1 })),
  };
}

// ---------------------------------------------------------------------------------------------------
// The merchant

type GroupInput = Omit<MerchantGroupParam, 'startTime' | 'endTime'> & { startTime: string; endTime: string };

/**
 * The checks of a create or an edit, under the product's row lock (taken here): the product the shop's
 * (activityProductNotOwned), the window valid (activityWindowInvalid), every SKU the product's with a
 * group price below its price, the product and the SKUs on sale (activityProductOffSale), and no other
 * group activity of the product (not `except`) overlapping the window (activityOverlap).
 */
async function checkGroupInput(
  tx: Database,
  shopId: number,
  input: GroupInput,
  now: Date,
  except = 0,
): Promise<{ start: number; end: number }> {
  const start = parseMallDateTime(input.startTime);
  const end = parseMallDateTime(input.endTime);
  const [prod] = await tx
    .select({ shopId: products.shopId, status: products.status })
    .from(products)
    .where(eq(products.prodId, input.prodId))
    .for('update');
  if (!prod || prod.shopId !== shopId || prod.status < 0)
    throw new BusinessError(messages.activityProductNotOwned);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start || end <= now.getTime())
    throw new BusinessError(messages.activityWindowInvalid);
  const skuIds = input.skus.map((s) => s.skuId);
  if (new Set(skuIds).size !== skuIds.length) throw new BusinessError(messages.invalid);
  const own = await tx
    .select({ skuId: skus.skuId, price: skus.price, status: skus.status })
    .from(skus)
    .where(and(eq(skus.prodId, input.prodId), inArray(skus.skuId, skuIds)));
  for (const s of input.skus) {
    const sku = own.find((o) => o.skuId === s.skuId);
    if (!sku) throw new BusinessError(messages.activityProductNotOwned);
    if (yuanToCents(s.actPrice) >= sku.price) throw new BusinessError(messages.invalid);
  }
  if (prod.status !== 1 || own.some((o) => o.status !== 1))
    throw new BusinessError(messages.activityProductOffSale);
  const [overlap] = await tx
    .select({ activityId: groupActivities.activityId })
    .from(groupActivities)
    .where(
      and(
        eq(groupActivities.prodId, input.prodId),
        ne(groupActivities.activityId, except),
        lt(groupActivities.startTime, new Date(end)),
        gt(groupActivities.endTime, new Date(start)),
      ),
    )
    .limit(1);
  if (overlap) throw new BusinessError(messages.activityOverlap);
  return { start, end };
}

/** Creates a group activity of the merchant's shop (checkGroupInput's checks); answers its id. */
export async function createGroupActivity(
  db: Database,
  shopId: number,
  input: GroupInput,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { start, end } = await checkGroupInput(tx, shopId, input, now);
    const [created] = await tx
      .insert(groupActivities)
      .values({
        shopId,
        prodId: input.prodId,
        groupNumber: input.groupNumber,
        groupValidMinutes: input.groupValidTime,
        startTime: new Date(start),
        endTime: new Date(end),
        maxNum: input.maxNum ?? 0,
        createdAt: now,
      })
      .returning({ activityId: groupActivities.activityId });
    const activityId = created!.activityId;
    await tx
      .insert(groupSkus)
      .values(input.skus.map((s) => ({ activityId, skuId: s.skuId, actPrice: yuanToCents(s.actPrice) })));
    return activityId;
  });
}

/**
 * Edits the shop's group activity before it starts, in one transaction: the activity's row locked first
 * (a stop or a second edit waits), refused at or after its start by the server's clock (activityStarted)
 * or for another product (activityProductFixed), then a create's checks; its SKUs become the new list
 * (a group activity holds no units: a group order takes the SKU's stock at submit).
 */
export async function updateGroupActivity(
  db: Database,
  shopId: number,
  input: GroupInput & { groupActivityId: number },
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(groupActivities)
      .where(eq(groupActivities.activityId, input.groupActivityId))
      .for('update');
    // The clock is read once the lock is held: an edit that waited for it past the start is refused.
    const now = new Date(clock());
    if (!row || row.shopId !== shopId) throw new BusinessError(messages.activityNotFound);
    if (row.stopped || statusOf(row, now) !== ActivityStatus.notStarted)
      throw new BusinessError(messages.activityStarted);
    if (row.prodId !== input.prodId) throw new BusinessError(messages.activityProductFixed);
    const { start, end } = await checkGroupInput(tx, shopId, input, now, row.activityId);
    await tx
      .update(groupActivities)
      .set({
        groupNumber: input.groupNumber,
        groupValidMinutes: input.groupValidTime,
        startTime: new Date(start),
        endTime: new Date(end),
        maxNum: input.maxNum ?? 0,
      })
      .where(eq(groupActivities.activityId, row.activityId));
    const held = await tx
      .select({ groupSkuId: groupSkus.groupSkuId, skuId: groupSkus.skuId })
      .from(groupSkus)
      .where(eq(groupSkus.activityId, row.activityId));
    const dropped = held.filter((h) => !input.skus.some((s) => s.skuId === h.skuId));
    if (dropped.length > 0)
      await tx.delete(groupSkus).where(
        inArray(
          groupSkus.groupSkuId,
          dropped.map((d) => d.groupSkuId),
        ),
      );
    for (const s of input.skus) {
      const kept = held.find((h) => h.skuId === s.skuId);
      if (kept)
        await tx
          .update(groupSkus)
          .set({ actPrice: yuanToCents(s.actPrice) })
          .where(eq(groupSkus.groupSkuId, kept.groupSkuId));
      else
        await tx
          .insert(groupSkus)
          .values({ activityId: row.activityId, skuId: s.skuId, actPrice: yuanToCents(s.actPrice) });
    }
  });
}

/**
 * Stops the shop's group activity now, in one transaction under its row lock: its end becomes now (one
 * stopped before its start gets an empty window) and `stopped` records it; its teams still grouping end
 * now too, so the failure job's rule fails them (stop.ts fails them at once after this commits). A leader
 * paying later opens no team and a member paying later takes no seat: both are refunded (paid.ts).
 * The clock is read once the lock is held. Answers whether this call stopped it (false: it had ended
 * already, nothing changed) and the instant it read, the end its teams were given.
 */
export async function stopGroupActivity(
  db: Database,
  shopId: number,
  activityId: number,
  clock: Clock,
): Promise<{ stopped: boolean; at: Date }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(groupActivities)
      .where(eq(groupActivities.activityId, activityId))
      .for('update');
    const now = new Date(clock());
    if (!row || row.shopId !== shopId) throw new BusinessError(messages.activityNotFound);
    if (row.endTime.getTime() <= now.getTime()) return { stopped: false, at: now };
    await tx
      .update(groupActivities)
      .set({
        stopped: true,
        startTime: row.startTime.getTime() < now.getTime() ? row.startTime : now,
        endTime: now,
      })
      .where(eq(groupActivities.activityId, activityId));
    await tx
      .update(groupTeams)
      .set({ endTime: now, updatedAt: now })
      .where(
        and(eq(groupTeams.activityId, activityId), eq(groupTeams.status, 1), gt(groupTeams.endTime, now)),
      );
    return { stopped: true, at: now };
  });
}

/** Members seated in the activity's teams (each a paid order), leaders included. */
const membersSeated = sql<number>`(SELECT count(*) FROM ${groupMembers} m JOIN ${groupTeams} t ON t.team_id = m.team_id WHERE t.activity_id = ${groupActivities.activityId})`;
/** Units in the activity's orders not cancelled. */
const unitsSold = sql<number>`(SELECT coalesce(sum(o.product_nums), 0) FROM ${orders} o WHERE o.order_type = ${OrderType.group} AND o.activity_id = ${groupActivities.activityId} AND o.status <> ${OrderStatus.canceled})`;

/** The shop's group activities, newest first, by status at `now` (-1 all) and product. */
export async function merchantGroupPage(
  db: Database,
  shopId: number,
  query: PageParams & {
    status: -1 | 0 | 1 | 2;
    prodId?: number | undefined;
    groupActivityId?: number | undefined;
  },
  now: Date,
  locale: Locale,
): Promise<Page<MerchantGroup>> {
  const byStatus: Record<number, SQL | undefined> = {
    [-1]: undefined,
    0: gt(groupActivities.startTime, now),
    1: and(lte(groupActivities.startTime, now), gt(groupActivities.endTime, now)),
    2: lte(groupActivities.endTime, now),
  };
  const where = and(
    eq(groupActivities.shopId, shopId),
    byStatus[query.status],
    query.prodId ? eq(groupActivities.prodId, query.prodId) : undefined,
    query.groupActivityId ? eq(groupActivities.activityId, query.groupActivityId) : undefined,
  );
  const window = pageWindow(query);
  const teamsIn = (status: number) =>
    sql<number>`(SELECT count(*) FROM ${groupTeams} WHERE ${groupTeams.activityId} = ${groupActivities.activityId} AND ${groupTeams.status} = ${status})`.mapWith(
      Number,
    );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...cardColumns,
        teamsGrouping: teamsIn(1),
        teamsFailed: teamsIn(3),
        memberNum: membersSeated.mapWith(Number),
        soldNum: unitsSold.mapWith(Number),
      })
      .from(groupActivities)
      .innerJoin(products, eq(products.prodId, groupActivities.prodId))
      .where(where)
      .orderBy(desc(groupActivities.createdAt), desc(groupActivities.activityId))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(groupActivities).where(where),
  ]);
  const list = await skuList(
    db,
    rows.map((r) => r.activity.activityId),
    locale,
  );
  return toPage(
    rows.map((r) => ({
      ...card(r, locale, now),
      groupValidTime: r.activity.groupValidMinutes,
      maxNum: r.activity.maxNum,
      teamsGrouping: r.teamsGrouping,
      teamsFailed: r.teamsFailed,
      teamsFormed: r.groupOrderCount ?? 0,
      memberNum: r.memberNum,
      soldNum: r.soldNum,
      stopped: r.activity.stopped,
      skus: list.filter((l) => l.activityId === r.activity.activityId).map((l) => l.sku),
    })),
    total?.n ?? 0,
    query,
  );
}

/** One of the shop's group activities with its figures; another shop's or none: activityNotFound. */
export async function merchantGroupDetail(
  db: Database,
  shopId: number,
  activityId: number,
  now: Date,
  locale: Locale,
): Promise<MerchantGroup> {
  const page = await merchantGroupPage(
    db,
    shopId,
    { status: -1, groupActivityId: activityId, current: 1, size: 1 },
    now,
    locale,
  );
  const row = page.records[0];
  if (!row) throw new BusinessError(messages.activityNotFound);
  return row;
}
