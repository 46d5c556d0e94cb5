// The caps of decisions/0033 through the API, on PostgreSQL (PGlite instead where PostgreSQL is
// unavailable, decisions/0097): at most LINE_UNITS_MAX units of one SKU on a line (the cart, "buy now" and
// submit, which checks a settlement again), and at most UNPAID_ORDERS_MAX orders pending payment per
// shopper, counted under the shopper's row lock so that two submits at once at the cap minus one cannot
// both pass. Every refusal changes nothing.
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { LINE_UNITS_MAX, messages, OrderStatus, UNPAID_ORDERS_MAX } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { newShopper, openTestMall, type Shopper, type TestMall } from '../../test/mall.ts';
import { baskets } from '../cart/tables.ts';
import { generateDemo } from '../seed/generate.ts';
import { seedIfEmpty } from '../seed/index.ts';
import type { SettlementData } from './service.ts';
import { orders, orderSettlements } from './tables.ts';

const demo = generateDemo({ perLeaf: 1 });
/** A product of shop `shopId` on sale with a SKU holding more than a full line. */
const productOf = (shopId: number) => {
  const sku = demo.skus.find(
    (s) =>
      s.stocks > LINE_UNITS_MAX + 50 &&
      demo.products.some((p) => p.prodId === s.prodId && p.shopId === shopId && p.status === 1),
  )!;
  return { prodId: sku.prodId, skuId: sku.skuId, shopId };
};
const [a, b] = [productOf(1), productOf(2)];

describeEachDatabase('order caps', (database) => {
  let mall: TestMall;

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db);
  }, DATABASE_HOOK_TIMEOUT);

  const refused = async (
    answer: Promise<{ statusCode: number; body: string }>,
    message: (typeof messages)[keyof typeof messages],
  ) => {
    const res = await answer;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toBe(translate('zh', message));
  };
  const buyNow = (shopper: Shopper, prodCount: number, product = a) =>
    mall.send('POST', '/p/order/confirm', {
      token: shopper.token,
      body: { addrId: 0, orderItem: { ...product, prodCount }, couponIds: [], isScorePay: 0 },
    });
  const submit = (shopper: Shopper, uuid: string) =>
    mall.send('POST', '/p/order/submit', { token: shopper.token, body: { uuid, orderShopParam: [] } });
  const confirmed = async (shopper: Shopper, prodCount = 1) => {
    const res = await buyNow(shopper, prodCount);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ uuid: string }>().uuid;
  };
  const ordersOf = async (shopper: Shopper, status?: number) =>
    (
      await mall.db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.userId, shopper.userId),
            status === undefined ? undefined : eq(orders.status, status),
          ),
        )
    )[0]!.n;

  it(`holds at most ${LINE_UNITS_MAX} units of one SKU on a line: cart, buy now and submit`, async () => {
    const shopper = await newShopper(mall.db, 'linecap');
    const change = (count: number) =>
      mall.send('POST', '/p/shopCart/changeItem', { token: shopper.token, body: { ...a, count } });
    const inCart = async () =>
      (
        await mall.db
          .select({ n: baskets.prodCount })
          .from(baskets)
          .where(and(eq(baskets.userId, shopper.userId), eq(baskets.skuId, a.skuId)))
      )[0]?.n;
    await refused(change(LINE_UNITS_MAX + 1), messages.lineUnitsTooMany);
    expect(await inCart()).toBeUndefined();
    expect((await change(LINE_UNITS_MAX - 1)).statusCode).toBe(200);
    expect((await change(1)).json()).toBe(LINE_UNITS_MAX);
    await refused(change(1), messages.lineUnitsTooMany);
    expect(await inCart()).toBe(LINE_UNITS_MAX);

    await refused(buyNow(shopper, LINE_UNITS_MAX + 1), messages.lineUnitsTooMany);
    await confirmed(shopper, LINE_UNITS_MAX);

    // A settlement saved with more (confirmed before the cap, or altered): submit checks it again.
    const uuid = await confirmed(shopper, 2);
    const [row] = await mall.db
      .select({ data: orderSettlements.data })
      .from(orderSettlements)
      .where(eq(orderSettlements.uuid, uuid));
    const data = row!.data as SettlementData;
    data.lines[0]!.count = LINE_UNITS_MAX + 1;
    await mall.db.update(orderSettlements).set({ data }).where(eq(orderSettlements.uuid, uuid));
    await refused(submit(shopper, uuid), messages.lineUnitsTooMany);
    expect(await ordersOf(shopper)).toBe(0);
  });

  it(`holds at most ${UNPAID_ORDERS_MAX} unpaid orders per shopper, also against two submits at once`, async () => {
    const shopper = await newShopper(mall.db, 'unpaidcap');
    for (let n = 0; n < UNPAID_ORDERS_MAX - 1; n++)
      expect((await submit(shopper, await confirmed(shopper))).statusCode).toBe(200);
    // Two confirmed at the cap minus one, submitted at once: one passes, the other is refused.
    const uuids = [await confirmed(shopper), await confirmed(shopper)];
    const answers = await Promise.all(uuids.map((uuid) => submit(shopper, uuid)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.body).toBe(
      translate('zh', messages.unpaidOrdersTooMany),
    );
    expect(await ordersOf(shopper, OrderStatus.pendingPayment)).toBe(UNPAID_ORDERS_MAX);
    // At the cap: confirm already says so, and nothing more is created.
    await refused(buyNow(shopper, 1), messages.unpaidOrdersTooMany);
    expect(await ordersOf(shopper)).toBe(UNPAID_ORDERS_MAX);

    // Cancelling one makes room for one order, not for a cart that makes two (two shops).
    const [first] = await mall.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.userId, shopper.userId))
      .limit(1);
    expect(
      (await mall.send('PUT', `/p/myOrder/cancel/${first!.orderNumber}`, { token: shopper.token }))
        .statusCode,
    ).toBe(200);
    for (const product of [a, b])
      expect(
        (
          await mall.send('POST', '/p/shopCart/changeItem', {
            token: shopper.token,
            body: { ...product, count: 1 },
          })
        ).statusCode,
      ).toBe(200);
    const basketIds = (
      await mall.db.select({ id: baskets.basketId }).from(baskets).where(eq(baskets.userId, shopper.userId))
    ).map((r) => r.id);
    await refused(
      mall.send('POST', '/p/order/confirm', { token: shopper.token, body: { addrId: 0, basketIds } }),
      messages.unpaidOrdersTooMany,
    );
    expect((await submit(shopper, await confirmed(shopper))).statusCode).toBe(200);
    expect(await ordersOf(shopper, OrderStatus.pendingPayment)).toBe(UNPAID_ORDERS_MAX);
  });
});
