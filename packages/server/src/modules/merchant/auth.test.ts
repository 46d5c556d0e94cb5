// Merchant sessions (decisions/0034): POST /merchant/logout revokes the token on the server at once; a
// disabled merchant account or a closed shop makes its tokens refused on the next request (checked in
// the token lookup, no cache); a login with a password hashed under old scrypt parameters rewrites the
// hash with the current ones.
import { constants, publicEncrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { MemoryRateLimiter } from '../../plugins/stores.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, signedRequest, testServer } from '../../test/inject.ts';
import { hashPassword, passwordCost } from '../account/passwords.ts';
import { hashToken } from '../account/tokens.ts';
import { shops } from '../shop/tables.ts';
import { issueMerchantToken } from './auth.ts';
import { merchantAccounts, merchantTokens } from './tables.ts';

const PASSWORD = 'Shop@1234';

describeEachDatabase('merchant sessions', (database) => {
  let app: FastifyInstance;
  let shopId = 0;
  let merchantId = 0;
  const db = () => database().handle.db;

  beforeAll(async () => {
    app = await testServer({ db: db(), rateLimiter: new MemoryRateLimiter() });
    [{ shopId }] = (await db()
      .insert(shops)
      .values({ nameZh: '店', nameEn: 'Shop' })
      .returning({ shopId: shops.shopId })) as [{ shopId: number }];
    [{ merchantId }] = (await db()
      .insert(merchantAccounts)
      .values({ username: 'auth-test', passwordHash: await hashPassword(PASSWORD), shopId })
      .returning({ merchantId: merchantAccounts.merchantId })) as [{ merchantId: number }];
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const orders = (token?: string) =>
    app.inject(signedRequest('GET', '/merchant/orders', undefined, token ? { token } : {}));
  const expect401 = async (token: string | undefined, message = messages.tokenInvalid) => {
    const res = await orders(token);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.body).toBe(translate('zh', message));
  };
  const logout = (token?: string) =>
    app.inject(signedRequest('POST', '/merchant/logout', undefined, token ? { token } : {}));

  it("logs out: the token is refused at once, the merchant's other sessions stay", async () => {
    const token = await issueMerchantToken(db(), merchantId, Date.now());
    const elsewhere = await issueMerchantToken(db(), merchantId, Date.now());
    await expectOk(app, orders(token));
    expect(await expectOk<boolean>(app, logout(token))).toBe(true);
    await expect401(token);
    expect((await logout(token)).statusCode).toBe(401);
    expect((await logout()).statusCode).toBe(401);
    await expectOk(app, orders(elsewhere));
    // Kept hashed (never the token itself), and marked revoked.
    const [row] = await db()
      .select()
      .from(merchantTokens)
      .where(eq(merchantTokens.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect(await db().select().from(merchantTokens).where(eq(merchantTokens.tokenHash, token))).toEqual([]);
  });

  it('refuses the tokens of a disabled merchant account on the next request', async () => {
    const token = await issueMerchantToken(db(), merchantId, Date.now());
    await expectOk(app, orders(token));
    await db().update(merchantAccounts).set({ status: 0 }).where(eq(merchantAccounts.merchantId, merchantId));
    await expect401(token);
    await db().update(merchantAccounts).set({ status: 1 }).where(eq(merchantAccounts.merchantId, merchantId));
    await expectOk(app, orders(token));
  });

  it("refuses the tokens of a closed shop's merchant on the next request, and its login", async () => {
    const token = await issueMerchantToken(db(), merchantId, Date.now());
    await expectOk(app, orders(token));
    await db().update(shops).set({ status: 0 }).where(eq(shops.shopId, shopId));
    try {
      await expect401(token);
      const res = await login(PASSWORD);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(translate('zh', messages.merchantLoginFailed));
    } finally {
      await db().update(shops).set({ status: 1 }).where(eq(shops.shopId, shopId));
    }
    await expectOk(app, orders(token));
  });

  const login = async (password: string) => {
    const pem = await expectOk<string>(app, signedRequest('GET', '/rsa/publicKey'));
    const encrypted = publicEncrypt(
      { key: pem, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(password),
    ).toString('base64');
    return app.inject(
      signedRequest('POST', '/merchant/login', { username: 'auth-test', password: encrypted }),
    );
  };
  const storedHash = async () =>
    (await db().select().from(merchantAccounts).where(eq(merchantAccounts.merchantId, merchantId)))[0]!
      .passwordHash;

  it('rewrites a hash of old scrypt parameters at a successful login, not at a failed one', async () => {
    const old = await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$1024\$8\$1\$/);
    await db()
      .update(merchantAccounts)
      .set({ passwordHash: old })
      .where(eq(merchantAccounts.merchantId, merchantId));
    expect((await login('Wrong@1234')).statusCode).toBe(400);
    expect(await storedHash()).toBe(old);
    const { access_token } = await expectOk<{ access_token: string }>(app, login(PASSWORD));
    await expectOk(app, orders(access_token));
    const rehashed = await storedHash();
    const { N, r, p } = passwordCost();
    expect(rehashed).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    // The new hash still verifies, and a further login leaves it as it is.
    await expectOk(app, login(PASSWORD));
    expect(await storedHash()).toBe(rehashed);
  });
});
