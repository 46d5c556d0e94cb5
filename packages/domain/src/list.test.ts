import { describe, expect, it } from 'vitest';
import { defaultListTab, ListTab, listTabType } from './list.ts';

describe('list tab type', () => {
  it('defaults by route when st is absent', () => {
    expect(defaultListTab('/group-buy')).toBe(3);
    expect(defaultListTab('/special-discount')).toBe(2);
    expect(defaultListTab('/flash-sale')).toBe(4);
    expect(defaultListTab('/coupons')).toBe(5);
    expect(defaultListTab('/en/flash-sale')).toBe(4);
    expect(defaultListTab('/list')).toBe(0);
    expect(defaultListTab('/')).toBe(0);
    expect(defaultListTab('/nowhere')).toBe(0);
    expect(ListTab.all).toBe(0);
  });

  it('takes st when it is a whole number', () => {
    expect(listTabType('4', '/list')).toBe(4);
    expect(listTabType(0, '/group-buy')).toBe(0);
    expect(listTabType(' 2 ', '/list')).toBe(2);
    expect(listTabType(undefined, '/group-buy')).toBe(3);
    expect(listTabType(null, '/coupons')).toBe(5);
    expect(listTabType('', '/flash-sale')).toBe(4);
    expect(listTabType('x', '/special-discount')).toBe(2);
    expect(listTabType('-1', '/list')).toBe(0);
    expect(listTabType(1.5, '/list')).toBe(0);
  });
});
