// The platform's editing of the category tree (issue 18 item 4, decisions/0091). The tree keeps three
// levels: a category's grade is its parent's plus one (1 at the top); products sit on third-level
// categories only. Every change is one transaction that first takes the tree's advisory lock (so changes,
// creates included, never cross: decisions/0098) and locks every category row (the table is small: a
// move checks the whole tree), checks, writes, and writes the
// platform's audit row with the state before and after; a refused change throws before anything is
// written. The storefront follows at once: the table's trigger drops the category rows and the `site` and
// `search` answers of every process at commit (drizzle/0016_cache_triggers.sql, decisions/0039); this
// process drops them as well right after the commit, without waiting for the message.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  categoryGradeUnder,
  isUploadUrl,
  messages,
  PLATFORM_CATEGORY_LIMITS,
  type PlatformCategory,
  type PlatformCategoryParam,
  type PlatformCategorySortParam,
  type PlatformCategoryUpdateParam,
  type PlatformAuditAction,
  type PlatformAuditTarget,
} from '@mall/domain';
import type { MessageDescriptor } from '@lingui/core';
import type { Database } from '../../db/connection.ts';
import { dropLocally } from '../../lib/cache.ts';
import { BusinessError, NotFoundError } from '../../plugins/errors.ts';
import { claimPlatformUploads } from '../file/service.ts';
import { forgetCategories } from './category-cache.ts';
import { categories, products } from './tables.ts';

/** Who acts and how the change is logged (the platform's recordPlatformAction, bound to the actor). */
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
type Row = typeof categories.$inferSelect;

/** Products (any status) per category that has any. */
async function productCounts(db: Database, ids?: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(ids ? inArray(products.categoryId, ids) : undefined)
    .groupBy(products.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.n]));
}

function childrenOf(rows: readonly Row[]): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const list = map.get(row.parentId) ?? [];
    list.push(row);
    map.set(row.parentId, list);
  }
  return map;
}

/** The id of `id` and of every category below it. */
function subtree(children: Map<number, Row[]>, id: number): Row[] {
  const out: Row[] = [];
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      out.push(child);
      walk(child.categoryId);
    }
  };
  walk(id);
  return out;
}

/** The whole tree (any status), each category with its products counted over its subtree. */
export async function platformCategoryTree(db: Database): Promise<PlatformCategory[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.seq), asc(categories.categoryId));
  const counts = await productCounts(db);
  return buildTree(rows, counts, 0);
}

function buildTree(rows: readonly Row[], counts: Map<number, number>, root: number): PlatformCategory[] {
  const children = childrenOf(rows);
  const seen = new Set<number>();
  const build = (parent: number): PlatformCategory[] =>
    (children.get(parent) ?? [])
      .filter((row) => !seen.has(row.categoryId) && (seen.add(row.categoryId), true))
      .map((row) => {
        const below = build(row.categoryId);
        return {
          ...toCategory(row),
          prodCount: (counts.get(row.categoryId) ?? 0) + below.reduce((sum, c) => sum + c.prodCount, 0),
          categories: below,
        };
      });
  return build(root);
}

const toCategory = (row: Row) => ({
  categoryId: row.categoryId,
  parentId: row.parentId,
  grade: row.grade,
  categoryName: row.nameZh,
  categoryNameEn: row.nameEn,
  pic: row.pic,
  icon: row.icon,
  seq: row.seq,
  status: row.status,
});

/** One category with its subtree; missing: 404 `error.category.notFound`. */
export async function platformCategoryInfo(db: Database, categoryId: number): Promise<PlatformCategory> {
  const rows = await db.select().from(categories).orderBy(asc(categories.seq), asc(categories.categoryId));
  const row = rows.find((r) => r.categoryId === categoryId);
  if (!row) throw new NotFoundError(messages.categoryNotFound);
  const counts = await productCounts(db);
  const below = buildTree(rows, counts, categoryId);
  return {
    ...toCategory(row),
    prodCount: (counts.get(categoryId) ?? 0) + below.reduce((sum, c) => sum + c.prodCount, 0),
    categories: below,
  };
}

