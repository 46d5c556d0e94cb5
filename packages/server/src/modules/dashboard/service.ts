// The merchant dashboard's figures (issue 17 item 2, decisions/0068): one store's paid orders and sales,
// refunds paid out, orders to ship, after-sales to decide, visitors of its product pages and unanswered
// chats, counted and summed by the database over China days (domain `dashboardWindow`). Read only; each
// query is bounded by the store, so another store's rows never count. An area the account's role may not
// open is not read at all (its figure is null).
import { sql } from 'drizzle-orm';
import {
  centsToYuan,
  dashboardWindow,
  type DashboardSales,
  type MerchantDashboard,
  type MerchantRole,
  PageId,
  RefundStatus,
  OrderStatus,
  roleAllows,
} from '@mall/domain';
import { queryRows, type Database } from '../../db/connection.ts';
import { chatConversations, chatMessages } from '../chat/tables.ts';
import { flowLogs } from '../analytics/tables.ts';
import { products } from '../catalog/tables.ts';
import { orders } from '../order/tables.ts';
import { orderRefunds } from '../refund/tables.ts';
import { at, byDay, paidOrdersByDay, refundsByDay, visitorOf } from './figures.ts';
import { seckills } from '../seckill/tables.ts';

/** The product pages whose `biz_data` is a product id, and the flash sale's page (a flash sale id). */
const PRODUCT_PAGES = [PageId.bannerDetail, PageId.detail, PageId.groupDetail];

const yuan = (cents: unknown) => centsToYuan(Number(cents ?? 0));
const int = (value: unknown) => Number(value ?? 0);

/**
 * Paid orders and their amounts per day of the window and over the whole of it, and the refunds paid out
 * per day and over the window (figures.ts: one grouping-sets query each, every sum the database's).
 */
async function salesOf(db: Database, shopId: number, from: Date, to: Date) {
  const [paid, refunds] = await Promise.all([
    paidOrdersByDay(db, { from, to, shopId }),
    refundsByDay(db, { from, to, shopId }),
  ]);
  return { paid: byDay(paid), refunds: byDay(refunds) };
}

/**
 * Distinct visitors of the store's product pages (the product page, from a banner or in group mode:
 * `biz_data` is the product id) and flash-sale pages (`biz_data` is the flash sale's id), today and over
 * the window. A visitor is the storefront's long-lived browser id (`uuid`, kept in the browser's
 * storage), or the address of a record without one. Written as joins from the store's products and
 * flash sales so that each looks its pages up in flow_logs_biz_idx, instead of reading every page log
 * of the window.
 */
async function visitorsOf(db: Database, shopId: number, from: Date, todayFrom: Date, to: Date) {
  const visitor = visitorOf;
  const inWindow = sql`${flowLogs.createdAt} >= ${at(from)} AND ${flowLogs.createdAt} < ${at(to)}`;
  const [row] = await queryRows<{ today: number; total: number }>(
    db,
    sql`SELECT count(DISTINCT ${visitor}) FILTER (WHERE v.created_at >= ${at(todayFrom)})::int AS today,
               count(DISTINCT ${visitor})::int AS total
        FROM (
          SELECT ${flowLogs.uuid} AS uuid, ${flowLogs.ip} AS ip, ${flowLogs.createdAt} AS created_at
          FROM ${products} JOIN ${flowLogs} ON ${flowLogs.bizData} = ${products.prodId}::text
          WHERE ${products.shopId} = ${shopId} AND ${flowLogs.pageId} IN (${sql.join(PRODUCT_PAGES, sql`, `)})
            AND ${inWindow}
          UNION ALL
          SELECT ${flowLogs.uuid}, ${flowLogs.ip}, ${flowLogs.createdAt}
          FROM ${seckills} JOIN ${flowLogs} ON ${flowLogs.bizData} = ${seckills.seckillId}::text
          WHERE ${seckills.shopId} = ${shopId} AND ${flowLogs.pageId} = ${PageId.seckillDetail} AND ${inWindow}
        ) AS v`,
  );
  return { today: int(row?.today), last30Days: int(row?.total) };
}

/** The dashboard of `shopId` for an account of `role` at `now`. */
export async function merchantDashboard(
  db: Database,
  shopId: number,
  role: MerchantRole,
  now: Date,
): Promise<MerchantDashboard> {
  const window = dashboardWindow(now);
  const { from, todayFrom, to } = window;
  const seesOrders = roleAllows(role, 'orders');
  const seesVisitors = roleAllows(role, 'products');
  const seesChat = roleAllows(role, 'chat');

  const [sales, toShip, toDecide, visitors, unanswered] = await Promise.all([
    seesOrders ? salesOf(db, shopId, from, to) : null,
    seesOrders
      ? queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM ${orders}
              WHERE ${orders.shopId} = ${shopId} AND ${orders.status} = ${OrderStatus.pendingDelivery}`,
        )
      : null,
    seesOrders
      ? queryRows<{ n: number }>(
          db,
          // The store's move: an application to agree to or refuse, returned goods to receive.
          sql`SELECT count(*)::int AS n FROM ${orderRefunds}
              WHERE ${orderRefunds.shopId} = ${shopId}
                AND ${orderRefunds.status} IN (${RefundStatus.applied}, ${RefundStatus.buyerShipped})`,
        )
      : null,
    seesVisitors ? visitorsOf(db, shopId, from, todayFrom, to) : null,
    seesChat
      ? queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM ${chatConversations}
              JOIN ${chatMessages} ON ${chatMessages.conversationId} = ${chatConversations.conversationId}
                AND ${chatMessages.seq} = ${chatConversations.lastSeq}
              WHERE ${chatConversations.shopId} = ${shopId} AND ${chatMessages.sender} = 'user'`,
        )
      : null,
  ]);

  let salesFigures: MerchantDashboard['sales'] = null;
  let series: MerchantDashboard['series'] = null;
  if (sales) {
    const { paid, refunds } = sales;
    series = window.days.map((day, i) => ({
      day,
      paidOrders: paid.days.get(i)?.n ?? 0,
      sales: yuan(paid.days.get(i)?.cents ?? 0),
    }));
    const last = window.days.length - 1;
    const today: DashboardSales = {
      paidOrders: paid.days.get(last)?.n ?? 0,
      sales: yuan(paid.days.get(last)?.cents ?? 0),
      refunds: refunds.days.get(last)?.n ?? 0,
      refunded: yuan(refunds.days.get(last)?.cents ?? 0),
    };
    const last30Days: DashboardSales = {
      paidOrders: paid.whole.n,
      sales: yuan(paid.whole.cents),
      refunds: refunds.whole.n,
      refunded: yuan(refunds.whole.cents),
    };
    salesFigures = { today, last30Days };
  }

  return {
    today: window.days[window.days.length - 1]!,
    sales: salesFigures,
    series,
    toShip: toShip ? int(toShip[0]?.n) : null,
    afterSalesToDecide: toDecide ? int(toDecide[0]?.n) : null,
    visitors: visitors,
    unansweredChats: unanswered ? int(unanswered[0]?.n) : null,
  };
}
