// The uploads' records (file/tables.ts): what the upload route stored, whose it is, and the two rules
// built on it (issue 11 item 9):
// - `claimUploads`: an image field a shopper fills (avatar, refund vouchers, review images, a store
//   application's logo; its documents are private images, private.ts) takes only URLs of the domain's
//   upload shape of that kind that this shopper uploaded and that are still kept; anything else is refused with the field's translated message and changes
//   nothing. A claim also refreshes the upload's `seen_at`, so the cleanup cannot remove it while the
//   form that claimed it is being saved.
// - `removeOrphanUploads` (the cleanup job): an upload whose `seen_at` is older than the grace period and
//   that none of its owner's rows references (the avatar, a review's images or its copy of the avatar, a
//   refund's vouchers, a store application's images) is removed, row first (conditional on `seen_at`,
//   so a claim in between wins), then its file. A referenced one gets a fresh `seen_at` and is looked at
//   again a grace period later.
// - A store's chat images (POST /merchant/file/uploadImFile, issue 16) are recorded with the store as
//   owner (`recordShopUpload`) and claimed by a message of its customer service (`claimShopUploads`); a
//   chat image, of either side, counts as referenced while a chat message shows it. So are a store's
//   product pictures (POST /merchant/file/upload, issue 17), claimed by the product form
//   (catalog/merchant.ts); one counts as referenced while a product of the store (its picture, images,
//   a SKU's picture or its content) shows it; the store's logo (PUT /merchant/shop, decisions/0065),
//   referenced while the store shows it. A store's invoice documents (private PDFs, documents.ts,
//   issue 17) are claimed by issuing the invoice and referenced while an invoice of the store names it.
// - The platform's uploads (the site's logo and favicon, POST /platform/file/upload, decisions/0082) are
//   claimed by PUT /platform/webConfig and referenced while the site configuration holds them; so are a
//   banner's and a category's pictures (decisions/0085, 0091) and a notice's rich-text pictures
//   (decisions/0098), referenced while a banner, category or notice shows them.
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { MessageDescriptor } from '@lingui/core';
import { and, asc, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  isPrivateDocumentUrl,
  isPrivateUploadUrl,
  isUploadUrl,
  PRIVATE_UPLOADS_URL_PREFIX,
  UPLOADS_URL_PREFIX,
} from '@mall/domain';
import { queryRows, type Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { users } from '../account/tables.ts';
import { chatMessages } from '../chat/tables.ts';
import { categories, prodComments, products, skus } from '../catalog/tables.ts';
import { orderInvoices } from '../invoice/tables.ts';
import { orderRefunds } from '../refund/tables.ts';
import { shopApplies, shops } from '../shop/tables.ts';
import { indexImgs, notices } from '../notice/tables.ts';
import { siteConfig } from '../site/tables.ts';
import { documentFileOf } from './documents.ts';
import { privateFolderOf } from './private.ts';
import { uploads } from './tables.ts';

/** Records an image the upload route stored for `userId`. */
export async function recordUpload(db: Database, url: string, userId: string, at: Date): Promise<void> {
  await db.insert(uploads).values({ url, userId, createdAt: at, seenAt: at });
}

/** Records a chat image the merchant upload route stored for store `shopId`'s customer service. */
export async function recordShopUpload(db: Database, url: string, shopId: number, at: Date): Promise<void> {
  await db.insert(uploads).values({ url, shopId, createdAt: at, seenAt: at });
}

/** Records an image the platform's upload route stored for account `platformUserId` (decisions/0082). */
export async function recordPlatformUpload(
  db: Database,
  url: string,
  platformUserId: number,
  at: Date,
): Promise<void> {
  await db.insert(uploads).values({ url, platformUserId, createdAt: at, seenAt: at });
}

/** What an upload is: a public image, a private image (private.ts), a private PDF (documents.ts). */
export type UploadKind = 'public' | 'private' | 'document';
const shapeOf: Record<UploadKind, (url: string) => boolean> = {
  public: isUploadUrl,
  private: isPrivateUploadUrl,
  document: isPrivateDocumentUrl,
};

/** Marks the owner's uploads among `urls` seen at `at` (one transaction); throws unless all are. */
async function claim(
  db: Database,
  owner: SQL,
  urls: readonly string[],
  message: MessageDescriptor,
  at: Date,
  kind: UploadKind = 'public',
): Promise<void> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return;
  if (!wanted.every(shapeOf[kind])) throw new BusinessError(message);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(uploads)
      .set({ seenAt: at })
      .where(and(owner, inArray(uploads.url, wanted)))
      .returning({ url: uploads.url });
    // Rolls the refreshed dates back too.
    if (claimed.length !== wanted.length) throw new BusinessError(message);
  });
}

/**
 * Checks that every URL is one of `userId`'s uploads of the kind (public images, or private ones:
 * private.ts), still kept, and marks them seen at `at`; otherwise throws `BusinessError(message)` and
 * changes nothing. No URLs: nothing to check.
 */
export function claimUploads(
  db: Database,
  userId: string,
  urls: readonly string[],
  message: MessageDescriptor,
  at: Date,
  kind: 'public' | 'private' = 'public',
): Promise<void> {
  return claim(db, eq(uploads.userId, userId), urls, message, at, kind);
}

/**
 * The same for the uploads of store `shopId` (its chat images and product pictures, public; its invoice
 * documents, 'document').
 */
export function claimShopUploads(
  db: Database,
  shopId: number,
  urls: readonly string[],
  message: MessageDescriptor,
  at: Date,
  kind: UploadKind = 'public',
): Promise<void> {
  return claim(db, eq(uploads.shopId, shopId), urls, message, at, kind);
}

