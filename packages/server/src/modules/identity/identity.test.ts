// Real-name verification (issue 15 item 4, decisions/0052) through Fastify inject on PostgreSQL (PGlite
// instead where PostgreSQL is unavailable, decisions/0097): the rules at the edge, match, mismatch, the
// provider's failure (503 unknown error), no provider (503 not available), the masked GET, encryption at
// rest (the stored row holds neither the name nor the number), nothing of them in the log (trace level),
// one identity per account and one account per identity (also in parallel), the per-account limit, and
// another shopper never reading the identity. The building blocks (keys, sealing, providers) are tested
// without a database.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '@mall/domain';
import { queryRows } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { MemoryRateLimiter, MemoryReplayCache } from '../../plugins/stores.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectRefused, signedRequest, testServer } from '../../test/inject.ts';
import { makeShopper, unthrottled } from '../../test/mall.ts';
import {
  identityHash,
  identityKeys,
  identitySecretFrom,
  IDENTITY_SECRET_FILE,
  openIdentity,
  sealIdentity,
} from './crypto.ts';
import {
  identityProviderFromEnv,
  SANDBOX_FAILING_ID_CARD,
  SANDBOX_IDENTITIES,
  sandboxIdentityProvider,
  type IdentityProvider,
  type VerifyResult,
} from './providers.ts';
import { identityService, redactIdentity } from './service.ts';
import { realNames } from './tables.ts';

const [ZHANG, LI, WANG, ZHAO] = SANDBOX_IDENTITIES as [
  { realName: string; idCard: string },
  { realName: string; idCard: string },
  { realName: string; idCard: string },
  { realName: string; idCard: string },
];
const zh = (d: (typeof messages)[keyof typeof messages]) => translate('zh', d);

