// The user centre's child pages grouped as its side menu shows them (spec section 2), with their names.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { paths, type UserCenterChild } from '@mall/domain';

export interface UserCenterMenuItem {
  child: UserCenterChild;
  label: MessageDescriptor;
}

export interface UserCenterMenuGroup {
  key: 'orders' | 'account' | 'assets' | 'store';
  title: MessageDescriptor;
  items: UserCenterMenuItem[];
}

export const userCenterMenu: readonly UserCenterMenuGroup[] = [
  {
    key: 'orders',
    title: msg`Order center`,
    items: [
      { child: 'uc-order', label: msg`My orders` },
      { child: 'uc-return', label: msg`After-sales` },
      { child: 'uc-comments', label: msg`My reviews` },
    ],
  },
  {
    key: 'account',
    title: msg`Account settings`,
    items: [
      { child: 'uc-account', label: msg`Account info` },
      { child: 'uc-password', label: msg`Change password` },
      { child: 'uc-address', label: msg`Address book` },
      { child: 'uc-authenticationName', label: msg`Real-name authentication` },
    ],
  },
  {
    key: 'assets',
    title: msg`My assets`,
    items: [
      { child: 'uc-coupons', label: msg`Coupons` },
      { child: 'uc-integral', label: msg`My points` },
      { child: 'uc-collection', label: msg`My collection` },
    ],
  },
  {
    key: 'store',
    title: msg`My store`,
    items: [{ child: 'uc-shopaccount', label: msg`My store` }],
  },
];

/** The menu entry a child page belongs to (applying for after-sales lives under after-sales). */
export function menuChildOf(child: UserCenterChild): UserCenterChild {
  return child === 'apply-return' ? 'uc-return' : child;
}

/** The name of a child page (its menu label; the main page is the personal center). */
export function userCenterPageName(child: UserCenterChild): MessageDescriptor {
  if (child === '') return msg`Personal center`;
  if (child === 'apply-return') return msg`Apply for after-sales`;
  for (const group of userCenterMenu) {
    const item = group.items.find((i) => i.child === child);
    if (item) return item.label;
  }
  return msg`Personal center`;
}

/** The address of a child page (the empty child is `/user-center`). */
export function userCenterPath(child: UserCenterChild): string {
  return paths.userCenter(child);
}
