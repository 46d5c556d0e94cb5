// Payment (docs/api.md "Payment", decisions/0017): the payment page's info, paying by a method, and the
// poll of the WeChat QR page.
import type { AxiosInstance } from 'axios';
import type { OrderPayInfo, PayAnswer, PayParam } from '@mall/domain';

export async function getPayInfo(http: AxiosInstance, orderNumbers: string): Promise<OrderPayInfo> {
  return (await http.get<OrderPayInfo>('/p/order/getOrderPayInfoByOrderNumber', { params: { orderNumbers } }))
    .data;
}

/** Balance and points pay at once (`paid`); Alipay and PayPal answer a cashier page, WeChat a QR code. */
export async function payOrders(http: AxiosInstance, body: PayParam): Promise<PayAnswer> {
  return (await http.post<PayAnswer>('/p/order/pay', body)).data;
}

/** Whether every one of the orders is paid; a background poll, so failures are the caller's alone. */
export async function isOrderPaid(http: AxiosInstance, orderNumbers: string): Promise<boolean> {
  return (await http.get<boolean>('/p/order/isPay', { params: { orderNumbers }, silent: true })).data;
}
