// Whether this database is the demo mall's (decisions/0028). The demo seed claims a database only when it
// is empty (no shopper, shop, product, merchant or platform account) or already holds the demo shoppers (a data
// folder seeded before the mark existed), and marks it in the same transaction; `demoGuard` is the one
// check every demo step (catalogue, demo shoppers, demo merchants, backfills) runs first in its own
// transaction: never in production, never on an unmarked database.
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { isProduction } from '../../lib/env.ts';
import { users } from '../account/tables.ts';
import { products } from '../catalog/tables.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { platformUsers } from '../platform/tables.ts';
import { shops } from '../shop/tables.ts';
import { demoDatabase } from './tables.ts';

/** The demo shoppers' fixed user ids (account/demo.ts); registration never makes such an id (`u` + hex). */
const DEMO_SHOPPER_IDS = ['udemo0000000000000000000000000001', 'udemo0000000000000000000000000002'];

/** The demo seed was asked to fill a database that holds data of its own. */
export class NotADemoDatabaseError extends Error {
  constructor() {
    super(
      'The demo seed refuses this database: it holds shoppers, shops, products or merchant accounts that ' +
        'the demo did not make (it is not marked as a demo database). Nothing was seeded. Use an empty ' +
        'database (another MALL_DATA_DIR or DATABASE_URL) for the demo, or MALL_SEED=0 to skip the seed.',
    );
    this.name = 'NotADemoDatabaseError';
  }
}

/** A demo step was asked to run with NODE_ENV=production. */
export class DemoInProductionError extends Error {
  constructor() {
    super('The demo seed and the demo accounts never run with NODE_ENV=production.');
    this.name = 'DemoInProductionError';
  }
}

/** Serialises claims of several instances starting at once on one PostgreSQL. */
const lockClaim = (tx: Database) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('mall:demo-seed'))`);

async function marked(tx: Database): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(demoDatabase);
  return (row?.n ?? 0) > 0;
}

async function holdsDemoShoppers(tx: Database): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(users).where(inArray(users.userId, DEMO_SHOPPER_IDS));
  return (row?.n ?? 0) > 0;
}

async function isEmpty(tx: Database): Promise<boolean> {
  for (const table of [users, shops, products, merchantAccounts, platformUsers]) {
    const [row] = await tx.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return false;
  }
  return true;
}

/**
 * Whether this database is (or holds) the demo mall: marked, or holding the demo shoppers, whose
 * passwords are public. A production start refuses it.
 */
export async function isDemoDatabase(db: Database): Promise<boolean> {
  return (await marked(db)) || (await holdsDemoShoppers(db));
}

/**
 * Marks the database as the demo's when it is empty or already the demo's (a data folder seeded before
 * the mark existed); answers whether it is the demo's now. Never in production.
 */
export async function claimForDemo(db: Database): Promise<boolean> {
  if (isProduction()) throw new DemoInProductionError();
  return db.transaction(async (tx) => {
    await lockClaim(tx);
    if (await marked(tx)) return true;
    if (!(await holdsDemoShoppers(tx)) && !(await isEmpty(tx))) return false;
    await tx.insert(demoDatabase).values({ id: 1 }).onConflictDoNothing();
    return true;
  });
}

/**
 * The first statement of every demo step's transaction: throws unless this is a marked demo database
 * outside production. Takes the claim's lock, so steps of two instances starting at once run one after
 * the other.
 */
export async function demoGuard(tx: Database): Promise<void> {
  if (isProduction()) throw new DemoInProductionError();
  await lockClaim(tx);
  if (!(await marked(tx))) throw new NotADemoDatabaseError();
}
