// Sends the page record of each page the router shows (pageLog.ts), once per path (the product page in
// group mode, `?groupActivityId=`, is the group detail page). Without the user info
// yet, the login result's userId kept locally names the shopper (read when the record is sent: a
// server-rendered page first renders as a visitor's, decisions/0038).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { matchRoute } from '@mall/domain';
import { useApiClient } from '@mall/client/swr';
import { getToken } from '../session/cookie.ts';
import { signedInUserId } from '../session/storedUser.ts';
import { pageRecord, randomId, sendPageRecord } from './pageLog.ts';

/** Phone-sized screens get the mobile page-visit record (the Tailwind `md` breakpoint). */
const MOBILE_QUERY = '(max-width: 767px)';

export function usePageLog(userId: string | undefined) {
  const http = useApiClient();
  const { pathname, state, search } = useLocation();
  // The product page in group mode is the group detail page (page id 5): a page of its own.
  const groupBuy = new URLSearchParams(search).has('groupActivityId');
  const user = useRef(userId);
  user.current = userId;
  useEffect(() => {
    const params = matchRoute(pathname)?.params ?? {};
    const bizId = params.prodId ?? params.seckillId ?? params.shopId;
    const record = pageRecord(
      {
        pathname,
        ...(bizId && /^\d+$/.test(bizId) ? { bizData: Number(bizId) } : {}),
        fromBanner: (state as { fromBanner?: boolean } | null)?.fromBanner === true,
        groupBuy,
      },
      {
        store: typeof localStorage !== 'undefined' ? localStorage : undefined,
        now: Date.now(),
        newId: randomId,
        mobile: typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches,
        userId: user.current ?? signedInUserId(getToken()),
      },
    );
    if (record) void sendPageRecord(http, record);
    // Once per page: a change of query or state on the same path is the same page (but group mode).
  }, [http, pathname, groupBuy]);
}
