// A store's status as the platform changes it (PUT /platform/shop/offline and /online, decisions/0050):
// only an open store (1) goes offline (2), with the platform's reason; only an offline store comes back
// (1); a store that does not exist is a 404 (decisions/0105). Each is one conditional UPDATE on the
// store's row inside the caller's transaction (the row lock serialises two operators; the loser finds the
// status changed and is refused, nothing written), and answers the store's state before and after for the
// audit log. The hot caches need no call here: the `shops` trigger (drizzle/0016_cache_triggers.sql)
// drops product detail, lists and home sections in every process at commit.
import { and, eq } from 'drizzle-orm';
import { messages } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError, NotFoundError } from '../../plugins/errors.ts';
import { shops } from './tables.ts';

/** A store's status as the audit log records it. */
export interface ShopState {
  status: number;
  offlineReason: string | null;
}

export const ShopStatus = { closed: 0, open: 1, offline: 2 } as const;

async function stateOf(tx: Database, shopId: number): Promise<ShopState> {
  const [row] = await tx
    .select({ status: shops.status, offlineReason: shops.offlineReason })
    .from(shops)
    .where(eq(shops.shopId, shopId))
    .for('update');
  if (!row) throw new NotFoundError(messages.shopNotFound);
  return row;
}

/** Takes an open store offline with `reason`; refuses (changing nothing) any other store. */
export async function takeShopOffline(
  tx: Database,
  shopId: number,
  reason: string,
  now: Date,
): Promise<{ before: ShopState; after: ShopState }> {
  const before = await stateOf(tx, shopId);
  if (before.status !== ShopStatus.open) throw new BusinessError(messages.shopNotOpen);
  const [after] = await tx
    .update(shops)
    .set({ status: ShopStatus.offline, offlineReason: reason, offlineAt: now })
    .where(and(eq(shops.shopId, shopId), eq(shops.status, ShopStatus.open)))
    .returning({ status: shops.status, offlineReason: shops.offlineReason });
  if (!after) throw new BusinessError(messages.shopNotOpen);
  return { before, after };
}

/** Brings an offline store back (open); refuses (changing nothing) any store that is not offline. */
export async function bringShopOnline(
  tx: Database,
  shopId: number,
): Promise<{ before: ShopState; after: ShopState }> {
  const before = await stateOf(tx, shopId);
  if (before.status !== ShopStatus.offline) throw new BusinessError(messages.shopNotOffline);
  const [after] = await tx
    .update(shops)
    .set({ status: ShopStatus.open, offlineReason: null, offlineAt: null })
    .where(and(eq(shops.shopId, shopId), eq(shops.status, ShopStatus.offline)))
    .returning({ status: shops.status, offlineReason: shops.offlineReason });
  if (!after) throw new BusinessError(messages.shopNotOffline);
  return { before, after };
}
