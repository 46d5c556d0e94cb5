// The platform console's members (issue 18 item 6, decisions/0083) on PostgreSQL (PGlite instead where
// PostgreSQL is unavailable, decisions/0097): the list's filters and masking, the detail, the two ledgers,
// disabling (the member's tokens refused at once with the translated 401, the login refused, re-enabling
// lets a new login in), the manual points and balance adjustments (ledger rows, audit rows, below zero
// refused, two at once both counted), every refusal changing nothing and writing no audit row, and the
// roles (the auditor is refused everywhere here).
import { constants, publicEncrypt } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  MEMBER_SCORE_MAX,
  MemberLogKind,
  messages,
  type LoginResult,
  type PlatformMemberInfo,
  type PlatformMemberLogPage,
  type PlatformMemberPage,
  type PlatformRole,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import {
  expectNotFound,
  expectOk,
  expectRefused,
  signedRequest,
  testServer,
  type Method,
} from '../../test/inject.ts';
import { makeShopper, unthrottled } from '../../test/mall.ts';
import { platformAuditProbe } from '../../test/platform-audit.ts';
import { loadRsaKeys } from '../account/rsa.ts';
import { hashPassword } from '../account/passwords.ts';
import { accessTokens, users } from '../account/tables.ts';
import { addPlatformAccount } from '../platform/accounts.ts';
import { issuePlatformToken } from '../platform/auth.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { shopApplies, shops } from '../shop/tables.ts';
import { userWallets, walletLedger } from '../wallet/tables.ts';
import { PLATFORM_ADJUST } from './service.ts';

const zh = (d: Parameters<typeof translate>[1], values?: Record<string, unknown>) =>
  translate('zh', d, values);
