// The platform's editing of the home page's sections (issue 18 item 3, decisions/0102) and its product
// search across every store. A section ("tag") is a title in both languages, an order, a layout and a
// shown/hidden flag with its products in the operator's order; a change sends the whole section again and
// its products are replaced (seq = the index in the list). Any existing product may be in a section, off
// sale or in a closed store too: the storefront (GET /prod/tagProdList, routes.public.ts `homeSections`)
// shows only those on sale in open stores. Every change is one transaction that writes the platform's
// audit row with the section before and after (its row and its product ids in order); a refused change
// throws before anything is written. The storefront follows at once: the tables' triggers drop the hot
// cache's `home` area in every process at commit (drizzle/0016_cache_triggers.sql, decisions/0039); this
// process drops it as well right after the commit, without waiting for the message.
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  centsToYuan,
  messages,
  PLATFORM_PROD_TAG_LIMITS,
  type Locale,
  type Page,
  type PlatformProdQuery,
  type PlatformProdRow,
  type PlatformProdTag,
  type PlatformProdTagDetail,
  type PlatformProdTagParam,
  type PlatformProdTagUpdateParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { dropLocally } from '../../lib/cache.ts';
import { containsPattern, localized } from '../../lib/text.ts';
import { BusinessError, NotFoundError } from '../../plugins/errors.ts';
import { toPage } from '../../plugins/paging.ts';
import type { PageParams } from '../../plugins/paging.ts';
import { shops } from '../shop/tables.ts';
import type { RecordAction } from './platform-category.ts';
import { products, prodTagItems, prodTags } from './tables.ts';

type Out<T extends z.ZodType> = z.output<T>;
type TagRow = typeof prodTags.$inferSelect;

/**
 * The key of the transaction-level advisory lock a new section takes first: row locks cannot cover a
 * section another transaction inserts meanwhile, so two creates queue here and the limit holds.
 */
export const PROD_TAG_CREATE_LOCK = 'mall:prod-tags';

// --- The cross-store product search --------------------------------------------------------------------

const prodColumns = {
  prodId: products.prodId,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  pic: products.pic,
  price: products.price,
  status: products.status,
  shopId: products.shopId,
  shopNameZh: shops.nameZh,
  shopNameEn: shops.nameEn,
};
type ProdColumns = { [K in keyof typeof prodColumns]: (typeof prodColumns)[K]['_']['data'] };

const toProdRow = (row: ProdColumns, locale: Locale): PlatformProdRow => ({
  prodId: row.prodId,
  prodName: row.nameZh,
  prodNameEn: row.nameEn,
  pic: row.pic,
  // The product's price is its lowest SKU price on sale, kept with its SKUs (domain productFigures).
  price: centsToYuan(row.price),
  shopId: row.shopId,
  shopName: localized(locale, row.shopNameZh, row.shopNameEn),
  status: row.status,
});

/** GET /platform/prod/page: products of every store by name (either language), store and state. */
export async function platformProdPage(
  db: Database,
  query: Out<typeof PlatformProdQuery> & PageParams,
  locale: Locale,
): Promise<Page<PlatformProdRow>> {
  const { current, size, prodName, shopId, status } = query;
  const pattern = prodName ? containsPattern(prodName) : null;
  const where = and(
    pattern ? or(ilike(products.nameZh, pattern), ilike(products.nameEn, pattern)) : undefined,
    shopId === undefined ? undefined : eq(products.shopId, shopId),
    status === -1 ? undefined : eq(products.status, status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(prodColumns)
      .from(products)
      .innerJoin(shops, eq(shops.shopId, products.shopId))
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.prodId))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return toPage(
    rows.map((row) => toProdRow(row, locale)),
    total?.n ?? 0,
    { current, size },
  );
}

/**
 * Some products of any store as the search lists them, by id (platform coupons' chosen products,
 * decisions/0109); an id with no product is left out.
 */
export async function platformProdRows(
  db: Database,
  prodIds: readonly number[],
  locale: Locale,
): Promise<PlatformProdRow[]> {
  if (prodIds.length === 0) return [];
  const rows = await db
    .select(prodColumns)
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(inArray(products.prodId, [...prodIds]))
    .orderBy(asc(products.prodId));
  return rows.map((row) => toProdRow(row, locale));
}

// --- Home sections -------------------------------------------------------------------------------------

const toTag = (row: TagRow, prodCount: number): PlatformProdTag => ({
  id: row.id,
  title: row.titleZh,
  titleEn: row.titleEn,
  seq: row.seq,
  style: row.style,
  status: row.status,
  prodCount,
});

/** GET /platform/prodTag/list: every section, shown or hidden, by seq then id, with its product count. */
export async function platformProdTagList(db: Database): Promise<PlatformProdTag[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(prodTags).orderBy(asc(prodTags.seq), asc(prodTags.id)),
    db.select({ tagId: prodTagItems.tagId, n: count() }).from(prodTagItems).groupBy(prodTagItems.tagId),
  ]);
  const countOf = new Map(counts.map((c) => [c.tagId, c.n]));
  return rows.map((row) => toTag(row, countOf.get(row.id) ?? 0));
}

