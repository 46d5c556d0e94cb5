// Starts the mall: `PORT` (default 8080) and `HOST` (default 127.0.0.1; set 0.0.0.0 to reach it from
// another device) choose where it listens. The database is PGlite in `<repo>/data` (MALL_DATA_DIR to
// change it) or PostgreSQL when DATABASE_URL is set; pending migrations are applied before listening.
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { databaseConfigFromEnv, dataDirFromEnv, openDatabase } from './db/connection.ts';
import { accountConfigFromEnv } from './modules/account/config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { seedIfEmpty } from './modules/seed/index.ts';
import { jobs } from './jobs/index.ts';
import { startJobs } from './jobs/scheduler.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

const config = databaseConfigFromEnv();
const database = await openDatabase(config).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
await database.migrate();
// A fresh database gets the demo catalogue and shoppers (MALL_SEED=0 skips it, e.g. in production).
if (process.env.MALL_SEED !== '0') {
  const seeded = await seedIfEmpty(database.db);
  if (seeded) console.log(`Seeded the demo mall: ${seeded.products} products in ${seeded.shops} shops.`);
}

const app = await buildServer({
  appDir: `${root}packages/app/dist`,
  storybookDir: `${root}packages/server/public/storybook`,
  logger: process.env.MALL_LOG !== '0',
  db: database.db,
  // The RSA key pair and the development SSO secret live in the data folder (also with PostgreSQL).
  account: accountConfigFromEnv(dataDirFromEnv()),
});
// The background jobs (src/jobs/index.ts) stop, and their runs in progress end, before the database closes.
const scheduler = startJobs(database.db, jobs, { log: app.log });
app.addHook('onClose', async () => {
  await scheduler.stop();
  await database.close();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
const where = config.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
console.log(
  `Mall: http://localhost:${port}/  ·  API: http://localhost:${port}/api  ·  Docs: http://localhost:${port}/docs  ·  Storybook: http://localhost:${port}/storybook/  ·  Database: ${where}`,
);
