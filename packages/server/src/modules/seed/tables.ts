// The demo mark (decisions/0028): one row when this database holds the demo mall. The demo seed marks an
// empty database before it fills it, and every demo step (catalogue, shoppers, merchants) runs only on a
// marked database; a production start refuses a marked one (main.ts).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

export const demoDatabase = pgTable(
  'demo_database',
  {
    /** Always 1: at most one row. */
    id: integer('id').primaryKey().default(1),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('demo_database_one_row', sql`${t.id} = 1`)],
);
