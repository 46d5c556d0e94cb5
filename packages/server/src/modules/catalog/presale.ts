// Pre-sale (issue 13 item 5, decisions/0044): a merchant marks a product of their shop as sold before it
// is in stock, with the expected shipping date (a China date after today); the product detail, cart
// lines, confirm lines and order items show it, an order item keeps the date its product had at submit
// (order/service.ts), and the merchant cannot ship an order before the latest shipping date of its
// pre-sale items (`checkShippable`, called by PUT /merchant/order/delivery).
import { and, eq, max, sql } from 'drizzle-orm';
import { formatDate, messages } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { orderItems, orders } from '../order/tables.ts';
import { products } from './tables.ts';

/** Today in China (YYYY-MM-DD). */
export const chinaDate = (now: Date): string => formatDate(now, 'YYYY-MM-DD');

/** Whether `text` is a real calendar date YYYY-MM-DD (not 2026-02-30). */
function isCalendarDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/**
 * PUT /merchant/prod/preSale: marks the shop's own product as pre-sale from `shipDate` (after today in
 * China: preSaleDateInvalid), or ends its pre-sale (the date is dropped). Another shop's product, or
 * none: activityProductNotOwned.
 */
export async function setPreSale(
  db: Database,
  shopId: number,
  input: { prodId: number; preSale: boolean; shipDate?: string | null | undefined },
  now: Date,
): Promise<void> {
  let shipDate: string | null = null;
  if (input.preSale) {
    const date = input.shipDate ?? '';
    if (!isCalendarDate(date) || date <= chinaDate(now)) throw new BusinessError(messages.preSaleDateInvalid);
    shipDate = date;
  }
  const updated = await db
    .update(products)
    .set({ preSale: input.preSale, shipDate, updatedAt: now })
    .where(and(eq(products.prodId, input.prodId), eq(products.shopId, shopId), sql`${products.status} >= 0`))
    .returning({ prodId: products.prodId });
  if (updated.length === 0) throw new BusinessError(messages.activityProductNotOwned);
}

/**
 * Refuses to ship the shop's order before the latest shipping date of its pre-sale items
 * (preSaleNotShippable with {date}); the dates are the items' own, fixed at submit, so the check needs
 * no lock. An order that is not the shop's passes here and is refused by the shipping itself.
 */
export async function checkShippable(
  db: Database,
  shopId: number,
  orderNumber: string,
  now: Date,
): Promise<void> {
  const [row] = await db
    .select({ date: max(orderItems.shipDate) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.shopId, shopId)));
  const date = row?.date ?? null;
  if (date && date > chinaDate(now)) throw new BusinessError(messages.preSaleNotShippable, { date });
}
