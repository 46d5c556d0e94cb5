// Starts the mall: `PORT` (default 8080) and `HOST` (default 127.0.0.1; set 0.0.0.0 to reach it from
// another device) choose where it listens. The database is PGlite in `<repo>/data` (MALL_DATA_DIR to
// change it) or PostgreSQL when DATABASE_URL is set; pending migrations are applied before listening.
// Two modes (decisions/0028): the demo (NODE_ENV unset: seeded demo mall, SMS outbox, sandbox payments,
// said in the first log line) and production (NODE_ENV=production: every variable src/production.ts
// lists is checked before the database is opened, all missing ones printed, exit 1; no seed; a database
// marked as the demo's is refused, and so is one where a platform account still has its demo password).
// Several processes (decisions/0036): MALL_WORKERS (default: the cores on PostgreSQL, 1 on PGlite) > 1
// makes this process the primary of a node:cluster: it does the one-time work above (check, migrations,
// seed, key files), closes its database and forks the workers (src/cluster.ts), which run this same file
// and only open the database, build the server, start the scheduler and listen on the shared port.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { databaseConfigFromEnv, dataDirFromEnv, openDatabase, type DatabaseHandle } from './db/connection.ts';
import { accountConfigFromEnv } from './modules/account/config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { isDemoDatabase, NotADemoDatabaseError, seedIfEmpty } from './modules/seed/index.ts';
import { demoPlatformAccountsIn } from './modules/platform/demo.ts';
import { isProduction, sandboxPaymentsEnabled } from './lib/env.ts';
import { missingForProduction } from './production.ts';
import { jobs } from './jobs/index.ts';
import { startJobs } from './jobs/scheduler.ts';
import { databaseJobLock, postgresJobLock } from './jobs/lock.ts';
import { loadRsaKeys } from './modules/account/rsa.ts';
import { sandboxSecretFrom } from './modules/payment/config.ts';
import { identitySecretFrom } from './modules/identity/crypto.ts';
import { identityProviderFromEnv } from './modules/identity/providers.ts';
import { superviseWorkers, workersFromEnv } from './cluster.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const production = isProduction();
const config = databaseConfigFromEnv();
const where = config.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
const urlLine = (workers: number) =>
  `Mall: http://localhost:${port}/  ·  Merchant centre: http://localhost:${port}/merchant-center/  ·  API: http://localhost:${port}/api  ·  Docs: http://localhost:${port}/docs  ·  Storybook: http://localhost:${port}/storybook/  ·  Database: ${where}` +
  (workers > 1 ? `  ·  ${workers} worker processes` : '');

// A worker: the primary did the one-time work; open, build, listen.
if (cluster.isWorker) {
  await serve(await openDatabase(config));
  console.log(`Worker ${process.pid} listening.`);
} else {
  await primary();
}

async function primary(): Promise<void> {
  if (production) {
    const missing = missingForProduction();
    if (missing.length > 0) {
      console.error(
        `Production mode (NODE_ENV=production) cannot start: ${missing.length} setting(s) missing or unusable ` +
          `(docs/operations.md):\n${missing.map((line) => `  - ${line}`).join('\n')}`,
      );
      process.exit(1);
    }
    console.log('Production mode (NODE_ENV=production): no demo seed, no SMS outbox, real providers.');
    if (!identityProviderFromEnv()) {
      console.log(
        'Real-name verification is off (no identity provider): POST /p/user/realName answers "not available" ' +
          '(docs/operations.md, "Real-name verification").',
      );
    }
  } else {
    console.log(
      'DEMO MODE: seeded demo accounts with public passwords (demo / Demo@1234, shopN / Shop@1234, ' +
        'platform admin / Admin@1234), the ' +
        'development SMS outbox, sandbox payments without money. Not for real customers: see `npm run start:prod`.',
    );
  }

  let workers: number;
  try {
    workers = workersFromEnv(config.kind);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  const database = await openDatabase(config).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  await database.migrate();
  if (production) {
    // The demo's accounts have public passwords and a balance: production never serves them.
    if (await isDemoDatabase(database.db)) {
      console.error(
        'Production mode refuses this database: it is the demo mall (seeded by `npm start`, with demo ' +
          'accounts whose passwords are public). Start production on a new, empty database (DATABASE_URL or ' +
          'MALL_DATA_DIR).',
      );
      await database.close();
      process.exit(1);
    }
    // A platform account with its demo password (README) would let anyone take stores offline.
    const demoAccounts = await demoPlatformAccountsIn(database.db);
    if (demoAccounts.length > 0) {
      console.error(
        `Production mode refuses this database: the platform account(s) ${demoAccounts.join(', ')} still ` +
          'have the demo password printed in the README. Change the password (`npm run platform -- ' +
          'password <username>`) or disable the account first.',
      );
      await database.close();
      process.exit(1);
    }
  } else if (process.env.MALL_SEED !== '0') {
    // An empty database gets the demo mall and is marked as the demo's (MALL_SEED=0 skips it); a database
    // holding other data is never touched.
    try {
      const seeded = await seedIfEmpty(database.db, { activities: true });
      if (seeded) console.log(`Seeded the demo mall: ${seeded.products} products in ${seeded.shops} shops.`);
    } catch (error) {
      if (!(error instanceof NotADemoDatabaseError)) throw error;
      console.warn(`WARNING: ${error.message}`);
    }
  }

  if (workers === 1) {
    await serve(database);
    console.log(urlLine(1));
    return;
  }
  // The generated key files (RSA pair, SSO, identity and sandbox payment secrets) are made once here: workers
  // making them at the same time would each keep a different key and refuse each other's signatures.
  const dataDir = dataDirFromEnv();
  loadRsaKeys(dataDir);
  accountConfigFromEnv(dataDir);
  if (sandboxPaymentsEnabled()) sandboxSecretFrom(dataDir);
  identitySecretFrom(dataDir);
  await database.close();
  const code = await superviseWorkers(workers, { onAllListening: () => console.log(urlLine(workers)) });
  process.exit(code);
}

/** Builds the server on the database, starts the background jobs and listens; SIGINT/SIGTERM close all. */
async function serve(database: DatabaseHandle): Promise<void> {
  const app = await buildServer({
    appDir: `${root}packages/app/dist`,
    merchantDir: `${root}packages/merchant/dist`,
    platformDir: `${root}packages/platform/dist`,
    storybookDir: `${root}packages/server/public/storybook`,
    logger: process.env.MALL_LOG !== '0',
    db: database.db,
    // The RSA key pair and the development SSO secret live in the data folder (also with PostgreSQL).
    account: accountConfigFromEnv(dataDirFromEnv()),
  });
  // The background jobs (src/jobs/index.ts) stop, and their runs in progress end, before the database closes.
  // Each run takes the job's advisory lock first: of all the workers and instances on one PostgreSQL, one
  // runs it (decisions/0037).
  const scheduler = startJobs(database.db, jobs, {
    log: app.log,
    lock: config.kind === 'postgres' ? postgresJobLock(config.url) : databaseJobLock(database.db),
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await database.close();
  });

  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    void app.close().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // A worker gets a terminal's Ctrl-C twice (the whole process group, then the primary forwarding it):
    // it closes once and the second must not kill it mid-close. One process: a second Ctrl-C quits now.
    if (cluster.isWorker) process.on(signal, close);
    else process.once(signal, close);
  }

  await app.listen({ port, host });
}
