// Server rendering in a real browser (decisions/0038): every public page arrives rendered, in its
// language, with its data; the browser hydrates it without a mismatch (main.tsx logs any as a console
// error) and does not ask the API again for what came with the page. A signed-in shopper's parts are
// never in the server's page: the browser adds them after hydration.
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiPasswordLogin,
  baseURL,
  closeBrowser,
  demoShoppers,
  openPage,
  viewports,
  expectNoConsoleErrors,
} from './support.ts';

afterAll(closeBrowser);

/** Public pages: path, and a text the server's HTML must already contain. */
const publicPages: [path: string, zhText: RegExp][] = [
  ['/', /热销|新品|全球购商城/],
  ['/list', /综合|销量/],
  ['/detail/1', /加入购物车/],
  ['/shop/1', /进店|关注|店铺/],
  ['/notice-list', /公告/],
  ['/termsPage', /协议|条款/],
  ['/flash-sale', /全球购商城/],
  ['/group-buy', /全球购商城/],
  ['/special-discount', /全球购商城/],
  ['/coupons', /全球购商城/],
  ['/member-center/integral-mall', /全球购商城/],
];

/** API calls the page made after it loaded, except the page-visit log and pictures. */
function dataRequests(urls: string[]): string[] {
  return urls.filter((url) => url.includes('/api/') && !/\/api\/(flowAnalysisLog|img\/)/.test(url));
}

describe('server-rendered pages', () => {
  it.each(publicPages)('%s arrives rendered in Chinese and English', async (path, zhText) => {
    for (const [prefix, lang] of [
      ['', 'zh-CN'],
      ['/en', 'en'],
    ] as const) {
      const res = await fetch(`${baseURL()}${prefix}${path === '/' && prefix ? '' : path}`);
      const html = await res.text();
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(html).toContain(`<html lang="${lang}"`);
      // The root holds the rendered page, and the page's data comes with it.
      expect(html).toMatch(/<div id="root">(<link [^>]*>)*<div/);
      expect(html).toContain('<script type="application/json" id="mall-data">');
      if (!prefix) expect(html).toMatch(zhText);
    }
  });

  it.each([
    ['/', viewports.pc],
    ['/', viewports.mobile],
    ['/en', viewports.pc],
    ['/list?st=0', viewports.mobile],
    ['/detail/1', viewports.mobile],
    ['/en/detail/1', viewports.pc],
    ['/shop/1', viewports.pc],
    ['/notice-list', viewports.pc],
    ['/termsPage', viewports.mobile],
  ])('%s hydrates without a mismatch and without asking for its data again (%o)', async (path, viewport) => {
    const { page, errors, context } = await openPage(viewport);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(path, { waitUntil: 'networkidle' });
    expectNoConsoleErrors(errors);
    expect(dataRequests(requests)).toEqual([]);
    await context.close();
  });

  it('renders the same page for a signed-in shopper, whose name the browser adds after hydration', async () => {
    const shopper = demoShoppers.zh;
    const token = await apiPasswordLogin(shopper.userName, shopper.password);
    const html = await (await fetch(`${baseURL()}/`, { headers: { cookie: `token=${token}` } })).text();
    expect(html).not.toContain('演示用户');
    const { page, errors, context } = await openPage(viewports.pc);
    await context.addCookies([{ name: 'token', value: token, url: baseURL() }]);
    await page.goto('/');
    await expect.poll(() => page.getByRole('button', { name: /演示用户/ }).count()).toBeGreaterThan(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
