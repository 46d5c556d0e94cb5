// Shopper sessions (decisions/0034): a disabled user's tokens are refused on the next request (the token
// lookup checks the status; enabled again, the unexpired tokens count again; with the session cache on,
// src/hot-cache.test.ts proves the same); a password login with a hash of weaker scrypt parameters
// rewrites it with the current ones.
import { constants, publicEncrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, signedRequest, testServer } from '../../test/inject.ts';
import { hashPassword, passwordCost } from './passwords.ts';
import { users } from './tables.ts';
import { issueToken, userIdOfToken } from './tokens.ts';

describeEachDatabase('shopper sessions', (database) => {
  let app: FastifyInstance;
  const db = () => database().handle.db;
  beforeAll(async () => {
    app = await testServer({ db: db() });
    await db().insert(users).values({ userId: 'u-tokens-1', nickName: 'Tokens' });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const userInfo = (token: string) =>
    app.inject(signedRequest('GET', '/p/user/userInfo', undefined, { token }));
  const setStatus = (status: number) =>
    db().update(users).set({ status }).where(eq(users.userId, 'u-tokens-1'));

  it('of a disabled account are refused on the next request, and count again once the account is enabled', async () => {
    const { token } = await issueToken(db(), 'u-tokens-1');
    await expectOk(app, userInfo(token));
    await setStatus(0);
    const refused = await userInfo(token);
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.body).toBe(translate('zh', messages.tokenInvalid));
    expect(await userIdOfToken(db(), token)).toBeNull();
    const logout = await app.inject(signedRequest('POST', '/p/user/logOut', undefined, { token }));
    expect(logout.statusCode).toBe(401);
    await setStatus(1);
    await expectOk(app, userInfo(token));
    expect(await userIdOfToken(db(), token)).toBe('u-tokens-1');
  });

  const login = async (password: string) => {
    const pem = await expectOk<string>(app, signedRequest('GET', '/rsa/publicKey'));
    const credentials = publicEncrypt(
      { key: pem, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(password),
    ).toString('base64');
    return app.inject(
      signedRequest('POST', '/login', { principal: 'rehash_01', credentials, appType: 1, loginType: 0 }),
    );
  };
  const storedHash = async () =>
    (await db().select().from(users).where(eq(users.userId, 'u-rehash-1')))[0]!.passwordHash;

  it('rewrite a password hash of old scrypt parameters at a successful login, not at a failed one', async () => {
    const old = await hashPassword('Shop@1234', { N: 1024, r: 8, p: 1 });
    await db()
      .insert(users)
      .values({ userId: 'u-rehash-1', userName: 'rehash_01', nickName: 'Rehash', passwordHash: old });
    expect((await login('Wrong@1234')).statusCode).toBe(400);
    expect(await storedHash()).toBe(old);
    const { access_token } = await expectOk<{ access_token: string }>(app, login('Shop@1234'));
    await expectOk(app, userInfo(access_token));
    const rehashed = await storedHash();
    const { N, r, p } = passwordCost();
    expect(rehashed).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    await expectOk(app, login('Shop@1234'));
    expect(await storedHash()).toBe(rehashed);
  });
});
