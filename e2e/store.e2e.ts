// The store-opening issue's journey (issues 15 and 18), in Chinese at PC size against the demo mall: a
// shopper applies for a free store on /ffjs (the form, its region and its four pictures uploaded); the
// platform's administrator signs in to the platform console in the browser, opens the store
// applications from the menu, finds it by its name, reads its documents (through the reviewers' view
// links) and rejects it with a reason; the shopper sees the reason, fixes the name and submits again; the
// administrator approves it in the console (Approve asks first) and sees it approved there, in its
// history and in the list; the owner sets the store password on the store account page and signs in to
// the merchant API with it, for their new store only.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page as ApiPage, ShopAccount, ShopApplyInfo, ShopApplyRecord } from '@mall/domain';
import {
  api,
  baseURL,
  closeBrowser,
  ONE_PIXEL_PNG,
  merchantPasswordLogin,
  openPage,
  platformLogin,
  startShopper,
  viewports,
  type Shopper,
} from './support.ts';

afterAll(closeBrowser);

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const applicationOf = (s: Shopper) => api<ShopApplyInfo>('/p/shop/apply/info', { token: s.token });

async function pickRegion(s: Shopper, label: string, option: string): Promise<void> {
  await s.page.getByRole('combobox', { name: label }).click();
  await s.page.getByRole('option', { name: option }).click();
}

