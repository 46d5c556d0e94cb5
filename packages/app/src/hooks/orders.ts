// The buyer's orders: checkout (the settlement of a confirm body, the payment page's info), a tab's page
// of orders, one order, the centre counts, the buyer's reviews, and the order actions (each revalidates
// the order lists, the order and the centre counts). A confirm saves a settlement on the server (its
// uuid), so it is asked again only when the shopper changes something, never on focus or reconnect.
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { MyOrder, OrderConfirmParam, OrderItemDto } from '@mall/domain';
import type { CommentDraft } from '@mall/ui/screens/WriteCommentsScreen';
import {
  confirmOrder,
  getCenterInfo,
  getMyComments,
  getMyOrders,
  getOrderDetail,
  getPayInfo,
  keysOf,
  postComment,
  uploadImage,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import {
  buyAgainLines,
  COMMENT_PAGE_SIZE,
  commentBody,
  ORDER_PAGE_SIZE,
  orderActionCalls,
  type OrderStatusFilter,
  type ServerOrderAction,
} from '../routes/ordersPage.ts';
import { useCartActions } from './cart.ts';
import { isOrderKey } from './keys.ts';
import { noRetryOn400, withNotFound } from './query.ts';

const once = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** The settlement of `body`; the previous one stays shown while a changed body is confirmed. */
export function useConfirm(body: OrderConfirmParam | null) {
  return useApiQuery(confirmOrder, body, { ...once, keepPreviousData: true });
}

export function usePayInfo(orderNumbers: string | undefined) {
  return useApiQuery(getPayInfo, orderNumbers || null, once);
}

/** One tab's page of orders (the previous page stays shown while the next loads). */
export function useMyOrders(status: OrderStatusFilter, current: number, size: number = ORDER_PAGE_SIZE) {
  return useApiQuery(getMyOrders, { status, current, size }, { keepPreviousData: true });
}

/** One order; a missing number or a 400 (unknown, another buyer's) is `notFound` and not asked again. */
export function useOrderDetail(orderNumber: string | undefined) {
  return withNotFound(
    useApiQuery(getOrderDetail, orderNumber || null, noRetryOn400),
    orderNumber === undefined,
  );
}

/** The user centre's order counts. */
export function useCenterInfo() {
  return useApiQuery(getCenterInfo, undefined);
}

/** A page of the buyer's reviews. */
export function useMyComments(current: number, size: number = COMMENT_PAGE_SIZE) {
  return useApiQuery(getMyComments, { current, size }, { keepPreviousData: true });
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
          void mutate((key) => isOrderKey(key) || isMyCommentsKey(key));
        }
      },
      uploadImage: (file: File) => uploadImage(http, file),
    }),
    [changeItem, http, mutate, refresh, run],
  );
}

const isMyCommentsKey = keysOf(getMyComments);
