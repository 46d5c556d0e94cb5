// The platform console's loyalty rules (issue 18 item 5, decisions/0095) on PostgreSQL (PGlite instead
// where PostgreSQL is unavailable, decisions/0097): reading and replacing the points rules (a shopper's
// next sign-in earns the new score: the cached copy is gone), the level list with its rights, editing an
// ordinary level (threshold strictly between its neighbours') and a paid plan (price in fen, term), every
// refusal changing nothing and writing no audit row, and the roles (everyone reads; the auditor may not
// change; no platform token is a 401). Adding and deleting levels, a plan's status and order
// (decisions/0104): a new ordinary level takes its place by growth and its members at once, a deleted one
// gives them back to the level below, a bought plan and the lowest level stay, a hidden plan is not sold.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  LevelType,
  SIGN_IN_SCORES_DEFAULT,
  messages,
  type PlatformLevel,
  type PlatformLevelList,
  type PlatformLoyaltySettings,
  type PlatformRole,
  type SignInAnswer,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { lockWaiter } from '../../test/lockWait.ts';
import { platformRoleTokens } from '../../test/platform-accounts.ts';
import { platformAuditProbe } from '../../test/platform-audit.ts';
import { expectOk, expectRefused, signedRequest, testServer, type Method } from '../../test/inject.ts';
import { makeShopper } from '../../test/mall.ts';
import { creditGrowth } from '../points/service.ts';
import { userPoints } from '../points/tables.ts';
import { shops } from '../shop/tables.ts';
import { seedDemoLevels } from './demo.ts';
import { holdLevelLadder, ordinaryLevels } from './levels.ts';

