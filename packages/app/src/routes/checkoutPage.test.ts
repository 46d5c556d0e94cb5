import { describe, expect, it } from 'vitest';
import { PayType, type Address, type OrderConfirmAnswer, type OrderCoupon } from '@mall/domain';
import { paidOrderRecord, type PageLogContext } from '../analytics/pageLog.ts';
import {
  cashierReturnPath,
  chosenCoupons,
  confirmBody,
  couponsDiffer,
  initialAddressId,
  isCashierReturn,
  parseCheckoutQuery,
  parseOrderNumbers,
  parseWireTime,
  paymentPath,
  payOutcome,
  qrCodeSrc,
  weixinPayPath,
} from './checkoutPage.ts';

describe('parseCheckoutQuery', () => {
  it('reads cart lines, without duplicates', () => {
    expect(parseCheckoutQuery('basketIds=3,1,3')).toEqual({ basketIds: [3, 1] });
  });

  it('reads an item bought now, the store optional', () => {
    expect(parseCheckoutQuery('prodId=5&skuId=9&prodCount=2&shopId=1')).toEqual({
      orderItem: { prodId: 5, skuId: 9, prodCount: 2, shopId: 1 },
    });
    expect(parseCheckoutQuery('prodId=5&skuId=9&prodCount=2')).toEqual({
      orderItem: { prodId: 5, skuId: 9, prodCount: 2 },
    });
  });

  it.each([
    '',
    'basketIds=',
    'basketIds=1,x',
    'basketIds=1,-2',
    'basketIds=0',
    'basketIds=1.5',
    'prodId=5&skuId=9',
    'prodId=5&skuId=9&prodCount=0',
    'prodId=abc&skuId=9&prodCount=1',
    'prodId=99999999999999999999&skuId=9&prodCount=1',
  ])('names nothing to buy: %j', (query) => {
    expect(parseCheckoutQuery(query)).toBeUndefined();
  });
});

describe('confirmBody', () => {
  it('first confirm: the address, no coupon choice (the best), no points', () => {
    expect(confirmBody({ basketIds: [1, 2] }, { addrId: 7 })).toEqual({
      basketIds: [1, 2],
      addrId: 7,
      isScorePay: 0,
    });
  });

  it("carries the shopper's choices; points only when switched on", () => {
    expect(
      confirmBody(
        { orderItem: { prodId: 5, skuId: 9, prodCount: 1 } },
        { addrId: 8, dvyType: 2, couponIds: [], isScorePay: true, userUseScore: 500 },
      ),
    ).toEqual({
      orderItem: { prodId: 5, skuId: 9, prodCount: 1 },
      addrId: 8,
      couponIds: [],
      isScorePay: 1,
      userUseScore: 500,
      dvyType: 2,
    });
    expect(confirmBody({ basketIds: [1] }, { isScorePay: false, userUseScore: 500 })).toEqual({
      basketIds: [1],
      addrId: 0,
      isScorePay: 0,
    });
  });
});

const address = (addrId: number, commonAddr: 0 | 1): Address => ({
  addrId,
  receiver: 'a',
  mobile: '13800138000',
  addr: 'x',
  provinceId: 1,
  province: 'p',
  cityId: 2,
  city: 'c',
  areaId: 3,
  area: 'a',
  commonAddr,
});

describe('initialAddressId', () => {
  it('the default address, else the first, else none', () => {
    expect(initialAddressId([address(1, 0), address(2, 1)])).toBe(2);
    expect(initialAddressId([address(1, 0), address(2, 0)])).toBe(1);
    expect(initialAddressId([])).toBeUndefined();
  });
});

const coupon = (couponId: number, choose: boolean) => ({ couponId, choose }) as OrderCoupon;
const settlement = (platform: OrderCoupon[], shops: OrderCoupon[][]) =>
  ({ coupons: platform, shopCartOrders: shops.map((coupons) => ({ coupons })) }) as OrderConfirmAnswer;

describe('coupons', () => {
  const order = settlement([coupon(51, true), coupon(52, false)], [[coupon(31, true)], [coupon(41, false)]]);

  it('the chosen ones of the platform and every store', () => {
    expect(chosenCoupons(order)).toEqual([31, 51]);
  });

  it('differ when the server chose otherwise than asked; not asked: never', () => {
    expect(couponsDiffer(undefined, order)).toBe(false);
    expect(couponsDiffer([51, 31], order)).toBe(false);
    expect(couponsDiffer([31, 41, 51], order)).toBe(true);
    expect(couponsDiffer([], order)).toBe(true);
  });
});