describe('real-name building blocks', () => {
  it('derive two keys from one secret, seal an identity for one account only, and hash the normalised number', () => {
    const keys = identityKeys('s'.repeat(32));
    expect(keys.encryption.equals(keys.hash)).toBe(false);
    const sealed = sealIdentity(keys, 'u1', { realName: '张三', idCard: '11010519491231002x' });
    expect(sealed).not.toContain('11010519491231002');
    expect(sealed).not.toContain(Buffer.from('张三').toString('base64url'));
    expect(openIdentity(keys, 'u1', sealed)).toEqual({ realName: '张三', idCard: '11010519491231002X' });
    // Another account's row, another key, a changed byte: it does not open.
    expect(() => openIdentity(keys, 'u2', sealed)).toThrow();
    expect(() => openIdentity(identityKeys('t'.repeat(32)), 'u1', sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}${parts[3]!.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => openIdentity(keys, 'u1', parts.join('.'))).toThrow();
    // Two seals of one identity differ (random IV); the hash is the same for x and X.
    expect(sealIdentity(keys, 'u1', ZHANG)).not.toBe(sealIdentity(keys, 'u1', ZHANG));
    expect(identityHash(keys, '11010519491231002x')).toBe(identityHash(keys, ' 11010519491231002X'));
    expect(identityHash(keys, ZHANG.idCard)).toMatch(/^[0-9a-f]{64}$/);
    expect(identityHash(identityKeys('t'.repeat(32)), ZHANG.idCard)).not.toBe(
      identityHash(keys, ZHANG.idCard),
    );
  });

  it('keep the development secret in the data folder; the variable wins; production has none without it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-identity-'));
    try {
      const secret = identitySecretFrom(dir, {});
      expect(secret?.length).toBeGreaterThanOrEqual(40);
      expect(readFileSync(join(dir, IDENTITY_SECRET_FILE), 'utf8').trim()).toBe(secret);
      expect(identitySecretFrom(dir, {})).toBe(secret);
      expect(identitySecretFrom(dir, { MALL_IDENTITY_SECRET: 'configured' })).toBe('configured');
      expect(identitySecretFrom(dir, { NODE_ENV: 'production' })).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('run the sandbox in the demo, and in production only with MALL_IDENTITY_SANDBOX=1', async () => {
    expect(identityProviderFromEnv({})).toBe(sandboxIdentityProvider);
    expect(identityProviderFromEnv({ MALL_IDENTITY_SANDBOX: '0' })).toBeNull();
    expect(identityProviderFromEnv({ NODE_ENV: 'production' })).toBeNull();
    expect(identityProviderFromEnv({ NODE_ENV: 'production', MALL_IDENTITY_SANDBOX: 'true' })).toBeNull();
    expect(identityProviderFromEnv({ NODE_ENV: 'production', MALL_IDENTITY_SANDBOX: '1' })).toBe(
      sandboxIdentityProvider,
    );
    for (const identity of SANDBOX_IDENTITIES) {
      expect(await sandboxIdentityProvider.verify(identity.realName, identity.idCard)).toBe('match');
    }
    expect(await sandboxIdentityProvider.verify('张三', '11010519491231002x')).toBe('match');
    expect(await sandboxIdentityProvider.verify('李四', ZHANG.idCard)).toBe('mismatch');
    expect(await sandboxIdentityProvider.verify('张三', LI.idCard)).toBe('mismatch');
    expect(await sandboxIdentityProvider.verify('张三', SANDBOX_FAILING_ID_CARD)).toBe('error');
  });

  it('take the name and ID numbers out of a provider error before it is logged', () => {
    expect(redactIdentity(`bad id ${ZHANG.idCard} or 11010519491231002x / 110105491231002`)).toBe(
      'bad id [id] or [id] / [id]',
    );
    expect(redactIdentity(`张三 (${ZHANG.idCard}) refused: 张三`, ZHANG)).toBe(
      '[name] ([id]) refused: [name]',
    );
  });
});

/** The sandbox behind a switch: counts its calls, can fail, throw or wait for a gate to open. */
function testProvider() {
  const state = {
    calls: 0,
    mode: 'sandbox' as 'sandbox' | 'error' | 'throw',
    gate: undefined as Promise<void> | undefined,
  };
  const provider: IdentityProvider = {
    name: 'test',
    async verify(realName, idCard): Promise<VerifyResult> {
      state.calls += 1;
      if (state.gate) await state.gate;
      if (state.mode === 'throw') throw new Error(`upstream refused ${idCard} of ${realName}`);
      if (state.mode === 'error') return 'error';
      return sandboxIdentityProvider.verify(realName, idCard);
    },
  };
  return { provider, state };
}

describeEachDatabase('real-name verification', (database) => {
  let app: FastifyInstance;
  let unavailable: FastifyInstance;
  const logLines: string[] = [];
  const { provider, state } = testProvider();
  const SECRET = 'identity-test-secret-of-at-least-32-chars';

  beforeAll(async () => {
    const db = database().handle.db;
    app = await testServer({
      db,
      replayCache: new MemoryReplayCache(Date.now),
      rateLimiter: new MemoryRateLimiter(Date.now),
      identity: { provider, secret: SECRET },
      logger: { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } },
    });
    unavailable = await testServer({
      db,
      replayCache: new MemoryReplayCache(Date.now),
      rateLimiter: unthrottled,
      identity: { provider: null, secret: null },
    });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await unavailable?.close();
  });

  const shopper = (label: string) => makeShopper(database().handle.db, { label, address: null });
  const post = (token: string | undefined, body: unknown, lang?: string) =>
    app.inject(signedRequest('POST', '/p/user/realName', body, { token, ...(lang ? { lang } : {}) }));
  const read = async (token: string) => {
    const res = await app.inject(signedRequest('GET', '/p/user/realName', undefined, { token }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ status: number; realName: string | null; idCard: string | null }>();
  };
  const rowsOf = (userId: string) =>
    queryRows<Record<string, unknown>>(
      database().handle.db,
      sql`SELECT * FROM real_names WHERE user_id = ${userId}`,
    );

  it('asks for a login first', async () => {
    const res = await post(undefined, ZHANG);
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe(zh(messages.loginFirst));
    expect((await app.inject(signedRequest('GET', '/p/user/realName'))).statusCode).toBe(401);
  });

  it('refuses a malformed name or number by the rules, asking no provider and storing nothing', async () => {
    const { userId, token } = await shopper('rules');
    const calls = state.calls;
    await expectRefused(
      app,
      post(token, { realName: '张三', idCard: '110105194912310021' }),
      messages.idCardInvalid,
    );
    await expectRefused(
      app,
      post(token, { realName: '张三', idCard: '11010520491231002X' }),
      messages.idCardInvalid,
    );
    await expectRefused(
      app,
      post(token, { realName: '张三', idCard: '99010519491231002X' }),
      messages.idCardInvalid,
    );
    await expectRefused(app, post(token, { realName: '张', idCard: ZHANG.idCard }), messages.realNameInvalid);
    await expectRefused(
      app,
      post(token, { realName: '张三3', idCard: ZHANG.idCard }),
      messages.realNameInvalid,
    );
    expect(state.calls).toBe(calls);
    expect(await rowsOf(userId)).toEqual([]);
    expect(await read(token)).toEqual({ status: 0, realName: null, idCard: null });
  });

  it("refuses a name that does not match the number, in the shopper's language, storing nothing", async () => {
    const { userId, token } = await shopper('mismatch');
    await expectRefused(
      app,
      post(token, { realName: '李四', idCard: ZHANG.idCard }),
      messages.realNameMismatch,
    );
    const en = await post(token, { realName: '张三', idCard: WANG.idCard }, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.body).toBe(translate('en', messages.realNameMismatch));
    expect(await rowsOf(userId)).toEqual([]);
  });

  it('answers "unknown error" (503) when the provider fails or throws, storing nothing and logging no number', async () => {
    const { userId, token } = await shopper('failing');
    try {
      for (const mode of ['error', 'throw'] as const) {
        state.mode = mode;
        const res = await post(token, ZHANG);
        expect(res.statusCode, res.body).toBe(503);
        expect(res.body).toBe(zh(messages.unknownError));
      }
    } finally {
      state.mode = 'sandbox';
    }
    const res = await post(token, { realName: '张三', idCard: SANDBOX_FAILING_ID_CARD });
    expect(res.statusCode).toBe(503);
    expect(await rowsOf(userId)).toEqual([]);
    expect(logLines.join('\n')).toContain('the provider failed');
  });

  it('answers "not available" (503) without a provider', async () => {
    const { token } = await shopper('unavailable');
    const res = await unavailable.inject(signedRequest('POST', '/p/user/realName', ZHANG, { token }));
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe(zh(messages.realNameUnavailable));
  });

  it('verifies a matching identity, shows it masked, and keeps neither the name nor the number in clear', async () => {
    const { userId, token } = await shopper('verified');
    expect(await read(token)).toEqual({ status: 0, realName: null, idCard: null });
    const res = await post(token, { realName: ' 张三 ', idCard: ZHANG.idCard.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(true);
    expect(await read(token)).toEqual({ status: 1, realName: '张*', idCard: '110***********002X' });
    const [row] = await rowsOf(userId);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(ZHANG.idCard);
    expect(stored).not.toContain(ZHANG.idCard.slice(0, 17));
    expect(stored).not.toContain('张三');
    expect(row!.identity_hash).toBe(identityHash(identityKeys(SECRET), ZHANG.idCard));
    // Read with the secret, the sealed text is the identity.
    expect(openIdentity(identityKeys(SECRET), userId, String(row!.sealed))).toEqual(ZHANG);
  });

  it('writes no name or ID number of any request to the log', () => {
    const log = logLines.join('\n');
    expect(log).toContain('/p/user/realName');
    for (const identity of SANDBOX_IDENTITIES) {
      expect(log).not.toContain(identity.idCard.slice(0, 17));
      expect(log).not.toContain(identity.realName);
    }
    expect(log).not.toContain(SANDBOX_FAILING_ID_CARD);
    expect(log).not.toContain(ZHANG.idCard.toLowerCase());
  });

  it('keeps one identity per account: anything sent again is refused alike, the provider never asked', async () => {
    const { userId, token } = await shopper('once');
    expect((await post(token, LI)).statusCode).toBe(200);
    const calls = state.calls;
    // The same identity answers exactly as another would: the session can't test guesses of the number.
    const same = await post(token, LI);
    const other = await post(token, WANG);
    expect([same.statusCode, same.body]).toEqual([other.statusCode, other.body]);
    await expectRefused(app, post(token, LI), messages.realNameAlreadyVerified);
    await expectRefused(app, post(token, WANG), messages.realNameAlreadyVerified);
    // The verified number with another name is not that identity.
    await expectRefused(
      app,
      post(token, { realName: '张三', idCard: LI.idCard }),
      messages.realNameAlreadyVerified,
    );
    expect(state.calls).toBe(calls);
    expect(await rowsOf(userId)).toHaveLength(1);
    expect((await read(token)).realName).toBe('李*');
  });

  it('keeps one account per identity, and another shopper never reads it', async () => {
    const owner = await shopper('owner');
    const other = await shopper('other');
    expect((await post(owner.token, WANG)).statusCode).toBe(200);
    await expectRefused(app, post(other.token, WANG), messages.realNameIdentityTaken);
    expect(await rowsOf(other.userId)).toEqual([]);
    const seen = await app.inject(
      signedRequest('GET', '/p/user/realName', undefined, { token: other.token }),
    );
    expect(seen.json()).toEqual({ status: 0, realName: null, idCard: null });
    expect(seen.body).not.toContain('王');
    expect(seen.body).not.toContain('0022');
  });

  it('lets one of parallel verifications of an account win (one provider call while one runs)', async () => {
    const { userId, token } = await shopper('parallel');
    // The provider's call stays open until the other two have been answered, so the three overlap however
    // slowly the machine runs them (with a fixed delay, a late one saw the account verified instead).
    let open!: () => void;
    state.gate = new Promise<void>((resolve) => (open = resolve));
    try {
      const requests = [post(token, ZHAO), post(token, { ...ZHAO }), post(token, ZHAO)];
      let settled = 0;
      const countedRequests = requests.map((r) =>
        r.then((answer) => {
          settled += 1;
          if (settled === 2) open();
          return answer;
        }),
      );
      const answers = await Promise.all(countedRequests);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
      for (const a of answers.filter((x) => x.statusCode === 400))
        expect(a.body).toBe(zh(messages.tooManyRequests));
    } finally {
      state.gate = undefined;
      open();
    }
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it('decides parallel verifications in the database too: one identity for an account, one account for an identity', async () => {
    const db = database().handle.db;
    const service = identityService({
      db,
      now: Date.now,
      rateLimiter: unthrottled,
      config: { provider: sandboxIdentityProvider, secret: SECRET },
    });
    // Drop earlier tests' records of these identities: the parallel tests start from none.
    await db.delete(realNames);
    const one = await shopper('race-one');
    const results = await Promise.allSettled([
      service.verify(one.userId, '10.0.0.1', ZHANG),
      service.verify(one.userId, '10.0.0.1', LI),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as { descriptor: unknown }).descriptor).toBe(messages.realNameAlreadyVerified);
    expect(await rowsOf(one.userId)).toHaveLength(1);

    const a = await shopper('race-a');
    const b = await shopper('race-b');
    const both = await Promise.allSettled([
      service.verify(a.userId, '10.0.0.2', WANG),
      service.verify(b.userId, '10.0.0.3', WANG),
    ]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const taken = both.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((taken.reason as { descriptor: unknown }).descriptor).toBe(messages.realNameIdentityTaken);
    expect((await rowsOf(a.userId)).length + (await rowsOf(b.userId)).length).toBe(1);
  });

  it('limits the attempts of an account to 5 a day, before the provider is asked', async () => {
    const { token } = await shopper('limited');
    for (let i = 0; i < 5; i++) {
      await expectRefused(
        app,
        post(token, { realName: '李四', idCard: ZHAO.idCard }),
        messages.realNameMismatch,
      );
    }
    const calls = state.calls;
    await expectRefused(app, post(token, ZHAO), messages.realNameTooManyAttempts);
    expect(state.calls).toBe(calls);
  });
});
