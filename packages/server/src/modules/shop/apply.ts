// Free store opening (issue 15 items 5 to 7, decisions/0051): a shopper's application (`shop_applies`),
// its audit by the platform and the approved owner's store account.
// - One application of a user at a time is under review or approved (a partial unique index, so two
//   parallel submits make one); a rejected one is resubmitted in place (PUT) or kept as history when the
//   shopper applies anew (POST).
// - A store name is held, case-insensitively, by every open store and every application under review or
//   approved (the shops are checked, a partial unique index settles parallel applications).
// - The four images are the shopper's own uploads (file/service.ts claimUploads): the logo a public one,
//   the licence and ID card photos private ones (file/private.ts), answered only as view links to the
//   applicant and the reviewers; the region names are the region data's (address/regions.ts), never the
//   client's.
// - The audit locks the application row: of two parallel audits one wins, the other is refused. An
//   approval creates the open store, its freight template (order/freight.ts) and its merchant account
//   without a password (merchant/accounts.ts) in the same transaction as the application's move, and
//   every audit is written to the platform's log by the `record` it is given.
// - "Offline" (2) is not stored: an approved application whose store is not open answers 2.
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  formatDate,
  messages,
  ShopApplyStatus,
  storeApplicationMachine,
  type StoreApplicationStatus,
  type ShopAccount,
  type ShopApplyAuditParam,
  type ShopApplyInfo,
  type ShopApplyPageQuery,
  type ShopApplyParam,
  type ShopApplyRecord,
  type Locale,
  type Page,
  type PlatformAuditAction,
  type PlatformAuditTarget,
} from '@mall/domain';
import type { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { BusinessError, NotFoundError } from '../../plugins/errors.ts';
import { toPage } from '../../plugins/paging.ts';
import { containsPattern, localized } from '../../lib/text.ts';
import { users } from '../account/tables.ts';
import { resolveRegion } from '../address/regions.ts';
import { privateLinks } from '../file/private.ts';
import { claimUploads } from '../file/service.ts';
import { createStoreAccount, storeAccountOf } from '../merchant/accounts.ts';
import { openShopFreight } from '../order/freight.ts';
import { shopApplies, shops } from './tables.ts';

/** The application as the routes receive it (after the contract's rules). */
export type ApplyInput = z.output<typeof ShopApplyParam>;
export type AuditInput = z.output<typeof ShopApplyAuditParam>;
export type ApplyPageInput = z.output<typeof ShopApplyPageQuery>;

/** A platform audit's record (the platform module's `recordPlatformAction`, given by the route). */
export type RecordAudit = (
  tx: Database,
  entry: {
    action: PlatformAuditAction;
    targetType: PlatformAuditTarget;
    targetId: string;
    before: unknown;
    after: unknown;
    now: Date;
  },
) => Promise<void>;

type ApplyRow = typeof shopApplies.$inferSelect;

/** A stored status (-1, 0 or 1 by the table's check) as the domain's type. */
const stored = (status: number) => status as StoreApplicationStatus;

/** The status a shopper and the platform see: an approved application of a store not open is offline. */
export function shownStatus(status: number, shopStatus: number | null): number {
  return status === ShopApplyStatus.approved && shopStatus !== null && shopStatus !== 1
    ? ShopApplyStatus.offline
    : status;
}

/** The answer of an application; an offline store's carries the platform's reason as its remark. */
function toInfo(
  row: ApplyRow,
  shopStatus: number | null,
  offlineReason: string | null,
  link: (url: string) => string,
): NonNullable<ShopApplyInfo> {
  const status = shownStatus(row.status, shopStatus);
  return {
    applyId: row.applyId,
    status,
    auditRemark: status === ShopApplyStatus.offline ? offlineReason : row.auditRemark,
    shopId: row.shopId,
    shopName: row.shopName,
    tel: row.tel,
    provinceId: row.provinceId,
    province: row.province,
    cityId: row.cityId,
    city: row.city,
    areaId: row.areaId,
    area: row.area,
    shopAddress: row.shopAddress,
    intro: row.intro,
    shopLogo: row.shopLogo,
    businessLicense: link(row.businessLicense),
    identityCardFront: link(row.identityCardFront),
    identityCardLater: link(row.identityCardLater),
  };
}

/** The user's latest application with its store's status, or null. */
async function latestOf(db: Database, userId: string) {
  const [row] = await db
    .select({ apply: shopApplies, shopStatus: shops.status, offlineReason: shops.offlineReason })
    .from(shopApplies)
    .leftJoin(shops, eq(shops.shopId, shopApplies.shopId))
    .where(eq(shopApplies.userId, userId))
    .orderBy(desc(shopApplies.applyId))
    .limit(1);
  return row ?? null;
}

/** GET /p/shop/apply/info: the shopper's latest application (documents as view links), or null. */
export async function readOwnApply(db: Database, userId: string, now: number): Promise<ShopApplyInfo> {
  const row = await latestOf(db, userId);
  return row ? toInfo(row.apply, row.shopStatus, row.offlineReason, await privateLinks(db, now)) : null;
}

/** `shopAuditStatus` and `shopId` of GET /p/user/centerInfo. */
export async function storeStatusOf(
  db: Database,
  userId: string,
): Promise<{ shopAuditStatus: number | null; shopId: number | null }> {
  const row = await latestOf(db, userId);
  if (!row) return { shopAuditStatus: null, shopId: null };
  return { shopAuditStatus: shownStatus(row.apply.status, row.shopStatus), shopId: row.apply.shopId };
}

/** Whether `error` (or its cause) is a unique violation of `constraint`. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505' && (e.constraint === constraint || e.message?.includes(constraint))) return true;
  }
  return false;
}

/** The refusals the application's unique indexes stand for; anything else is rethrown. */
function refuseConflict(error: unknown): never {
  if (isUniqueViolation(error, 'shop_applies_user_open_key'))
    throw new BusinessError(messages.storeApplyExists);
  if (isUniqueViolation(error, 'shop_applies_name_open_key'))
    throw new BusinessError(messages.storeNameTaken);
  throw error;
}

/** Whether an existing store has the name (either language, case-insensitively). */
async function storeNameUsed(db: Database, name: string): Promise<boolean> {
  const lowered = name.toLowerCase();
  const [row] = await db
    .select({ shopId: shops.shopId })
    .from(shops)
    .where(sql`lower(${shops.nameZh}) = ${lowered} OR lower(${shops.nameEn}) = ${lowered}`)
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a store's new name (PUT /merchant/shop) is another's: another store's, in either language,
 * or an application's under review or approved for another store (case-insensitively, as applying).
 */
export async function storeNameHeldByOther(db: Database, name: string, shopId: number): Promise<boolean> {
  const lowered = name.toLowerCase();
  const [store] = await db
    .select({ shopId: shops.shopId })
    .from(shops)
    .where(
      and(
        sql`${shops.shopId} <> ${shopId}`,
        sql`(lower(${shops.nameZh}) = ${lowered} OR lower(${shops.nameEn}) = ${lowered})`,
      ),
    )
    .limit(1);
  if (store) return true;
  const [application] = await db
    .select({ applyId: shopApplies.applyId })
    .from(shopApplies)
    .where(
      and(
        sql`lower(${shopApplies.shopName}) = ${lowered}`,
        sql`${shopApplies.status} IN (0, 1)`,
        sql`${shopApplies.shopId} IS DISTINCT FROM ${shopId}`,
      ),
    )
    .limit(1);
  return application !== undefined;
}

/** Another application under review or approved holds the name. */
async function applicationNameUsed(db: Database, name: string, exceptApplyId: number | null) {
  const [row] = await db
    .select({ applyId: shopApplies.applyId })
    .from(shopApplies)
    .where(
      and(
        sql`lower(${shopApplies.shopName}) = ${name.toLowerCase()}`,
        sql`${shopApplies.status} IN (0, 1)`,
        exceptApplyId === null ? undefined : sql`${shopApplies.applyId} <> ${exceptApplyId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The stored fields of an application: region names from the data, images the shopper's own. */
async function checkedFields(
  db: Database,
  userId: string,
  input: ApplyInput,
  now: Date,
  exceptApplyId: number | null,
) {
  const region = resolveRegion(input.provinceId, input.cityId, input.areaId);
  if (!region) throw new BusinessError(messages.regionRequired);
  if (
    (await storeNameUsed(db, input.shopName)) ||
    (await applicationNameUsed(db, input.shopName, exceptApplyId))
  ) {
    throw new BusinessError(messages.storeNameTaken);
  }
  // The logo becomes the store's public logo; the documents are private images (file/private.ts).
  await claimUploads(db, userId, [input.shopLogo], messages.imageNotUploaded, now);
  const documents = [input.businessLicense, input.identityCardFront, input.identityCardLater];
  await claimUploads(db, userId, documents, messages.imageNotUploaded, now, 'private');
  return {
    shopName: input.shopName,
    tel: input.tel,
    provinceId: input.provinceId,
    province: region.province,
    cityId: input.cityId,
    city: region.city,
    areaId: input.areaId,
    area: region.area,
    shopAddress: input.shopAddress,
    intro: input.intro,
    shopLogo: input.shopLogo,
    businessLicense: input.businessLicense,
    identityCardFront: input.identityCardFront,
    identityCardLater: input.identityCardLater,
  };
}

/** POST /p/shop/apply: a new application under review; refused while one is under review or approved. */
export async function submitApply(
  db: Database,
  userId: string,
  input: ApplyInput,
  now: Date,
): Promise<number> {
  const latest = await latestOf(db, userId);
  if (latest && latest.apply.status !== ShopApplyStatus.rejected) {
    throw new BusinessError(messages.storeApplyExists);
  }
  const fields = await checkedFields(db, userId, input, now, null);
  try {
    const [row] = await db
      .insert(shopApplies)
      .values({ ...fields, userId, status: ShopApplyStatus.underReview, createdAt: now, updatedAt: now })
      .returning({ applyId: shopApplies.applyId });
    return row!.applyId;
  } catch (error) {
    refuseConflict(error);
  }
}

/** PUT /p/shop/apply: the shopper's latest application, rejected, resubmitted with its fixes. */
export async function resubmitApply(
  db: Database,
  userId: string,
  input: ApplyInput,
  now: Date,
): Promise<void> {
  const latest = await latestOf(db, userId);
  if (!latest) throw new BusinessError(messages.storeApplyNotFound);
  // The domain's machine: only a rejected application goes back under review (the stored status is never
  // 2, so an offline store's approved application cannot).
  if (!storeApplicationMachine.canTransition(stored(latest.apply.status), ShopApplyStatus.underReview)) {
    throw new BusinessError(messages.storeApplyNotRejected);
  }
  const applyId = latest.apply.applyId;
  const fields = await checkedFields(db, userId, input, now, applyId);
  try {
    // Conditional on the status read: a parallel resubmit or a new application wins once.
    const moved = await db
      .update(shopApplies)
      .set({
        ...fields,
        status: ShopApplyStatus.underReview,
        auditRemark: null,
        auditedAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(shopApplies.applyId, applyId),
          eq(shopApplies.userId, userId),
          eq(shopApplies.status, ShopApplyStatus.rejected),
        ),
      )
      .returning({ applyId: shopApplies.applyId });
    if (moved.length === 0) throw new BusinessError(messages.storeApplyNotRejected);
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    refuseConflict(error);
  }
}

/** What the platform's log keeps of an application before and after an audit. */
const logged = (row: Pick<ApplyRow, 'status' | 'shopName' | 'userId' | 'auditRemark' | 'shopId'>) => ({
  status: row.status,
  shopName: row.shopName,
  userId: row.userId,
  auditRemark: row.auditRemark,
  shopId: row.shopId,
});

/**
 * PUT /platform/shopApply/audit: approves (the open store, its freight and its merchant account) or
 * rejects with the remark, in one transaction with the platform's log entry. Only an application under
 * review: the row is locked, so a parallel audit waits and is then refused.
 */
export async function auditApply(
  db: Database,
  input: AuditInput,
  now: Date,
  record: RecordAudit,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(shopApplies)
      .where(eq(shopApplies.applyId, input.applyId))
      .for('update');
    if (!row) throw new NotFoundError(messages.storeApplyNotFound);
    const to = input.agree ? ShopApplyStatus.approved : ShopApplyStatus.rejected;
    if (!storeApplicationMachine.canTransition(stored(row.status), to)) {
      throw new BusinessError(messages.storeApplyAudited);
    }
    const remark = input.remark.length > 0 ? input.remark : null;
    let after: ApplyRow;
    if (!input.agree) {
      [after] = (await tx
        .update(shopApplies)
        .set({ status: ShopApplyStatus.rejected, auditRemark: remark, auditedAt: now, updatedAt: now })
        .where(eq(shopApplies.applyId, row.applyId))
        .returning()) as [ApplyRow];
    } else {
      // A store opened or renamed since the application took the name: the platform rejects it instead.
      if (await storeNameUsed(tx, row.shopName)) throw new BusinessError(messages.storeNameTaken);
      const [shop] = await tx
        .insert(shops)
        .values({
          nameZh: row.shopName,
          nameEn: row.shopName,
          introZh: row.intro,
          introEn: row.intro,
          logo: row.shopLogo,
          type: 0,
          status: 1,
          createdAt: now,
        })
        .returning({ shopId: shops.shopId });
      const shopId = shop!.shopId;
      await openShopFreight(tx, shopId);
      await createStoreAccount(tx, shopId, now);
      [after] = (await tx
        .update(shopApplies)
        .set({
          status: ShopApplyStatus.approved,
          shopId,
          // The contract's remark is a refusal's reason: an approval's note goes to the log only.
          auditRemark: null,
          auditedAt: now,
          updatedAt: now,
        })
        .where(eq(shopApplies.applyId, row.applyId))
        .returning()) as [ApplyRow];
    }
    await record(tx, {
      action: input.agree ? 'shopApply.approve' : 'shopApply.reject',
      targetType: 'shopApply',
      targetId: String(row.applyId),
      before: logged(row),
      after: { ...logged(after), remark },
      now,
    });
  });
}

/** A mobile number as the platform's list shows it: 138****0000. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

/** The condition of a status filter (-9 all; 1 approved and open; 2 approved and not open). */
function statusFilter(status: number): SQL | undefined {
  switch (status) {
    case ShopApplyStatus.approved:
      return and(eq(shopApplies.status, 1), eq(shops.status, 1));
    case ShopApplyStatus.offline:
      return and(eq(shopApplies.status, 1), sql`${shops.status} <> 1`);
    case ShopApplyStatus.underReview:
    case ShopApplyStatus.rejected:
      return eq(shopApplies.status, status);
    default:
      return undefined;
  }
}

/** The condition of a search word: a part of the store name or the applicant's nickname, or their mobile. */
function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(shopApplies.shopName, pattern), ilike(users.nickName, pattern), eq(users.mobile, keyword));
}

/** The applications matching `where` with their applicant and store, newest first. */
function applyRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      apply: shopApplies,
      shopStatus: shops.status,
      offlineReason: shops.offlineReason,
      nickName: users.nickName,
      mobile: users.mobile,
    })
    .from(shopApplies)
    .innerJoin(users, eq(users.userId, shopApplies.userId))
    .leftJoin(shops, eq(shops.shopId, shopApplies.shopId))
    .where(where)
    .orderBy(desc(shopApplies.applyId));
}

type ApplyRowWithApplicant = Awaited<ReturnType<typeof applyRows>>[number];

/** An application as the platform sees it: the applicant (mobile masked), the documents as view links. */
function toRecord(row: ApplyRowWithApplicant, link: (url: string) => string): ShopApplyRecord {
  return {
    ...toInfo(row.apply, row.shopStatus, row.offlineReason, link),
    userId: row.apply.userId,
    userName: row.nickName ?? '',
    userMobile: maskMobile(row.mobile),
    createTime: formatDate(row.apply.createdAt),
    updateTime: formatDate(row.apply.updatedAt),
    auditTime: row.apply.auditedAt ? formatDate(row.apply.auditedAt) : null,
  };
}

/**
 * GET /platform/shopApply/page: the applications of a status matching the search word, newest first,
 * with their applicant (the documents as view links for the reviewers).
 */
export async function applyPage(
  db: Database,
  query: ApplyPageInput,
  now: number,
): Promise<Page<ShopApplyRecord>> {
  const { current, size, status, keyword } = query;
  const where = and(statusFilter(status), keywordFilter(keyword));
  const [total] = await db
    .select({ n: count() })
    .from(shopApplies)
    .innerJoin(users, eq(users.userId, shopApplies.userId))
    .leftJoin(shops, eq(shops.shopId, shopApplies.shopId))
    .where(where);
  const rows = await applyRows(db, where)
    .limit(size)
    .offset((current - 1) * size);
  const link = await privateLinks(db, now);
  return toPage(
    rows.map((row) => toRecord(row, link)),
    total?.n ?? 0,
    { current, size },
  );
}

/** One application as the platform's list answers it (GET /platform/shopApply/info), or null. */
export async function applyRecord(
  db: Database,
  applyId: number,
  now: number,
): Promise<ShopApplyRecord | null> {
  const [row] = await applyRows(db, eq(shopApplies.applyId, applyId)).limit(1);
  return row ? toRecord(row, await privateLinks(db, now)) : null;
}

/** The approved owner's store (offline included), or a refusal. */
export async function ownStoreOf(
  db: Database,
  userId: string,
): Promise<{ shopId: number; nameZh: string; nameEn: string }> {
  const [row] = await db
    .select({ shopId: shops.shopId, nameZh: shops.nameZh, nameEn: shops.nameEn })
    .from(shopApplies)
    .innerJoin(shops, eq(shops.shopId, shopApplies.shopId))
    .where(and(eq(shopApplies.userId, userId), eq(shopApplies.status, ShopApplyStatus.approved)))
    .limit(1);
  if (!row) throw new BusinessError(messages.storeAccountNone);
  return row;
}

/** GET /p/shop/account: the approved owner's store (its name in `locale`) and its merchant login name. */
export async function readStoreAccount(db: Database, userId: string, locale: Locale): Promise<ShopAccount> {
  const store = await ownStoreOf(db, userId);
  const account = await storeAccountOf(db, store.shopId);
  if (!account) throw new BusinessError(messages.storeAccountNone);
  return {
    shopId: store.shopId,
    shopName: localized(locale, store.nameZh, store.nameEn),
    username: account.username,
    passwordSet: account.passwordSet,
  };
}
