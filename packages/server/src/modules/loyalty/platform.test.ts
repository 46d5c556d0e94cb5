// The platform console's loyalty rules (issue 18 item 5, decisions/0095) on PostgreSQL (PGlite instead
// where PostgreSQL is unavailable, decisions/0097): reading and replacing the points rules (a shopper's
// next sign-in earns the new score: the cached copy is gone), the level list with its rights, editing an
// ordinary level (threshold strictly between its neighbours') and a paid plan (price in fen, term), every
// refusal changing nothing and writing no audit row, and the roles (everyone reads; the auditor may not
// change; no platform token is a 401).
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
import { platformAuditProbe } from '../../test/platform-audit.ts';
import { expectOk, signedRequest, testServer, type Method } from '../../test/inject.ts';
import { makeShopper } from '../../test/mall.ts';
import { addPlatformAccount } from '../platform/accounts.ts';
import { issuePlatformToken } from '../platform/auth.ts';
import { seedDemoLevels } from './demo.ts';

describeEachDatabase('platform loyalty rules', (database) => {
  let app: FastifyInstance;
  const db = (): Database => database().handle.db;
  const tokens = new Map<PlatformRole, string>();

  beforeAll(async () => {
    await seedDemoLevels(db());
    // With the hot cache on: the rules a sign-in reads are cached, and a change must drop them at once.
    app = await testServer({ db: db(), cacheTtlMs: 60_000 });
    await app.ready();
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const id = await addPlatformAccount(db(), {
        username: `loyalty_${role}`,
        role,
        password: `Test-${role}-9876`,
      });
      tokens.set(role, (await issuePlatformToken(db(), id, Date.now())).token);
    }
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
