// How long the platform's reports take (decisions/0092): on the demo mall, then with 100,000 paid orders
// (and their lines), 200,000 page logs and 20,000 members added over 90 days. Prints the times; asserts
// nothing. PGlite in a temporary folder, or PostgreSQL with DATABASE_URL (an EMPTY database).
//
//   node --import tsx packages/server/scripts/bench-report.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beijingDay, dayText, beijingDayNumber } from '@mall/domain';
import { openDatabase } from '../src/db/connection.ts';
import { reportDaily, reportTopProducts, reportTopShops } from '../src/modules/report/service.ts';
import { seedIfEmpty } from '../src/modules/seed/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'mall-bench-report-'));
const handle = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dataDir: dir },
);
try {
  await handle.migrate();
  await seedIfEmpty(handle.db);
  const today = beijingDayNumber(Date.now());
  const range = { startDate: dayText(today - 29), endDate: beijingDay(Date.now()) };
  const quarter = { startDate: dayText(today - 91), endDate: range.endDate };
  const time = async (label: string) => {
    for (const [name, r] of [
      ['30 days', range],
      ['92 days', quarter],
    ] as const) {
      const t0 = performance.now();
      await reportDaily(handle.db, r);
      const t1 = performance.now();
      await reportTopProducts(handle.db, r, 10, 'zh');
      const t2 = performance.now();
      await reportTopShops(handle.db, r, 10, 'zh');
      const t3 = performance.now();
      console.log(
        `${label}, ${name}: daily ${(t1 - t0).toFixed(0)} ms, topProducts ${(t2 - t1).toFixed(0)} ms, topShops ${(t3 - t2).toFixed(0)} ms`,
      );
    }
  };
  await time('demo data (warm-up)');
  await time('demo data');
  const t = performance.now();
  // 100k paid orders of the demo's users, stores and products over the last 90 days, one line each.
  await handle.db.execute(sql`
    INSERT INTO orders (order_number, settlement_uuid, user_id, shop_id, status, total, actual_total, product_nums, user_addr, created_at, pay_time)
    SELECT 'B' || lpad(g::text, 19, '0'), gen_random_uuid(), u.user_id, p.shop_id, 5, 1000 + g % 9000, 1000 + g % 9000, 1, '{}'::jsonb,
           now() - (g % 90) * interval '1 day' - (g % 86400) * interval '1 second',
           now() - (g % 90) * interval '1 day' - (g % 86400) * interval '1 second'
    FROM generate_series(1, 100000) AS g
    CROSS JOIN LATERAL (SELECT user_id FROM users ORDER BY user_id LIMIT 1) AS u
    CROSS JOIN LATERAL (SELECT prod_id, shop_id FROM products ORDER BY prod_id OFFSET (g % 50) LIMIT 1) AS p`);
  await handle.db.execute(sql`
    INSERT INTO order_items (order_id, order_number, shop_id, prod_id, sku_id, category_id, prod_name_zh, prod_name_en, price, prod_count, actual_total)
    SELECT o.order_id, o.order_number, o.shop_id, p.prod_id, 1, p.category_id, 'x', 'x', o.actual_total, 1, o.actual_total
    FROM orders o CROSS JOIN LATERAL (SELECT prod_id, category_id FROM products WHERE shop_id = o.shop_id ORDER BY prod_id LIMIT 1) AS p
    WHERE o.order_number LIKE 'B%'`);
  await handle.db.execute(sql`
    INSERT INTO flow_logs (kind, page_id, step, visit_type, uuid, ip, created_at)
    SELECT 'visit', 1, 0, 1, 'u' || (g % 30000), '10.0.0.1', now() - (g % 90) * interval '1 day'
    FROM generate_series(1, 200000) AS g`);
  await handle.db.execute(sql`
    INSERT INTO users (user_id, nick_name, created_at)
    SELECT 'bench' || g, 'b', now() - (g % 90) * interval '1 day' FROM generate_series(1, 20000) AS g`);
  await handle.db.execute(sql`ANALYZE`);
  console.log(
    `added 100k orders, 200k page logs, 20k members in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  await time('100k orders (warm-up)');
  await time('100k orders');
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
