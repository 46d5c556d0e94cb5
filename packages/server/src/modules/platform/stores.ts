// What the platform console reads about stores (issue 18 items 1 and 8, decisions/0084): an application
// with its audit history, the stores with their owner and counts, one store with the platform's recent
// actions on it, and the audit log. Read only: the changes (audit, offline, online) are the routes of
// shop/routes.platform.ts and routes.platform.ts, each writing its own log row. The history lines come
// from the audit log itself, so what the console shows as "who decided" is what the log says.
import { and, count, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditLogPageQuery, PlatformShopPageQuery } from '@mall/domain';
import {
  formatDate,
  messages,
  type AuditLogRecord,
  type Locale,
  type Page,
  type PlatformActionLine,
  type PlatformShopDetail,
  type PlatformShopRecord,
  type PlatformRole,
  type ShopApplyDetail,
} from '@mall/domain';
import type { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { containsPattern, localized } from '../../lib/text.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import { toPage } from '../../plugins/paging.ts';
import { users } from '../account/tables.ts';
import { products } from '../catalog/tables.ts';
import { privateLinks } from '../file/private.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { orders } from '../order/tables.ts';
import { applyRecord, maskMobile } from '../shop/apply.ts';
import { shopApplies, shops } from '../shop/tables.ts';
import { platformAuditLog } from './tables.ts';

type ShopPageInput = z.output<typeof PlatformShopPageQuery>;
type AuditLogInput = z.output<typeof AuditLogPageQuery>;

/** How many of a store's latest platform actions its detail shows. */
export const SHOP_ACTIONS_SHOWN = 20;

type LogRow = typeof platformAuditLog.$inferSelect;

/** The reason an action carried: a rejection's or approval's remark, an offline's reason. */
function remarkOf(after: unknown): string | null {
  if (!after || typeof after !== 'object') return null;
  const { remark, offlineReason } = after as { remark?: unknown; offlineReason?: unknown };
  if (typeof remark === 'string' && remark.length > 0) return remark;
  if (typeof offlineReason === 'string' && offlineReason.length > 0) return offlineReason;
  return null;
}

function toLine(row: LogRow): PlatformActionLine {
  return {
    id: row.id,
    action: row.action,
    actorUsername: row.actorUsername,
    actorRole: row.actorRole as PlatformRole,
    remark: remarkOf(row.after),
    createTime: formatDate(row.createdAt),
  };
}

/** The log's lines on one target, oldest first (`newestFirst`: the reverse), at most `limit`. */
async function linesOf(
  db: Database,
  targetType: string,
  targetId: number,
  newestFirst: boolean,
  limit: number,
): Promise<PlatformActionLine[]> {
  const rows = await db
    .select()
    .from(platformAuditLog)
    .where(and(eq(platformAuditLog.targetType, targetType), eq(platformAuditLog.targetId, String(targetId))))
    .orderBy(newestFirst ? desc(platformAuditLog.id) : platformAuditLog.id)
    .limit(limit);
  return rows.map(toLine);
}

/** GET /platform/shopApply/info: one application with every audit of it, oldest first. */
export async function applyDetail(db: Database, applyId: number, now: number): Promise<ShopApplyDetail> {
  const record = await applyRecord(db, applyId, now);
  if (!record) throw new NotFoundError(messages.storeApplyNotFound);
  // An application is audited at most a few times (rejected, resubmitted, ...): the whole history.
  return { ...record, history: await linesOf(db, 'shopApply', applyId, false, 100) };
}

/** The selected columns of a store row with its owner and counts (subqueries: one row per store). */
const storeColumns = {
  shop: shops,
  applyId: shopApplies.applyId,
  applicantId: shopApplies.userId,
  nickName: users.nickName,
  mobile: users.mobile,
  merchantUsername: sql<string | null>`(
    SELECT ${merchantAccounts.username} FROM ${merchantAccounts}
    WHERE ${merchantAccounts.shopId} = ${shops.shopId} AND ${merchantAccounts.role} = 'owner'
    ORDER BY ${merchantAccounts.merchantId} LIMIT 1)`,
  productCount:
    sql<number>`(SELECT count(*) FROM ${products} WHERE ${products.shopId} = ${shops.shopId})`.mapWith(
      Number,
    ),
  orderCount: sql<number>`(SELECT count(*) FROM ${orders} WHERE ${orders.shopId} = ${shops.shopId})`.mapWith(
    Number,
  ),
};

function storeRows(db: Database, where: SQL | undefined) {
  return db
    .select(storeColumns)
    .from(shops)
    .leftJoin(shopApplies, eq(shopApplies.shopId, shops.shopId))
    .leftJoin(users, eq(users.userId, shopApplies.userId))
    .where(where);
}
type StoreRow = Awaited<ReturnType<typeof storeRows>>[number];

function toStoreRecord(row: StoreRow, locale: Locale): PlatformShopRecord {
  return {
    shopId: row.shop.shopId,
    shopName: localized(locale, row.shop.nameZh, row.shop.nameEn),
    shopLogo: row.shop.logo,
    type: row.shop.type,
    status: row.shop.status,
    owner: {
      userId: row.applicantId,
      userName: row.applicantId === null ? null : (row.nickName ?? ''),
      userMobile: maskMobile(row.mobile),
      merchantUsername: row.merchantUsername,
    },
    createTime: formatDate(row.shop.createdAt),
    productCount: row.productCount,
    orderCount: row.orderCount,
  };
}

/** GET /platform/shop/page: stores by a part of either name and by status, newest first. */
export async function platformShopPage(
  db: Database,
  query: ShopPageInput,
  locale: Locale,
): Promise<Page<PlatformShopRecord>> {
  const { current, size, shopName, status } = query;
  const pattern = shopName ? containsPattern(shopName) : null;
  const where = and(
    pattern ? or(ilike(shops.nameZh, pattern), ilike(shops.nameEn, pattern)) : undefined,
    status === -9 ? undefined : eq(shops.status, status),
  );
  const [total] = await db.select({ n: count() }).from(shops).where(where);
  const rows = await storeRows(db, where)
    .orderBy(desc(shops.shopId))
    .limit(size)
    .offset((current - 1) * size);
  return toPage(
    rows.map((row) => toStoreRecord(row, locale)),
    total?.n ?? 0,
    { current, size },
  );
}

/**
 * GET /platform/shop/info: one store, its owner, the application that opened it (the documents only
 * when `seesDocuments`: they are ID card photos) and the platform's latest actions on it.
 */
export async function platformShopDetail(
  db: Database,
  shopId: number,
  locale: Locale,
  now: number,
  seesDocuments: boolean,
): Promise<PlatformShopDetail> {
  const [row] = await storeRows(db, eq(shops.shopId, shopId)).limit(1);
  if (!row) throw new NotFoundError(messages.shopNotFound);
  const { shop } = row;
  let application: PlatformShopDetail['application'] = null;
  if (row.applyId !== null) {
    const [apply] = await db.select().from(shopApplies).where(eq(shopApplies.applyId, row.applyId));
    const link = seesDocuments ? await privateLinks(db, now) : null;
    if (apply) {
      application = {
        applyId: apply.applyId,
        // The applicant's number in full only for the roles that see their documents.
        tel: seesDocuments ? apply.tel : (maskMobile(apply.tel) ?? ''),
        province: apply.province,
        city: apply.city,
        area: apply.area,
        shopAddress: apply.shopAddress,
        businessLicense: link ? link(apply.businessLicense) : null,
        identityCardFront: link ? link(apply.identityCardFront) : null,
        identityCardLater: link ? link(apply.identityCardLater) : null,
      };
    }
  }
  return {
    ...toStoreRecord(row, locale),
    nameZh: shop.nameZh,
    nameEn: shop.nameEn,
    introZh: shop.introZh,
    introEn: shop.introEn,
    tel: shop.tel,
    address: shop.address,
    businessHours: shop.businessHours,
    offlineReason: shop.offlineReason,
    offlineTime: shop.offlineAt ? formatDate(shop.offlineAt) : null,
    application,
    actions: await linesOf(db, 'shop', shopId, true, SHOP_ACTIONS_SHOWN),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
/** LIKE's wildcards and escape taken literally, for a prefix match. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /platform/auditLog/page: the log's rows matching the filters, newest first. */
export async function auditLogPage(db: Database, query: AuditLogInput): Promise<Page<AuditLogRecord>> {
  const { current, size, actor, action, targetType, targetId, startDate, endDate } = query;
  const where = and(
    actor ? eq(sql`lower(${platformAuditLog.actorUsername})`, actor.toLowerCase()) : undefined,
    action ? like(platformAuditLog.action, `${literal(action)}%`) : undefined,
    targetType ? eq(platformAuditLog.targetType, targetType) : undefined,
    targetId ? eq(platformAuditLog.targetId, targetId) : undefined,
    startDate ? gte(platformAuditLog.createdAt, chinaDayStart(startDate)) : undefined,
    endDate ? lt(platformAuditLog.createdAt, new Date(chinaDayStart(endDate).getTime() + DAY_MS)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(platformAuditLog).where(where);
  const rows = await db
    .select()
    .from(platformAuditLog)
    .where(where)
    .orderBy(desc(platformAuditLog.createdAt), desc(platformAuditLog.id))
    .limit(size)
    .offset((current - 1) * size);
  return toPage(
    rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorUsername: row.actorUsername,
      actorRole: row.actorRole as PlatformRole,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before ?? null,
      after: row.after ?? null,
      createTime: formatDate(row.createdAt),
    })),
    total?.n ?? 0,
    { current, size },
  );
}
