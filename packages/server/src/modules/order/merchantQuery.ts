// The merchant's reading of the shop's orders (issue 17 item 4): the filtered list (status, order number
// from its first digits, a part of the receiver's name, digits of the receiver's mobile, the China days
// the order was placed), one order's detail with its invoice application and after-sales requests, and
// the CSV export of the filtered list. Read only; every query is bounded by the merchant's shop, so
// another shop's order is "the order does not exist". The list is ordered by the placing time, newest
// first, on the index orders_shop_idx (shop_id, created_at).
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import {
  centsToYuan,
  formatDate,
  type Locale,
  MERCHANT_ORDER_EXPORT_MAX,
  type MerchantOrder,
  type MerchantOrderDetail,
  type MerchantOrderExportQuery,
  messages,
  orderStatusLabel,
  type OrderStatus,
  type UserAddr,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { localized } from '../../lib/text.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { users } from '../account/tables.ts';
import { invoiceFileUrl } from '../invoice/routes.shopper.ts';
import { orderInvoices } from '../invoice/tables.ts';
import { orderDeliveries } from '../merchant/tables.ts';
import { orderRefunds } from '../refund/tables.ts';
import { orderItems, orders } from './tables.ts';

export type MerchantOrderFilters = MerchantOrderExportQuery;

const when = (d: Date | null) => (d ? formatDate(d) : null);
/** `text` for a LIKE pattern: its own %, _ and \ taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const DAY_MS = 24 * 3_600_000;
/** The instant a China day (YYYY-MM-DD) begins. */
const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The condition of the shop's orders that pass the filters. */
export function merchantOrderWhere(shopId: number, f: MerchantOrderFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(orders.shopId, shopId),
    f.status ? eq(orders.status, f.status) : undefined,
    f.orderNumber ? sql`${orders.orderNumber} LIKE ${`${likeText(f.orderNumber)}%`}` : undefined,
    f.receiver ? sql`${orders.userAddr}->>'receiver' ILIKE ${`%${likeText(f.receiver)}%`}` : undefined,
    f.mobile ? sql`${orders.userAddr}->>'mobile' LIKE ${`%${likeText(f.mobile)}%`}` : undefined,
    f.startDate ? gte(orders.createdAt, chinaDayStart(f.startDate)) : undefined,
    f.endDate ? lt(orders.createdAt, new Date(chinaDayStart(f.endDate).getTime() + DAY_MS)) : undefined,
  ];
  return and(...conditions)!;
}

type OrderRow = typeof orders.$inferSelect;
type DeliveryRow = typeof orderDeliveries.$inferSelect;

/** The orders of `where`, newest first, as the merchant's wire rows (with their items in `locale`). */
async function orderRows(
  db: Database,
  where: SQL,
  locale: Locale,
  window: { offset: number; limit: number },
): Promise<{ order: OrderRow; wire: MerchantOrder }[]> {
  const rows = await db
    .select({ order: orders, delivery: orderDeliveries })
    .from(orders)
    .leftJoin(orderDeliveries, eq(orderDeliveries.orderId, orders.orderId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .offset(window.offset)
    .limit(window.limit);
  const ids = rows.map((r) => r.order.orderId);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(orderItems.orderItemId);
  const itemsOf = new Map<number, (typeof items)[number][]>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
  return rows.map(({ order, delivery }) => ({
    order,
    wire: toWire(order, delivery, itemsOf.get(order.orderId) ?? [], locale),
  }));
}

function toWire(
  order: OrderRow,
  delivery: DeliveryRow | null,
  items: (typeof orderItems.$inferSelect)[],
  locale: Locale,
): MerchantOrder {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    orderType: order.orderType,
    dvyType: order.dvyType,
    total: centsToYuan(order.total),
    transfee: centsToYuan(order.freight),
    actualTotal: centsToYuan(order.actualTotal),
    productNums: order.productNums,
    remarks: order.remarks,
    userAddr: order.userAddr,
    createTime: formatDate(order.createdAt),
    payTime: when(order.payTime),
    dvyTime: when(order.dvyTime),
    finallyTime: when(order.finallyTime),
    expressName: delivery?.expressName ?? null,
    expressNo: delivery?.expressNo ?? null,
    items: items.map((i) => ({
      orderItemId: i.orderItemId,
      prodId: i.prodId,
      skuId: i.skuId,
      prodName: localized(locale, i.prodNameZh, i.prodNameEn),
      skuName: localized(locale, i.skuNameZh, i.skuNameEn),
      price: centsToYuan(i.price),
      prodCount: i.prodCount,
      actualTotal: centsToYuan(i.actualTotal),
      returnMoneySts: i.refundStatus,
    })),
  };
}

/** A page of the shop's filtered orders and how many pass the filters. */
export async function merchantOrderPage(
  db: Database,
  shopId: number,
  filters: MerchantOrderFilters,
  locale: Locale,
  window: { offset: number; limit: number },
): Promise<{ records: MerchantOrder[]; total: number }> {
  const where = merchantOrderWhere(shopId, filters);
  const [rows, [total]] = await Promise.all([
    orderRows(db, where, locale, window),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { records: rows.map((r) => r.wire), total: total?.n ?? 0 };
}

/** One order of the shop with its buyer's nickname, invoice application and after-sales requests. */
export async function merchantOrderDetail(
  db: Database,
  shopId: number,
  orderNumber: string,
  locale: Locale,
): Promise<MerchantOrderDetail> {
  const where = and(eq(orders.shopId, shopId), eq(orders.orderNumber, orderNumber))!;
  const [row] = await orderRows(db, where, locale, { offset: 0, limit: 1 });
  if (!row) throw new BusinessError(messages.orderNotFound);
  const { order, wire } = row;
  const [[buyer], [invoice], refunds] = await Promise.all([
    db.select({ nickName: users.nickName }).from(users).where(eq(users.userId, order.userId)),
    db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.orderId)),
    db
      .select({
        refundSn: orderRefunds.refundSn,
        status: orderRefunds.status,
        refundAmount: orderRefunds.refundAmount,
        applyTime: orderRefunds.applyTime,
      })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.orderId))
      .orderBy(desc(orderRefunds.applyTime), desc(orderRefunds.refundId)),
  ]);
  return {
    ...wire,
    discountReduce: centsToYuan(order.discountReduce),
    couponReduce: centsToYuan(order.couponReduce),
    pointsReduce: centsToYuan(order.pointsReduce),
    pointsUsed: order.pointsUsed,
    cancelTime: when(order.cancelTime),
    closeType: order.closeType,
    buyerNickName: buyer?.nickName ?? '',
    invoice: invoice
      ? {
          orderInvoiceId: invoice.orderInvoiceId,
          headerType: invoice.headerType,
          headerName: invoice.headerName,
          taxNumber: invoice.invoiceTaxNumber,
          status: invoice.status,
          fileUrl: invoiceFileUrl(invoice, 'merchant'),
        }
      : null,
    refunds: refunds.map((r) => ({
      refundSn: r.refundSn,
      status: r.status,
      refundAmount: centsToYuan(r.refundAmount),
      applyTime: formatDate(r.applyTime),
    })),
  };
}

