// The home content section's lists in the address (banners, notices): what a reload or a shared link
// shows, nothing malformed gets through, the API is asked with the empty filters left out.
import { describe, expect, it } from 'vitest';
import {
  bannerQueryOf,
  bannerRequestOf,
  bannerSearchOf,
  noticeQueryOf,
  noticeRequestOf,
  noticeSearchOf,
  productRequestOf,
} from './ContentPage.tsx';

describe('the banners list in the address', () => {
  it('reads PC or mobile and the page, and writes back only what differs from the defaults', () => {
    const query = bannerQueryOf(new URLSearchParams('imgType=0&current=2&size=20'));
    expect(query).toEqual({ imgType: 0, current: 2, size: 20 });
    expect(bannerSearchOf(query)).toEqual({ imgType: '0', current: '2', size: '20' });
    expect(bannerRequestOf(query)).toEqual({ imgType: 0, current: 2, size: 20 });
  });

  it('reads anything malformed as the default (both kinds, page 1 of 10)', () => {
    const query = bannerQueryOf(new URLSearchParams('imgType=2&current=-1&size=7'));
    expect(query).toEqual({ imgType: -1, current: 1, size: 10 });
    expect(bannerSearchOf(query)).toEqual({});
    expect(bannerQueryOf(new URLSearchParams('imgType=abc')).imgType).toBe(-1);
  });
});

describe('the notices list in the address', () => {
  it('reads the title, the status and the page, and writes back only what differs', () => {
    const query = noticeQueryOf(new URLSearchParams('title= 双十二 &status=0&current=3'));
    expect(query).toEqual({ title: '双十二', status: 0, current: 3, size: 10 });
    expect(noticeSearchOf(query)).toEqual({ title: '双十二', status: '0', current: '3' });
    expect(noticeRequestOf(query)).toEqual({ title: '双十二', status: 0, current: 3, size: 10 });
  });

  it('reads anything malformed as the default, and asks without an empty title', () => {
    const query = noticeQueryOf(new URLSearchParams(`status=5&title=${'字'.repeat(80)}&size=33`));
    expect(query).toEqual({ title: '字'.repeat(50), status: -1, current: 1, size: 10 });
    const empty = noticeQueryOf(new URLSearchParams(''));
    expect(noticeSearchOf(empty)).toEqual({});
    expect(noticeRequestOf(empty)).toEqual({ status: -1, current: 1, size: 10 });
  });
});

describe("the home sections' product search", () => {
  it('asks the API with the name only when there is one', () => {
    expect(productRequestOf({ prodName: '', status: 1, current: 1, size: 10 })).toEqual({
      status: 1,
      current: 1,
      size: 10,
    });
    expect(productRequestOf({ prodName: '红茶', status: -1, current: 2, size: 10 })).toEqual({
      prodName: '红茶',
      status: -1,
      current: 2,
      size: 10,
    });
  });
});
