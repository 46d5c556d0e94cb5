import { describe, expect, expectTypeOf, it } from 'vitest';
import { SESSION_TIMEOUT_MS } from './constants.ts';
import type { FlowLog } from './contract/analytics.ts';
import {
  nextSession,
  PageId,
  pageIdForPath,
  type FlowLogRecord,
  type PageVisitLog,
  type SessionState,
  type TrafficLog,
} from './analytics.ts';

describe('page ids', () => {
  it('are the ids of spec section 3', () => {
    expect(PageId).toEqual({
      home: 1,
      bannerDetail: 2,
      detail: 3,
      seckillDetail: 4,
      groupDetail: 5,
      list: 6,
      specialDiscount: 7,
      cart: 8,
      orderDetail: 9,
      payment: 10,
      paid: 11,
      userCenter: 12,
      myOrders: 13,
    });
  });

  it('follow the route', () => {
    expect(pageIdForPath('/')).toBe(1);
    expect(pageIdForPath('/en')).toBe(1);
    expect(pageIdForPath('/detail/42')).toBe(3);
    expect(pageIdForPath('/detail/42', { fromBanner: true })).toBe(2);
    expect(pageIdForPath('/detail/42', { groupBuy: true })).toBe(5);
    expect(pageIdForPath('/secdetail/7')).toBe(4);
    expect(pageIdForPath('/list')).toBe(6);
    expect(pageIdForPath('/special-discount')).toBe(7);
    expect(pageIdForPath('/en/cart')).toBe(8);
    expect(pageIdForPath('/order-detail')).toBe(9);
    expect(pageIdForPath('/payment')).toBe(10);
    expect(pageIdForPath('/user-center')).toBe(12);
    expect(pageIdForPath('/user-center/uc-order')).toBe(13);
    expect(pageIdForPath('/coupons')).toBeUndefined();
    expect(pageIdForPath('/nowhere')).toBeUndefined();
  });
});

describe('session rule', () => {
  const t0 = 1_700_000_000_000;

  it('starts a session at step 0', () => {
    expect(nextSession(null, t0, 's1')).toEqual({ sessionId: 's1', step: 0, lastActivity: t0 });
    expect(nextSession(undefined, t0, () => 'gen')).toMatchObject({ sessionId: 'gen', step: 0 });
  });

  it('counts steps while active, and restarts after 30 minutes of inactivity', () => {
    let s: SessionState = nextSession(null, t0, 's1');
    s = nextSession(s, t0 + 1000, 'unused');
    expect(s).toEqual({ sessionId: 's1', step: 1, lastActivity: t0 + 1000 });
    s = nextSession(s, t0 + 1000 + SESSION_TIMEOUT_MS - 1, 'unused');
    expect(s).toMatchObject({ sessionId: 's1', step: 2 });
    s = nextSession(s, s.lastActivity + SESSION_TIMEOUT_MS, 's2');
    expect(s).toMatchObject({ sessionId: 's2', step: 0 });
    s = nextSession(s, s.lastActivity + 5, 's3');
    expect(s).toMatchObject({ sessionId: 's2', step: 1 });
  });

  it('does not call the id maker while the session lives', () => {
    let calls = 0;
    const make = () => `id${++calls}`;
    let s = nextSession(null, t0, make);
    for (let i = 1; i <= 5; i++) s = nextSession(s, t0 + i * 60_000, make);
    expect(calls).toBe(1);
    expect(s.step).toBe(5);
  });
});

// Compile-time (tsc -b checks test files): the two records are narrowings of the wire's flow log, with
// the fields of spec section 3, so every record the storefront sends is a body the route accepts.
describe('flow-log records', () => {
  it('are flow-log bodies with the fields of spec section 3', () => {
    expectTypeOf<FlowLogRecord>().toExtend<FlowLog>();
    expectTypeOf<keyof PageVisitLog>().toEqualTypeOf<
      | 'pageId'
      | 'bizData'
      | 'bizType'
      | 'step'
      | 'systemType'
      | 'uuid'
      | 'uuidSession'
      | 'visitType'
      | 'userId'
      | 'prevPageId'
    >();
    expectTypeOf<keyof TrafficLog>().toEqualTypeOf<
      'pageId' | 'bizType' | 'bizData' | 'visitType' | 'nums' | 'orderNumbers' | 'step'
    >();
    expectTypeOf<PageVisitLog['pageId']>().toEqualTypeOf<PageId>();
    expectTypeOf<TrafficLog['nums']>().toEqualTypeOf<number>();
  });
});
