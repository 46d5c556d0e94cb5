// The shopping cart: change an item by a delta, the cart grouped by shop and by promotion, the total of
// selected items, selection, deletion and the item count. Groups and totals come from pricing's `quote`,
// the same as checkout's (decisions/0021). Quantities never exceed the SKU's stock when they grow
// (400 "insufficient inventory"), nor LINE_UNITS_MAX (decisions/0033); an item whose product was taken off sale or ran out stays in the cart
// and shows as such (`prodStatus` 0, `stocks` 0).
import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BasketIds,
  CartInfoBody,
  CartTotals,
  centsToYuan,
  DeliveryType,
  ChangeItem,
  CheckItemsParam,
  Int,
  LINE_UNITS_MAX,
  messages,
  ProdStatus,
  ShopCartList,
  type Cents,
  type ShopCartWire,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { isActivityChoice } from '../../lib/settlement.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Clock } from '../../plugins/stores.ts';
import { localized } from '../../lib/text.ts';
import { cartTotals, quoteShopsOf, type Pricing, type QuoteShop } from '../pricing/quote.ts';
import { skuShipDate } from '../catalog/presale.ts';
import { products, skus } from '../catalog/tables.ts';
import { ShopStatus } from '../shop/status.ts';
import { shops } from '../shop/tables.ts';
import { baskets } from './tables.ts';

const tags = ['cart'];
const security = [{ bearer: [] }];

/** The user's cart items with their product, SKU and shop, oldest first. */
function cartQuery(db: Database, userId: Placeholder | string, only?: readonly number[]) {
  return db
    .select({
      basketId: baskets.basketId,
      prodId: baskets.prodId,
      skuId: baskets.skuId,
      shopId: baskets.shopId,
      categoryId: products.categoryId,
      prodCount: baskets.prodCount,
      isChecked: baskets.isChecked,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      prodStatus: products.status,
      prodPic: products.pic,
      skuNameZh: skus.skuNameZh,
      skuNameEn: skus.skuNameEn,
      skuPic: skus.pic,
      skuStatus: skus.status,
      price: skus.price,
      oriPrice: skus.oriPrice,
      stocks: skus.stocks,
      shipDate: skuShipDate(),
      shopNameZh: shops.nameZh,
      shopNameEn: shops.nameEn,
      shopStatus: shops.status,
    })
    .from(baskets)
    .innerJoin(products, eq(products.prodId, baskets.prodId))
    .innerJoin(skus, eq(skus.skuId, baskets.skuId))
    .innerJoin(shops, eq(shops.shopId, baskets.shopId))
    .where(
      and(
        eq(baskets.userId, userId),
        only ? inArray(baskets.basketId, only.length ? [...only] : [-1]) : undefined,
      ),
    )
    .orderBy(asc(baskets.createdAt), asc(baskets.basketId));
}

/** The whole-cart read (cart info on every page), prepared once per database (docs/performance.md). */
const wholeCarts = new WeakMap<Database, ReturnType<typeof prepareWholeCart>>();
function prepareWholeCart(db: Database) {
  return cartQuery(db, sql.placeholder('userId')).prepare('cart_rows');
}

async function cartRows(db: Database, userId: string, only?: readonly number[]) {
  if (only) return cartQuery(db, userId, only);
  let whole = wholeCarts.get(db);
  if (!whole) {
    whole = prepareWholeCart(db);
    wholeCarts.set(db, whole);
  }
  return whole.execute({ userId });
}

/** On sale: the product and SKU are, and their store is open (not offline: decisions/0050). */
const onSale = (row: { prodStatus: number; skuStatus: number; shopStatus: number }) =>
  row.prodStatus === 1 && row.skuStatus === 1 && row.shopStatus === ShopStatus.open;

type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

/** Lines that can be bought now (on sale, within the stock) count in groups and totals. */
const buyable = (row: CartRow) => onSale(row) && row.prodCount <= row.stocks;

/** The buyable rows as pricing's shops, keyed by basket id, in cart order. */
function quoteShops(rows: readonly CartRow[]): QuoteShop[] {
  const lines = rows.filter(buyable).map((row) => ({
    key: row.basketId,
    shopId: row.shopId,
    prodId: row.prodId,
    skuId: row.skuId,
    categoryId: row.categoryId,
    price: row.price as Cents,
    count: row.prodCount,
  }));
  // The cart shows goods and promotions; freight is the checkout's (it needs the address).
  return quoteShopsOf(lines, { dvyType: DeliveryType.express });
}

