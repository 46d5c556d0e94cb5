// Invoices (issue 5 item 7): one per order, applied for by the buyer (status 1 applying) and issued by
// the shop's merchant with the document's URL (status 2 issued, domain invoiceMachine).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { orders } from '../order/tables.ts';

export const orderInvoices = pgTable(
  'order_invoices',
  {
    orderInvoiceId: integer('order_invoice_id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull(),
    /** 1 electronic general invoice (the only kind so far). */
    invoiceType: smallint('invoice_type').notNull().default(1),
    /** 1 unit, 2 personal (domain InvoiceHeaderType). */
    headerType: smallint('header_type').notNull(),
    headerName: text('header_name').notNull(),
    invoiceTaxNumber: text('invoice_tax_number'),
    /** 1 product details (the only content so far). */
    invoiceContext: smallint('invoice_context').notNull().default(1),
    /** 1 applying, 2 issued (domain InvoiceStatus). */
    status: smallint('status').notNull().default(1),
    fileUrl: text('file_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_invoices_order_key').on(t.orderId),
    index('order_invoices_user_idx').on(t.userId, t.createdAt),
    index('order_invoices_shop_idx').on(t.shopId, t.status),
    check('order_invoices_status', sql`${t.status} IN (1, 2)`),
    check('order_invoices_header_type', sql`${t.headerType} IN (1, 2)`),
  ],
);
