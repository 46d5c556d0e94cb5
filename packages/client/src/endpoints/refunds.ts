// After-sales (docs/api.md "After-sales"): what can be refunded, apply, reapply after a refusal, the
// buyer's list and detail, withdraw, the return's logistics. The voucher upload is uploads.ts.
import type { AxiosInstance } from 'axios';
import { query } from '../endpoint.ts';
import type {
  Page,
  PageQuery,
  RefundableAnswer,
  RefundableQuery,
  RefundApplyParam,
  RefundDetail,
  RefundExpressParam,
  RefundReapplyParam,
  RefundRecord,
} from '@mall/domain';

/** The most that can be refunded for an item (orderItemId 0: the whole order). */
export const getRefundable = query<RefundableQuery, RefundableAnswer>(
  '/p/orderRefund/refundable',
  async (http, { orderNumber, orderItemId }, path) =>
    (await http.get<RefundableAnswer>(path, { params: { orderNumber, orderItemId } })).data,
);

/** Answers the new refundSn. */
export async function applyRefund(http: AxiosInstance, body: RefundApplyParam): Promise<string> {
  return (await http.post<string>('/p/orderRefund/apply', body)).data;
}

/** A refused application edited and sent again; answers the refundSn. */
export async function reapplyRefund(http: AxiosInstance, body: RefundReapplyParam): Promise<string> {
  return (await http.put<string>('/p/orderRefund/reapply', body)).data;
}

export const getRefundPage = query<PageQuery, Page<RefundRecord>>(
  '/p/orderRefund/list',
  async (http, page, path) => (await http.get<Page<RefundRecord>>(path, { params: page })).data,
);

export const getRefund = query<string, RefundDetail>(
  '/p/orderRefund/info',
  async (http, refundSn, path) => (await http.get<RefundDetail>(path, { params: { refundSn } })).data,
);

/** Withdraws an application (the body is the bare refundSn, as JSON). */
export async function cancelRefund(http: AxiosInstance, refundSn: string): Promise<boolean> {
  // A string body is sent as JSON text as it is (api client), so this sends `"<refundSn>"`.
  return (await http.put<boolean>('/p/orderRefund/cancel', JSON.stringify(refundSn))).data;
}

export async function submitRefundExpress(http: AxiosInstance, body: RefundExpressParam): Promise<boolean> {
  return (await http.post<boolean>('/p/orderRefund/submitExpress', body)).data;
}
