// Who sees an activity's stop (issue 17 item 7, review): the server refuses a group buy's stop to a role
// without both products and orders (decisions/0074), so the list must not offer it to such a role.
import { describe, expect, it } from 'vitest';
import { MERCHANT_ROLES } from '@mall/domain';
import { groupKind, seckillKind } from './ProductActivityPage.tsx';
import { mayStopOf } from './shared.ts';

const mayStop = (kind: typeof groupKind | typeof seckillKind) =>
  MERCHANT_ROLES.filter((role) => mayStopOf(role, kind.stopPermission));

describe('who may stop an activity', () => {
  it('offers a group buy stop only to roles with products and orders', () => {
    expect(mayStop(groupKind)).toEqual(['owner', 'all']);
    expect(mayStopOf('products', groupKind.stopPermission)).toBe(false);
    expect(mayStopOf('orders', groupKind.stopPermission)).toBe(false);
  });

  it('offers a flash sale stop to every role with products', () => {
    expect(mayStop(seckillKind)).toEqual(['owner', 'products', 'all']);
  });

  it('offers no stop before the account is known', () => {
    expect(mayStopOf(undefined, seckillKind.stopPermission)).toBe(false);
  });
});
