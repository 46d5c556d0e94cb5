// What search engines and link previews read of a page (issue 12 item 1, decisions/0041): its title and
// description in the page's language, its canonical address, the hreflang alternates (zh at `/...`, en at
// `/en/...`, x-default the zh one), Open Graph tags and, on a product page, schema.org Product data; and
// the escaped HTML of those tags for the server renderer's <head>. Pure: the caller fetched what
// `pageHeadNeeds` names and passes its translate function. The sitemap (server, modules/seo) lists the
// same addresses through `canonicalPath`, `alternateUrls` and `sitemapFixedPaths`.
import type { MessageDescriptor } from '@lingui/core';
import type { ProductInfo, ShopHead } from './contract/catalog.ts';
import type { Notice, PcWebConfig } from './contract/site.ts';
import { defaultLocale, queryValues, type Locale } from './locale.ts';
import { defaultListTab } from './list.ts';
import { messages } from './messages.ts';
import { formatYuan } from './money.ts';
import { localizedPath, matchRoute, routeTable } from './routes.ts';

/** The hreflang (and `<html lang>`) of each language. */
export const hreflangOf: Readonly<Record<Locale, string>> = { zh: 'zh-CN', en: 'en' };
const ogLocaleOf: Readonly<Record<Locale, string>> = { zh: 'zh_CN', en: 'en_US' };

/** Translates a domain message descriptor with its values (the caller's i18n). */
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;

/** Public pages that are forms: crawlable (robots.txt allows them) but never indexed. */
const formRouteNames: ReadonlySet<string> = new Set(['login', 'register', 'forgetPassword']);

/**
 * Whether search engines may index a page of this route: a route of the table that needs no signed-in
 * shopper (those are robots.txt's Disallow lines) and is not a form; every other page says `noindex`.
 */
export function isIndexedRoute(routeName: string): boolean {
  const route = routeTable.find((r) => r.name === routeName);
  return route !== undefined && !route.requiresLogin && !formRouteNames.has(routeName);
}

/** The activity pages that show the product list with their own tab (domain list.ts). */
const listLikeRoutes: ReadonlySet<string> = new Set([
  'list',
  'flashSale',
  'groupBuy',
  'specialDiscount',
  'coupons',
]);

/** Titles of the pages without data of their own. */
const fixedTitles: Readonly<Record<string, MessageDescriptor>> = {
  list: messages.seoListTitle,
  noticeList: messages.seoNoticesTitle,
  flashSale: messages.seoFlashSaleTitle,
  groupBuy: messages.seoGroupBuyTitle,
  specialDiscount: messages.seoDiscountsTitle,
  coupons: messages.seoCouponsTitle,
  integralMall: messages.seoPointsMallTitle,
};

/**
 * The pages without an id that the sitemap lists, as canonical bare paths: home, the list, notices, terms
 * and privacy, and the promotion pages of the route table (flash sale, group buy, discounts, coupon
 * centre, points mall).
 */
export function sitemapFixedPaths(): string[] {
  const names = ['home', 'list', 'noticeList', 'flashSale', 'groupBuy', 'specialDiscount', 'coupons'];
  const out: string[] = [];
  for (const name of [...names, 'integralMall', 'terms']) {
    const route = routeTable.find((r) => r.name === name);
    if (!route) continue;
    out.push(route.path);
    if (name === 'terms') out.push(`${route.path}?sts=1`);
  }
  return out;
}

/** A whole number from 1 of a query value, as canonical text ("007" is "7"), or undefined. */
function positiveIntText(value: string | undefined): string | undefined {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n >= 1 ? String(n) : undefined;
}

const first = (search: string, name: string): string | undefined => queryValues(search, name)[0];

