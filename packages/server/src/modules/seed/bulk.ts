// Bulk products for scale tests (`npm run seed -- --products N`): tops the catalogue up to N products,
// generated inside the database with generate_series (no row crosses the wire), in chunks of
// 100,000, so a million products take minutes. Names follow the demo's pattern, brand + model +
// adjective + the leaf's noun, in both languages (星耀 K7 Pro 旗舰5G手机 / Xingyao K7 Pro Flagship
// 5G Phone), so a search for 手机 or phone hits the same share of the catalogue at every size
// (three leaves in 35). Each product gets two SKUs with stock. Requires the demo catalogue (shops and
// categories), which `seedIfEmpty` makes first. Its statements run without the statement timeout of a
// PostgreSQL pool (SET LOCAL in each transaction): a chunk of 100,000 rows may take longer.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { queryRows } from '../../db/connection.ts';
import { adjectives, modelSuffixes, shopSpecs, tree } from './data.ts';

/** Products per INSERT statement (one transaction each). */
const CHUNK = 100_000;

/** One (category, shop, brand, noun) combination a generated product is made from. */
interface Combo {
  categoryId: number;
  shopId: number;
  brandZh: string;
  brandEn: string;
  nounZh: string;
  nounEn: string;
}

/** Every leaf category (ids as generate.ts gives them) with each shop selling its top and each brand. */
export function bulkCombos(): Combo[] {
  const combos: Combo[] = [];
  let categoryId = 0;
  tree.forEach((top, t) => {
    categoryId++;
    const shopIds = shopSpecs.flatMap((spec, i) => (spec.tops.includes(t) ? [i + 1] : []));
    for (const branch of top.branches) {
      categoryId++;
      for (const leaf of branch.leaves) {
        const leafId = ++categoryId;
        // Each leaf gets the same number of combinations, so each noun the same share of products.
        for (let k = 0; k < 12; k++) {
          const brand = top.brands[k % top.brands.length]!;
          combos.push({
            categoryId: leafId,
            shopId: shopIds[k % Math.max(1, shopIds.length)] ?? 1,
            brandZh: brand[0],
            brandEn: brand[1],
            nounZh: leaf.noun[0],
            nounEn: leaf.noun[1],
          });
        }
      }
    }
  });
  return combos;
}

const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const intArray = (values: readonly number[]): SQL => sql.raw(`ARRAY[${values.map(Number).join(',')}]::int[]`);

export interface BulkResult {
  before: number;
  after: number;
  ms: number;
}

/** Adds generated products (and their SKUs) until the catalogue holds `target` products. */
export async function bulkProducts(
  db: Database,
  target: number,
  log: (line: string) => void = () => {},
): Promise<BulkResult> {
  const started = Date.now();
  const [{ n: before = 0, max: maxId = 0 } = {}] = await queryRows<{ n: number; max: number }>(
    db,
    sql`SELECT count(*)::int AS n, coalesce(max(prod_id), 0)::int AS max FROM products`,
  );
  const combos = bulkCombos();
  const c = {
    category: intArray(combos.map((x) => x.categoryId)),
    shop: intArray(combos.map((x) => x.shopId)),
    brandZh: textArray(combos.map((x) => x.brandZh)),
    brandEn: textArray(combos.map((x) => x.brandEn)),
    nounZh: textArray(combos.map((x) => x.nounZh)),
    nounEn: textArray(combos.map((x) => x.nounEn)),
    adjZh: textArray(adjectives.map((a) => a[0])),
    adjEn: textArray(adjectives.map((a) => a[1])),
    suffix: textArray(modelSuffixes),
  };
  const n = combos.length;
  const na = adjectives.length;
  const ns = modelSuffixes.length;
  let done = 0;
  const missing = Math.max(0, target - before);
  while (done < missing) {
    const size = Math.min(CHUNK, missing - done);
    const from = maxId + done + 1;
    const to = from + size - 1;
    await db.transaction(async (tx) => {
      // A chunk may take longer than the pool's statement timeout (MALL_DB_STATEMENT_TIMEOUT_MS).
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      // g walks the new ids; the combination, adjective and model come from g by different strides.
      await tx.execute(sql`
        INSERT INTO products (prod_id, shop_id, category_id, name_zh, name_en, brief_zh, brief_en, pic, imgs,
                              price, ori_price, status, sold_num, total_stocks, prod_type, created_at, updated_at)
        SELECT g::int,
               (${c.shop})[1 + k],
               (${c.category})[1 + k],
               (${c.brandZh})[1 + k] || ' ' || model || ' ' || (${c.adjZh})[1 + a] || (${c.nounZh})[1 + k],
               (${c.brandEn})[1 + k] || ' ' || model || ' ' || (${c.adjEn})[1 + a] || ' ' || (${c.nounEn})[1 + k],
               (${c.adjZh})[1 + a] || (${c.nounZh})[1 + k] || '，正品保障',
               (${c.adjEn})[1 + a] || ' ' || (${c.nounEn})[1 + k] || '. Genuine guaranteed.',
               '/api/img/prod/' || g || '.svg',
               '/api/img/prod/' || g || '.svg',
               price::int, (price + price / 5)::int, 1, ((g * 7919) % 5000)::int, 200, 0,
               now() - make_interval(secs => (g * 104729) % 25920000),
               now()
          FROM (
            SELECT g,
                   ((g * 7) % ${sql.raw(String(n))})::int AS k,
                   ((g * 3) % ${sql.raw(String(na))})::int AS a,
                   chr((65 + g % 26)::int) || (1 + (g / 26) % 9)::text || (${c.suffix})[1 + ((g / 234) % ${sql.raw(String(ns))})::int] AS model,
                   990 + ((g * 7919) % 99000) * 10 AS price
              FROM generate_series(${from}::bigint, ${to}::bigint) AS g
          ) AS s
      `);
      await tx.execute(sql`
        INSERT INTO skus (prod_id, properties_zh, properties_en, sku_name_zh, sku_name_en, price, ori_price, stocks, pic)
        SELECT p.prod_id, v.pzh, v.pen, v.nzh, v.nen, p.price + v.extra, p.ori_price + v.extra, 100, p.pic
          FROM products p
         CROSS JOIN (VALUES ('颜色:黑色', 'Colour:Black', '黑色', 'Black', 0),
                            ('颜色:白色', 'Colour:White', '白色', 'White', 1000)) AS v(pzh, pen, nzh, nen, extra)
         WHERE p.prod_id BETWEEN ${from}::int AND ${to}::int
         ORDER BY p.prod_id
      `);
    });
    done += size;
    log(`  ${before + done} products (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  if (missing > 0) {
    for (const [table, column] of [
      ['products', 'prod_id'],
      ['skus', 'sku_id'],
    ] as const) {
      await db.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT coalesce(max(${column}), 0) + 1 FROM ${table}), false)`,
        ),
      );
    }
    // Fresh statistics for every table (the shops too, which autovacuum may not have analyzed yet), so
    // the planner knows the new sizes and how common each search bigram is.
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL statement_timeout = 0`);
      await tx.execute(sql`ANALYZE`);
    });
  }
  return { before, after: before + missing, ms: Date.now() - started };
}
