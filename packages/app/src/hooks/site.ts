// Site-wide content: the PC site config (cached in localStorage), banners, pinned notices, popular
// searches, and the notice pages.
import { useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  getHotSearch,
  getIndexImgs,
  getNotice,
  getNoticePage,
  getPcWebConfig,
  getTopNotices,
  type PcWebConfig,
} from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import { NOTICE_PAGE_SIZE } from '../routes/noticeQuery.ts';
import { serverRenderedPage } from '../ssr/boot.ts';
import { keys } from './keys.ts';
import { noRetryOn400, withNotFound } from './query.ts';
import { readSiteConfigCache, writeSiteConfigCache } from './siteConfigCache.ts';

/**
 * The PC site config, seeded from and saved to localStorage (unless the server rendered the page with
 * it: then the browser's copy must not differ from the server's page). Revalidates on mount and whenever
 * `routeKey` (the location's pathname) changes.
 */
export function useSiteConfig(routeKey?: string) {
  const { mutate } = useSWRConfig();
  // Read once: on a server-rendered page the browser's first render must be the server's.
  const fallbackData = useMemo(() => (serverRenderedPage() ? undefined : readSiteConfigCache()), []);
  const [firstRoute] = useState(routeKey);
  useEffect(() => {
    if (routeKey !== firstRoute) void mutate(keys.siteConfig);
  }, [firstRoute, mutate, routeKey]);
  return useApiQuery(getPcWebConfig, undefined, {
    revalidateOnMount: true,
    ...(fallbackData ? { fallbackData } : {}),
    onSuccess: (data: PcWebConfig) => writeSiteConfigCache(data),
  });
}

/** The pinned notices of the home ticker. */
export function useNotices() {
  return useApiQuery(getTopNotices, undefined);
}

export function useHotSearch() {
  return useApiQuery(getHotSearch, undefined);
}

/** The home banners of one kind: `imgType` 1 PC, 0 mobile. */
export function useBanners(imgType = 1) {
  return useApiQuery(getIndexImgs, imgType);
}

/** One page of the notices (pinned first); the previous page stays shown while the next loads. */
export function useNoticePage(current: number, size: number = NOTICE_PAGE_SIZE) {
  return useApiQuery(getNoticePage, { current, size }, { keepPreviousData: true });
}

/**
 * One notice; an unknown id (400 `公告不存在`) is `notFound` and not asked again. No request for a
 * missing id.
 */
export function useNotice(id: number | undefined) {
  return withNotFound(useApiQuery(getNotice, id || null, noRetryOn400), id === undefined);
}
