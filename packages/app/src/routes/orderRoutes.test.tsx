// The order routes assembled with their data: the address picks the tab, page and order, the wire
// answers reach the screens and links carry the page's language. Rendered to markup from SWR's fallback
// (no network, no effects).
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { activateLocale } from '@mall/ui/i18n';
import type { MyComment, MyOrder, OrderDetail, Page } from '@mall/domain';
import { Component as MyOrdersRoute } from './userCenter/uc-order.tsx';
import { Component as MyCommentsRoute } from './userCenter/uc-comments.tsx';
import { Component as OrderDetailRoute } from './orderDetail.tsx';
import { Component as WriteCommentsRoute } from './writeComments.tsx';
import { COMMENT_PAGE_SIZE, ORDER_PAGE_SIZE } from './ordersPage.ts';
import { orderKeys } from '../hooks/keys.ts';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';

const shipped: MyOrder = {
  orderNumber: '20260616110000000003',
  actualTotal: 722,
  status: 3,
  orderType: 0,
  refundStatus: null,
  shopId: 1,
  shopName: 'Home Select Store',
  productNums: 3,
  createTime: '2026-06-16 11:00:00',
  orderItemDtos: [
    {
      orderItemId: 31,
      prodId: 104,
      skuId: 204,
      prodName: 'Organic green tea',
      skuName: 'Tin',
      pic: '',
      price: 68,
      prodCount: 3,
      actualTotal: 204,
      commSts: 0,
      returnMoneySts: null,
    },
  ],
};
const completed: OrderDetail = {
  ...shipped,
  orderNumber: '20260610120000000004',
  status: 5,
  orderItemDtos: [{ ...shipped.orderItemDtos[0]!, orderItemId: 41, prodName: 'Light down jacket' }],
  dvyType: 1,
  total: 204,
  transfee: 0,
  discountReduce: 0,
  couponReduce: 0,
  scoreReduce: 0,
  reduceAmount: 0,
  useScore: 0,
  remarks: '',
  userAddr: null,
  invoice: null,
  payTime: '2026-06-10 12:00:30',
  dvyTime: '2026-06-11 08:00:00',
  finallyTime: '2026-06-12 08:30:00',
  cancelTime: null,
  updateTime: '2026-06-12 08:30:00',
  expressName: 'SF Express',
  expressNo: 'SF1234567890123',
};
const unpaid: OrderDetail = {
  ...completed,
  orderNumber: '20260618094500000001',
  status: 1,
  payTime: null,
  dvyTime: null,
  finallyTime: null,
  expressName: null,
  expressNo: null,
};
const page = (records: MyOrder[]): Page<MyOrder> => ({
  records,
  total: 11,
  size: ORDER_PAGE_SIZE,
  current: 2,
  pages: 2,
});
const comment: MyComment = {
  prodCommId: 900,
  prodId: 101,
  orderItemId: 41,
  orderNumber: '20260610120000000004',
  prodName: 'Light down jacket',
  skuName: 'Cream M',
  prodPic: '',
  score: 5,
  content: 'Warm and true to size.',
  pics: '',
  isAnonymous: 0,
  evaluate: 0,
  recTime: '2026-06-15 20:10:00',
  replyContent: null,
  replySts: 0,
};

const fallback = swrFallback([
  [orderKeys.page(3, 2, ORDER_PAGE_SIZE), page([shipped])],
  [
    orderKeys.centerInfo,
    {
      orderCountData: {
        unPay: 2,
        payed: 0,
        consignment: 1,
        confirm: 0,
        success: 0,
        close: 0,
        refund: 0,
        grouping: 0,
      },
      shopAuditStatus: null,
      shopId: null,
    },
  ],
  [orderKeys.order(completed.orderNumber), completed],
  [orderKeys.order(unpaid.orderNumber), unpaid],
  [
    orderKeys.myComments(1, COMMENT_PAGE_SIZE),
    { records: [comment], total: 1, size: COMMENT_PAGE_SIZE, current: 1, pages: 1 },
  ],
]);

function render(url: string, route: ReactNode): string {
  return renderRoute(url, route, fallback, { toasts: true });
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('order routes', () => {
  it('shows the tab and page of the address with the centre counts and English links', () => {
    const html = render('/en/user-center/uc-order?status=3&currentPage=2', <MyOrdersRoute />);
    expect(html).toContain('Organic green tea');
    expect(html).toMatch(/aria-selected="true"[^>]*>Pending receipt/);
    expect(html).toContain('Confirm receipt');
    expect(html).toContain('href="/en/order-detail?orderNumber=20260616110000000003"');
    expect(html).toContain(
      'href="/en/user-center/apply-return?orderNumber=20260616110000000003&amp;orderItemId=31"',
    );
  });

  it('shows an order with its logistics, and the unpaid one with pay now', () => {
    const html = render('/en/order-detail?orderNumber=20260610120000000004', <OrderDetailRoute />);
    expect(html).toContain('SF1234567890123');
    expect(html).toContain('Pending evaluation');
    expect(html).toContain('Delete order');
    const unpaidHtml = render('/en/order-detail?orderNumber=20260618094500000001', <OrderDetailRoute />);
    expect(unpaidHtml).toContain('href="/en/payment?orderNumbers=20260618094500000001"');
  });

  it('shows not found for a missing or malformed order number, without asking the server', () => {
    for (const url of ['/en/order-detail', '/en/order-detail?orderNumber=abc']) {
      expect(render(url, <OrderDetailRoute />)).toContain('The order does not exist');
    }
    expect(render('/en/write-comments?orderNumber=x', <WriteCommentsRoute />)).toContain(
      'This order cannot be reviewed',
    );
  });

  it('offers a review form for each item of a completed order, and refuses an unpaid one', () => {
    const html = render('/en/write-comments?orderNumber=20260610120000000004', <WriteCommentsRoute />);
    expect(html).toContain('Light down jacket');
    expect(html).toContain('Submit review');
    expect(render('/en/write-comments?orderNumber=20260618094500000001', <WriteCommentsRoute />)).toContain(
      'This order cannot be reviewed',
    );
  });

  it("lists the buyer's reviews", () => {
    const html = render('/en/user-center/uc-comments', <MyCommentsRoute />);
    expect(html).toContain('Warm and true to size.');
    expect(html).toContain('href="/en/detail/101"');
  });
});
