// Page-visit and traffic records (spec section 3): one row per page the storefront showed, as the
// client reported it. Analytics: the merchant dashboard's visitor count, and the chat workspace's
// shopper's recent views of a store's products (chat/workspace.ts, on flow_logs_user_idx). `user_id` is the
// user of the request's live shopper token (null for a visitor), never what the body claimed. Rows older
// than MALL_FLOW_LOG_RETENTION_DAYS are deleted by the cleanup job (jobs/cleanup.ts).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const flowLogs = pgTable(
  'flow_logs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** 'visit': the mobile page-visit record; 'traffic': the PC traffic record. */
    kind: text('kind').notNull(),
    pageId: smallint('page_id').notNull(),
    prevPageId: smallint('prev_page_id'),
    bizType: integer('biz_type'),
    bizData: text('biz_data'),
    step: integer('step').notNull(),
    visitType: smallint('visit_type').notNull(),
    systemType: smallint('system_type'),
    nums: integer('nums'),
    orderNumbers: text('order_numbers'),
    uuid: text('uuid'),
    uuidSession: text('uuid_session'),
    userId: text('user_id'),
    /** The client's address (as the server sees it, see MALL_TRUST_PROXY). */
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flow_logs_created_idx').on(t.createdAt),
    index('flow_logs_session_idx').on(t.uuidSession, t.step),
    /** The merchant dashboard's visitors of a store's product and flash-sale pages (dashboard/service.ts). */
    index('flow_logs_biz_idx')
      .on(t.bizData, t.createdAt)
      .where(sql`${t.pageId} IN (2, 3, 4, 5)`),
    index('flow_logs_user_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.userId} IS NOT NULL`),
  ],
);
