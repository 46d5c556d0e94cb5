// The dashboard follows what the API records, on PostgreSQL (PGlite instead where PostgreSQL is
// unavailable, decisions/0097), on a clock the test moves: a shopper's order paid by balance counts as
// paid and to ship; a refund application waits for the store; the store's agreement pays it out, and only
// then is it counted as refunded, on the payout's day; a refused application is never counted. Another
// store's dashboard sees none of it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MerchantDashboard } from '@mall/domain';
import { seedIfEmpty } from '../seed/index.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import {
  demoProducts,
  merchantTokenOf,
  newShopper,
  openTestMall,
  refundApplication,
  type TestMall,
} from '../../test/mall.ts';

describeEachDatabase('the merchant dashboard after orders and refunds made through the API', (database) => {
  let mall: TestMall;
  let shop1 = '';
  let shop2 = '';
  let clock = Date.now();

  const dashboard = (token: string) => mall.ok<MerchantDashboard>('GET', '/merchant/dashboard', { token });

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db, { now: () => clock });
    shop1 = await merchantTokenOf(db, 1);
    shop2 = await merchantTokenOf(db, 2);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  it('counts a paid order, then the refund the store agreed to, never a refused one', async () => {
    // Today's figures are compared across the test: keep it off the minutes before a China midnight.
    clock = Date.now();
    const sinceChinaMidnight = (clock + 8 * 3_600_000) % 86_400_000;
    if (sinceChinaMidnight > 86_400_000 - 5 * 60_000) clock -= 10 * 60_000;
    const { db } = database().handle;
    const shopper = await newShopper(db, 'dash');
    const [product] = demoProducts(1);
    const buy = async () => {
      const { uuid } = await mall.ok<{ uuid: string }>('POST', '/p/order/confirm', {
        token: shopper.token,
        body: { orderItem: { prodId: product!.prodId, skuId: product!.skuId, prodCount: 1 }, couponIds: [] },
      });
      const { orderNumbers } = await mall.ok<{ orderNumbers: string }>('POST', '/p/order/submit', {
        token: shopper.token,
        body: { uuid, orderShopParam: [] },
      });
      return orderNumbers;
    };
    const apply = async (orderNumber: string) => {
      const detail = await mall.ok<{ items: { orderItemId: number }[] }>(
        'GET',
        `/merchant/order/info?orderNumber=${orderNumber}`,
        { token: shop1 },
      );
      return mall.ok<string>('POST', '/p/orderRefund/apply', {
        token: shopper.token,
        body: refundApplication(orderNumber, detail.items[0]!.orderItemId, 1, '0.01'),
      });
    };
    const before = await dashboard(shop1);
    const other = await dashboard(shop2);

    const first = await buy();
    const unpaid = await dashboard(shop1);
    expect(unpaid.sales).toEqual(before.sales);
    expect(unpaid.toShip).toBe(before.toShip);

    await mall.ok('POST', '/p/order/pay', {
      token: shopper.token,
      body: { orderNumbers: first, payType: 9 },
    });
    const paid = await dashboard(shop1);
    const detail = await mall.ok<{ actualTotal: number }>(
      'GET',
      `/merchant/order/info?orderNumber=${first}`,
      {
        token: shop1,
      },
    );
    expect(paid.sales!.today.paidOrders).toBe(before.sales!.today.paidOrders + 1);
    expect(paid.sales!.today.sales).toBeCloseTo(before.sales!.today.sales + detail.actualTotal, 2);
    expect(paid.sales!.last30Days.paidOrders).toBe(before.sales!.last30Days.paidOrders + 1);
    expect(paid.series!.at(-1)!.paidOrders).toBe(paid.sales!.today.paidOrders);
    expect(paid.toShip).toBe(before.toShip! + 1);

    const agreed = await apply(first);
    const waiting = await dashboard(shop1);
    expect(waiting.afterSalesToDecide).toBe(before.afterSalesToDecide! + 1);
    expect(waiting.sales!.today.refunds).toBe(before.sales!.today.refunds);

    // A second order, whose application the store refuses.
    const second = await buy();
    await mall.ok('POST', '/p/order/pay', {
      token: shopper.token,
      body: { orderNumbers: second, payType: 9 },
    });
    const refused = await apply(second);
    expect((await dashboard(shop1)).afterSalesToDecide).toBe(before.afterSalesToDecide! + 2);
    await mall.ok('PUT', '/merchant/orderRefund/process', {
      token: shop1,
      body: { refundSn: refused, agree: false, refuseReason: '商品已拆封' },
    });

    // The store agrees a minute later: the refund only is paid out at once.
    clock += 60_000;
    await mall.ok('PUT', '/merchant/orderRefund/process', {
      token: shop1,
      body: { refundSn: agreed, agree: true },
    });
    const after = await dashboard(shop1);
    expect(after.afterSalesToDecide).toBe(before.afterSalesToDecide);
    expect(after.sales!.today.refunds).toBe(before.sales!.today.refunds + 1);
    expect(after.sales!.today.refunded).toBeCloseTo(before.sales!.today.refunded + 0.01, 2);
    expect(after.sales!.last30Days.refunds).toBe(before.sales!.last30Days.refunds + 1);
    // A refund leaves the payment where it was: still two orders paid today.
    expect(after.sales!.today.paidOrders).toBe(before.sales!.today.paidOrders + 2);

    // Another store's figures never moved.
    expect(await dashboard(shop2)).toEqual(other);
  });
});
