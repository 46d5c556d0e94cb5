import { describe, expect, it } from 'vitest';
import { noticeIdFromQuery, noticePageFromQuery, noticePageQuery } from './noticeQuery.ts';

const q = (search: string) => new URLSearchParams(search);

describe('notice addresses', () => {
  it('reads the list page, 1 when absent or malformed', () => {
    expect(noticePageFromQuery(q(''))).toBe(1);
    expect(noticePageFromQuery(q('currentPage=3'))).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'abc', '', '99999999999']) {
      expect(noticePageFromQuery(q(`currentPage=${bad}`))).toBe(1);
    }
  });

  it('writes the list page, leaving the first page bare', () => {
    expect(noticePageQuery(1)).toBe('');
    expect(noticePageQuery(2)).toBe('?currentPage=2');
  });

  it('reads the notice id, undefined when missing or malformed', () => {
    expect(noticeIdFromQuery(q('id=7'))).toBe(7);
    expect(noticeIdFromQuery(q('id=07'))).toBe(7);
    for (const bad of ['', '0', '-1', 'x', '1e3', '2.5']) {
      expect(noticeIdFromQuery(q(`id=${bad}`))).toBeUndefined();
    }
    expect(noticeIdFromQuery(q(''))).toBeUndefined();
  });
});
