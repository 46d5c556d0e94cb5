// The members list in the address: what a reload or a shared link shows, nothing malformed gets through,
// and the API is asked with the empty filters left out.
import { describe, expect, it } from 'vitest';
import { memberQueryOf, memberRequestOf, memberSearchOf } from './MembersPage.tsx';

describe('the members list in the address', () => {
  it('reads the filters and the page, and writes back only what differs from the defaults', () => {
    const query = memberQueryOf(
      new URLSearchParams('keyword=张伟&status=0&startDate=2026-11-01&endDate=2026-11-26&current=3&size=20'),
    );
    expect(query).toEqual({
      keyword: '张伟',
      status: 0,
      startDate: '2026-11-01',
      endDate: '2026-11-26',
      current: 3,
      size: 20,
    });
    expect(memberSearchOf(query)).toEqual({
      keyword: '张伟',
      status: '0',
      startDate: '2026-11-01',
      endDate: '2026-11-26',
      current: '3',
      size: '20',
    });
    expect(memberRequestOf(query)).toEqual({
      keyword: '张伟',
      status: 0,
      startDate: '2026-11-01',
      endDate: '2026-11-26',
      current: 3,
      size: 20,
    });
  });

  it('reads anything malformed as the default, and asks without the empty filters', () => {
    const query = memberQueryOf(
      new URLSearchParams('status=7&startDate=2026-11-30&endDate=2026-11-01&current=0&size=33'),
    );
    expect(query).toEqual({ keyword: '', status: 'all', startDate: '', endDate: '', current: 1, size: 10 });
    expect(memberSearchOf(query)).toEqual({});
    expect(memberRequestOf(query)).toEqual({ current: 1, size: 10 });
    expect(memberQueryOf(new URLSearchParams('startDate=26-11-01&current=1.5')).startDate).toBe('');
    expect(memberQueryOf(new URLSearchParams('status=1')).status).toBe(1);
  });
});
