// External single sign-on codes (decisions/0012): `<payload>.<mac>`, both base64url; the payload is
// JSON {uid: partner user id, plt: partner platform type, exp: epoch ms, jti: random}, the mac its
// HMAC-SHA256 under the shared secret. A code is short-lived and spent on first use (service.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface SsoClaims {
  uid: string;
  plt: string;
  exp: number;
  jti: string;
  /** Optional display name for a new user. */
  nick?: string;
}

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload, 'utf8').digest();
}

export function mintSsoCode(
  secret: string,
  claims: { uid: string; plt: string; nick?: string },
  options: { now?: number; ttlMs: number },
): string {
  const body: SsoClaims = {
    ...claims,
    exp: (options.now ?? Date.now()) + options.ttlMs,
    jti: randomBytes(12).toString('base64url'),
  };
  const payload = Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export type SsoResult = { ok: true; claims: SsoClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a code's form, mac, platform type and expiry (not its single use). */
export function verifySsoCode(secret: string, plattype: string, code: string, now: number): SsoResult {
  const parts = code.trim().split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'invalid' };
  const [payload, given] = parts as [string, string];
  const expected = mac(secret, payload);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: SsoClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SsoClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (
    typeof claims !== 'object' ||
    claims === null ||
    typeof claims.uid !== 'string' ||
    claims.uid === '' ||
    claims.plt !== plattype ||
    typeof claims.exp !== 'number'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (claims.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
