// The after-sales and invoice routes assembled with their data: the wire answers reach the screens
// (limits, status labels, English links), and malformed addresses are not-found without a request.
// Rendered to markup from SWR's fallback (no network, no effects).
import { beforeAll, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { activateLocale } from '@mall/ui/i18n';
import type {
  OrderDetail,
  OrderInvoice,
  Page,
  RefundableAnswer,
  RefundDetail,
  RefundRecord,
} from '@mall/domain';
import { aftersalesKeys } from '../hooks/keys.ts';
import { INVOICE_SEARCH_SIZE } from '../hooks/aftersales.ts';
import { REFUND_PAGE_SIZE } from './aftersalesPage.ts';
import { Component as ApplyReturn } from './userCenter/apply-return.tsx';
import { Component as UcReturn } from './userCenter/uc-return.tsx';
import { Component as ReturnDetail } from './returnDetail.tsx';
import { Component as InvoiceDetail } from './invoiceDetail.tsx';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';

const item = {
  orderItemId: 501,
  prodId: 77,
  skuId: 771,
  prodName: 'Organic green tea 500 g',
  skuName: '500 g',
  pic: '/api/img/prod/77.svg',
  price: 99.5,
  prodCount: 2,
};
const order = {
  orderNumber: '20260617100000000001',
  status: 3,
  orderItemDtos: [{ ...item, actualTotal: 199, commSts: 0, returnMoneySts: null }],
} as unknown as OrderDetail;
const refundable: RefundableAnswer = { maxRefundable: 209, freight: 10, isLast: true, goodsNum: 2 };
const record: RefundRecord = {
  refundSn: '1866000000000000001',
  orderNumber: order.orderNumber,
  shopId: 5,
  shopName: 'Tea House',
  refundType: 2,
  applyType: 2,
  returnMoneySts: 7,
  refundAmount: 99.5,
  goodsNum: 1,
  buyerReason: 'quality',
  applyTime: '2026-06-17 10:20:00',
  updateTime: '2026-06-17 15:00:00',
  orderItems: [item],
};
const detail: RefundDetail = {
  ...record,
  orderItemId: 501,
  isReceiver: 1,
  buyerDesc: 'Stale',
  buyerMobile: '13800138000',
  photoFiles: '',
  refuseReason: 'Opened already',
  lastStatus: 1,
  handleTime: null,
  shipTime: null,
  receiveTime: null,
  refundTime: null,
  cancelTime: null,
  closeTime: null,
  expressName: null,
  expressNo: null,
  orderAmount: 209,
  refuseTime: '2026-06-17 15:00:00',
};
const page: Page<RefundRecord> = {
  records: [record],
  total: 1,
  size: REFUND_PAGE_SIZE,
  current: 1,
  pages: 1,
};
const invoice: OrderInvoice = {
  orderInvoiceId: 31,
  orderNumber: order.orderNumber,
  shopId: 5,
  shopName: 'Tea House',
  invoiceType: 1,
  headerType: 2,
  headerName: 'Lin',
  invoiceTaxNumber: null,
  invoiceContext: 1,
  invoiceState: 2,
  fileUrl: '/api/uploads/2026/06/invoice.pdf',
  applicationTime: '2026-06-17 10:30:00',
  uploadTime: '2026-06-18 09:00:00',
};

/** A points-mall order paid in points alone: 3 units of 300 points, 2 still refundable. */
const pointsOrder = {
  orderNumber: '20260617100000000009',
  status: 2,
  orderItemDtos: [
    { ...item, orderItemId: 901, price: 0, prodCount: 3, actualTotal: 0, commSts: 0, returnMoneySts: null },
  ],
} as unknown as OrderDetail;
const pointsRefundable: RefundableAnswer = {
  maxRefundable: 0,
  freight: 0,
  isLast: true,
  goodsNum: 3,
  pointsOnly: true,
  unitsLeft: 2,
  scorePrice: 300,
  scoreLeft: 600,
};
/** A refused points-only request of that item (amount 0), and one whose refundable answer is not in. */
const pointsRefused: RefundDetail = {
  ...detail,
  refundSn: '1866000000000000009',
  orderNumber: pointsOrder.orderNumber,
  orderItemId: 901,
  applyType: 1,
  refundAmount: 0,
  goodsNum: 3,
};
const pointsRefusedWaiting: RefundDetail = {
  ...pointsRefused,
  refundSn: '1866000000000000010',
  orderNumber: '20260617100000000010',
};

const fallback = swrFallback([
  [aftersalesKeys.order(pointsOrder.orderNumber), pointsOrder],
  [aftersalesKeys.refundable(pointsOrder.orderNumber, 901), pointsRefundable],
  [aftersalesKeys.refundable(pointsOrder.orderNumber, 0), pointsRefundable],
  [aftersalesKeys.refund(pointsRefused.refundSn), pointsRefused],
  [aftersalesKeys.refund(pointsRefusedWaiting.refundSn), pointsRefusedWaiting],
  [
    aftersalesKeys.order(pointsRefusedWaiting.orderNumber),
    { ...pointsOrder, orderNumber: pointsRefusedWaiting.orderNumber },
  ],
  [aftersalesKeys.order(order.orderNumber), order],
  [aftersalesKeys.refundable(order.orderNumber, 501), refundable],
  [aftersalesKeys.refund(record.refundSn), detail],
  [aftersalesKeys.refundPage(1, REFUND_PAGE_SIZE), page],
  [aftersalesKeys.invoice(31), invoice],
  [aftersalesKeys.invoicePage(1, INVOICE_SEARCH_SIZE), { ...page, records: [invoice] }],
]);

function render(url: string): string {
  return renderRoute(
    url,
    <Routes>
      <Route path="/en/user-center/apply-return" element={<ApplyReturn />} />
      <Route path="/en/user-center/uc-return" element={<UcReturn />} />
      <Route path="/en/return-detail" element={<ReturnDetail />} />
      <Route path="/en/invoice-detail" element={<InvoiceDetail />} />
    </Routes>,
    fallback,
    { toasts: true },
  );
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('after-sales routes', () => {
  it('applies for a shipped item within the server limits, with the last-item warning', () => {
    const html = render('/en/user-center/apply-return?orderNumber=20260617100000000001&orderItemId=501');
    expect(html).toContain('Organic green tea 500 g');
    expect(html).toContain('At most ¥209.00');
    expect(html).toContain('shipping fee');
    expect(html).toContain('Submit application');
  });

  it('applies for a points-only item by the units left, with amount 0 and the points they bring back', () => {
    const html = render('/en/user-center/apply-return?orderNumber=20260617100000000009&orderItemId=901');
    expect(html).toContain('Organic green tea 500 g');
    expect(html).toContain('aria-valuemax="2"');
    expect(html).toContain('aria-valuenow="2"');
    expect(html).toContain('At most 2');
    expect(html).toContain('600 points back');
    expect(html).toContain('Pieces left: 2, worth 600 points in all');
    expect(html).not.toContain('shipping fee');
    expect(html).not.toContain('At most ¥');
  });

  it('applies for a points-only whole order with every unit left, fixed, and all the points left', () => {
    const html = render('/en/user-center/apply-return?orderNumber=20260617100000000009');
    expect(html).toContain('Whole order 20260617100000000009');
    expect(html).toContain('2 (all that is left)');
    expect(html).not.toContain('role="spinbutton"');
    expect(html).toContain('600 points back');
    expect(html).not.toContain('At most ¥');
  });

  it('edits a refused points-only request within the units left, and waits for the refundable answer', () => {
    const html = render('/en/user-center/apply-return?refundSn=1866000000000000009');
    expect(html).toContain('Edit the application');
    // It named 3; 2 are left.
    expect(html).toContain('aria-valuemax="2"');
    expect(html).toContain('aria-valuenow="2"');
    expect(html).toContain('600 points back');
    expect(html).not.toContain('At most ¥');
    // Without the refundable answer: no form at all, never the cash form.
    const waiting = render('/en/user-center/apply-return?refundSn=1866000000000000010');
    expect(waiting).not.toContain('Submit again');
    expect(waiting).not.toContain('At most ¥');
  });

  it('edits a refused request with its answers', () => {
    const html = render('/en/user-center/apply-return?refundSn=1866000000000000001');
    expect(html).toContain('Edit the application');
    expect(html).toContain('value="99.50"');
    expect(html).toContain('Submit again');
  });

  it('lists the refunds with their status and English detail links', () => {
    const html = render('/en/user-center/uc-return');
    expect(html).toContain('Merchant refused');
    expect(html).toContain('href="/en/return-detail?refundSn=1866000000000000001"');
  });

  it('shows a refused refund with the reason and the way to resubmit', () => {
    const html = render('/en/return-detail?refundSn=1866000000000000001');
    expect(html).toContain('Opened already');
    expect(html).toContain('href="/en/user-center/apply-return?refundSn=1866000000000000001"');
  });

  it('shows an invoice by id or by order, and the request form for an order without one', () => {
    expect(render('/en/invoice-detail?id=31')).toContain('href="/api/uploads/2026/06/invoice.pdf"');
    expect(render('/en/invoice-detail?orderNumber=20260617100000000001')).toContain('View the invoice');
    expect(render('/en/invoice-detail?orderNumber=20260617100000000002')).toContain('Request the invoice');
  });

  it('shows not found for malformed addresses without asking the server', () => {
    expect(render('/en/return-detail?refundSn=abc')).toContain('This after-sales request does not exist');
    expect(render('/en/user-center/apply-return?orderNumber=x')).toContain('This item cannot be refunded');
    expect(render('/en/invoice-detail?id=0')).toContain('This invoice does not exist');
  });
});
