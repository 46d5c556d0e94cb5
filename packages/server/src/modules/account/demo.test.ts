import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sign } from '@mall/domain';
import { buildServer } from '../../app.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { DEMO_PASSWORD, demoShoppers, seedDemoShoppers } from './demo.ts';

const require = createRequire(import.meta.url);
type Encryptor = { setPublicKey(pem: string): void; encrypt(text: string): string | false };
const jsencrypt = require('jsencrypt') as { default?: new () => Encryptor } & (new () => Encryptor);
const JSEncrypt = jsencrypt.default ?? jsencrypt;

describeEachDatabase('the demo shoppers', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    app = await buildServer({ appDir: '/nonexistent/app', storybookDir: '/nonexistent/storybook', db });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('are seeded once, and seeding again adds nobody', async () => {
    expect(await seedDemoShoppers(database().handle.db)).toBe(0);
  });

  it.each(demoShoppers.flatMap((s) => [s.userName, s.mobile]))(
    'sign in as %s with the documented password, sent RSA-encrypted like the storefront does',
    async (principal) => {
      const pem = (await app.inject({ url: '/api/rsa/publicKey' })).json<string>();
      const encryptor = new JSEncrypt();
      encryptor.setPublicKey(pem);
      const credentials = encryptor.encrypt(DEMO_PASSWORD);
      expect(credentials).not.toBe(false);
      const body = JSON.stringify({ principal, credentials, appType: 1, loginType: 0 });
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: body,
        headers: { 'content-type': 'application/json', ...sign({ body, origin: '', now: Date.now() }) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const shopper = demoShoppers.find((s) => s.userName === principal || s.mobile === principal)!;
      expect(res.json()).toMatchObject({ userId: shopper.userId, nickName: shopper.nickName });
    },
  );
});
