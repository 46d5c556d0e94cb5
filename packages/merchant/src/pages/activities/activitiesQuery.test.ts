import { describe, expect, it } from 'vitest';
import { activityQueryOf, activitySearchOf, idOf } from './shared.ts';

describe('the activity lists in the address', () => {
  it('reads the status and page, anything malformed as the default', () => {
    expect(activityQueryOf(new URLSearchParams('status=2&current=3'))).toEqual({
      status: 2,
      current: 3,
      size: 10,
    });
    expect(activityQueryOf(new URLSearchParams('status=7&current=0'))).toEqual({
      status: -1,
      current: 1,
      size: 10,
    });
    expect(activityQueryOf(new URLSearchParams('status=x&current=1.5'))).toEqual({
      status: -1,
      current: 1,
      size: 10,
    });
  });

  it('writes only what differs from the default, and reads it back', () => {
    expect(activitySearchOf({ status: -1, current: 1, size: 10 })).toEqual({});
    const query = { status: 0 as const, current: 2, size: 10 };
    expect(activityQueryOf(new URLSearchParams(activitySearchOf(query)))).toEqual(query);
  });

  it('reads an id of the address: new is none, anything else is no page', () => {
    expect(idOf(undefined)).toBeNull();
    expect(idOf('42')).toBe(42);
    expect(idOf('new')).toBeNaN();
    expect(idOf('042')).toBeNaN();
  });
});
