// Pre-sale (issue 13 item 5) through inject, on PostgreSQL (PGlite instead where PostgreSQL is
// unavailable, decisions/0097), with a fake clock: the merchant's mark and its refusals, the product
// detail, cart line, confirm line and order item answering it, the date kept on the order item at submit,
// and the delivery refused before that date.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatDate, messages, OrderStatus } from '@mall/domain';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, signedRequest, testServer, type Method } from '../../test/inject.ts';
import { merchantTokenOf, newShopper, type Shopper } from '../../test/mall.ts';
import { orderItems, orders } from '../order/tables.ts';
import { generateDemo } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { products } from './tables.ts';

const demo = generateDemo({ perLeaf: 1 });
const DAY = 24 * 3600_000;
const START = Date.now();
/** The China date `n` days from the start (tokens are issued at real time: the clock stays near it). */
const day = (n: number) => formatDate(START + n * DAY, 'YYYY-MM-DD');
const [product] = demo.products
  .filter((p) => p.status === 1 && p.shopId === 1)
  .map((p) => ({ ...p, sku: demo.skus.find((s) => s.prodId === p.prodId && s.stocks >= 20)! }))
  .filter((p) => p.sku);
const otherShops = demo.products.find((p) => p.status === 1 && p.shopId === 2)!;
/** A product of shop 1 with two SKUs on sale (for a pre-sale of some SKUs), not `product`. */
const [twoSkus] = demo.products
  .filter((p) => p.status === 1 && p.shopId === 1 && p.prodId !== product?.prodId)
  .map((p) => ({
    ...p,
    skus: demo.skus.filter((s) => s.prodId === p.prodId && s.stocks >= 5),
  }))
  .filter((p) => p.skus.length >= 2);

