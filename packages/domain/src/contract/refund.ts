// After-sales wire shapes (api-contract.md "After-sales"; docs/api.md "After-sales"). Money in yuan with
// two decimals, times as `YYYY-MM-DD hh:mm:ss` in China time, image lists as comma-separated URLs.
import type { RefundApplyType, RefundReason, RefundStatus, RefundType } from '../status.ts';

/** POST /p/orderRefund/apply (and, with `refundSn`, the resubmission after a refusal). */
export interface RefundApplyParam {
  orderNumber: string;
  /** The item refunded; 0 with refundType 1 (the whole order). */
  orderItemId: number;
  refundType: RefundType;
  applyType: RefundApplyType;
  /** 1: the buyer has received the goods. */
  isReceiver: 0 | 1;
  /** A key of domain `buyerRefundReasons`. */
  buyerReason: string;
  buyerDesc: string;
  buyerMobile: string;
  goodsNum: number;
  /** Yuan. */
  refundAmount: number;
  /** Comma-separated upload URLs, at most REFUND_MAX_VOUCHERS. */
  photoFiles: string;
}

/** PUT /p/orderRefund/reapply: a refused application edited and submitted again (7 -> 1). */
export interface RefundReapplyParam extends Omit<
  RefundApplyParam,
  'orderNumber' | 'orderItemId' | 'refundType'
> {
  refundSn: string;
}

/** POST /p/orderRefund/submitExpress: the return's logistics (2 -> 3, return and refund only). */
export interface RefundExpressParam {
  refundSn: string;
  expressId?: number;
  expressName: string;
  expressNo: string;
  mobile: string;
  senderRemarks: string;
  /** Comma-separated upload URLs. */
  imgs: string;
}

/** An item of a refund (the order item it concerns). */
export interface RefundItemDto {
  orderItemId: number;
  prodId: number;
  skuId: number;
  prodName: string;
  skuName: string;
  pic: string;
  /** Yuan. */
  price: number;
  prodCount: number;
}

/** A record of GET /p/orderRefund/list (paged, newest first). */
export interface RefundRecord {
  refundSn: string;
  orderNumber: string;
  shopId: number;
  shopName: string;
  refundType: RefundType;
  applyType: RefundApplyType;
  returnMoneySts: RefundStatus;
  /** Yuan. */
  refundAmount: number;
  goodsNum: number;
  buyerReason: RefundReason | string;
  applyTime: string;
  updateTime: string;
  /** The refunded items (every item of the order for a whole-order refund). */
  orderItems: RefundItemDto[];
}

/** GET /p/orderRefund/info?refundSn. */
export interface RefundDetail extends RefundRecord {
  orderItemId: number;
  isReceiver: 0 | 1;
  buyerDesc: string;
  buyerMobile: string;
  /** Comma-separated voucher URLs ('' for none). */
  photoFiles: string;
  /** The merchant's reason for a refusal (status 7). */
  refuseReason: string | null;
  /** For an end (6, 7, -1): the status before it, for the stepper. */
  lastStatus: RefundStatus | null;
  /** When each step happened (null until it did). */
  applyTime: string;
  handleTime: string | null;
  shipTime: string | null;
  receiveTime: string | null;
  refundTime: string | null;
  cancelTime: string | null;
  closeTime: string | null;
  /** The return's logistics once the buyer sent the goods. */
  expressName: string | null;
  expressNo: string | null;
  /** The paid total of the order, yuan. */
  orderAmount: number;
  /** Ours: when the merchant refused (the refused step's time). */
  refuseTime?: string | null;
  /** Ours: the part of refundAmount that is freight, yuan. */
  freightAmount?: number;
  /** Ours: where the money went back. */
  payoutMethod?: 'balance' | 'points' | 'provider' | null;
  /** Ours: accepted by the merchant's time-out. */
  autoAccepted?: boolean;
}

/** GET /p/orderRefund/refundable?orderNumber&orderItemId (ours; orderItemId 0: the whole order). */
export interface RefundableAnswer {
  /** Yuan, the freight included for the last item. */
  maxRefundable: number;
  /** The freight included in maxRefundable, yuan. */
  freight: number;
  /** The last item: the freight is included and it cannot be withdrawn. */
  isLast: boolean;
  /** The most goods that can be named. */
  goodsNum: number;
}
