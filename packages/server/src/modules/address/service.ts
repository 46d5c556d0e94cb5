// The address book's one helper for now (the routes are issue 5's): adding an address, which becomes the
// default when asked (the user's previous default stops being one, in the same transaction).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
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
