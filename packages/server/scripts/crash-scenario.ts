// The crash scenario (Proof issue, item 3.3): shoppers check out over HTTP against the real server
// process while it is killed with SIGKILL; the server is restarted on the same data and the invariants
// are checked in the database.
//
//   import { runCrashScenario } from '../packages/server/scripts/crash-scenario.ts';
//   const result = await runCrashScenario({
//     database: { kind: 'pglite', dataDir: '/tmp/mall-crash' },   // or { kind: 'postgres', url }
//     shoppers: 4,            // concurrent shoppers, each with its own token, balance and address
//     attempts: 40,           // submit attempts in all (each: confirm, submit, and every other one paid)
//     killAfterAnswered: 12,  // SIGKILL once this many submits were answered (default: a third)
//   });
//   result.violations  // [] when every invariant holds
//
// Options (CrashScenarioOptions): `database` names an EMPTY data folder (PGlite, created if missing) or
// an empty PostgreSQL database (migrated and seeded here); `shoppers`, `attempts`, `killAfterAnswered`
// or `killAfterMs` (whichever comes first), `balanceShare` (the share of orders paid by balance, default
// 0.5), `stockPerSku` (the stock of each of the 3 hot SKUs, default attempts: enough for about half of
// the units asked, so "insufficient stock" is part of the load), `seedPerLeaf` (the demo catalogue's
// size, default 1; the server seeds 9), `startTimeoutMs` (120 s) and `log`.
//
// What it does: seeds the database as the server would (migrations, demo mall), adds the shoppers with
// tokens (directly in the database) and sets the hot SKUs' stock; starts
// `node --import tsx packages/server/src/main.ts` on a free port of 127.0.0.1 (MALL_DEV_OUTBOX=1,
// MALL_LOG=0; MALL_DATA_DIR, or DATABASE_URL with a temporary folder for the keys); the shoppers loop
// confirm (buy now, 1-2 units of a hot SKU) + submit + pay by balance, signed like the storefront;
// SIGKILL; restart on the same data (for PGlite the lock file left by the dead process must be taken
// over); every submit that got no answer is sent again with its uuid (idempotent: the same orders or
// new ones, never two); every answered order is read back through the API; the server is stopped with
// SIGTERM and the database is opened (openDatabase) to check:
//   - every order whose submit was answered exists, with the answered numbers;
//   - per hot SKU: stock now + units in orders not cancelled = the initial stock;
//   - at most one order per settlement and shop; each order paid by at most one payment, and a paid
//     order (pay_time) by exactly one; every answered payment is paid;
//   - each shopper's wallet: initial balance + ledger = balance, and the balance payments are debited
//     exactly once each (ledger rows of reason order_pay, by payment number).
// It returns the figures (CrashScenarioResult). Used by src/crash.test.ts (small sizes) and the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { sign } from '@mall/domain';
import { openDatabase, queryRows, type DatabaseConfig } from '../src/db/connection.ts';
import { users } from '../src/modules/account/tables.ts';
import { issueToken } from '../src/modules/account/tokens.ts';
import { insertAddress } from '../src/modules/address/service.ts';
import { seedIfEmpty } from '../src/modules/seed/index.ts';
import { creditWallet } from '../src/modules/wallet/service.ts';
import { freePort } from '../src/test/postgres.ts';

export interface CrashScenarioOptions {
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  /** Concurrent shoppers (default 4). */
  shoppers?: number;
  /** Submit attempts in all, shared by the shoppers (default 40). */
  attempts?: number;
  /** SIGKILL once this many submits were answered (default a third of the attempts). */
  killAfterAnswered?: number;
  /** SIGKILL after this many ms of load at the latest (default none). */
  killAfterMs?: number;
  /** Share of the answered orders paid by balance right away (default 0.5). */
  balanceShare?: number;
  /** Initial stock of each hot SKU (default `attempts`). */
  stockPerSku?: number;
  /** Products per category leaf of the seeded demo catalogue (default 1, small; the server seeds 9). */
  seedPerLeaf?: number;
  /** How long a start may take (default 120 s: PGlite compiles its WebAssembly). */
  startTimeoutMs?: number;
  /** Progress lines (default silent). */
  log?: (line: string) => void;
}

