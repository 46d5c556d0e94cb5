import { describe, expect, it } from 'vitest';
import { paths } from '@mall/domain';
import { pointsQueryOf, pointsSearch, scoreCheckoutOf } from './loyaltyQuery.ts';

const of = (search: string) => pointsQueryOf(new URLSearchParams(search));

describe('the points centre query', () => {
  it('reads the filters and the page, with defaults', () => {
    expect(of('')).toEqual({ filter: { ioType: -1, source: 0 }, page: 1 });
    expect(of('?ioType=1&source=2&currentPage=3')).toEqual({ filter: { ioType: 1, source: 2 }, page: 3 });
    expect(of('?ioType=0&source=7')).toEqual({ filter: { ioType: 0, source: 7 }, page: 1 });
  });

  it('falls back to the defaults on anything else', () => {
    expect(of('?ioType=2&source=8&currentPage=0')).toEqual({ filter: { ioType: -1, source: 0 }, page: 1 });
    expect(of('?ioType=x&source=-1&currentPage=1.5')).toEqual({ filter: { ioType: -1, source: 0 }, page: 1 });
    expect(of('?ioType=&source=')).toEqual({ filter: { ioType: -1, source: 0 }, page: 1 });
  });

  it('writes only what is not the default, and reads it back', () => {
    expect(pointsSearch({ ioType: -1, source: 0 }, 1)).toBe('');
    const search = pointsSearch({ ioType: 0, source: 5 }, 2);
    expect(search).toBe('?ioType=0&source=5&currentPage=2');
    expect(of(search)).toEqual({ filter: { ioType: 0, source: 5 }, page: 2 });
  });
});

describe('the points-mall checkout query', () => {
  const line = (search: string) => scoreCheckoutOf(new URLSearchParams(search));

  it('reads the line the product page writes', () => {
    const path = paths.submitIntegralOrder({ prodId: 102, skuId: 1021, prodCount: 2 });
    expect(line(path.slice(path.indexOf('?')))).toEqual({ prodId: 102, skuId: 1021, prodCount: 2 });
  });

  it('refuses a missing, malformed or out-of-range part', () => {
    expect(line('?prodId=1&skuId=2')).toBeUndefined();
    expect(line('?prodId=1&skuId=2&prodCount=0')).toBeUndefined();
    expect(line('?prodId=1&skuId=2&prodCount=201')).toBeUndefined();
    expect(line('?prodId=x&skuId=2&prodCount=1')).toBeUndefined();
    expect(line('?prodId=1&skuId=1000000000&prodCount=1')).toBeUndefined();
    expect(line('?prodId=1&skuId=-2&prodCount=1')).toBeUndefined();
  });
});
