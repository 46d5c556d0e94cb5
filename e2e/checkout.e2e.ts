// The checkout issue's journey, as a shopper does it, in Chinese (demo) and in English (demo2) at PC
// size: products go into the cart from their pages, the cart is settled, the order is submitted with a
// coupon and points, and paid by every sandbox method across the two journeys (Alipay and PayPal on the
// sandbox cashier page, WeChat by "scanning" the QR code with a phone, balance and points inside the
// mall). One order of each journey then goes the whole way: the merchant ships (merchant API), the
// shopper confirms receipt, reviews it, applies for a return, the merchant accepts, the shopper sends the
// goods back, the merchant receives them and the money is refunded; in English a points-paid order is
// also refunded before shipping. The balance and points of `/p/user/userInfo` are read before and after
// each money step and must change by exactly what the pages showed and the server confirmed.
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Response } from 'playwright-core';
import {
  POINTS_EARNED_PER_YUAN,
  POINTS_PER_YUAN,
  type OrderConfirmAnswer,
  type OrderDetail,
  type OrderPayInfo,
  type Page as ApiPage,
  type PayAnswer,
  type ProductCard,
  type ProductInfo,
  type RefundDetail,
} from '@mall/domain';
import {
  api,
  apiPasswordLogin,
  baseURL,
  closeBrowser,
  demoShoppers,
  emptyCart,
  launch,
  merchantLogin,
  openPage,
  viewports,
  wallet,
  type Wallet,
  expectNoConsoleErrors,
} from './support.ts';

afterAll(closeBrowser);

type Locale = 'zh' | 'en';
type Method = 'alipay' | 'wechat' | 'paypal' | 'balance' | 'points';

// The wording of the ui, app and domain catalogs (zh.po / en.po).
const words = {
  zh: {
    prefix: '',
    addToCart: '加入购物车',
    settle: '去结算',
    usePoints: /^使用积分（本单最多可用 \d+ 积分）$/,
    pointsToUse: '使用积分数',
    applyPoints: '使用',
    submitOrder: '提交订单',
    methods: { alipay: '支付宝', wechat: '微信支付', paypal: 'PayPal', balance: '余额', points: '积分' },
    payNow: '立即支付',
    pointsCost: (cost: number, have: number) => `${cost} 积分（您有 ${have} 积分）`,
    paid: '支付成功',
    cashierPay: '支付',
    order: (n: string) => `订单 ${n}`,
    confirmReceipt: '确认收货',
    confirm: '确定',
    review: '评价',
    stars: '4星',
    yourReview: '评价内容',
    reviewText: '包装完好，发货很快，和描述一致。',
    submitReview: '提交评价',
    applyAfterSales: (name: string) => `申请售后：${name}`,
    returnAndRefund: '退货退款',
    refundOnly: '仅退款',
    refundReason: '退款原因',
    refundAmount: '退款金额',
    quality: '质量问题',
    wrongOrDislike: '拍错/多拍/不喜欢',
    submitApplication: '提交申请',
    logisticsCompany: '物流公司',
    sfExpress: '顺丰速运',
    trackingNumber: '运单号',
    submitLogistics: '提交物流信息',
    refunded: '退款成功',
  },
  en: {
    prefix: '/en',
    addToCart: 'Add to cart',
    settle: 'Settle',
    usePoints: /^Use points \(up to \d+ points for this order\)$/,
    pointsToUse: 'Points to use',
    applyPoints: 'Apply',
    submitOrder: 'Submit order',
    methods: {
      alipay: 'Alipay',
      wechat: 'WeChat Pay',
      paypal: 'PayPal',
      balance: 'Balance',
      points: 'Points',
    },
    payNow: 'Pay now',
    pointsCost: (cost: number, have: number) => `${cost} points (you have ${have})`,
    paid: 'Payment successful',
    cashierPay: 'Pay',
    order: (n: string) => `Order ${n}`,
    confirmReceipt: 'Confirm receipt',
    confirm: 'Confirm',
    review: 'Review',
    stars: '4 stars',
    yourReview: 'Your review',
    reviewText: 'Well packed, quick delivery, as described.',
    submitReview: 'Submit review',
    applyAfterSales: (name: string) => `Apply for after-sales: ${name}`,
    returnAndRefund: 'Return and refund',
    refundOnly: 'Refund only',
    refundReason: 'Refund reason',
    refundAmount: 'Refund amount',
    quality: 'Quality problem',
    wrongOrDislike: 'Ordered by mistake, ordered too many, or no longer wanted',
    submitApplication: 'Submit application',
    logisticsCompany: 'Logistics company',
    sfExpress: 'SF Express',
    trackingNumber: 'Tracking number',
    submitLogistics: 'Submit logistics',
    refunded: 'Refund successful',
  },
} as const;