/**
 * The same for the platform's uploads (the site's logo and favicon): any platform account's, as the
 * site configuration is the platform's, not one account's.
 */
export function claimPlatformUploads(
  db: Database,
  urls: readonly string[],
  message: MessageDescriptor,
  at: Date,
): Promise<void> {
  return claim(db, isNotNull(uploads.platformUserId), urls, message, at);
}

/**
 * Whether any of the owner's rows uses the upload (only the owner can have claimed it), or a chat
 * message shows it (a shopper's or a store's chat image).
 */
async function referenced(
  db: Database,
  url: string,
  userId: string | null,
  shopId: number | null,
): Promise<boolean> {
  const chat = await db
    .select({ hit: sql<number>`1` })
    .from(chatMessages)
    .where(and(eq(chatMessages.msgType, 'image'), eq(chatMessages.content, url)))
    .limit(1);
  if (chat.length > 0) return true;
  // The site's logo and favicon (a platform upload, decisions/0082).
  const site = await db
    .select({ hit: sql<number>`1` })
    .from(siteConfig)
    .where(eq(siteConfig.value, url))
    .limit(1);
  if (site.length > 0) return true;
  // A home banner's picture (a platform upload, decisions/0085).
  const banner = await db
    .select({ hit: sql<number>`1` })
    .from(indexImgs)
    .where(eq(indexImgs.imgUrl, url))
    .limit(1);
  if (banner.length > 0) return true;
  // A picture in a notice's rich text (a platform upload; an upload URL holds no character the stored
  // rich text escapes, so it appears there as itself).
  const notice = await queryRows<{ hit: number }>(
    db,
    sql`select 1 as hit from ${notices}
          where position(${url} in ${notices.contentZh}) > 0 or position(${url} in ${notices.contentEn}) > 0
          limit 1`,
  );
  if (notice.length > 0) return true;
  // A category's picture or icon (a platform upload, decisions/0091).
  const category = await db
    .select({ hit: sql<number>`1` })
    .from(categories)
    .where(or(eq(categories.pic, url), eq(categories.icon, url)))
    .limit(1);
  if (category.length > 0) return true;
  if (shopId !== null) {
    const rows = await queryRows<{ hit: number }>(
      db,
      sql`select 1 as hit from ${products} where ${products.shopId} = ${shopId}
            and (${products.pic} = ${url} or position(${url} in ${products.imgs}) > 0
              or position(${url} in ${products.contentZh}) > 0 or position(${url} in ${products.contentEn}) > 0)
          union all
          select 1 from ${skus} inner join ${products} on ${products.prodId} = ${skus.prodId}
            where ${products.shopId} = ${shopId} and ${skus.pic} = ${url}
          union all
          select 1 from ${shops} where ${shops.shopId} = ${shopId} and ${shops.logo} = ${url}
          union all
          select 1 from ${orderInvoices} where ${orderInvoices.shopId} = ${shopId}
            and ${orderInvoices.fileUrl} = ${url}
          limit 1`,
    );
    if (rows.length > 0) return true;
  }
  if (userId === null) return false;
  const rows = await queryRows<{ hit: number }>(
    db,
    sql`select 1 as hit from ${users} where ${users.userId} = ${userId} and ${users.pic} = ${url}
        union all
        select 1 from ${prodComments} where ${prodComments.userId} = ${userId}
          and (${prodComments.userPic} = ${url} or position(${url} in ${prodComments.pics}) > 0)
        union all
        select 1 from ${orderRefunds} where ${orderRefunds.userId} = ${userId}
          and position(${url} in ${orderRefunds.photoFiles}) > 0
        union all
        select 1 from ${shopApplies} where ${shopApplies.userId} = ${userId}
          and ${url} in (${shopApplies.shopLogo}, ${shopApplies.businessLicense},
            ${shopApplies.identityCardFront}, ${shopApplies.identityCardLater})
        limit 1`,
  );
  return rows.length > 0;
}

/** The file of an upload URL inside the uploads folder or the private one beside it. */
function fileOf(folder: string, url: string): string | null {
  if (isUploadUrl(url)) return join(folder, url.slice(UPLOADS_URL_PREFIX.length + 1));
  if (isPrivateUploadUrl(url))
    return join(privateFolderOf(folder), url.slice(PRIVATE_UPLOADS_URL_PREFIX.length + 1));
  return documentFileOf(folder, url);
}

/**
 * Removes up to `batch` uploads unreferenced and unseen for `graceMs` at `now`; answers how many.
 * Safe beside another run: each removal is a conditional delete, and a file already gone is fine.
 */
export async function removeOrphanUploads(
  db: Database,
  folder: string | null,
  now: Date,
  options: { graceMs: number; batch: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - options.graceMs);
  const candidates = await db
    .select({ url: uploads.url, userId: uploads.userId, shopId: uploads.shopId })
    .from(uploads)
    .where(lt(uploads.seenAt, cutoff))
    .orderBy(asc(uploads.seenAt))
    .limit(options.batch);
  let removed = 0;
  for (const { url, userId, shopId } of candidates) {
    const stale = and(eq(uploads.url, url), lt(uploads.seenAt, cutoff));
    if (await referenced(db, url, userId, shopId)) {
      await db.update(uploads).set({ seenAt: now }).where(stale);
      continue;
    }
    const [gone] = await db.delete(uploads).where(stale).returning({ url: uploads.url });
    if (!gone) continue;
    removed += 1;
    const file = folder ? fileOf(folder, url) : null;
    if (file) {
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
  return removed;
}
