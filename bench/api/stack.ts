// What a benchmark runs against: a database (a throw-away PGlite data folder, or PostgreSQL: DATABASE_URL
// or a throw-away Debian PostgreSQL 15 as the server tests start), prepared through the server's own
// modules (migrations, demo seed, bulk products, bench shoppers with tokens and addresses, the SKUs the
// load and the race buy), and the server itself as a separate process: `node --import tsx
// packages/server/src/main.ts` in the demo mode without seed or SMS outbox (production refuses a database
// the demo seeded: decisions/0028). Everything started here is stopped by `stopAll`,
// which run.ts calls on success, failure and Ctrl-C.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  openDatabase,
  queryRows,
  repoRoot,
  type Database,
  type DatabaseConfig,
} from '../../packages/server/src/db/connection.ts';
import { startTestPostgres, type TestPostgres } from '../../packages/server/src/test/postgres.ts';
import { freePort } from '../../scripts/local-server.mjs';
import { seedIfEmpty } from '../../packages/server/src/modules/seed/index.ts';
import { bulkProducts } from '../../packages/server/src/modules/seed/bulk.ts';
import { users } from '../../packages/server/src/modules/account/tables.ts';
import { issueToken } from '../../packages/server/src/modules/account/tokens.ts';
import { insertAddress } from '../../packages/server/src/modules/address/service.ts';
import { products, skus } from '../../packages/server/src/modules/catalog/tables.ts';
import { shops } from '../../packages/server/src/modules/shop/tables.ts';

export type DbKind = 'pglite' | 'postgres';

const cleanups: (() => Promise<void> | void)[] = [];

/** Stops every process and removes every folder this module started or made, newest first. */
export async function stopAll(): Promise<void> {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    try {
      await cleanup();
    } catch (error) {
      console.error('cleanup:', error);
    }
  }
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let postgres: TestPostgres | undefined;

/** A PostgreSQL cluster for the whole run: DATABASE_URL, else a throw-away one (stopped by stopAll). */
async function cluster(): Promise<string> {
  if (!postgres) {
    postgres = await startTestPostgres();
    const started = postgres;
    cleanups.push(async () => {
      await started.stop();
      postgres = undefined;
    });
  }
  return postgres.url;
}

/** Where a benchmark's data lives: a fresh PGlite folder, or a fresh database in the cluster. */
export interface Target {
  kind: DbKind;
  /** For the server process: DATABASE_URL or MALL_DATA_DIR. */
  env: Record<string, string>;
  config: DatabaseConfig;
  /** The data folder (RSA keys, and PGlite's files). */
  dataDir: string;
}

export async function freshTarget(kind: DbKind, name: string): Promise<Target> {
  const dataDir = tempDir(`mall-bench-${name}-`);
  if (kind === 'pglite') {
    return { kind, env: { MALL_DATA_DIR: dataDir }, config: { kind: 'pglite', dataDir }, dataDir };
  }
  const base = await cluster();
  const url = new URL(base);
  const database = `bench_${name.replace(/\W/g, '_')}_${Date.now()}`;
  const admin = await openDatabase({ kind: 'postgres', url: base, max: 1 });
  try {
    await admin.db.execute(sql.raw(`CREATE DATABASE ${database}`));
  } finally {
    await admin.close();
  }
  url.pathname = `/${database}`;
  // On a PostgreSQL of your own (DATABASE_URL), the bench's databases are dropped again at the end.
  if (process.env.DATABASE_URL) {
    cleanups.push(async () => {
      const admin = await openDatabase({ kind: 'postgres', url: base, max: 1 });
      try {
        await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
      } finally {
        await admin.close();
      }
    });
  }
  return {
    kind,
    env: { DATABASE_URL: url.toString(), MALL_DATA_DIR: dataDir },
    config: { kind: 'postgres', url: url.toString(), max: 2 },
    dataDir,
  };
}

