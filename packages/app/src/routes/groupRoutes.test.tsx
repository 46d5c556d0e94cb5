// The group-buy pages assembled with their data: the list, the product page's panel (by the product or
// by the address's activity), the group checkout and a group order's team. Rendered to markup from
// SWR's fallback (no network, no effects): countdowns wait for hydration, so none is in the markup.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { Key } from 'swr';
import { activateLocale } from '@mall/ui/i18n';
import {
  confirmGroupOrder,
  getGroupProdInfo,
  getGroupProdPage,
  getGroupTeam,
  getJoinableTeams,
  keyOf,
} from '@mall/client';
import type {
  Address,
  GroupProdInfo,
  GroupTeamInfo,
  JoinableTeam,
  OrderConfirmAnswer,
  OrderDetail,
  ProductInfo,
} from '@mall/domain';
import { checkoutKeys, detailKeys, orderKeys } from '../hooks/keys.ts';
import { GROUP_PAGE_SIZE } from '../hooks/group.ts';
import { Component as GroupBuyRoute } from './groupBuy.tsx';
import { Component as DetailRoute } from './detail.tsx';
import { Component as SubmitOrderRoute } from './submitOrder.tsx';
import { Component as OrderDetailRoute } from './orderDetail.tsx';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';
import { pageRecord } from '../analytics/pageLog.ts';

function render(url: string, route: ReactNode, entries: [Key, unknown][]): string {
  return renderRoute(url, route, swrFallback(entries), { toasts: true });
}

const product: ProductInfo = {
  prodId: 77,
  shopId: 5,
  shopName: 'Tea House',
  categoryId: 3,
  prodName: 'Organic green tea 250 g',
  price: 59.9,
  oriPrice: 79,
  pic: '',
  imgs: '',
  content: '',
  brief: '',
  status: 1,
  soldNum: 321,
  totalStocks: 9,
  prodType: 0,
  activityId: null,
  preSale: false,
  shipDate: null,
  scorePrice: null,
  skuList: [{ skuId: 771, price: 59.9, oriPrice: 79, stocks: 9, skuName: null, pic: null, properties: '' }],
  prodParameterList: [],
};

const info: GroupProdInfo = {
  groupActivityId: 9,
  prodId: 77,
  groupNumber: 3,
  groupValidTime: 60,
  startTime: '2026-06-17 10:00:00',
  endTime: '2026-06-20 10:00:00',
  maxNum: 0,
  status: 1,
  serverTime: '2026-06-18 10:00:00',
  skuList: [
    {
      groupSkuId: 301,
      skuId: 771,
      skuName: '',
      properties: '',
      pic: null,
      actPrice: 45.5,
      price: 59.9,
      stocks: 20,
    },
  ],
};

const teams: JoinableTeam[] = [
  {
    groupTeamId: 71,
    startUserNickName: 'Lily',
    startUserPic: null,
    joinNum: 2,
    groupNumber: 3,
    endTime: '2026-06-18 10:20:00',
  },
];

const base: [Key, unknown][] = [[detailKeys.product(77), product]];

beforeAll(async () => {
  await activateLocale('en');
});

describe('group buy list', () => {
  it('shows the group products with links to the product page in group mode', () => {
    const html = render('/en/group-buy', <GroupBuyRoute />, [
      [
        keyOf(getGroupProdPage, { current: 1, size: GROUP_PAGE_SIZE }),
        {
          records: [
            {
              groupActivityId: 9,
              prodId: 77,
              prodName: 'Organic green tea 250 g',
              pic: '',
              groupPrice: 45.5,
              price: 59.9,
              groupNumber: 3,
              groupOrderCount: 12,
              startTime: '2026-06-17 10:00:00',
              endTime: '2026-06-20 10:00:00',
              status: 1,
            },
          ],
          total: 1,
          size: GROUP_PAGE_SIZE,
          current: 1,
          pages: 1,
        },
      ],
    ]);
    expect(html).toContain('href="/en/detail/77?groupActivityId=9"');
    expect(html).toContain('3-person group');
    expect(html).toContain('12 teams formed');
    expect(html).toContain('¥45.50');
  });
});

describe('product page with a group buy', () => {
  const detail = (url: string, entries: [Key, unknown][]) =>
    render(
      url,
      <Routes>
        <Route path="/en/detail/:prodId?" element={<DetailRoute />} />
      </Routes>,
      [...base, ...entries],
    );

  it("shows the product's group buy with its teams, without a countdown in the server's markup", () => {
    const html = detail('/en/detail/77', [
      [keyOf(getGroupProdInfo, { prodId: 77 }), info],
      [keyOf(getJoinableTeams, 9), teams],
    ]);
    expect(html).toContain('Open a group ¥45.50');
    expect(html).toContain('Lily');
    expect(html).toContain('1 more needed');
    expect(html).not.toContain('role="timer"');
  });

  it("in group mode, the address's activity is asked for", () => {
    const html = detail('/en/detail/77?groupActivityId=9', [
      [keyOf(getGroupProdInfo, { groupActivityId: 9 }), info],
      [keyOf(getJoinableTeams, 9), []],
    ]);
    expect(html).toContain('Open a group ¥45.50');
    expect(html).toContain('No team is waiting yet');
  });

  it('no group buy, or another product’s activity in the address: no panel', () => {
    expect(detail('/en/detail/77', [[keyOf(getGroupProdInfo, { prodId: 77 }), null]])).not.toContain(
      'Open a group',
    );
    expect(
      detail('/en/detail/77?groupActivityId=9', [
        [keyOf(getGroupProdInfo, { groupActivityId: 9 }), { ...info, prodId: 78 }],
      ]),
    ).not.toContain('Open a group');
    // The page itself is the usual one.
    expect(detail('/en/detail/77', [])).toContain('Organic green tea 250 g');
  });

  it('the product page in group mode is logged as the group detail page (5)', () => {
    const context = { store: undefined, now: 1, newId: () => 'x', mobile: true };
    expect(pageRecord({ pathname: '/en/detail/77', groupBuy: true }, context)?.pageId).toBe(5);
    expect(pageRecord({ pathname: '/en/detail/77' }, context)?.pageId).toBe(3);
  });
});

