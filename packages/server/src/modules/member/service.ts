// The platform's members (issue 18 item 6, decisions/0083): reading shoppers (list, detail, their points
// and balance ledgers) and the three changes the console makes to them. Each change is one transaction
// with its audit row (platform/audit.ts):
// - status: the `users` row locked, its status set; disabling also revokes every token of the account in
//   the same transaction. The token lookup (account/tokens.ts) joins `users.status = 1` as well, so a token
//   issued later (by a login racing the change) is refused too, and the login itself refuses a disabled
//   account. This process's cached sessions are dropped after the commit; the others' by the database's
//   trigger on `users.status` (decisions/0039).
// - points and balance: the points and wallet modules' own writers (`creditPoints`/`spendPoints`,
//   `creditWallet`/`debitWallet`), which change the total with one statement under the row's lock, so two
//   adjustments at once both count; a result below zero is refused and changes nothing. The ledger row's
//   kind is `platform_adjust`, its `ref` the operator's reason.
import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import {
  formatDate,
  formatMoney,
  MEMBER_LATEST_ORDERS,
  MEMBER_SCORE_MAX,
  MemberLogKind,
  messages,
  maskMobile,
  orderStatuses,
  type Locale,
  type MemberStatus,
  type PlatformMember,
  type PlatformMemberInfo,
  type PlatformMemberLog,
  type PlatformMemberQuery,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { dropLocally } from '../../lib/cache.ts';
import { containsPattern, localized } from '../../lib/text.ts';
import { BusinessError, NotFoundError } from '../../plugins/errors.ts';
import { type Page, type PageParams, pageWindow, toPage } from '../../plugins/paging.ts';
import { users } from '../account/tables.ts';
import { lockUserStatus, setUserStatus } from '../account/status.ts';
import { levelName } from '../loyalty/levels.ts';
import { runningPaidLevel } from '../loyalty/paid.ts';
import { levels } from '../loyalty/tables.ts';
import { orders } from '../order/tables.ts';
import type { PlatformUser } from '../platform/auth.ts';
import { recordPlatformAction } from '../platform/audit.ts';
import { creditPoints, expireUserPoints, readScore, spendPoints } from '../points/service.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { shopApplies, shops } from '../shop/tables.ts';
import { creditWallet, debitWallet, readBalance } from '../wallet/service.ts';
import { userWallets, walletLedger } from '../wallet/tables.ts';

/** The ledger kind (points and wallet) of a manual adjustment by the platform. */
export const PLATFORM_ADJUST = 'platform_adjust';

const DAY_MS = 24 * 3_600_000;
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const maskedMobile = (mobile: string | null) => (mobile ? maskMobile(mobile) : null);

/** The members of the console's list, newest first. */
export async function memberPage(
  db: Database,
  query: PlatformMemberQuery & PageParams,
  locale: Locale,
): Promise<Page<PlatformMember>> {
  const keyword = query.keyword;
  const where = and(
    keyword
      ? or(
          ilike(users.nickName, containsPattern(keyword)),
          /^\d+$/.test(keyword) ? sql`${users.mobile} LIKE ${`%${keyword}%`}` : undefined,
          eq(users.userId, keyword),
        )
      : undefined,
    query.status === undefined ? undefined : eq(users.status, query.status),
    query.startDate ? gte(users.createdAt, chinaDayStart(query.startDate)) : undefined,
    query.endDate
      ? lt(users.createdAt, new Date(chinaDayStart(query.endDate).getTime() + DAY_MS))
      : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const orderCount = sql<number>`(SELECT count(*) FROM ${orders} WHERE ${orders.userId} = ${users.userId})`
    .mapWith(Number)
    .as('order_count');
  const rows = await db
    .select({
      user: users,
      score: userPoints.score,
      balance: userWallets.balanceCents,
      levelZh: levels.nameZh,
      levelEn: levels.nameEn,
      orderCount,
    })
    .from(users)
    .leftJoin(userPoints, eq(userPoints.userId, users.userId))
    .leftJoin(userWallets, eq(userWallets.userId, users.userId))
    .leftJoin(levels, eq(levels.levelId, userPoints.level))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.userId))
    .offset(pageWindow(query).offset)
    .limit(pageWindow(query).limit);
  return toPage(
    rows.map((row) => ({
      userId: row.user.userId,
      nickName: row.user.nickName,
      pic: row.user.pic,
      mobile: maskedMobile(row.user.mobile),
      levelName: row.levelZh === null ? null : localized(locale, row.levelZh, row.levelEn ?? ''),
      score: row.score ?? 0,
      balance: row.balance ?? 0,
      status: row.user.status,
      createTime: formatDate(row.user.createdAt),
      orderCount: row.orderCount,
    })),
    total,
    query,
  );
}

