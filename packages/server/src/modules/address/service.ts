// The address book's rules on the database: add, update, delete, choose the default, list. At most one
// default per user is guaranteed by the partial unique index (user_addresses_one_default_key); "exactly
// one while the user has any address" and the count limit are kept by serialising each user's changes:
// every change first locks the user's own `users` row (SELECT ... FOR UPDATE) inside its transaction, so
// two concurrent requests of one user (two tabs adding their first address, deleting the default while
// another address is being added) run one after the other and each sees the other's result. Other users
// are never blocked. No schema change is needed for it.
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { ADDRESS_MAX_COUNT, messages } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { users } from '../account/tables.ts';
import { resolveRegion } from './regions.ts';
import { userAddresses } from './tables.ts';

export interface AddressInput {
  receiver: string;
  mobile: string;
  provinceId: number;
  province: string;
  cityId: number;
  city: string;
  areaId: number;
  area: string;
  addr: string;
  /** 1 the default address, 0 not. */
  commonAddr: 0 | 1;
}

/** What a shopper sends: the names of the regions are taken from the region data, not from the client. */
export type AddressFields = Omit<AddressInput, 'province' | 'city' | 'area'>;

/** An address as the contract answers it. */
export interface AddressRow extends AddressInput {
  addrId: number;
}

/** Inserts the address; run it inside a transaction when it is the default. Answers its addrId. */
export async function insertAddress(tx: Database, userId: string, input: AddressInput): Promise<number> {
  if (input.commonAddr === 1) {
    await tx
      .update(userAddresses)
      .set({ commonAddr: 0 })
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.commonAddr, 1)));
  }
  const [row] = await tx
    .insert(userAddresses)
    .values({ ...input, userId })
    .returning({ addrId: userAddresses.addrId });
  return row!.addrId;
}

const columns = {
  addrId: userAddresses.addrId,
  receiver: userAddresses.receiver,
  mobile: userAddresses.mobile,
  addr: userAddresses.addr,
  provinceId: userAddresses.provinceId,
  province: userAddresses.province,
  cityId: userAddresses.cityId,
  city: userAddresses.city,
  areaId: userAddresses.areaId,
  area: userAddresses.area,
  commonAddr: userAddresses.commonAddr,
};

const toRow = (row: Omit<AddressRow, 'commonAddr'> & { commonAddr: number }): AddressRow => ({
  ...row,
  commonAddr: row.commonAddr === 1 ? 1 : 0,
});

/** The user's addresses: the default first, then the newest first. */
export async function listAddresses(db: Database, userId: string): Promise<AddressRow[]> {
  const rows = await db
    .select(columns)
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.commonAddr), desc(userAddresses.createdAt), desc(userAddresses.addrId));
  return rows.map(toRow);
}

/** One of the user's addresses; another user's id or an unknown one is a 400 "does not exist". */
export async function getAddress(db: Database, userId: string, addrId: number): Promise<AddressRow> {
  const [row] = await db
    .select(columns)
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.addrId, addrId)))
    .limit(1);
  if (!row) throw new BusinessError(messages.notFound);
  return toRow(row);
}

/** The fields with the region names of the data; a triple that does not nest is a 400. */
function withRegionNames(fields: AddressFields): AddressInput {
  const names = resolveRegion(fields.provinceId, fields.cityId, fields.areaId);
  if (!names) throw new BusinessError(messages.regionRequired);
  return { ...fields, ...names };
}

/** Locks the user's row until the transaction ends: the user's address changes run one at a time. */
async function lockUser(tx: Database, userId: string): Promise<void> {
  const [row] = await tx
    .select({ userId: users.userId })
    .from(users)
    .where(eq(users.userId, userId))
    .for('update');
  if (!row) throw new BusinessError(messages.notFound);
}

/** Makes `addrId` the user's only default (call with the user locked). */
async function setDefault(tx: Database, userId: string, addrId: number): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ commonAddr: 0, updatedAt: new Date() })
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(userAddresses.commonAddr, 1),
        ne(userAddresses.addrId, addrId),
      ),
    );
  await tx
    .update(userAddresses)
    .set({ commonAddr: 1, updatedAt: new Date() })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.addrId, addrId)));
}

/**
 * Adds an address: at most ADDRESS_MAX_COUNT per user (400 "limit reached"); the first one, or one sent
 * with commonAddr 1, becomes the default. Answers its addrId.
 */
export async function addAddress(db: Database, userId: string, fields: AddressFields): Promise<number> {
  const input = withRegionNames(fields);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId));
    if (n >= ADDRESS_MAX_COUNT) throw new BusinessError(messages.addressLimitReached);
    return insertAddress(tx, userId, { ...input, commonAddr: n === 0 ? 1 : input.commonAddr });
  });
}

/**
 * Changes one of the user's addresses. commonAddr 1 makes it the default; commonAddr 0 on the default
 * keeps it the default (choosing another address as default is how the default moves).
 */
export async function updateAddress(
  db: Database,
  userId: string,
  addrId: number,
  fields: AddressFields,
): Promise<void> {
  const input = withRegionNames(fields);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await getAddress(tx, userId, addrId);
    const { commonAddr, ...rest } = input;
    await tx
      .update(userAddresses)
      .set({ ...rest, updatedAt: new Date() })
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.addrId, addrId)));
    if (commonAddr === 1 && current.commonAddr !== 1) await setDefault(tx, userId, addrId);
  });
}

/** Deletes one of the user's addresses; when it was the default, the newest remaining one becomes it. */
export async function deleteAddress(db: Database, userId: string, addrId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await getAddress(tx, userId, addrId);
    await tx
      .delete(userAddresses)
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.addrId, addrId)));
    if (current.commonAddr !== 1) return;
    const [newest] = await tx
      .select({ addrId: userAddresses.addrId })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(desc(userAddresses.createdAt), desc(userAddresses.addrId))
      .limit(1);
    if (newest) await setDefault(tx, userId, newest.addrId);
  });
}

/** Makes one of the user's addresses the default. */
export async function chooseDefault(db: Database, userId: string, addrId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await getAddress(tx, userId, addrId);
    await setDefault(tx, userId, addrId);
  });
}
