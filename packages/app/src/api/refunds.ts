// After-sales (docs/api.md "After-sales"): what can be refunded, apply, reapply after a refusal, the
// buyer's list and detail, withdraw, the return's logistics; and the voucher image upload.
import type { AxiosInstance } from 'axios';
import type {
  OrderDetail,
  Page,
  RefundableAnswer,
  RefundApplyParam,
  RefundDetail,
  RefundExpressParam,
  RefundReapplyParam,
  RefundRecord,
} from '@mall/domain';

/** The order an application is about (GET /p/myOrder/orderDetail). */
export async function getOrderForRefund(http: AxiosInstance, orderNumber: string): Promise<OrderDetail> {
  return (await http.get<OrderDetail>('/p/myOrder/orderDetail', { params: { orderNumber } })).data;
}

/** The most that can be refunded for an item (orderItemId 0: the whole order). */
export async function getRefundable(
  http: AxiosInstance,
  orderNumber: string,
  orderItemId: number,
): Promise<RefundableAnswer> {
  return (
    await http.get<RefundableAnswer>('/p/orderRefund/refundable', { params: { orderNumber, orderItemId } })
  ).data;
}

/** Answers the new refundSn. */
export async function applyRefund(http: AxiosInstance, body: RefundApplyParam): Promise<string> {
  return (await http.post<string>('/p/orderRefund/apply', body)).data;
}

/** A refused application edited and sent again; answers the refundSn. */
export async function reapplyRefund(http: AxiosInstance, body: RefundReapplyParam): Promise<string> {
  return (await http.put<string>('/p/orderRefund/reapply', body)).data;
}

export async function getRefundPage(
  http: AxiosInstance,
  query: { current: number; size: number },
): Promise<Page<RefundRecord>> {
  return (await http.get<Page<RefundRecord>>('/p/orderRefund/list', { params: query })).data;
}

export async function getRefund(http: AxiosInstance, refundSn: string): Promise<RefundDetail> {
  return (await http.get<RefundDetail>('/p/orderRefund/info', { params: { refundSn } })).data;
}

/** Withdraws an application (the body is the bare refundSn, as JSON). */
export async function cancelRefund(http: AxiosInstance, refundSn: string): Promise<boolean> {
  // A string body is sent as JSON text as it is (api client), so this sends `"<refundSn>"`.
  return (await http.put<boolean>('/p/orderRefund/cancel', JSON.stringify(refundSn))).data;
}

export async function submitRefundExpress(http: AxiosInstance, body: RefundExpressParam): Promise<boolean> {
  return (await http.post<boolean>('/p/orderRefund/submitExpress', body)).data;
}

/** Uploads one image (POST /p/file/upload, multipart field `file`); answers its URL. */
export async function uploadImage(http: AxiosInstance, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await http.post<string>('/p/file/upload', form)).data;
}