function withQuery(path: string, pairs: [string, string | undefined][]): string {
  const kept = pairs.filter((p): p is [string, string] => p[1] !== undefined && p[1] !== '');
  if (kept.length === 0) return path;
  return `${path}?${kept.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** A route's pattern with its parameters filled in (an absent optional one left out). */
function fillPattern(pattern: string, params: Record<string, string>): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((seg) => {
      if (!seg.startsWith(':')) return [seg];
      const value = params[seg.replace(/^:|\?$/g, '')];
      return value === undefined ? [] : [encodeURIComponent(value)];
    });
  return `/${segments.join('/')}`;
}

/** The list page's search term (`pn`), trimmed; undefined when empty. */
function keywordOf(search: string): string | undefined {
  return first(search, 'pn')?.trim() || undefined;
}

/** The page number of a paged page (`current` on the list and a store, `currentPage` on the notices). */
function pageNumberOf(routeName: string, search: string): number {
  const text = positiveIntText(first(search, routeName === 'noticeList' ? 'currentPage' : 'current'));
  return text === undefined ? 1 : Number(text);
}

/**
 * The canonical bare address of a page (no `/en`, no origin): the path rebuilt from the route (trailing
 * and doubled slashes gone), and only the query that identifies the page: the search term, category,
 * a tab other than the page's default and a page above 1 on the list and the activity pages; the term and
 * page in a store; the page of the notices; the notice's id; the privacy policy's `sts=1`. Sorting,
 * tracking (`utm_*`, ...) and `lang` are dropped (the language is the path's).
 */
export function canonicalPath(path: string, search: string): string {
  const match = matchRoute(path);
  if (!match) return path;
  const { route, params } = match;
  const bare = fillPattern(route.path, params);
  const page = (name: string) => {
    const n = positiveIntText(first(search, name));
    return n === '1' ? undefined : n;
  };
  if (listLikeRoutes.has(route.name)) {
    const st = first(search, 'st')?.trim();
    const tab = st !== undefined && /^\d{1,9}$/.test(st) ? String(Number(st)) : undefined;
    return withQuery(bare, [
      ['pn', keywordOf(search)],
      ['categoryId', positiveIntText(first(search, 'categoryId'))],
      ['st', tab === String(defaultListTab(bare)) ? undefined : tab],
      ['current', page('current')],
    ]);
  }
  switch (route.name) {
    case 'shop':
      return withQuery(bare, [
        ['pn', keywordOf(search)],
        ['current', page('current')],
      ]);
    case 'noticeList':
      return withQuery(bare, [['currentPage', page('currentPage')]]);
    case 'noticeDetail':
      return withQuery(bare, [['id', positiveIntText(first(search, 'id'))]]);
    case 'terms':
      return withQuery(bare, [['sts', first(search, 'sts')?.trim() === '1' ? '1' : undefined]]);
    default:
      return bare;
  }
}

export interface Alternates {
  zh: string;
  en: string;
  'x-default': string;
}

/** The absolute addresses of a canonical bare path in each language; x-default is the default language's. */
export function alternateUrls(origin: string, barePath: string): Alternates {
  const base = origin.replace(/\/+$/, '');
  const q = barePath.indexOf('?');
  const path = q < 0 ? barePath : barePath.slice(0, q);
  const query = q < 0 ? '' : barePath.slice(q);
  const at = (locale: Locale) => `${base}${localizedPath(path, locale)}${query}`;
  return { zh: at('zh'), en: at('en'), 'x-default': at(defaultLocale) };
}

/** What a page's head needs fetched, from its address (with or without `/en`); null for an unknown page. */
export interface PageHeadNeeds {
  routeName: string;
  /** The path without the language prefix. */
  path: string;
  /** The language of an `/en` prefix, if any. */
  locale?: Locale;
  /** detail: the product (`/detail/:prodId`), its name, brief, price, stock, picture and store name. */
  prodId?: number;
  /** shop: the store (`/shop/:shopId`), its name, introduction and logo. */
  shopId?: number;
  /** noticeDetail: the notice (`?id=`), its title and content. */
  noticeId?: number;
  /** the list and the activity pages: the category's name (`?categoryId=`). */
  categoryId?: number;
  /** the list and a store: the search term (`?pn=`), used as it is. */
  keyword?: string;
}

export function pageHeadNeeds(pathname: string, search: string): PageHeadNeeds | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const { route, params } = match;
  const needs: PageHeadNeeds = { routeName: route.name, path: fillPattern(route.path, params) };
  if (match.locale !== undefined) needs.locale = match.locale;
  const num = (text: string | undefined) => {
    const n = positiveIntText(text);
    return n === undefined ? undefined : Number(n);
  };
  if (route.name === 'detail') needs.prodId = num(params.prodId);
  if (route.name === 'shop') needs.shopId = num(params.shopId);
  if (route.name === 'noticeDetail') needs.noticeId = num(first(search, 'id'));
  if (listLikeRoutes.has(route.name)) needs.categoryId = num(first(search, 'categoryId'));
  if (listLikeRoutes.has(route.name) || route.name === 'shop') needs.keyword = keywordOf(search);
  for (const key of ['prodId', 'shopId', 'noticeId', 'categoryId', 'keyword'] as const) {
    if (needs[key] === undefined) delete needs[key];
  }
  return needs;
}

export interface HeadProduct {
  prodId: number;
  name: string;
  brief: string;
  /** Yuan, as on the wire. */
  price: number;
  oriPrice?: number;
  /** Main picture: a site path (`/api/img/...`) or an absolute URL. */
  pic: string;
  /** More pictures, comma-separated as the contract's `imgs`. */
  imgs?: string;
  /** Units in stock (totalStocks): 0 is out of stock. */
  stock: number;
  shopName?: string;
  /** False for a product taken off sale (its page still shows it): `noindex`, discontinued. */
  onSale?: boolean;
}

export interface HeadShop {
  shopId: number;
  name: string;
  intro?: string;
  logo?: string;
}

export interface HeadNotice {
  id: number;
  title: string;
  /** HTML or text; its text becomes the description. */
  content?: string;
}

/** The head's product from the product answer (`/prod/prodInfo`). */
export function headProductOf(info: ProductInfo): HeadProduct {
  return {
    prodId: info.prodId,
    name: info.prodName,
    brief: info.brief ?? '',
    price: info.price,
    ...(info.oriPrice !== null ? { oriPrice: info.oriPrice } : {}),
    pic: info.pic,
    imgs: info.imgs ?? '',
    stock: info.totalStocks,
    shopName: info.shopName,
    onSale: info.status === 1,
  };
}

/** The head's store from the store answer (`/shop/headInfo`). */
export function headShopOf(shop: ShopHead): HeadShop {
  return { shopId: shop.shopId, name: shop.shopName, intro: shop.intro ?? '', logo: shop.shopLogo ?? '' };
}

/** The head's notice from the notice answer (`/shop/notice/info/:id`). */
export function headNoticeOf(notice: Notice): HeadNotice {
  return { id: notice.id, title: notice.title, content: notice.content };
}

/** The mall's name in each language from the site config (English falls back to the Chinese name). */
export function siteNamesOf(
  config: Pick<PcWebConfig, 'pcCompanyNameCn' | 'pcCompanyNameEn'>,
): Record<Locale, string> {
  return { zh: config.pcCompanyNameCn, en: config.pcCompanyNameEn || config.pcCompanyNameCn };
}

export interface PageHeadInput {
  /** The route table's name of the page (PageHeadNeeds.routeName). */
  routeName: string;
  /** The bare path, without `/en`. */
  path: string;
  /** The query string, with or without `?`. */
  search: string;
  locale: Locale;
  /** `https://mall.example.com` (MALL_PUBLIC_URL, else the request's). */
  origin: string;
  /** The mall's name in each language (site config pcCompanyNameCn / pcCompanyNameEn). */
  siteName: Readonly<Record<Locale, string>>;
  t: Translate;
  product?: HeadProduct | null;
  shop?: HeadShop | null;
  notice?: HeadNotice | null;
  categoryName?: string | null;
  /** The search term; by default the `pn` of the query. */
  keyword?: string | null;
  /** The page's thing does not exist (the page answers 404): a not-found title and `noindex`. */
  notFound?: boolean;
}

