// SWR hooks of the order pages: a tab's page of orders, one order, the centre counts, the buyer's reviews,
// and the order actions (each revalidates the order lists, the order and the centre counts). Keys: the
// API path first, then the arguments (the order key is the after-sales pages' too).
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { MyOrder, OrderItemDto } from '@mall/domain';
import type { CommentDraft } from '@mall/ui/screens/WriteCommentsScreen';
import { postComment, getMyComments } from '../api/comments.ts';
import { getCenterInfo, getMyOrders, getOrderDetail } from '../api/orders.ts';
import { uploadImage } from '../api/refunds.ts';
import { isBadRequest } from '../listQuery.ts';
import { useApiClient } from './ApiClientContext.tsx';
import { useDelayedFlag } from './delayedFlag.ts';
import { stableQuery } from './keys.ts';
import { useCartActions } from './useApi.ts';
import {
  buyAgainLines,
  COMMENT_PAGE_SIZE,
  commentBody,
  ORDER_PAGE_SIZE,
  orderActionCalls,
  type ServerOrderAction,
} from './ordersPage.ts';

export const orderKeys = {
  page: (status: number, current: number, size: number) =>
    ['/p/myOrder/myOrder', stableQuery({ current, size, status })] as const,
  order: (orderNumber: string) => ['/p/myOrder/orderDetail', orderNumber] as const,
  centerInfo: '/p/user/centerInfo',
  myComments: (current: number, size: number) =>
    ['/p/prodComm/myCommList', stableQuery({ current, size })] as const,
};

function pathOf(key: unknown): string | undefined {
  if (typeof key === 'string') return key;
  if (Array.isArray(key) && typeof key[0] === 'string') return key[0];
  return undefined;
}

/** Keys an order change makes stale: every order list page, the orders' details and the centre counts. */
export function isOrderKey(key: unknown): boolean {
  const path = pathOf(key);
  return path === '/p/myOrder/myOrder' || path === '/p/myOrder/orderDetail' || path === '/p/user/centerInfo';
}

const noRetryOn400 = { shouldRetryOnError: (error: Error) => !isBadRequest(error) };

/** One tab's page of orders (the previous page stays shown while the next loads); `showLoading` after 200 ms. */
export function useMyOrders(status: number, current: number, size: number = ORDER_PAGE_SIZE) {
  const http = useApiClient();
  const result = useSWR(
    orderKeys.page(status, current, size),
    () => getMyOrders(http, { status, current, size }),
    { keepPreviousData: true },
  );
  const showLoading = useDelayedFlag(result.isLoading);
  return Object.assign(result, { showLoading });
}

/** One order; a missing number or a 400 (unknown, another buyer's) is `notFound` and not asked again. */
export function useOrderDetail(orderNumber: string | undefined) {
  const http = useApiClient();
  const result = useSWR(
    orderNumber ? orderKeys.order(orderNumber) : null,
    () => getOrderDetail(http, orderNumber!),
    noRetryOn400,
  );
  const showLoading = useDelayedFlag(result.isLoading);
  const notFound = orderNumber === undefined || (!result.data && isBadRequest(result.error));
  return Object.assign(result, { showLoading, notFound });
}

/** The user centre's order counts. */
export function useCenterInfo() {
  const http = useApiClient();
  return useSWR(orderKeys.centerInfo, () => getCenterInfo(http));
}

/** A page of the buyer's reviews; `showLoading` after 200 ms. */
export function useMyComments(current: number, size: number = COMMENT_PAGE_SIZE) {
  const http = useApiClient();
  const result = useSWR(orderKeys.myComments(current, size), () => getMyComments(http, { current, size }), {
    keepPreviousData: true,
  });
  const showLoading = useDelayedFlag(result.isLoading);
  return Object.assign(result, { showLoading });
}

/**
 * The order actions: cancel, confirm receipt and delete (each revalidates the order keys when it
 * settles, also after a refusal, which the API client has shown), buy again (the items into the cart),
 * post a review (revalidates the order, so the item shows as reviewed, and the buyer's reviews) and
 * upload an image.
 */
export function useOrderActions() {
  const http = useApiClient();
  const { mutate } = useSWRConfig();
  const { changeItem } = useCartActions();
  const refresh = useCallback(() => mutate(isOrderKey), [mutate]);
  const run = useCallback(
    async (action: ServerOrderAction, orderNumber: string) => {
      try {
        return await orderActionCalls[action](http, orderNumber);
      } finally {
        void refresh();
      }
    },
    [http, refresh],
  );
  return useMemo(
    () => ({
      run,
      refresh,
      buyAgain: async (order: MyOrder) => {
        for (const line of buyAgainLines(order)) await changeItem(line);
      },
      comment: async (item: OrderItemDto, draft: CommentDraft) => {
        try {
          return await postComment(http, commentBody(item, draft));
        } finally {
          void mutate((key) => isOrderKey(key) || pathOf(key) === '/p/prodComm/myCommList');
        }
      },
      uploadImage: (file: File) => uploadImage(http, file),
    }),
    [changeItem, http, mutate, refresh, run],
  );
}