const address: Address = {
  addrId: 7,
  receiver: 'Zhang San',
  mobile: '13800138000',
  addr: '100 Century Avenue',
  provinceId: 310000,
  province: 'Shanghai',
  cityId: 310100,
  city: 'Shanghai',
  areaId: 310115,
  area: 'Pudong',
  commonAddr: 1,
};

const settlement: OrderConfirmAnswer = {
  actualTotal: 45.5,
  total: 45.5,
  totalCount: 1,
  orderReduce: 0,
  userAddr: { ...address },
  coupons: [],
  isScorePay: 0,
  maxUsableScore: 0,
  userUseScore: 0,
  totalScoreAmount: 0,
  totalTransFee: 0,
  dvyType: 1,
  uuid: 'u-group',
  shopCartOrders: [
    {
      shopId: 5,
      shopName: 'Tea House',
      actualTotal: 45.5,
      total: 45.5,
      transfee: 0,
      discountReduce: 0,
      couponReduce: 0,
      scoreReduce: 0,
      useScore: 0,
      totalCount: 1,
      remarks: '',
      coupons: [],
      shopCartItemDiscounts: [
        {
          chooseDiscountItemDto: null,
          shopCartItems: [
            {
              basketId: 0,
              prodId: 77,
              skuId: 771,
              prodName: 'Organic green tea 250 g',
              skuName: '',
              pic: '',
              price: 45.5,
              oriPrice: 59.9,
              prodCount: 1,
              productTotalAmount: 45.5,
              shareReduce: 0,
              actualTotal: 45.5,
              shopId: 5,
              stocks: 20,
            },
          ],
        },
      ],
    },
  ],
};

describe('group checkout', () => {
  it('confirms the group buy with the default address; no coupons, points or invoice', () => {
    const html = render('/en/submit-order?groupSkuId=301&groupTeamId=71&prodCount=1', <SubmitOrderRoute />, [
      [checkoutKeys.addresses, [address]],
      [keyOf(confirmGroupOrder, { groupSkuId: 301, groupTeamId: 71, prodCount: 1, addrId: 7 }), settlement],
    ]);
    expect(html).toContain('Organic green tea 250 g');
    expect(html).toContain('¥45.50');
    expect(html).not.toContain('Coupons and points');
    expect(html).not.toContain('Invoice');
  });

  it('a malformed group address is not found (never the cart checkout)', () => {
    expect(
      render('/en/submit-order?groupSkuId=x&prodId=1&skuId=2&prodCount=1', <SubmitOrderRoute />, []),
    ).toContain('This page could not be found');
  });
});

describe('group order page', () => {
  const order: OrderDetail = {
    orderNumber: '20260618100000000009',
    actualTotal: 45.5,
    status: 7,
    orderType: 1,
    refundStatus: null,
    shopId: 5,
    shopName: 'Tea House',
    productNums: 1,
    createTime: '2026-06-18 10:00:00',
    groupTeamId: 71,
    orderItemDtos: [
      {
        orderItemId: 91,
        prodId: 77,
        skuId: 771,
        prodName: 'Organic green tea 250 g',
        skuName: '',
        pic: '',
        price: 45.5,
        prodCount: 1,
        actualTotal: 45.5,
        commSts: 0,
        returnMoneySts: null,
      },
    ],
    dvyType: 1,
    total: 45.5,
    transfee: 0,
    discountReduce: 0,
    couponReduce: 0,
    scoreReduce: 0,
    reduceAmount: 0,
    useScore: 0,
    remarks: '',
    userAddr: null,
    invoice: null,
    payTime: '2026-06-18 10:00:30',
    dvyTime: null,
    finallyTime: null,
    cancelTime: null,
    updateTime: '2026-06-18 10:00:30',
    expressName: null,
    expressNo: null,
  };
  const team: GroupTeamInfo = {
    groupTeamId: 71,
    groupActivityId: 9,
    prodId: 77,
    status: 1,
    joinNum: 2,
    groupNumber: 3,
    endTime: '2026-06-18 10:20:00',
    serverTime: '2026-06-18 10:05:00',
    members: [
      { nickName: 'Lily', pic: null, isLeader: true },
      { nickName: 'Chen', pic: null, isLeader: false },
    ],
  };

  it("shows the order's team: members, seats left, the invitation", () => {
    const html = render('/en/order-detail?orderNumber=20260618100000000009', <OrderDetailRoute />, [
      [orderKeys.order('20260618100000000009'), order],
      [keyOf(getGroupTeam, 71), team],
    ]);
    expect(html).toContain('Grouping');
    expect(html).toContain('Group team');
    expect(html).toContain('1 more needed to form the group');
    expect(html).toContain('Copy the link');
  });

  it('a normal order has no team', () => {
    const html = render('/en/order-detail?orderNumber=20260618100000000009', <OrderDetailRoute />, [
      [orderKeys.order('20260618100000000009'), { ...order, status: 2, orderType: 0, groupTeamId: null }],
      [keyOf(getGroupTeam, 71), team],
    ]);
    expect(html).not.toContain('Group team');
  });
});