/**
 * A CSV cell: quoted when it holds a comma, quote or line break; a text a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) is kept as text with a leading apostrophe.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const yuan = (cents: number) => centsToYuan(cents).toFixed(2);
/** A long digit string a spreadsheet would turn into a rounded number (a 20-digit order number): kept as text. */
const asText = (digits: string) => (digits ? `${digits}\t` : digits);

/**
 * The shop's filtered orders as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read the
 * Chinese right; CRLF lines), column heads and statuses in `locale`, newest first. More than
 * MERCHANT_ORDER_EXPORT_MAX orders: refused (orderExportTooMany), nothing is read beyond the count. One
 * read-only snapshot (repeatable read) for all of it.
 */
export async function merchantOrderCsv(
  db: Database,
  shopId: number,
  filters: MerchantOrderFilters,
  locale: Locale,
): Promise<string> {
  // One snapshot for the count and every page: an order placed meanwhile neither shifts a page (a line
  // twice at a page's edge) nor passes the limit's check.
  return db.transaction((tx) => csvOf(tx, shopId, filters, locale), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function csvOf(
  db: Database,
  shopId: number,
  filters: MerchantOrderFilters,
  locale: Locale,
): Promise<string> {
  const where = merchantOrderWhere(shopId, filters);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  if ((total?.n ?? 0) > MERCHANT_ORDER_EXPORT_MAX)
    throw new BusinessError(messages.orderExportTooMany, { max: MERCHANT_ORDER_EXPORT_MAX });
  const heads = [
    messages.exportOrderNumber,
    messages.exportCreateTime,
    messages.exportStatus,
    messages.exportReceiver,
    messages.exportMobile,
    messages.exportAddress,
    messages.exportItems,
    messages.exportQuantity,
    messages.exportTotal,
    messages.exportFreight,
    messages.exportReduce,
    messages.exportActualTotal,
    messages.exportPayTime,
    messages.exportExpress,
    messages.exportExpressNo,
    messages.exportRemarks,
  ].map((m) => translate(locale, m));
  const lines = [heads.map(csvCell).join(',')];
  const batch = 1000;
  for (let offset = 0; ; offset += batch) {
    const rows = await orderRows(db, where, locale, { offset, limit: batch });
    for (const { order, wire } of rows) {
      const addr = order.userAddr as Partial<UserAddr>;
      const place = [addr.province, addr.city, addr.area, addr.addr].filter(Boolean).join(' ');
      const items = wire.items.map((i) => `${i.prodName} ${i.skuName} x${i.prodCount}`).join('; ');
      const reduce = order.discountReduce + order.couponReduce + order.pointsReduce;
      lines.push(
        [
          asText(order.orderNumber),
          wire.createTime,
          translate(locale, orderStatusLabel(order.status as OrderStatus, { shipped: true })),
          addr.receiver ?? '',
          asText(addr.mobile ?? ''),
          place,
          items,
          order.productNums,
          yuan(order.total),
          yuan(order.freight),
          yuan(reduce),
          yuan(order.actualTotal),
          wire.payTime,
          wire.expressName,
          wire.expressNo === null ? null : asText(wire.expressNo),
          order.remarks,
        ]
          .map(csvCell)
          .join(','),
      );
    }
    if (rows.length < batch) break;
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
