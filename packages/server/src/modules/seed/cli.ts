// `npx tsx packages/server/src/modules/seed/cli.ts`: seeds the demo catalogue into the configured
// database (DATABASE_URL, else PGlite in MALL_DATA_DIR or <repo>/data) when it is empty. Migrates first.
import { databaseConfigFromEnv, openDatabase } from '../../db/connection.ts';
import { seedIfEmpty } from './index.ts';

const config = databaseConfigFromEnv();
const database = await openDatabase(config);
try {
  await database.migrate();
  const started = Date.now();
  const summary = await seedIfEmpty(database.db);
  console.log(
    summary
      ? `Seeded ${summary.products} products (${summary.skus} SKUs, ${summary.comments} comments) in ${summary.shops} shops and ${summary.categories} categories, ${Date.now() - started} ms`
      : 'The catalogue is not empty: nothing seeded',
  );
} finally {
  await database.close();
}