export interface OpenGraph {
  type: 'website' | 'product' | 'article';
  title: string;
  description: string;
  url: string;
  siteName: string;
  locale: string;
  localeAlternate: string;
  image?: string;
  /** product pages: `product:price:amount` (two decimals), `product:price:currency`, `product:availability`. */
  price?: { amount: string; currency: 'CNY' };
  availability?: 'in stock' | 'out of stock';
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL in the page's language. */
  canonical: string;
  alternates: Alternates;
  /** `noindex` on private, form and not-found pages (isIndexedRoute); absent on indexed ones. */
  robots?: 'noindex';
  openGraph: OpenGraph;
  /** schema.org data (a Product on product pages). */
  jsonLd?: Record<string, unknown>;
}

/** Descriptions are cut to this many characters (what result pages show). */
export const DESCRIPTION_MAX = 160;

/** Plain text of HTML or text: tags and entities out, whitespace collapsed, cut to `max` characters. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** An absolute URL of a picture: site paths get the origin; http(s) ones stay; other schemes none. */
function absoluteUrl(origin: string, url: string): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return undefined;
  if (url.startsWith('//')) return `${origin.slice(0, origin.indexOf(':') + 1)}${url}`;
  return `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The head of a page: see PageHeadInput for what the caller gives. */
export function pageHead(input: PageHeadInput): PageHead {
  const { t, locale, routeName } = input;
  const site = input.siteName[locale] || input.siteName[defaultLocale];
  const withSite = (page: string) => t(messages.seoTitleWithSite, { page, site });
  const pageNumber = pageNumberOf(routeName, input.search);
  const paged = (page: string) =>
    pageNumber > 1 ? t(messages.seoTitlePaged, { page, n: pageNumber }) : page;
  const keyword = (input.keyword ?? keywordOf(input.search))?.trim() || undefined;
  const origin = input.origin.replace(/\/+$/, '');
  const alternates = alternateUrls(origin, canonicalPath(input.path, input.search));
  const canonical = alternates[locale];

  let title = site;
  let description = t(messages.seoHomeDescription, { site });
  let type: OpenGraph['type'] = 'website';
  let image: string | undefined;
  let jsonLd: Record<string, unknown> | undefined;
  let product: Pick<OpenGraph, 'price' | 'availability'> = {};
  const fixed = fixedTitles[routeName];

  if (input.notFound) {
    title = withSite(t(messages.pageNotFound));
  } else if (listLikeRoutes.has(routeName) && (keyword || input.categoryName)) {
    const name = keyword ? t(messages.seoSearchTitle, { keyword }) : (input.categoryName as string);
    title = withSite(paged(keyword && input.categoryName ? `${name} · ${input.categoryName}` : name));
    description = keyword
      ? t(messages.seoSearchDescription, { keyword, site })
      : t(messages.seoCategoryDescription, { category: input.categoryName, site });
  } else if (fixed) {
    const name = t(fixed);
    title = withSite(paged(name));
    description = t(messages.seoPageDescription, { page: name, site });
  } else if (routeName === 'detail') {
    const p = input.product;
    title = withSite(p ? p.name : t(messages.seoProductTitle));
    if (p) {
      description =
        plainText(p.brief) ||
        t(messages.seoProductDescription, { name: p.name, price: formatYuan(p.price), site });
      type = 'product';
      const images = [p.pic, ...(p.imgs ?? '').split(',')]
        .map((s) => s.trim())
        .filter((s, i, all) => s !== '' && all.indexOf(s) === i)
        .map((s) => absoluteUrl(origin, s))
        .filter((s): s is string => s !== undefined);
      image = images[0];
      const inStock = p.stock > 0 && p.onSale !== false;
      const availability = inStock ? 'in stock' : 'out of stock';
      product = { price: { amount: formatYuan(p.price), currency: 'CNY' }, availability };
      jsonLd = {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: p.name,
        description,
        sku: String(p.prodId),
        url: canonical,
        ...(images.length > 0 ? { image: images } : {}),
        offers: {
          '@type': 'Offer',
          url: canonical,
          price: formatYuan(p.price),
          priceCurrency: 'CNY',
          availability: `https://schema.org/${p.onSale === false ? 'Discontinued' : inStock ? 'InStock' : 'OutOfStock'}`,
          ...(p.shopName ? { seller: { '@type': 'Organization', name: p.shopName } } : {}),
        },
      };
    } else {
      description = t(messages.seoPageDescription, { page: t(messages.seoProductTitle), site });
    }
  } else if (routeName === 'shop') {
    const s = input.shop;
    const name = s ? s.name : t(messages.seoShopTitle);
    title = withSite(paged(keyword ? `${t(messages.seoSearchTitle, { keyword })} · ${name}` : name));
    description =
      (s?.intro && plainText(s.intro)) ||
      (s
        ? t(messages.seoShopDescription, { shop: s.name, site })
        : t(messages.seoPageDescription, { page: name, site }));
    if (s?.logo) image = absoluteUrl(origin, s.logo);
  } else if (routeName === 'noticeDetail') {
    const n = input.notice;
    const name = n ? n.title : t(messages.seoNoticesTitle);
    title = withSite(name);
    description =
      (n?.content && plainText(n.content)) || t(messages.seoPageDescription, { page: name, site });
    if (n) type = 'article';
  } else if (routeName === 'terms') {
    const name = t(
      first(input.search, 'sts')?.trim() === '1' ? messages.seoPrivacyTitle : messages.seoTermsTitle,
    );
    title = withSite(name);
    description = t(messages.seoPageDescription, { page: name, site });
  }

  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  const head: PageHead = {
    title,
    description,
    canonical,
    alternates,
    openGraph: {
      type,
      title,
      description,
      url: canonical,
      siteName: site,
      locale: ogLocaleOf[locale],
      localeAlternate: ogLocaleOf[other],
      ...(image ? { image } : {}),
      ...product,
    },
  };
  const offSale = routeName === 'detail' && input.product?.onSale === false;
  if (input.notFound || offSale || !isIndexedRoute(routeName)) head.robots = 'noindex';
  if (jsonLd && !input.notFound) head.jsonLd = jsonLd;
  return head;
}

