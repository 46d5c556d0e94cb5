// The shell of the site in a real browser: languages, redirects, 404s, the title and the login popup.
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, viewports, expectNoConsoleErrors } from './support.ts';

afterAll(closeBrowser);

describe('the storefront shell', () => {
  it('serves the home page in Chinese with the mall name as title, and in English under /en', async () => {
    const { page, errors, context } = await openPage(viewports.pc);
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('全球购商城');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await page.getByText('English', { exact: true }).click();
    await page.waitForURL(/\/en\/?\?lang=en$/);
    await expect.poll(() => page.title()).toBe('Global shopping mall');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    // Links keep the language.
    const allProducts = page.getByRole('link', { name: 'All products' }).first();
    await expect.poll(() => allProducts.getAttribute('href')).toMatch(/^\/en\/list/);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('redirects /zh/... to the bare path and answers unknown pages and a bad lang with 404', async () => {
    const { page, context } = await openPage(viewports.pc);
    await page.goto('/zh/list?pn=abc');
    await page.waitForURL(/\/list\?pn=abc$/);
    expect(new URL(page.url()).pathname).toBe('/list');
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect.poll(() => page.getByText('找不到该页面').count()).toBeGreaterThan(0);
    await page.goto('/?lang=fr');
    await expect.poll(() => page.getByText('找不到该页面').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('opens the login popup for a visitor who opens the cart, and shows the cart after the login', async () => {
    const { page, errors, context } = await openPage(viewports.pc);
    await page.goto('/cart');
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.waitFor();
    await dialog.getByLabel('用户名或手机号').fill('demo');
    await dialog.locator('input[type="password"]').fill('Demo@1234');
    await dialog.getByRole('button', { name: '登录' }).click();
    await page.waitForLoadState('load');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('button', { name: /演示用户/ }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/cart');
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
