// The cleanup job on PostgreSQL (PGlite instead where PostgreSQL is unavailable, decisions/0097) with a
// fake clock: each rule deletes exactly the rows past its retention, a second run finds nothing, a run's
// work is bounded by its batches, two runs at once delete each row once, and an orphaned upload goes with
// its file while a used or recent one stays.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { accessTokens, oneTimeTokens, smsCodes, users } from '../modules/account/tables.ts';
import { flowLogs } from '../modules/analytics/tables.ts';
import { categories, prodComments, products } from '../modules/catalog/tables.ts';
import { recordUpload } from '../modules/file/service.ts';
import { uploads } from '../modules/file/tables.ts';
import { merchantAccounts, merchantTokens } from '../modules/merchant/tables.ts';
import { platformTokens, platformUsers } from '../modules/platform/tables.ts';
import { orderSettlements } from '../modules/order/tables.ts';
import { shopApplies, shops } from '../modules/shop/tables.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { newUserId } from '../test/inject.ts';
import { flowLogRetentionDays, runCleanup, UPLOAD_ORPHAN_GRACE_MS } from './cleanup.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it('reads MALL_FLOW_LOG_RETENTION_DAYS (default 180) and refuses a malformed one', () => {
  expect(flowLogRetentionDays({})).toBe(180);
  expect(flowLogRetentionDays({ MALL_FLOW_LOG_RETENTION_DAYS: '30' })).toBe(30);
  for (const bad of ['0', '-1', '1.5', 'x']) {
    expect(() => flowLogRetentionDays({ MALL_FLOW_LOG_RETENTION_DAYS: bad })).toThrow(
      'MALL_FLOW_LOG_RETENTION_DAYS',
    );
  }
});

