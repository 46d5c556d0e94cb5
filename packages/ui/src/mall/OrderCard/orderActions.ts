// What a buyer may do with an order, from its status (domain status.ts): one rule for the order list and
// the order detail. The server refuses anything else (400); these only decide which buttons to show.
import {
  paths,
  ORDER_PAY_MINUTES,
  OrderStatus,
  orderLabels,
  orderStatusLabels,
  parseMallDateTime,
  RefundStatus,
  type MyOrder,
  type OrderItemDto,
} from '@mall/domain';
import type { MessageDescriptor } from '@lingui/core';

export type OrderAction =
  'pay' | 'cancel' | 'logistics' | 'confirmReceipt' | 'review' | 'buyAgain' | 'delete';

/** The order's routes (bare paths; the app's `href` adds the language prefix). */
export const orderPaths = {
  detail: (orderNumber: string) => paths.orderDetail(orderNumber),
  payment: paths.payment,
  writeComments: paths.writeComments,
  applyReturn: (orderNumber: string, orderItemId: number) => paths.applyReturn({ orderNumber, orderItemId }),
  invoice: paths.invoiceDetail,
  product: (prodId: number) => paths.detail(prodId),
  logistics: (orderNumber: string) => paths.orderDetail(orderNumber, 'logistics'),
};

/** True when some item of a completed order still waits for its review. */
export function awaitsReview(order: Pick<MyOrder, 'status' | 'orderItemDtos'>): boolean {
  return (
    (order.status === OrderStatus.completed || order.status === OrderStatus.pendingEvaluation) &&
    order.orderItemDtos.some((item) => item.commSts === 0)
  );
}

/**
 * The label of the order's state from the buyer's side: a completed order with an item not yet
 * reviewed is "pending evaluation", one with every item reviewed "evaluated".
 */
export function orderStateLabel(order: Pick<MyOrder, 'status' | 'orderItemDtos'>): MessageDescriptor {
  if (order.status === OrderStatus.completed || order.status === OrderStatus.pendingEvaluation) {
    return awaitsReview(order) ? orderLabels.pendingEvaluation : orderLabels.evaluated;
  }
  return orderStatusLabels[order.status as OrderStatus] ?? orderLabels.all;
}

/** The order-wide actions of a status, in the order the buttons show (the main one last). */
export function orderActions(order: Pick<MyOrder, 'status' | 'orderItemDtos'>): OrderAction[] {
  switch (order.status) {
    case OrderStatus.pendingPayment:
      return ['cancel', 'pay'];
    case OrderStatus.pendingDelivery:
      return ['buyAgain'];
    case OrderStatus.pendingReceipt:
      return ['logistics', 'confirmReceipt'];
    case OrderStatus.pendingEvaluation:
    case OrderStatus.completed:
      return awaitsReview(order) ? ['delete', 'buyAgain', 'review'] : ['delete', 'buyAgain'];
    case OrderStatus.canceled:
      return ['delete', 'buyAgain'];
    default:
      return [];
  }
}

/** Refunds that are over and leave the item free for a new application. */
const refundOver: readonly (number | null)[] = [null, RefundStatus.withdrawn];

/** True when an item of the order may be taken to after-sales (paid, not cancelled, no refund running). */
export function canApplyAfterSales(order: Pick<MyOrder, 'status'>, item: OrderItemDto): boolean {
  const paid =
    order.status === OrderStatus.pendingDelivery ||
    order.status === OrderStatus.pendingReceipt ||
    order.status === OrderStatus.pendingEvaluation ||
    order.status === OrderStatus.completed;
  return paid && refundOver.includes(item.returnMoneySts);
}

/** The instant (ms) an unpaid order expires, or undefined for a malformed time. */
export function payDeadline(order: Pick<MyOrder, 'createTime'>): number | undefined {
  const created = parseMallDateTime(order.createTime);
  return Number.isNaN(created) ? undefined : created + ORDER_PAY_MINUTES * 60_000;
}
