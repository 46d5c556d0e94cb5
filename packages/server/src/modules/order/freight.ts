// A shop's freight template (`shop_freight`, the order module's table), for the stores the platform's
// audit opens (issue 15, decisions/0051): a new store starts shipping free (no fee, `free_from` 0) until
// its merchant sets its own (`setShopFreight`, the store settings of decisions/0065), as the settlement
// reads a shop without a fee.
import type { Database } from '../../db/connection.ts';
import { shopFreight } from './tables.ts';

/** The freight of a store that has just opened: free shipping. */
export const NEW_SHOP_FREIGHT = { fee: 0, freeFrom: 0 } as const;

/** Gives a new shop its freight template (inside the caller's transaction); one that has one keeps it. */
export async function openShopFreight(tx: Database, shopId: number): Promise<void> {
  await tx
    .insert(shopFreight)
    .values({ shopId, ...NEW_SHOP_FREIGHT })
    .onConflictDoNothing();
}

/** Sets a shop's freight template, cents (inside the caller's transaction: the store settings' save). */
export async function setShopFreight(
  tx: Database,
  shopId: number,
  freight: { fee: number; freeFrom: number },
): Promise<void> {
  await tx
    .insert(shopFreight)
    .values({ shopId, ...freight })
    .onConflictDoUpdate({ target: shopFreight.shopId, set: freight });
}
