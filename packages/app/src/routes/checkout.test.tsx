// The checkout and payment routes assembled with their data: the wire answers reach the screens and the
// links carry the page's language. Rendered to markup from SWR's fallback (no network, no effects).
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import type { Key } from 'swr';
import { activateLocale } from '@mall/ui/i18n';
import type { Address, OrderConfirmAnswer, OrderPayInfo, PayAnswer } from '@mall/domain';
import { confirmBody } from './checkoutPage.ts';
import { checkoutKeys } from '../hooks/keys.ts';
import { Component as SubmitOrderRoute } from './submitOrder.tsx';
import { Component as PaymentRoute } from './payment.tsx';
import { Component as WeixinPayRoute } from './weixinPay.tsx';
import { renderRoute, swrFallback } from '../test/renderRoute.tsx';

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

const order: OrderConfirmAnswer = {
  actualTotal: 127.8,
  total: 119.8,
  totalCount: 2,
  orderReduce: 0,
  userAddr: { ...address },
  coupons: [],
  isScorePay: 0,
  maxUsableScore: 0,
  userUseScore: 0,
  totalScoreAmount: 0,
  totalTransFee: 8,
  dvyType: 1,
  uuid: 'u-1',
  shopCartOrders: [
    {
      shopId: 3,
      shopName: 'Tea House',
      actualTotal: 127.8,
      total: 119.8,
      transfee: 8,
      discountReduce: 0,
      couponReduce: 0,
      scoreReduce: 0,
      useScore: 0,
      totalCount: 2,
      remarks: '',
      coupons: [],
      shopCartItemDiscounts: [
        {
          chooseDiscountItemDto: null,
          shopCartItems: [
            {
              basketId: 11,
              prodId: 501,
              skuId: 601,
              prodName: 'Green tea 250 g',
              skuName: '',
              pic: '',
              price: 59.9,
              oriPrice: 59.9,
              prodCount: 2,
              productTotalAmount: 119.8,
              shareReduce: 0,
              actualTotal: 119.8,
              shopId: 3,
              stocks: 9,
            },
          ],
        },
      ],
    },
  ],
};

const payInfo: OrderPayInfo = {
  prodNameList: ['Green tea 250 g'],
  receiver: 'Zhang San',
  userAddr: 'Shanghai Pudong 100 Century Avenue',
  mobile: '13800138000',
  status: 1,
  endTime: '2099-06-18 10:30:00',
  totalFee: 127.8,
  totalScore: 0,
};
const qr: PayAnswer = {
  payUrl: 'http://h/api/sandbox/wxpay/P1',
  qrCode: 'data:image/svg+xml;base64,PHN2Zz4=',
  payNo: 'P1',
};

function render(url: string, route: ReactNode, entries: [Key, unknown][]): string {
  return renderRoute(url, route, swrFallback(entries));
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('checkout routes', () => {
  it('confirms the cart lines of the address with the default address and shows the server totals', () => {
    const html = render('/en/submit-order?basketIds=11', <SubmitOrderRoute />, [
      [checkoutKeys.addresses, [address]],
      [checkoutKeys.confirm(confirmBody({ basketIds: [11] }, { addrId: 7 })), order],
    ]);
    expect(html).toContain('Green tea 250 g');
    expect(html).toContain('Tea House');
    expect(html).toContain('Zhang San');
    expect(html).toMatch(/data-part="actual-total".*127.*80/s);
    expect(html).toContain('Submit order');
  });

  it('without an address: the link to add one, in the page language', () => {
    const html = render('/en/submit-order?prodId=501&skuId=601&prodCount=1', <SubmitOrderRoute />, [
      [checkoutKeys.addresses, []],
    ]);
    expect(html).toContain('No delivery address yet');
    expect(html).toContain('href="/en/user-center/uc-address"');
    expect(html).not.toContain('Submit order');
  });

  it('nothing to buy in the address: not found', () => {
    expect(render('/en/submit-order?basketIds=x', <SubmitOrderRoute />, [])).toContain(
      'This page could not be found',
    );
  });

  it('the payment page shows the pay info and the methods', () => {
    const html = render('/en/payment?orderNumbers=123,124', <PaymentRoute />, [
      [checkoutKeys.payInfo('123,124'), payInfo],
    ]);
    expect(html).toContain('Green tea 250 g');
    expect(html).toContain('Pay now');
    expect(html).toContain('Alipay');
    expect(html).toContain('127');
    expect(render('/en/payment?orderNumbers=abc', <PaymentRoute />, [])).toContain(
      'This page could not be found',
    );
  });

  it('the WeChat page shows the QR code of the pay call and the way back to the payment page', () => {
    const html = render('/en/weixin-pay?orderNumbers=123', <WeixinPayRoute />, [
      [checkoutKeys.payInfo('123'), payInfo],
      [['/p/order/pay', '123', 3, 1], qr],
    ]);
    expect(html).toContain('src="data:image/svg+xml;base64,PHN2Zz4="');
    expect(html).toContain('href="/en/payment?orderNumbers=123"');
  });
});
