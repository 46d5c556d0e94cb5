// The real-name records' keys (decisions/0052): one secret, MALL_IDENTITY_SECRET (required in production
// while verification is on, src/production.ts), else generated once into `<dataDir>/identity-secret` like
// the other development secrets (account/config.ts), else a secret of this process (tests). Two keys are
// derived from it with HKDF-SHA256: the AES-256-GCM key that seals the name and ID number, and the HMAC
// key of the identity hash (uniqueness without storing the number in clear). The sealed text is bound to
// its account (the user id is the associated data): copied to another row it does not open.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readOrCreateOnce } from '../../lib/files.ts';
import { isProduction } from '../../lib/env.ts';

export const IDENTITY_SECRET_FILE = 'identity-secret';

export interface IdentityKeys {
  encryption: Buffer;
  hash: Buffer;
}

let processSecret: string | undefined;

/**
 * The secret: MALL_IDENTITY_SECRET, else (not in production) the data folder's generated one, else
 * (no data folder) one of this process; null in production without the variable (nothing can be sealed
 * or read: verification answers "not available").
 */
export function identitySecretFrom(
  dataDir: string | null,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  const configured = env.MALL_IDENTITY_SECRET?.trim();
  if (configured) return configured;
  if (isProduction(env)) return null;
  if (!dataDir) return (processSecret ??= randomBytes(32).toString('base64url'));
  // Made once even when instances sharing the folder start together (lib/files.ts).
  return readOrCreateOnce(
    join(dataDir, IDENTITY_SECRET_FILE),
    () => `${randomBytes(32).toString('base64url')}\n`,
  ).trim();
}

/** The two keys of a secret. */
export function identityKeys(secret: string): IdentityKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, '', info, 32));
  return { encryption: derive('mall real name encryption v1'), hash: derive('mall real name hash v1') };
}

/** The ID number as compared: trimmed, upper case (a final x is X). */
export function normalIdCard(idCard: string): string {
  return idCard.trim().toUpperCase();
}

/** The keyed hash (hex) of an ID number. */
export function identityHash(keys: IdentityKeys, idCard: string): string {
  return createHmac('sha256', keys.hash).update(normalIdCard(idCard)).digest('hex');
}

export interface Identity {
  realName: string;
  idCard: string;
}

const VERSION = 'v1';

/** Seals an identity for `userId`'s row. */
export function sealIdentity(keys: IdentityKeys, userId: string, identity: Identity): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const plain = JSON.stringify({ realName: identity.realName, idCard: normalIdCard(identity.idCard) });
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens `userId`'s sealed identity; throws when the key or the account is not the one it was sealed with. */
export function openIdentity(keys: IdentityKeys, userId: string, sealed: string): Identity {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed identity');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'), {
    authTagLength: 16,
  });
  decipher.setAAD(Buffer.from(`user:${userId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
  const parsed = JSON.parse(plain) as Partial<Identity>;
  if (typeof parsed.realName !== 'string' || typeof parsed.idCard !== 'string')
    throw new Error('not an identity');
  return { realName: parsed.realName, idCard: parsed.idCard };
}
