// The platform's editing of the home content (issue 18 item 3, decisions/0085): banners, the mall's own
// notices (shop_id null: a store's notices are its own) and hot search words. Every change is one
// transaction that also writes the platform's audit row with the target's state before and after
// (`record`, the platform module's recordPlatformAction); a refused change throws before anything is
// written. The storefront sees a change at once: the tables' triggers drop the hot cache's `site` area
// at commit (drizzle/0016_cache_triggers.sql, decisions/0039).
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import {
  cleanRichText,
  formatDate,
  isUploadUrl,
  messages,
  parseMallDateTime,
  richTextImages,
  type Page,
  type PlatformHotSearch,
  type PlatformIndexImg,
  type PlatformNotice,
  type PlatformAuditAction,
  type PlatformAuditTarget,
} from '@mall/domain';
import type { z } from 'zod';
import type {
  PlatformHotSearchParam,
  PlatformHotSearchUpdateParam,
  PlatformIndexImgPageQuery,
  PlatformIndexImgParam,
  PlatformIndexImgUpdateParam,
  PlatformNoticePageQuery,
  PlatformNoticeParam,
  PlatformNoticeUpdateParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError, NotFoundError } from '../../plugins/errors.ts';
import { toPage } from '../../plugins/paging.ts';
import { productOnSale } from '../catalog/cards.ts';
import { claimPlatformUploads } from '../file/service.ts';
import { products } from '../catalog/tables.ts';
import { hotSearches, indexImgs, notices } from './tables.ts';

/** Who acts and how the change is logged (the platform module's recordPlatformAction, bound to the actor). */
export type RecordAction = (
  tx: Database,
  entry: {
    action: PlatformAuditAction;
    targetType: PlatformAuditTarget;
    targetId: string;
    before: unknown;
    after: unknown;
  },
) => Promise<void>;

type Out<T extends z.ZodType> = z.output<T>;

// --- Banners -------------------------------------------------------------------------------------------

type IndexImgRow = typeof indexImgs.$inferSelect;

const toIndexImg = (row: IndexImgRow, prodName: string | null): PlatformIndexImg => ({
  id: row.id,
  imgUrl: row.imgUrl,
  title: row.titleZh,
  titleEn: row.titleEn,
  seq: row.seq,
  imgType: row.imgType,
  relation: row.type === 0 ? row.relation : null,
  prodName: row.type === 0 ? prodName : null,
  status: row.status,
});

export async function indexImgPage(
  db: Database,
  query: Out<typeof PlatformIndexImgPageQuery>,
): Promise<Page<PlatformIndexImg>> {
  const { current, size, imgType } = query;
  const where = imgType >= 0 ? eq(indexImgs.imgType, imgType) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(indexImgs).where(where);
  const rows = await db
    .select({ row: indexImgs, prodName: products.nameZh })
    .from(indexImgs)
    .leftJoin(products, eq(products.prodId, indexImgs.relation))
    .where(where)
    .orderBy(asc(indexImgs.seq), asc(indexImgs.id))
    .limit(size)
    .offset((current - 1) * size);
  return toPage(
    rows.map(({ row, prodName }) => toIndexImg(row, prodName)),
    totalRow?.total ?? 0,
    { current, size },
  );
}

/**
 * The banner's columns from the form: its picture and link checked (`kept`: the banner's own picture). A
 * new picture must be a platform upload, claimed here (marked in use at `at`, so the uploads' clean-up
 * keeps it: file/service.ts `referenced`).
 */
async function indexImgValues(
  tx: Database,
  input: Out<typeof PlatformIndexImgParam>,
  at: Date,
  kept?: string,
) {
  if (input.imgUrl !== kept) {
    if (!isUploadUrl(input.imgUrl)) throw new BusinessError(messages.indexImgImageInvalid);
    await claimPlatformUploads(tx, [input.imgUrl], messages.indexImgImageInvalid, at);
  }
  if (input.relation !== null) {
    const [product] = await tx
      .select({ prodId: products.prodId })
      .from(products)
      .where(and(eq(products.prodId, input.relation), productOnSale))
      .limit(1);
    if (!product) throw new BusinessError(messages.indexImgProductUnavailable);
  }
  return {
    imgUrl: input.imgUrl,
    titleZh: input.title,
    titleEn: input.titleEn,
    seq: input.seq,
    imgType: input.imgType,
    type: input.relation === null ? -1 : 0,
    relation: input.relation,
    status: input.status,
  };
}

