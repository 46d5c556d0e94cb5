// The platform console (issue 18, decisions/0080-0081), in Chinese at PC size against the demo mall: the
// administrator (`admin` / `Admin@1234`) opens /platform/, is sent to the login page, signs in, sees the
// menu of the role, reloads and is still signed in; changes the Chinese welcome text in the site
// configuration and the storefront's top bar shows it on the next page load (its cache of the
// configuration dropped at once); disables a demo shopper in the members area, whose next request is
// refused, and enables them again; logs out, and the token is refused. The administrator adds a banner
// (its picture uploaded) that the storefront's home page then shows, and deletes it. An operator's menu
// has no audit log; an auditor's has no site configuration to change. The platform console's code stays out of the
// storefront's build (merchant.e2e.ts checks the build's sources for the consoles' code).
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate, type PcWebConfig } from '@mall/domain';
import {
  api,
  apiPasswordLogin,
  baseURL,
  closeBrowser,
  ONE_PIXEL_PNG,
  demoShoppers,
  openPage,
  platformLogin,
  viewports,
  expectNoConsoleErrors,
} from './support.ts';

afterAll(closeBrowser);

const TOKEN_KEY = 'mall.platform.token';

describe('the platform console (zh, PC)', () => {
  it('signs the administrator in, changes the welcome text the storefront shows, disables and enables a member, logs out', async () => {
    const { context, page, errors } = await openPage(viewports.pc);
    await page.goto('/platform/');
    await page.waitForURL(/\/platform\/login$/);
    await page.getByRole('heading', { level: 1, name: '平台管理后台' }).waitFor();

    await page.getByLabel('平台账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('Admin@1234');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/platform\/?$/);
    const nav = page.getByRole('navigation', { name: '控制台菜单' });
    await nav.getByRole('link', { name: '站点设置' }).waitFor();
    await nav.getByRole('link', { name: '会员' }).waitFor();
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(token).toBeTruthy();
    // A reload keeps the session.
    await page.reload();
    await nav.getByRole('link', { name: '站点设置' }).waitFor();

    // The site configuration: a new Chinese welcome text, saved, is what the storefront's top bar shows.
    const welcome = `欢迎光临${Date.now() % 100000}`;
    await nav.getByRole('link', { name: '站点设置' }).click();
    const field = page.getByRole('textbox', { name: '欢迎语（中文）' });
    await field.waitFor();
    await field.fill(welcome);
    await page.getByRole('button', { name: '保存设置' }).click();
    await expect
      .poll(async () => (await api<PcWebConfig>('/webConfig/getPcWebConfig')).pcWelcomeCn, {
        timeout: 15_000,
      })
      .toBe(welcome);
    const shop = await openPage(viewports.pc);
    await shop.page.goto('/');
    // In the top bar (its shortcuts' navigation), where the storefront shows the welcome text.
    await shop.page.getByRole('navigation', { name: '快捷导航' }).getByText(welcome).waitFor();
    await shop.context.close();

    // A member disabled: their next request is refused; enabled again, they sign in once more.
    const shopper = demoShoppers.en;
    const shopperToken = await apiPasswordLogin(shopper.mobile, shopper.password);
    await api('/p/user/userInfo', { token: shopperToken });
    await nav.getByRole('link', { name: '会员' }).click();
    const search = page.getByRole('textbox', { name: '昵称、手机号或ID' });
    await search.fill(shopper.mobile);
    await page.getByRole('button', { name: '搜索' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('button', { name: /^禁用/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /禁用/ }).click();
    await expect
      .poll(
        () =>
          fetch(`${baseURL()}/api/p/user/userInfo`, {
            headers: { authorization: `bearer ${shopperToken}` },
          }).then((r) => r.status),
        { timeout: 15_000 },
      )
      .toBe(401);
    await page.getByRole('button', { name: /^启用/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /启用/ }).click();
    await expect
      .poll(() => apiPasswordLogin(shopper.mobile, shopper.password).then(Boolean, () => false), {
        timeout: 15_000,
      })
      .toBe(true);

    // Log out: back to the login page, the token gone here and dead on the server.
    await page.getByRole('button', { name: '账号：admin' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/platform\/login/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    const refused = await fetch(`${baseURL()}/api/platform/me`, {
      headers: { authorization: `bearer ${token}` },
    });
    expect(refused.status).toBe(401);
    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await context.close();
  });

  it("adds a banner that the storefront's home page shows, then deletes it", async () => {
    const admin = await platformLogin();
    const { context, page, errors } = await openPage(viewports.pc);
    await page.goto('/platform/login');
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, admin]);
    await page.goto('/platform/content/banners');
    const title = `E2E横幅${Date.now() % 100_000}`;
    await page.getByRole('button', { name: '新增轮播图' }).click();
    const dialog = page.getByRole('dialog', { name: '新增轮播图' });
    await dialog
      .getByLabel('添加图片')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await dialog.getByRole('group', { name: '图片' }).locator('img').waitFor();
    await dialog.getByRole('textbox', { name: '标题（中文）' }).fill(title);
    await dialog.getByRole('textbox', { name: '标题（英文）' }).fill('E2E banner');
    await dialog.getByRole('textbox', { name: '排序' }).fill('0');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: '首页轮播图' }).getByRole('img', { name: title }).waitFor();

    // The storefront's home page shows it (its picture served from the upload).
    const shop = await openPage(viewports.pc);
    const shown = shop.page.locator(`img[alt="${title}"]`);
    await expect
      .poll(
        async () => {
          await shop.page.goto('/');
          return shown.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const src = await shown.getAttribute('src');
    expect((await fetch(new URL(src!, baseURL()))).status).toBe(200);

    // Deleted, the home page no longer shows it.
    await page.getByRole('button', { name: `删除 ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect
      .poll(
        async () => {
          await shop.page.goto('/');
          return shown.count();
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    await shop.context.close();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("opens a platform coupon by its address with the coupon's own values", async () => {
    // A coupon that starts tomorrow, so its form is editable; opened by its address, not from the list:
    // the form must start from the coupon the page loaded, not from an empty one.
    const admin = await platformLogin();
    const couponName = `E2E平台券${Date.now() % 100_000}`;
    const day = 24 * 60 * 60 * 1000;
    const couponId = await api<number>('/platform/coupon', {
      method: 'POST',
      token: admin,
      body: {
        couponName,
        couponType: 1,
        cashCondition: 100,
        reduceAmount: 10,
        startTime: formatDate(Date.now() + day),
        endTime: formatDate(Date.now() + 8 * day),
        stocks: 50,
        limitNum: 1,
      },
    });
    const { context, page, errors } = await openPage(viewports.pc);
    await page.goto('/platform/login');
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, admin]);
    await page.goto(`/platform/marketing/coupons/${couponId}`);
    await expect
      .poll(() => page.getByRole('textbox', { name: '优惠券名称' }).inputValue(), { timeout: 15_000 })
      .toBe(couponName);
    expect(await page.getByRole('textbox', { name: '发放数量' }).inputValue()).toBe('50');
    await page.getByRole('button', { name: '保存' }).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('shows each role only its areas', async () => {
    const operator = await platformLogin('operator', 'Operator@1234');
    const auditor = await platformLogin('auditor', 'Auditor@1234');
    const { context, page } = await openPage(viewports.pc);
    await page.goto('/platform/login');
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, operator]);
    await page.goto('/platform/');
    const nav = page.getByRole('navigation', { name: '控制台菜单' });
    await nav.getByRole('link', { name: '会员' }).waitFor();
    expect(await nav.getByRole('link', { name: '操作日志' }).count()).toBe(0);

    // The auditor reads the site configuration but may not change it: no save button.
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, auditor]);
    await page.goto('/platform/site');
    await page.getByRole('textbox', { name: '欢迎语（中文）' }).waitFor();
    expect(await page.getByRole('button', { name: '保存设置' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: '会员' }).count()).toBe(0);
    await context.close();
  });
});
