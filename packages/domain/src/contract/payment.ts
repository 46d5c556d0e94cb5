// Payment wire shapes (api-contract.md "Checkout and payment", /work/briefs/payment.md). Money in yuan
// with two decimals, as everywhere on the wire.
import type { PayType } from '../constants.ts';

/** GET /p/order/getOrderPayInfoByOrderNumber?orderNumbers: what the payment page shows. */
export interface OrderPayInfo {
  /** The product names of the orders. */
  prodNameList: string[];
  receiver: string;
  /** The delivery address as one line. */
  userAddr: string;
  mobile: string;
  /** The orders' status (domain OrderStatus: 1 pending payment). */
  status: number;
  /** The instant the unpaid orders expire (ISO text or "YYYY-MM-DD HH:mm:ss" Beijing time). */
  endTime: string;
  /** The amount to pay, yuan. */
  totalFee: number;
  /** The points it costs when payable by points (0: not payable by points). */
  totalScore: number;
}

/** POST /p/order/pay. */
export interface PayParam {
  /** Comma-separated order numbers. */
  orderNumbers: string;
  payType: PayType;
  /** Where the provider's cashier page returns to. */
  returnUrl?: string;
  /** domain SystemType: 1 PC, 2 H5. */
  systemType: 1 | 2;
}

/**
 * The answer of POST /p/order/pay: Alipay and PayPal a cashier page address (`payUrl`), WeChat scan
 * the data of the QR code (`payUrl` it encodes, `qrCode` an SVG or data URL image), balance and points
 * `paid: true` (paid at once).
 */
export interface PayAnswer {
  payUrl?: string;
  qrCode?: string;
  paid?: boolean;
  /** The payment's own number (ours). */
  payNo?: string;
  /** When a QR code stops being valid (ours; the order's expiry when absent). */
  endTime?: string;
}
