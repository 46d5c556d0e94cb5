// Pre-sale (issue 13 item 5, decisions/0044): a merchant marks a product of their shop, or some of its
// SKUs, as sold before it is in stock, with the expected shipping date (a China date after today); the
// product detail (per SKU), cart lines, confirm lines and order items show it, an order item keeps the
// date its SKU had at submit (order/service.ts), and the merchant cannot ship an order before the latest
// shipping date of its pre-sale items (`checkShippable`, called by PUT /merchant/order/delivery). A
// SKU's date is its own mark's, else its product's (`skuShipDate`, the one place of that rule).
import { and, asc, eq, inArray, max, notInArray, type SQL, sql } from 'drizzle-orm';
import { formatDate, messages } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { orderItems, orders } from '../order/tables.ts';
import { forgetProduct } from './merchant.ts';
import { products, skus } from './tables.ts';

/**
 * The pre-sale shipping date of a SKU (null: not pre-sale), as SQL over its own columns and its
 * product's: the SKU's mark first, else the whole product's. The arguments are the columns in the
 * query at hand (`skus.preSale`, or `sql.raw('s.pre_sale')` inside a subquery).
 */
export function skuShipDateOf(skuPreSale: SQL | typeof skus.preSale, skuDate: SQL | typeof skus.shipDate) {
  return sql<
    string | null
  >`CASE WHEN ${skuPreSale} THEN ${skuDate} WHEN ${products.preSale} THEN ${products.shipDate} END`;
}
/** {@link skuShipDateOf} for a query that joins `skus` and `products`. */
export const skuShipDate = () => skuShipDateOf(skus.preSale, skus.shipDate);

/** Today in China (YYYY-MM-DD). */
export const chinaDate = (now: Date): string => formatDate(now, 'YYYY-MM-DD');

/** Whether `text` is a real calendar date YYYY-MM-DD (not 2026-02-30). */
function isCalendarDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/**
 * PUT /merchant/prod/preSale: marks the shop's own product as pre-sale from `shipDate` (after today in
 * China: preSaleDateInvalid), or ends its pre-sale (the date is dropped); the whole product's mark
 * replaces its SKUs' own. With `skuIds`, exactly those SKUs of the product are marked or unmarked (a SKU
 * of another product: activityProductNotOwned); the whole product's mark then becomes its SKUs' own (the
 * ones not named keep its date), so marking some SKUs never changes the others. Another shop's product,
 * or none: activityProductNotOwned. One transaction.
 */
export async function setPreSale(
  db: Database,
  shopId: number,
  input: {
    prodId: number;
    preSale: boolean;
    shipDate?: string | null | undefined;
    skuIds?: number[] | undefined;
  },
  now: Date,
): Promise<void> {
  let shipDate: string | null = null;
  if (input.preSale) {
    const date = input.shipDate ?? '';
    if (!isCalendarDate(date) || date <= chinaDate(now)) throw new BusinessError(messages.preSaleDateInvalid);
    shipDate = date;
  }
  const skuIds = input.skuIds ? [...new Set(input.skuIds)] : null;
  await db.transaction(async (tx) => {
    // The product's SKU rows by id, then the product's row: the lock order of a submit (stock.ts
    // moveStock) and of the merchant's edit (merchant.ts), so a mark never waits on them crosswise.
    await tx
      .select({ skuId: skus.skuId })
      .from(skus)
      .where(eq(skus.prodId, input.prodId))
      .orderBy(asc(skus.skuId))
      .for('update');
    const [product] = await tx
      .select({ preSale: products.preSale, shipDate: products.shipDate })
      .from(products)
      .where(
        and(eq(products.prodId, input.prodId), eq(products.shopId, shopId), sql`${products.status} >= 0`),
      )
      .for('update');
    if (!product) throw new BusinessError(messages.activityProductNotOwned);
    if (skuIds === null) {
      await tx
        .update(products)
        .set({ preSale: input.preSale, shipDate, updatedAt: now })
        .where(eq(products.prodId, input.prodId));
      await tx.update(skus).set({ preSale: false, shipDate: null }).where(eq(skus.prodId, input.prodId));
      return;
    }
    const owned = await tx
      .select({ skuId: skus.skuId })
      .from(skus)
      .where(and(eq(skus.prodId, input.prodId), inArray(skus.skuId, skuIds)));
    if (owned.length !== skuIds.length) throw new BusinessError(messages.activityProductNotOwned);
    if (product.preSale) {
      // The whole product was pre-sale: its other SKUs keep that date as their own mark.
      await tx
        .update(skus)
        .set({ preSale: true, shipDate: product.shipDate })
        .where(and(eq(skus.prodId, input.prodId), notInArray(skus.skuId, skuIds), eq(skus.preSale, false)));
    }
    await tx.update(skus).set({ preSale: input.preSale, shipDate }).where(inArray(skus.skuId, skuIds));
    await tx
      .update(products)
      .set({ preSale: false, shipDate: null, updatedAt: now })
      .where(eq(products.prodId, input.prodId));
  });
  // This instance's cached detail goes at once; the others' by the database's change messages.
  forgetProduct(db, input.prodId);
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