async function lockedIndexImg(tx: Database, id: number): Promise<IndexImgRow> {
  const [row] = await tx.select().from(indexImgs).where(eq(indexImgs.id, id)).for('update').limit(1);
  if (!row) throw new NotFoundError(messages.indexImgNotFound);
  return row;
}

const indexImgTarget = { targetType: 'indexImg' } as const;

export function createIndexImg(
  db: Database,
  input: Out<typeof PlatformIndexImgParam>,
  record: RecordAction,
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const values = await indexImgValues(tx, input, at);
    const [row] = await tx.insert(indexImgs).values(values).returning();
    await record(tx, {
      ...indexImgTarget,
      action: 'indexImg.create',
      targetId: String(row!.id),
      before: null,
      after: row,
    });
    return row!.id;
  });
}

export function updateIndexImg(
  db: Database,
  input: Out<typeof PlatformIndexImgUpdateParam>,
  record: RecordAction,
  at: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lockedIndexImg(tx, input.id);
    const values = await indexImgValues(tx, input, at, before.imgUrl);
    const [after] = await tx.update(indexImgs).set(values).where(eq(indexImgs.id, input.id)).returning();
    await record(tx, {
      ...indexImgTarget,
      action: 'indexImg.update',
      targetId: String(input.id),
      before,
      after,
    });
  });
}

export function deleteIndexImg(db: Database, id: number, record: RecordAction): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lockedIndexImg(tx, id);
    await tx.delete(indexImgs).where(eq(indexImgs.id, id));
    await record(tx, {
      ...indexImgTarget,
      action: 'indexImg.delete',
      targetId: String(id),
      before,
      after: null,
    });
  });
}

// --- Notices -------------------------------------------------------------------------------------------

type NoticeRow = typeof notices.$inferSelect;

const toNotice = (row: NoticeRow): PlatformNotice => ({
  id: row.id,
  title: row.titleZh,
  titleEn: row.titleEn,
  content: row.contentZh,
  contentEn: row.contentEn,
  isTop: row.isTop,
  status: row.status,
  publishTime: formatDate(row.publishTime),
});

/** The mall's own notices (a store's are its own business). */
const mallNotice: SQL = isNull(notices.shopId);

/** `%`, `_` and `\` as themselves in a LIKE pattern. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function noticePage(
  db: Database,
  query: Out<typeof PlatformNoticePageQuery>,
): Promise<Page<PlatformNotice>> {
  const { current, size, title, status } = query;
  const where = and(
    mallNotice,
    status >= 0 ? eq(notices.status, status) : undefined,
    title ? or(ilike(notices.titleZh, likeText(title)), ilike(notices.titleEn, likeText(title))) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(notices).where(where);
  const rows = await db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.isTop), desc(notices.publishTime), desc(notices.id))
    .limit(size)
    .offset((current - 1) * size);
  return toPage(rows.map(toNotice), totalRow?.total ?? 0, { current, size });
}

export async function noticeInfo(db: Database, id: number): Promise<PlatformNotice> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(mallNotice, eq(notices.id, id)))
    .limit(1);
  if (!row) throw new NotFoundError(messages.noticeNotFound);
  return toNotice(row);
}

const noticeValues = (input: Out<typeof PlatformNoticeParam>) => ({
  titleZh: input.title,
  titleEn: input.titleEn,
  contentZh: cleanRichText(input.content),
  contentEn: cleanRichText(input.contentEn),
  isTop: input.isTop,
  status: input.status,
  ...(input.publishTime === undefined ? {} : { publishTime: new Date(parseMallDateTime(input.publishTime)) }),
});

/**
 * A notice's pictures (its rich text's, both languages) are platform uploads, claimed here (in use at
 * `at`) in the change's transaction, so the uploads' clean-up keeps them while a notice shows them (file/
 * service.ts `referenced`); `held`: the notice's own pictures before the change, kept as they are.
 */
async function claimNoticePictures(
  tx: Database,
  values: { contentZh: string; contentEn: string },
  at: Date,
  held: ReadonlySet<string> = new Set(),
) {
  const fresh = [
    ...new Set([...richTextImages(values.contentZh), ...richTextImages(values.contentEn)]),
  ].filter((url) => !held.has(url));
  if (!fresh.every(isUploadUrl)) throw new BusinessError(messages.noticeImageInvalid);
  await claimPlatformUploads(tx, fresh, messages.noticeImageInvalid, at);
}

