// Group buying (issue 13 item 2, decisions/0043): what the storefront reads (the group products, one
// activity, the teams waiting for members, a team), the rules of joining (`checkJoin`: the activity
// ongoing, the team open and not full, not the shopper's own or joined, the per-shopper limit), which the
// confirm route checks first and the settlement participant again at submit, and
// the merchant's activities (created under the product's row lock, so two overlapping ones cannot both
// pass). Money is cents inside, wire yuan out; times are the server's clock.
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

/**
 * Creates a group activity of the merchant's shop; answers its id. In one transaction under the product's
 * row lock: the product the shop's (activityProductNotOwned), the window valid (activityWindowInvalid),
 * every SKU the product's with a group price below its price, and no other group activity of the
 * product overlapping the window (activityOverlap).
 */
export async function createGroupActivity(
  db: Database,
  shopId: number,
  input: Omit<MerchantGroupParam, 'startTime' | 'endTime'> & { startTime: string; endTime: string },
  now: Date,
): Promise<number> {
  const start = parseMallDateTime(input.startTime);
  const end = parseMallDateTime(input.endTime);
  return db.transaction(async (tx) => {
    const [prod] = await tx
      .select({ shopId: products.shopId })
      .from(products)
      .where(eq(products.prodId, input.prodId))
      .for('update');
    if (!prod || prod.shopId !== shopId) throw new BusinessError(messages.activityProductNotOwned);
    if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start || end <= now.getTime())
      throw new BusinessError(messages.activityWindowInvalid);
    const skuIds = input.skus.map((s) => s.skuId);
    if (new Set(skuIds).size !== skuIds.length) throw new BusinessError(messages.invalid);
    const own = await tx
      .select({ skuId: skus.skuId, price: skus.price })
      .from(skus)
      .where(and(eq(skus.prodId, input.prodId), inArray(skus.skuId, skuIds)));
    for (const s of input.skus) {
      const sku = own.find((o) => o.skuId === s.skuId);
      if (!sku) throw new BusinessError(messages.activityProductNotOwned);
      if (yuanToCents(s.actPrice) >= sku.price) throw new BusinessError(messages.invalid);
    }
    const [overlap] = await tx
      .select({ activityId: groupActivities.activityId })
      .from(groupActivities)
      .where(
        and(
          eq(groupActivities.prodId, input.prodId),
          lt(groupActivities.startTime, new Date(end)),
          gt(groupActivities.endTime, new Date(start)),
        ),
      )
      .limit(1);
    if (overlap) throw new BusinessError(messages.activityOverlap);
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

/** The shop's group activities, newest first, by status at `now` (-1 all) and product. */
export async function merchantGroupPage(
  db: Database,
  shopId: number,
  query: PageParams & { status: -1 | 0 | 1 | 2; prodId?: number | undefined },
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
  );
  const window = pageWindow(query);
  const teamsIn = (status: number) =>
    sql<number>`(SELECT count(*) FROM ${groupTeams} WHERE ${groupTeams.activityId} = ${groupActivities.activityId} AND ${groupTeams.status} = ${status})`.mapWith(
      Number,
    );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...cardColumns, teamsGrouping: teamsIn(1), teamsFailed: teamsIn(3) })
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
      skus: list.filter((l) => l.activityId === r.activity.activityId).map((l) => l.sku),
    })),
    total?.n ?? 0,
    query,
  );
}
