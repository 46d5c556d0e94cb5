// The head of a server-rendered page (decisions/0038, 0041): the domain's page metadata (title,
// description, canonical and hreflang addresses, Open Graph, schema.org Product data) from the answers the
// page was rendered with, so the head says what the page shows without another request.
import { unstable_serialize } from 'swr';
import type { I18n } from '@lingui/core';
import {
  headNoticeOf,
  headProductOf,
  headShopOf,
  headTagsHtml,
  pageHead,
  pageHeadNeeds,
  siteNamesOf,
  type Category,
  type Locale,
  type Notice,
  type PcWebConfig,
  type ProductInfo,
  type ShopHead,
  type Translate,
} from '@mall/domain';
import { keys, noticeKeys, shopKeys } from '../hooks/keys.ts';
import { defaultSiteConfig } from '../layouts/useChrome.ts';
import type { SwrFallback } from './swrData.ts';

/** The SWR key of the one thing a page is about (its product, store or notice), if any. */
export function mainItemKey(url: URL): string | undefined {
  const needs = pageHeadNeeds(url.pathname, url.search);
  if (needs?.prodId) return unstable_serialize(keys.product(needs.prodId));
  if (needs?.shopId) return unstable_serialize(shopKeys.head(needs.shopId));
  if (needs?.noticeId) return unstable_serialize(noticeKeys.notice(needs.noticeId));
  return undefined;
}

export interface HeadInput {
  url: URL;
  /** The site's public origin (MALL_PUBLIC_URL), else the request's. */
  origin: string;
  locale: Locale;
  i18n: I18n;
  fallback: SwrFallback;
  /** The page's one thing does not exist: a not-found title and noindex. */
  notFound?: boolean;
}

export function pageHeadHtml({ url, origin, locale, i18n, fallback, notFound }: HeadInput): string {
  const answer = <T>(key: Parameters<typeof unstable_serialize>[0]) =>
    fallback[unstable_serialize(key)] as T | undefined;
  const config = answer<PcWebConfig>(keys.siteConfig) ?? defaultSiteConfig;
  const needs = pageHeadNeeds(url.pathname, url.search);
  const t: Translate = (descriptor, values) => {
    // A descriptor built here, not a literal in the call: Lingui's extractor reads literals as messages.
    const withValues = values ? { ...descriptor, values } : descriptor;
    return i18n._(withValues);
  };
  const common = {
    search: url.search,
    locale,
    origin,
    siteName: siteNamesOf({
      pcCompanyNameCn: config.pcCompanyNameCn ?? '',
      pcCompanyNameEn: config.pcCompanyNameEn ?? '',
    }),
    t,
  };
  if (!needs) {
    const bare = url.pathname.replace(/^\/en(?=\/|$)/, '') || '/';
    return headTagsHtml(pageHead({ ...common, routeName: '', path: bare, notFound: true }));
  }
  const product = needs.prodId ? answer<ProductInfo>(keys.product(needs.prodId)) : undefined;
  const shop = needs.shopId ? answer<ShopHead>(shopKeys.head(needs.shopId)) : undefined;
  const notice = needs.noticeId ? answer<Notice>(noticeKeys.notice(needs.noticeId)) : undefined;
  const category = needs.categoryId
    ? answer<Category[]>(keys.categories(0))?.find((c) => c.categoryId === needs.categoryId)
    : undefined;
  return headTagsHtml(
    pageHead({
      ...common,
      routeName: needs.routeName,
      path: needs.path,
      ...(product ? { product: headProductOf(product) } : {}),
      ...(shop ? { shop: headShopOf(shop) } : {}),
      ...(notice ? { notice: headNoticeOf(notice) } : {}),
      ...(category ? { categoryName: category.categoryName } : {}),
      ...(notFound ? { notFound } : {}),
    }),
  );
}