async function upload(s: Shopper, label: string, name: string): Promise<void> {
  await s.page
    .getByLabel(label, { exact: true })
    .setInputFiles({ name, mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
}

describe('store opening (zh, PC)', () => {
  it('applies, is rejected, resubmits, is approved, sets the store password and signs in as the merchant', async () => {
    const s = await startShopper('zh');
    expect(await applicationOf(s)).toBeNull();
    const name = `E2E小店${Date.now() % 100_000}`;

    // The application, through the page.
    await s.page.goto('/ffjs');
    await s.page.getByRole('heading', { level: 1, name: '免费开店' }).waitFor();
    await s.page.getByLabel('店铺名称').fill(`${name}!`);
    await s.page.getByLabel('联系电话').fill('13800138000');
    await pickRegion(s, '省份', '北京市');
    await pickRegion(s, '城市', '北京市');
    await pickRegion(s, '区县', '朝阳区');
    await s.page.getByLabel('详细地址').fill('建国路88号SOHO现代城');
    await s.page.getByLabel('店铺简介').fill('一家卖手工茶具和本地茶叶的小店，欢迎光临。');
    await upload(s, '店铺Logo', 'logo.png');
    await upload(s, '营业执照', 'licence.png');
    await upload(s, '身份证正面', 'front.png');
    await upload(s, '身份证反面', 'back.png');
    // The name's rule holds the submit: no special characters.
    await s.page.getByRole('button', { name: '提交申请' }).click();
    await s.page.getByText('店铺名称不能包含特殊字符').first().waitFor();
    expect(await applicationOf(s)).toBeNull();
    await s.page.getByLabel('店铺名称').fill(name);
    await s.page.getByRole('button', { name: '提交申请' }).click();
    await s.page.getByText('审核中').first().waitFor();
    const applied = (await applicationOf(s))!;
    expect(applied).toMatchObject({ status: 0, shopName: name, province: '北京市', area: '朝阳区' });

    // The platform rejects it with a reason.
    const platform = await platformLogin();
    const pending = await api<ApiPage<ShopApplyRecord>>('/platform/shopApply/page?status=0&size=50', {
      token: platform,
    });
    const record = pending.records.find((r) => r.applyId === applied.applyId)!;
    expect(record).toMatchObject({ shopName: name });
    // The ID card is a private image: the reviewers' view link shows it, its URL alone does not.
    const seen = await fetch(`${baseURL()}${record.identityCardFront}`);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${baseURL()}${record.identityCardFront.split('?')[0]}`)).status).toBe(404);

    // The administrator signs in to the platform console and opens the store applications from its menu.
    const admin = await openPage(viewports.pc);
    await admin.page.goto('/platform/');
    await admin.page.waitForURL(/\/platform\/login$/);
    await admin.page.getByLabel('平台账号').fill('admin');
    await admin.page.getByLabel('密码', { exact: true }).fill('Admin@1234');
    await admin.page.getByRole('button', { name: '登录' }).click();
    await admin.page.waitForURL(/\/platform\/?$/);
    await admin.page
      .getByRole('navigation', { name: '控制台菜单' })
      .getByRole('link', { name: '开店申请' })
      .click();
    await admin.page.getByRole('heading', { level: 1, name: '开店申请' }).waitFor();

    // It finds the application by its name: under review in the list (once the first page is in, so
    // the search's answer is the one the row is read from).
    const searchButton = admin.page.getByRole('button', { name: '搜索' });
    await poll(() => searchButton.getAttribute('aria-busy')).toBeNull();
    await admin.page.getByRole('textbox', { name: '关键词' }).fill(name);
    await searchButton.click();
    await admin.page.waitForURL(/[?&]keyword=/);
    const listed = admin.page.getByRole('table').getByRole('row', { name: new RegExp(name) });
    await listed.getByText('待审核').waitFor();
    expect(await listed.count()).toBe(1);
    await listed.getByRole('button', { name: `查看 ${name}` }).click();
    await admin.page.getByRole('heading', { level: 1, name: `开店申请：${name}` }).waitFor();
    expect(admin.page.url()).toMatch(new RegExp(`/platform/applications/${applied.applyId}\\?`));

    // Its four documents are shown (the private ones through the view links), and open in the viewer.
    const documents = admin.page.getByRole('list', { name: '资料' });
    for (const label of ['店铺Logo', '营业执照', '身份证（正面）', '身份证（反面）']) {
      const thumbnail = documents.getByRole('button', { name: `查看大图 ${label}` }).locator('img');
      await poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
        1,
      );
    }
    await documents.getByRole('button', { name: '查看大图 营业执照' }).click();
    const viewer = admin.page.getByRole('dialog', { name: '营业执照' });
    const large = viewer.getByRole('img', { name: '营业执照' });
    await poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await admin.page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // It rejects the application with a reason.
    await admin.page.getByRole('textbox', { name: '原因（驳回时必填）' }).fill('营业执照看不清，请重新上传');
    await admin.page.getByRole('button', { name: '驳回' }).click();
    await poll(async () => (await applicationOf(s))?.status).toBe(-1);

    // The shopper sees the reason, fixes the name and submits again.
    await s.page.reload();
    await s.page.getByText('营业执照看不清，请重新上传').first().waitFor();
    // The form shows the uploaded licence again, through the applicant's own view link.
    const licence = s.page.getByRole('group', { name: /营业执照/ }).locator('img');
    await poll(() => licence.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    const fixed = `${name}二店`;
    await s.page.getByLabel('店铺名称').fill(fixed);
    await s.page.getByRole('button', { name: '重新提交' }).click();
    await s.page.getByText('审核中').first().waitFor();
    expect(await applicationOf(s)).toMatchObject({ applyId: applied.applyId, status: 0, shopName: fixed });

    // The administrator approves it in the console (the page shows the resubmitted name; Approve asks
    // first): the console shows it approved, with the store's id and both decisions in its history (oldest first), and
    // the store and its account exist.
    await admin.page.reload();
    await admin.page.getByRole('heading', { level: 1, name: `开店申请：${fixed}` }).waitFor();
    const field = (label: string) =>
      admin.page
        .locator('dl > div')
        .filter({ has: admin.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd');
    await field('状态').getByText('待审核').waitFor();
    await admin.page.getByRole('button', { name: '通过' }).click();
    const question = admin.page.getByRole('alertdialog', { name: `通过“${fixed}”的开店申请？` });
    await question.getByRole('button', { name: '通过' }).click();
    await question.waitFor({ state: 'detached' });
    await admin.page.getByText('申请已通过').first().waitFor();
    await field('状态').getByText('已通过').waitFor();
    expect(await admin.page.getByRole('button', { name: '通过' }).count()).toBe(0);
    await poll(async () => (await applicationOf(s))?.status).toBe(1);
    const shopId = (await applicationOf(s))!.shopId!;
    expect(await field('店铺 ID').textContent()).toBe(String(shopId));
    const history = admin.page.getByRole('list', { name: '平台操作' }).getByRole('listitem');
    await poll(() => history.allTextContents()).toEqual([
      expect.stringMatching(/已驳回.*操作人 admin（管理员）.*原因：营业执照看不清，请重新上传/),
      expect.stringMatching(/已通过.*操作人 admin（管理员）/),
    ]);
    // Back in the list (its search kept), the application is approved.
    await admin.page.getByRole('button', { name: '返回开店申请' }).click();
    await admin.page.getByRole('heading', { level: 1, name: '开店申请' }).waitFor();
    expect(await admin.page.getByRole('textbox', { name: '关键词' }).inputValue()).toBe(name);
    await admin.page
      .getByRole('table')
      .getByRole('row', { name: new RegExp(fixed) })
      .getByText('已通过')
      .waitFor();
    const account = await api<ShopAccount>('/p/shop/account', { token: s.token });
    expect(account).toMatchObject({ shopId, shopName: fixed, passwordSet: false });

    // The owner sets the store password on the store account page.
    await s.page.goto('/user-center/uc-shopaccount');
    await s.page.getByText(account.username, { exact: true }).first().waitFor();
    const form = s.page.getByRole('form', { name: '设置店铺密码' });
    await form.getByLabel(/^店铺密码/).fill('20261126');
    await form.getByLabel(/^确认密码/).fill('20261126');
    await s.page.getByRole('button', { name: '保存密码' }).click();
    await s.page.getByText('店铺密码已设置').first().waitFor();
    expect((await api<ShopAccount>('/p/shop/account', { token: s.token })).passwordSet).toBe(true);

    // The merchant API takes that account and password, for the new store only.
    const merchant = await merchantPasswordLogin(account.username, '20261126');
    expect(merchant.shopId).toBe(shopId);
    await expect(merchantPasswordLogin(account.username, '12345678')).rejects.toThrow(/400/);
    const orders = await api<{ records: unknown[] }>('/merchant/orders?status=0', {
      token: merchant.access_token,
    });
    expect(orders.records).toEqual([]);
    // The console's only failed requests were its session check before the sign-in.
    expect(admin.errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await admin.context.close();
    await s.close();
  });
});
