// The category table, read at most once every CATEGORY_TTL_MS per database: every category request
// and every category search needs the whole tree, and reading 60-odd rows per request showed in the load
// (docs/performance.md). Any change of the table is forgotten at once by every server process: the
// database's trigger sends `categories` (drizzle/0016_cache_triggers.sql), on which the API calls
// `forgetCategories` (src/api.ts, decisions/0039); the TTL is the safety net.
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { categories } from './tables.ts';

export const CATEGORY_TTL_MS = 10_000;

export type CategoryRow = typeof categories.$inferSelect;

interface Entry {
  at: number;
  rows: Promise<CategoryRow[]>;
}
const cache = new WeakMap<Database, Entry>();

/** Every category (any status), ordered by seq then id. */
export function allCategories(db: Database, now = Date.now()): Promise<CategoryRow[]> {
  const entry = cache.get(db);
  if (entry && now - entry.at < CATEGORY_TTL_MS) return entry.rows;
  const rows = db.select().from(categories).orderBy(asc(categories.seq), asc(categories.categoryId));
  const fresh: Entry = { at: now, rows: Promise.resolve(rows) };
  // A failed read is not kept.
  fresh.rows.catch(() => {
    if (cache.get(db) === fresh) cache.delete(db);
  });
  cache.set(db, fresh);
  return fresh.rows;
}

/** Forgets the cached rows (a change message, tests that change categories). */
export function forgetCategories(db: Database): void {
  cache.delete(db);
}

/** The id of a category and of every category below it (any status, as the search always had it). */
export async function categoryAndDescendantIds(db: Database, categoryId: number): Promise<number[]> {
  const rows = await allCategories(db);
  const children = new Map<number, number[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row.categoryId);
    children.set(row.parentId, list);
  }
  if (!rows.some((r) => r.categoryId === categoryId)) return [];
  const ids = new Set<number>();
  const walk = (id: number) => {
    if (ids.has(id)) return;
    ids.add(id);
    for (const child of children.get(id) ?? []) walk(child);
  };
  walk(categoryId);
  return [...ids];
}
