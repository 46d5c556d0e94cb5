// The checkout and payment pages' pure parts: reading their addresses (`/submit-order?basketIds=1,2` or
// `?prodId=&skuId=&prodCount=&shopId=`, `/payment?orderNumbers=`), the confirm body of the shopper's
// choices, and what a pay answer means for the page.
import {
  PayType,
  type Address,
  type DeliveryType,
  type OrderConfirmAnswer,
  type OrderConfirmParam,
  type PayAnswer,
} from '@mall/domain';

/** What is bought: cart lines, or one item bought now. */
export type CheckoutSource =
  { basketIds: number[] } | { orderItem: NonNullable<OrderConfirmParam['orderItem']> };

const positiveInt = (text: string | null): number | undefined => {
  if (text === null || !/^\d{1,15}$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** The source of `/submit-order`; undefined for an address that names nothing valid to buy. */
export function parseCheckoutQuery(search: string | URLSearchParams): CheckoutSource | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const basketText = params.get('basketIds');
  if (basketText !== null) {
    const parts = basketText.split(',').filter((p) => p !== '');
    const ids = parts.map((p) => positiveInt(p));
    if (ids.length === 0 || ids.some((id) => id === undefined)) return undefined;
    return { basketIds: [...new Set(ids as number[])] };
  }
  const prodId = positiveInt(params.get('prodId'));
  const skuId = positiveInt(params.get('skuId'));
  const prodCount = positiveInt(params.get('prodCount'));
  if (!prodId || !skuId || !prodCount) return undefined;
  const shopId = positiveInt(params.get('shopId'));
  return { orderItem: { prodId, skuId, prodCount, ...(shopId ? { shopId } : {}) } };
}

/** The shopper's choices on the checkout page; absent ones are the server's (best coupons, no points). */
export interface CheckoutChoices {
  addrId?: number;
  dvyType?: DeliveryType;
  /** Absent: the best coupons; []: none. */
  couponIds?: number[];
  isScorePay?: boolean;
  userUseScore?: number;
}

/** The body of POST /p/order/confirm. */
export function confirmBody(source: CheckoutSource, choices: CheckoutChoices): OrderConfirmParam {
  return {
    ...source,
    addrId: choices.addrId ?? 0,
    ...(choices.couponIds ? { couponIds: [...choices.couponIds] } : {}),
    isScorePay: choices.isScorePay ? 1 : 0,
    ...(choices.isScorePay && choices.userUseScore !== undefined
      ? { userUseScore: choices.userUseScore }
      : {}),
    ...(choices.dvyType ? { dvyType: choices.dvyType } : {}),
  };
}

/** The address to confirm with: the default one, else the first (the server's 0 needs a default). */
export function initialAddressId(addresses: readonly Address[]): number | undefined {
  return (addresses.find((a) => a.commonAddr === 1) ?? addresses[0])?.addrId;
}

/** The chosen coupon ids of a settlement (platform and stores), sorted. */
export function chosenCoupons(order: OrderConfirmAnswer): number[] {
  return [...order.coupons, ...order.shopCartOrders.flatMap((s) => s.coupons)]
    .filter((c) => c.choose)
    .map((c) => c.couponId)
    .sort((a, b) => a - b);
}

/** The server chose other coupons than the ones asked for (a coupon no longer fits the new amount). */
export function couponsDiffer(requested: readonly number[] | undefined, order: OrderConfirmAnswer): boolean {
  if (requested === undefined) return false;
  const asked = [...requested].sort((a, b) => a - b);
  const got = chosenCoupons(order);
  return asked.length !== got.length || asked.some((id, i) => id !== got[i]);
}

/** `orderNumbers` of the payment pages: comma-separated digits, else undefined. */
export function parseOrderNumbers(search: string | URLSearchParams): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = params.get('orderNumbers')?.trim();
  if (!text || text.length > 2000) return undefined;
  const numbers = text.split(',');
  return numbers.every((n) => /^\d{1,32}$/.test(n)) ? numbers.join(',') : undefined;
}

export const paymentPath = (orderNumbers: string) => `/payment?orderNumbers=${orderNumbers}`;

/** Where a provider's cashier page returns to: the payment page, marked so that it logs the payment. */
export const cashierReturnPath = (orderNumbers: string) => `${paymentPath(orderNumbers)}&from=cashier`;

/** The payment page was reached back from a provider's cashier page. */
export const isCashierReturn = (search: string | URLSearchParams) =>
  (typeof search === 'string' ? new URLSearchParams(search) : search).get('from') === 'cashier';
export const weixinPayPath = (orderNumbers: string) => `/weixin-pay?orderNumbers=${orderNumbers}`;

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A wire time as ms since the epoch: "YYYY-MM-DD hh:mm:ss" is the mall's wall clock (Beijing, UTC+8,
 * no summer time); ISO text with a zone is read as it is. Undefined when unreadable.
 */
export function parseWireTime(text: string | null | undefined): number | undefined {
  if (!text) return undefined;
  const wall = WALL_TIME.exec(text.trim());
  if (wall) {
    const [, y, mo, d, h, mi, s] = wall;
    // The mall's time zone (domain MALL_TIME_ZONE, Asia/Shanghai) is UTC+8 all year.
    return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 8, Number(mi), Number(s ?? 0));
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The QR code as an image address: a data URL as it is, raw SVG markup turned into one. */
export function qrCodeSrc(qrCode: string | undefined): string | undefined {
  if (!qrCode) return undefined;
  if (qrCode.trimStart().startsWith('<svg')) {
    return `data:image/svg+xml;utf8,${encodeURIComponent(qrCode)}`;
  }
  return qrCode;
}

/** What the payment page does with a pay answer. */
export type PayOutcome =
  { kind: 'paid' } | { kind: 'weixin' } | { kind: 'redirect'; url: string } | { kind: 'unknown' };

export function payOutcome(payType: PayType, answer: PayAnswer): PayOutcome {
  if (answer.paid) return { kind: 'paid' };
  if (payType === PayType.wechat) return { kind: 'weixin' };
  if ((payType === PayType.alipay || payType === PayType.paypal) && answer.payUrl) {
    return { kind: 'redirect', url: answer.payUrl };
  }
  return { kind: 'unknown' };
}
