// The tabs of "My orders" (spec section 4's labels, from domain status.ts).
import type { MessageDescriptor } from '@lingui/core';
import { orderLabels } from '@mall/domain';

export const orderTabs = [
  'all',
  'pendingPayment',
  'pendingDelivery',
  'pendingReceipt',
  'pendingEvaluation',
  'evaluated',
  'canceled',
] as const;
export type OrderTab = (typeof orderTabs)[number];

export const orderTabLabels: Readonly<Record<OrderTab, MessageDescriptor>> = {
  all: orderLabels.all,
  pendingPayment: orderLabels.pendingPayment,
  pendingDelivery: orderLabels.pendingDelivery,
  pendingReceipt: orderLabels.pendingReceipt,
  pendingEvaluation: orderLabels.pendingEvaluation,
  evaluated: orderLabels.evaluated,
  canceled: orderLabels.canceled,
};

export function isOrderTab(value: unknown): value is OrderTab {
  return (orderTabs as readonly unknown[]).includes(value);
}