async function userRow(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  if (!user) throw new NotFoundError(messages.memberNotFound);
  return user;
}

/** One member's detail. */
export async function memberInfo(
  db: Database,
  userId: string,
  now: Date,
  locale: Locale,
): Promise<PlatformMemberInfo> {
  const user = await userRow(db, userId);
  const [points] = await db
    .select({ score: userPoints.score, growth: userPoints.growth, zh: levels.nameZh, en: levels.nameEn })
    .from(userPoints)
    .leftJoin(levels, eq(levels.levelId, userPoints.level))
    .where(eq(userPoints.userId, userId));
  const paid = await runningPaidLevel(db, userId, now);
  const counts = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
  const latest = await db
    .select({ order: orders, shopZh: shops.nameZh, shopEn: shops.nameEn })
    .from(orders)
    .innerJoin(shops, eq(shops.shopId, orders.shopId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(MEMBER_LATEST_ORDERS);
  // The store the member opened: its application names the store once approved.
  const [owned] = await db
    .select({ shopId: shops.shopId, zh: shops.nameZh, en: shops.nameEn, status: shops.status })
    .from(shopApplies)
    .innerJoin(shops, eq(shops.shopId, shopApplies.shopId))
    .where(eq(shopApplies.userId, userId))
    .orderBy(shops.shopId)
    .limit(1);
  return {
    userId: user.userId,
    nickName: user.nickName,
    pic: user.pic,
    mobile: maskedMobile(user.mobile),
    sex: user.sex,
    birthDate: user.birthDate,
    status: user.status,
    createTime: formatDate(user.createdAt),
    levelName: points?.zh ? localized(locale, points.zh, points.en ?? '') : null,
    growth: points?.growth ?? 0,
    paidLevel: paid ? { levelName: levelName(paid.level, locale), endTime: formatDate(paid.endsAt) } : null,
    score: points?.score ?? 0,
    balance: await readBalance(db, userId),
    orderCounts: orderStatuses.map((status) => ({
      status,
      count: counts.find((c) => c.status === status)?.count ?? 0,
    })),
    latestOrders: latest.map(({ order, shopZh, shopEn }) => ({
      orderNumber: order.orderNumber,
      shopName: localized(locale, shopZh, shopEn),
      status: order.status,
      actualTotal: order.actualTotal,
      createTime: formatDate(order.createdAt),
    })),
    ownedShop: owned
      ? { shopId: owned.shopId, shopName: localized(locale, owned.zh, owned.en), status: owned.status }
      : null,
  };
}

/** The ledger kind of a points or wallet ledger reason. */
export function logKindOf(reason: string): MemberLogKind {
  if (reason === PLATFORM_ADJUST) return MemberLogKind.platform;
  if (reason === 'refund' || reason === 'order_earn_reverse' || reason === 'score_order_back')
    return MemberLogKind.refund;
  if (reason === 'sign_in') return MemberLogKind.signIn;
  if (reason === 'expire') return MemberLogKind.expire;
  if (reason.startsWith('order_') || reason === 'score_order') return MemberLogKind.order;
  return MemberLogKind.other;
}

const logRow = (row: {
  id: number;
  reason: string;
  ref: string | null;
  change: number;
  balanceAfter: number;
  createdAt: Date;
}): PlatformMemberLog => {
  const platform = row.reason === PLATFORM_ADJUST;
  return {
    logId: row.id,
    kind: logKindOf(row.reason),
    change: row.change,
    balanceAfter: row.balanceAfter,
    ref: platform ? null : row.ref,
    reason: platform ? row.ref : null,
    createTime: formatDate(row.createdAt),
  };
};

/** A page of the member's points ledger, newest first. */
export async function scoreLogPage(
  db: Database,
  userId: string,
  query: PageParams,
): Promise<Page<PlatformMemberLog>> {
  await userRow(db, userId);
  const where = eq(pointsLedger.userId, userId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pointsLedger).where(where);
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(where)
    .orderBy(desc(pointsLedger.id))
    .offset(pageWindow(query).offset)
    .limit(pageWindow(query).limit);
  return toPage(rows.map(logRow), total, query);
}

/** A page of the member's balance ledger (fen), newest first. */
export async function balanceLogPage(
  db: Database,
  userId: string,
  query: PageParams,
): Promise<Page<PlatformMemberLog>> {
  await userRow(db, userId);
  const where = eq(walletLedger.userId, userId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(walletLedger).where(where);
  const rows = await db
    .select()
    .from(walletLedger)
    .where(where)
    .orderBy(desc(walletLedger.id))
    .offset(pageWindow(query).offset)
    .limit(pageWindow(query).limit);
  return toPage(
    rows.map((row) => logRow({ ...row, change: row.changeCents, balanceAfter: row.balanceAfterCents })),
    total,
    query,
  );
}

/**
 * Enables or disables a member, with its audit row; disabling revokes every token of the account in the
 * same transaction. A member already in that status is refused (nothing changes, no audit row).
 */
export async function setMemberStatus(
  db: Database,
  actor: PlatformUser,
  change: { userId: string; status: MemberStatus },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const status = await lockUserStatus(tx, change.userId);
    if (status === null) throw new NotFoundError(messages.memberNotFound);
    if (status === change.status) throw new BusinessError(messages.memberStatusUnchanged);
    await setUserStatus(tx, change.userId, change.status, now);
    await recordPlatformAction(tx, {
      actor,
      action: change.status === 0 ? 'user.disable' : 'user.enable',
      targetType: 'user',
      targetId: change.userId,
      before: { status },
      after: { status: change.status },
      now,
    });
  });
  // This process's cached sessions of the account go now; the other processes' with the trigger's message.
  dropLocally(db, 'token');
}

/** Adds (change > 0) or takes (change < 0) the member's points, with its ledger row and audit row. */
export async function adjustMemberScore(
  db: Database,
  actor: PlatformUser,
  change: { userId: string; change: number; reason: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await userRow(tx, change.userId);
    // The score row locked first (the points lock order), the batches past their date expired.
    await expireUserPoints(tx, change.userId, now);
    const before = await readScore(tx, change.userId);
    let after: number;
    if (change.change > 0) {
      if (before + change.change > MEMBER_SCORE_MAX)
        throw new BusinessError(messages.memberScoreAboveMax, { score: before, max: MEMBER_SCORE_MAX });
      after = await creditPoints(tx, change.userId, change.change, PLATFORM_ADJUST, change.reason, now);
    } else {
      const spent = await spendPoints(tx, change.userId, -change.change, PLATFORM_ADJUST, change.reason, now);
      if (!spent) throw new BusinessError(messages.memberScoreBelowZero, { score: before });
      after = before + change.change;
    }
    await recordPlatformAction(tx, {
      actor,
      action: 'user.score',
      targetType: 'user',
      targetId: change.userId,
      before: { score: before },
      after: { score: after, change: change.change, reason: change.reason },
      now,
    });
  });
}

/** Adds (change > 0) or takes (change < 0) fen of the member's balance, with its ledger row and audit row. */
export async function adjustMemberBalance(
  db: Database,
  actor: PlatformUser,
  change: { userId: string; change: number; reason: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await userRow(tx, change.userId);
    // The wallet's row locked (when there is one), so that `before` is the balance this change starts from.
    await tx
      .select({ userId: userWallets.userId })
      .from(userWallets)
      .where(eq(userWallets.userId, change.userId))
      .for('update');
    const before = await readBalance(tx, change.userId);
    let after: number;
    if (change.change > 0) {
      after = await creditWallet(tx, change.userId, change.change, PLATFORM_ADJUST, change.reason);
    } else {
      const left = await debitWallet(tx, change.userId, -change.change, PLATFORM_ADJUST, change.reason);
      if (left === null)
        throw new BusinessError(messages.memberBalanceBelowZero, {
          balance: formatMoney(before),
        });
      after = left;
    }
    await recordPlatformAction(tx, {
      actor,
      action: 'user.balance',
      targetType: 'user',
      targetId: change.userId,
      before: { balance: before },
      after: { balance: after, change: change.change, reason: change.reason },
      now,
    });
  });
}
