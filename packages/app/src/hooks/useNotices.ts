// SWR hooks of the notice pages: a page of all notices (pinned first) and one notice. The home ticker's
// pinned list is `useNotices` in useApi.ts. Keys: the API path first, then the arguments.
import useSWR from 'swr';
import { getNotice, getNoticePage } from '../api/site.ts';
import { isBadRequest } from '../listQuery.ts';
import { useApiClient } from './ApiClientContext.tsx';
import { useDelayedFlag } from './delayedFlag.ts';
import { stableQuery } from './keys.ts';
import { NOTICE_PAGE_SIZE } from './noticeQuery.ts';

export const noticeKeys = {
  page: (current: number, size: number) =>
    ['/shop/notice/noticeList', stableQuery({ current, size })] as const,
  notice: (id: number) => ['/shop/notice/info', id] as const,
};

/** One page of the notices (the previous page stays shown while the next loads); `showLoading` after 200 ms. */
export function useNoticePage(current: number, size: number = NOTICE_PAGE_SIZE) {
  const http = useApiClient();
  const result = useSWR(noticeKeys.page(current, size), () => getNoticePage(http, { current, size }), {
    keepPreviousData: true,
  });
  const showLoading = useDelayedFlag(result.isLoading);
  // Assigned onto SWR's own object: its getters keep tracking only what the caller reads.
  return Object.assign(result, { showLoading });
}

/**
 * One notice; an unknown id (400 `公告不存在`) is `notFound` and not asked again. No request for a
 * missing id. `showLoading` after 200 ms.
 */
export function useNotice(id: number | undefined) {
  const http = useApiClient();
  const result = useSWR(id ? noticeKeys.notice(id) : null, () => getNotice(http, id!), {
    shouldRetryOnError: (error: Error) => !isBadRequest(error),
  });
  const showLoading = useDelayedFlag(result.isLoading);
  const notFound = id === undefined || (!result.data && isBadRequest(result.error));
  return Object.assign(result, { showLoading, notFound });
}
