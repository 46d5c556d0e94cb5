// A route's permission (decisions/0060, 0074): one permission, or a non-empty list the role must all have.
import { describe, expect, it } from 'vitest';
import {
  GROUP_STOP_PERMISSIONS,
  isMerchantRoutePermission,
  MERCHANT_ROLES,
  roleAllowsRoute,
} from './merchantStaff.ts';

describe('route permissions', () => {
  it('knows a permission or a non-empty list of known ones, nothing else', () => {
    expect(isMerchantRoutePermission('orders')).toBe(true);
    expect(isMerchantRoutePermission(['products', 'orders'])).toBe(true);
    expect(isMerchantRoutePermission([])).toBe(false);
    expect(isMerchantRoutePermission(['orders', 'everything'])).toBe(false);
    expect(isMerchantRoutePermission('everything')).toBe(false);
    expect(isMerchantRoutePermission(undefined)).toBe(false);
  });

  it('allows a list only to a role with every one of them', () => {
    expect(MERCHANT_ROLES.filter((role) => roleAllowsRoute(role, 'products'))).toEqual([
      'owner',
      'products',
      'all',
    ]);
    expect(MERCHANT_ROLES.filter((role) => roleAllowsRoute(role, GROUP_STOP_PERMISSIONS))).toEqual([
      'owner',
      'all',
    ]);
  });
});
