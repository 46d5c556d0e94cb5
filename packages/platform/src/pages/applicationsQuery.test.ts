// The applications list in the address: what a reload or a shared link shows, nothing malformed gets
// through, and the API is asked with an empty word left out.
import { describe, expect, it } from 'vitest';
import { applyQueryOf, applyRequestOf, applySearchOf } from './ApplicationsPage.tsx';

describe('the store applications list in the address', () => {
  it('reads the filters and the page, and writes back only what differs from the defaults', () => {
    const query = applyQueryOf(new URLSearchParams('keyword=茶&status=0&current=3&size=20'));
    expect(query).toEqual({ keyword: '茶', status: 0, current: 3, size: 20 });
    expect(applySearchOf(query)).toEqual({ keyword: '茶', status: '0', current: '3', size: '20' });
    expect(applyRequestOf(query)).toEqual({ keyword: '茶', status: 0, current: 3, size: 20 });
    // A rejected application's status (-1) is a filter of its own.
    expect(applySearchOf(applyQueryOf(new URLSearchParams('status=-1')))).toEqual({ status: '-1' });
  });

  it('reads anything malformed as the default, and asks without an empty word', () => {
    const query = applyQueryOf(new URLSearchParams('keyword=%20&status=7&current=0&size=33'));
    expect(query).toEqual({ keyword: '', status: -9, current: 1, size: 10 });
    expect(applySearchOf(query)).toEqual({});
    expect(applyRequestOf(query)).toEqual({ status: -9, current: 1, size: 10 });
  });
});
