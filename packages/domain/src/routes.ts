// The route table of spec section 2, as data. The app registers its routes from it; the server uses it
// to answer a page path with 200 and anything else with a real 404; analytics takes page ids from it.
import { isLocale, defaultLocale, type Locale } from './locale.ts';

/** Layouts of spec section 2: default (top bar, header, footer, widgets), empty, top bar plus footer. */
export type LayoutName = 'default' | 'empty' | 'topbarFooter';

export interface RouteDef {
  /** Stable name used by the app to find the route's screen. */
  readonly name: string;
  /** Path pattern; `:param?` is an optional parameter. */
  readonly path: string;
  readonly layout: LayoutName;
  /** Page id for visit logging (spec section 3), where the spec gives one. */
  readonly pageId?: number;
  /** Visitors are shown the login popup instead of this page (spec sections 4 and 6). */
  readonly requiresLogin?: boolean;
}

const r = (
  name: string,
  path: string,
  extra: Partial<Pick<RouteDef, 'layout' | 'pageId' | 'requiresLogin'>> = {},
): RouteDef => ({ name, path, layout: extra.layout ?? 'default', ...extra });

/** The child pages of /user-center (spec section 2); the empty child is the centre's main page. */
export const userCenterChildren = [
  '',
  'apply-return',
  'uc-account',
  'uc-address',
  'uc-authenticationName',
  'uc-collection',
  'uc-comments',
  'uc-coupons',
  'uc-integral',
  'uc-order',
  'uc-password',
  'uc-return',
  'uc-shopaccount',
] as const;
export type UserCenterChild = (typeof userCenterChildren)[number];

export const routeTable: readonly RouteDef[] = [
  r('home', '/', { pageId: 1 }),
  r('cart', '/cart', { pageId: 8, requiresLogin: true }),
  r('chat', '/chat', { layout: 'empty', requiresLogin: true }),
  r('coupons', '/coupons'),
  r('discountDetail', '/discount-detail'),
  r('ffjs', '/ffjs'),
  r('flashSale', '/flash-sale'),
  r('forgetPassword', '/forget-password', { layout: 'topbarFooter' }),
  r('groupBuy', '/group-buy'),
  r('invoiceDetail', '/invoice-detail', { requiresLogin: true }),
  r('list', '/list', { pageId: 6 }),
  r('login', '/login', { layout: 'topbarFooter' }),
  r('noticeDetail', '/notice-detail'),
  r('noticeList', '/notice-list'),
  r('orderDetail', '/order-detail', { pageId: 9, requiresLogin: true }),
  r('payment', '/payment', { pageId: 10, requiresLogin: true }),
  r('register', '/register', { layout: 'topbarFooter' }),
  r('returnDetail', '/return-detail', { requiresLogin: true }),
  r('specialDiscount', '/special-discount', { pageId: 7 }),
  r('submitIntegralOrder', '/submit-integral-order', { requiresLogin: true }),
  r('submitOrder', '/submit-order', { requiresLogin: true }),
  r('terms', '/termsPage'),
  r('weixinPay', '/weixin-pay', { pageId: 10, requiresLogin: true }),
  r('writeComments', '/write-comments', { requiresLogin: true }),
  r('buyMember', '/member-center/buy-member', { requiresLogin: true }),
  r('integralMall', '/member-center/integral-mall'),
  r('memberCenter', '/member-center/member-center', { requiresLogin: true }),
  r('memberEquity', '/member-center/member-equity'),
  r('seckillConfirmOrder', '/secdetail/confirm-order', { requiresLogin: true }),
  r('integralDetail', '/member-center/integral-det/:prodId?'),
  r('detail', '/detail/:prodId?', { pageId: 3 }),
  r('seckillDetail', '/secdetail/:seckillId?', { pageId: 4 }),
  r('shop', '/shop/:shopId'),
  r('userCenter', '/user-center/:child?', { pageId: 12, requiresLogin: true }),
];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  /** Language given by an `/en` prefix, if any. */
  locale?: Locale;
  /** Where to send the browser instead (the `/zh` prefix is redirected to the path without it). */
  redirect?: string;
}

