import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import {
  isBadRequest,
  listSearchParams,
  parseListQuery,
  parseShopId,
  parseShopQuery,
  shopSearchParams,
  shopStatus,
  toSearchProdQuery,
} from './listQuery.ts';

const q = (text: string) => new URLSearchParams(text);

function httpError(status: number) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, undefined, {
    status,
    statusText: '',
    data: '店铺不存在',
    headers: {},
    config,
  });
}

describe('parseListQuery', () => {
  it('reads every field of the address', () => {
    expect(parseListQuery(q('pn=%E6%9D%AF&st=3&categoryId=12&sort=2&orderBy=1&current=4'), '/list')).toEqual({
      pn: '杯',
      st: 3,
      categoryId: 12,
      sort: 2,
      orderBy: 1,
      current: 4,
    });
  });

  it('defaults: tab 0 on /list, newest first, page 1, no category, no search', () => {
    expect(parseListQuery(q(''), '/list')).toEqual({ pn: '', st: 0, sort: 0, orderBy: 0, current: 1 });
  });

  it('takes the tab type of the page when st is absent (spec section 2)', () => {
    expect(parseListQuery(q(''), '/group-buy').st).toBe(3);
    expect(parseListQuery(q(''), '/en/special-discount').st).toBe(2);
    expect(parseListQuery(q(''), '/flash-sale').st).toBe(4);
    expect(parseListQuery(q(''), '/coupons').st).toBe(5);
    expect(parseListQuery(q('st=0'), '/group-buy').st).toBe(0);
    expect(parseListQuery(q('st=x'), '/list').st).toBe(0);
  });

  it('ignores malformed values instead of sending them', () => {
    expect(parseListQuery(q('sort=9&orderBy=7&current=-2&categoryId=abc&pn=%20%20'), '/list')).toEqual({
      pn: '',
      st: 0,
      sort: 0,
      orderBy: 0,
      current: 1,
    });
    expect(parseListQuery(q('current=0&categoryId=0'), '/list')).toMatchObject({ current: 1 });
    expect(parseListQuery(q('categoryId=0'), '/list')).not.toHaveProperty('categoryId');
  });

  it('keeps orderBy only with a sales or price sort', () => {
    expect(parseListQuery(q('orderBy=1'), '/list').orderBy).toBe(0);
    expect(parseListQuery(q('sort=1&orderBy=1'), '/list').orderBy).toBe(1);
    expect(parseListQuery(q('sort=1'), '/list').orderBy).toBe(0);
  });
});

describe('listSearchParams', () => {
  it('writes a fixed order and leaves defaults out', () => {
    expect(listSearchParams({ pn: '', st: 0, sort: 0, orderBy: 0, current: 1 }).toString()).toBe('st=0');
    expect(
      listSearchParams({ pn: ' 杯 ', st: 3, categoryId: 12, sort: 2, orderBy: 1, current: 2 }).toString(),
    ).toBe('pn=%E6%9D%AF&st=3&categoryId=12&sort=2&orderBy=1&current=2');
    expect(listSearchParams({ pn: '', st: 0, sort: 1, orderBy: 0, current: 1 }).toString()).toBe(
      'st=0&sort=1&orderBy=0',
    );
  });

  it('round-trips through the address', () => {
    const query = { pn: 'mug', st: 2, categoryId: 111, sort: 1 as const, orderBy: 1 as const, current: 3 };
    expect(parseListQuery(listSearchParams(query), '/list')).toEqual(query);
  });
});

describe('shop query', () => {
  it('parses and writes the search inside the store, sort and page', () => {
    const query = parseShopQuery(q('pn=tea&sort=2&orderBy=0&current=2&st=4&categoryId=3'));
    expect(query).toEqual({ pn: 'tea', sort: 2, orderBy: 0, current: 2 });
    expect(shopSearchParams(query).toString()).toBe('pn=tea&sort=2&orderBy=0&current=2');
    expect(shopSearchParams({ pn: '', sort: 0, orderBy: 0, current: 1 }).toString()).toBe('');
  });

  it('takes a positive whole number as the store id', () => {
    expect(parseShopId('12')).toBe(12);
    expect(parseShopId('0')).toBeUndefined();
    expect(parseShopId('1e3')).toBeUndefined();
    expect(parseShopId(undefined)).toBeUndefined();
  });
});

describe('toSearchProdQuery', () => {
  it('maps the list state to the search call', () => {
    expect(toSearchProdQuery({ pn: '杯', categoryId: 12, sort: 2, orderBy: 1, current: 3 })).toEqual({
      prodName: '杯',
      categoryId: 12,
      sort: 2,
      orderBy: 1,
      current: 3,
      size: 20,
    });
  });

  it('searches inside a store with its id; no empty name is sent', () => {
    expect(toSearchProdQuery({ pn: '', sort: 0, orderBy: 0, current: 1 }, { shopId: 4, size: 10 })).toEqual({
      shopId: 4,
      sort: 0,
      orderBy: 0,
      current: 1,
      size: 10,
    });
  });
});

describe('shopStatus', () => {
  it('is not found for an invalid id or the server 400 (店铺不存在)', () => {
    expect(shopStatus(undefined, { showLoading: false })).toBe('notFound');
    expect(shopStatus(7, { error: httpError(400), showLoading: false })).toBe('notFound');
    expect(isBadRequest(httpError(400))).toBe(true);
  });

  it('is an error for other failures, ready with data, loading only after the delay', () => {
    expect(shopStatus(7, { error: httpError(500), showLoading: false })).toBe('error');
    expect(shopStatus(7, { error: new Error('network'), showLoading: false })).toBe('error');
    expect(shopStatus(7, { data: { shopId: 7 }, error: httpError(500), showLoading: false })).toBe('ready');
    expect(shopStatus(7, { showLoading: false })).toBe('pending');
    expect(shopStatus(7, { showLoading: true })).toBe('loading');
  });
});
