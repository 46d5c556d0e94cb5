import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { addToCartBody, buyNowPath, detailStatus, parseProdId, shopSearchPath } from './detailPage.ts';

const httpError = (status: number) =>
  new AxiosError('failed', 'ERR', undefined, undefined, {
    status,
    statusText: '',
    data: '商品不存在或已下架',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('detail page', () => {
  it('takes only a positive whole id from the address', () => {
    expect(parseProdId('1002')).toBe(1002);
    expect(parseProdId(undefined)).toBeUndefined();
    expect(parseProdId('')).toBeUndefined();
    expect(parseProdId('0')).toBeUndefined();
    expect(parseProdId('-3')).toBeUndefined();
    expect(parseProdId('1.5')).toBeUndefined();
    expect(parseProdId('12abc')).toBeUndefined();
    expect(parseProdId('9'.repeat(30))).toBeUndefined();
  });

  it('maps the product answer to a page state', () => {
    expect(detailStatus(undefined, { showLoading: false })).toBe('notFound');
    expect(detailStatus(1, { showLoading: false })).toBe('pending');
    expect(detailStatus(1, { showLoading: true })).toBe('loading');
    expect(detailStatus(1, { data: {}, error: httpError(500), showLoading: false })).toBe('ready');
    expect(detailStatus(1, { error: httpError(400), showLoading: false })).toBe('notFound');
    expect(detailStatus(1, { error: httpError(500), showLoading: false })).toBe('error');
    expect(detailStatus(1, { error: new Error('offline'), showLoading: false })).toBe('error');
  });

  it('adds a new cart line and builds the buy-now and store-search addresses', () => {
    const item = { prodId: 1002, skuId: 202, shopId: 2, count: 3 };
    expect(addToCartBody(item)).toEqual({ basketId: 0, prodId: 1002, skuId: 202, shopId: 2, count: 3 });
    expect(buyNowPath(item)).toBe('/submit-order?prodId=1002&skuId=202&prodCount=3&shopId=2');
    expect(shopSearchPath(2, '  耳机 ')).toBe('/shop/2?pn=%E8%80%B3%E6%9C%BA');
    expect(shopSearchPath(2, ' ')).toBe('/shop/2');
  });
});