describe('payment addresses', () => {
  it('order numbers: comma-separated digits', () => {
    expect(parseOrderNumbers('orderNumbers=2026061810000001,2026061810000002')).toBe(
      '2026061810000001,2026061810000002',
    );
    expect(parseOrderNumbers('orderNumbers=123')).toBe('123');
    for (const bad of ['', 'orderNumbers=', 'orderNumbers=12,', 'orderNumbers=1 2', 'orderNumbers=abc']) {
      expect(parseOrderNumbers(bad)).toBeUndefined();
    }
  });

  it('the payment and WeChat pages of the numbers', () => {
    expect(paymentPath('1,2')).toBe('/payment?orderNumbers=1,2');
    expect(weixinPayPath('1,2')).toBe('/weixin-pay?orderNumbers=1,2');
  });
});

describe('parseWireTime', () => {
  it("reads the mall's wall clock as Beijing time, ISO text as it is", () => {
    expect(parseWireTime('2026-06-18 10:30:00')).toBe(Date.UTC(2026, 5, 18, 2, 30, 0));
    expect(parseWireTime('2026-06-18T10:30:00+08:00')).toBe(Date.UTC(2026, 5, 18, 2, 30, 0));
    expect(parseWireTime('2026-06-18T02:30:00.000Z')).toBe(Date.UTC(2026, 5, 18, 2, 30, 0));
    expect(parseWireTime('2026-06-18 00:10:00')).toBe(Date.UTC(2026, 5, 17, 16, 10, 0));
  });

  it('nothing readable: undefined', () => {
    expect(parseWireTime(undefined)).toBeUndefined();
    expect(parseWireTime('')).toBeUndefined();
    expect(parseWireTime('soon')).toBeUndefined();
  });
});

describe('qrCodeSrc', () => {
  it('a data URL as it is, SVG markup as a data URL', () => {
    expect(qrCodeSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    expect(qrCodeSrc('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toBe(
      `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`,
    );
    expect(qrCodeSrc(undefined)).toBeUndefined();
  });
});

describe('payOutcome', () => {
  it('balance and points: paid at once', () => {
    expect(payOutcome(PayType.balance, { paid: true, payNo: 'p' })).toEqual({ kind: 'paid' });
    expect(payOutcome(PayType.points, { paid: true, payNo: 'p' })).toEqual({ kind: 'paid' });
  });

  it('Alipay and PayPal: the cashier page; WeChat: the QR page', () => {
    expect(payOutcome(PayType.alipay, { payUrl: 'http://h/api/sandbox/cashier/1?lang=zh' })).toEqual({
      kind: 'redirect',
      url: 'http://h/api/sandbox/cashier/1?lang=zh',
    });
    expect(payOutcome(PayType.paypal, { payUrl: '/c' })).toEqual({ kind: 'redirect', url: '/c' });
    expect(payOutcome(PayType.wechat, { payUrl: 'http://h/wx', qrCode: 'data:x' })).toEqual({
      kind: 'weixin',
    });
    expect(payOutcome(PayType.alipay, {})).toEqual({ kind: 'unknown' });
  });
});

describe('paidOrderRecord', () => {
  function store() {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
  }
  const context = (s: ReturnType<typeof store>, mobile: boolean): PageLogContext => ({
    store: s,
    now: 1000,
    mobile,
    newId: () => 'id1',
    userId: 'u1',
  });

  it('page id 11 with the order numbers (PC traffic record)', () => {
    expect(paidOrderRecord('1,2', context(store(), false))).toEqual({
      pageId: 11,
      step: 0,
      visitType: 1,
      nums: 2,
      orderNumbers: '1,2',
      uuid: 'id1',
      uuidSession: 'id1',
    });
  });

  it('on a phone: the page-visit record with the numbers as bizData, after the payment page', () => {
    const s = store();
    s.setItem(
      'mall.flowSession',
      JSON.stringify({ sessionId: 's', step: 2, lastActivity: 900, prevPageId: 10 }),
    );
    expect(paidOrderRecord('1,2', context(s, true))).toMatchObject({
      pageId: 11,
      step: 3,
      bizData: '1,2',
      systemType: 1,
      visitType: 1,
      userId: 'u1',
      prevPageId: 10,
      uuidSession: 's',
    });
  });
});

describe('the cashier return', () => {
  it('comes back to the payment page, marked', () => {
    expect(cashierReturnPath('1,2')).toBe('/payment?orderNumbers=1,2&from=cashier');
    expect(isCashierReturn('orderNumbers=1,2&from=cashier')).toBe(true);
    expect(isCashierReturn('orderNumbers=1,2')).toBe(false);
    expect(parseOrderNumbers('orderNumbers=1,2&from=cashier')).toBe('1,2');
  });
});
