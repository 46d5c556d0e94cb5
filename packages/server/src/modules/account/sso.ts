// External single sign-on codes (decisions/0012, 0034): `<payload>.<mac>`, both unpadded base64url; the
// payload is JSON {uid: partner user id, plt: partner platform type, iat and exp: epoch ms, jti: random,
// nick?}, the mac its HMAC-SHA256 under the shared secret (exactly 43 characters). Decoding is strict: only
// the one spelling mintSsoCode makes verifies, the lifetime is capped on our side (exp at most the
// configured TTL ahead, iat not in the future beyond a small skew), and the jti is required: it is what
// service.ts spends once (one_time_tokens), so a replay is refused across instances.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface SsoClaims {
  uid: string;
  plt: string;
  /** Issued at, epoch ms. */
  iat: number;
  /** Expires at, epoch ms. */
  exp: number;
  /** The code's unique id: spent on first use. */
  jti: string;
  /** Optional display name for a new user. */
  nick?: string;
}

/** How far a partner's clock may run ahead of ours (iat and exp). */
export const SSO_CLOCK_SKEW_MS = 30_000;

const MAC_TEXT = /^[A-Za-z0-9_-]{43}$/;
const PAYLOAD_TEXT = /^[A-Za-z0-9_-]{1,3000}$/;
const JTI_TEXT = /^[A-Za-z0-9_-]{16,64}$/;
const MAX_UID_LENGTH = 128;

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload, 'utf8').digest();
}

export function mintSsoCode(
  secret: string,
  claims: { uid: string; plt: string; nick?: string },
  options: { now?: number; ttlMs: number },
): string {
  const iat = options.now ?? Date.now();
  const body: SsoClaims = {
    ...claims,
    iat,
    exp: iat + options.ttlMs,
    jti: randomBytes(16).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export type SsoResult = { ok: true; claims: SsoClaims } | { ok: false; reason: 'invalid' | 'expired' };

const invalid: SsoResult = { ok: false, reason: 'invalid' };

/** The claims of a payload text, or null when it is not a JSON object of the expected shape. */
function readClaims(payload: string): SsoClaims | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const claims = value as Record<string, unknown>;
  const { uid, plt, iat, exp, jti, nick } = claims;
  if (typeof uid !== 'string' || uid === '' || uid.length > MAX_UID_LENGTH) return null;
  if (typeof plt !== 'string') return null;
  if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return null;
  if (typeof jti !== 'string' || !JTI_TEXT.test(jti)) return null;
  if (nick !== undefined && typeof nick !== 'string') return null;
  return claims as unknown as SsoClaims;
}

/**
 * Checks a code's exact form, mac, claims, platform type and times (not its single use). `maxTtlMs`: the
 * longest lifetime we accept, whatever the partner wrote.
 */
export function verifySsoCode(
  secret: string,
  plattype: string,
  code: string,
  now: number,
  maxTtlMs: number,
): SsoResult {
  const parts = code.split('.');
  if (parts.length !== 2) return invalid;
  const [payload, given] = parts as [string, string];
  if (!PAYLOAD_TEXT.test(payload) || !MAC_TEXT.test(given)) return invalid;
  const actual = Buffer.from(given, 'base64url');
  // The 43rd character carries 4 bits: only the canonical letter of those bits is the minted one.
  if (actual.toString('base64url') !== given) return invalid;
  const expected = mac(secret, payload);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return invalid;
  const claims = readClaims(payload);
  if (!claims || claims.plt !== plattype) return invalid;
  if (claims.iat > now + SSO_CLOCK_SKEW_MS) return invalid;
  if (claims.exp > now + maxTtlMs + SSO_CLOCK_SKEW_MS || claims.exp - claims.iat > maxTtlMs) return invalid;
  if (claims.exp <= now || claims.exp <= claims.iat) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
