// A store's staff accounts (issue 17 item 1, decisions/0060): the owner creates them with a staff role
// (domain STAFF_ROLES), changes that role, disables and enables them, resets their passwords and deletes
// them. Every change is one transaction on rows of the owner's own shop (`shop_id` and `role <> 'owner'`
// in the UPDATE's or DELETE's condition: another shop's account, the owner's own and an unknown id are all
// "the staff account does not exist", changing nothing), and a disable, a role change or a new password
// revokes the account's live tokens in that transaction, so its next request is a 401 on every instance
// (the guard's one lookup, auth.ts). A delete takes its tokens with it (foreign key cascade). Creations of
// one shop are serialised on the owner's row, so the shop's limit (STAFF_MAX) holds under concurrency; the
// username is unique among merchant accounts (the database's index decides between two concurrent ones).
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDate, messages, STAFF_MAX, type MerchantStaff, type StaffRole } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import type { Merchant } from './auth.ts';
import { merchantAccounts, merchantTokens } from './tables.ts';

const creator = alias(merchantAccounts, 'creator');

/** The staff accounts of `shopId`, oldest first (the owner is not one). */
export async function listStaff(db: Database, shopId: number): Promise<MerchantStaff[]> {
  const rows = await db
    .select({
      merchantId: merchantAccounts.merchantId,
      username: merchantAccounts.username,
      role: merchantAccounts.role,
      note: merchantAccounts.note,
      status: merchantAccounts.status,
      createdAt: merchantAccounts.createdAt,
      createdBy: creator.username,
    })
    .from(merchantAccounts)
    .leftJoin(creator, eq(creator.merchantId, merchantAccounts.createdBy))
    .where(and(eq(merchantAccounts.shopId, shopId), ne(merchantAccounts.role, 'owner')))
    .orderBy(asc(merchantAccounts.merchantId));
  return rows.map((r) => ({
    merchantId: r.merchantId,
    username: r.username,
    role: r.role as StaffRole,
    note: r.note,
    status: r.status,
    createTime: formatDate(r.createdAt),
    createdBy: r.createdBy,
  }));
}

export interface NewStaff {
  username: string;
  passwordHash: string;
  role: StaffRole;
  note: string;
}

/** Creates a staff account of the owner's shop; refuses a taken username or a shop at its limit. */
export async function createStaff(
  db: Database,
  owner: Merchant,
  input: NewStaff,
  now: Date,
): Promise<MerchantStaff> {
  const created = await db.transaction(async (tx) => {
    // The owner's row is the shop's lock for creations: two at once count one after the other.
    const [locked] = await tx
      .select({ merchantId: merchantAccounts.merchantId })
      .from(merchantAccounts)
      .where(
        and(
          eq(merchantAccounts.merchantId, owner.merchantId),
          eq(merchantAccounts.shopId, owner.shopId),
          eq(merchantAccounts.role, 'owner'),
        ),
      )
      .for('update');
    if (!locked) throw new BusinessError(messages.merchantForbidden);
    const [existing] = await tx
      .select({ n: count() })
      .from(merchantAccounts)
      .where(and(eq(merchantAccounts.shopId, owner.shopId), ne(merchantAccounts.role, 'owner')));
    if ((existing?.n ?? 0) >= STAFF_MAX) throw new BusinessError(messages.merchantStaffTooMany);
    // A taken name (checked by the unique index, also against a concurrent creation) inserts nothing.
    const [row] = await tx
      .insert(merchantAccounts)
      .values({
        username: input.username,
        passwordHash: input.passwordHash,
        shopId: owner.shopId,
        status: 1,
        role: input.role,
        note: input.note,
        createdBy: owner.merchantId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ merchantId: merchantAccounts.merchantId });
    if (!row) throw new BusinessError(messages.userNameTaken);
    return row.merchantId;
  });
  const staff = (await listStaff(db, owner.shopId)).find((s) => s.merchantId === created);
  if (!staff) throw new BusinessError(messages.merchantStaffNotFound);
  return staff;
}

/** The condition of a staff account of `shopId` (never its owner). */
const staffOf = (shopId: number, merchantId: number) =>
  and(
    eq(merchantAccounts.merchantId, merchantId),
    eq(merchantAccounts.shopId, shopId),
    ne(merchantAccounts.role, 'owner'),
  );

async function revokeTokens(tx: Database, merchantId: number, now: Date): Promise<void> {
  await tx
    .update(merchantTokens)
    .set({ revokedAt: now })
    .where(and(eq(merchantTokens.merchantId, merchantId), isNull(merchantTokens.revokedAt)));
}

/**
 * Changes a staff account of `shopId` (`set`), revoking its tokens when `revoke`; "does not exist" for
 * any other account, changing nothing.
 */
async function changeStaff(
  db: Database,
  shopId: number,
  merchantId: number,
  set: Partial<typeof merchantAccounts.$inferInsert>,
  revoke: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(merchantAccounts)
      .set(set)
      .where(staffOf(shopId, merchantId))
      .returning({ merchantId: merchantAccounts.merchantId });
    if (!row) throw new BusinessError(messages.merchantStaffNotFound);
    if (revoke) await revokeTokens(tx, merchantId, now);
  });
}

/** Gives a staff account another role; its sessions end (they were granted under the old one). */
export function changeStaffRole(
  db: Database,
  shopId: number,
  merchantId: number,
  role: StaffRole,
  now: Date,
): Promise<void> {
  return changeStaff(db, shopId, merchantId, { role }, true, now);
}

/** Disables (0: its sessions end) or enables (1) a staff account. */
export function setStaffStatus(
  db: Database,
  shopId: number,
  merchantId: number,
  status: 0 | 1,
  now: Date,
): Promise<void> {
  return changeStaff(db, shopId, merchantId, { status }, status === 0, now);
}

/** Sets a staff account's password (hashed by the caller); its sessions end. */
export function setStaffPassword(
  db: Database,
  shopId: number,
  merchantId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  return changeStaff(db, shopId, merchantId, { passwordHash }, true, now);
}

/** Deletes a staff account of `shopId`; its tokens and chat presence go with it (cascade). */
export async function deleteStaff(db: Database, shopId: number, merchantId: number): Promise<void> {
  const [row] = await db
    .delete(merchantAccounts)
    .where(staffOf(shopId, merchantId))
    .returning({ merchantId: merchantAccounts.merchantId });
  if (!row) throw new BusinessError(messages.merchantStaffNotFound);
}