export interface CrashScenarioResult {
  database: 'pglite' | 'postgres';
  shoppers: number;
  /** Submits sent (before the kill, then the unanswered ones again after the restart). */
  attempts: number;
  /** Submits answered with order numbers before the kill. */
  answeredSubmits: number;
  /** Submits answered with a refusal before the kill (e.g. insufficient stock). */
  refusedSubmits: number;
  /** Submits without an answer (cut by the kill) and what their retry after the restart did. */
  unansweredSubmits: number;
  retriedAnswered: number;
  /** Orders the answered submits named, and how many of them are in the database. */
  answeredOrders: number;
  ordersFound: number;
  /** All orders of the shoppers in the database. */
  ordersInDatabase: number;
  stock: { initial: number; after: number; sold: number };
  payments: { answered: number; paidInDatabase: number; doublePaid: number };
  /** When the kill came (ms after the load began) and how long the restart took. */
  killedAtMs: number;
  restartMs: number;
  /** PGlite: the killed server's lock file was still there and the restart took it over. */
  staleLockTakenOver: boolean | null;
  violations: string[];
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const HOT_SKUS = 3;

interface Server {
  child: ChildProcess;
  base: string;
  stderr: () => string;
}

async function startServer(env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err = (err + chunk.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}): ${err}`);
    }
    try {
      const res = await fetch(`${base}/api/webConfig/getPcWebConfig`);
      if (res.ok) return { child, base, stderr: () => err };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${timeoutMs} ms: ${err}`);
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

interface Answer {
  status: number;
  body: string;
}

/** A signed call like the storefront's; null when the connection failed (the server is gone). */
async function call(
  base: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<Answer | null> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers: Record<string, string> = { authorization: `bearer ${token}` };
  if (method !== 'GET') Object.assign(headers, sign({ body: text, origin: '', now: Date.now() }));
  if (text) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers,
      ...(text ? { body: text } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: res.status, body: await res.text() };
  } catch {
    return null;
  }
}

