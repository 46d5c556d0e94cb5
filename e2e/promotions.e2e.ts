// The promotions issue's journeys (issue 13), in Chinese at PC size, against the demo mall: each
// activity is made fresh through the merchant API (so a journey does not depend on what the demo seed
// left), then bought through the pages as a shopper does it:
// - a store coupon claimed in the coupon centre and used at checkout (the settlement takes it off);
// - a flash sale won from its page and paid: an order of type 2, its unit taken from the activity;
// - two shoppers form a group (the leader opens, the other joins): both orders move to pending delivery;
// - a spend-and-save session reduces the cart's total by its rule, to the cent.
// The amounts are the server's: the pages must show what it answered, and the orders must charge it.
import { afterAll, describe, expect, it } from 'vitest';
import {
  formatDate,
  type CartTotals,
  type OrderConfirmAnswer,
  type Page as ApiPage,
  type ProductCard,
  type ProductInfo,
} from '@mall/domain';
import {
  api,
  cents,
  closeBrowser,
  emptyCart,
  merchantLogin,
  orderNumberInUrl,
  orderOf,
  payWithBalance,
  startShopper,
  watch,
} from './support.ts';

afterAll(closeBrowser);

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const at = (msFromNow: number) => formatDate(Date.now() + msFromNow);
const HOUR = 3_600_000;

/** The products of a store on sale with stock to spare, cheapest first. */
async function productsOf(shopId: number): Promise<ProductCard[]> {
  const found = await api<ApiPage<ProductCard>>(
    `/search/searchProdPage?shopId=${shopId}&sort=2&orderBy=0&size=50`,
  );
  return found.records.filter((p) => p.totalStocks > 20 && p.price >= 2);
}

/**
 * Makes an activity through the merchant API on the first of the store's products it accepts (a product
 * the demo already put in an activity of that kind at that time is refused as overlapping).
 */
async function activityOn<T>(
  shopId: number,
  body: (product: ProductInfo) => object,
  path: string,
): Promise<{ id: T; product: ProductInfo }> {
  const token = await merchantLogin(shopId);
  const refusals: string[] = [];
  for (const card of await productsOf(shopId)) {
    const product = await api<ProductInfo>(`/prod/prodInfo?prodId=${card.prodId}`);
    if (product.preSale || product.skuList.length === 0) continue;
    try {
      const id = await api<T>(path, { method: 'POST', token, body: body(product) });
      return { id, product };
    } catch (error) {
      refusals.push(String(error));
    }
  }
  throw new Error(`no product of shop ${shopId} took the activity:\n${refusals.join('\n')}`);
}

