// Registration and sign-in as a newcomer does them: register a new account with an SMS code read from
// the development outbox, land home signed in after the 3-second countdown, log out, and log in again
// with an SMS code from the login popup.
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, latestSmsCode, openPage, viewports, expectNoConsoleErrors } from './support.ts';

afterAll(closeBrowser);

describe('a newcomer registers and signs in (zh, PC)', () => {
  it('registers by SMS code, is signed in, logs out, and logs in by SMS code', async () => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const userName = `e2e_${mobile.slice(-6)}`;
    const { page, errors, context } = await openPage(viewports.pc);
    await page.goto('/register');

    // Step 1: verify the phone.
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
    await page.getByLabel('验证码').fill(await latestSmsCode(mobile));
    const agreement = page.getByRole('checkbox').first();
    if ((await agreement.getAttribute('aria-checked')) !== 'true') await agreement.click();
    await page.getByRole('button', { name: '下一步' }).click();

    // Step 2: the account, with the password rule and its confirmation.
    await page.getByLabel('用户名').fill(userName);
    await page.getByLabel('密码', { exact: true }).fill('Abc12345');
    await page.getByLabel('确认密码').fill('Abc12345');
    await page.getByRole('button', { name: '注册', exact: true }).click();

    // Step 3: done, then home after the countdown, signed in.
    await page.getByText('注册成功').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    const userMenu = page.getByRole('button', { name: new RegExp(userName) });
    await expect.poll(() => userMenu.count()).toBeGreaterThan(0);

    // Log out from the user menu.
    await userMenu.first().click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: '登录', exact: true }).count())
      .toBeGreaterThan(0);

    // Log in again with an SMS code from the popup.
    await page.getByRole('button', { name: '登录', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await dialog.getByRole('tab', { name: '手机登录' }).click();
    await dialog.getByLabel('手机号').fill(mobile);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: /秒后重新获取/ }).count()).toBe(1);
    await dialog.getByLabel('验证码').fill(await latestSmsCode(mobile));
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByRole('button', { name: new RegExp(userName) }).count())
      .toBeGreaterThan(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
