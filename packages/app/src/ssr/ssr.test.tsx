// The server renderer end to end in Node (decisions/0038): the address's route and language, the SWR
// queries collected and fetched once each (the detail's store only after its product), a failed query
// left to the browser, per-shopper queries never asked, and the boot data safe inside the page.
import { beforeAll, describe, expect, it } from 'vitest';
import { unstable_serialize } from 'swr';
import type { ProductInfo } from '@mall/domain';
import { detailKeys, keys, shopKeys } from '../hooks/keys.ts';
import { createPageRenderer, type RenderedPage, type TransportRequest } from './entry-server.tsx';
import { BOOT_DATA_ID, readBootData, scriptSafeJson } from './boot.ts';

const product = {
  prodId: 77,
  shopId: 5,
  shopName: 'Tea House',
  categoryId: 3,
  prodName: 'Green tea </script><b>250 g',
  price: 59.9,
  oriPrice: 79,
  pic: '/api/img/prod/77.svg',
  imgs: '/api/img/prod/77.svg',
  content: '<p>Picked in spring.</p>',
  brief: 'Free shipping',
  status: 1,
  soldNum: 321,
  totalStocks: 9,
  prodType: 0,
  activityId: null,
  preSale: false,
  shipDate: null,
  scorePrice: null,
  skuList: [{ skuId: 770, price: 59.9, oriPrice: 79, stocks: 9, skuName: null, pic: null, properties: '' }],
  prodParameterList: [],
} satisfies ProductInfo;
const shopHead = { shopId: 5, shopName: 'Tea House', shopLogo: null, intro: '', fansCount: 3, prodCount: 1 };

function fakeApi(answers: Record<string, unknown>) {
  const requests: TransportRequest[] = [];
  return {
    requests,
    async transport(request: TransportRequest) {
      requests.push(request);
      const path = request.url.replace(/^\/api/, '').split('?')[0]!;
      if (!(path in answers)) return { status: 500, body: 'down', contentType: 'text/plain' };
      return { status: 200, body: JSON.stringify(answers[path]), contentType: 'application/json' };
    },
  };
}

async function renderPage(url: string, answers: Record<string, unknown>) {
  const api = fakeApi(answers);
  const renderer = await createPageRenderer({ transport: api.transport });
  const page = await renderer.render(new URL(url, 'http://mall.test'));
  return { page, requests: api.requests };
}

