import { describe, expect, it } from 'vitest';
import { userCenterChildren } from '@mall/domain';
import { userCenterChildFromPath, userCenterChildOf, userCenterModulePath } from './userCenterChild.ts';

describe('userCenterChildOf', () => {
  it('accepts every child of the spec and the empty (main) child', () => {
    for (const child of userCenterChildren) expect(userCenterChildOf(child)).toBe(child);
    expect(userCenterChildOf(undefined)).toBe('');
  });

  it('refuses anything else', () => {
    for (const param of ['uc-orders', 'UC-ORDER', 'index', '../cart', ' uc-order']) {
      expect(userCenterChildOf(param)).toBeNull();
    }
  });
});

describe('userCenterChildFromPath', () => {
  it('reads the child from the address in both languages', () => {
    expect(userCenterChildFromPath('/user-center')).toBe('');
    expect(userCenterChildFromPath('/user-center/')).toBe('');
    expect(userCenterChildFromPath('/en/user-center')).toBe('');
    expect(userCenterChildFromPath('/user-center/uc-address')).toBe('uc-address');
    expect(userCenterChildFromPath('/en/user-center/uc-coupons/')).toBe('uc-coupons');
  });

  it('is null for an unknown child, a deeper path, a bad escape or another page', () => {
    expect(userCenterChildFromPath('/user-center/nope')).toBeNull();
    expect(userCenterChildFromPath('/user-center/uc-order/1')).toBeNull();
    expect(userCenterChildFromPath('/user-center/%E0')).toBeNull();
    expect(userCenterChildFromPath('/cart')).toBeNull();
    expect(userCenterChildFromPath('/zh/user-center')).toBeNull();
  });
});

describe('userCenterModulePath', () => {
  it('is the child file, index.tsx for the main page', () => {
    expect(userCenterModulePath('')).toBe('./userCenter/index.tsx');
    expect(userCenterModulePath('uc-address')).toBe('./userCenter/uc-address.tsx');
    expect(userCenterModulePath('apply-return')).toBe('./userCenter/apply-return.tsx');
  });
});

describe('the child pages', () => {
  it('has a page module for every child of the spec (none is "coming soon")', () => {
    const modules = import.meta.glob(['./userCenter/*.tsx', '!./userCenter/*.test.tsx']);
    for (const child of userCenterChildren) {
      expect(Object.keys(modules), child).toContain(userCenterModulePath(child));
    }
  });
});
