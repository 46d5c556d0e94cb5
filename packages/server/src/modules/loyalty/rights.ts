// The membership rights agreement: a shopper has read it once `member_agreements` holds their row.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { memberAgreements } from './tables.ts';

export async function hasReadAgreement(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberAgreements.userId })
    .from(memberAgreements)
    .where(eq(memberAgreements.userId, userId));
  return row !== undefined;
}

/** Marks it read (the first reading's time is kept); answers true. */
export async function markAgreementRead(db: Database, userId: string, now: Date): Promise<true> {
  await db.insert(memberAgreements).values({ userId, readAt: now }).onConflictDoNothing();
  return true;
}
