// The activity lists' page size in the address, the way between a list and its forms (the list's search
// kept both ways), what a form shows while its activity loads, and the product picker's pure parts.
import { describe, expect, it } from 'vitest';
import { resolvePath } from 'react-router';
import { AxiosError, AxiosHeaders } from 'axios';
import { pointsQueryOf, pointsSearchOf } from './promoShared.ts';
import {
  activityFormStateOf,
  activityOf,
  activityQueryOf,
  activitySearchOf,
  listOf,
  pickerOptionsOf,
  pickerQueryOf,
} from './shared.ts';

describe('the page size in the address', () => {
  it('reads an offered size, anything else as the default 10', () => {
    expect(activityQueryOf(new URLSearchParams('size=20')).size).toBe(20);
    expect(activityQueryOf(new URLSearchParams('size=50&current=2')).size).toBe(50);
    for (const bad of ['size=7', 'size=20.0', 'size=2e1', 'size=', 'size=x', 'size=-20', 'size=1000']) {
      expect(activityQueryOf(new URLSearchParams(bad)).size).toBe(10);
    }
    expect(pointsQueryOf(new URLSearchParams('size=50')).size).toBe(50);
    expect(pointsQueryOf(new URLSearchParams('size=11')).size).toBe(10);
  });

  it('writes a size other than the default, leaves the default out, and reads it back', () => {
    expect(activitySearchOf({ status: -1, current: 1, size: 10 })).toEqual({});
    expect(activitySearchOf({ status: -1, current: 1, size: 20 })).toEqual({ size: '20' });
    const query = { status: 1 as const, current: 3, size: 50 };
    expect(activityQueryOf(new URLSearchParams(activitySearchOf(query)))).toEqual(query);
    const points = { prodName: '耳机', inMall: 1 as const, current: 2, size: 20 };
    expect(pointsSearchOf(points)).toEqual({ prodName: '耳机', inMall: '1', current: '2', size: '20' });
    expect(pointsQueryOf(new URLSearchParams(pointsSearchOf(points)))).toEqual(points);
  });
});

describe('the way between a list and its forms', () => {
  const list = '/activities/coupon';
  const listSearch = new URLSearchParams('status=1&current=3&size=20');

  it('opens a row or the new form with the list search', () => {
    expect(resolvePath(activityOf(42, listSearch), list)).toEqual({
      pathname: '/activities/coupon/42',
      search: '?status=1&current=3&size=20',
      hash: '',
    });
    expect(resolvePath(activityOf('new', listSearch), list).pathname).toBe('/activities/coupon/new');
    expect(resolvePath(activityOf('new', listSearch), list).search).toBe('?status=1&current=3&size=20');
  });

  it('goes back to the list with the search the form came with', () => {
    const form = resolvePath(activityOf(42, listSearch), list);
    const back = resolvePath(listOf(new URLSearchParams(form.search)), form.pathname);
    expect(back).toEqual({ pathname: list, search: '?status=1&current=3&size=20', hash: '' });
    expect(activityQueryOf(new URLSearchParams(back.search))).toEqual({ status: 1, current: 3, size: 20 });
  });

  it('adds no empty search for a list at its defaults', () => {
    expect(activityOf(7, new URLSearchParams())).toEqual({ pathname: '7', search: '' });
    expect(listOf(new URLSearchParams())).toEqual({ pathname: '..', search: '' });
  });
});

function refusal(status: number) {
  const response = {
    status,
    statusText: '',
    data: 'x',
    headers: {},
    config: { headers: new AxiosHeaders() },
  };
  return new AxiosError('refused', String(status), undefined, undefined, response);
}

describe("what an activity's form shows", () => {
  it('is the empty form with no id, and the activity once it is here', () => {
    expect(activityFormStateOf(null, {})).toBe('new');
    expect(activityFormStateOf(3, { data: { id: 3 } })).toBe('ready');
    // A failed revalidation keeps the form.
    expect(activityFormStateOf(3, { data: { id: 3 }, error: refusal(500) })).toBe('ready');
  });

  it('is loading until an answer comes', () => {
    expect(activityFormStateOf(3, {})).toBe('loading');
  });

  it('is "not found" only for a refusal of an absent activity, an error with retry otherwise', () => {
    expect(activityFormStateOf(3, { error: refusal(400) })).toBe('absent');
    expect(activityFormStateOf(3, { error: refusal(404) })).toBe('absent');
    expect(activityFormStateOf(3, { error: refusal(500) })).toBe('failed');
    expect(activityFormStateOf(3, { error: refusal(403) })).toBe('failed');
    expect(activityFormStateOf(3, { error: new AxiosError('Network Error') })).toBe('failed');
    expect(activityFormStateOf(3, { error: new Error('boom') })).toBe('failed');
  });
});

describe('the product picker', () => {
  it('searches the products on sale by the trimmed keyword, none when blank', () => {
    expect(pickerQueryOf('')).toEqual({ current: 1, size: 100, status: 1 });
    expect(pickerQueryOf('   ')).toEqual({ current: 1, size: 100, status: 1 });
    expect(pickerQueryOf(' 耳机 ')).toEqual({ current: 1, size: 100, status: 1, prodName: '耳机' });
    expect(pickerQueryOf('a'.repeat(300)).prodName).toHaveLength(100);
  });

  it('always offers the chosen product, first when the search did not find it (off sale, or beyond the page)', () => {
    const found = [
      { prodId: 1, prodName: 'Tea', pic: 'a.png' },
      { prodId: 2, prodName: 'Cup', pic: 'b.png' },
    ];
    expect(pickerOptionsOf(found, { prodId: 9, prodName: 'Old kettle' })).toEqual([
      { prodId: 9, prodName: 'Old kettle' },
      { prodId: 1, prodName: 'Tea' },
      { prodId: 2, prodName: 'Cup' },
    ]);
    expect(pickerOptionsOf(found, { prodId: 2, prodName: 'Cup' })).toEqual([
      { prodId: 1, prodName: 'Tea' },
      { prodId: 2, prodName: 'Cup' },
    ]);
    expect(pickerOptionsOf(undefined, { prodId: 9, prodName: 'Old kettle' })).toEqual([
      { prodId: 9, prodName: 'Old kettle' },
    ]);
    expect(pickerOptionsOf(found, undefined)).toHaveLength(2);
    expect(pickerOptionsOf(undefined, undefined)).toEqual([]);
  });
});