/** Opens the target's database for preparation or checks (the server must not be running on PGlite). */
export async function withDatabase<T>(target: Target, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase(target.config);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

export interface Shopper {
  userId: string;
  token: string;
}

export interface Item {
  prodId: number;
  skuId: number;
  shopId: number;
}

export interface Prepared {
  shoppers: Shopper[];
  /** The SKU the load's cart changes and orders buy (stock large enough for any run). */
  loadItem: Item;
  /** Two more SKUs each shopper has in the cart. */
  cartItems: Item[];
  /** The SKU of the stock race. */
  raceItem: Item;
  /** Product ids to ask for (on sale). */
  prodIds: number[];
  /** Top-level category ids. */
  topCategories: number[];
  products: number;
}

export const RACE_STOCK = 100;
const LOAD_STOCK = 10_000_000;

/** Migrates, seeds the demo mall (and bulk products up to `productCount`), adds the bench shoppers. */
export async function prepare(
  target: Target,
  options: { shoppers: number; productCount?: number; log?: (line: string) => void },
): Promise<Prepared> {
  const handle = await openDatabase(target.config);
  try {
    await handle.migrate();
    const db = handle.db;
    await seedIfEmpty(db);
    if (options.productCount) await bulkProducts(db, options.productCount, options.log);

    // Shoppers: users with a default address and a fresh token each (no login, so no rate limit).
    const shoppers: Shopper[] = [];
    for (let i = 1; i <= options.shoppers; i++) {
      const n = String(i).padStart(4, '0');
      const userId = `ubench00000000000000000000000${n}`;
      const inserted = await db
        .insert(users)
        .values({ userId, userName: `bench${n}`, mobile: `1390000${n}`, nickName: `压测${n}` })
        .onConflictDoNothing()
        .returning({ userId: users.userId });
      if (inserted.length > 0) {
        await insertAddress(db, userId, {
          receiver: `压测${n}`,
          mobile: `1390000${n}`,
          provinceId: 310000,
          province: '上海市',
          cityId: 310100,
          city: '上海市',
          areaId: 310115,
          area: '浦东新区',
          addr: `世纪大道${i}号`,
          commonAddr: 1,
        });
      }
      shoppers.push({ userId, token: (await issueToken(db, userId)).token });
    }

    // The first few products on sale in open shops, each with its first SKU on sale.
    const candidates = await db
      .select({ prodId: products.prodId, shopId: products.shopId, skuId: skus.skuId })
      .from(products)
      .innerJoin(shops, eq(shops.shopId, products.shopId))
      .innerJoin(skus, eq(skus.prodId, products.prodId))
      .where(and(eq(products.status, 1), eq(shops.status, 1), eq(skus.status, 1)))
      .orderBy(asc(products.prodId), asc(skus.skuId))
      .limit(200);
    const firstPerProduct = candidates.filter(
      (row, i) => i === 0 || candidates[i - 1]!.prodId !== row.prodId,
    );
    const [loadItem, raceItem, ...others] = firstPerProduct;
    if (!loadItem || !raceItem || others.length < 2) throw new Error('not enough products on sale');
    for (const [item, stocks] of [
      [loadItem, LOAD_STOCK],
      [raceItem, RACE_STOCK],
      [others[0]!, LOAD_STOCK],
      [others[1]!, LOAD_STOCK],
    ] as const) {
      await setStock(db, item, stocks);
    }
    const prodIds = (
      await queryRows<{ prod_id: number }>(
        db,
        sql`SELECT prod_id FROM products WHERE status = 1 AND prod_id <= 400 ORDER BY prod_id`,
      )
    ).map((r) => r.prod_id);
    const topCategories = (
      await queryRows<{ category_id: number }>(
        db,
        sql`SELECT category_id FROM categories WHERE parent_id = 0 AND status = 1 ORDER BY seq`,
      )
    ).map((r) => r.category_id);
    const [{ n = 0 } = {}] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM products`);
    return {
      shoppers,
      loadItem,
      raceItem,
      cartItems: [others[0]!, others[1]!],
      prodIds,
      topCategories,
      products: n,
    };
  } finally {
    await handle.close();
  }
}

/** Sets one SKU's stock (and its product's total, which is kept with the SKUs). */
export async function setStock(db: Database, item: Item, stocks: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(skus).set({ stocks }).where(eq(skus.skuId, item.skuId));
    await tx.execute(
      sql`UPDATE products SET total_stocks = (SELECT coalesce(sum(stocks), 0) FROM skus WHERE prod_id = ${item.prodId}) WHERE prod_id = ${item.prodId}`,
    );
  });
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /**
   * Peak RSS (VmHWM) in MB of each live server process: the primary and its workers under MALL_WORKERS
   * > 1 (decisions/0036), the one process otherwise. `max` is the largest worker's (or the one
   * process's), `sum` all of them together.
   */
  peakRss(): { processes: number; max: number; sum: number };
  stop(): Promise<void>;
}

/**
 * Starts the API server as a separate process (demo mode: the database holds the demo mall, which
 * production refuses; no seed, no SMS outbox) and waits until it answers.
 */
export async function startServer(
  target: Target,
  options: { cpuProfileDir?: string | undefined; requestLog?: boolean | undefined } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const profile = options.cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', join(repoRoot, 'packages/server/src/main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...target.env,
        ...(target.kind === 'pglite' ? { DATABASE_URL: '' } : {}),
        NODE_ENV: 'development',
        MALL_DEV_OUTBOX: '0',
        PORT: String(port),
        HOST: '127.0.0.1',
        MALL_LOG: options.requestLog ? '1' : '0',
        MALL_SEED: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  // The tail only: with --server-log every request writes a line.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      exited = true;
      resolveExit();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`the server exited while starting:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/category/categoryInfo`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid!;
  return {
    baseUrl,
    pid,
    peakRss: () => peakRss(pid),
    stop: async () => {
      await stop();
      const i = cleanups.indexOf(stop);
      if (i >= 0) cleanups.splice(i, 1);
    },
  };
}

/** VmHWM of one process in MB; 0 when it is gone. */
function hwmMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The live children of a process (its cluster workers), from the parent field of /proc/<pid>/stat. */
function childPids(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: the command name may hold spaces, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function peakRss(pid: number): { processes: number; max: number; sum: number } {
  const own = hwmMb(pid);
  const workers = childPids(pid).map(hwmMb);
  if (workers.length === 0) return { processes: 1, max: own, sum: own };
  return {
    processes: 1 + workers.length,
    max: Math.max(...workers),
    sum: own + workers.reduce((a, b) => a + b, 0),
  };
}

/** Whether the working tree has changes not committed (the figures are then of HEAD plus those). */
export function gitDirty(): boolean {
  try {
    return execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot }).toString().trim() !== '';
  } catch {
    return false;
  }
}

export function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** A throw-away redis-server (Debian's) for the run, without persistence; its URL. Stopped by stopAll. */
export async function startRedis(): Promise<string> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.env.REDIS_SERVER || '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  let exited = false;
  const exit = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      exited = true;
      resolveExit();
    }),
  );
  cleanups.push(async () => {
    if (exited) return;
    child.kill('SIGTERM');
    await exit;
  });
  const url = `redis://127.0.0.1:${port}`;
  const { Redis } = await import('ioredis');
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (exited) throw new Error('redis-server exited while starting');
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await client.connect();
      if ((await client.ping()) === 'PONG') return url;
    } catch {
      if (Date.now() > deadline) throw new Error('redis-server did not answer in 10 s');
    } finally {
      client.disconnect();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