describeEachDatabase('platform loyalty rules', (database) => {
  let app: FastifyInstance;
  const db = (): Database => database().handle.db;
  let tokens = new Map<PlatformRole, string>();

  beforeAll(async () => {
    await seedDemoLevels(db());
    // With the hot cache on: the rules a sign-in reads are cached, and a change must drop them at once.
    app = await testServer({ db: db(), cacheTtlMs: 60_000 });
    await app.ready();
    tokens = await platformRoleTokens(db(), 'loyalty');
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const call = (method: Method, url: string, body?: unknown, role: PlatformRole | null = 'operator') =>
    app.inject(signedRequest(method, url, body, role ? { token: tokens.get(role)! } : {}));
  const audit = platformAuditProbe(() => app, db);
  const logMark = audit.mark;
  const logSince = audit.since;
  const settings = () => expectOk<PlatformLoyaltySettings>(app, call('GET', '/platform/loyalty/settings'));
  const list = () => expectOk<PlatformLevelList>(app, call('GET', '/platform/level/list'));
  /** The whole state this module's routes change, to prove a refusal changed nothing. */
  const snapshot = async () => ({ settings: await settings(), list: await list() });
  const refusedUnchanged = (
    sent: () => ReturnType<typeof call>,
    message: Parameters<typeof translate>[1],
    status = 400,
  ) => audit.refusedUnchanged(sent, message, snapshot, status);
  const ordinary = (l: PlatformLevelList) => l.levels.filter((x) => x.levelType === LevelType.ordinary);
  const paid = (l: PlatformLevelList) => l.levels.find((x) => x.levelType === LevelType.paid)!;
  const edit = (level: PlatformLevel) => ({
    levelId: level.levelId,
    nameZh: level.nameZh,
    nameEn: level.nameEn,
    ...(level.levelType === LevelType.ordinary
      ? { needGrowth: level.needGrowth }
      : { price: level.price, termDays: level.termDays }),
    rightsIds: level.rightsIds,
  });

  const goodSettings: PlatformLoyaltySettings = {
    signInEnabled: true,
    signInScores: [70, 10, 20, 20, 30, 30, 90],
    signInGrowth: 3,
    earnUnitCents: 200,
    growthUnitCents: 50,
  };

  it('reads the points rules, replaces them with an audit row, and the next sign-in earns the new score', async () => {
    const before = await settings();
    expect(before).toEqual({
      signInEnabled: true,
      signInScores: [...SIGN_IN_SCORES_DEFAULT],
      signInGrowth: 1,
      earnUnitCents: 100,
      growthUnitCents: 100,
    });
    // The cached copy is read once before the change (a shopper's points page), so the test proves it is dropped.
    const shopper = await makeShopper(db(), { label: 'ls', address: null });
    const scoreInfo = await expectOk<{ signInScores: number[] }>(
      app,
      app.inject(signedRequest('GET', '/p/score/scoreInfo', undefined, { token: shopper.token })),
    );
    expect(scoreInfo.signInScores).toEqual([...SIGN_IN_SCORES_DEFAULT]);
    const mark = await logMark();
    expect(await expectOk(app, call('PUT', '/platform/loyalty/settings', goodSettings))).toBe(true);
    expect(await settings()).toEqual(goodSettings);
    const [row, ...more] = await logSince(mark);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      action: 'loyaltySettings.update',
      targetType: 'loyaltySettings',
      targetId: '1',
      actorRole: 'operator',
      before,
      after: goodSettings,
    });
    // A shopper without a level signs in: day 1 of the streak earns the new 70 points and 3 growth.
    const answer = await expectOk<SignInAnswer>(
      app,
      app.inject(signedRequest('GET', '/p/score/updateUserScore', undefined, { token: shopper.token })),
    );
    expect(answer).toMatchObject({ addScore: 70, addGrowth: 3, signInCount: 1 });
    // The administrator may change them too; switching the sign-in off is kept.
    const off = { ...goodSettings, signInEnabled: false };
    await expectOk(app, call('PUT', '/platform/loyalty/settings', off, 'admin'));
    expect((await settings()).signInEnabled).toBe(false);
    await expectOk(app, call('PUT', '/platform/loyalty/settings', goodSettings, 'admin'));
  });

  it('refuses malformed points rules with a translated message and changes nothing', async () => {
    const put = (body: unknown) => () => call('PUT', '/platform/loyalty/settings', body);
    const bad: [unknown, Parameters<typeof translate>[1]][] = [
      [{ ...goodSettings, signInScores: [10, 10, 10, 10, 10, 10] }, messages.loyaltySignInScoresInvalid],
      [
        { ...goodSettings, signInScores: [10, 10, 10, 10, 10, 10, 10, 10] },
        messages.loyaltySignInScoresInvalid,
      ],
      [{ ...goodSettings, signInScores: [10, 10, -1, 10, 10, 10, 10] }, messages.loyaltySignInScoresInvalid],
      [
        { ...goodSettings, signInScores: [10, 10, 10.5, 10, 10, 10, 10] },
        messages.loyaltySignInScoresInvalid,
      ],
      [
        { ...goodSettings, signInScores: [10, 10, 10001, 10, 10, 10, 10] },
        messages.loyaltySignInScoresInvalid,
      ],
      [{ ...goodSettings, signInScores: 'many' }, messages.loyaltySignInScoresInvalid],
      [{ ...goodSettings, signInGrowth: -1 }, messages.loyaltySignInGrowthInvalid],
      [{ ...goodSettings, earnUnitCents: 0 }, messages.loyaltyUnitInvalid],
      [{ ...goodSettings, growthUnitCents: 1_000_001 }, messages.loyaltyUnitInvalid],
      [{ ...goodSettings, signInEnabled: 'yes' }, messages.invalid],
    ];
    for (const [body, message] of bad) await refusedUnchanged(put(body), message);
  });

  it('lists the ordinary levels in their order and the paid plan, with their rights in both languages', async () => {
    const l = await list();
    expect(ordinary(l).map((x) => [x.nameEn, x.needGrowth, x.price, x.termDays])).toEqual([
      ['Silver', 100, null, null],
      ['Gold', 500, null, null],
      ['Diamond', 2000, null, null],
    ]);
    expect(paid(l)).toMatchObject({
      nameZh: '超级会员',
      nameEn: 'Premium',
      price: 1990,
      termDays: 30,
      needGrowth: 0,
    });
    const gold = ordinary(l)[1]!;
    expect(gold.rightsIds.length).toBeGreaterThan(0);
    for (const id of gold.rightsIds) {
      const rights = l.rights.find((r) => r.rightsId === id)!;
      expect(rights.nameZh).not.toBe('');
      expect(rights.nameEn).not.toBe('');
    }
    expect(l.rights.some((r) => r.discountPercent === 98)).toBe(true);
  });

  it('edits an ordinary level and a paid plan, each with its audit row', async () => {
    const l = await list();
    const gold = ordinary(l)[1]!;
    const plan = paid(l);
    const freeShipping = l.rights.find((r) => r.freeShipping)!;
    const mark = await logMark();
    await expectOk(
      app,
      call('PUT', '/platform/level', {
        ...edit(gold),
        nameZh: ' 金卡会员 ',
        nameEn: 'Gold card',
        needGrowth: 800,
        rightsIds: [freeShipping.rightsId],
      }),
    );
    await expectOk(
      app,
      call('PUT', '/platform/level', { ...edit(plan), price: 2990, termDays: 90 }, 'admin'),
    );
    const after = await list();
    const goldAfter = after.levels.find((x) => x.levelId === gold.levelId)!;
    expect(goldAfter).toMatchObject({
      nameZh: '金卡会员',
      nameEn: 'Gold card',
      needGrowth: 800,
      rightsIds: [freeShipping.rightsId],
    });
    expect(paid(after)).toMatchObject({ price: 2990, termDays: 90 });
    const rows = await logSince(mark);
    expect(rows.map((r) => [r.action, r.targetId, r.actorRole])).toEqual([
      ['level.update', String(gold.levelId), 'operator'],
      ['level.update', String(plan.levelId), 'admin'],
    ]);
    expect(rows[0]!.before).toEqual(gold);
    expect(rows[0]!.after).toEqual(goldAfter);
    expect(rows[1]!.after).toMatchObject({ price: 2990, termDays: 90 });
    // The shopper's level page reads the new name at once (the cached levels are gone).
    const shopper = await makeShopper(db(), { label: 'lv', address: null });
    const page = await expectOk<{ records: { levelName: string; needGrowth: number }[] }>(
      app,
      app.inject(
        signedRequest('GET', '/p/score/scoreLevel/page?levelType=0', undefined, {
          token: shopper.token,
          lang: 'en',
        }),
      ),
    );
    expect(page.records).toContainEqual(expect.objectContaining({ levelName: 'Gold card', needGrowth: 800 }));
  });

  it('refuses a bad level edit with a translated message and changes nothing', async () => {
    const l = await list();
    const [silver, gold, diamond] = ordinary(l) as [PlatformLevel, PlatformLevel, PlatformLevel];
    const plan = paid(l);
    const put = (body: unknown) => () => call('PUT', '/platform/level', body);
    const bad: [unknown, Parameters<typeof translate>[1]][] = [
      // The thresholds stay strictly increasing: not at or below the level before, not at or above the next.
      [{ ...edit(gold), needGrowth: silver.needGrowth }, messages.levelGrowthOrder],
      [{ ...edit(gold), needGrowth: diamond.needGrowth }, messages.levelGrowthOrder],
      [{ ...edit(silver), needGrowth: gold.needGrowth + 1 }, messages.levelGrowthOrder],
      [{ ...edit(diamond), needGrowth: gold.needGrowth - 1 }, messages.levelGrowthOrder],
      // Each kind takes its own fields.
      [{ ...edit(gold), price: 100, termDays: 30 }, messages.levelFieldsMismatch],
      [{ ...edit(gold), needGrowth: undefined }, messages.levelFieldsMismatch],
      [{ ...edit(plan), needGrowth: 10 }, messages.levelFieldsMismatch],
      [{ ...edit(plan), termDays: undefined }, messages.levelFieldsMismatch],
      [{ ...edit(plan), price: 0 }, messages.levelPriceInvalid],
      [{ ...edit(plan), price: 10_000_001 }, messages.levelPriceInvalid],
      [{ ...edit(plan), termDays: 3661 }, messages.levelTermInvalid],
      [{ ...edit(gold), needGrowth: -1 }, messages.levelNeedGrowthInvalid],
      [{ ...edit(gold), nameZh: '  ' }, messages.levelNameInvalid],
      [{ ...edit(gold), nameEn: 'x'.repeat(31) }, messages.levelNameInvalid],
      [
        { ...edit(gold), rightsIds: [l.rights[0]!.rightsId, l.rights[0]!.rightsId] },
        messages.levelRightsInvalid,
      ],
      [{ ...edit(gold), rightsIds: [2_000_000_000] }, messages.levelRightsUnknown],
      [{ ...edit(gold), levelId: 0 }, messages.invalid],
    ];
    for (const [body, message] of bad) await refusedUnchanged(put(body), message);
    await refusedUnchanged(put({ ...edit(gold), levelId: 2_000_000_000 }), messages.levelNotFound, 404);
  });

  /** A shopper at `growth`, stored level as the growth hooks leave it (the level reached then). */
  const shopperAt = async (label: string, growth: number, level: number) => {
    const shopper = await makeShopper(db(), { label, address: null });
    await db().insert(userPoints).values({ userId: shopper.userId, growth, level });
    return shopper;
  };
  /** The shopper's level as the storefront answers it (`/p/user/userInfo`, the stored level). */
  const levelOf = async (token: string) =>
    (
      await expectOk<{ level: number }>(
        app,
        app.inject(signedRequest('GET', '/p/user/userInfo', undefined, { token })),
      )
    ).level;
  const create = (body: unknown, role: PlatformRole = 'operator') =>
    call('POST', '/platform/level', body, role);
  const remove = (levelId: number | string, role: PlatformRole = 'operator') =>
    call('DELETE', `/platform/level?levelId=${levelId}`, undefined, role);
  const newPlan = {
    levelType: 1,
    nameZh: '年卡',
    nameEn: 'Yearly',
    price: 9900,
    termDays: 365,
    rightsIds: [],
  };

  it('adds an ordinary level in its place by growth; its members get it at once, and lose it when it is deleted', async () => {
    const [silver, gold, diamond] = ordinary(await list()) as [PlatformLevel, PlatformLevel, PlatformLevel];
    const between = Math.floor((gold.needGrowth + diamond.needGrowth) / 2);
    const reaching = await shopperAt('lr', between + 1, gold.levelId);
    const below = await shopperAt('lb', between - 1, gold.levelId);
    const rights = (await list()).rights[0]!.rightsId;
    const mark = await logMark();
    const levelId = await expectOk<number>(
      app,
      create({ levelType: 0, nameZh: '铂金', nameEn: 'Platinum', needGrowth: between, rightsIds: [rights] }),
    );
    const after = await list();
    expect(ordinary(after).map((l) => l.levelId)).toEqual([
      silver.levelId,
      gold.levelId,
      levelId,
      diamond.levelId,
    ]);
    const created = after.levels.find((l) => l.levelId === levelId)!;
    expect(created).toMatchObject({
      nameEn: 'Platinum',
      needGrowth: between,
      status: 1,
      rightsIds: [rights],
    });
    const [row, ...more] = await logSince(mark);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      action: 'level.create',
      targetType: 'level',
      targetId: String(levelId),
      before: null,
      after: created,
    });
    // The shopper whose growth reaches it has it now; the one below keeps Gold.
    expect(await levelOf(reaching.token)).toBe(levelId);
    expect(await levelOf(below.token)).toBe(gold.levelId);
    // The storefront's level page lists it in its place.
    const page = await expectOk<{ records: { levelName: string }[] }>(
      app,
      app.inject(
        signedRequest('GET', '/p/score/scoreLevel/page?levelType=0', undefined, {
          token: reaching.token,
          lang: 'en',
        }),
      ),
    );
    expect(page.records.map((r) => r.levelName)).toContain('Platinum');

    // Deleted: its members fall to Gold, the level their growth reaches without it.
    const deleteMark = await logMark();
    expect(await expectOk(app, remove(levelId))).toBe(true);
    expect((await list()).levels.map((l) => l.levelId)).not.toContain(levelId);
    expect(await levelOf(reaching.token)).toBe(gold.levelId);
    expect(await levelOf(below.token)).toBe(gold.levelId);
    const [deleted, ...others] = await logSince(deleteMark);
    expect(others).toEqual([]);
    expect(deleted).toMatchObject({
      action: 'level.delete',
      targetId: String(levelId),
      before: created,
      after: null,
    });
  });

  it('grades a growth credit in flight on the new ladder: a level change waits for it, then re-grades it', async () => {
    // Two sessions at once need PostgreSQL (PGlite has one connection: they could not overlap).
    if (database().kind !== 'postgres') return;
    const [, gold, diamond] = ordinary(await list()) as [PlatformLevel, PlatformLevel, PlatformLevel];
    const between = Math.floor((gold.needGrowth + diamond.needGrowth) / 2);
    const member = await shopperAt('lw', between - 1, gold.levelId);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let readLadder!: () => void;
    const ladderRead = new Promise<void>((resolve) => (readLadder = resolve));
    // A sign-in's growth, say: it holds the ladder, reads it (without the new level), then credits 2.
    const credit = db().transaction(async (tx) => {
      await holdLevelLadder(tx);
      const ladder = await ordinaryLevels(tx);
      readLadder();
      await released;
      await creditGrowth(tx, member.userId, 2, ladder, new Date());
    });
    await ladderRead;
    const creating = expectOk<number>(
      app,
      create({ levelType: 0, nameZh: '铂金', nameEn: 'Platinum', needGrowth: between, rightsIds: [] }),
    );
    // The change waits for the credit in flight (on the ladder's lock) ...
    await lockWaiter(db(), 'postgres');
    release();
    await credit;
    const levelId = await creating;
    // ... so its re-grade saw the credit: the member, now past the new threshold, has the new level
    // (without the lock the credit graded on the old ladder after the re-grade, and stayed Gold).
    expect(await levelOf(member.token)).toBe(levelId);
    expect(await expectOk(app, remove(levelId))).toBe(true);
  });

  it('adds a hidden paid plan that is not sold, shows it, orders it, and refuses to delete it once bought', async () => {
    if ((await db().select().from(shops).where(eq(shops.type, 1))).length === 0)
      await db().insert(shops).values({ nameZh: '自营店', nameEn: 'Self-operated', type: 1 });
    const mark = await logMark();
    const planId = await expectOk<number>(app, create({ ...newPlan, status: 0, seq: 5 }, 'admin'));
    const plan = (await list()).levels.find((l) => l.levelId === planId)!;
    expect(plan).toMatchObject({
      levelType: 1,
      price: 9900,
      termDays: 365,
      status: 0,
      seq: 5,
      needGrowth: 0,
    });
    expect((await logSince(mark)).map((r) => [r.action, r.actorRole])).toEqual([['level.create', 'admin']]);
    const shopper = await makeShopper(db(), { label: 'lp', address: null });
    const shopperCall = (method: Method, url: string, body?: unknown) =>
      app.inject(signedRequest(method, url, body, { token: shopper.token }));
    await expectOk(app, shopperCall('POST', '/special/rights/read', {}));
    const plans = async () =>
      (
        await expectOk<{ records: { id: number }[] }>(
          app,
          shopperCall('GET', '/p/score/scoreLevel/page?levelType=1'),
        )
      ).records.map((r) => r.id);
    // Hidden: not listed, not sold.
    expect(await plans()).not.toContain(planId);
    await expectRefused(
      app,
      shopperCall('POST', '/p/level/payLevel', { id: planId, payType: 9 }),
      messages.levelPlanNotFound,
    );
    // Shown: listed and sold; then bought (an order names it), it cannot be deleted, only hidden.
    await expectOk(app, call('PUT', '/platform/level', { ...edit(plan), status: 1 }));
    expect(await plans()).toContain(planId);
    await expectOk(app, shopperCall('POST', '/p/level/payLevel', { id: planId, payType: 9 }));
    await refusedUnchanged(() => remove(planId), messages.levelDeleteBought);
    await expectOk(app, call('PUT', '/platform/level', { ...edit(plan), status: 0, seq: 7 }));
    expect((await list()).levels.find((l) => l.levelId === planId)).toMatchObject({ status: 0, seq: 7 });
    // A plan nobody bought goes.
    const spare = await expectOk<number>(app, create(newPlan));
    await expectOk(app, remove(spare));
    expect((await list()).levels.map((l) => l.levelId)).not.toContain(spare);
  });

  it('refuses a bad new level, a bad status or order, and deleting the lowest or a missing level, changing nothing', async () => {
    const l = await list();
    const [silver, gold] = ordinary(l) as [PlatformLevel, PlatformLevel];
    const plan = paid(l);
    const ordinaryNew = { levelType: 0, nameZh: '新', nameEn: 'New', needGrowth: 12_345, rightsIds: [] };
    const post = (body: unknown) => () => create(body);
    const put = (body: unknown) => () => call('PUT', '/platform/level', body);
    const bad: [() => ReturnType<typeof call>, Parameters<typeof translate>[1]][] = [
      [post({ ...ordinaryNew, levelType: 2 }), messages.levelTypeInvalid],
      [post({ ...ordinaryNew, levelType: undefined }), messages.levelTypeInvalid],
      [post({ ...ordinaryNew, needGrowth: gold.needGrowth }), messages.levelGrowthOrder],
      [post({ ...ordinaryNew, needGrowth: undefined }), messages.levelFieldsMismatch],
      [post({ ...ordinaryNew, price: 100, termDays: 30 }), messages.levelFieldsMismatch],
      [post({ ...ordinaryNew, status: 0 }), messages.levelOrdinaryShown],
      [post({ ...ordinaryNew, seq: 3 }), messages.levelOrdinaryShown],
      [post({ ...newPlan, needGrowth: 10 }), messages.levelFieldsMismatch],
      [post({ ...newPlan, price: undefined }), messages.levelFieldsMismatch],
      [post({ ...newPlan, price: 0 }), messages.levelPriceInvalid],
      [post({ ...newPlan, status: 2 }), messages.levelStatusInvalid],
      [post({ ...newPlan, seq: 10_000 }), messages.contentSeqInvalid],
      [post({ ...newPlan, nameEn: '' }), messages.levelNameInvalid],
      [post({ ...newPlan, rightsIds: [2_000_000_000] }), messages.levelRightsUnknown],
      [put({ ...edit(gold), status: 0 }), messages.levelOrdinaryShown],
      [put({ ...edit(plan), status: 2 }), messages.levelStatusInvalid],
      [put({ ...edit(plan), seq: -1 }), messages.contentSeqInvalid],
      [() => remove(silver.levelId), messages.levelDeleteLowest],
      [() => remove(0), messages.queryIdInvalid],
      [() => remove('x'), messages.queryIdInvalid],
    ];
    for (const [sent, message] of bad) await refusedUnchanged(sent, message);
    await refusedUnchanged(() => remove(999_999_999), messages.levelNotFound, 404);
  });

  it('lets everyone read, refuses the auditor (403) and a request without a platform token (401)', async () => {
    const l = await list();
    const gold = ordinary(l)[1]!;
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      expect((await call('GET', '/platform/loyalty/settings', undefined, role)).statusCode).toBe(200);
      expect((await call('GET', '/platform/level/list', undefined, role)).statusCode).toBe(200);
    }
    const changes: [Method, string, unknown][] = [
      ['PUT', '/platform/loyalty/settings', { ...goodSettings, signInGrowth: 9 }],
      ['PUT', '/platform/level', { ...edit(gold), nameEn: 'Auditor was here' }],
      ['POST', '/platform/level', { ...newPlan, nameEn: 'Auditor was here' }],
      ['DELETE', `/platform/level?levelId=${gold.levelId}`, undefined],
    ];
    for (const [method, url, body] of changes)
      await refusedUnchanged(() => call(method, url, body, 'auditor'), messages.platformForbidden, 403);
    const shopper = await makeShopper(db(), { label: 'la', address: null });
    for (const [method, url, body] of [
      ...changes,
      ['GET', '/platform/loyalty/settings', undefined] as const,
      ['GET', '/platform/level/list', undefined] as const,
    ]) {
      expect((await call(method, url, body, null)).statusCode, url).toBe(401);
      expect(
        (await app.inject(signedRequest(method, url, body, { token: shopper.token }))).statusCode,
        url,
      ).toBe(401);
    }
  });
});
