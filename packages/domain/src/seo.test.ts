import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import zhPo from './locales/zh.po?raw';
import { matchRoute, routeTable } from './routes.ts';
import {
  alternateUrls,
  canonicalPath,
  headNoticeOf,
  headProductOf,
  headShopOf,
  headTagsHtml,
  isIndexedRoute,
  pageHead,
  pageHeadNeeds,
  plainText,
  siteNamesOf,
  sitemapFixedPaths,
  type PageHeadInput,
  type Translate,
} from './seo.ts';
import type { Locale } from './locale.ts';

/** The catalogs' texts with `{name}` placeholders filled, as Lingui does for these simple messages. */
const zhTexts = new Map<string, string>();
for (const m of zhPo.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
  zhTexts.set(JSON.parse(`"${m[1]}"`) as string, JSON.parse(`"${m[2]}"`) as string);
}
const translator =
  (locale: Locale): Translate =>
  (d: MessageDescriptor, values: Record<string, unknown> = {}) => {
    const text = (locale === 'zh' ? zhTexts.get(d.id) : d.message) ?? d.id;
    return text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
  };

const origin = 'https://mall.example.com';
const siteName = { zh: '全球购商城', en: 'Global shopping mall' };
const base = (over: Partial<PageHeadInput> & Pick<PageHeadInput, 'routeName' | 'path'>): PageHeadInput => ({
  search: '',
  locale: 'zh',
  origin,
  siteName,
  t: translator(over.locale ?? 'zh'),
  ...over,
});
const product = {
  prodId: 42,
  name: 'Phone <b>"X"</b> </script><script>alert(1)</script>',
  brief: '<p>Fast &amp; light</p>',
  price: 59.9,
  oriPrice: 99,
  pic: '/api/img/prod/42.svg',
  imgs: '/api/img/prod/42.svg,/api/img/prod/42-2.svg',
  stock: 3,
  shopName: 'Mall store',
};

describe('canonicalPath', () => {
  it('keeps what identifies the page and drops sorting, tracking and lang', () => {
    expect(canonicalPath('/list', '?st=0&sort=2&orderBy=1&utm_source=x&lang=en')).toBe('/list');
    expect(canonicalPath('/list', '?pn=%E6%89%8B%E6%9C%BA&categoryId=007&st=3&current=2&sort=1')).toBe(
      '/list?pn=%E6%89%8B%E6%9C%BA&categoryId=7&st=3&current=2',
    );
    expect(canonicalPath('/list', '?current=1&categoryId=0&pn=%20%20')).toBe('/list');
    // An activity page's own tab is its default; another tab is kept.
    expect(canonicalPath('/flash-sale', '?st=4')).toBe('/flash-sale');
    expect(canonicalPath('/flash-sale', '?st=0')).toBe('/flash-sale?st=0');
    expect(canonicalPath('/detail/42/', '?fbclid=1&prodId=9')).toBe('/detail/42');
    expect(canonicalPath('/shop/5', '?pn=tea&sort=2&current=3')).toBe('/shop/5?pn=tea&current=3');
    expect(canonicalPath('/notice-detail', '?id=3&from=home')).toBe('/notice-detail?id=3');
    expect(canonicalPath('/notice-list', '?currentPage=2')).toBe('/notice-list?currentPage=2');
    expect(canonicalPath('/termsPage', '?sts=1')).toBe('/termsPage?sts=1');
    expect(canonicalPath('/termsPage', '?sts=0')).toBe('/termsPage');
    expect(canonicalPath('/user-center/uc-order', '?currentPage=2')).toBe('/user-center/uc-order');
  });

  it('gives the zh, en and x-default addresses', () => {
    expect(alternateUrls(`${origin}/`, '/list?pn=a%26b')).toEqual({
      zh: `${origin}/list?pn=a%26b`,
      en: `${origin}/en/list?pn=a%26b`,
      'x-default': `${origin}/list?pn=a%26b`,
    });
    expect(alternateUrls(origin, '/')).toEqual({
      zh: `${origin}/`,
      en: `${origin}/en`,
      'x-default': `${origin}/`,
    });
  });

  it("lists fixed sitemap pages that are the route table's public, indexed pages", () => {
    const fixed = sitemapFixedPaths();
    expect(fixed).toEqual(
      expect.arrayContaining(['/', '/list', '/notice-list', '/termsPage', '/termsPage?sts=1', '/flash-sale']),
    );
    expect(fixed).toContain('/member-center/integral-mall');
    for (const path of fixed) {
      const match = matchRoute(path.split('?')[0] as string);
      expect(match?.route.requiresLogin, path).toBeFalsy();
      expect(isIndexedRoute(match?.route.name ?? ''), path).toBe(true);
      expect(canonicalPath(path.split('?')[0] as string, path.split('?')[1] ?? '')).toBe(path);
    }
    for (const route of routeTable)
      if (route.requiresLogin) expect(isIndexedRoute(route.name), route.name).toBe(false);
  });
});

