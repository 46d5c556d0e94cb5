// The name search's bigram index (drizzle/0012_search_index.sql, decisions/0020) and the capped list
// count, on PostgreSQL (PGlite instead where PostgreSQL is unavailable, decisions/0097), over the demo
// catalogue topped up with bulk products (seed/bulk.ts): every answer equals what a plain ILIKE over both
// names gives, whatever the index does.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildServer } from '../../app.ts';
import { queryRows } from '../../db/connection.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { bulkProducts } from '../seed/bulk.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { countCap } from './cards.ts';
import { containsPattern } from '../../lib/text.ts';
import { termGramsDecide, termHasGrams } from './query.ts';

interface Page {
  records: { prodId: number; prodName: string }[];
  total: number;
  pages: number;
}

const PRODUCTS = 3000;

it('termHasGrams mirrors mall_term_grams; termGramsDecide says when the keys are the whole match', () => {
  expect(termHasGrams('手机')).toBe(true);
  expect(termHasGrams('鞋')).toBe(true);
  expect(termHasGrams('phone')).toBe(true);
  expect(termHasGrams('a')).toBe(false);
  expect(termHasGrams('a b')).toBe(false);
  expect(termHasGrams('ab c')).toBe(true);
  expect(termGramsDecide('手机')).toBe(true);
  expect(termGramsDecide('鞋')).toBe(true);
  expect(termGramsDecide('k7')).toBe(true);
  expect(termGramsDecide('a')).toBe(false);
  expect(termGramsDecide('a b')).toBe(false);
  expect(termGramsDecide('phone')).toBe(false);
});

it('countCap counts 100 pages, and at least 1,000 matches', () => {
  expect(countCap(10)).toBe(1000);
  expect(countCap(20)).toBe(2000);
  expect(countCap(1)).toBe(1000);
});

describeEachDatabase('the name search index', (database) => {
  let app: FastifyInstance;

  const search = async (query: string): Promise<Page> => {
    const res = await app.inject({ url: `/api/search/searchProdPage?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  /** What the search must answer: on sale, open shop, either name ILIKE the term, newest first. */
  const expected = async (term: string) => {
    const pattern = containsPattern(term);
    return queryRows<{ prod_id: number }>(
      database().handle.db,
      sql`SELECT p.prod_id FROM products p JOIN shops s ON s.shop_id = p.shop_id
           WHERE p.status = 1 AND s.status = 1 AND (p.name_zh ILIKE ${pattern} OR p.name_en ILIKE ${pattern})
           ORDER BY p.created_at DESC, p.prod_id DESC`,
    );
  };

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 2 });
    const bulk = await bulkProducts(db, PRODUCTS);
    expect(bulk.after).toBe(PRODUCTS);
    app = await buildServer({ appDir: '/nonexistent/app', storybookDir: '/nonexistent/storybook', db });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('finds two-character Chinese terms, one Chinese character and English words of any case, as ILIKE does', async () => {
    for (const term of [
      '手机',
      '机',
      'phone',
      'PHONE',
      'Laptop',
      'Pro Max',
      'k7 p',
      '耳机',
      'K7',
      'pH',
      '%',
      '_a',
    ]) {
      const want = await expected(term);
      const page = await search(`prodName=${encodeURIComponent(term)}&size=20`);
      expect(page.total, term).toBe(Math.min(want.length, countCap(20)));
      expect(
        page.records.map((r) => r.prodId),
        term,
      ).toEqual(want.slice(0, 20).map((r) => r.prod_id));
    }
  });

  it('uses the index for the terms it has keys for (PostgreSQL plans)', async () => {
    const { db } = database().handle;
    await db.execute(sql`ANALYZE products`);
    await db.execute(sql`SET enable_seqscan = off`);
    try {
      const plan = await queryRows<Record<string, string>>(
        db,
        sql`EXPLAIN SELECT count(*) FROM products WHERE search_grams @> mall_term_grams('手机')`,
      );
      expect(plan.map((r) => Object.values(r)[0]).join('\n')).toContain('products_search_grams_idx');
    } finally {
      await db.execute(sql`SET enable_seqscan = on`);
    }
  });

  it('keeps the index in step with names changed or inserted by any code path', async () => {
    const { db } = database().handle;
    const [{ prod_id: prodId } = { prod_id: 0 }] = await queryRows<{ prod_id: number }>(
      db,
      sql`SELECT prod_id FROM products WHERE status = 1 ORDER BY prod_id LIMIT 1`,
    );
    await db.execute(
      sql`UPDATE products SET name_zh = '测试蓝牙音箱', name_en = 'Test Zyxwv Speaker' WHERE prod_id = ${prodId}`,
    );
    for (const term of ['蓝牙音箱', '箱', 'zyxwv']) {
      const page = await search(`prodName=${encodeURIComponent(term)}`);
      expect(
        page.records.map((r) => r.prodId),
        term,
      ).toEqual([prodId]);
    }
  });

  it('counts a list up to 100 pages, and the page beyond the count still holds the right products', async () => {
    const newest = await search('size=10');
    expect(newest.total).toBe(1000);
    expect(newest.pages).toBe(100);
    // A term matching more than the count stops at: its page comes from walking the date index instead
    // of the bigram index, and must be the same.
    for (const term of ['e', 'on', 'er', 'an']) {
      const want = await expected(term);
      if (want.length <= countCap(10)) continue;
      const page = await search(`prodName=${encodeURIComponent(term)}&size=10&current=3`);
      expect(page.total, term).toBe(1000);
      expect(
        page.records.map((r) => r.prodId),
        term,
      ).toEqual(want.slice(20, 30).map((r) => r.prod_id));
    }
    expect((await expected('an')).length).toBeGreaterThan(countCap(10));
  });
});
