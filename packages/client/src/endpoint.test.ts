// Keys derive from the endpoints: the path first, then the arguments in a stable form. The literal keys
// below are the ones the app's hooks used before the client package, so caches and filters keep working.
import { describe, expect, it } from 'vitest';
import { keyOf, keysOf, pathOfKey, query, stableQuery } from './endpoint.ts';
import { getCartCount, getCartInfo, getCartTotals } from './endpoints/cart.ts';
import { getComments, getProduct, searchProducts } from './endpoints/catalog.ts';
import { confirmOrder, getMyOrders } from './endpoints/orders.ts';
import { getRefundable } from './endpoints/refunds.ts';
import { getNotice } from './endpoints/site.ts';
import { getUserInfo } from './endpoints/account.ts';
import { getInvoice } from './endpoints/invoices.ts';

describe('keyOf', () => {
  it('is the bare path without arguments', () => {
    expect(keyOf(getCartInfo, undefined)).toBe('/p/shopCart/info');
    expect(keyOf(getCartCount, undefined)).toBe('/p/shopCart/prodCount');
    // request options (dontShowLogin) are not part of the key
    expect(keyOf(getUserInfo, { dontShowLogin: true })).toBe('/p/user/userInfo');
  });

  it('puts the path first, then a primitive argument as it is', () => {
    expect(keyOf(getProduct, 42)).toEqual(['/prod/prodInfo', 42]);
    expect(keyOf(getNotice, 4)).toEqual(['/shop/notice/info', 4]);
    expect(keyOf(getInvoice, 31)).toEqual(['/p/orderInvoice/info', 31]);
  });

  it('an object argument as its stable query text', () => {
    expect(keyOf(getMyOrders, { status: 3, current: 2, size: 10 })).toEqual([
      '/p/myOrder/myOrder',
      'current=2&size=10&status=3',
    ]);
    expect(keyOf(getRefundable, { orderNumber: 'N1', orderItemId: 0 })).toEqual([
      '/p/orderRefund/refundable',
      'orderItemId=0&orderNumber=N1',
    ]);
    expect(keyOf(searchProducts, { prodName: '', sort: 1 })).toEqual(['/search/searchProdPage', 'sort=1']);
    expect(keyOf(getComments, { prodId: 7, evaluate: -1, current: 1, size: 10 })).toEqual([
      '/prodComm/prodCommPageByProd',
      stableQuery({ current: 1, evaluate: -1, prodId: 7, size: 10 }),
    ]);
  });

  it('an endpoint may define its own key argument', () => {
    expect(keyOf(getCartTotals, [3, 1, 2])).toEqual(['/p/shopCart/totalPay', '1,2,3']);
    const body = { basketIds: [11], addrId: 7, isScorePay: 0 as const };
    expect(keyOf(confirmOrder, body)).toEqual(['/p/order/confirm', JSON.stringify(body)]);
  });

  it('a defined endpoint calls with its own path', async () => {
    const seen: string[] = [];
    const ping = query<number, number>('/ping', (_http, n, path) => {
      seen.push(`${path}:${n}`);
      return Promise.resolve(n + 1);
    });
    expect(ping.path).toBe('/ping');
    await expect(ping({} as never, 1)).resolves.toBe(2);
    expect(seen).toEqual(['/ping:1']);
  });
});

describe('key filters', () => {
  it('match every key of the endpoints, whatever the arguments', () => {
    const isCart = keysOf(getCartInfo, getCartTotals, getCartCount);
    expect(isCart('/p/shopCart/info')).toBe(true);
    expect(isCart(['/p/shopCart/totalPay', '1,2'])).toBe(true);
    expect(isCart(['/prod/prodInfo', 1])).toBe(false);
    expect(isCart(undefined)).toBe(false);
    expect(pathOfKey(['/a', 1])).toBe('/a');
    expect(pathOfKey(3)).toBeUndefined();
  });
});
