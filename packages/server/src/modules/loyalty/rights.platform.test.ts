// The platform console's level rights (issue 18 item 5, decisions/0108) on PostgreSQL (PGlite instead
// where PostgreSQL is unavailable, decisions/0097): adding, editing and deleting a right, each with its
// audit row; an edited member price applies at once to the storefront's level page and to checkout (the
// cached rights are dropped); a right a level still gives is not deleted, also when the delete races a
// level save linking it (one of the two is refused, never a 500 nor a level linking a deleted right);
// every refusal changes nothing and writes no audit row; the auditor may not change (403), no platform
// token is a 401.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  centsToYuan,
  LevelType,
  memberPriceReduction,
  messages,
  type PlatformLevelList,
  type PlatformLevelRights,
  type PlatformRole,
  type ScoreLevel,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { platformRoleTokens } from '../../test/platform-accounts.ts';
import { platformAuditProbe } from '../../test/platform-audit.ts';
import {
  expectOk,
  expectRefused,
  shenzhenAddress,
  signedRequest,
  testServer,
  type Method,
} from '../../test/inject.ts';
import { freightedItem, makeShopper } from '../../test/mall.ts';
import { creditGrowth } from '../points/service.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { DEMO_LEVELS } from './demo.ts';
import { ordinaryLevels } from './levels.ts';

type Page<T> = { records: T[]; total: number };

