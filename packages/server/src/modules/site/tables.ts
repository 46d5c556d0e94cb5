// Site configuration: one row per field of spec section 3 (pcWelcomeCn, pcWelcomeEn, ...), seeded by a
// migration and answered by GET /webConfig/getPcWebConfig as one object.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
