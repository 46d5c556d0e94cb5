// The merchant centre's foundation (issue 17, decisions/0062), in Chinese at PC size against the demo
// mall: the demo store's owner (`shop1` / `Shop@1234`, modules/merchant/demo.ts) opens /merchant-center/,
// is sent to the login page, signs in, sees the store's name, reloads and is still signed in, is sent
// back to the login page when the token is revoked elsewhere and returns to the page after signing in
// again, logs out (back to the login page, the token gone from the browser) and that token is refused by
// the API; the language chosen is kept. The owner lists a product with two SKUs (a colour specification),
// a shopper buys one of them in the storefront and pays, the owner ships it from the orders section, the
// shopper applies for a refund and the owner agrees in the after-sales section (the balance gets it back),
// and the owner takes the product off sale. The storefront's build carries none of the consoles' code (the
// centre, ui's console tier, the rich-text editor), by its source maps and its words.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Category, ShopHead } from '@mall/domain';
import {
  api,
  baseURL,
  cents,
  closeBrowser,
  ONE_PIXEL_PNG,
  openPage,
  orderNumberInUrl,
  orderOf,
  payWithBalance,
  startShopper,
  viewports,
  wallet,
  expectNoConsoleErrors,
} from './support.ts';

afterAll(closeBrowser);

const TOKEN_KEY = 'mall.merchant.token';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A module of the consoles, by its path in the repository (node_modules included). */
const CONSOLE_CODE = /@tiptap|prosemirror|\/console\/|i18n\/console|packages\/merchant|screens\/merchant/;

/** Every file under `dir`, at any depth. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The modules a source map names, as paths relative to the repository, with forward slashes. */
function bundledSources(mapFile: string): string[] {
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[]; sourceRoot?: string };
  const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
  return (map.sources ?? []).map((source) =>
    relative(ROOT, resolve(base, source.replace(/^[a-z]+:\/\/\/?/i, '')))
      .split(sep)
      .join('/'),
  );
}

