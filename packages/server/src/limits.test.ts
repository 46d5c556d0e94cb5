// The limits of several instances (decisions/0032): two servers built on one database share their
// counts and their signature nonces, a restarted server still refuses, and the same with Redis
// (REDIS_URL) in place of the database. The merchant's login is the subject: a stranger's failures slow
// the stranger down and never lock the owner out, and a refused attempt is never decrypted.
import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { messages } from '@mall/domain';
import { openDatabase, type DatabaseHandle } from './db/connection.ts';
import { translate } from './i18n.ts';
import { hashPassword } from './modules/account/passwords.ts';
import { loadRsaKeys } from './modules/account/rsa.ts';
import { merchantAccounts } from './modules/merchant/tables.ts';
import { shops } from './modules/shop/tables.ts';
import { rateLimits } from './plugins/stores.tables.ts';
import { DATABASE_HOOK_TIMEOUT } from './test/databases.ts';
import { signedRequest, testServer } from './test/inject.ts';
import { freePort } from './test/postgres.ts';
import { describeWithRedis } from './test/redis.ts';

const PASSWORD = 'Shop@1234';
const zh = (d: Parameters<typeof translate>[1]) => translate('zh', d);

let handle: DatabaseHandle;
let merchants = 0;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'memory' });
  await handle.migrate();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => handle?.close());

/** A merchant account of its own (a shop and a username) with PASSWORD. */
async function newMerchant(): Promise<string> {
  merchants += 1;
  const username = `limits${merchants}${Date.now() % 100_000}`;
  const [shop] = await handle.db
    .insert(shops)
    .values({ nameZh: '店', nameEn: 'Shop' })
    .returning({ shopId: shops.shopId });
  await handle.db
    .insert(merchantAccounts)
    .values({ username, passwordHash: await hashPassword(PASSWORD), shopId: shop!.shopId });
  return username;
}

const encrypt = (password: string) =>
  publicEncrypt(
    { key: loadRsaKeys(null).publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password),
  ).toString('base64');

/** A merchant login as the merchant centre sends it, from `ip`. */
function loginRequest(username: string, password: string, ip: string, now?: number): InjectOptions {
  return {
    ...signedRequest(
      'POST',
      '/merchant/login',
      { username, password: encrypt(password) },
      now === undefined ? {} : { now },
    ),
    remoteAddress: ip,
  };
}

async function login(app: FastifyInstance, username: string, password: string, ip: string, now?: number) {
  return app.inject(loginRequest(username, password, ip, now));
}

function sharedBehaviour(
  servers: () => [FastifyInstance, FastifyInstance],
  restart: () => Promise<FastifyInstance>,
) {
  it('two servers count one stranger together, and never lock the owner out', async () => {
    const [a, b] = servers();
    const username = await newMerchant();
    // 5 failures, spread over both servers: then the stranger's pair waits, on either server.
    for (const app of [a, b, a, b, a]) {
      const res = await login(app, username, 'Wrong@1234', '10.9.0.1');
      expect(res.body).toBe(zh(messages.merchantLoginFailed));
    }
    for (const app of [a, b]) {
      const res = await login(app, username, PASSWORD, '10.9.0.1');
      expect(res.body).toBe(zh(messages.loginTooManyFailures));
    }
    // The owner, elsewhere, logs in on both.
    for (const app of [a, b]) expect((await login(app, username, PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    // A restarted server still makes the stranger wait.
    const c = await restart();
    expect((await login(c, username, PASSWORD, '10.9.0.1')).body).toBe(zh(messages.loginTooManyFailures));
  });

  it('refuses a signed request replayed to the other server', async () => {
    const [a, b] = servers();
    const request = loginRequest('nobody', 'Wrong@1234', '10.9.0.2');
    expect((await a.inject(request)).body).toBe(zh(messages.merchantLoginFailed));
    expect((await b.inject(request)).body).toBe(zh(messages.signatureReplayed));
    const c = await restart();
    expect((await c.inject(request)).body).toBe(zh(messages.signatureReplayed));
  });
}

describe('two servers on one database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const restarted: FastifyInstance[] = [];
  beforeAll(async () => {
    a = await testServer({ db: handle.db });
    b = await testServer({ db: handle.db });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await Promise.all([a, b, ...restarted].map((app) => app?.close()));
  });
  sharedBehaviour(
    () => [a, b],
    async () => {
      const app = await testServer({ db: handle.db });
      restarted.push(app);
      return app;
    },
  );

  it("slows a stranger's 100 failures down, decrypting only the 5 that are checked", async () => {
    const username = await newMerchant();
    // A server whose clock stands still: the 100 attempts come at one instant.
    const at = Date.now();
    const frozen = await testServer({ db: handle.db, now: () => at });
    restarted.push(frozen);
    const decrypt = vi.spyOn(loadRsaKeys(null), 'decrypt');
    try {
      const answers: string[] = [];
      for (let i = 0; i < 100; i += 1) {
        answers.push((await login(frozen, username, 'Wrong@1234', '10.9.1.1', at)).body);
      }
      expect(answers.filter((x) => x === zh(messages.merchantLoginFailed))).toHaveLength(5);
      expect(answers.filter((x) => x === zh(messages.loginTooManyFailures))).toHaveLength(95);
      expect(decrypt).toHaveBeenCalledTimes(5);
    } finally {
      decrypt.mockRestore();
    }
    expect((await login(b, username, PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('lets a burst of concurrent guesses for one account through one at a time', async () => {
    const username = await newMerchant();
    const at = Date.now();
    const frozen = await testServer({ db: handle.db, now: () => at });
    restarted.push(frozen);
    const decrypt = vi.spyOn(loadRsaKeys(null), 'decrypt');
    try {
      const requests = Array.from({ length: 30 }, () => loginRequest(username, 'Wrong@1234', '10.9.2.1', at));
      const answers = await Promise.all(requests.map((r, i) => (i % 2 ? frozen : a).inject(r)));
      const checked = answers.filter((x) => x.body === zh(messages.merchantLoginFailed)).length;
      expect(checked).toBeGreaterThanOrEqual(1);
      expect(checked).toBeLessThanOrEqual(5);
      expect(answers.filter((x) => x.body === zh(messages.loginTooManyFailures))).toHaveLength(30 - checked);
      expect(decrypt).toHaveBeenCalledTimes(checked);
    } finally {
      decrypt.mockRestore();
    }
  });
});

describeWithRedis('two servers on one Redis', (url) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const restarted: FastifyInstance[] = [];
  beforeAll(async () => {
    await handle.db.delete(rateLimits);
    a = await testServer({ db: handle.db, redisUrl: url() });
    b = await testServer({ db: handle.db, redisUrl: url() });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await Promise.all([a, b, ...restarted].map((app) => app?.close()));
  });
  sharedBehaviour(
    () => [a, b],
    async () => {
      const app = await testServer({ db: handle.db, redisUrl: url() });
      restarted.push(app);
      return app;
    },
  );

  it('keeps nothing in the database when Redis is configured', async () => {
    expect(await handle.db.select().from(rateLimits)).toEqual([]);
  });
});

describe('a wrong REDIS_URL', () => {
  it('stops the start with the reason, instead of failing every request', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    await expect(testServer({ db: handle.db, redisUrl: url })).rejects.toThrow(/REDIS_URL/);
  });
});
