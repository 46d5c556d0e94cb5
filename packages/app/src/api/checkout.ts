// Checkout (docs/api.md "Orders"): the settlement of cart lines or a bought-now item, and the submit of
// its uuid; the address book's list, which the checkout needs to pick an address.
import type { AxiosInstance } from 'axios';
import type {
  Address,
  OrderConfirmAnswer,
  OrderConfirmParam,
  OrderSubmitAnswer,
  OrderSubmitParam,
} from '@mall/domain';

/** The settlement: amounts, coupons (the best preselected without `couponIds`), points and the uuid. */
export async function confirmOrder(
  http: AxiosInstance,
  body: OrderConfirmParam,
): Promise<OrderConfirmAnswer> {
  return (await http.post<OrderConfirmAnswer>('/p/order/confirm', body)).data;
}

/** One order per store, pending payment; the same uuid again answers the same numbers. */
export async function submitOrder(http: AxiosInstance, body: OrderSubmitParam): Promise<OrderSubmitAnswer> {
  return (await http.post<OrderSubmitAnswer>('/p/order/submit', body)).data;
}

/** The shopper's addresses (GET /p/address/list), the default first. */
export async function getAddressList(http: AxiosInstance): Promise<Address[]> {
  return (await http.get<Address[]>('/p/address/list')).data;
}
