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
import { seckills } from '../seckill/tables.ts';

/** The product pages whose `biz_data` is a product id, and the flash sale's page (a flash sale id). */
const PRODUCT_PAGES = [PageId.bannerDetail, PageId.detail, PageId.groupDetail];

const yuan = (cents: unknown) => centsToYuan(Number(cents ?? 0));
const int = (value: unknown) => Number(value ?? 0);

/** An instant as a query parameter. */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

interface SalesRow extends Record<string, unknown> {
  /** The day's index (0: the window's first day); null on the row of the whole window. */
  day: number | null;
  orders: number;
  cents: number | string | null;
}

interface RefundRow extends Record<string, unknown> {
  today: number;
  today_cents: number | string;
  total: number;
  total_cents: number | string;
}

/**
 * Paid orders and their amounts per day of the window and over the whole of it (one grouping-sets query:
 * every sum is the database's), and the refunds paid out today and in the window.
 */
async function salesOf(db: Database, shopId: number, from: Date, todayFrom: Date, to: Date) {
  const [days, refundRows] = await Promise.all([
    queryRows<SalesRow>(
      db,
      sql`SELECT floor(extract(epoch FROM (${orders.payTime} - ${at(from)})) / 86400)::int AS day,
                 count(*)::int AS orders, sum(${orders.actualTotal})::bigint AS cents
          FROM ${orders}
          WHERE ${orders.shopId} = ${shopId} AND ${orders.payTime} >= ${at(from)} AND ${orders.payTime} < ${at(to)}
          GROUP BY GROUPING SETS ((1), ())`,
    ),
    queryRows<RefundRow>(
      db,
      sql`SELECT count(*) FILTER (WHERE ${orderRefunds.refundTime} >= ${at(todayFrom)})::int AS today,
                 coalesce(sum(${orderRefunds.refundAmount}) FILTER (WHERE ${orderRefunds.refundTime} >= ${at(todayFrom)}), 0)::bigint AS today_cents,
                 count(*)::int AS total,
                 coalesce(sum(${orderRefunds.refundAmount}), 0)::bigint AS total_cents
          FROM ${orderRefunds}
          WHERE ${orderRefunds.shopId} = ${shopId} AND ${orderRefunds.status} = ${RefundStatus.refunded}
            AND ${orderRefunds.refundTime} >= ${at(from)} AND ${orderRefunds.refundTime} < ${at(to)}`,
    ),
  ]);
  return { days, refunds: refundRows[0] };
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
  const visitor = sql`coalesce(v.uuid, 'ip:' || v.ip)`;
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
    seesOrders ? salesOf(db, shopId, from, todayFrom, to) : null,
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
    const byDay = new Map<number, { orders: number; cents: number }>();
    let whole = { orders: 0, cents: 0 };
    for (const row of sales.days) {
      const figures = { orders: int(row.orders), cents: int(row.cents) };
      if (row.day === null) whole = figures;
      else byDay.set(int(row.day), figures);
    }
    series = window.days.map((day, i) => ({
      day,
      paidOrders: byDay.get(i)?.orders ?? 0,
      sales: yuan(byDay.get(i)?.cents ?? 0),
    }));
    const todayRow = byDay.get(window.days.length - 1);
    const refunds = sales.refunds;
    const today: DashboardSales = {
      paidOrders: todayRow?.orders ?? 0,
      sales: yuan(todayRow?.cents ?? 0),
      refunds: int(refunds?.today),
      refunded: yuan(refunds?.today_cents),
    };
    const last30Days: DashboardSales = {
      paidOrders: whole.orders,
      sales: yuan(whole.cents),
      refunds: int(refunds?.total),
      refunded: yuan(refunds?.total_cents),
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
