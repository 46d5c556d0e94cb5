// The order pages' addresses and mappings: `/user-center/uc-order?status=&currentPage=` (the tab as the
// API's status code, the page from 1), `/order-detail?orderNumber=`, `/write-comments?orderNumber=`,
// `/user-center/uc-comments?currentPage=`; the centre counts per tab; the order actions' API calls; a
// review's body; buy again's cart lines.
import type { AxiosInstance } from 'axios';
import {
  evaluateOfScore,
  joinPics,
  type CenterInfo,
  type ChangeItem,
  type MyOrder,
  type MyOrderQuery,
  type OrderItemDto,
  type ProdCommParam,
} from '@mall/domain';
import type { OrderAction } from '@mall/ui';
import type { CommentDraft } from '@mall/ui/screens/WriteCommentsScreen';
import type { OrderTab } from '@mall/ui/screens/MyOrdersScreen';
import { cancelOrder, confirmReceipt, deleteOrder } from '@mall/client';

export const ORDER_PAGE_SIZE = 10;
export const COMMENT_PAGE_SIZE = 10;

/** The `status` of GET /p/myOrder/myOrder (0 all, else an order status; 8 evaluated). */
export type OrderStatusFilter = NonNullable<MyOrderQuery['status']>;

/** The `status` of GET /p/myOrder/myOrder for each tab (4 and 8: completed, with or without an item to review). */
export const tabStatus: Readonly<Record<OrderTab, OrderStatusFilter>> = {
  all: 0,
  pendingPayment: 1,
  pendingDelivery: 2,
  pendingReceipt: 3,
  pendingEvaluation: 4,
  evaluated: 8,
  canceled: 6,
};

const tabOfStatus = new Map<string, OrderTab>(
  Object.entries(tabStatus).map(([tab, status]) => [String(status), tab as OrderTab]),
);

/** A positive whole number of a query value, or undefined (absent, malformed, zero, negative, too big). */
function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= 1 ? n : undefined;
}

/** The page from the address (`currentPage`, the user centre's name); 1 by default. */
export function pageFromQuery(params: URLSearchParams): number {
  return positiveInt(params.get('currentPage')) ?? 1;
}

/** The tab and page of `/user-center/uc-order?status=&currentPage=`; an unknown status is "all". */
export function ordersQueryFromParams(params: URLSearchParams): { tab: OrderTab; current: number } {
  return {
    tab: tabOfStatus.get((params.get('status') ?? '').trim()) ?? 'all',
    current: pageFromQuery(params),
  };
}

/** The address of a tab and page (the defaults left out). */
export function ordersAddress(tab: OrderTab, current = 1): string {
  const query = new URLSearchParams();
  if (tab !== 'all') query.set('status', String(tabStatus[tab]));
  if (current > 1) query.set('currentPage', String(current));
  const text = query.toString();
  return `/user-center/uc-order${text ? `?${text}` : ''}`;
}

/** The address of a page of the buyer's reviews. */
export function commentsAddress(current: number): string {
  return `/user-center/uc-comments${current > 1 ? `?currentPage=${current}` : ''}`;
}

/** The order number of `?orderNumber=` (digits only), or undefined when missing or malformed. */
export function orderNumberFromQuery(params: URLSearchParams): string | undefined {
  const value = params.get('orderNumber')?.trim();
  return value && /^\d{1,32}$/.test(value) ? value : undefined;
}

/** The tab counts from the centre's counts (the tabs without a count show none). */
export function tabCounts(info: CenterInfo | undefined): Partial<Record<OrderTab, number>> {
  if (!info) return {};
  const c = info.orderCountData;
  return {
    pendingPayment: c.unPay,
    pendingDelivery: c.payed,
    pendingReceipt: c.consignment,
    pendingEvaluation: c.confirm,
  };
}

/** The actions that change an order on the server. */
export type ServerOrderAction = Extract<OrderAction, 'cancel' | 'confirmReceipt' | 'delete'>;

/** The API call of each action that changes an order. */
export const orderActionCalls: Readonly<
  Record<ServerOrderAction, (http: AxiosInstance, orderNumber: string) => Promise<boolean>>
> = {
  cancel: cancelOrder,
  confirmReceipt,
  delete: deleteOrder,
};

/** The body of POST /p/prodComm for an item's review. */
export function commentBody(item: OrderItemDto, draft: CommentDraft): ProdCommParam {
  return {
    prodId: item.prodId,
    orderItemId: item.orderItemId,
    score: draft.score,
    content: draft.content.trim(),
    pics: joinPics(draft.pics),
    isAnonymous: draft.isAnonymous ? 1 : 0,
    evaluate: evaluateOfScore(draft.score),
  };
}

/** The new cart lines of "buy again": every item of the order in its quantity. */
export function buyAgainLines(order: MyOrder): ChangeItem[] {
  return order.orderItemDtos.map((item) => ({
    basketId: 0,
    prodId: item.prodId,
    skuId: item.skuId,
    shopId: order.shopId,
    count: item.prodCount,
  }));
}

/** Whether the order's every item has been reviewed (the write-comments page is done). */
export function allReviewed(order: Pick<MyOrder, 'orderItemDtos'>): boolean {
  return order.orderItemDtos.every((item) => item.commSts !== 0);
}