describeEachDatabase('pre-sale', (database) => {
  let app: FastifyInstance;
  let clock = Date.now();
  let merchant: string;
  let shopper: Shopper;
  const send = (method: Method, url: string, body: unknown, token?: string) =>
    signedRequest(method, url, body, { token, lang: 'zh', now: clock });
  const get = (url: string, token?: string) =>
    app.inject({ url: `/api${url}`, headers: token ? { authorization: `bearer ${token}` } : {} });
  const mark = (body: unknown) => send('PUT', '/merchant/prod/preSale', body, merchant);

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await testServer({ db, now: () => clock });
    merchant = await merchantTokenOf(db, 1);
    shopper = await newShopper(db, '预售');
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('refuses a date not after today in China, another shop’s product, changing nothing', async () => {
    const { db } = database().handle;
    const prodId = product!.prodId;
    for (const shipDate of [day(0), day(-1), '2030-02-30', null])
      await expectRefused(app, mark({ prodId, preSale: true, shipDate }), messages.preSaleDateInvalid);
    await expectRefused(
      app,
      mark({ prodId, preSale: true, shipDate: '20300520' }),
      messages.preSaleDateInvalid,
    );
    await expectRefused(
      app,
      mark({ prodId: otherShops.prodId, preSale: true, shipDate: day(10) }),
      messages.activityProductNotOwned,
    );
    const [row] = await db.select().from(products).where(eq(products.prodId, prodId));
    expect(row).toMatchObject({ preSale: false, shipDate: null });
  });

  it('answers pre-sale on the detail, the cart, confirm and the order, and ships from the date on', async () => {
    const { db } = database().handle;
    const { prodId } = product!;
    const skuId = product!.sku.skuId;
    await expectOk(app, mark({ prodId, preSale: true, shipDate: day(1) }));
    // Moved later: the order keeps the date its product has at submit.
    await expectOk(app, mark({ prodId, preSale: true, shipDate: day(10) }));
    const info = await expectOk<{ preSale: boolean; shipDate: string | null }>(
      app,
      get(`/prod/prodInfo?prodId=${prodId}`),
    );
    expect(info).toMatchObject({ preSale: true, shipDate: day(10) });

    const token = shopper.token;
    await expectOk(app, send('POST', '/p/shopCart/changeItem', { prodId, skuId, count: 1 }, token));
    const [shop] = await expectOk<
      {
        shopCartItemDiscounts: { shopCartItems: { prodId: number; preSale: boolean; shipDate: string }[] }[];
      }[]
    >(app, send('POST', '/p/shopCart/info', [], token));
    const line = shop!.shopCartItemDiscounts
      .flatMap((g) => g.shopCartItems)
      .find((i) => i.prodId === prodId)!;
    expect(line).toMatchObject({ preSale: true, shipDate: day(10) });

    const confirmed = await expectOk<{
      uuid: string;
      shopCartOrders: {
        shopCartItemDiscounts: { shopCartItems: { preSale: boolean; shipDate: string }[] }[];
      }[];
    }>(
      app,
      send(
        'POST',
        '/p/order/confirm',
        { addrId: 0, orderItem: { prodId, skuId, prodCount: 1, shopId: 1 } },
        token,
      ),
    );
    expect(confirmed.shopCartOrders[0]!.shopCartItemDiscounts[0]!.shopCartItems[0]).toMatchObject({
      preSale: true,
      shipDate: day(10),
    });
    // Between confirm and submit the merchant moves the date: the item keeps the one at submit.
    await expectOk(app, mark({ prodId, preSale: true, shipDate: day(11) }));
    const { orderNumbers } = await expectOk<{ orderNumbers: string }>(
      app,
      send(
        'POST',
        '/p/order/submit',
        { uuid: confirmed.uuid, orderShopParam: [{ shopId: 1, remarks: '' }] },
        token,
      ),
    );
    const orderNumber = orderNumbers;
    const detail = await expectOk<{ orderItemDtos: { preSale: boolean; shipDate: string }[] }>(
      app,
      get(`/p/myOrder/orderDetail?orderNumber=${orderNumber}`, token),
    );
    expect(detail.orderItemDtos[0]).toMatchObject({ preSale: true, shipDate: day(11) });

    // Paid (the payment module's transition; the delivery rule is what is tested here).
    await db
      .update(orders)
      .set({ status: OrderStatus.pendingDelivery })
      .where(eq(orders.orderNumber, orderNumber));
    const deliver = () =>
      send(
        'PUT',
        '/merchant/order/delivery',
        { orderNumber, expressName: '顺丰', expressNo: 'SF12345678' },
        merchant,
      );
    await expectRefused(app, deliver(), messages.preSaleNotShippable, { date: day(11) });
    // The eve of the date, 23:59 in China: still refused; the date itself: shipped.
    clock = Date.parse(`${day(10)}T23:59:00+08:00`);
    await expectRefused(app, deliver(), messages.preSaleNotShippable, { date: day(11) });
    const [still] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    expect(still?.status).toBe(OrderStatus.pendingDelivery);
    clock = Date.parse(`${day(11)}T00:00:01+08:00`);
    await expectOk(app, deliver());
    const [shipped] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    expect(shipped?.status).toBe(OrderStatus.pendingReceipt);
    const items = await db
      .select({ shipDate: orderItems.shipDate })
      .from(orderItems)
      .where(eq(orderItems.orderNumber, orderNumber));
    expect(items).toEqual([{ shipDate: day(11) }]);
    expect(formatDate(clock, 'YYYY-MM-DD')).toBe(day(11));
  });

  it('ends a pre-sale: the date is dropped and new orders are not pre-sale', async () => {
    const { prodId } = product!;
    await expectOk(app, mark({ prodId, preSale: false, shipDate: day(20) }));
    const info = await expectOk<{ preSale: boolean; shipDate: string | null }>(
      app,
      get(`/prod/prodInfo?prodId=${prodId}`),
    );
    expect(info).toMatchObject({ preSale: false, shipDate: null });
  });

  it('marks some SKUs only: the others sell as usual, and a whole mark splits into the SKUs’ own', async () => {
    const { prodId } = twoSkus!;
    const [a, b] = twoSkus!.skus.map((s) => s.skuId) as [number, number];
    type Info = {
      preSale: boolean;
      shipDate: string | null;
      skuList: { skuId: number; preSale?: boolean; shipDate?: string | null }[];
    };
    const skusOf = async () => {
      const info = await expectOk<Info>(app, get(`/prod/prodInfo?prodId=${prodId}`));
      const of = (skuId: number) => info.skuList.find((s) => s.skuId === skuId);
      return { whole: { preSale: info.preSale, shipDate: info.shipDate }, a: of(a), b: of(b) };
    };
    await expectOk(app, mark({ prodId, preSale: true, shipDate: day(20), skuIds: [a] }));
    expect(await skusOf()).toEqual({
      whole: { preSale: false, shipDate: null },
      a: expect.objectContaining({ preSale: true, shipDate: day(20) }),
      b: expect.objectContaining({ preSale: false, shipDate: null }),
    });
    // The merchant's product list marks the product: one of its SKUs is on pre-sale.
    const listed = await expectOk<{ records: { prodId: number; preSale: boolean }[] }>(
      app,
      get(`/merchant/prod/page?size=50`, merchant),
    );
    expect(listed.records.find((r) => r.prodId === prodId)).toMatchObject({ preSale: true });
    // A SKU of another product in the list: refused, nothing of it kept.
    await expectRefused(
      app,
      mark({ prodId, preSale: true, shipDate: day(21), skuIds: [b, product!.sku.skuId] }),
      messages.activityProductNotOwned,
    );
    expect((await skusOf()).b).toMatchObject({ preSale: false, shipDate: null });

    // The cart says so per line.
    const token = shopper.token;
    for (const skuId of [a, b])
      await expectOk(app, send('POST', '/p/shopCart/changeItem', { prodId, skuId, count: 1 }, token));
    const shops = await expectOk<
      {
        shopCartItemDiscounts: {
          shopCartItems: { skuId: number; preSale: boolean; shipDate: string | null }[];
        }[];
      }[]
    >(app, send('POST', '/p/shopCart/info', [], token));
    const lines = shops.flatMap((s) => s.shopCartItemDiscounts.flatMap((g) => g.shopCartItems));
    expect(lines.find((l) => l.skuId === a)).toMatchObject({ preSale: true, shipDate: day(20) });
    expect(lines.find((l) => l.skuId === b)).toMatchObject({ preSale: false, shipDate: null });

    // The whole product, then one SKU taken out: the other keeps the whole product's date.
    await expectOk(app, mark({ prodId, preSale: true, shipDate: day(22) }));
    expect(await skusOf()).toEqual({
      whole: { preSale: true, shipDate: day(22) },
      a: expect.objectContaining({ preSale: true, shipDate: day(22) }),
      b: expect.objectContaining({ preSale: true, shipDate: day(22) }),
    });
    await expectOk(app, mark({ prodId, preSale: false, skuIds: [a] }));
    expect(await skusOf()).toEqual({
      whole: { preSale: false, shipDate: null },
      a: expect.objectContaining({ preSale: false, shipDate: null }),
      b: expect.objectContaining({ preSale: true, shipDate: day(22) }),
    });

    // Buying the pre-sale SKU now: its order item keeps its date.
    const confirmed = await expectOk<{ uuid: string }>(
      app,
      send(
        'POST',
        '/p/order/confirm',
        { addrId: 0, orderItem: { prodId, skuId: b, prodCount: 1, shopId: 1 } },
        token,
      ),
    );
    const { orderNumbers } = await expectOk<{ orderNumbers: string }>(
      app,
      send(
        'POST',
        '/p/order/submit',
        { uuid: confirmed.uuid, orderShopParam: [{ shopId: 1, remarks: '' }] },
        token,
      ),
    );
    const { db } = database().handle;
    const items = await db
      .select({ skuId: orderItems.skuId, shipDate: orderItems.shipDate })
      .from(orderItems)
      .where(eq(orderItems.orderNumber, orderNumbers));
    expect(items).toEqual([{ skuId: b, shipDate: day(22) }]);
  });
});