/**
 * The key of the transaction-level advisory lock every change of the tree takes first (decisions/0098):
 * row locks cannot cover a category another transaction inserts meanwhile, so the changes queue on this.
 */
export const CATEGORY_TREE_LOCK = 'mall:category-tree';

/**
 * Waits for the tree (the advisory lock, held until the transaction ends), then reads every category row,
 * locked FOR UPDATE too: a product form reads its category FOR SHARE (merchant.ts `checkCategory`), so a
 * product is never saved into a category being changed or deleted.
 */
async function lockTree(tx: Database): Promise<Row[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CATEGORY_TREE_LOCK}))`);
  return tx.select().from(categories).orderBy(asc(categories.seq), asc(categories.categoryId)).for('update');
}

/** The parent (null for the top) and the grade a category gets under it; refusals as their messages. */
function placeUnder(rows: readonly Row[], parentId: number): { parent: Row | null; grade: number } {
  const parent = parentId === 0 ? null : (rows.find((r) => r.categoryId === parentId) ?? null);
  if (parentId !== 0 && !parent) throw new BusinessError(messages.categoryParentNotFound);
  const grade = categoryGradeUnder(parent);
  if (grade === null) throw new BusinessError(messages.categoryLevelInvalid);
  return { parent, grade };
}

/** A picture or icon: '' or the category's own, else a platform upload, claimed (in use) at `at`. */
async function checkPicture(tx: Database, url: string, kept: string, message: MessageDescriptor, at: Date) {
  if (url === '' || url === kept) return;
  if (!isUploadUrl(url)) throw new BusinessError(message);
  await claimPlatformUploads(tx, [url], message, at);
}

async function pictures(tx: Database, input: Out<typeof PlatformCategoryParam>, at: Date, kept?: Row) {
  await checkPicture(tx, input.pic, kept?.pic ?? '', messages.categoryPicInvalid, at);
  await checkPicture(tx, input.icon, kept?.icon ?? '', messages.categoryIconInvalid, at);
}

/** Drops this process's cached categories and the answers built from them (others get the message). */
function forgetLocally(db: Database) {
  forgetCategories(db);
  dropLocally(db, 'site');
  dropLocally(db, 'search');
}

const target = { targetType: 'category' } as const;

export async function createCategory(
  db: Database,
  input: Out<typeof PlatformCategoryParam>,
  record: RecordAction,
  at: Date,
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const rows = await lockTree(tx);
    const { parent, grade } = placeUnder(rows, input.parentId);
    // Products sit on third-level categories: a new child of a category with products would strand them.
    if (parent && (await productCounts(tx, [parent.categoryId])).size > 0) {
      throw new BusinessError(messages.categoryProductsLevel);
    }
    await pictures(tx, input, at);
    const [row] = await tx
      .insert(categories)
      .values({
        parentId: input.parentId,
        grade,
        nameZh: input.categoryName,
        nameEn: input.categoryNameEn,
        pic: input.pic,
        icon: input.icon,
        seq: input.seq,
        status: input.status,
      })
      .returning();
    await record(tx, {
      ...target,
      action: 'category.create',
      targetId: String(row!.categoryId),
      before: null,
      after: row,
    });
    return row!.categoryId;
  });
  forgetLocally(db);
  return id;
}

export async function updateCategory(
  db: Database,
  input: Out<typeof PlatformCategoryUpdateParam>,
  record: RecordAction,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await lockTree(tx);
    const before = rows.find((r) => r.categoryId === input.categoryId);
    if (!before) throw new NotFoundError(messages.categoryNotFound);
    const { parent, grade } = placeUnder(rows, input.parentId);
    const children = childrenOf(rows);
    const below = subtree(children, before.categoryId);
    const moved: Row[] = [];
    if (input.parentId !== before.parentId) {
      // Never under itself or its own subcategories.
      if (
        parent &&
        (parent.categoryId === before.categoryId || below.some((r) => r.categoryId === parent.categoryId))
      ) {
        throw new BusinessError(messages.categoryLevelInvalid);
      }
      if (parent && (await productCounts(tx, [parent.categoryId])).size > 0) {
        throw new BusinessError(messages.categoryProductsLevel);
      }
      const shift = grade - before.grade;
      if (shift !== 0) {
        // The whole subtree moves by the same number of levels: it must stay within three.
        if (below.some((r) => r.grade + shift > PLATFORM_CATEGORY_LIMITS.maxGrade)) {
          throw new BusinessError(messages.categoryLevelInvalid);
        }
        const ids = [before.categoryId, ...below.map((r) => r.categoryId)];
        if ((await productCounts(tx, ids)).size > 0) throw new BusinessError(messages.categoryProductsLevel);
        moved.push(...below);
      }
    }
    await pictures(tx, input, at, before);
    const [after] = await tx
      .update(categories)
      .set({
        parentId: input.parentId,
        grade,
        nameZh: input.categoryName,
        nameEn: input.categoryNameEn,
        pic: input.pic,
        icon: input.icon,
        seq: input.seq,
        status: input.status,
      })
      .where(eq(categories.categoryId, before.categoryId))
      .returning();
    const shifted = moved.map((row) => ({ ...row, grade: row.grade + grade - before.grade }));
    for (const row of shifted) {
      await tx.update(categories).set({ grade: row.grade }).where(eq(categories.categoryId, row.categoryId));
    }
    // A move that changes levels changes the subtree's grades too: the log shows each of them.
    const levels = (rows: readonly Row[]) =>
      rows.map(({ categoryId, parentId, grade }) => ({ categoryId, parentId, grade }));
    await record(tx, {
      ...target,
      action: 'category.update',
      targetId: String(before.categoryId),
      before: moved.length > 0 ? { ...before, subtree: levels(moved) } : before,
      after: moved.length > 0 ? { ...after, subtree: levels(shifted) } : after,
    });
  });
  forgetLocally(db);
}

/** The children of one parent in a new order: `seq` becomes each one's place (0, 1, ...). */
export async function sortCategories(
  db: Database,
  input: Out<typeof PlatformCategorySortParam>,
  record: RecordAction,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await lockTree(tx);
    if (input.parentId !== 0 && !rows.some((r) => r.categoryId === input.parentId)) {
      throw new BusinessError(messages.categoryParentNotFound);
    }
    const siblings = rows.filter((r) => r.parentId === input.parentId);
    const given = new Set(input.categoryIds);
    if (siblings.length !== input.categoryIds.length || siblings.some((r) => !given.has(r.categoryId))) {
      throw new BusinessError(messages.categorySortInvalid);
    }
    for (const [seq, categoryId] of input.categoryIds.entries()) {
      await tx.update(categories).set({ seq }).where(eq(categories.categoryId, categoryId));
    }
    await record(tx, {
      ...target,
      action: 'category.sort',
      targetId: String(input.parentId),
      before: siblings.map((r) => ({ categoryId: r.categoryId, seq: r.seq })),
      after: input.categoryIds.map((categoryId, seq) => ({ categoryId, seq })),
    });
  });
  forgetLocally(db);
}

/** Deletes a category without subcategories and without products (any status). */
export async function deleteCategory(db: Database, categoryId: number, record: RecordAction): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await lockTree(tx);
    const before = rows.find((r) => r.categoryId === categoryId);
    if (!before) throw new NotFoundError(messages.categoryNotFound);
    if (rows.some((r) => r.parentId === categoryId)) throw new BusinessError(messages.categoryHasChildren);
    if ((await productCounts(tx, [categoryId])).size > 0)
      throw new BusinessError(messages.categoryHasProducts);
    await tx.delete(categories).where(eq(categories.categoryId, categoryId));
    await record(tx, {
      ...target,
      action: 'category.delete',
      targetId: String(categoryId),
      before,
      after: null,
    });
  });
  forgetLocally(db);
}
