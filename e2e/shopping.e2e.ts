// The storefront issue's journey, as a shopper does it: a visitor searches, opens a product, is asked to
// log in on add-to-cart, logs in with the demo account, adds two SKUs, changes a quantity, deletes one
// and sees totals that match the server's, in Chinese and in English at PC size; then a shorter smoke of
// the same at phone size.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Page as ApiPage, ProductCard, ProductInfo } from '@mall/domain';
import {
  api,
  apiLogin,
  baseURL,
  closeBrowser,
  demoShoppers,
  emptyCart,
  openPage,
  viewports,
  expectNoConsoleErrors,
} from './support.ts';

afterAll(closeBrowser);

const words = {
  zh: {
    prefix: '',
    term: '手机',
    search: '搜索',
    addToCart: '加入购物车',
    login: '登录',
    user: '用户名或手机号',
    cart: '购物车',
    delete: '删除',
    increase: '增加数量',
  },
  en: {
    prefix: '/en',
    term: 'phone',
    search: 'Search',
    addToCart: 'Add to cart',
    login: 'Log in',
    user: 'Username or mobile number',
    cart: 'Cart',
    delete: 'Delete',
    increase: 'Increase quantity',
  },
} as const;

type Locale = keyof typeof words;

/** A product found by the term with at least two SKUs in stock (so two lines can be added). */
async function productWithTwoSkus(locale: Locale): Promise<ProductInfo> {
  const term = encodeURIComponent(words[locale].term);
  const page = await api<ApiPage<ProductCard>>(`/search/searchProdPage?prodName=${term}&size=20`, { locale });
  for (const card of page.records) {
    const info = await api<ProductInfo>(`/prod/prodInfo?prodId=${card.prodId}`, { locale });
    if (info.skuList.filter((sku) => sku.stocks > 2).length >= 2) return info;
  }
  throw new Error(`no product for "${words[locale].term}" with two SKUs in stock`);
}

/** The yuan amount shown in an element's text (e.g. "合计 ¥1,299.00" → 1299). */
async function shownYuan(page: Page, selector: string): Promise<number> {
  const text = (await page.locator(selector).first().textContent()) ?? '';
  const match = /¥\s*([\d,]+\.\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

async function searchFromHeader(page: Page, locale: Locale) {
  const w = words[locale];
  const search = page.getByRole('search').first();
  await search.getByRole('searchbox').fill(w.term);
  await search.getByRole('button', { name: w.search, exact: true }).click();
  await page.waitForURL(/\/list\?/);
  expect(new URL(page.url()).searchParams.get('pn')).toBe(w.term);
}

describe.each(['zh', 'en'] as const)('the cart journey (%s, PC)', (locale) => {
  it('search, log in on add-to-cart, two SKUs, a quantity change, a deletion, totals to the cent', async () => {
    const w = words[locale];
    const shopper = demoShoppers[locale];
    const token = await apiLogin(shopper.mobile);
    await emptyCart(token);
    const product = await productWithTwoSkus(locale);

    const { page, errors, context } = await openPage(viewports.pc);
    await page.goto(`${w.prefix}/`);
    await searchFromHeader(page, locale);
    await page.getByRole('link', { name: product.prodName }).first().click();
    await page.waitForURL(new RegExp(`${w.prefix}/detail/${product.prodId}$`));

    // A visitor is asked to log in.
    await page.getByRole('button', { name: w.addToCart }).first().click();
    const dialog = page.getByRole('dialog', { name: w.login });
    await dialog.waitFor();
    await dialog.getByLabel(w.user).fill(shopper.userName);
    await dialog.locator('input[type="password"]').fill(shopper.password);
    await dialog.getByRole('button', { name: w.login, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe(`${w.prefix}/detail/${product.prodId}`);

    // The preselected SKU, then another value of the first attribute.
    await page.getByRole('button', { name: w.addToCart }).first().click();
    await expect.poll(async () => (await cartLines(token)).length).toBe(1);
    const other = page.getByRole('radio', { checked: false, disabled: false }).first();
    await other.click();
    await page.getByRole('button', { name: w.addToCart }).first().click();
    await expect.poll(async () => (await cartLines(token)).length).toBe(2);

    // The cart: one more of the first line, the second deleted.
    await page.goto(`${w.prefix}/cart`);
    const lines = await cartLines(token, locale);
    const [first, second] = lines;
    const firstRow = page
      .getByRole('row')
      .filter({ hasText: first!.skuName ?? first!.prodName })
      .first();
    await firstRow.getByRole('button', { name: w.increase }).click();
    await expect
      .poll(async () => (await cartLines(token)).find((l) => l.basketId === first!.basketId)?.prodCount)
      .toBe(first!.prodCount + 1);
    const secondRow = page
      .getByRole('row')
      .filter({ hasText: second!.skuName ?? second!.prodName })
      .first();
    await secondRow.getByRole('button', { name: w.delete }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: w.delete }).click();
    await expect.poll(async () => (await cartLines(token)).length).toBe(1);

    // Totals: what the page shows is the server's figure: price × quantity, less what a promotion of the
    // demo takes off (a store's special discount session may cover the product).
    const [left] = await cartLines(token);
    const totals = await cartTotals(token, left!.basketId);
    expect(totals.totalMoney).toBeCloseTo(left!.price * left!.prodCount, 2);
    expect(totals.finalMoney).toBeCloseTo(totals.totalMoney - totals.subtractMoney, 2);
    await expect.poll(() => shownYuan(page, '[data-part="final"]')).toBeCloseTo(totals.finalMoney, 2);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

interface CartLine {
  basketId: number;
  prodName: string;
  skuName: string | null;
  price: number;
  prodCount: number;
}

/** The cart's totals of one line, as the server prices it (promotions included). */
function cartTotals(token: string, basketId: number) {
  return api<{ totalMoney: number; subtractMoney: number; finalMoney: number }>('/p/shopCart/totalPay', {
    method: 'POST',
    body: [basketId],
    token,
  });
}

async function cartLines(token: string, locale: Locale = 'zh'): Promise<CartLine[]> {
  const shops = await api<{ shopCartItemDiscounts: { shopCartItems: CartLine[] }[] }[]>('/p/shopCart/info', {
    method: 'POST',
    body: [],
    token,
    locale,
  });
  return shops.flatMap((shop) => shop.shopCartItemDiscounts.flatMap((group) => group.shopCartItems));
}

describe('the cart journey at phone size (smoke)', () => {
  it('a signed-in shopper adds a product from a search and sees it in the cart', async () => {
    const token = await apiLogin(demoShoppers.zh.mobile);
    await emptyCart(token);
    const product = await productWithTwoSkus('zh');
    const { page, errors, context } = await openPage(viewports.mobile);
    await context.addCookies([{ name: 'token', value: token, url: baseURL() }]);
    await page.goto('/');
    await searchFromHeader(page, 'zh');
    await page.getByRole('link', { name: product.prodName }).first().click();
    await page.waitForURL(new RegExp(`/detail/${product.prodId}$`));
    await page.getByRole('button', { name: words.zh.addToCart }).first().click();
    await expect.poll(async () => (await cartLines(token)).length).toBe(1);
    await page.goto('/cart');
    const [line] = await cartLines(token);
    await expect
      .poll(() => page.getByText(line!.prodName).filter({ visible: true }).count())
      .toBeGreaterThan(0);
    const totals = await cartTotals(token, line!.basketId);
    expect(totals.totalMoney).toBeCloseTo(line!.price * line!.prodCount, 2);
    await expect.poll(() => shownYuan(page, '[data-part="final"]')).toBeCloseTo(totals.finalMoney, 2);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
