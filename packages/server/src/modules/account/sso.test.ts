// Single sign-on codes, strictly decoded (decisions/0034): only the exact form `<payload>.<mac>` that
// mintSsoCode makes verifies; any other spelling of the same bytes, extra characters, a missing or
// malformed jti, a lifetime beyond the configured one or an issue time in the future is refused. Through
// /appLogin: a jti is spent once, also by another spelling of the code, by parallel requests and on
// another instance over the same database; and no code ever reaches the server log.
import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '@mall/domain';
import { MemoryRateLimiter } from '../../plugins/stores.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, signedRequest, testServer } from '../../test/inject.ts';
import { mintSsoCode, SSO_CLOCK_SKEW_MS, verifySsoCode } from './sso.ts';
import { partnerAccounts, users } from './tables.ts';

const SECRET = 'unit-test-sso-secret-of-32-chars!';
const PLT = '7';
const TTL = 5 * 60_000;
const NOW = Date.UTC(2026, 0, 1);

/** A code over any claims, signed properly: what a partner with the secret could send. */
function signed(claims: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
}
const verify = (code: string, now = NOW) => verifySsoCode(SECRET, PLT, code, now, TTL);

describe('single sign-on codes', () => {
  it('verify exactly as minted, with iat and a random jti', () => {
    const code = mintSsoCode(SECRET, { uid: 'p-1', plt: PLT }, { now: NOW, ttlMs: TTL });
    const result = verify(code);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.claims).toMatchObject({ uid: 'p-1', plt: PLT, iat: NOW, exp: NOW + TTL });
    expect(result.claims.jti).toMatch(/^[\w-]{16,}$/);
  });

  it('refuse a code with characters added, removed or respelled (the MAC is exactly 43 base64url)', () => {
    const code = mintSsoCode(SECRET, { uid: 'p-1', plt: PLT }, { now: NOW, ttlMs: TTL });
    const [payload, mac] = code.split('.') as [string, string];
    // The last of 43 characters carries 4 bits: another letter with the same 4 bits decodes the same.
    const last = mac.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const index = alphabet.indexOf(last);
    const sameBits = alphabet[(index & ~3) | ((index + 1) & 3)]!;
    for (const variant of [
      `${code}=`,
      `${code}==`,
      `${code}!`,
      `${code} `,
      ` ${code}`,
      `${code}\n`,
      `${payload}.${mac.slice(0, 20)} ${mac.slice(20)}`,
      `${payload}.${mac.slice(0, -1)}${sameBits}`,
      `${payload}=.${mac}`,
      `${payload}.${mac.slice(0, -1)}`,
      `${payload}.${mac}.`,
      `${payload}.${Buffer.from(mac, 'base64url').toString('base64')}`,
    ]) {
      expect(Buffer.from(variant.split('.')[1] ?? '', 'base64url').length > 0).toBe(true);
      expect(verify(variant), JSON.stringify(variant)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('require a jti of 16 to 64 base64url characters', () => {
    const base = { uid: 'p-1', plt: PLT, iat: NOW, exp: NOW + TTL };
    for (const jti of [undefined, '', 'short', 42, 'x'.repeat(65), 'has space in it!!!', null]) {
      expect(verify(signed({ ...base, jti })), String(jti)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(verify(signed({ ...base, jti: 'a'.repeat(16) })).ok).toBe(true);
  });

  it('cap the lifetime on the server: exp at most now + TTL, iat not in the future beyond the skew', () => {
    const base = { uid: 'p-1', plt: PLT, jti: 'j'.repeat(16) };
    const refused = { ok: false, reason: 'invalid' };
    // A year-long code signed by the partner: refused, whatever it says.
    expect(verify(signed({ ...base, iat: NOW, exp: NOW + 365 * 24 * 3_600_000 }))).toEqual(refused);
    // Issued in the past but valid for longer than the TTL from now.
    expect(verify(signed({ ...base, iat: NOW - 1000, exp: NOW + TTL + SSO_CLOCK_SKEW_MS + 1 }))).toEqual(
      refused,
    );
    // Issued "later" than now beyond the skew.
    expect(verify(signed({ ...base, iat: NOW + SSO_CLOCK_SKEW_MS + 1, exp: NOW + TTL }))).toEqual(refused);
    // A partner clock a few seconds ahead is fine.
    expect(verify(signed({ ...base, iat: NOW + 5000, exp: NOW + 5000 + TTL })).ok).toBe(true);
    // exp not after iat, missing or not whole numbers.
    expect(verify(signed({ ...base, iat: NOW, exp: NOW }))).toEqual({ ok: false, reason: 'expired' });
    for (const times of [
      { exp: NOW + TTL },
      { iat: NOW },
      { iat: 'x', exp: NOW + TTL },
      { iat: NOW, exp: 1.5e12 + 0.5 },
    ]) {
      expect(verify(signed({ ...base, ...times })), JSON.stringify(times)).toEqual(refused);
    }
    expect(verify(signed({ ...base, iat: NOW - TTL, exp: NOW - 1 }))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse a payload that is not a JSON object of the expected shape', () => {
    const base = { uid: 'p-1', plt: PLT, jti: 'j'.repeat(16), iat: NOW, exp: NOW + TTL };
    for (const claims of [
      { ...base, uid: '' },
      { ...base, uid: 'u'.repeat(129) },
      { ...base, uid: 7 },
      { ...base, plt: '8' },
      { ...base, nick: 7 },
    ]) {
      expect(verify(signed(claims)), JSON.stringify(claims)).toEqual({ ok: false, reason: 'invalid' });
    }
    const notObject = Buffer.from('[1,2]').toString('base64url');
    const mac = createHmac('sha256', SECRET).update(notObject).digest('base64url');
    expect(verify(`${notObject}.${mac}`)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describeEachDatabase('single sign-on at /appLogin', (database) => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  let app: FastifyInstance;
  let other: FastifyInstance;
  const account = { ssoSecret: SECRET, ssoPlattype: PLT, ssoCodeTtlMs: TTL };

  beforeAll(async () => {
    const db = database().handle.db;
    app = await testServer({
      db,
      account,
      rateLimiter: new MemoryRateLimiter(),
      logger: { level: 'trace', stream: logStream },
    });
    // A second instance over the same database (as behind a load balancer).
    other = await testServer({ db, account, rateLimiter: new MemoryRateLimiter() });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await other?.close();
  });

  const appLogin = (principal: string) => signedRequest('POST', '/appLogin', { principal, appType: 1 });
  // One reading of the clock: two could be a millisecond apart under load, making exp - iat longer than
  // the TTL, which the server rightly refuses.
  const claims = (uid: string, jti: string, now = Date.now()) => ({
    uid,
    plt: PLT,
    jti,
    iat: now,
    exp: now + TTL,
  });

  it('spends a jti once: the same code, another spelling of it, another instance', async () => {
    const jti = 'replay-jti-000001';
    const first = signed({ ...claims('p-100', jti), nick: 'First' });
    await expectOk(app, appLogin(first));
    await expectRefused(app, appLogin(first), messages.ssoCodeUsed);
    // The same jti in a freshly signed code (other claims, other text): still spent.
    await expectRefused(
      app,
      appLogin(signed({ ...claims('p-100', jti), nick: 'Again' })),
      messages.ssoCodeUsed,
    );
    await expectRefused(other, appLogin(first), messages.ssoCodeUsed);
    // Another instance is refused a code spent here, and the other way round.
    const second = signed(claims('p-100', 'replay-jti-000002'));
    await expectOk(other, appLogin(second));
    await expectRefused(app, appLogin(second), messages.ssoCodeUsed);
  });

  it('lets one of many parallel uses of a code in', async () => {
    const code = signed(claims('p-101', 'parallel-jti-0001'));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? other : app).inject(appLogin(code))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it('links a new partner user once when several of its codes arrive at once', async () => {
    const codes = Array.from({ length: 4 }, (_, i) => signed(claims('p-104', `link-jti-0000000${i}`)));
    const answers = await Promise.all(codes.map((code, i) => (i % 2 ? other : app).inject(appLogin(code))));
    const userIds = answers.map((a) => {
      expect(a.statusCode, a.body).toBe(200);
      return a.json<{ userId: string }>().userId;
    });
    expect(new Set(userIds).size).toBe(1);
    const linked = await database()
      .handle.db.select()
      .from(partnerAccounts)
      .where(eq(partnerAccounts.partnerUserId, 'p-104'));
    expect(linked.map((l) => l.userId)).toEqual([userIds[0]]);
    // No spare user was left behind by the requests that lost the race.
    const spare = await database()
      .handle.db.select({ userId: users.userId })
      .from(users)
      .leftJoin(partnerAccounts, eq(partnerAccounts.userId, users.userId))
      .where(and(like(users.userId, 'u%'), isNull(partnerAccounts.userId), isNull(users.userName)));
    expect(spare).toEqual([]);
  });

  it('refuses a code without a jti or with too long a lifetime, and one with characters added', async () => {
    const base = claims('p-102', 'strict-jti-000001');
    await expectRefused(app, appLogin(signed({ ...base, jti: undefined })), messages.ssoCodeInvalid);
    await expectRefused(
      app,
      appLogin(signed({ ...base, exp: Date.now() + 30 * 24 * 3_600_000 })),
      messages.ssoCodeInvalid,
    );
    await expectRefused(app, appLogin(`${signed(base)}=`), messages.ssoCodeInvalid);
    await expectOk(app, appLogin(signed(base)));
  });

  it('never writes a code to the log, in a page URL, an API query or a body', async () => {
    lines.length = 0;
    const code = signed(claims('p-103', 'logged-jti-000001'));
    const [payload, mac] = code.split('.') as [string, string];
    await app.inject({ method: 'GET', url: `/?code=${code}&lang=en` });
    await app.inject({ method: 'GET', url: `/user-center?from=x&CODE=${code}` });
    await app.inject({ method: 'GET', url: `/api/rsa/publicKey?code=${code}` });
    await expectOk(app, appLogin(code));
    await expectRefused(app, appLogin(code), messages.ssoCodeUsed);
    await expectRefused(app, appLogin(`${code}x`), messages.ssoCodeInvalid);
    await app.inject({ ...appLogin(code), payload: `{"principal":"${code}",` });
    const log = lines.join('');
    // The requests were logged (with their URLs), the code nowhere.
    expect(log).toContain('"url":"/?code=[redacted]&lang=en"');
    expect(log).toContain('CODE=[redacted]');
    expect(log).toContain('/api/appLogin');
    expect(log).not.toContain(mac);
    expect(log).not.toContain(payload.slice(0, 40));
  });
});
