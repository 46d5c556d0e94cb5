import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { POINTS_VALIDITY_DAYS, sign } from '@mall/domain';
import { buildServer } from '../../app.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { userAddresses } from '../address/tables.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { userWallets, walletLedger } from '../wallet/tables.ts';
import {
  DEMO_BALANCE_CENTS,
  DEMO_PASSWORD,
  DEMO_POINTS,
  demoAddresses,
  demoShoppers,
  seedDemoShoppers,
} from './demo.ts';

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

  /** Every row of the wallet, points and address tables that belongs to a demo shopper. */
  async function demoRows() {
    const { db } = database().handle;
    const rows = [];
    for (const { userId } of demoShoppers) {
      rows.push({
        wallets: await db.select().from(userWallets).where(eq(userWallets.userId, userId)),
        walletLedger: await db.select().from(walletLedger).where(eq(walletLedger.userId, userId)),
        points: await db.select().from(userPoints).where(eq(userPoints.userId, userId)),
        pointsLedger: await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)),
        addresses: await db.select().from(userAddresses).where(eq(userAddresses.userId, userId)),
      });
    }
    return rows;
  }

  it('are seeded once, and seeding again adds nobody and nothing', async () => {
    const before = await demoRows();
    expect(await seedDemoShoppers(database().handle.db)).toBe(0);
    expect(await demoRows()).toEqual(before);
  });

  it.each(demoShoppers.map((s) => [s.userName, s.userId] as const))(
    '%s has ¥10,000.00 (one seed ledger row), 5,000 points expiring in a year and one default address',
    async (_name, userId) => {
      const rows = (await demoRows())[demoShoppers.findIndex((s) => s.userId === userId)];
      expect(rows!.wallets).toMatchObject([{ balanceCents: DEMO_BALANCE_CENTS }]);
      expect(rows!.walletLedger).toMatchObject([
        { changeCents: DEMO_BALANCE_CENTS, balanceAfterCents: DEMO_BALANCE_CENTS, reason: 'seed' },
      ]);
      expect(rows!.points).toMatchObject([{ score: DEMO_POINTS, growth: 0, level: 0 }]);
      expect(rows!.pointsLedger).toHaveLength(1);
      const batch = rows!.pointsLedger[0]!;
      expect(batch).toMatchObject({ change: DEMO_POINTS, remaining: DEMO_POINTS, reason: 'seed' });
      const validMs = batch.expiresAt!.getTime() - batch.createdAt.getTime();
      expect(validMs).toBe(POINTS_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
      expect(rows!.addresses).toHaveLength(1);
      expect(rows!.addresses[0]).toMatchObject({ ...demoAddresses[userId], commonAddr: 1 });
    },
  );

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
      const login = res.json<{ access_token: string }>();
      expect(login).toMatchObject({ userId: shopper.userId, nickName: shopper.nickName });
      const info = await app.inject({
        url: '/api/p/user/userInfo',
        headers: { authorization: `bearer ${login.access_token}` },
      });
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json()).toEqual({
        userId: shopper.userId,
        nickName: shopper.nickName,
        userMobile: shopper.mobile,
        pic: null,
        sex: null,
        birthDate: null,
        level: 0,
        growth: 0,
        score: 5000,
        balance: 10000,
      });
    },
  );
});
