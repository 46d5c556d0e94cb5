import { describe, expect, it } from 'vitest';
import {
  groupActivityIdFromQuery,
  groupCheckoutPath,
  groupConfirmBody,
  groupPageFromQuery,
  groupPaymentPath,
  isGroupCheckoutQuery,
  isGroupPayment,
  paidGroupPath,
  parseGroupCheckoutQuery,
} from './groupPage.ts';
import { parseCheckoutQuery } from './checkoutPage.ts';

describe('group checkout address', () => {
  it('round-trips an open (team 0) and a join', () => {
    for (const choice of [
      { groupSkuId: 301, groupTeamId: 0, prodCount: 2 },
      { groupSkuId: 301, groupTeamId: 72, prodCount: 1 },
    ]) {
      const path = groupCheckoutPath(choice);
      expect(path.startsWith('/submit-order?')).toBe(true);
      expect(parseGroupCheckoutQuery(path.split('?')[1]!)).toEqual(choice);
    }
  });

  it('a missing team opens one; malformed values are refused, never a cart checkout', () => {
    expect(parseGroupCheckoutQuery('groupSkuId=5&prodCount=1')).toEqual({
      groupSkuId: 5,
      groupTeamId: 0,
      prodCount: 1,
    });
    for (const bad of [
      'groupSkuId=0&groupTeamId=0&prodCount=1',
      'groupSkuId=x&groupTeamId=0&prodCount=1',
      'groupSkuId=5&groupTeamId=-1&prodCount=1',
      'groupSkuId=5&groupTeamId=0&prodCount=0',
      'groupSkuId=5&groupTeamId=0',
      'groupSkuId=5&groupTeamId=0&prodCount=1.5',
      'groupSkuId=5&groupTeamId=0&prodCount=99999999999',
    ]) {
      expect(isGroupCheckoutQuery(bad)).toBe(true);
      expect(parseGroupCheckoutQuery(bad), bad).toBeUndefined();
    }
    // The cart's addresses are not group checkouts, and stay what they were.
    expect(isGroupCheckoutQuery('basketIds=1,2')).toBe(false);
    expect(parseGroupCheckoutQuery('prodId=1&skuId=2&prodCount=1')).toBeUndefined();
    expect(parseCheckoutQuery('prodId=1&skuId=2&prodCount=1')).toEqual({
      orderItem: { prodId: 1, skuId: 2, prodCount: 1 },
    });
  });

  it('the confirm body carries the choice and the address', () => {
    expect(groupConfirmBody({ groupSkuId: 3, groupTeamId: 0, prodCount: 1 }, 7)).toEqual({
      groupSkuId: 3,
      groupTeamId: 0,
      prodCount: 1,
      addrId: 7,
    });
  });
});

describe('group pages', () => {
  it('reads the activity of the product page and the list page', () => {
    expect(groupActivityIdFromQuery(new URLSearchParams('groupActivityId=9'))).toBe(9);
    expect(groupActivityIdFromQuery(new URLSearchParams('groupActivityId=0'))).toBeUndefined();
    expect(groupActivityIdFromQuery(new URLSearchParams('groupActivityId=a'))).toBeUndefined();
    expect(groupActivityIdFromQuery(new URLSearchParams(''))).toBeUndefined();
    expect(groupPageFromQuery(new URLSearchParams('currentPage=3'))).toBe(3);
    expect(groupPageFromQuery(new URLSearchParams('currentPage=-1'))).toBe(1);
  });

  it('a paid group order goes to its order page (its team); several go to the order list', () => {
    const payment = groupPaymentPath('123');
    expect(payment).toBe('/payment?orderNumbers=123&group=1');
    expect(isGroupPayment(payment.split('?')[1]!)).toBe(true);
    expect(isGroupPayment('orderNumbers=123')).toBe(false);
    expect(paidGroupPath('123')).toBe('/order-detail?orderNumber=123');
    expect(paidGroupPath('123,124')).toBe('/user-center/uc-order');
  });
});