export const cartRoutes: FastifyPluginAsyncZod<{ db: Database; pricing: Pricing; now: Clock }> = async (
  app,
  { db, pricing, now },
) => {
  app.post(
    '/p/shopCart/changeItem',
    {
      schema: {
        tags,
        summary:
          "Adds `count` (a delta) to the SKU's quantity; at 0 or below the item is removed. Answers the new quantity",
        security,
        body: ChangeItem,
        response: { 200: Int },
      },
    },
    async (request) => {
      const userId = request.userId;
      const { prodId, skuId, count } = request.body;
      const [sku] = await db
        .select({
          stocks: skus.stocks,
          skuStatus: skus.status,
          prodStatus: products.status,
          shopStatus: shops.status,
          shopId: products.shopId,
        })
        .from(skus)
        .innerJoin(products, eq(products.prodId, skus.prodId))
        .innerJoin(shops, eq(shops.shopId, products.shopId))
        .where(and(eq(skus.skuId, skuId), eq(skus.prodId, prodId)))
        .limit(1);
      if (!sku) throw new BusinessError(messages.productNotFound);
      if (count < 0) {
        const [row] = await db
          .update(baskets)
          .set({ prodCount: sql`${baskets.prodCount} + ${count}`, updatedAt: new Date() })
          .where(
            and(
              eq(baskets.userId, userId),
              eq(baskets.skuId, skuId),
              sql`${baskets.prodCount} + ${count} > 0`,
            ),
          )
          .returning({ prodCount: baskets.prodCount });
        if (row) return row.prodCount;
        await db.delete(baskets).where(and(eq(baskets.userId, userId), eq(baskets.skuId, skuId)));
        return 0;
      }
      if (sku.prodStatus !== 1 || sku.skuStatus !== 1) throw new BusinessError(messages.productNotFound);
      // A store the platform took offline (decisions/0050) sells nothing until it is back.
      if (sku.shopStatus !== ShopStatus.open) throw new BusinessError(messages.productNotInStock);
      if (count > LINE_UNITS_MAX) throw new BusinessError(messages.lineUnitsTooMany);
      if (count > sku.stocks) throw new BusinessError(messages.stockInsufficient);
      // One statement: a new row, or the old quantity plus the delta only while it stays within the stock
      // and within LINE_UNITS_MAX of one SKU.
      const rows = await db
        .insert(baskets)
        .values({ userId, shopId: sku.shopId, prodId, skuId, prodCount: count })
        .onConflictDoUpdate({
          target: [baskets.userId, baskets.skuId],
          set: { prodCount: sql`${baskets.prodCount} + ${count}`, updatedAt: new Date() },
          setWhere: sql`${baskets.prodCount} + ${count} <= least(${sku.stocks}::integer, ${LINE_UNITS_MAX}::integer)`,
        })
        .returning({ prodCount: baskets.prodCount });
      if (rows[0]) return rows[0].prodCount;
      // Refused: say which limit it was.
      const [line] = await db
        .select({ prodCount: baskets.prodCount })
        .from(baskets)
        .where(and(eq(baskets.userId, userId), eq(baskets.skuId, skuId)));
      throw new BusinessError(
        (line?.prodCount ?? 0) + count > LINE_UNITS_MAX
          ? messages.lineUnitsTooMany
          : messages.stockInsufficient,
      );
    },
  );

  app.post(
    '/p/shopCart/info',
    {
      schema: {
        tags,
        summary:
          "The cart grouped by shop, the selected lines by promotion (body: [] or the shopper's chosen discounts, handed to the promotions)",
        security,
        body: CartInfoBody,
        response: { 200: ShopCartList },
      },
    },
    async (request) => {
      const userId = request.userId;
      const locale = request.locale;
      const rows = await cartRows(db, userId);
      // Promotions group and reduce the selected lines, exactly as totalPay prices that selection.
      const priced = await pricing.quote(
        userId,
        {
          shops: quoteShops(rows.filter((r) => r.isChecked === 1)),
          choices: (request.body ?? []).filter((c) => !isActivityChoice(c)),
          locale,
        },
        new Date(now()),
      );
      const item = (row: CartRow) => ({
        basketId: row.basketId,
        prodId: row.prodId,
        skuId: row.skuId,
        prodName: localized(locale, row.nameZh, row.nameEn),
        skuName: localized(locale, row.skuNameZh, row.skuNameEn),
        pic: row.skuPic || row.prodPic,
        price: centsToYuan(row.price),
        oriPrice: centsToYuan(row.oriPrice),
        prodCount: row.prodCount,
        productTotalAmount: centsToYuan(row.price * row.prodCount),
        shopId: row.shopId,
        isChecked: row.isChecked,
        stocks: onSale(row) ? row.stocks : 0,
        prodStatus: onSale(row) ? ProdStatus.onSale : ProdStatus.offShelf,
        preSale: row.shipDate !== null,
        shipDate: row.shipDate,
      });
      const byShop = new Map<number, ShopCartWire>();
      for (const row of rows) {
        if (byShop.has(row.shopId)) continue;
        const shopRows = rows.filter((r) => r.shopId === row.shopId);
        // The promotions' groups first, then every other line of the shop in cart order.
        const groups = (priced.shops.find((s) => s.shopId === row.shopId)?.discountGroups ?? []).filter(
          (g) => g.dto !== null,
        );
        const claimed = new Set(groups.flatMap((g) => g.lineKeys));
        const rest = shopRows.filter((r) => !claimed.has(r.basketId));
        byShop.set(row.shopId, {
          shopId: row.shopId,
          shopName: localized(locale, row.shopNameZh, row.shopNameEn),
          shopCartItemDiscounts: [
            ...groups.map((g) => ({
              chooseDiscountItemDto: g.dto,
              shopCartItems: g.lineKeys.map((key) => item(shopRows.find((r) => r.basketId === key)!)),
            })),
            ...(rest.length > 0 ? [{ chooseDiscountItemDto: null, shopCartItems: rest.map(item) }] : []),
          ],
        });
      }
      return [...byShop.values()];
    },
  );

  app.post(
    '/p/shopCart/totalPay',
    {
      schema: {
        tags,
        summary:
          'The total of the given items (body: [basketId]); items off sale or beyond the stock do not count',
        security,
        body: BasketIds,
        response: { 200: CartTotals },
      },
    },
    async (request) => {
      const userId = request.userId;
      const rows = await cartRows(db, userId, request.body);
      const priced = await pricing.quote(
        userId,
        { shops: quoteShops(rows), locale: request.locale },
        new Date(now()),
      );
      const totals = cartTotals(priced);
      return {
        totalMoney: centsToYuan(totals.total),
        finalMoney: centsToYuan(totals.final),
        subtractMoney: centsToYuan(totals.reduce),
        count: totals.count,
      };
    },
  );

  app.post(
    '/p/shopCart/checkItems',
    {
      schema: {
        tags,
        summary: 'Selects (isChecked 1) or unselects (0) items for checkout; answers how many changed',
        security,
        body: CheckItemsParam,
        response: { 200: Int },
      },
    },
    async (request) => {
      const userId = request.userId;
      const { basketIds: ids, isChecked } = request.body;
      if (ids.length === 0) return 0;
      const rows = await db
        .update(baskets)
        .set({ isChecked })
        .where(and(eq(baskets.userId, userId), inArray(baskets.basketId, ids)))
        .returning({ basketId: baskets.basketId });
      return rows.length;
    },
  );

  app.delete(
    '/p/shopCart/deleteItem',
    {
      schema: {
        tags,
        summary: 'Removes items (body: [basketId]); answers how many',
        security,
        body: BasketIds,
        response: { 200: Int },
      },
    },
    async (request) => {
      const userId = request.userId;
      if (request.body.length === 0) return 0;
      const rows = await db
        .delete(baskets)
        .where(and(eq(baskets.userId, userId), inArray(baskets.basketId, request.body)))
        .returning({ basketId: baskets.basketId });
      return rows.length;
    },
  );

  app.delete(
    '/p/shopCart/deleteAll',
    {
      schema: {
        tags,
        summary: 'Empties the cart; answers how many items were removed',
        security,
        response: { 200: Int },
      },
    },
    async (request) => {
      const userId = request.userId;
      const rows = await db
        .delete(baskets)
        .where(eq(baskets.userId, userId))
        .returning({ basketId: baskets.basketId });
      return rows.length;
    },
  );

  app.get(
    '/p/shopCart/prodCount',
    {
      schema: {
        tags,
        summary: 'The sum of the quantities in the cart',
        security,
        response: { 200: Int },
      },
    },
    async (request) => {
      const userId = request.userId;
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${baskets.prodCount}), 0)`.mapWith(Number) })
        .from(baskets)
        .where(eq(baskets.userId, userId));
      return row?.n ?? 0;
    },
  );
};
