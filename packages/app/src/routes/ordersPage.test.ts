import { describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import type { CenterInfo, MyOrder } from '@mall/domain';
import { getMyOrders, getOrderDetail, getMyComments, postComment } from '@mall/client';
import { fakeApiClient } from '@mall/client/testing';
import {
  allReviewed,
  buyAgainLines,
  commentBody,
  commentsAddress,
  orderActionCalls,
  orderNumberFromQuery,
  ordersAddress,
  ordersQueryFromParams,
  tabCounts,
} from './ordersPage.ts';

const q = (text: string) => new URLSearchParams(text);

describe('the order list address', () => {
  it('reads the tab from the API status code and the page', () => {
    expect(ordersQueryFromParams(q(''))).toEqual({ tab: 'all', current: 1 });
    expect(ordersQueryFromParams(q('status=1'))).toEqual({ tab: 'pendingPayment', current: 1 });
    expect(ordersQueryFromParams(q('status=3&currentPage=2'))).toEqual({ tab: 'pendingReceipt', current: 2 });
    expect(ordersQueryFromParams(q('status=4')).tab).toBe('pendingEvaluation');
    expect(ordersQueryFromParams(q('status=8')).tab).toBe('evaluated');
    expect(ordersQueryFromParams(q('status=6')).tab).toBe('canceled');
  });

  it('falls back to all orders and the first page on anything else', () => {
    for (const bad of ['status=5', 'status=7', 'status=x', 'status=-1', 'status=', 'status=1.5']) {
      expect(ordersQueryFromParams(q(bad)).tab).toBe('all');
    }
    for (const bad of ['currentPage=0', 'currentPage=-2', 'currentPage=abc', 'currentPage=9999999999']) {
      expect(ordersQueryFromParams(q(bad)).current).toBe(1);
    }
  });

  it('writes the tab and page back, leaving out the defaults', () => {
    expect(ordersAddress('all')).toBe('/user-center/uc-order');
    expect(ordersAddress('all', 3)).toBe('/user-center/uc-order?currentPage=3');
    expect(ordersAddress('pendingReceipt')).toBe('/user-center/uc-order?status=3');
    expect(ordersAddress('evaluated', 2)).toBe('/user-center/uc-order?status=8&currentPage=2');
    for (const tab of ['pendingPayment', 'pendingDelivery', 'pendingEvaluation', 'canceled'] as const) {
      const address = ordersAddress(tab, 4);
      expect(ordersQueryFromParams(q(address.split('?')[1]!))).toEqual({ tab, current: 4 });
    }
    expect(commentsAddress(1)).toBe('/user-center/uc-comments');
    expect(commentsAddress(2)).toBe('/user-center/uc-comments?currentPage=2');
  });

  it('takes only a digit order number', () => {
    expect(orderNumberFromQuery(q('orderNumber=20260618094500000001'))).toBe('20260618094500000001');
    expect(orderNumberFromQuery(q(''))).toBeUndefined();
    expect(orderNumberFromQuery(q('orderNumber=abc'))).toBeUndefined();
    expect(orderNumberFromQuery(q('orderNumber=1%2F..'))).toBeUndefined();
  });

  it('shows the centre counts on their tabs', () => {
    const info: CenterInfo = {
      orderCountData: {
        unPay: 2,
        payed: 1,
        consignment: 3,
        confirm: 4,
        success: 9,
        close: 1,
        refund: 0,
        grouping: 0,
      },
      shopAuditStatus: null,
      shopId: null,
    };
    expect(tabCounts(info)).toEqual({
      pendingPayment: 2,
      pendingDelivery: 1,
      pendingReceipt: 3,
      pendingEvaluation: 4,
    });
    expect(tabCounts(undefined)).toEqual({});
  });
});

const order: MyOrder = {
  orderNumber: '20260610120000000004',
  actualTotal: 603,
  status: 5,
  orderType: 0,
  refundStatus: null,
  shopId: 7,
  shopName: 's',
  productNums: 4,
  createTime: '2026-06-10 12:00:00',
  orderItemDtos: [
    {
      orderItemId: 41,
      prodId: 101,
      skuId: 201,
      prodName: 'a',
      skuName: 'x',
      pic: '',
      price: 399,
      prodCount: 1,
      actualTotal: 399,
      commSts: 0,
      returnMoneySts: null,
    },
    {
      orderItemId: 42,
      prodId: 104,
      skuId: 204,
      prodName: 'b',
      skuName: 'y',
      pic: '',
      price: 68,
      prodCount: 3,
      actualTotal: 204,
      commSts: 1,
      returnMoneySts: null,
    },
  ],
};

describe('reviews and buying again', () => {
  it('builds the review body: trimmed text, comma-separated pictures, the flag and the class of the score', () => {
    expect(
      commentBody(order.orderItemDtos[0]!, {
        score: 3,
        content: '  ok  ',
        pics: ['/api/uploads/2026/06/a.png', '/api/uploads/2026/06/b.png'],
        isAnonymous: true,
      }),
    ).toEqual({
      prodId: 101,
      orderItemId: 41,
      score: 3,
      content: 'ok',
      pics: '/api/uploads/2026/06/a.png,/api/uploads/2026/06/b.png',
      isAnonymous: 1,
      evaluate: 1,
    });
    expect(
      commentBody(order.orderItemDtos[0]!, { score: 5, content: 'x', pics: [], isAnonymous: false }),
    ).toMatchObject({
      pics: '',
      isAnonymous: 0,
      evaluate: 0,
    });
  });

  it('puts every item back in the cart as a new line of the order shop', () => {
    expect(buyAgainLines(order)).toEqual([
      { basketId: 0, prodId: 101, skuId: 201, shopId: 7, count: 1 },
      { basketId: 0, prodId: 104, skuId: 204, shopId: 7, count: 3 },
    ]);
  });

  it('knows when every item is reviewed', () => {
    expect(allReviewed(order)).toBe(false);
    expect(allReviewed({ orderItemDtos: order.orderItemDtos.map((i) => ({ ...i, commSts: 1 })) })).toBe(true);
  });
});

function client() {
  return fakeApiClient(
    (c) => ({
      status: 200,
      body:
        c.url?.startsWith('/p/myOrder/myOrder') || c.url === '/p/prodComm/myCommList'
          ? '{"records":[]}'
          : 'true',
    }),
    { getToken: () => 'tok', now: () => 1_760_000_000_000 },
  );
}

const summary = (c: InternalAxiosRequestConfig) => ({
  method: c.method?.toUpperCase(),
  url: c.url,
  params: c.params as unknown,
  data: c.data as unknown,
});

describe('the order calls', () => {
  it('map each action to its method and path', async () => {
    const { http, requests } = client();
    await orderActionCalls.cancel(http, '20260618094500000001');
    await orderActionCalls.confirmReceipt(http, '20260616110000000003');
    await orderActionCalls.delete(http, '20260530140000000006');
    expect(requests.map(summary)).toEqual([
      { method: 'PUT', url: '/p/myOrder/cancel/20260618094500000001', params: undefined, data: undefined },
      { method: 'PUT', url: '/p/myOrder/receipt/20260616110000000003', params: undefined, data: undefined },
      { method: 'DELETE', url: '/p/myOrder/20260530140000000006', params: undefined, data: undefined },
    ]);
  });

  it('ask for a tab page, an order, the reviews and post a review', async () => {
    const { http, requests } = client();
    await getMyOrders(http, { status: 8, current: 2, size: 10 });
    await getOrderDetail(http, '20260610120000000004');
    await getMyComments(http, { current: 1, size: 10 });
    await postComment(
      http,
      commentBody(order.orderItemDtos[0]!, { score: 5, content: 'good', pics: [], isAnonymous: false }),
    );
    expect(requests.map(summary)).toEqual([
      {
        method: 'GET',
        url: '/p/myOrder/myOrder',
        params: { status: 8, current: 2, size: 10 },
        data: undefined,
      },
      {
        method: 'GET',
        url: '/p/myOrder/orderDetail',
        params: { orderNumber: '20260610120000000004' },
        data: undefined,
      },
      { method: 'GET', url: '/p/prodComm/myCommList', params: { current: 1, size: 10 }, data: undefined },
      {
        method: 'POST',
        url: '/p/prodComm',
        params: undefined,
        data: '{"prodId":101,"orderItemId":41,"score":5,"content":"good","pics":"","isAnonymous":0,"evaluate":0}',
      },
    ]);
  });
});
