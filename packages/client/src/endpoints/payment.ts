// Payment (docs/api.md "Payment", decisions/0017): the payment page's info, paying by a method, and the
// poll of the WeChat QR page.
import type { AxiosInstance } from 'axios';
import type { OrderPayInfo, PayAnswer, PayParam } from '@mall/domain';
import { query } from '../endpoint.ts';

export const getPayInfo = query<string, OrderPayInfo>(
  '/p/order/getOrderPayInfoByOrderNumber',
  async (http, orderNumbers, path) => (await http.get<OrderPayInfo>(path, { params: { orderNumbers } })).data,
);

/**
 * Balance and points pay at once (`paid`); Alipay and PayPal answer a cashier page, WeChat a QR code
 * (the WeChat page asks it through SWR, one payment per attempt, so it has a path for its key).
 */
export const payOrders = query<PayParam, PayAnswer>(
  '/p/order/pay',
  async (http, body, path) => (await http.post<PayAnswer>(path, body)).data,
);

/** Whether every one of the orders is paid; a background poll, so failures are the caller's alone. */
export async function isOrderPaid(http: AxiosInstance, orderNumbers: string): Promise<boolean> {
  return (await http.get<boolean>('/p/order/isPay', { params: { orderNumbers }, silent: true })).data;
}
