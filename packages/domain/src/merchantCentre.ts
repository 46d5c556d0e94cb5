// What the merchant centre shows of an account and its store (issue 17, decisions/0062): the words of
// each role and whether a store is open. The roles and their permissions are contract/merchantStaff.ts.
import type { MessageDescriptor } from '@lingui/core';
import type { MerchantRole } from './contract/merchantStaff.ts';

/** A role's name, as the account menu and the staff list say it. */
export const merchantRoleLabels: Readonly<Record<MerchantRole, MessageDescriptor>> = {
  owner: /*i18n*/ { id: 'merchant.role.owner', message: 'Store owner' },
  orders: /*i18n*/ { id: 'merchant.role.orders', message: 'Orders and after-sales' },
  products: /*i18n*/ { id: 'merchant.role.products', message: 'Products' },
  chat: /*i18n*/ { id: 'merchant.role.chat', message: 'Customer service' },
  all: /*i18n*/ { id: 'merchant.role.all', message: 'Everything but staff' },
};

/** A store's status as GET /merchant/me gives it (`shopStatus`): 1 open; 2 taken offline by the platform. */
export const MerchantShopStatus = { open: 1, offline: 2 } as const;

/** Whether the store is open to shoppers (any other status: the platform took it offline). */
export function shopIsOpen(shopStatus: number): boolean {
  return shopStatus === MerchantShopStatus.open;
}
