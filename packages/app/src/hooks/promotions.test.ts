// The promotions hooks' decisions that need no rendering.
import { describe, expect, it } from 'vitest';
import { askAgainWithToken } from './promotions.ts';

describe('askAgainWithToken', () => {
  it('asks again once when a visitor-rendered (server-rendered) page gets its token', () => {
    expect(askAgainWithToken(undefined, 'tok', undefined)).toBe(true);
    expect(askAgainWithToken(undefined, 'tok', 'tok')).toBe(false);
    expect(askAgainWithToken(undefined, undefined, undefined)).toBe(false);
  });

  it('does not ask again on a page the browser rendered with its token', () => {
    expect(askAgainWithToken('tok', 'tok', undefined)).toBe(false);
  });
});
