// The loyalty issue's journeys (issue 14), at PC size against the demo mall, as a shopper does them:
// - signing in for the day on the member centre: the points grow by what the server says it added, and
//   the button says so; a second sign-in the same day is refused and adds nothing;
// - buying the paid membership with the balance (in English): the order is paid and completed, the plan
//   runs, and the cart then shows the member price's group named after the plan, saving what the server
//   priced;
// - redeeming a points-mall product paid in points and cash: the points go at submit, the cash part is
//   paid with the balance, and the order is a points order awaiting delivery.
import { afterAll, describe, expect, it } from 'vitest';
import type { CartTotals, Page as ApiPage, ScoreInfo, ScoreProdCard } from '@mall/domain';
import {
  api,
  cents,
  closeBrowser,
  emptyCart,
  orderNumberInUrl,
  orderOf,
  payWithBalance,
  startShopper,
  wallet,
  watch,
} from './support.ts';

afterAll(closeBrowser);

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const scoreInfo = (token: string) => api<ScoreInfo>('/p/score/scoreInfo', { token });

describe('loyalty (PC)', () => {
  it('signs in for the day on the member centre, once', async () => {
    const s = await startShopper('zh');
    const before = await scoreInfo(s.token);
    expect(before.isSignIn).toBe(false);
    const signed = watch<{ addScore: number; score: number }>(s.page, '/p/score/updateUserScore');
    await s.page.goto('/member-center/member-center');
    await s.page.getByRole('button', { name: '签到', exact: true }).click();
    await s.page.getByRole('button', { name: '今日已签到' }).waitFor();
    await poll(() => signed.latest()?.addScore).toBeGreaterThanOrEqual(before.signInScores[0]!);
    const added = signed.latest()!.addScore;
    signed.stop();
    const after = await scoreInfo(s.token);
    expect(after).toMatchObject({ isSignIn: true, signInCount: 1, score: before.score + added });
    expect((await wallet(s.token)).score).toBe(before.score + added);
    expect(await s.page.getByRole('button', { name: '今日已签到' }).isDisabled()).toBe(true);
    // A second sign-in the same day is refused and adds nothing.
    await expect(api('/p/score/updateUserScore', { token: s.token })).rejects.toThrow(/400/);
    expect((await scoreInfo(s.token)).score).toBe(after.score);
    await s.close();
  });

  it('buys the paid membership with the balance and sees the member price in the cart', async () => {
    const s = await startShopper('en');
    await s.page.goto('/en/member-center/buy-member');
    const plan = s.page.getByRole('listitem').filter({ hasText: 'Premium' });
    const join = plan.getByRole('button', { name: 'Join now' });
    expect(await join.isDisabled()).toBe(true);
    await s.page
      .getByRole('checkbox', { name: 'I have read and accept the member rights agreement' })
      .click();
    await poll(() => join.isEnabled()).toBe(true);
    await join.click();
    await s.page.waitForURL(/\/payment\?orderNumbers=\d+/);
    const orderNumber = orderNumberInUrl(s.page);
    await payWithBalance(s, orderNumber, 'en');
    // Paid, applied and completed at once: nothing to ship.
    await poll(async () => (await orderOf(s, orderNumber)).status).toBe(5);
    expect(await orderOf(s, orderNumber)).toMatchObject({ orderType: 4 });
    const info = await api<ScoreInfo>('/p/score/scoreInfo', { token: s.token, locale: 'en' });
    expect(info).toMatchObject({ levelType: 1, levelName: 'Premium' });
    expect(info.paidLevelEndTime).toBeTruthy();

    // A product of a shop without discount sessions (the demo's are in shops 1 to 3), in the cart: the
    // member price takes its rate off, named after the plan.
    const product = (
      await api<ApiPage<{ prodId: number; price: number; totalStocks: number }>>(
        '/search/searchProdPage?shopId=4&sort=2&orderBy=0&size=20',
      )
    ).records.find((p) => p.totalStocks > 10 && p.price >= 10)!;
    const sku = (
      await api<{ skuList: { skuId: number; stocks: number }[] }>(`/prod/prodInfo?prodId=${product.prodId}`)
    ).skuList.find((k) => k.stocks > 10)!;
    await api('/p/shopCart/changeItem', {
      method: 'POST',
      token: s.token,
      body: { basketId: 0, count: 1, prodId: product.prodId, shopId: 4, skuId: sku.skuId },
    });
    const totals = watch<CartTotals>(s.page, '/p/shopCart/totalPay');
    await s.page.goto('/en/cart');
    await s.page.getByText('Member price', { exact: true }).first().waitFor();
    await s.page.getByText('Premium: 5% off').first().waitFor();
    await poll(() => totals.latest()?.subtractMoney).toBeGreaterThan(0);
    const shown = totals.latest()!;
    totals.stop();
    expect(cents(shown.finalMoney)).toBe(cents(shown.totalMoney) - cents(shown.subtractMoney));
    await s.page
      .getByText(`Saved ¥${shown.subtractMoney.toFixed(2)}`)
      .first()
      .waitFor();
    await emptyCart(s.token);
    await s.close();
  });

  it('redeems a points-mall product with points and cash', async () => {
    const cards = await api<ApiPage<ScoreProdCard>>('/score/prod/page?current=1&size=50');
    // The demo's cheapest points-mall product is priced within the demo shoppers' 5,000 points, with a
    // cash part; the journeys before this one may have spent some of a shopper's points (paying with
    // points at checkout), so the shopper is the demo one who can still afford it.
    const card = cards.records.filter((c) => c.price > 0).sort((a, b) => a.scorePrice - b.scorePrice)[0]!;
    expect(card).toBeTruthy();
    let s = await startShopper('zh');
    if ((await scoreInfo(s.token)).score < card.scorePrice) {
      await s.close();
      s = await startShopper('en');
    }
    const { score } = await scoreInfo(s.token);
    expect(score).toBeGreaterThanOrEqual(card.scorePrice);
    await s.page.goto('/member-center/integral-mall');
    await s.page.getByRole('link', { name: card.prodName }).first().click();
    await s.page.waitForURL(new RegExp(`/member-center/integral-det/${card.prodId}`));
    await s.page.getByRole('heading', { level: 1, name: card.prodName }).waitFor();
    await s.page.getByRole('button', { name: '立即兑换' }).click();
    await s.page.getByRole('heading', { name: '确认积分订单' }).waitFor();
    const submit = s.page.getByRole('button', { name: '提交订单', exact: true });
    await poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await s.page.waitForURL(/\/payment\?orderNumbers=\d+/);
    const orderNumber = orderNumberInUrl(s.page);
    // The points went at submit, exactly the product's points price.
    expect((await scoreInfo(s.token)).score).toBe(score - card.scorePrice);
    await payWithBalance(s, orderNumber);
    const order = await orderOf(s, orderNumber);
    expect(order).toMatchObject({ orderType: 3, status: 2 });
    expect(order.orderItemDtos[0]).toMatchObject({ prodId: card.prodId, prodCount: 1 });
    expect((await scoreInfo(s.token)).score).toBe(score - card.scorePrice);
    await s.close();
  });
});