const encrypt = (password: string) =>
  publicEncrypt(
    { key: loadRsaKeys(null).publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(password),
  ).toString('base64');

describeEachDatabase('platform members', (database) => {
  let app: FastifyInstance;
  const db = (): Database => database().handle.db;
  const tokens = new Map<PlatformRole, string>();
  /** A shopper with 500 points and ¥10.00, signed in; one with a password; an empty one. */
  let rich: { userId: string; token: string };
  let withPassword: { userId: string; token: string; userName: string };
  let plain: { userId: string; token: string };
  const PASSWORD = 'Member#2026';
  const tag = `m${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await testServer({ db: db(), rateLimiter: unthrottled, account: { devOutbox: true } });
    await app.ready();
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const id = await addPlatformAccount(db(), {
        username: `member_${role}`,
        role,
        password: `Test-${role}-9876`,
      });
      tokens.set(role, (await issuePlatformToken(db(), id, Date.now())).token);
    }
    rich = await makeShopper(db(), { label: `${tag}富`, address: null, points: 500, balance: 1000 });
    await db().update(users).set({ mobile: '13912345678' }).where(eq(users.userId, rich.userId));
    const made = await makeShopper(db(), { label: `${tag}pw`, address: null });
    const userName = `${tag}_pw`;
    await db()
      .update(users)
      .set({ userName, passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.userId, made.userId));
    withPassword = { ...made, userName };
    plain = await makeShopper(db(), { label: `${tag}空`, address: null });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const call = (method: Method, url: string, body?: unknown, role: PlatformRole | null = 'operator') =>
    app.inject(signedRequest(method, url, body, role ? { token: tokens.get(role)! } : {}));
  const audit = platformAuditProbe(() => app, db);
  const logMark = audit.mark;
  const logSince = audit.since;
  const score = async (userId: string) =>
    (await db().select().from(userPoints).where(eq(userPoints.userId, userId)))[0]?.score ?? 0;
  const balance = async (userId: string) =>
    (await db().select().from(userWallets).where(eq(userWallets.userId, userId)))[0]?.balanceCents ?? 0;
  const ledgerCounts = async () => ({
    points: (await db().select({ n: count() }).from(pointsLedger))[0]!.n,
    wallet: (await db().select({ n: count() }).from(walletLedger))[0]!.n,
  });
  /** Expects `sent` refused with `message` (400) and nothing changed: no audit row, no ledger row. */
  const refusedUnchanged = (
    sent: () => Promise<{ statusCode: number; body: string }>,
    message: Parameters<typeof translate>[1],
    values?: Record<string, unknown>,
  ) => audit.refusedUnchanged(sent, message, ledgerCounts, 400, values);

  it('lists members newest first with masked mobiles, filtered by word, status and registration day', async () => {
    const page = await expectOk<PlatformMemberPage>(app, call('GET', `/platform/user/page?keyword=${tag}`));
    expect(page.records.map((r) => r.userId)).toEqual([plain.userId, withPassword.userId, rich.userId]);
    expect(page.records[2]).toMatchObject({
      nickName: `${tag}富`,
      mobile: '139****5678',
      score: 500,
      balance: 1000,
      status: 1,
      orderCount: 0,
    });
    expect(page.records[2]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // By mobile digits and by the exact user id.
    const byMobile = await expectOk<PlatformMemberPage>(
      app,
      call('GET', '/platform/user/page?keyword=12345678'),
    );
    expect(byMobile.records.map((r) => r.userId)).toContain(rich.userId);
    const byId = await expectOk<PlatformMemberPage>(
      app,
      call('GET', `/platform/user/page?keyword=${rich.userId}`),
    );
    expect(byId.records.map((r) => r.userId)).toEqual([rich.userId]);
    // Disabled only: none of ours yet; a day long past: none.
    const disabled = await expectOk<PlatformMemberPage>(
      app,
      call('GET', `/platform/user/page?keyword=${tag}&status=0`),
    );
    expect(disabled.total).toBe(0);
    const past = await expectOk<PlatformMemberPage>(
      app,
      call('GET', `/platform/user/page?keyword=${tag}&startDate=2020-01-01&endDate=2020-01-02`),
    );
    expect(past.total).toBe(0);
    // Paged.
    const second = await expectOk<PlatformMemberPage>(
      app,
      call('GET', `/platform/user/page?keyword=${tag}&size=2&current=2`),
    );
    expect(second).toMatchObject({ total: 3, pages: 2, current: 2 });
    expect(second.records.map((r) => r.userId)).toEqual([rich.userId]);
    // Malformed filters.
    await expectRefused(app, call('GET', '/platform/user/page?status=2'), messages.queryStatusInvalid);
    await expectRefused(
      app,
      call('GET', '/platform/user/page?startDate=2026-02-30'),
      messages.queryDateInvalid,
    );
    await expectRefused(
      app,
      call('GET', '/platform/user/page?startDate=2026-03-02&endDate=2026-03-01'),
      messages.queryDateRangeInvalid,
    );
  });

  it('shows one member with level, points, balance and order counts, and 404 for an unknown one', async () => {
    const info = await expectOk<PlatformMemberInfo>(
      app,
      call('GET', `/platform/user/info?userId=${rich.userId}`),
    );
    expect(info).toMatchObject({
      userId: rich.userId,
      mobile: '139****5678',
      score: 500,
      balance: 1000,
      status: 1,
      paidLevel: null,
      latestOrders: [],
    });
    expect(info.orderCounts.map((c) => c.status)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(info.ownedShop).toBeNull();
    // A member whose application opened a store: the detail names it, with its state.
    const owner = await makeShopper(db(), { label: `${tag}店主`, address: null });
    const [shop] = await db()
      .insert(shops)
      .values({ nameZh: `${tag}会员的店`, nameEn: `${tag} member's store`, status: 2 })
      .returning({ shopId: shops.shopId });
    await db()
      .insert(shopApplies)
      .values({
        userId: owner.userId,
        status: 1,
        shopId: shop!.shopId,
        shopName: `${tag}会员的店`,
        tel: '13800138000',
        provinceId: 110000,
        province: '北京市',
        cityId: 110100,
        city: '北京市',
        areaId: 110105,
        area: '朝阳区',
        shopAddress: '建国路88号',
        intro: '会员详情的店铺。',
        shopLogo: '/uploads/logo.png',
        businessLicense: '/private-uploads/licence.png',
        identityCardFront: '/private-uploads/front.png',
        identityCardLater: '/private-uploads/back.png',
      });
    const ownerInfo = await expectOk<PlatformMemberInfo>(
      app,
      call('GET', `/platform/user/info?userId=${owner.userId}`),
    );
    expect(ownerInfo.ownedShop).toEqual({ shopId: shop!.shopId, shopName: `${tag}会员的店`, status: 2 });
    await expectNotFound(app, call('GET', '/platform/user/info?userId=u0000nobody'), messages.memberNotFound);
    for (const log of ['scoreLog', 'balanceLog']) {
      await expectNotFound(
        app,
        call('GET', `/platform/user/${log}/page?userId=u0000nobody`),
        messages.memberNotFound,
      );
    }
    await expectRefused(app, call('GET', '/platform/user/info?userId=a%20b'), messages.memberIdInvalid);
    await expectRefused(app, call('GET', '/platform/user/info'), messages.memberIdInvalid);
  });

  it('adjusts points both ways with a ledger row, an audit row and the shopper seeing it as adjusted', async () => {
    const mark = await logMark();
    expect(
      await expectOk(
        app,
        call('PUT', '/platform/user/score', { userId: rich.userId, change: 120, reason: '补偿' }),
      ),
    ).toBe(true);
    expect(await score(rich.userId)).toBe(620);
    expect(
      await expectOk(
        app,
        call('PUT', '/platform/user/score', {
          userId: rich.userId,
          change: -20,
          // A control character (a NUL would be a database error) is cleaned out with the spaces.
          reason: ' 纠错\u0000 ',
        }),
      ),
    ).toBe(true);
    expect(await score(rich.userId)).toBe(600);
    const log = await expectOk<PlatformMemberLogPage>(
      app,
      call('GET', `/platform/user/scoreLog/page?userId=${rich.userId}&size=2`),
    );
    expect(log.records).toMatchObject([
      { kind: MemberLogKind.platform, change: -20, balanceAfter: 600, reason: '纠错', ref: null },
      { kind: MemberLogKind.platform, change: 120, balanceAfter: 620, reason: '补偿', ref: null },
    ]);
    expect(log.total).toBe(3);
    const rows = await logSince(mark);
    expect(rows.map((r) => [r.action, r.targetId, r.actorUsername, r.before, r.after])).toEqual([
      [
        'user.score',
        rich.userId,
        'member_operator',
        { score: 500 },
        { score: 620, change: 120, reason: '补偿' },
      ],
      [
        'user.score',
        rich.userId,
        'member_operator',
        { score: 620 },
        { score: 600, change: -20, reason: '纠错' },
      ],
    ]);
    // The shopper's own ledger: "adjusted" (source 7), and the reason is not shown as an order number.
    const own = await expectOk<{ records: { source: number; bizId: string | null }[] }>(
      app,
      app.inject(signedRequest('GET', '/p/score/page', undefined, { token: rich.token })),
    );
    expect(own.records[0]).toMatchObject({ source: 7, bizId: null });
  });

  it('adjusts the balance in fen both ways with its ledger row and audit row', async () => {
    const mark = await logMark();
    await expectOk(
      app,
      call('PUT', '/platform/user/balance', { userId: rich.userId, change: 250, reason: '退差价' }),
    );
    await expectOk(
      app,
      call('PUT', '/platform/user/balance', { userId: rich.userId, change: -50, reason: '更正' }),
    );
    expect(await balance(rich.userId)).toBe(1200);
    // A member without a wallet gets one.
    await expectOk(
      app,
      call('PUT', '/platform/user/balance', { userId: plain.userId, change: 1, reason: '测试' }),
    );
    expect(await balance(plain.userId)).toBe(1);
    const log = await expectOk<PlatformMemberLogPage>(
      app,
      call('GET', `/platform/user/balanceLog/page?userId=${rich.userId}`),
    );
    expect(log.records.slice(0, 2)).toMatchObject([
      { kind: MemberLogKind.platform, change: -50, balanceAfter: 1200, reason: '更正' },
      { kind: MemberLogKind.platform, change: 250, balanceAfter: 1250, reason: '退差价' },
    ]);
    expect(log.records[2]).toMatchObject({
      kind: MemberLogKind.other,
      change: 1000,
      ref: 'test',
      reason: null,
    });
    expect((await logSince(mark)).map((r) => [r.action, r.before, r.after])).toEqual([
      ['user.balance', { balance: 1000 }, { balance: 1250, change: 250, reason: '退差价' }],
      ['user.balance', { balance: 1250 }, { balance: 1200, change: -50, reason: '更正' }],
      ['user.balance', { balance: 0 }, { balance: 1, change: 1, reason: '测试' }],
    ]);
    const ledger = await db().select().from(walletLedger).where(eq(walletLedger.userId, plain.userId));
    expect(ledger).toMatchObject([{ reason: PLATFORM_ADJUST, ref: '测试', changeCents: 1 }]);
  });

  it('refuses bad adjustments and a result below zero, changing nothing', async () => {
    const put = (path: string, body: unknown) => () => call('PUT', `/platform/user/${path}`, body);
    const userId = rich.userId;
    for (const change of [0, 1.5, 1_000_001, -1_000_001, '5'])
      await refusedUnchanged(
        put('score', { userId, change, reason: 'x' }),
        messages.memberScoreChangeInvalid,
      );
    for (const change of [0, 0.5, 10_000_001])
      await refusedUnchanged(
        put('balance', { userId, change, reason: 'x' }),
        messages.memberBalanceChangeInvalid,
      );
    await refusedUnchanged(
      put('score', { userId, change: 1, reason: '  ' }),
      messages.memberAdjustReasonRequired,
    );
    await refusedUnchanged(put('score', { userId, change: 1 }), messages.memberAdjustReasonRequired);
    await refusedUnchanged(
      put('balance', { userId, change: 1, reason: 'x'.repeat(201) }),
      messages.auditRemarkTooLong,
    );
    await refusedUnchanged(
      put('score', { userId, change: -601, reason: '太多' }),
      messages.memberScoreBelowZero,
      {
        score: 600,
      },
    );
    await refusedUnchanged(
      put('balance', { userId, change: -1201, reason: '太多' }),
      messages.memberBalanceBelowZero,
      {
        balance: '¥12.00',
      },
    );
    expect(await score(userId)).toBe(600);
    expect(await balance(userId)).toBe(1200);
    for (const path of ['score', 'balance', 'status']) {
      const mark = await logMark();
      const res = call('PUT', `/platform/user/${path}`, {
        userId: 'u0000nobody',
        change: 1,
        status: 0,
        reason: 'x',
      });
      await expectNotFound(app, res, messages.memberNotFound);
      expect(await logSince(mark)).toEqual([]);
    }
  });

  it('refuses a points credit past the 32-bit points column, changing nothing', async () => {
    const full = await makeShopper(db(), { label: `满分${Date.now() % 10_000}`, address: null, points: 100 });
    await db()
      .update(userPoints)
      .set({ score: MEMBER_SCORE_MAX - 10 })
      .where(eq(userPoints.userId, full.userId));
    await refusedUnchanged(
      () => call('PUT', '/platform/user/score', { userId: full.userId, change: 11, reason: '补偿' }),
      messages.memberScoreAboveMax,
      { score: MEMBER_SCORE_MAX - 10, max: MEMBER_SCORE_MAX },
    );
    expect(await score(full.userId)).toBe(MEMBER_SCORE_MAX - 10);
    // Up to the largest value is fine.
    await expectOk(
      app,
      call('PUT', '/platform/user/score', { userId: full.userId, change: 10, reason: '补偿' }),
    );
    expect(await score(full.userId)).toBe(MEMBER_SCORE_MAX);
  });

  it('counts two adjustments made at once, both ways', async () => {
    const before = { score: await score(rich.userId), balance: await balance(rich.userId) };
    const answers = await Promise.all([
      call('PUT', '/platform/user/score', { userId: rich.userId, change: 7, reason: 'a' }),
      call('PUT', '/platform/user/score', { userId: rich.userId, change: 11, reason: 'b' }, 'admin'),
      call('PUT', '/platform/user/balance', { userId: rich.userId, change: 30, reason: 'a' }),
      call('PUT', '/platform/user/balance', { userId: rich.userId, change: -13, reason: 'b' }, 'admin'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await score(rich.userId)).toBe(before.score + 18);
    expect(await balance(rich.userId)).toBe(before.balance + 17);
  });

  it('disables a member: its token is refused at once, the login too; enabling lets a new login in', async () => {
    const login = () =>
      app.inject(
        signedRequest('POST', '/login', {
          principal: withPassword.userName,
          credentials: encrypt(PASSWORD),
          appType: 1,
          loginType: 0,
        }),
      );
    const me = (token: string) => app.inject(signedRequest('GET', '/p/user/userInfo', undefined, { token }));
    expect((await me(withPassword.token)).statusCode).toBe(200);
    const mark = await logMark();
    await expectOk(app, call('PUT', '/platform/user/status', { userId: withPassword.userId, status: 0 }));
    const refused = await me(withPassword.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toBe(zh(messages.tokenInvalid));
    // Revoked in the same transaction.
    const revoked = await db()
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, withPassword.userId));
    expect(revoked.length).toBeGreaterThan(0);
    expect(revoked.every((t) => t.revokedAt !== null)).toBe(true);
    await expectRefused(app, login(), messages.accountDisabled);
    // Twice is refused and changes nothing.
    await refusedUnchanged(
      () => call('PUT', '/platform/user/status', { userId: withPassword.userId, status: 0 }),
      messages.memberStatusUnchanged,
    );
    const listed = await expectOk<PlatformMemberPage>(
      app,
      call('GET', `/platform/user/page?keyword=${tag}&status=0`),
    );
    expect(listed.records.map((r) => r.userId)).toEqual([withPassword.userId]);

    await expectOk(
      app,
      call('PUT', '/platform/user/status', { userId: withPassword.userId, status: 1 }, 'admin'),
    );
    expect((await me(withPassword.token)).statusCode).toBe(401);
    const again = await expectOk<LoginResult>(app, login());
    expect((await me(again.access_token)).statusCode).toBe(200);
    expect((await logSince(mark)).map((r) => [r.action, r.actorUsername, r.before, r.after])).toEqual([
      ['user.disable', 'member_operator', { status: 1 }, { status: 0 }],
      ['user.enable', 'member_admin', { status: 0 }, { status: 1 }],
    ]);
    await refusedUnchanged(
      () => call('PUT', '/platform/user/status', { userId: withPassword.userId, status: 2 }),
      messages.memberStatusInvalid,
    );
  });

  it('refuses the auditor (403) and a request without a platform token (401) on every route', async () => {
    const routes: [Method, string, unknown?][] = [
      ['GET', '/platform/user/page'],
      ['GET', `/platform/user/info?userId=${rich.userId}`],
      ['GET', `/platform/user/scoreLog/page?userId=${rich.userId}`],
      ['GET', `/platform/user/balanceLog/page?userId=${rich.userId}`],
      ['PUT', '/platform/user/status', { userId: plain.userId, status: 0 }],
      ['PUT', '/platform/user/score', { userId: plain.userId, change: 5, reason: 'x' }],
      ['PUT', '/platform/user/balance', { userId: plain.userId, change: 5, reason: 'x' }],
    ];
    const mark = await logMark();
    for (const [method, url, body] of routes) {
      const forbidden = await call(method, url, body, 'auditor');
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.body).toBe(zh(messages.platformForbidden));
      const anonymous = await call(method, url, body, null);
      expect(anonymous.statusCode, url).toBe(401);
      // A shopper's token is nothing here.
      const shopper = await app.inject(signedRequest(method, url, body, { token: rich.token }));
      expect(shopper.statusCode, url).toBe(401);
    }
    expect(await logSince(mark)).toEqual([]);
    expect(await score(plain.userId)).toBe(0);
    // The administrator and the operator may read.
    for (const role of ['admin', 'operator'] as const)
      expect(
        (await call('GET', `/platform/user/scoreLog/page?userId=${plain.userId}`, undefined, role))
          .statusCode,
      ).toBe(200);
  });
});
