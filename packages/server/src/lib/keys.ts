// Signing keys shared by every instance (plugins/stores.tables.ts `signing_keys`): one random 32-byte key
// per purpose, made by whichever process needs it first (insert if absent, so two racing processes end up
// with the same row) and kept in memory per database afterwards. A key never leaves the database; the
// repository holds none.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { signingKeys } from '../plugins/stores.tables.ts';

/** What a key signs; each purpose has its own key. */
export const KEY_PURPOSES = ['seckill-path', 'private-upload', 'chat-inquiry'] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

const kept = new WeakMap<Database, Map<KeyPurpose, Promise<Buffer>>>();

/** The key of `purpose` in this database, made on first use. A failed read is not kept. */
export function signingKey(db: Database, purpose: KeyPurpose): Promise<Buffer> {
  let byPurpose = kept.get(db);
  if (!byPurpose) kept.set(db, (byPurpose = new Map()));
  let key = byPurpose.get(purpose);
  if (!key) {
    key = (async () => {
      await db
        .insert(signingKeys)
        .values({ purpose, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(signingKeys).where(eq(signingKeys.purpose, purpose));
      return Buffer.from(row!.secret, 'base64url');
    })();
    byPurpose.set(purpose, key);
    key.catch(() => byPurpose.delete(purpose));
  }
  return key;
}

/**
 * Makes every purpose's key before the first request (api.ts), so no read ever writes one. A database not
 * migrated yet (some route tests) makes them on first use instead.
 */
export async function warmSigningKeys(db: Database): Promise<void> {
  await Promise.all(KEY_PURPOSES.map((purpose) => signingKey(db, purpose))).catch(() => undefined);
}