describe('pageHeadNeeds', () => {
  it('names the data each page needs', () => {
    expect(pageHeadNeeds('/en/detail/42', '')).toEqual({
      routeName: 'detail',
      path: '/detail/42',
      locale: 'en',
      prodId: 42,
    });
    expect(pageHeadNeeds('/detail/abc', '')).toEqual({ routeName: 'detail', path: '/detail/abc' });
    expect(pageHeadNeeds('/shop/5', '?pn=%20tea%20')).toEqual({
      routeName: 'shop',
      path: '/shop/5',
      shopId: 5,
      keyword: 'tea',
    });
    expect(pageHeadNeeds('/notice-detail', '?id=3')).toMatchObject({ noticeId: 3 });
    expect(pageHeadNeeds('/group-buy', '?categoryId=8&pn=x')).toMatchObject({ categoryId: 8, keyword: 'x' });
    expect(pageHeadNeeds('/nope', '')).toBeNull();
  });
});

describe('pageHead', () => {
  it("titles a product page in the page's language with Open Graph and Product data", () => {
    const head = pageHead(
      base({ routeName: 'detail', path: '/detail/42', locale: 'en', search: '?utm_medium=x', product }),
    );
    expect(head.title).toBe(`${product.name} - Global shopping mall`);
    expect(head.description).toBe('Fast & light');
    expect(head.canonical).toBe(`${origin}/en/detail/42`);
    expect(head.alternates).toEqual({
      zh: `${origin}/detail/42`,
      en: `${origin}/en/detail/42`,
      'x-default': `${origin}/detail/42`,
    });
    expect(head.robots).toBeUndefined();
    expect(head.openGraph).toMatchObject({
      type: 'product',
      image: `${origin}/api/img/prod/42.svg`,
      price: { amount: '59.90', currency: 'CNY' },
      availability: 'in stock',
      locale: 'en_US',
    });
    expect(head.jsonLd).toMatchObject({
      '@type': 'Product',
      sku: '42',
      image: [`${origin}/api/img/prod/42.svg`, `${origin}/api/img/prod/42-2.svg`],
      offers: { price: '59.90', priceCurrency: 'CNY', availability: 'https://schema.org/InStock' },
    });
    const sold = pageHead(
      base({ routeName: 'detail', path: '/detail/42', product: { ...product, stock: 0, brief: '' } }),
    );
    expect(sold.title).toBe(`${product.name} - 全球购商城`);
    expect(sold.description).toBe(`${product.name}，全球购商城售价¥59.90`);
    expect(sold.openGraph.availability).toBe('out of stock');
    expect(sold.jsonLd).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('titles the list by search term, category and page', () => {
    const zh = pageHead(base({ routeName: 'list', path: '/list', search: '?pn=手机&current=2&sort=1' }));
    expect(zh.title).toBe('“手机”的搜索结果（第2页） - 全球购商城');
    expect(zh.canonical).toBe(`${origin}/list?pn=${encodeURIComponent('手机')}&current=2`);
    const en = pageHead(
      base({ routeName: 'list', path: '/list', locale: 'en', search: '?categoryId=5', categoryName: 'Tea' }),
    );
    expect(en.title).toBe('Tea - Global shopping mall');
    expect(en.description).toBe('Tea at Global shopping mall: compare prices and buy online');
    expect(pageHead(base({ routeName: 'list', path: '/list', locale: 'en' })).title).toBe(
      'All products - Global shopping mall',
    );
    // The promotion pages say the glossary's names (限时特惠 / Limited-time offers, 秒杀, Coupon center).
    expect(pageHead(base({ routeName: 'flashSale', path: '/flash-sale' })).title).toBe('秒杀 - 全球购商城');
    expect(pageHead(base({ routeName: 'specialDiscount', path: '/special-discount' })).title).toBe(
      '限时特惠 - 全球购商城',
    );
    expect(
      pageHead(base({ routeName: 'specialDiscount', path: '/special-discount', locale: 'en' })).title,
    ).toBe('Limited-time offers - Global shopping mall');
    expect(pageHead(base({ routeName: 'coupons', path: '/coupons', locale: 'en' })).title).toBe(
      'Coupon center - Global shopping mall',
    );
  });

  it('titles home, stores, notices and terms', () => {
    const home = pageHead(base({ routeName: 'home', path: '/', locale: 'en' }));
    expect(home.title).toBe('Global shopping mall');
    expect(home.canonical).toBe(`${origin}/en`);
    const shop = pageHead(
      base({
        routeName: 'shop',
        path: '/shop/5',
        shop: { shopId: 5, name: 'Tea House', intro: '', logo: '/api/img/shop/5.svg' },
      }),
    );
    expect(shop.title).toBe('Tea House - 全球购商城');
    expect(shop.description).toBe('Tea House在全球购商城的商品');
    expect(shop.openGraph.image).toBe(`${origin}/api/img/shop/5.svg`);
    const notice = pageHead(
      base({
        routeName: 'noticeDetail',
        path: '/notice-detail',
        search: '?id=3',
        notice: { id: 3, title: '春节发货', content: '<p>2月1日起\n暂停发货</p>' },
      }),
    );
    expect(notice.title).toBe('春节发货 - 全球购商城');
    expect(notice.description).toBe('2月1日起 暂停发货');
    expect(notice.canonical).toBe(`${origin}/notice-detail?id=3`);
    expect(
      pageHead(base({ routeName: 'terms', path: '/termsPage', search: '?sts=1', locale: 'en' })).title,
    ).toBe('Privacy policy - Global shopping mall');
  });

  it('says noindex on private and not-found pages, without Product data', () => {
    expect(pageHead(base({ routeName: 'cart', path: '/cart' })).robots).toBe('noindex');
    expect(pageHead(base({ routeName: 'login', path: '/login' })).robots).toBe('noindex');
    expect(pageHead(base({ routeName: 'userCenter', path: '/user-center/uc-order' })).robots).toBe('noindex');
    expect(
      pageHead(base({ routeName: 'memberEquity', path: '/member-center/member-equity' })).robots,
    ).toBeUndefined();
    const gone = pageHead(
      base({ routeName: 'detail', path: '/detail/9', product, notFound: true, locale: 'en' }),
    );
    expect(gone.robots).toBe('noindex');
    expect(gone.title).toBe('This page could not be found - Global shopping mall');
    expect(gone.jsonLd).toBeUndefined();
  });

  it('builds its input from the API answers; a product off sale is noindex and discontinued', () => {
    const info = {
      prodId: 7,
      shopId: 2,
      shopName: 'Tea House',
      categoryId: 3,
      prodName: 'Green tea',
      price: 12.5,
      oriPrice: null,
      pic: '/api/img/prod/7.svg',
      imgs: null,
      content: null,
      brief: null,
      status: 0,
      soldNum: 0,
      totalStocks: 9,
      prodType: 0,
      activityId: null,
      preSale: false,
      shipDate: null,
      scorePrice: null,
      skuList: [],
      prodParameterList: [],
    };
    const p = headProductOf(info);
    expect(p).toEqual({
      prodId: 7,
      name: 'Green tea',
      brief: '',
      price: 12.5,
      pic: '/api/img/prod/7.svg',
      imgs: '',
      stock: 9,
      shopName: 'Tea House',
      onSale: false,
    });
    const head = pageHead(base({ routeName: 'detail', path: '/detail/7', product: p }));
    expect(head.robots).toBe('noindex');
    expect(head.openGraph.availability).toBe('out of stock');
    expect(head.jsonLd).toMatchObject({ offers: { availability: 'https://schema.org/Discontinued' } });
    expect(
      pageHead(base({ routeName: 'detail', path: '/detail/7', product: { ...p, onSale: true } })).robots,
    ).toBeUndefined();
    expect(
      headShopOf({
        shopId: 2,
        shopName: 'Tea House',
        shopLogo: null,
        intro: null,
        type: 0,
        shopStatus: 1,
        fansCount: 0,
        prodCount: 1,
      }),
    ).toEqual({ shopId: 2, name: 'Tea House', intro: '', logo: '' });
    expect(
      headNoticeOf({ id: 1, shopId: null, title: 'T', content: 'C', isTop: 0, publishTime: '' }),
    ).toEqual({ id: 1, title: 'T', content: 'C' });
    expect(siteNamesOf({ pcCompanyNameCn: '全球购', pcCompanyNameEn: '' })).toEqual({
      zh: '全球购',
      en: '全球购',
    });
  });

  it('makes pictures absolute and leaves out other schemes', () => {
    const head = pageHead(
      base({
        routeName: 'detail',
        path: '/detail/42',
        product: { ...product, pic: 'javascript:alert(1)', imgs: 'https://cdn.example.com/a.jpg,img/b.jpg' },
      }),
    );
    expect(head.openGraph.image).toBe('https://cdn.example.com/a.jpg');
    expect(head.jsonLd?.image).toEqual(['https://cdn.example.com/a.jpg', `${origin}/img/b.jpg`]);
  });

  it('cuts long descriptions', () => {
    const long = plainText('字'.repeat(400));
    expect([...long]).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('headTagsHtml', () => {
  it('escapes every value and keeps the JSON-LD script closed', () => {
    const html = headTagsHtml(pageHead(base({ routeName: 'detail', path: '/detail/42', product })));
    expect(html).toContain(
      '<title>Phone &lt;b&gt;&quot;X&quot;&lt;/b&gt; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; - 全球购商城</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${origin}/detail/42">`);
    expect(html).toContain(`<link rel="alternate" hreflang="zh-CN" href="${origin}/detail/42">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/en/detail/42">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/detail/42">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="product:price:amount" content="59.90">');
    // One script element only: the name's </script> cannot end it early.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect((JSON.parse(json) as { name: string }).name).toBe(product.name);
    const list = headTagsHtml(
      pageHead(base({ routeName: 'list', path: '/list', search: '?pn=a&categoryId=2' })),
    );
    expect(list).toContain(`href="${origin}/list?pn=a&amp;categoryId=2"`);
    expect(list).not.toContain('ld+json');
  });
});
