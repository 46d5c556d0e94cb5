// The buyer's orders (docs/api.md "Orders"): checkout (the settlement and the submit of its uuid), the
// list by status, one order, cancel, confirm receipt, delete, and the user centre's counts.
import type { AxiosInstance } from 'axios';
import type {
  CenterInfo,
  MyOrder,
  MyOrderQuery,
  OrderConfirmAnswer,
  OrderConfirmParam,
  OrderDetail,
  OrderSubmitAnswer,
  OrderSubmitParam,
  Page,
} from '@mall/domain';
import { query } from '../endpoint.ts';

/**
 * The settlement: amounts, coupons (the best preselected without `couponIds`), points and the uuid. Its
 * key is the body as text (confirmBody builds it in a fixed field order).
 */
export const confirmOrder = query<OrderConfirmParam, OrderConfirmAnswer>(
  '/p/order/confirm',
  async (http, body, path) => (await http.post<OrderConfirmAnswer>(path, body)).data,
  (body) => JSON.stringify(body),
);

/** One order per store, pending payment; the same uuid again answers the same numbers. */
export async function submitOrder(http: AxiosInstance, body: OrderSubmitParam): Promise<OrderSubmitAnswer> {
  return (await http.post<OrderSubmitAnswer>('/p/order/submit', body)).data;
}

/**
 * The orders of a status: 0 all, 1 pending payment, 2 pending delivery, 3 pending receipt, 4 pending
 * evaluation, 6 cancelled, 8 evaluated.
 */
export const getMyOrders = query<MyOrderQuery, Page<MyOrder>>(
  '/p/myOrder/myOrder',
  async (http, search, path) => (await http.get<Page<MyOrder>>(path, { params: search })).data,
);

/**
 * One of the buyer's orders (also the order an after-sales application is about), with the shipping
 * fields (express company and number, null before shipping); another buyer's or an unknown number is a
 * 400.
 */
export const getOrderDetail = query<string, OrderDetail>(
  '/p/myOrder/orderDetail',
  async (http, orderNumber, path) => (await http.get<OrderDetail>(path, { params: { orderNumber } })).data,
);

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
export const getCenterInfo = query<void, CenterInfo>(
  '/p/user/centerInfo',
  async (http, _args, path) => (await http.get<CenterInfo>(path)).data,
);
