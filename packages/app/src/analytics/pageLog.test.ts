import { describe, expect, it } from 'vitest';
import { SESSION_TIMEOUT_MS } from '@mall/domain';
import { paidOrderRecord, pageRecord, SESSION_KEY, UUID_KEY, type PageLogContext } from './pageLog.ts';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

function context(store: ReturnType<typeof memoryStore>, now: number, mobile = true): PageLogContext {
  let n = 0;
  return { store, now, mobile, newId: () => `id${now}x${n++}`, userId: 'u42' };
}

describe('pageRecord', () => {
  it('logs pages with a page id, step by step in one session, with the previous page', () => {
    const store = memoryStore();
    const home = pageRecord({ pathname: '/' }, context(store, 1000))!;
    expect(home).toMatchObject({ pageId: 1, step: 0, systemType: 1, visitType: 1, userId: 'u42' });
    expect(home).not.toHaveProperty('prevPageId');
    const detail = pageRecord({ pathname: '/en/detail/77', bizData: 77 }, context(store, 2000))!;
    expect(detail).toMatchObject({ pageId: 3, step: 1, bizData: 77, prevPageId: 1 });
    expect(detail.uuidSession).toBe(home.uuidSession);
    expect(detail.uuid).toBe(home.uuid);
    expect(JSON.parse(store.map.get(UUID_KEY)!)).toBe(home.uuid);
  });

  it('a page without a page id logs nothing and leaves the session alone', () => {
    const store = memoryStore();
    pageRecord({ pathname: '/' }, context(store, 1000));
    const before = store.map.get(SESSION_KEY);
    expect(pageRecord({ pathname: '/termsPage' }, context(store, 2000))).toBeUndefined();
    expect(store.map.get(SESSION_KEY)).toBe(before);
  });

  it('after 30 minutes without activity: a new session at step 0, same visitor', () => {
    const store = memoryStore();
    const first = pageRecord({ pathname: '/' }, context(store, 1000))!;
    pageRecord({ pathname: '/list' }, context(store, 2000));
    const later = pageRecord({ pathname: '/list' }, context(store, 2000 + SESSION_TIMEOUT_MS))!;
    expect(later.step).toBe(0);
    expect(later.uuidSession).not.toBe(first.uuidSession);
    expect(later.uuid).toBe(first.uuid);
    expect(later).not.toHaveProperty('prevPageId');
  });

  it('desktop sends the PC traffic record (no systemType, no user), banner detail is page 2', () => {
    const store = memoryStore();
    const pc = pageRecord({ pathname: '/detail/5', bizData: 5, fromBanner: true }, context(store, 1, false))!;
    expect(pc).toMatchObject({ pageId: 2, visitType: 1, step: 0, bizData: 5 });
    expect(pc).not.toHaveProperty('systemType');
    expect(pc).not.toHaveProperty('userId');
  });

  it('the PC traffic record sends nums (spec section 3): one page view, or the orders paid', () => {
    const store = memoryStore();
    expect(pageRecord({ pathname: '/list' }, context(store, 1, false))).toMatchObject({ pageId: 6, nums: 1 });
    expect(paidOrderRecord('101,102', context(store, 2, false))).toMatchObject({
      pageId: 11,
      nums: 2,
      orderNumbers: '101,102',
    });
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const record = pageRecord(
      { pathname: '/cart' },
      { store: broken, now: 1, mobile: true, newId: () => 'abc' },
    );
    expect(record).toMatchObject({ pageId: 8, step: 0, uuid: 'abc', uuidSession: 'abc' });
  });
});