describe('the merchant centre (zh, PC)', () => {
  it('signs the owner in, keeps the session over a reload, logs out and the token dies', async () => {
    const shop = await api<ShopHead>('/shop/headInfo?shopId=1');
    const { context, page, errors } = await openPage(viewports.pc);

    await page.goto('/merchant-center/');
    await page.waitForURL(/\/merchant-center\/login$/);
    await page.getByRole('heading', { level: 1, name: '商家管理中心' }).waitFor();

    // The client's own check first: nothing is sent without an account.
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('请输入店铺账号').waitFor();

    // A wrong password is refused in the form.
    await page.getByLabel('店铺账号').fill('shop1');
    await page.getByLabel('密码', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('商家账号或密码错误');

    await page.getByLabel('密码', { exact: true }).fill('Shop@1234');
    await page.getByRole('button', { name: '登录' }).click();
    // Home: the router writes the centre's root without the final slash; the server redirects a reload.
    await page.waitForURL(/\/merchant-center\/?$/);
    const banner = page.getByRole('banner');
    await expect.poll(() => banner.textContent(), { timeout: 15_000 }).toContain(shop.shopName);
    await page.getByRole('heading', { level: 2, name: shop.shopName }).waitFor();
    const nav = page.getByRole('navigation', { name: '控制台菜单' });
    expect(await nav.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(token).toBeTruthy();
    // The storefront's session is not touched.
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();

    // A reload keeps the session.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: shop.shopName }).waitFor();
    expect(page.url()).toMatch(/\/merchant-center\/?$/);

    // A session ended elsewhere (the token revoked): the next request's 401 shows the login page, saying
    // so, and signing in again leads back to the page (opened directly: the server answers index.html).
    await api('/merchant/logout', { method: 'POST', token: token! });
    await page.goto('/merchant-center/no-such-page');
    await page.waitForURL(/\/merchant-center\/login\?from=%2Fno-such-page&reason=expired$/);
    await page.getByText('登录已过期，请重新登录').waitFor();
    await page.getByLabel('店铺账号').fill('shop1');
    await page.getByLabel('密码', { exact: true }).fill('Shop@1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('heading', { level: 1, name: '页面不存在' }).waitFor();
    expect(page.url()).toMatch(/\/merchant-center\/no-such-page$/);
    const second = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(second).toBeTruthy();
    expect(second).not.toBe(token);

    // Log out: back to the login page, the token gone here and dead on the server.
    await page.getByRole('button', { name: '账号：shop1' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/merchant-center\/login/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    const refused = await fetch(`${baseURL()}/api/merchant/me`, {
      headers: { authorization: `bearer ${second}` },
    });
    expect(refused.status).toBe(401);

    // Signed out, a page of the centre sends to the login page with the way back.
    await page.goto('/merchant-center/no-such-page');
    await page.waitForURL(/\/merchant-center\/login\?from=%2Fno-such-page$/);

    // The language chosen is kept: English after a reload too.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Merchant centre' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Merchant centre' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // The wrong password's 400 and the revoked token's 401 are the failed requests the browser reports.
    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await context.close();
  });

  it('lists a new product with two SKUs, a shopper buys one in the storefront, the owner ships it and agrees to its refund; off sale reaches the storefront', async () => {
    const [top] = await api<Category[]>('/category/categoryInfo');
    const second = top!.categories[0]!;
    const third = second.categories[0]!;
    const name = `陶瓷碗${Date.now() % 100000}`;
    const { context, page, errors } = await openPage(viewports.pc);
    await page.goto('/merchant-center/login');
    await page.getByLabel('店铺账号').fill('shop1');
    await page.getByLabel('密码', { exact: true }).fill('Shop@1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/merchant-center\/?$/);
    const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY))!;

    await page
      .getByRole('navigation', { name: '控制台菜单' })
      .getByRole('link', { name: '商品', exact: true })
      .click();
    await page.waitForURL(/\/merchant-center\/products$/);
    // The page header's button (an empty list offers one too).
    await page.getByRole('button', { name: '发布商品' }).first().click();
    await page.waitForURL(/\/merchant-center\/products\/new$/);
    const choose = async (label: string, option: string) => {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await choose('商品分类', top!.categoryName);
    await choose('二级分类', second.categoryName);
    await choose('三级分类', third.categoryName);
    await page.getByLabel(/^商品名称（中文）/).fill(name);
    await page.getByLabel(/^商品名称（英文）/).fill('Ceramic bowl');
    await page
      .getByLabel('添加图片')
      .setInputFiles({ name: 'bowl.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByText('主图').waitFor();
    // Two SKUs from one specification: colour, white and cyan.
    await page.getByRole('button', { name: '添加规格' }).click();
    const spec = page.getByRole('group', { name: '规格 1' });
    await spec.getByLabel('规格名（中文）').fill('颜色');
    await spec.getByLabel('规格名（英文）').fill('Colour');
    await spec.getByLabel('值 1（中文）').fill('白色');
    await spec.getByLabel('值 1（英文）').fill('White');
    await page.getByRole('button', { name: '为规格 1 添加值' }).click();
    await spec.getByLabel('值 2（中文）').fill('青色');
    await spec.getByLabel('值 2（英文）').fill('Cyan');
    for (const [sku, price, oriPrice, stock] of [
      ['白色', '19.9', '29', '100'],
      ['青色', '21.5', '29', '40'],
    ] as const) {
      await page.getByRole('textbox', { name: `${sku} 的价格` }).fill(price);
      await page.getByRole('textbox', { name: `${sku} 的原价` }).fill(oriPrice);
      await page.getByRole('textbox', { name: `${sku} 的库存` }).fill(stock);
    }
    await page.getByRole('button', { name: '发布商品' }).click();
    // Back to the list, which shows the new product first.
    await page.waitForURL(/\/merchant-center\/products$/);
    await page.getByRole('button', { name: `编辑 ${name}` }).waitFor();

    // The server has it as sent, and the storefront shows it.
    const listed = await api<{
      records: { prodId: number; prodName: string; price: number; totalStocks: number; status: number }[];
    }>(`/merchant/prod/page?prodName=${encodeURIComponent(name)}`, { token });
    expect(listed.records).toHaveLength(1);
    const [row] = listed.records;
    expect(row).toMatchObject({ prodName: name, price: 19.9, totalStocks: 140, status: 1 });
    const shown = await api<{
      prodName: string;
      price: number;
      status: number;
      skuList: { skuId: number; skuName: string; price: number; stocks: number }[];
    }>(`/prod/prodInfo?prodId=${row!.prodId}`);
    expect(shown).toMatchObject({ prodName: name, price: 19.9, status: 1 });
    expect(shown.skuList.map((sku) => [sku.skuName, sku.price, sku.stocks])).toEqual([
      ['白色', 19.9, 100],
      ['青色', 21.5, 40],
    ]);

    // A shopper buys the cyan one in the storefront and pays with the balance; the owner finds the order
    // in the orders section by its number and ships it from its page.
    const shopper = await startShopper('zh');
    await shopper.page.goto(`/detail/${row!.prodId}`);
    await shopper.page.getByRole('radio', { name: '青色' }).click();
    await shopper.page.getByRole('button', { name: '立即购买' }).first().click();
    await shopper.page.waitForURL(/\/submit-order\?/);
    const submit = shopper.page.getByRole('button', { name: '提交订单', exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await shopper.page.waitForURL(/\/payment\?/);
    const orderNumber = orderNumberInUrl(shopper.page);
    await payWithBalance(shopper, orderNumber);
    const bought = await orderOf(shopper, orderNumber);
    expect(bought.orderItemDtos.map((item) => [item.skuName, item.prodCount, item.price])).toEqual([
      ['青色', 1, 21.5],
    ]);
    await page
      .getByRole('navigation', { name: '控制台菜单' })
      .getByRole('link', { name: '订单', exact: true })
      .click();
    await page.waitForURL(/\/merchant-center\/orders$/);
    await page.getByLabel('订单编号').fill(orderNumber);
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByRole('button', { name: `发货 ${orderNumber}` }).click();
    await page.waitForURL(new RegExp(`/merchant-center/orders/${orderNumber}`));
    const form = page.getByRole('form', { name: '订单发货' });
    await form.getByRole('textbox', { name: '物流公司' }).fill('顺丰速运');
    await form.getByRole('textbox', { name: '运单号' }).fill('SF1234567890');
    await form.getByRole('button', { name: '发货' }).click();
    await expect
      .poll(
        async () =>
          (await api<{ status: number }>(`/merchant/order/info?orderNumber=${orderNumber}`, { token }))
            .status,
      )
      .toBe(3);
    expect((await orderOf(shopper, orderNumber)).status).toBe(3);

    // The shopper applies for a refund of it from the order list; the owner agrees in the after-sales
    // section, and the refund reaches the balance it was paid from.
    await shopper.page.goto('/user-center/uc-order');
    const card = shopper.page.getByRole('article', { name: `订单 ${orderNumber}` });
    await card.getByRole('link', { name: `申请售后：${name}` }).click();
    await shopper.page.waitForURL(/\/user-center\/apply-return\?/);
    await shopper.page.getByRole('radio', { name: '仅退款' }).click();
    await shopper.page.getByRole('combobox', { name: '退款原因' }).click();
    await shopper.page.getByRole('option', { name: '质量问题' }).click();
    await shopper.page.getByRole('button', { name: '提交申请' }).click();
    await shopper.page.waitForURL(/\/return-detail\?refundSn=/);
    const refundSn = new URL(shopper.page.url()).searchParams.get('refundSn')!;
    const refundOf = () =>
      api<{ returnMoneySts: number; refundAmount: number }>(`/p/orderRefund/info?refundSn=${refundSn}`, {
        token: shopper.token,
      });
    const applied = await refundOf();
    expect(applied.returnMoneySts).toBe(1);
    const before = await wallet(shopper.token);
    await page
      .getByRole('navigation', { name: '控制台菜单' })
      .getByRole('link', { name: '售后服务', exact: true })
      .click();
    await page.waitForURL(/\/merchant-center\/refunds$/);
    await page.getByRole('button', { name: `处理 ${refundSn}` }).click();
    await page.waitForURL(new RegExp(`/merchant-center/refunds/${refundSn}`));
    await page.getByRole('button', { name: '同意', exact: true }).click();
    await expect.poll(async () => (await refundOf()).returnMoneySts).toBe(5);
    expect(await wallet(shopper.token)).toEqual({
      ...before,
      balanceCents: before.balanceCents + cents(applied.refundAmount),
    });

    // Off sale from the list: the storefront says so at once.
    await page
      .getByRole('navigation', { name: '控制台菜单' })
      .getByRole('link', { name: '商品', exact: true })
      .click();
    await page.waitForURL(/\/merchant-center\/products$/);
    await page.getByRole('button', { name: `下架：${name}` }).click();
    await page.getByRole('button', { name: new RegExp(`^上架.*${name}`) }).waitFor();
    const off = await api<{ status: number }>(`/prod/prodInfo?prodId=${row!.prodId}`);
    expect(off.status).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
    await shopper.close();
  });

  it("answers a shopper's question in the chat workspace, which the shopper reads at once", async () => {
    // The shopper asks the demo store from a product page.
    const shopper = await startShopper('zh');
    const { nickName } = await api<{ nickName: string }>('/p/user/userInfo', { token: shopper.token });
    const found = await api<{ records: { prodId: number }[] }>('/search/searchProdPage?shopId=1&size=1');
    await shopper.page.goto(`/detail/${found.records[0]!.prodId}`);
    await shopper.page.locator('[data-part="shop"]').getByRole('button', { name: '联系客服' }).click();
    await shopper.page.waitForURL(/\/chat\?shopId=1/);
    const question = `请问周末发货吗？${Date.now() % 100000}`;
    await shopper.page.getByRole('textbox', { name: '输入消息' }).fill(question);
    await shopper.page.getByRole('textbox', { name: '输入消息' }).press('Enter');
    const shopperLog = shopper.page.getByRole('log');
    await shopperLog.getByText(question).waitFor();

    // The owner opens the customer-service section, the shopper's conversation, and answers.
    const { context, page, errors } = await openPage(viewports.pc);
    await page.goto('/merchant-center/login');
    await page.getByLabel('店铺账号').fill('shop1');
    await page.getByLabel('密码', { exact: true }).fill('Shop@1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/merchant-center\/?$/);
    await page
      .getByRole('navigation', { name: '控制台菜单' })
      .getByRole('link', { name: '客服', exact: true })
      .click();
    await page.waitForURL(/\/merchant-center\/chat/);
    const list = page.getByRole('region', { name: '会话列表' });
    await list.getByRole('button', { name: new RegExp(`^${nickName}`) }).click();
    const log = page.getByRole('log');
    await log.getByText(question).waitFor();
    // Beside the conversation: the shopper it is with.
    await page
      .getByRole('complementary', { name: '顾客' })
      .getByRole('heading', { name: nickName })
      .waitFor();
    const answer = `周末照常发货。${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: '输入消息' }).fill(answer);
    await page.getByRole('textbox', { name: '输入消息' }).press('Enter');
    await log.getByText(answer).waitFor();
    // The shopper reads it on the open chat page, without a reload.
    await shopperLog.getByText(answer).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
    await shopper.close();
  });

  it("the storefront's build carries none of the centre's code", () => {
    const dist = join(ROOT, 'packages', 'app', 'dist');
    const files = filesUnder(dist);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // No module of the consoles went into a storefront file: the centre's app, its screens, the console
    // tier of ui and its catalogs, the rich-text editor (Tiptap, ProseMirror). The source maps name every
    // module bundled, relative to the map: each is resolved to its path in the repository first (a
    // `../../../merchant/src/...` never says `packages/merchant`).
    const maps = files.filter((file) => file.endsWith('.map'));
    const mapped = scripts.filter((file) => maps.includes(`${file}.map`));
    expect(mapped.length).toBeGreaterThan(scripts.length / 2); // re-exports and the runtime have none
    for (const file of maps) {
      const foreign = bundledSources(file).filter((source) => CONSOLE_CODE.test(source));
      expect(foreign, relative(ROOT, file)).toEqual([]);
    }
    // ...and none of its words: its storage keys, its name, its shell's menu.
    const markers = [
      TOKEN_KEY,
      'mall.merchant.locale',
      '商家管理中心',
      'Merchant centre',
      '控制台菜单',
      'Console menu',
    ];
    for (const file of scripts) {
      const text = readFileSync(file, 'utf8');
      const name = relative(ROOT, file);
      for (const marker of markers) expect(text.includes(marker), `${marker} in ${name}`).toBe(false);
    }
  });
});