async function lockedNotice(tx: Database, id: number): Promise<NoticeRow> {
  const [row] = await tx
    .select()
    .from(notices)
    .where(and(mallNotice, eq(notices.id, id)))
    .for('update')
    .limit(1);
  if (!row) throw new NotFoundError(messages.noticeNotFound);
  return row;
}

const noticeTarget = { targetType: 'notice' } as const;

export function createNotice(
  db: Database,
  input: Out<typeof PlatformNoticeParam>,
  at: Date,
  record: RecordAction,
): Promise<number> {
  return db.transaction(async (tx) => {
    const values = noticeValues(input);
    await claimNoticePictures(tx, values, at);
    const [row] = await tx
      .insert(notices)
      .values({ publishTime: at, ...values, shopId: null })
      .returning();
    await record(tx, {
      ...noticeTarget,
      action: 'notice.create',
      targetId: String(row!.id),
      before: null,
      after: row,
    });
    return row!.id;
  });
}

export function updateNotice(
  db: Database,
  input: Out<typeof PlatformNoticeUpdateParam>,
  record: RecordAction,
  at: Date,
): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lockedNotice(tx, input.id);
    const values = noticeValues(input);
    const held = new Set([...richTextImages(before.contentZh), ...richTextImages(before.contentEn)]);
    await claimNoticePictures(tx, values, at, held);
    const [after] = await tx.update(notices).set(values).where(eq(notices.id, input.id)).returning();
    await record(tx, { ...noticeTarget, action: 'notice.update', targetId: String(input.id), before, after });
  });
}

export function deleteNotice(db: Database, id: number, record: RecordAction): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lockedNotice(tx, id);
    await tx.delete(notices).where(eq(notices.id, id));
    await record(tx, { ...noticeTarget, action: 'notice.delete', targetId: String(id), before, after: null });
  });
}

// --- Hot search words ----------------------------------------------------------------------------------

type HotSearchRow = typeof hotSearches.$inferSelect;

const toHotSearch = (row: HotSearchRow): PlatformHotSearch => ({
  hotSearchId: row.hotSearchId,
  title: row.titleZh,
  titleEn: row.titleEn,
  seq: row.seq,
  status: row.status,
});

export async function hotSearchList(db: Database): Promise<PlatformHotSearch[]> {
  const rows = await db
    .select()
    .from(hotSearches)
    .orderBy(asc(hotSearches.seq), asc(hotSearches.hotSearchId));
  return rows.map(toHotSearch);
}

const hotSearchValues = (input: Out<typeof PlatformHotSearchParam>) => ({
  titleZh: input.title,
  titleEn: input.titleEn,
  seq: input.seq,
  status: input.status,
});

async function lockedHotSearch(tx: Database, hotSearchId: number): Promise<HotSearchRow> {
  const [row] = await tx
    .select()
    .from(hotSearches)
    .where(eq(hotSearches.hotSearchId, hotSearchId))
    .for('update')
    .limit(1);
  if (!row) throw new NotFoundError(messages.hotSearchNotFound);
  return row;
}

const hotSearchTarget = { targetType: 'hotSearch' } as const;

export function createHotSearch(
  db: Database,
  input: Out<typeof PlatformHotSearchParam>,
  record: RecordAction,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(hotSearches).values(hotSearchValues(input)).returning();
    const targetId = String(row!.hotSearchId);
    await record(tx, { ...hotSearchTarget, action: 'hotSearch.create', targetId, before: null, after: row });
    return row!.hotSearchId;
  });
}

export function updateHotSearch(
  db: Database,
  input: Out<typeof PlatformHotSearchUpdateParam>,
  record: RecordAction,
): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lockedHotSearch(tx, input.hotSearchId);
    const [after] = await tx
      .update(hotSearches)
      .set(hotSearchValues(input))
      .where(eq(hotSearches.hotSearchId, input.hotSearchId))
      .returning();
    const targetId = String(input.hotSearchId);
    await record(tx, { ...hotSearchTarget, action: 'hotSearch.update', targetId, before, after });
  });
}

export function deleteHotSearch(db: Database, hotSearchId: number, record: RecordAction): Promise<void> {
  return db.transaction(async (tx) => {
    const before = await lockedHotSearch(tx, hotSearchId);
    await tx.delete(hotSearches).where(eq(hotSearches.hotSearchId, hotSearchId));
    const targetId = String(hotSearchId);
    await record(tx, { ...hotSearchTarget, action: 'hotSearch.delete', targetId, before, after: null });
  });
}