describe('promotions (zh, PC)', () => {
  it('claims a store coupon in the coupon centre and uses it at checkout', async () => {
    const s = await startShopper('zh');
    const couponName = `E2E 店铺券 ${Date.now() % 100_000}`;
    const { id: couponId, product } = await activityOn<number>(
      4,
      (p) => ({
        couponName,
        couponType: 1,
        cashCondition: 2,
        reduceAmount: 1,
        startTime: at(-60_000),
        endTime: at(24 * HOUR),
        stocks: 5,
        limitNum: 1,
        prodIds: [p.prodId],
      }),
      '/merchant/coupon',
    );
    expect(couponId).toBeGreaterThan(0);

    await s.page.goto('/coupons');
    await s.page.getByRole('button', { name: `领取 ${couponName}` }).click();
    await s.page.getByText('领取成功').first().waitFor();
    const held = await api<ApiPage<{ couponId: number }>>('/p/myCoupon/getCouponList?status=1&size=100', {
      token: s.token,
    });
    expect(held.records.filter((c) => c.couponId === couponId)).toHaveLength(1);
    // A second claim is above the limit: the button says so, the server would refuse.
    await s.page
      .getByRole('button', { name: new RegExp(`${couponName}`) })
      .first()
      .waitFor();

    // Buy the product: the settlement preselects the coupon and takes its yuan off.
    const confirm = watch<OrderConfirmAnswer>(s.page, '/p/order/confirm');
    await s.page.goto(`/detail/${product.prodId}`);
    await s.page.getByRole('button', { name: '加入购物车' }).first().click();
    await poll(() => api<number>('/p/shopCart/prodCount', { token: s.token })).toBe(1);
    await s.page.goto('/cart');
    await s.page.getByRole('button', { name: '去结算' }).click();
    await s.page.waitForURL(/\/submit-order\?basketIds=/);
    await poll(() => confirm.latest()?.uuid).toBeTruthy();
    const settled = confirm.latest()!;
    confirm.stop();
    const shop = settled.shopCartOrders[0]!;
    expect(shop.coupons.find((c) => c.couponId === couponId)).toMatchObject({ choose: true, reduce: 1 });
    expect(shop.couponReduce).toBeGreaterThanOrEqual(1);
    const submit = s.page.getByRole('button', { name: '提交订单', exact: true });
    await poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await s.page.waitForURL(/\/payment\?orderNumbers=\d+/);
    const orderNumber = orderNumberInUrl(s.page);
    await payWithBalance(s, orderNumber);
    const order = await orderOf(s, orderNumber);
    expect(order).toMatchObject({ status: 2, couponReduce: shop.couponReduce });
    // The coupon is used now.
    const used = await api<ApiPage<{ couponId: number }>>('/p/myCoupon/getCouponList?status=2&size=100', {
      token: s.token,
    });
    expect(used.records.some((c) => c.couponId === couponId)).toBe(true);
    await s.close();
  });

  it('wins a flash sale on its page and pays for it', async () => {
    const s = await startShopper('zh');
    const { id: seckillId, product } = await activityOn<number>(
      9,
      (p) => ({
        prodId: p.prodId,
        startTime: at(-60_000),
        endTime: at(HOUR),
        maxNum: 2,
        skus: p.skuList
          .filter((sku) => sku.stocks >= 3)
          .slice(0, 1)
          .map((sku) => ({ skuId: sku.skuId, seckillPrice: 1, seckillStocks: 3 })),
      }),
      '/merchant/seckill',
    );
    const before = await api<{ seckillStocks: number; status: number }>(
      `/seckill/prod?seckillId=${seckillId}`,
    );
    expect(before).toMatchObject({ seckillStocks: 3, status: 1 });

    await s.page.goto(`/secdetail/${seckillId}`);
    await s.page.getByRole('heading', { level: 1, name: product.prodName }).waitFor();
    await s.page.getByRole('button', { name: '立即抢购' }).last().click();
    await s.page.getByRole('heading', { name: '确认秒杀订单' }).waitFor();
    const submit = s.page.getByRole('button', { name: '提交订单', exact: true });
    await poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await s.page.waitForURL(/\/payment\?orderNumbers=\d+/);
    const orderNumber = orderNumberInUrl(s.page);
    await payWithBalance(s, orderNumber);

    const order = await orderOf(s, orderNumber);
    expect(order).toMatchObject({ orderType: 2, status: 2 });
    expect(order.orderItemDtos[0]).toMatchObject({ prodId: product.prodId, prodCount: 1 });
    expect(order.actualTotal).toBe(1 + order.transfee);
    const after = await api<{ seckillStocks: number }>(`/seckill/prod?seckillId=${seckillId}`);
    expect(after.seckillStocks).toBe(2);
    await s.close();
  });

  it('two shoppers form a group: both orders move to pending delivery', async () => {
    const leader = await startShopper('zh');
    const member = await startShopper('en');
    const { id: groupActivityId, product } = await activityOn<number>(
      6,
      (p) => ({
        prodId: p.prodId,
        groupNumber: 2,
        groupValidTime: 30,
        startTime: at(-60_000),
        endTime: at(2 * HOUR),
        maxNum: 0,
        skus: p.skuList.map((sku) => ({
          skuId: sku.skuId,
          actPrice: Math.max(0.01, Math.floor(sku.price * 80) / 100),
        })),
      }),
      '/merchant/group',
    );
    const detail = `/detail/${product.prodId}?groupActivityId=${groupActivityId}`;

    // The leader opens a team and pays: the order waits for the group (status 7).
    await leader.page.goto(detail);
    await leader.page.getByRole('button', { name: /^发起拼团/ }).click();
    const leaderSubmit = leader.page.getByRole('button', { name: '提交订单', exact: true });
    await poll(() => leaderSubmit.isEnabled()).toBe(true);
    await leaderSubmit.click();
    await leader.page.waitForURL(/\/payment\?orderNumbers=\d+/);
    const leaderOrder = orderNumberInUrl(leader.page);
    await payWithBalance(leader, leaderOrder);
    await poll(async () => (await orderOf(leader, leaderOrder)).status).toBe(7);
    await leader.page.getByText('拼团中').first().waitFor({ timeout: 15_000 });

    // The other shopper joins that team from the product page and pays: the team is full.
    const nick = (await api<{ nickName: string }>('/p/user/userInfo', { token: leader.token })).nickName;
    await member.page.goto(detail);
    await member.page.getByRole('button', { name: `去参团：${nick}的团` }).click();
    const memberSubmit = member.page.getByRole('button', { name: '提交订单', exact: true });
    await poll(() => memberSubmit.isEnabled()).toBe(true);
    await memberSubmit.click();
    await member.page.waitForURL(/\/payment\?orderNumbers=\d+/);
    const memberOrder = orderNumberInUrl(member.page);
    await payWithBalance(member, memberOrder);

    await poll(async () => (await orderOf(member, memberOrder)).status).toBe(2);
    await poll(async () => (await orderOf(leader, leaderOrder)).status).toBe(2);
    const team = (await orderOf(leader, leaderOrder)).groupTeamId;
    expect(team).toBeTruthy();
    expect((await orderOf(member, memberOrder)).groupTeamId).toBe(team);
    const info = await api<{ status: number; joinNum: number }>(`/p/groupTeam/info?groupTeamId=${team}`, {
      token: leader.token,
    });
    expect(info).toMatchObject({ status: 2, joinNum: 2 });
    await leader.page.goto(`/order-detail?orderNumber=${leaderOrder}`);
    await leader.page.getByText('拼团成功').first().waitFor({ timeout: 15_000 });
    await leader.close();
    await member.close();
  });

  it('a spend-and-save session reduces the cart total by its rule', async () => {
    const s = await startShopper('zh');
    const name = `E2E 满减 ${Date.now() % 100_000}`;
    const { product } = await activityOn<number>(
      5,
      (p) => ({
        discountName: name,
        discountType: 0,
        rules: [{ needAmount: Math.floor(p.price), discount: 1 }],
        startTime: at(-60_000),
        endTime: at(HOUR),
        prodIds: [p.prodId],
      }),
      '/merchant/discount',
    );
    const totals = watch<CartTotals>(s.page, '/p/shopCart/totalPay');
    await s.page.goto(`/detail/${product.prodId}`);
    await s.page.getByRole('button', { name: '加入购物车' }).first().click();
    await poll(() => api<number>('/p/shopCart/prodCount', { token: s.token })).toBe(1);
    await s.page.goto('/cart');
    // The line's group names the rule reached and what it saves.
    await s.page.getByText('已减¥1.00').first().waitFor();
    await poll(() => totals.latest()?.subtractMoney).toBe(1);
    const shown = totals.latest()!;
    totals.stop();
    expect(cents(shown.finalMoney)).toBe(cents(shown.totalMoney) - 100);
    // The page shows the server's total after the reduction.
    await s.page
      .getByText(`¥${shown.finalMoney.toFixed(2)}`)
      .first()
      .waitFor();
    await emptyCart(s.token);
    await s.close();
  });
});
