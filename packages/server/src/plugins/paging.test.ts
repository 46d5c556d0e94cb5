import { describe, expect, it } from 'vitest';
import { messages, PAGE_CURRENT_MAX } from '@mall/domain';
import { PageQuery, pageWindow, toPage } from './paging.ts';

describe('paging', () => {
  it('defaults to page 1 of 10, caps the size at 100 and reads query strings', () => {
    expect(PageQuery.parse({})).toEqual({ current: 1, size: 10 });
    expect(PageQuery.parse({ current: '3', size: '500' })).toEqual({ current: 3, size: 100 });
    expect(pageWindow(PageQuery.parse({ current: '3', size: '20' }))).toEqual({ offset: 40, limit: 20 });
  });

  it('refuses what is not a whole positive number (a 400, not a 500)', () => {
    for (const bad of [{ current: '0' }, { current: 'x' }, { size: '-1' }, { size: '1.5' }]) {
      expect(PageQuery.safeParse(bad).success).toBe(false);
    }
  });

  it('refuses a page number beyond PAGE_CURRENT_MAX with its own message (no deep OFFSET scan)', () => {
    expect(PageQuery.parse({ current: String(PAGE_CURRENT_MAX), size: '100' }).current).toBe(
      PAGE_CURRENT_MAX,
    );
    for (const current of [String(PAGE_CURRENT_MAX + 1), '999999999']) {
      const parsed = PageQuery.safeParse({ current });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(messages.queryPageTooDeep.id);
    }
  });

  it('answers the contract page shape', () => {
    expect(toPage(['a'], 21, { current: 3, size: 10 })).toEqual({
      records: ['a'],
      total: 21,
      size: 10,
      current: 3,
      pages: 3,
    });
    expect(toPage([], 0, { current: 1, size: 10 }).pages).toBe(0);
  });
});
