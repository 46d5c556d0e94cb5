// The buyer's orders (docs/api.md "Orders"): the list by status, one order, cancel, confirm receipt,
// delete, and the user centre's counts.
import type { AxiosInstance } from 'axios';
import type { CenterInfo, MyOrder, OrderDetail, Page } from '@mall/domain';

export interface MyOrderQuery {
  /** 0 all, 1 pending payment, 2 pending delivery, 3 pending receipt, 4 pending evaluation, 6 cancelled, 8 evaluated. */
  status: number;
  current: number;
  size: number;
}

/** The detail with the shipping fields (express company and number, null before shipping). */
export type OrderDetailAnswer = OrderDetail & { expressName?: string | null; expressNo?: string | null };

export async function getMyOrders(http: AxiosInstance, query: MyOrderQuery): Promise<Page<MyOrder>> {
  return (await http.get<Page<MyOrder>>('/p/myOrder/myOrder', { params: query })).data;
}

/** One of the buyer's orders; another buyer's or an unknown number is a 400. */
export async function getOrderDetail(http: AxiosInstance, orderNumber: string): Promise<OrderDetailAnswer> {
  return (await http.get<OrderDetailAnswer>('/p/myOrder/orderDetail', { params: { orderNumber } })).data;
}

const path = (orderNumber: string) => encodeURIComponent(orderNumber);

/** Cancels an unpaid order (stock, coupons and points come back). */
export async function cancelOrder(http: AxiosInstance, orderNumber: string): Promise<boolean> {
  return (await http.put<boolean>(`/p/myOrder/cancel/${path(orderNumber)}`)).data;
}

/** Confirms the receipt of a shipped order (it completes). */
export async function confirmReceipt(http: AxiosInstance, orderNumber: string): Promise<boolean> {
  return (await http.put<boolean>(`/p/myOrder/receipt/${path(orderNumber)}`)).data;
}

/** Deletes a completed or cancelled order from the buyer's list. */
export async function deleteOrder(http: AxiosInstance, orderNumber: string): Promise<boolean> {
  return (await http.delete<boolean>(`/p/myOrder/${path(orderNumber)}`)).data;
}

/** The user centre's order counts by status. */
export async function getCenterInfo(http: AxiosInstance): Promise<CenterInfo> {
  return (await http.get<CenterInfo>('/p/user/centerInfo')).data;
}
