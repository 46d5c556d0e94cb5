// The after-sales and invoice pages' addresses and the mappings between the wire and the screens (pure,
// tested in aftersales.test.ts):
//   /user-center/apply-return?orderNumber=&orderItemId=   a new application (no orderItemId: whole order)
//   /user-center/apply-return?refundSn=                    a refused application edited and sent again
//   /user-center/uc-return?currentPage=                    the buyer's refunds, paged
//   /return-detail?refundSn=                               one refund
//   /invoice-detail?orderNumber= | ?id=                    an order's invoice
import {
  centsToYuan,
  OrderStatus,
  RefundType,
  type InvoiceApplyParam,
  type InvoiceForm,
  type OrderDetail,
  type OrderInvoice,
  type RefundableAnswer,
  type RefundApplyParam,
  type RefundDetail,
  type RefundExpressParam,
  type RefundReapplyParam,
} from '@mall/domain';
import type { RefundApplication, RefundPoints, RefundTarget } from '@mall/ui/screens/ApplyRefundScreen';
import { isBadRequest } from '../listQuery.ts';
import type { RefundExpress } from '@mall/ui/screens/RefundDetailScreen';

/** Refunds per page of the list. */
export const REFUND_PAGE_SIZE = 10;

/** A positive whole number of a query value, or undefined. */
function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= 1 ? n : undefined;
}

/** An order number or refundSn: digits only (up to 30), else undefined. */
function serial(value: string | null): string | undefined {
  const text = value?.trim() ?? '';
  return /^\d{1,30}$/.test(text) ? text : undefined;
}

export type ApplyReturnQuery =
  | { kind: 'apply'; orderNumber: string; orderItemId: number }
  | { kind: 'reapply'; refundSn: string }
  | { kind: 'invalid' };

/** The application page's query: a refundSn edits a refused request; else an order (and item, 0 = whole). */
export function applyReturnQuery(params: URLSearchParams): ApplyReturnQuery {
  if (params.has('refundSn')) {
    const refundSn = serial(params.get('refundSn'));
    return refundSn ? { kind: 'reapply', refundSn } : { kind: 'invalid' };
  }
  const orderNumber = serial(params.get('orderNumber'));
  if (!orderNumber) return { kind: 'invalid' };
  const item = params.get('orderItemId');
  if (item === null || item.trim() === '' || item.trim() === '0')
    return { kind: 'apply', orderNumber, orderItemId: 0 };
  const orderItemId = positiveInt(item);
  return orderItemId ? { kind: 'apply', orderNumber, orderItemId } : { kind: 'invalid' };
}

/** `/return-detail?refundSn=`: undefined when missing or malformed (not found, no request). */
export function refundSnFromQuery(params: URLSearchParams): string | undefined {
  return serial(params.get('refundSn'));
}

/** The list's page (`currentPage`, from 1). */
export function refundPageFromQuery(params: URLSearchParams): number {
  return positiveInt(params.get('currentPage')) ?? 1;
}

export function refundPageQuery(page: number): string {
  return page > 1 ? `?currentPage=${page}` : '';
}

export type InvoiceQuery =
  { kind: 'id'; id: number } | { kind: 'order'; orderNumber: string } | { kind: 'invalid' };

/** `/invoice-detail?id=` (an invoice) or `?orderNumber=` (an order's invoice, or the request form). */
export function invoiceQuery(params: URLSearchParams): InvoiceQuery {
  if (params.has('id')) {
    const id = positiveInt(params.get('id'));
    return id ? { kind: 'id', id } : { kind: 'invalid' };
  }
  const orderNumber = serial(params.get('orderNumber'));
  return orderNumber ? { kind: 'order', orderNumber } : { kind: 'invalid' };
}

/** Orders whose goods have left the store: a return and refund is possible. */
const SHIPPED: readonly number[] = [
  OrderStatus.pendingReceipt,
  OrderStatus.pendingEvaluation,
  OrderStatus.completed,
];

/**
 * The points side of a points-only order's refundable answer (decisions/0047), as the server answered
 * it; undefined for any other order.
 */
function refundPoints(refundable: RefundableAnswer | undefined): RefundPoints | undefined {
  if (refundable?.pointsOnly !== true) return undefined;
  return { scorePrice: refundable.scorePrice ?? 0, scoreLeft: refundable.scoreLeft ?? 0 };
}

/**
 * What the application screen shows from the order and the server's refundable answer: the item (or
 * every item for the whole order), the limits, whether a return is possible and the last-item warning.
 * A points-only order is refunded by the units left, with its points (its last item carries no freight,
 * so only a whole-order refund warns). Null when the item is not in the order, or a points-only order
 * has no unit left.
 */
export function refundTarget(
  order: OrderDetail,
  refundable: RefundableAnswer,
  orderItemId: number,
): RefundTarget | null {
  const whole = orderItemId === 0;
  const items = whole
    ? order.orderItemDtos
    : order.orderItemDtos.filter((i) => i.orderItemId === orderItemId);
  if (items.length === 0) return null;
  const points = refundPoints(refundable);
  if (points && (refundable.unitsLeft ?? 0) < 1) return null;
  return {
    orderNumber: order.orderNumber,
    items,
    refundType: whole ? RefundType.wholeOrder : RefundType.singleItem,
    maxRefundable: refundable.maxRefundable,
    orderedQuantity: points ? (refundable.unitsLeft ?? 0) : refundable.goodsNum,
    shipped: SHIPPED.includes(order.status),
    lastItem: whole || (!points && refundable.isLast),
    ...(points ? { points } : {}),
  };
}