/** Matches one pattern against a path; returns its parameters or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const seg of want) {
    if (seg.startsWith(':')) {
      const optional = seg.endsWith('?');
      const key = seg.slice(1, optional ? -1 : undefined);
      const value = got[i];
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      try {
        params[key] = decodeURIComponent(value);
      } catch {
        return null; // malformed escape (`/detail/%E0`): no page, a 404 rather than a crash
      }
      i++;
    } else if (got[i] === seg) {
      i++;
    } else {
      return null;
    }
  }
  return i === got.length ? params : null;
}

/**
 * Resolves a browser path (with an optional `/en` or `/zh` language prefix) to its route, or null for an
 * unknown page. A `/zh` prefix (the default language) answers with a redirect to the bare path.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  let locale: Locale | undefined;
  let rest = pathname;
  if (first !== undefined && isLocale(first)) {
    locale = first;
    rest = '/' + segments.slice(1).join('/');
  }
  for (const route of routeTable) {
    const params = matchPath(route.path, rest);
    if (params === null) continue;
    if (route.name === 'userCenter' && params.child !== undefined) {
      if (!(userCenterChildren as readonly string[]).includes(params.child)) return null;
    }
    const match: RouteMatch = { route, params };
    if (locale !== undefined) match.locale = locale;
    if (locale === defaultLocale) match.redirect = rest;
    return match;
  }
  return null;
}

/** The path of a route in a language: English pages carry the `/en` prefix, Chinese ones none. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** A path's query: its parameters in the order given; undefined ones are left out. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** The query of the product list (spec section 2): search term, category and tab type. */
export interface ListQuery {
  /** Product name search. */
  pn?: string;
  categoryId?: number;
  /** Tab type (0 by default). */
  st?: number;
}

/**
 * The addresses of the route table's pages, built from their parameters (bare paths: the app's `href`
 * adds the `/en` prefix). Screens link with these instead of writing paths, so a route changes in one place.
 */
export const paths = {
  home: () => '/',
  cart: () => '/cart',
  coupons: () => '/coupons',
  /**
   * The customer-service chat; `shopId` opens the conversation with that store, `inquiry` (from POST
   * /p/user/conversations/inquiry) what the shopper came to ask about, `about` the product or order it
   * names (to ask again about it once the inquiry expired).
   */
  chat: (shopId?: number, inquiry?: string, about: { prodId?: number; orderNumber?: string } = {}) =>
    withQuery('/chat', { shopId, inquiry, prodId: about.prodId, orderNumber: about.orderNumber }),
  /** The free store application and its state (spec section 2). */
  freeStore: () => '/ffjs',
  login: () => '/login',
  register: () => '/register',
  forgetPassword: () => '/forget-password',
  submitOrder: () => '/submit-order',
  flashSale: () => '/flash-sale',
  groupBuy: () => '/group-buy',
  specialDiscount: () => '/special-discount',
  /** A special discount session with its products. */
  discountDetail: (discountId: number | string) => withQuery('/discount-detail', { discountId }),
  noticeList: () => '/notice-list',
  noticeDetail: (id: number | string) => withQuery('/notice-detail', { id }),
  /** `/list` with its query in the order pn, categoryId, st. */
  list: ({ pn, categoryId, st }: ListQuery = {}) => withQuery('/list', { pn, categoryId, st }),
  detail: (prodId: number | string) => `/detail/${encodeURIComponent(String(prodId))}`,
  seckillDetail: (seckillId: number | string) => `/secdetail/${encodeURIComponent(String(seckillId))}`,
  shop: (shopId: number) => `/shop/${shopId}`,
  /** An order's page; `section` jumps to a part of it (`logistics`). */
  orderDetail: (orderNumber: string, section?: 'logistics') =>
    withQuery('/order-detail', { orderNumber }) + (section ? `#${section}` : ''),
  /** The payment of one order or several (comma-separated numbers). */
  payment: (orderNumbers: string) => withQuery('/payment', { orderNumbers }),
  writeComments: (orderNumber: string) => withQuery('/write-comments', { orderNumber }),
  invoiceDetail: (orderNumber: string) => withQuery('/invoice-detail', { orderNumber }),
  returnDetail: (refundSn: string) => withQuery('/return-detail', { refundSn }),
  /** `sts=0` the terms of service, `sts=1` the privacy policy. */
  terms: (document: 'terms' | 'privacy') => withQuery('/termsPage', { sts: document === 'privacy' ? 1 : 0 }),
  /** A page of the user centre (the empty child is its main page), with its query. */
  userCenter: (child: UserCenterChild = '', query: Record<string, string | number | undefined> = {}) =>
    withQuery(child === '' ? '/user-center' : `/user-center/${child}`, query),
  memberCenter: () => '/member-center/member-center',
  memberEquity: () => '/member-center/member-equity',
  integralMall: () => '/member-center/integral-mall',
  buyMember: () => '/member-center/buy-member',
  /** A points-mall product. */
  integralDetail: (prodId: number | string) =>
    `/member-center/integral-det/${encodeURIComponent(String(prodId))}`,
  /** The checkout of one points-mall SKU (`prodCount` units). */
  submitIntegralOrder: (line: { prodId: number; skuId: number; prodCount: number }) =>
    withQuery('/submit-integral-order', line),
  /** The after-sales application: for an order item, or again for a refused request. */
  applyReturn: (from: { orderNumber: string; orderItemId: number } | { refundSn: string }) =>
    withQuery('/user-center/apply-return', from),
} as const;
