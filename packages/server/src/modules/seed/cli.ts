// `npm run seed`: seeds the demo catalogue into the configured database (DATABASE_URL, else PGlite in
// MALL_DATA_DIR or <repo>/data) when it is empty. Migrates first. `npm run seed -- --products N` then
// tops the catalogue up to N products with bulk-generated ones (bulk.ts; for scale benchmarks). A database
// holding data the demo did not make, or NODE_ENV=production, is refused (exit 2; decisions/0028).
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, openDatabase } from '../../db/connection.ts';
import { isProduction } from '../../lib/env.ts';
import { bulkProducts } from './bulk.ts';
import { DemoInProductionError, NotADemoDatabaseError, seedIfEmpty } from './index.ts';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const target = values.products === undefined ? undefined : Number(values.products.replace(/[_,]/g, ''));
if (target !== undefined && !(Number.isInteger(target) && target >= 0)) {
  console.error(`--products wants a whole number, not ${values.products}`);
  process.exit(2);
}

if (isProduction()) {
  console.error(new DemoInProductionError().message);
  process.exit(2);
}

const config = databaseConfigFromEnv();
const database = await openDatabase(config);
try {
  await database.migrate();
  const started = Date.now();
  const summary = await seedIfEmpty(database.db, { activities: true }).catch((error: unknown) => {
    if (!(error instanceof NotADemoDatabaseError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
    return 'refused' as const;
  });
  if (summary !== 'refused') {
    console.log(
      summary
        ? `Seeded ${summary.products} products (${summary.skus} SKUs, ${summary.comments} comments) in ${summary.shops} shops and ${summary.categories} categories, ${Date.now() - started} ms`
        : 'The catalogue is not empty: nothing seeded',
    );
  }
  if (summary !== 'refused' && target !== undefined) {
    const bulk = await bulkProducts(database.db, target, (line) => console.log(line));
    console.log(
      bulk.after > bulk.before
        ? `Generated ${bulk.after - bulk.before} products (now ${bulk.after}) in ${bulk.ms} ms`
        : `The catalogue already holds ${bulk.before} products: nothing generated`,
    );
  }
} finally {
  await database.close();
}