/** The screen's checked application as the apply body. */
export function applyParam(target: RefundTarget, application: RefundApplication): RefundApplyParam {
  return {
    orderNumber: target.orderNumber,
    orderItemId: target.refundType === RefundType.wholeOrder ? 0 : target.items[0]!.orderItemId,
    refundType: target.refundType,
    ...applicationFields(application),
  };
}

/** The resubmission body of a refused request. */
export function reapplyParam(refundSn: string, application: RefundApplication): RefundReapplyParam {
  return { refundSn, ...applicationFields(application) };
}

function applicationFields(a: RefundApplication) {
  return {
    applyType: a.applyType,
    isReceiver: a.isReceiver,
    buyerReason: a.buyerReason,
    buyerDesc: a.buyerDesc,
    buyerMobile: a.buyerMobile,
    goodsNum: a.goodsNum,
    refundAmount: centsToYuan(a.refundAmount),
    photoFiles: a.photoFiles.join(','),
  };
}

/** The return's logistics body. */
export function expressParam(refundSn: string, express: RefundExpress): RefundExpressParam {
  return {
    refundSn,
    expressName: express.expressName,
    expressNo: express.expressNo,
    mobile: express.mobile,
    senderRemarks: express.senderRemarks,
    imgs: express.imgs.join(','),
  };
}

/**
 * Whether editing `refund` must wait for the refundable answer: a refused request of amount 0 belongs to a
 * points-only order (no other order accepts 0), whose form is by units and points from that answer alone;
 * without it the cash form would ask an amount the server refuses (decisions/0047).
 */
export function reapplyNeedsRefundable(refund: Pick<RefundDetail, 'refundAmount'>): boolean {
  return refund.refundAmount === 0;
}

/**
 * The application screen's target when editing a refused request: the refund's own items and the
 * limits it had (the server checks the amount again). A points-only order is bounded by its units left
 * (the form starts from the refused count when it still fits); null when none is left.
 */
export function reapplyTarget(
  refund: RefundDetail,
  order: OrderDetail | undefined,
  refundable: RefundableAnswer | undefined,
): RefundTarget | null {
  const items = order?.orderItemDtos.filter((i) =>
    refund.refundType === RefundType.wholeOrder ? true : i.orderItemId === refund.orderItemId,
  );
  const points = refundPoints(refundable);
  const unitsLeft = refundable?.unitsLeft ?? 0;
  if (points && unitsLeft < 1) return null;
  return {
    orderNumber: refund.orderNumber,
    items:
      items && items.length > 0
        ? items
        : refund.orderItems.map((i) => ({
            ...i,
            actualTotal: i.price * i.prodCount,
            commSts: 0,
            returnMoneySts: null,
          })),
    refundType: refund.refundType,
    maxRefundable: Math.max(refundable?.maxRefundable ?? 0, refund.refundAmount),
    // The units left are the server's bound for points (a refused request covers none of them).
    orderedQuantity: points ? unitsLeft : Math.max(refundable?.goodsNum ?? 0, refund.goodsNum),
    shipped: order ? SHIPPED.includes(order.status) : refund.applyType === 2,
    lastItem:
      refund.refundType === RefundType.wholeOrder ||
      (refund.freightAmount ?? 0) > 0 ||
      (!points && Boolean(refundable?.isLast)),
    ...(points ? { points } : {}),
  };
}

/** One query's answer as the route holds it (SWR's data and error, the hook's not-found flag). */
export interface Answer<T> {
  data?: T;
  error?: unknown;
  notFound: boolean;
}

/**
 * What the screen shows when editing a refused request, from the three answers: the target once they
 * are in, not found (the request is not refused, or a points-only order has no unit left or its answer
 * was refused), or failed (a load error to retry). A points-only request waits for the refundable answer
 * (`reapplyNeedsRefundable`); another one does without it (its own amount stands in).
 */
export function reapplyScreen(
  previous: Answer<RefundDetail>,
  order: Answer<OrderDetail>,
  refundable: Answer<RefundableAnswer>,
): { target?: RefundTarget; notFound: boolean; failed: boolean } {
  const refund = previous.data;
  const needsRefundable = refund !== undefined && reapplyNeedsRefundable(refund);
  const failed = [previous.error, needsRefundable ? refundable.error : undefined].some(
    (e) => e !== undefined && !isBadRequest(e),
  );
  let notFound = previous.notFound || (needsRefundable && refundable.notFound);
  let target: RefundTarget | undefined;
  if (refund && refund.returnMoneySts !== 7) notFound = true;
  else if (
    refund &&
    (order.data || order.error) &&
    (refundable.data || (refundable.error && !needsRefundable))
  ) {
    target = reapplyTarget(refund, order.data, refundable.data) ?? undefined;
    notFound ||= target === undefined;
  }
  return { target, notFound, failed };
}

/** The invoice request body of an order. */
export function invoiceParam(orderNumber: string, form: InvoiceForm): InvoiceApplyParam {
  return {
    orderNumber,
    invoiceType: 1,
    headerType: form.headerType,
    headerName: form.headerName,
    invoiceTaxNumber: form.invoiceTaxNumber ?? '',
    invoiceContext: 1,
  };
}

/** The invoice of an order among a page of the buyer's invoices; null when it has none. */
export function invoiceOfOrder(invoices: readonly OrderInvoice[], orderNumber: string): OrderInvoice | null {
  return invoices.find((i) => i.orderNumber === orderNumber) ?? null;
}