const cents = (yuan: number) => Math.round(yuan * 100);

/** Polls what a page or the server says, patiently (a 2-core machine running other suites too). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The yuan amount shown in an element's text (e.g. "应付金额 ¥1,299.00" → 1299). */
async function shownYuan(page: Page, selector: string): Promise<number> {
  const text = (await page.locator(selector).first().textContent()) ?? '';
  const match = /¥\s*([\d,]+\.\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

/**
 * The cheapest product of a store on sale at `minPrice` or more, with stock to spare (the search
 * answers prices from low to high); its detail page adds its preselected SKU.
 */
async function productOf(shopId: number, minPrice = 0): Promise<ProductCard> {
  const found = await api<ApiPage<ProductCard>>(
    `/search/searchProdPage?shopId=${shopId}&sort=2&orderBy=0&size=50`,
  );
  const card = found.records.find((p) => p.price >= minPrice && p.totalStocks > 20);
  if (!card) throw new Error(`no product of shop ${shopId} from ¥${minPrice} in stock`);
  return card;
}

interface HeldCoupon {
  couponId: number;
  shopId: number;
  cashCondition: number;
  suitableProdType: number;
}

/**
 * A product that one of the shopper's coupons applies to: of the coupons for all products, the one of
 * the preferred kind (platform or store) with the lowest minimum; its store's (or, for a platform
 * coupon, the official store's: free shipping) cheapest product at that minimum or more. A fresh mall
 * gives each demo shopper eight coupons, each used once, so a mall that is used again still has some.
 */
async function productForCoupon(token: string, prefer: 'platform' | 'store'): Promise<ProductCard> {
  const held = await api<ApiPage<HeldCoupon>>('/p/myCoupon/getCouponList?status=1&size=50', { token });
  const forAll = held.records
    .filter((c) => c.suitableProdType === 0)
    .sort((a, b) => a.cashCondition - b.cashCondition);
  const coupon = forAll.find((c) => (c.shopId === 0) === (prefer === 'platform')) ?? forAll[0];
  if (!coupon) throw new Error('the shopper has no coupon left for all products (a fresh mall gives some)');
  return productOf(coupon.shopId || 1, coupon.cashCondition);
}

/** The product's name in the page's language. */
async function nameOf(prodId: number, locale: Locale): Promise<string> {
  return (await api<ProductInfo>(`/prod/prodInfo?prodId=${prodId}`, { locale })).prodName;
}

// The WeChat QR code is checked against what it must encode: the payment URL, drawn again by the same
// `qrcode` package the server uses (the server's dependency), module by module.
interface QrCodeLib {
  create(
    text: string,
    options: { errorCorrectionLevel: string },
  ): {
    modules: { size: number; data: Uint8Array };
  };
}
const qrcode = createRequire(new URL('../packages/server/package.json', import.meta.url))(
  'qrcode',
) as QrCodeLib;

/** The dark modules of a QR code SVG of `qrcode` (a path of `M x y`, `m dx 0` and `h n` runs). */
function svgModules(svg: string): { side: number; dark: Set<string> } {
  const side = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /<path[^>]*stroke=[^>]*\sd="([^"]+)"/.exec(svg)?.[1] ?? '';
  const dark = new Set<string>();
  let x = 0;
  let row = 0;
  for (const [, cmd, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (cmd === 'M') {
      x = Number(a);
      row = Math.floor(Number(b));
    } else if (cmd === 'm') {
      x += Number(a);
    } else {
      for (let i = 0; i < Number(a); i++) dark.add(`${x + i},${row}`);
      x += Number(a);
    }
  }
  return { side, dark };
}

/** True when the QR code SVG is the code of `text` (at any error-correction level). */
function qrEncodes(svg: string, text: string): boolean {
  const { side, dark } = svgModules(svg);
  return ['L', 'M', 'Q', 'H'].some((level) => {
    const { size, data } = qrcode.create(text, { errorCorrectionLevel: level }).modules;
    const margin = (side - size) / 2;
    if (!Number.isInteger(margin) || margin < 0) return false;
    let count = 0;
    for (let i = 0; i < data.length; i++) {
      if (!data[i]) continue;
      count++;
      if (!dark.has(`${(i % size) + margin},${Math.floor(i / size) + margin}`)) return false;
    }
    return count === dark.size;
  });
}

function svgOfDataUrl(src: string): string {
  const [head, body = ''] = src.split(',', 2);
  return head!.endsWith(';base64') ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
}

interface Shopper {
  locale: Locale;
  w: (typeof words)[Locale];
  token: string;
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function expectWallet(token: string, want: Wallet) {
  expect(await wallet(token)).toEqual(want);
}

async function order(s: Shopper, orderNumber: string): Promise<OrderDetail> {
  return api<OrderDetail>(`/p/myOrder/orderDetail?orderNumber=${orderNumber}`, {
    token: s.token,
    locale: s.locale,
  });
}

/** From the product page into the cart, through the cart and the checkout: the submitted order's number. */
async function checkout(
  s: Shopper,
  product: ProductCard,
  { points }: { points?: number } = {},
): Promise<{ orderNumber: string; confirm: OrderConfirmAnswer }> {
  const { page, w, token } = s;
  await page.goto(`${w.prefix}/detail/${product.prodId}`);
  await page.getByRole('button', { name: w.addToCart }).first().click();
  await poll(() => api<number>('/p/shopCart/prodCount', { token })).toBe(1);

  // The confirm answers are the server's settlement: the page must show them, submit must charge them.
  let confirm: OrderConfirmAnswer | undefined;
  const onResponse = (response: Response) => {
    if (response.url().includes('/api/p/order/confirm') && response.ok())
      response.json().then(
        (body) => (confirm = body as OrderConfirmAnswer),
        () => undefined,
      );
  };
  page.on('response', onResponse);
  await page.goto(`${w.prefix}/cart`);
  await page.getByRole('button', { name: w.settle }).click();
  await page.waitForURL(/\/submit-order\?basketIds=/);
  const submit = page.getByRole('button', { name: w.submitOrder, exact: true });
  await poll(() => submit.isEnabled()).toBe(true);
  await poll(() => confirm?.uuid).toBeTruthy();

  if (points !== undefined) {
    await page.getByRole('checkbox', { name: w.usePoints }).click();
    await poll(() => confirm?.isScorePay).toBe(1);
    await page.getByLabel(w.pointsToUse).fill(String(points));
    await page.getByRole('button', { name: w.applyPoints, exact: true }).click();
    await poll(() => confirm?.userUseScore).toBe(points);
    await poll(() => submit.isEnabled()).toBe(true);
  }
  const settled = confirm!;
  await poll(() => shownYuan(page, '[data-part="actual-total"]')).toBe(settled.actualTotal);
  // The coupons the settlement chose are the ones the coupon fields show.
  for (const coupon of chosenCoupons(settled))
    await page.getByRole('combobox').filter({ hasText: coupon.couponName }).first().waitFor();
  page.off('response', onResponse);
  // The settlement adds up: goods, minus coupons and points, plus freight.
  expect(cents(settled.actualTotal)).toBe(
    cents(settled.total) - cents(settled.orderReduce) + cents(settled.totalTransFee),
  );

  const before = await wallet(token);
  await submit.click();
  await page.waitForURL(/\/payment\?orderNumbers=\d+$/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumbers')!;
  // Submitting spends the points credit, nothing else; the cart is empty again.
  await expectWallet(token, { ...before, score: before.score - settled.userUseScore });
  expect(await api<number>('/p/shopCart/prodCount', { token })).toBe(0);
  // The payment page asks for what was confirmed.
  await poll(() => shownYuan(page, '[data-part="amount"]')).toBe(settled.actualTotal);
  return { orderNumber, confirm: settled };
}

/** Pays the order on the payment page with one method; the wallet changes by what the page asked. */
async function pay(s: Shopper, orderNumber: string, method: Method): Promise<void> {
  const { page, w, token, locale } = s;
  const info = await api<OrderPayInfo>(`/p/order/getOrderPayInfoByOrderNumber?orderNumbers=${orderNumber}`, {
    token,
  });
  await poll(() => shownYuan(page, '[data-part="amount"]')).toBe(info.totalFee);
  const before = await wallet(token);
  const answers: PayAnswer[] = [];
  const onResponse = (response: Response) => {
    if (response.url().includes('/api/p/order/pay') && response.ok())
      // (A cashier answer is followed by leaving the page: its body may be gone, and is not needed.)
      response.json().then(
        (body) => answers.push(body as PayAnswer),
        () => undefined,
      );
  };
  page.on('response', onResponse);
  const choice = page.getByRole('radio', { name: new RegExp(`^${w.methods[method]}`) });
  // Points: the page says what they cost, and what the shopper has.
  if (method === 'points') await page.getByText(w.pointsCost(info.totalScore, before.score)).waitFor();
  await choice.click();
  await page.getByRole('button', { name: w.payNow }).click();

  if (method === 'alipay' || method === 'paypal') {
    // The provider's cashier page, served by the sandbox: the same amount, then Pay.
    await page.waitForURL(/\/api\/sandbox\/cashier\/\d+/);
    await page.getByRole('heading', { name: w.methods[method] }).waitFor();
    expect(await page.locator('.amount').textContent()).toBe(`¥${info.totalFee.toFixed(2)}`);
    await page.getByRole('button', { name: w.cashierPay, exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === `${w.prefix}/payment` && url.search.includes('from=cashier'),
    );
    await page.getByRole('status').getByText(w.paid).waitFor();
  } else if (method === 'wechat') {
    // The QR page asks for its own code; a phone opens what the code encodes and pays there.
    await page.waitForURL(/\/weixin-pay\?orderNumbers=/);
    const qr = page.locator('[data-part="qr"] img');
    await qr.waitFor();
    const src = await qr.getAttribute('src');
    await poll(() => answers.some((a) => a.qrCode === src)).toBe(true);
    const answer = answers.find((a) => a.qrCode === src)!;
    expect(qrEncodes(svgOfDataUrl(answer.qrCode!), answer.payUrl!)).toBe(true);
    await poll(() => shownYuan(page, '[data-part="amount"]')).toBe(info.totalFee);
    const browser = await launch();
    const phone = await browser.newContext({
      viewport: viewports.mobile,
      locale: locale === 'zh' ? 'zh-CN' : 'en-US',
    });
    const phonePage = await phone.newPage();
    const phoneErrors: string[] = [];
    phonePage.on(
      'console',
      (m) => void (m.type() === 'error' && phoneErrors.push(`${m.text()} @ ${m.location().url}`)),
    );
    await phonePage.goto(answer.payUrl!);
    await phonePage.getByRole('status').getByText(w.paid).waitFor();
    expect(phoneErrors).toEqual([]);
    await phone.close();
    // The page notices by itself, says so and moves on to the orders.
    await page.getByRole('status').getByText(w.paid).waitFor({ timeout: 10_000 });
    await page.waitForURL((url) => url.pathname === `${w.prefix}/user-center/uc-order`, { timeout: 10_000 });
  } else {
    await page.getByRole('status').getByText(w.paid).waitFor();
  }

  page.off('response', onResponse);
  expect((await order(s, orderNumber)).status).toBe(2);
  const spent = {
    balanceCents: method === 'balance' ? cents(info.totalFee) : 0,
    score: method === 'points' ? info.totalScore : 0,
  };
  if (method === 'points')
    expect(info.totalScore).toBe(Math.ceil(cents(info.totalFee) * (POINTS_PER_YUAN / 100)));
  await expectWallet(token, {
    balanceCents: before.balanceCents - spent.balanceCents,
    score: before.score - spent.score,
  });
}

/** The merchant ships the order (merchant API). */
async function ship(shopId: number, orderNumber: string) {
  const token = await merchantLogin(shopId);
  await api('/merchant/order/delivery', {
    method: 'PUT',
    token,
    body: { orderNumber, expressName: '顺丰速运', expressNo: `SF${orderNumber.slice(-10)}` },
  });
}

/** The order's card in the shopper's order list. */
async function orderCard(s: Shopper, orderNumber: string) {
  await s.page.goto(`${s.w.prefix}/user-center/uc-order`);
  const card = s.page.getByRole('article', { name: s.w.order(orderNumber) });
  await card.waitFor();
  return card;
}

/** Where the refund stands, as the shopper's after-sales API tells it. */
async function refundOf(s: Shopper, refundSn: string): Promise<RefundDetail> {
  return api<RefundDetail>(`/p/orderRefund/info?refundSn=${refundSn}`, { token: s.token });
}

/**
 * After payment: shipped by the merchant, received, reviewed, returned and refunded. The points earned
 * on receipt stay; the refund gives back what was paid, where it came from.
 */
async function receiveReviewReturn(s: Shopper, orderNumber: string, shopId: number, paidBy: Method) {
  const { page, w, token } = s;
  const placed = await order(s, orderNumber);
  const item = placed.orderItemDtos[0]!;
  await ship(shopId, orderNumber);

  // Confirm receipt from the order list: the order's points are earned.
  let before = await wallet(token);
  const card = await orderCard(s, orderNumber);
  await card.getByRole('button', { name: w.confirmReceipt }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: w.confirm, exact: true }).click();
  await poll(async () => (await order(s, orderNumber)).status).toBe(5);
  await expectWallet(token, {
    ...before,
    score: before.score + Math.floor(placed.actualTotal) * POINTS_EARNED_PER_YUAN,
  });

  // Review it: four stars and a few words; the comment is the shopper's, and costs nothing.
  before = await wallet(token);
  await card.getByRole('link', { name: w.review, exact: true }).click();
  await page.waitForURL(/\/write-comments\?orderNumber=/);
  await page.getByRole('radio', { name: w.stars }).click();
  await page.getByLabel(w.yourReview).fill(w.reviewText);
  await page.getByRole('button', { name: w.submitReview }).click();
  await page.waitForURL(/\/order-detail\?orderNumber=/);
  const mine = await api<ApiPage<{ orderItemId: number; score: number; content: string }>>(
    '/p/prodComm/myCommList?size=5',
    { token },
  );
  expect(mine.records.find((c) => c.orderItemId === item.orderItemId)).toMatchObject({
    score: 4,
    content: w.reviewText,
  });
  await expectWallet(token, before);

  // Apply for a return of the item from the order's page: everything paid for it, the freight with it.
  await page.getByRole('link', { name: w.applyAfterSales(item.prodName) }).click();
  await page.waitForURL(/\/user-center\/apply-return\?/);
  const refundable = await api<{ maxRefundable: number }>(
    `/p/orderRefund/refundable?orderNumber=${orderNumber}&orderItemId=${item.orderItemId}`,
    { token },
  );
  expect(refundable.maxRefundable).toBe(placed.actualTotal);
  expect(await page.getByLabel(w.refundAmount).inputValue()).toBe(placed.actualTotal.toFixed(2));
  await page.getByRole('radio', { name: w.returnAndRefund }).click();
  await page.getByRole('combobox', { name: w.refundReason }).click();
  await page.getByRole('option', { name: w.quality }).click();
  await page.getByRole('button', { name: w.submitApplication }).click();
  await page.waitForURL(/\/return-detail\?refundSn=/);
  const refundSn = new URL(page.url()).searchParams.get('refundSn')!;
  expect(await refundOf(s, refundSn)).toMatchObject({
    returnMoneySts: 1,
    applyType: 2,
    refundAmount: placed.actualTotal,
  });

  // The merchant accepts; the shopper sends the goods back with their tracking number.
  const merchant = await merchantLogin(shopId);
  await api('/merchant/orderRefund/process', {
    method: 'PUT',
    token: merchant,
    body: { refundSn, agree: true },
  });
  await page.reload();
  await page.getByRole('combobox', { name: w.logisticsCompany }).click();
  await page.getByRole('option', { name: w.sfExpress }).click();
  await page.getByLabel(w.trackingNumber).fill(`SF${refundSn.slice(-10)}`);
  await page.getByRole('button', { name: w.submitLogistics }).click();
  await poll(async () => (await refundOf(s, refundSn)).returnMoneySts).toBe(3);

  // The merchant receives them: refunded at once, where the money came from.
  before = await wallet(token);
  await api('/merchant/orderRefund/receive', { method: 'PUT', token: merchant, body: { refundSn } });
  await page.reload();
  await page.getByText(w.refunded, { exact: true }).first().waitFor();
  const refund = await refundOf(s, refundSn);
  expect(refund).toMatchObject({ returnMoneySts: 5, refundAmount: placed.actualTotal });
  expect(refund.payoutMethod).toBe(
    paidBy === 'balance' ? 'balance' : paidBy === 'points' ? 'points' : 'provider',
  );
  // The points the order earned at receipt go back with the money: all of them, as all was refunded
  // (decisions/0033).
  const earned = Math.floor(placed.actualTotal) * POINTS_EARNED_PER_YUAN;
  await expectWallet(token, {
    balanceCents: before.balanceCents + (paidBy === 'balance' ? cents(refund.refundAmount) : 0),
    score:
      before.score -
      earned +
      (paidBy === 'points' ? cents(refund.refundAmount) * (POINTS_PER_YUAN / 100) : 0),
  });
  const done = await order(s, orderNumber);
  expect(done.status).toBe(5);
  expect(done.orderItemDtos[0]!.returnMoneySts).toBe(5);
}

/** A paid order not shipped yet: refund only, accepted by the merchant, paid back at once. */
async function refundBeforeShipping(s: Shopper, orderNumber: string, shopId: number) {
  const { page, w, token } = s;
  const placed = await order(s, orderNumber);
  const item = placed.orderItemDtos[0]!;
  const card = await orderCard(s, orderNumber);
  await card.getByRole('link', { name: w.applyAfterSales(item.prodName) }).click();
  await page.waitForURL(/\/user-center\/apply-return\?/);
  expect(await page.getByRole('radio', { name: w.refundOnly }).getAttribute('aria-checked')).toBe('true');
  await page.getByRole('combobox', { name: w.refundReason }).click();
  await page.getByRole('option', { name: w.wrongOrDislike }).click();
  await page.getByRole('button', { name: w.submitApplication }).click();
  await page.waitForURL(/\/return-detail\?refundSn=/);
  const refundSn = new URL(page.url()).searchParams.get('refundSn')!;
  expect(await refundOf(s, refundSn)).toMatchObject({ applyType: 1, refundAmount: placed.actualTotal });

  const before = await wallet(token);
  await api('/merchant/orderRefund/process', {
    method: 'PUT',
    token: await merchantLogin(shopId),
    body: { refundSn, agree: true },
  });
  await page.reload();
  await page.getByText(w.refunded, { exact: true }).first().waitFor();
  const refund = await refundOf(s, refundSn);
  expect(refund).toMatchObject({ returnMoneySts: 5, payoutMethod: 'points' });
  await expectWallet(token, {
    ...before,
    score: before.score + cents(refund.refundAmount) * (POINTS_PER_YUAN / 100),
  });
  // Every item refunded before shipping: the order is closed.
  expect((await order(s, orderNumber)).status).toBe(6);
}

async function startShopper(locale: Locale): Promise<Shopper> {
  const shopper = demoShoppers[locale];
  const token = await apiPasswordLogin(shopper.mobile, shopper.password);
  await emptyCart(token);
  const { context, page, errors } = await openPage(viewports.pc);
  await context.addCookies([{ name: 'token', value: token, url: baseURL() }]);
  return { locale, w: words[locale], token, context, page, errors };
}

async function endShopper(s: Shopper) {
  expect(await api<number>('/p/shopCart/prodCount', { token: s.token })).toBe(0);
  expectNoConsoleErrors(s.errors);
  await s.context.close();
}

/** The coupons a settlement uses, platform and stores. */
const chosenCoupons = (c: OrderConfirmAnswer) =>
  [...c.coupons, ...c.shopCartOrders.flatMap((shop) => shop.coupons)].filter((coupon) => coupon.choose);

describe('checkout, payment and after-sales (zh, PC)', () => {
  it('a coupon and points, balance paid, received, reviewed, returned and refunded; WeChat and Alipay', async () => {
    const s = await startShopper('zh');

    // The whole way, with a platform coupon (the official store's product over the coupon's minimum).
    const product = await productForCoupon(s.token, 'platform');
    const { orderNumber, confirm } = await checkout(s, product, { points: 1000 });
    expect(chosenCoupons(confirm).length).toBeGreaterThan(0);
    expect(confirm).toMatchObject({ userUseScore: 1000, totalScoreAmount: 10 });
    await pay(s, orderNumber, 'balance');
    await receiveReviewReturn(s, orderNumber, product.shopId, 'balance');

    // Small orders of another store, by WeChat (QR code) and by Alipay (cashier page).
    const snack = await productOf(7);
    await pay(s, (await checkout(s, snack)).orderNumber, 'wechat');
    await pay(s, (await checkout(s, snack)).orderNumber, 'alipay');

    await endShopper(s);
  });
});

describe('checkout, payment and after-sales (en, PC)', () => {
  it('a coupon and points, PayPal paid, received, reviewed, returned and refunded; points paid and refunded', async () => {
    const s = await startShopper('en');

    // The whole way, with a store's own coupon.
    const product = await productForCoupon(s.token, 'store');
    const { orderNumber, confirm } = await checkout(s, product, { points: 500 });
    expect(chosenCoupons(confirm).length).toBeGreaterThan(0);
    expect(confirm).toMatchObject({ userUseScore: 500, totalScoreAmount: 5 });
    expect(await nameOf(product.prodId, 'en')).toBe(
      confirm.shopCartOrders[0]!.shopCartItemDiscounts[0]!.shopCartItems[0]!.prodName,
    );
    await pay(s, orderNumber, 'paypal');
    await receiveReviewReturn(s, orderNumber, product.shopId, 'paypal');

    // A small order paid with points, refunded before it ships.
    const snack = await productOf(7);
    const small = await checkout(s, snack);
    await pay(s, small.orderNumber, 'points');
    await refundBeforeShipping(s, small.orderNumber, snack.shopId);

    await endShopper(s);
  });
});