/** GET /platform/prodTag/info: the section with its products in their order; missing: 404. */
export async function platformProdTagInfo(
  db: Database,
  id: number,
  locale: Locale,
): Promise<PlatformProdTagDetail> {
  const [row] = await db.select().from(prodTags).where(eq(prodTags.id, id)).limit(1);
  if (!row) throw new NotFoundError(messages.prodTagNotFound);
  const prods = await db
    .select(prodColumns)
    .from(prodTagItems)
    .innerJoin(products, eq(products.prodId, prodTagItems.prodId))
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(eq(prodTagItems.tagId, id))
    .orderBy(asc(prodTagItems.seq), asc(prodTagItems.prodId));
  return { ...toTag(row, prods.length), prods: prods.map((p) => toProdRow(p, locale)) };
}

/** What the audit row keeps of a section: its row and its product ids in order. */
type TagState = TagRow & { prodIds: number[] };

async function prodIdsOf(tx: Database, id: number): Promise<number[]> {
  const rows = await tx
    .select({ prodId: prodTagItems.prodId })
    .from(prodTagItems)
    .where(eq(prodTagItems.tagId, id))
    .orderBy(asc(prodTagItems.seq), asc(prodTagItems.prodId));
  return rows.map((r) => r.prodId);
}

/** The section locked for the change, with its products; missing: 404. */
async function lockedTag(tx: Database, id: number): Promise<TagState> {
  const [row] = await tx.select().from(prodTags).where(eq(prodTags.id, id)).for('update').limit(1);
  if (!row) throw new NotFoundError(messages.prodTagNotFound);
  return { ...row, prodIds: await prodIdsOf(tx, id) };
}

/**
 * Every product of the list exists (else a 400 naming the first missing one). Held FOR KEY SHARE until
 * the commit, so a product deleted meanwhile waits instead of failing the insert (a 500).
 */
async function checkProducts(tx: Database, prodIds: readonly number[]): Promise<void> {
  if (prodIds.length === 0) return;
  const found = await tx
    .select({ prodId: products.prodId })
    .from(products)
    .where(inArray(products.prodId, [...prodIds]))
    .for('key share');
  const known = new Set(found.map((r) => r.prodId));
  const missing = prodIds.find((id) => !known.has(id));
  if (missing !== undefined) throw new BusinessError(messages.prodTagProductNotFound, { prodId: missing });
}

/** Replaces the section's products by `prodIds`, in that order (seq = index). */
async function placeProducts(tx: Database, id: number, prodIds: readonly number[]): Promise<void> {
  await tx.delete(prodTagItems).where(eq(prodTagItems.tagId, id));
  if (prodIds.length > 0) {
    await tx.insert(prodTagItems).values(prodIds.map((prodId, seq) => ({ tagId: id, prodId, seq })));
  }
}

const tagValues = (input: Out<typeof PlatformProdTagParam>) => ({
  titleZh: input.title,
  titleEn: input.titleEn,
  seq: input.seq,
  style: input.style,
  status: input.status,
});

const target = { targetType: 'prodTag' } as const;

/** POST /platform/prodTag: a new section with its products (at most tagsMax sections); answers its id. */
export async function createProdTag(
  db: Database,
  input: Out<typeof PlatformProdTagParam>,
  record: RecordAction,
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${PROD_TAG_CREATE_LOCK}))`);
    const [existing] = await tx.select({ n: count() }).from(prodTags);
    const max = PLATFORM_PROD_TAG_LIMITS.tagsMax;
    if ((existing?.n ?? 0) >= max) throw new BusinessError(messages.prodTagTooMany, { max });
    await checkProducts(tx, input.prodIds);
    const [row] = await tx.insert(prodTags).values(tagValues(input)).returning();
    await placeProducts(tx, row!.id, input.prodIds);
    const after: TagState = { ...row!, prodIds: [...input.prodIds] };
    await record(tx, { ...target, action: 'prodTag.create', targetId: String(row!.id), before: null, after });
    return row!.id;
  });
  dropLocally(db, 'home');
  return id;
}

/** PUT /platform/prodTag: the whole section again, its products replaced in the order given. */
export async function updateProdTag(
  db: Database,
  input: Out<typeof PlatformProdTagUpdateParam>,
  record: RecordAction,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedTag(tx, input.id);
    await checkProducts(tx, input.prodIds);
    const [row] = await tx
      .update(prodTags)
      .set(tagValues(input))
      .where(eq(prodTags.id, input.id))
      .returning();
    await placeProducts(tx, input.id, input.prodIds);
    const after: TagState = { ...row!, prodIds: [...input.prodIds] };
    await record(tx, { ...target, action: 'prodTag.update', targetId: String(input.id), before, after });
  });
  dropLocally(db, 'home');
}

/** DELETE /platform/prodTag: the section and its places (its products stay as they are). */
export async function deleteProdTag(db: Database, id: number, record: RecordAction): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedTag(tx, id);
    // Its items go with it (ON DELETE CASCADE).
    await tx.delete(prodTags).where(eq(prodTags.id, id));
    await record(tx, { ...target, action: 'prodTag.delete', targetId: String(id), before, after: null });
  });
  dropLocally(db, 'home');
}