describe('the server renderer', () => {
  // The first render loads the routes' modules (each page's code is a lazy import): done once here, with
  // a hook's longer timeout, so no test's 5 s includes it (on a loaded CI machine it once took longer).
  beforeAll(async () => {
    for (const url of ['/', '/en/detail/77', '/shop/5']) await renderPage(url, {});
  }, 60_000);

  it('renders a product page with its product and its store, each asked once, in English', async () => {
    const { page, requests } = await renderPage('/en/detail/77', {
      '/prod/prodInfo': product,
      '/shop/headInfo': shopHead,
    });
    expect(page.kind).toBe('page');
    const rendered = page as RenderedPage;
    expect(rendered.locale).toBe('en');
    expect(rendered.html).toContain('Add to cart');
    // The name is text, escaped by React.
    expect(rendered.html).toContain('Green tea &lt;/script&gt;&lt;b&gt;250 g');
    const paths = requests.map((r) => r.url.split('?')[0]);
    expect(paths.filter((p) => p === '/api/prod/prodInfo')).toHaveLength(1);
    expect(paths.filter((p) => p === '/api/shop/headInfo')).toHaveLength(1);
    // In the page's language, for a visitor: no token, no per-shopper query.
    expect(requests.every((r) => r.headers['accept-language'] === 'en')).toBe(true);
    expect(requests.some((r) => 'authorization' in r.headers)).toBe(false);
    expect(paths).not.toContain('/api/p/shopCart/prodCount');
    expect(paths).not.toContain('/api/p/user/collection/isCollection');
    // The answers the page used go with it, by SWR key.
    expect(rendered.fallback[unstable_serialize(detailKeys.product(77))]).toEqual(product);
    expect(rendered.fallback[unstable_serialize(shopKeys.head(5))]).toEqual(shopHead);
  });

  it("heads the page with the product's title, addresses, Open Graph and schema.org data", async () => {
    const api = fakeApi({ '/prod/prodInfo': product, '/shop/headInfo': shopHead });
    const renderer = await createPageRenderer({ transport: api.transport });
    const page = (await renderer.render(
      new URL('/en/detail/77?utm_source=x', 'http://10.0.0.5:8080'),
      'https://mall.example.com',
    )) as RenderedPage;
    expect(page.head).toMatch(/<title>Green tea &lt;\/script&gt;&lt;b&gt;250 g[^<]*<\/title>/);
    expect(page.head).toContain('<link rel="canonical" href="https://mall.example.com/en/detail/77"');
    expect(page.head).toContain('hreflang="zh-CN" href="https://mall.example.com/detail/77"');
    expect(page.head).toContain('<meta property="og:type" content="product"');
    expect(page.head).toContain('<script type="application/ld+json">');
    expect(page.head).not.toContain('</script><b>');
    // An unknown page is not indexed.
    const missing = (await renderer.render(new URL('http://mall.test/no-such-page'))) as RenderedPage;
    expect(missing.head).toContain('noindex');
  });

  it('leaves a failed query to the browser and asks it only once', async () => {
    const { page, requests } = await renderPage('/detail/77', {});
    const rendered = page as RenderedPage;
    expect(rendered.locale).toBe('zh');
    // The API failed (500): the product may exist, so the page is not a 404.
    expect(rendered.notFound).toBe(false);
    expect(unstable_serialize(keys.product(77)) in rendered.fallback).toBe(false);
    expect(requests.filter((r) => r.url.startsWith('/api/prod/prodInfo'))).toHaveLength(1);
  });

  it('says when the product does not exist (the API refuses its id)', async () => {
    const renderer = await createPageRenderer({
      transport: async () => ({ status: 400, body: 'Product not found', contentType: 'text/plain' }),
    });
    const page = (await renderer.render(new URL('http://mall.test/detail/404404'))) as RenderedPage;
    expect(page.notFound).toBe(true);
    expect(page.head).toContain('noindex');
  });

  it('puts the answers in a data block that no text in them can end', async () => {
    const { page } = await renderPage('/detail/77', { '/prod/prodInfo': product });
    const data = (page as RenderedPage).data;
    expect(data.startsWith(`<script type="application/json" id="${BOOT_DATA_ID}">`)).toBe(true);
    expect(data.slice(0, -'</script>'.length)).not.toContain('</script');
    const text = data.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    const boot = readBootData({ getElementById: () => ({ textContent: text }) as HTMLElement });
    expect(boot?.locale).toBe('zh');
    expect(boot?.fallback[unstable_serialize(keys.product(77))]).toEqual(product);
    expect(scriptSafeJson('\u2028<')).toBe('"\\u2028\\u003c"');
  });

  it('renders the home page with both banner lists, PC and mobile, each asked once (decisions/0112)', async () => {
    const banner = (id: number, title: string) => ({
      id,
      imgUrl: `/b${id}.svg`,
      title,
      seq: 1,
      type: 1,
      relation: null,
    });
    const lists: Record<string, unknown> = {
      '1': [banner(1, 'PC sale')],
      '0': [banner(2, 'Phone sale')],
    };
    const requests: TransportRequest[] = [];
    const renderer = await createPageRenderer({
      transport: async (request) => {
        requests.push(request);
        const url = new URL(request.url, 'http://mall.test');
        const list =
          url.pathname === '/api/indexImgs' ? lists[url.searchParams.get('imgType') ?? ''] : undefined;
        if (list === undefined) return { status: 500, body: 'down', contentType: 'text/plain' };
        return { status: 200, body: JSON.stringify(list), contentType: 'application/json' };
      },
    });
    const page = (await renderer.render(new URL('/en', 'http://mall.test'))) as RenderedPage;
    const banners = requests.filter((r) => r.url.startsWith('/api/indexImgs'));
    expect(banners.map((r) => new URL(r.url, 'http://mall.test').searchParams.get('imgType')).sort()).toEqual(
      ['0', '1'],
    );
    // Both lists go with the page, so the browser asks for neither, at any width.
    expect(page.fallback[unstable_serialize(keys.banners(1))]).toEqual(lists['1']);
    expect(page.fallback[unstable_serialize(keys.banners(0))]).toEqual(lists['0']);
    expect(page.html).toContain('alt="PC sale"');
    expect(page.html).toContain('alt="Phone sale"');
  });

  it("answers a route's redirect instead of a page", async () => {
    const { page } = await renderPage('/zh/list?st=0', {});
    expect(page).toEqual({ kind: 'redirect', status: 302, location: '/list?st=0' });
  });

  it('ignores boot data it cannot use', () => {
    const block = (text: string) => ({ getElementById: () => ({ textContent: text }) as HTMLElement });
    expect(readBootData(block('{'))).toBeNull();
    expect(readBootData(block('{"locale":"fr","fallback":{}}'))).toBeNull();
    expect(readBootData({ getElementById: () => null })).toBeNull();
  });
});
