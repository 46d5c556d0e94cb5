// The address book (issue 5): a shopper's delivery addresses with the contract's fields; at most one
// default per user (common_addr = 1), enforced by a partial unique index.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

export const userAddresses = pgTable(
  'user_addresses',
  {
    addrId: integer('addr_id').primaryKey().generatedByDefaultAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    receiver: text('receiver').notNull(),
    mobile: text('mobile').notNull(),
    /** GB/T 2260 codes and names. */
    provinceId: integer('province_id').notNull(),
    province: text('province').notNull(),
    cityId: integer('city_id').notNull(),
    city: text('city').notNull(),
    areaId: integer('area_id').notNull(),
    area: text('area').notNull(),
    /** The detail (street and number). */
    addr: text('addr').notNull(),
    /** 1 the default address, 0 not. */
    commonAddr: smallint('common_addr').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId, t.addrId),
    uniqueIndex('user_addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.commonAddr} = 1`),
    check('user_addresses_common_addr_flag', sql`${t.commonAddr} IN (0, 1)`),
  ],
);