export async function runCrashScenario(options: CrashScenarioOptions): Promise<CrashScenarioResult> {
  const shopperCount = options.shoppers ?? 4;
  const attempts = options.attempts ?? 40;
  const killAfterAnswered = options.killAfterAnswered ?? Math.max(1, Math.floor(attempts / 3));
  const balanceShare = options.balanceShare ?? 0.5;
  const stockPerSku = options.stockPerSku ?? attempts;
  const startTimeoutMs = options.startTimeoutMs ?? 120_000;
  const log = options.log ?? (() => {});
  const violations: string[] = [];

  const config: DatabaseConfig =
    options.database.kind === 'pglite'
      ? { kind: 'pglite', dataDir: options.database.dataDir }
      : { kind: 'postgres', url: options.database.url, max: 2 };
  // PostgreSQL keeps the RSA keys and secrets in a data folder of its own (temporary here).
  const keysDir =
    options.database.kind === 'postgres' ? mkdtempSync(join(tmpdir(), 'mall-crash-keys-')) : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MALL_DEV_OUTBOX: '1',
    MALL_LOG: '0',
    NODE_ENV: 'development',
    MALL_DATA_DIR: options.database.kind === 'pglite' ? options.database.dataDir : keysDir!,
    DATABASE_URL: options.database.kind === 'postgres' ? options.database.url : '',
  };

  // 1. The data: migrated and seeded as the server does it, the shoppers, the hot SKUs' stock.
  log('preparing the database');
  const shoppers: { userId: string; token: string }[] = [];
  let hot: { prodId: number; skuId: number }[] = [];
  {
    const handle = await openDatabase(config);
    try {
      await handle.migrate();
      await seedIfEmpty(handle.db, { perLeaf: options.seedPerLeaf ?? 1 });
      for (let i = 0; i < shopperCount; i++) {
        const userId = `u${randomUUID().replaceAll('-', '')}`;
        await handle.db
          .insert(users)
          .values({ userId, userName: `crash_${userId.slice(1, 11)}`, nickName: `Crash ${i}` });
        await handle.db.transaction(async (tx) => {
          await insertAddress(tx, userId, {
            receiver: `压测${i}`,
            mobile: '13900000000',
            provinceId: 440000,
            province: '广东省',
            cityId: 440300,
            city: '深圳市',
            areaId: 440305,
            area: '南山区',
            addr: '科技园南路1号',
            commonAddr: 1,
          });
          await creditWallet(tx, userId, 100_000_000, 'seed', 'crash');
        });
        shoppers.push({ userId, token: (await issueToken(handle.db, userId)).token });
      }
      hot = (
        await queryRows<{ prod_id: number; sku_id: number }>(
          handle.db,
          sql`SELECT s.prod_id, s.sku_id FROM skus s JOIN products p ON p.prod_id = s.prod_id
              WHERE p.status = 1 AND s.status = 1 AND p.shop_id = 1 ORDER BY s.sku_id LIMIT ${HOT_SKUS}`,
        )
      ).map((r) => ({ prodId: Number(r.prod_id), skuId: Number(r.sku_id) }));
      if (hot.length < HOT_SKUS) throw new Error('the demo catalogue has too few SKUs on sale in shop 1');
      for (const { skuId } of hot) {
        await handle.db.execute(sql`UPDATE skus SET stocks = ${stockPerSku} WHERE sku_id = ${skuId}`);
      }
    } finally {
      await handle.close();
    }
  }
  const initialStock = stockPerSku * hot.length;

  // 2. The load, and the kill in the middle of it.
  log('starting the server');
  let server = await startServer(env, startTimeoutMs);
  type Attempt = {
    shopper: number;
    uuid: string | null;
    numbers: string[] | null;
    status: 'answered' | 'refused' | 'cut';
  };
  const tried: Attempt[] = [];
  const answeredPays: string[] = [];
  let answered = 0;
  let killed = false;
  let killedAtMs = 0;
  const began = Date.now();
  const kill = () => {
    if (killed) return;
    killed = true;
    killedAtMs = Date.now() - began;
    log(`SIGKILL after ${answered} answered submits (${killedAtMs} ms)`);
    server.child.kill('SIGKILL');
  };
  const timer = options.killAfterMs !== undefined ? setTimeout(kill, options.killAfterMs) : null;
  let next = 0;
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      while (!killed && next < attempts) {
        const n = next++;
        const product = hot[n % hot.length]!;
        const attempt: Attempt = { shopper: index, uuid: null, numbers: null, status: 'cut' };
        tried.push(attempt);
        const confirmed = await call(server.base, 'POST', '/p/order/confirm', shopper.token, {
          orderItem: { prodId: product.prodId, skuId: product.skuId, prodCount: 1 + (n % 2) },
          couponIds: [],
        });
        if (!confirmed) break;
        if (confirmed.status !== 200) {
          attempt.status = 'refused';
          continue;
        }
        attempt.uuid = (JSON.parse(confirmed.body) as { uuid: string }).uuid;
        const submitted = await call(server.base, 'POST', '/p/order/submit', shopper.token, {
          uuid: attempt.uuid,
          orderShopParam: [],
        });
        if (!submitted) break;
        if (submitted.status !== 200) {
          attempt.status = 'refused';
          continue;
        }
        attempt.status = 'answered';
        attempt.numbers = (JSON.parse(submitted.body) as { orderNumbers: string }).orderNumbers.split(',');
        answered += 1;
        if (answered >= killAfterAnswered) kill();
        if (n % Math.max(1, Math.round(1 / balanceShare)) === 0 && !killed) {
          const paid = await call(server.base, 'POST', '/p/order/pay', shopper.token, {
            orderNumbers: attempt.numbers.join(','),
            payType: 9,
          });
          if (paid?.status === 200) answeredPays.push((JSON.parse(paid.body) as { payNo: string }).payNo);
        }
      }
    }),
  );
  if (timer) clearTimeout(timer);
  if (!killed) kill();
  await exited(server.child);

  // 3. Restart on the same data (PGlite: over the dead process's lock file).
  const lockFile = options.database.kind === 'pglite' ? join(options.database.dataDir, 'pglite.lock') : null;
  const staleLockTakenOver = lockFile ? existsSync(lockFile) : null;
  log('restarting');
  const restartBegan = Date.now();
  try {
    server = await startServer(env, startTimeoutMs);
  } catch (error) {
    violations.push(`the server did not restart on the same data: ${(error as Error).message}`);
    if (keysDir) rmSync(keysDir, { recursive: true, force: true });
    return {
      database: options.database.kind,
      shoppers: shopperCount,
      attempts: tried.length,
      answeredSubmits: answered,
      refusedSubmits: tried.filter((a) => a.status === 'refused').length,
      unansweredSubmits: tried.filter((a) => a.status === 'cut').length,
      retriedAnswered: 0,
      answeredOrders: 0,
      ordersFound: 0,
      ordersInDatabase: 0,
      stock: { initial: initialStock, after: -1, sold: -1 },
      payments: { answered: answeredPays.length, paidInDatabase: -1, doublePaid: -1 },
      killedAtMs,
      restartMs: Date.now() - restartBegan,
      staleLockTakenOver,
      violations,
    };
  }
  const restartMs = Date.now() - restartBegan;
  log(`restarted in ${restartMs} ms`);

  // The cut submits again, with their uuid: the same orders if they were committed, else new ones.
  let retriedAnswered = 0;
  for (const attempt of tried.filter((a) => a.status === 'cut' && a.uuid)) {
    const again = await call(server.base, 'POST', '/p/order/submit', shoppers[attempt.shopper]!.token, {
      uuid: attempt.uuid,
      orderShopParam: [],
    });
    if (again?.status === 200) {
      retriedAnswered += 1;
      attempt.numbers = (JSON.parse(again.body) as { orderNumbers: string }).orderNumbers.split(',');
    } else if (!again || again.status >= 500) {
      violations.push(
        `retried submit ${attempt.uuid}: ${again ? `${again.status} ${again.body}` : 'no answer'}`,
      );
    }
  }
  // Every answered order through the API.
  for (const attempt of tried.filter((a) => a.status === 'answered')) {
    for (const number of attempt.numbers ?? []) {
      const res = await call(
        server.base,
        'GET',
        `/p/myOrder/orderDetail?orderNumber=${number}`,
        shoppers[attempt.shopper]!.token,
      );
      if (res?.status !== 200)
        violations.push(`answered order ${number} not readable after the restart: ${res?.status}`);
    }
  }
  server.child.kill('SIGTERM');
  await exited(server.child);

  // 4. The invariants, in the database.
  const handle = await openDatabase(config);
  try {
    const { db } = handle;
    const userIds = shoppers.map((s) => s.userId);
    const userList = sql.join(
      userIds.map((u) => sql`${u}`),
      sql`, `,
    );
    const orderRows = await queryRows<{
      order_number: string;
      status: number;
      pay_time: unknown;
      settlement_uuid: string;
    }>(
      db,
      sql`SELECT order_number, status, pay_time, settlement_uuid FROM orders WHERE user_id IN (${userList})`,
    );
    const numbers = new Set(orderRows.map((o) => o.order_number));
    const answeredNumbers = tried.filter((a) => a.status === 'answered').flatMap((a) => a.numbers ?? []);
    const ordersFound = answeredNumbers.filter((n) => numbers.has(n)).length;
    for (const n of answeredNumbers) if (!numbers.has(n)) violations.push(`answered order ${n} is missing`);
    for (const a of tried.filter((t) => t.numbers && t.status === 'cut')) {
      for (const n of a.numbers ?? []) if (!numbers.has(n)) violations.push(`retried order ${n} is missing`);
    }

    const skuList = sql.join(
      hot.map((h) => sql`${h.skuId}`),
      sql`, `,
    );
    const [stockRow] = await queryRows<{ stock: string | number }>(
      db,
      sql`SELECT coalesce(sum(stocks), 0) AS stock FROM skus WHERE sku_id IN (${skuList})`,
    );
    const [soldRow] = await queryRows<{ sold: string | number }>(
      db,
      sql`SELECT coalesce(sum(i.prod_count), 0) AS sold FROM order_items i JOIN orders o ON o.order_id = i.order_id
          WHERE i.sku_id IN (${skuList}) AND o.status <> 6`,
    );
    const after = Number(stockRow?.stock ?? -1);
    const sold = Number(soldRow?.sold ?? -1);
    if (after + sold !== initialStock) {
      violations.push(`stock ${after} + sold ${sold} = ${after + sold}, not the initial ${initialStock}`);
    }
    if (after < 0) violations.push(`negative stock: ${after}`);

    const perSettlement = await queryRows<{ settlement_uuid: string; n: string | number }>(
      db,
      sql`SELECT settlement_uuid, count(*) AS n FROM orders WHERE user_id IN (${userList})
          GROUP BY settlement_uuid, shop_id HAVING count(*) > 1`,
    );
    for (const r of perSettlement)
      violations.push(`settlement ${r.settlement_uuid} has ${r.n} orders for one shop`);

    const doublePaid = await queryRows<{ order_id: number; n: string | number }>(
      db,
      sql`SELECT po.order_id, count(*) AS n FROM payment_orders po JOIN payments p ON p.payment_id = po.payment_id
          WHERE p.status = 1 AND po.result = 1 GROUP BY po.order_id HAVING count(*) > 1`,
    );
    for (const r of doublePaid) violations.push(`order ${r.order_id} paid ${r.n} times`);
    const paidWithout = await queryRows<{ order_number: string }>(
      db,
      sql`SELECT o.order_number FROM orders o WHERE o.user_id IN (${userList}) AND o.pay_time IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM payment_orders po JOIN payments p ON p.payment_id = po.payment_id
                          WHERE po.order_id = o.order_id AND p.status = 1 AND po.result = 1)`,
    );
    for (const r of paidWithout) violations.push(`order ${r.order_number} is paid without a payment`);
    const payRows = await queryRows<{ payment_no: string; status: number; amount: number; pay_type: number }>(
      db,
      sql`SELECT payment_no, status, amount, pay_type FROM payments WHERE user_id IN (${userList})`,
    );
    const paidNos = new Set(payRows.filter((p) => Number(p.status) === 1).map((p) => p.payment_no));
    for (const no of answeredPays)
      if (!paidNos.has(no)) violations.push(`answered payment ${no} is not paid`);

    for (const { userId } of shoppers) {
      const [wallet] = await queryRows<{ balance: string | number }>(
        db,
        sql`SELECT balance_cents AS balance FROM user_wallets WHERE user_id = ${userId}`,
      );
      const ledger = await queryRows<{ change: string | number; reason: string; ref: string | null }>(
        db,
        sql`SELECT change_cents AS change, reason, ref FROM wallet_ledger WHERE user_id = ${userId}`,
      );
      const sum = ledger.reduce((a, r) => a + Number(r.change), 0);
      if (Number(wallet?.balance ?? 0) !== sum) {
        violations.push(`wallet of ${userId}: balance ${wallet?.balance} but the ledger adds up to ${sum}`);
      }
      const debits = new Map<string, number>();
      for (const r of ledger.filter((l) => l.reason === 'order_pay')) {
        debits.set(r.ref ?? '', (debits.get(r.ref ?? '') ?? 0) + 1);
      }
      for (const [ref, n] of debits) if (n > 1) violations.push(`payment ${ref} debited ${n} times`);
      const balancePaid = payRows.filter((p) => Number(p.pay_type) === 9 && Number(p.status) === 1);
      for (const p of balancePaid) {
        if (!debits.has(p.payment_no) && Number(p.amount) > 0) {
          // Only the shopper's own payments: payRows holds all shoppers', the ledger one shopper's.
          const mine = await queryRows<{ n: string | number }>(
            db,
            sql`SELECT count(*) AS n FROM payments WHERE payment_no = ${p.payment_no} AND user_id = ${userId}`,
          );
          if (Number(mine[0]?.n ?? 0) > 0)
            violations.push(`balance payment ${p.payment_no} was never debited`);
        }
      }
    }

    log(`${answered} answered submits, ${ordersFound} of ${answeredNumbers.length} answered orders found`);
    return {
      database: options.database.kind,
      shoppers: shopperCount,
      attempts: tried.length + tried.filter((a) => a.status === 'cut' && a.uuid).length,
      answeredSubmits: answered,
      refusedSubmits: tried.filter((a) => a.status === 'refused').length,
      unansweredSubmits: tried.filter((a) => a.status === 'cut').length,
      retriedAnswered,
      answeredOrders: answeredNumbers.length,
      ordersFound,
      ordersInDatabase: orderRows.length,
      stock: { initial: initialStock, after, sold },
      payments: {
        answered: answeredPays.length,
        paidInDatabase: paidNos.size,
        doublePaid: doublePaid.length,
      },
      killedAtMs,
      restartMs,
      staleLockTakenOver,
      violations,
    };
  } finally {
    await handle.close();
    if (keysDir) rmSync(keysDir, { recursive: true, force: true });
  }
}