describeEachDatabase('the cleanup job', (database) => {
  const hash = () => randomUUID();
  const flowLog = (createdAt: Date, uuidSession: string) => ({
    kind: 'visit',
    pageId: 1,
    step: 0,
    visitType: 1,
    ip: '10.0.0.1',
    uuidSession,
    createdAt,
  });
  const run = (db: Database, folder: string | null, extra: { batch?: number; maxBatches?: number } = {}) =>
    runCleanup(db, NOW, { uploadsFolder: folder, flowLogDays: 180, ...extra });

  it('deletes what is past each retention and keeps the rest; a second run finds nothing', async () => {
    const { db } = database().handle;
    const userId = newUserId();
    await db.insert(users).values({ userId, nickName: 'cleaner' });
    const [shop] = await db.insert(shops).values({ nameZh: '店', nameEn: 'Shop' }).returning();
    const [merchant] = await db
      .insert(merchantAccounts)
      .values({ username: `m${randomUUID().slice(0, 8)}`, passwordHash: 'x', shopId: shop!.shopId })
      .returning();
    const token = (expiresAt: Date, revokedAt: Date | null = null) => ({
      tokenHash: hash(),
      userId,
      createdAt: ago(40 * DAY),
      expiresAt,
      revokedAt,
    });
    const tokens = {
      old: token(ago(DAY + HOUR)),
      recent: token(ago(12 * HOUR)),
      live: token(new Date(NOW.getTime() + DAY)),
      revokedLive: token(new Date(NOW.getTime() + DAY), ago(2 * DAY)),
    };
    await db.insert(accessTokens).values(Object.values(tokens));
    const merchantOld = { tokenHash: hash(), merchantId: merchant!.merchantId, expiresAt: ago(2 * DAY) };
    const merchantLive = { tokenHash: hash(), merchantId: merchant!.merchantId, expiresAt: ago(HOUR) };
    await db.insert(merchantTokens).values([merchantOld, merchantLive]);
    const [platformUser] = await db
      .insert(platformUsers)
      .values({ username: `p${randomUUID().slice(0, 8)}`, passwordHash: 'x', role: 'auditor' })
      .returning();
    const platformOld = {
      tokenHash: hash(),
      platformUserId: platformUser!.platformUserId,
      expiresAt: ago(2 * DAY),
    };
    const platformLive = {
      tokenHash: hash(),
      platformUserId: platformUser!.platformUserId,
      expiresAt: ago(HOUR),
    };
    await db.insert(platformTokens).values([platformOld, platformLive]);
    const oneTime = (expiresAt: Date) => ({ tokenHash: hash(), purpose: 'sso', subject: 'p1', expiresAt });
    const oneTimeOld = oneTime(ago(2 * DAY));
    const oneTimeRecent = oneTime(ago(HOUR));
    await db.insert(oneTimeTokens).values([oneTimeOld, oneTimeRecent]);
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const codes = await db
      .insert(smsCodes)
      .values([
        { mobile, purpose: 'login', codeHash: 'a', expiresAt: ago(3 * DAY), usedAt: ago(3 * DAY) },
        { mobile, purpose: 'login', codeHash: 'b', expiresAt: ago(DAY) },
      ])
      .returning({ id: smsCodes.id });
    const settlement = (status: number, expiresAt: Date) => ({
      uuid: randomUUID(),
      userId,
      status,
      data: {},
      expiresAt,
    });
    const settlements = {
      submittedOld: settlement(1, ago(2 * DAY)),
      openOld: settlement(0, ago(2 * DAY)),
      openRecent: settlement(0, ago(HOUR)),
    };
    await db.insert(orderSettlements).values(Object.values(settlements));
    const session = randomUUID();
    await db.insert(flowLogs).values([flowLog(ago(181 * DAY), session), flowLog(ago(179 * DAY), session)]);

    const deleted = await run(db, null);
    expect(deleted).toBe(8);
    const left = async <T>(rows: Promise<T[]>) => (await rows).length;
    expect(
      (await db.select().from(accessTokens).where(eq(accessTokens.userId, userId)))
        .map((t) => t.tokenHash)
        .sort(),
    ).toEqual([tokens.recent, tokens.live, tokens.revokedLive].map((t) => t.tokenHash).sort());
    expect(
      (await db.select().from(merchantTokens).where(eq(merchantTokens.merchantId, merchant!.merchantId))).map(
        (t) => t.tokenHash,
      ),
    ).toEqual([merchantLive.tokenHash]);
    expect(
      (
        await db
          .select()
          .from(platformTokens)
          .where(eq(platformTokens.platformUserId, platformUser!.platformUserId))
      ).map((t) => t.tokenHash),
    ).toEqual([platformLive.tokenHash]);
    expect(
      await left(
        db
          .select()
          .from(oneTimeTokens)
          .where(inArray(oneTimeTokens.tokenHash, [oneTimeOld.tokenHash, oneTimeRecent.tokenHash])),
      ),
    ).toBe(1);
    expect((await db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).map((c) => c.id)).toEqual([
      codes[1]!.id,
    ]);
    expect(
      (await db.select().from(orderSettlements).where(eq(orderSettlements.userId, userId))).map(
        (s) => s.uuid,
      ),
    ).toEqual([settlements.openRecent.uuid]);
    expect(
      (await db.select().from(flowLogs).where(eq(flowLogs.uuidSession, session))).map((l) =>
        l.createdAt.toISOString(),
      ),
    ).toEqual([ago(179 * DAY).toISOString()]);

    // Idempotent: nothing more to do at the same time.
    expect(await run(db, null)).toBe(0);
  });

  it('bounds a run by its batches, and two runs at once delete each row once', async () => {
    const { db } = database().handle;
    const session = randomUUID();
    await db.insert(flowLogs).values(Array.from({ length: 25 }, () => flowLog(ago(200 * DAY), session)));
    const remaining = async () =>
      (await db.select({ n: count() }).from(flowLogs).where(eq(flowLogs.uuidSession, session)))[0]!.n;
    expect(await run(db, null, { batch: 10, maxBatches: 2 })).toBe(20);
    expect(await remaining()).toBe(5);
    expect(await run(db, null, { batch: 10, maxBatches: 2 })).toBe(5);

    await db.insert(flowLogs).values(Array.from({ length: 30 }, () => flowLog(ago(200 * DAY), session)));
    const [a, b] = await Promise.all([
      run(db, null, { batch: 7, maxBatches: 10 }),
      run(db, null, { batch: 7, maxBatches: 10 }),
    ]);
    expect(a + b).toBe(30);
    expect(await remaining()).toBe(0);
  });

  it('removes an orphaned upload with its file after the grace period; a used or recent one stays', async () => {
    const { db } = database().handle;
    const folder = mkdtempSync(join(tmpdir(), 'mall-cleanup-'));
    folders.push(folder);
    mkdirSync(join(folder, '2026', '11'), { recursive: true });
    const userId = newUserId();
    await db.insert(users).values({ userId, nickName: 'uploader' });
    const make = async (name: string, at: Date) => {
      const url = `/api/uploads/2026/11/${name.repeat(32)}.png`;
      writeFileSync(join(folder, '2026', '11', `${name.repeat(32)}.png`), 'png');
      await recordUpload(db, url, userId, at);
      return { url, file: join(folder, '2026', '11', `${name.repeat(32)}.png`) };
    };
    const old = ago(UPLOAD_ORPHAN_GRACE_MS + HOUR);
    const orphan = await make('a', old);
    const avatar = await make('b', old);
    const recent = await make('c', ago(HOUR));
    const reviewImage = await make('d', old);
    const oldAvatar = await make('e', old);
    await db.update(users).set({ pic: avatar.url }).where(eq(users.userId, userId));
    // A review of the uploader shows one image among others, and a copy of an earlier avatar.
    const [shop] = await db.insert(shops).values({ nameZh: '店', nameEn: 'Shop' }).returning();
    const [category] = await db
      .insert(categories)
      .values({ grade: 3, nameZh: '类', nameEn: 'Kind' })
      .returning();
    const [product] = await db
      .insert(products)
      .values({
        shopId: shop!.shopId,
        categoryId: category!.categoryId,
        nameZh: '品',
        nameEn: 'Thing',
        price: 100,
        oriPrice: 100,
      })
      .returning();
    await db.insert(prodComments).values({
      prodId: product!.prodId,
      userId,
      userPic: oldAvatar.url,
      score: 5,
      evaluate: 0,
      pics: `${recent.url},${reviewImage.url}`,
    });
    // Another user's row naming the orphan does not keep it: only the uploader could have claimed it.
    const stranger = newUserId();
    await db.insert(users).values({ userId: stranger, nickName: 'stranger', pic: orphan.url });

    expect(await run(db, folder)).toBe(1);
    expect(existsSync(orphan.file)).toBe(false);
    for (const kept of [avatar, recent, reviewImage, oldAvatar]) expect(existsSync(kept.file)).toBe(true);
    const rows = await db.select().from(uploads).where(eq(uploads.userId, userId));
    expect(rows.map((r) => r.url).sort()).toEqual(
      [avatar.url, recent.url, reviewImage.url, oldAvatar.url].sort(),
    );
    // The avatar was found in use: looked at again a grace period later, not on every run.
    expect(rows.find((r) => r.url === avatar.url)!.seenAt.getTime()).toBe(NOW.getTime());
    expect(await run(db, folder)).toBe(0);
  });

  it("keeps a store application's four images, whatever its status; an orphaned private image goes too", async () => {
    const { db } = database().handle;
    // The data folder's uploads, with the private images beside them (file/private.ts).
    const data = mkdtempSync(join(tmpdir(), 'mall-cleanup-'));
    folders.push(data);
    const folder = join(data, 'uploads');
    mkdirSync(join(folder, '2026', '11'), { recursive: true });
    mkdirSync(join(data, 'private-uploads', '2026', '11'), { recursive: true });
    const userId = newUserId();
    await db.insert(users).values({ userId, nickName: 'applicant' });
    const old = ago(UPLOAD_ORPHAN_GRACE_MS + HOUR);
    const make = async (name: string, kind: 'uploads' | 'private-uploads' = 'uploads') => {
      const url = `/api/${kind}/2026/11/${name.repeat(32)}.png`;
      const file = join(data, kind, '2026', '11', `${name.repeat(32)}.png`);
      writeFileSync(file, 'png');
      await recordUpload(db, url, userId, old);
      return { url, file };
    };
    const [logo, licence, front, back, orphan, privateOrphan] = [
      await make('f'),
      await make('1', 'private-uploads'),
      await make('2', 'private-uploads'),
      await make('3', 'private-uploads'),
      await make('4'),
      await make('5', 'private-uploads'),
    ];
    await db.insert(shopApplies).values({
      userId,
      status: -1,
      shopName: '清理测试店',
      tel: '13800138000',
      provinceId: 110000,
      province: '北京市',
      cityId: 110100,
      city: '北京市',
      areaId: 110105,
      area: '朝阳区',
      shopAddress: '建国路88号',
      intro: '一家用来测试清理的小店。',
      shopLogo: logo!.url,
      businessLicense: licence!.url,
      identityCardFront: front!.url,
      identityCardLater: back!.url,
    });
    expect(await run(db, folder)).toBe(2);
    expect(existsSync(orphan!.file)).toBe(false);
    expect(existsSync(privateOrphan!.file)).toBe(false);
    for (const kept of [logo, licence, front, back]) expect(existsSync(kept!.file)).toBe(true);
  });
});