describeEachDatabase('platform level rights', (database) => {
  let app: FastifyInstance;
  const db = (): Database => database().handle.db;
  let tokens = new Map<PlatformRole, string>();

  beforeAll(async () => {
    await seedIfEmpty(db(), { perLeaf: 1 });
    // With the hot cache on: the rights the level page and checkout read are cached, and a change must
    // drop them at once.
    app = await testServer({ db: db(), cacheTtlMs: 60_000 });
    await app.ready();
    tokens = await platformRoleTokens(db(), 'rights');
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const call = (method: Method, url: string, body?: unknown, role: PlatformRole | null = 'operator') =>
    app.inject(signedRequest(method, url, body, role ? { token: tokens.get(role)! } : {}));
  const audit = platformAuditProbe(() => app, db);
  const list = () => expectOk<PlatformLevelList>(app, call('GET', '/platform/level/list'));
  const refusedUnchanged = (
    sent: () => ReturnType<typeof call>,
    message: Parameters<typeof translate>[1],
    status = 400,
  ) => audit.refusedUnchanged(sent, message, list, status);
  const edit = ({ rightsId, ...fields }: PlatformLevelRights) => ({ rightsId, ...fields });
  const newRight = {
    nameZh: '生日礼包',
    nameEn: 'Birthday gift',
    descriptionZh: '生日当月领取礼包',
    descriptionEn: 'A gift in your birthday month',
    discountPercent: null,
    freeShipping: false,
    signInScore: 0,
    seq: 50,
  };
  const post = (body: unknown, role?: PlatformRole) => call('POST', '/platform/levelRights', body, role);
  const put = (body: unknown, role?: PlatformRole) => call('PUT', '/platform/levelRights', body, role);
  const remove = (rightsId: number | string, role?: PlatformRole) =>
    call('DELETE', `/platform/levelRights?rightsId=${rightsId}`, undefined, role);
  /** Gold's member-price right (9.8 折 in the demo). */
  const goldPrice = async () => {
    const l = await list();
    const gold = l.levels.find((x) => x.levelType === LevelType.ordinary && x.nameEn === 'Gold')!;
    return l.rights.find((r) => gold.rightsIds.includes(r.rightsId) && r.discountPercent !== null)!;
  };

  it('lists every right with every field it edits, in their order', async () => {
    const l = await list();
    expect(l.rights.length).toBeGreaterThan(0);
    const seqs = l.rights.map((r) => r.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(await goldPrice()).toMatchObject({ discountPercent: 98, freeShipping: false, signInScore: 0 });
  });

  it('adds, edits and deletes a right, each with its audit row', async () => {
    const mark = await audit.mark();
    const rightsId = await expectOk<number>(app, post({ ...newRight, nameZh: ' 生日礼包 ' }));
    const added = (await list()).rights.find((r) => r.rightsId === rightsId)!;
    expect(added).toEqual({ rightsId, ...newRight });
    const changed = {
      ...edit(added),
      nameEn: 'Birthday present',
      descriptionEn: 'A present in your birthday month',
      discountPercent: 88,
      freeShipping: true,
      signInScore: 7,
      seq: 51,
    };
    // A line break pasted into a description is a space: the field and the level page show one line.
    const typed = { ...changed, descriptionEn: 'A present\r\nin your birthday month' };
    expect(await expectOk(app, put(typed, 'admin'))).toBe(true);
    expect((await list()).rights.find((r) => r.rightsId === rightsId)).toEqual(changed);
    expect(await expectOk(app, remove(rightsId))).toBe(true);
    expect((await list()).rights.some((r) => r.rightsId === rightsId)).toBe(false);
    const rows = await audit.since(mark);
    expect(rows.map((r) => [r.action, r.targetType, r.targetId, r.actorRole])).toEqual([
      ['levelRights.create', 'levelRights', String(rightsId), 'operator'],
      ['levelRights.update', 'levelRights', String(rightsId), 'admin'],
      ['levelRights.delete', 'levelRights', String(rightsId), 'operator'],
    ]);
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [null, added],
      [added, changed],
      [changed, null],
    ]);
  });

  it("applies an edited member price at once to the level page and to a Gold member's checkout", async () => {
    const shopper = await makeShopper(db(), { label: 'rp', address: shenzhenAddress('rp') });
    await db().transaction(async (tx) =>
      creditGrowth(tx, shopper.userId, DEMO_LEVELS[1].needGrowth, await ordinaryLevels(tx), new Date()),
    );
    const item = await freightedItem(db());
    type Confirm = { shopCartOrders: { discountReduce: number }[] };
    const confirm = () =>
      expectOk<Confirm>(
        app,
        app.inject(
          signedRequest(
            'POST',
            '/p/order/confirm',
            {
              orderItem: { prodId: item.prodId, skuId: item.skuId, prodCount: 1 },
              couponIds: [],
              isScorePay: 0,
            },
            { token: shopper.token },
          ),
        ),
      );
    const levelPage = async () =>
      (
        await expectOk<Page<ScoreLevel>>(
          app,
          app.inject(
            signedRequest('GET', '/p/score/scoreLevel/page?levelType=0', undefined, {
              token: shopper.token,
              lang: 'en',
            }),
          ),
        )
      ).records.find((l) => l.levelName === 'Gold')!;
    // Both read (and cache) the 9.8 first.
    expect((await confirm()).shopCartOrders[0]!.discountReduce).toBe(
      centsToYuan(memberPriceReduction(item.price, 9.8)),
    );
    const right = await goldPrice();
    expect((await levelPage()).rights).toContainEqual(expect.objectContaining({ discount: 9.8 }));
    await expectOk(app, put({ ...edit(right), nameEn: 'Member price: 10% off', discountPercent: 90 }));
    expect((await levelPage()).rights).toContainEqual(
      expect.objectContaining({ rightsId: right.rightsId, name: 'Member price: 10% off', discount: 9 }),
    );
    expect((await confirm()).shopCartOrders[0]!.discountReduce).toBe(
      centsToYuan(memberPriceReduction(item.price, 9)),
    );
    // No member price at all: the right stays (its name), the reduction goes.
    await expectOk(app, put({ ...edit(right), discountPercent: null }));
    expect((await confirm()).shopCartOrders[0]!.discountReduce).toBe(0);
    await expectOk(app, put(edit(right)));
  });

  it('refuses bad fields, a missing right, and deleting a right a level gives, changing nothing', async () => {
    const right = await goldPrice();
    const bad: [() => ReturnType<typeof call>, Parameters<typeof translate>[1]][] = [
      [() => post({ ...newRight, nameZh: '  ' }), messages.rightsNameInvalid],
      [() => post({ ...newRight, nameEn: 'x'.repeat(31) }), messages.rightsNameInvalid],
      [() => post({ ...newRight, nameEn: undefined }), messages.rightsNameInvalid],
      [() => post({ ...newRight, descriptionZh: '长'.repeat(201) }), messages.rightsDescriptionInvalid],
      [() => post({ ...newRight, discountPercent: 0 }), messages.rightsDiscountInvalid],
      [() => post({ ...newRight, discountPercent: 100 }), messages.rightsDiscountInvalid],
      [() => post({ ...newRight, discountPercent: 95.5 }), messages.rightsDiscountInvalid],
      [() => post({ ...newRight, signInScore: -1 }), messages.rightsSignInScoreInvalid],
      [() => post({ ...newRight, signInScore: 10_001 }), messages.rightsSignInScoreInvalid],
      [() => post({ ...newRight, seq: 10_000 }), messages.contentSeqInvalid],
      [() => post({ ...newRight, freeShipping: 'yes' }), messages.invalid],
      [() => post({ ...newRight, seq: -1 }), messages.contentSeqInvalid],
      [() => post([newRight]), messages.malformedRequest],
      [() => put({ ...edit(right), seq: 1.5 }), messages.contentSeqInvalid],
      [() => put({ ...edit(right), discountPercent: 100 }), messages.rightsDiscountInvalid],
      [() => put({ ...edit(right), rightsId: 0 }), messages.invalid],
      [() => remove(right.rightsId), messages.rightsDeleteLinked],
      [() => remove(0), messages.queryIdInvalid],
      [() => remove('x'), messages.queryIdInvalid],
    ];
    for (const [sent, message] of bad) await refusedUnchanged(sent, message);
    await refusedUnchanged(
      () => put({ ...edit(right), rightsId: 2_000_000_000 }),
      messages.rightsNotFound,
      404,
    );
    await refusedUnchanged(() => remove(999_999_999), messages.rightsNotFound, 404);
  });

  it('deletes a right once no level gives it', async () => {
    const l = await list();
    const level = l.levels.find((x) => x.levelType === LevelType.paid)!;
    const rightsId = await expectOk<number>(app, post(newRight));
    const link = (rightsIds: number[]) =>
      expectOk(
        app,
        call('PUT', '/platform/level', {
          levelId: level.levelId,
          nameZh: level.nameZh,
          nameEn: level.nameEn,
          price: level.price,
          termDays: level.termDays,
          rightsIds,
        }),
      );
    await link([...level.rightsIds, rightsId]);
    await refusedUnchanged(() => remove(rightsId), messages.rightsDeleteLinked);
    await link(level.rightsIds);
    await expectOk(app, remove(rightsId));
    expect((await list()).rights.some((r) => r.rightsId === rightsId)).toBe(false);
  });

  it('ends a delete racing a level save that links the right consistently: one of them is refused, never a 500', async () => {
    const level = (await list()).levels.find((x) => x.levelType === LevelType.paid)!;
    const save = (rightsIds: number[]) =>
      call('PUT', '/platform/level', {
        levelId: level.levelId,
        nameZh: level.nameZh,
        nameEn: level.nameEn,
        price: level.price,
        termDays: level.termDays,
        rightsIds,
      });
    for (let round = 0; round < 6; round++) {
      const rightsId = await expectOk<number>(app, post({ ...newRight, nameEn: `Race ${round}` }));
      const linking = () => save([...level.rightsIds, rightsId]);
      const deleting = () => remove(rightsId);
      // Either may reach the database first: alternate which one is sent first. On PGlite (one
      // connection) the two transactions run one after the other; on PostgreSQL they overlap and the
      // right's row locks order them (the delete's FOR UPDATE, the save's KEY SHARE; decisions/0108).
      const [linked, deleted] =
        round % 2 === 0
          ? await Promise.all([linking(), deleting()])
          : await Promise.all([deleting(), linking()]).then(([d, l]) => [l, d] as const);
      const after = await list();
      const stillThere = after.rights.some((r) => r.rightsId === rightsId);
      const givenBy = after.levels.find((x) => x.levelId === level.levelId)!.rightsIds;
      const outcome = `${linked.statusCode}/${deleted.statusCode}`;
      if (outcome === '200/400') {
        // The link committed first: the delete saw it and refused; the right stays, linked.
        await expectRefused(app, Promise.resolve(deleted), messages.rightsDeleteLinked);
        expect(stillThere).toBe(true);
        expect(givenBy).toContain(rightsId);
      } else {
        // The delete committed first: the save found the right gone and refused; nothing links it.
        expect(outcome, `round ${round}: ${linked.body} / ${deleted.body}`).toBe('400/200');
        await expectRefused(app, Promise.resolve(linked), messages.levelRightsUnknown);
        expect(stillThere).toBe(false);
        expect(givenBy).not.toContain(rightsId);
      }
      expect(givenBy.filter((id) => !after.rights.some((r) => r.rightsId === id))).toEqual([]);
      // Back to the level's own rights, and no leftover right.
      await expectOk(app, save(level.rightsIds));
      if (stillThere) await expectOk(app, remove(rightsId));
    }
  });

  it('lets the auditor read but not change (403), and refuses a request without a platform token (401)', async () => {
    const right = await goldPrice();
    expect((await call('GET', '/platform/level/list', undefined, 'auditor')).statusCode).toBe(200);
    const changes: [Method, string, unknown][] = [
      ['POST', '/platform/levelRights', newRight],
      ['PUT', '/platform/levelRights', { ...edit(right), nameEn: 'Auditor was here' }],
      ['DELETE', `/platform/levelRights?rightsId=${right.rightsId}`, undefined],
    ];
    for (const [method, url, body] of changes)
      await refusedUnchanged(() => call(method, url, body, 'auditor'), messages.platformForbidden, 403);
    const shopper = await makeShopper(db(), { label: 'ra', address: null });
    for (const [method, url, body] of changes) {
      expect((await call(method, url, body, null)).statusCode, url).toBe(401);
      expect(
        (await app.inject(signedRequest(method, url, body, { token: shopper.token }))).statusCode,
        url,
      ).toBe(401);
    }
  });
});