/** Text for HTML text and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for an inline <script>: `<`, `>`, `&` and the JavaScript line separators escaped. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The head's tags as HTML, every value escaped: title, description, robots, canonical, the three
 * alternates, Open Graph and the JSON-LD script.
 */
export function headTagsHtml(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const link = (extra: string, href: string) => `<link ${extra} href="${escapeHtml(href)}">`;
  const og = head.openGraph;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    link('rel="canonical"', head.canonical),
    link(`rel="alternate" hreflang="${hreflangOf.zh}"`, head.alternates.zh),
    link(`rel="alternate" hreflang="${hreflangOf.en}"`, head.alternates.en),
    link('rel="alternate" hreflang="x-default"', head.alternates['x-default']),
    meta('property', 'og:type', og.type),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    meta('property', 'og:url', og.url),
    meta('property', 'og:site_name', og.siteName),
    meta('property', 'og:locale', og.locale),
    meta('property', 'og:locale:alternate', og.localeAlternate),
    ...(og.image ? [meta('property', 'og:image', og.image)] : []),
    ...(og.price
      ? [
          meta('property', 'product:price:amount', og.price.amount),
          meta('property', 'product:price:currency', og.price.currency),
        ]
      : []),
    ...(og.availability ? [meta('property', 'product:availability', og.availability)] : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`] : []),
  ];
  return tags.join('\n');
}
