// Free store opening through inject, on PostgreSQL (PGlite instead where PostgreSQL is unavailable,
// decisions/0097) (issue 15, decisions/0051): the shopper's application (every field's rule, the shopper's
// own uploads, one open application, store names), its audit by the platform (reject with a reason,
// resubmit, approve, parallel audits, the log in the same transaction), ownership, the store account and
// its password (the merchant login after it, tokens revoked on a change) and offline.
//
// The platform's calls carry real platform tokens (one account per role, made here) through the real
// guard; the log is read back from `platform_audit_log`.
import { constants, publicEncrypt, randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages, type PlatformRole, type ShopAccount, type ShopApplyInfo } from '@mall/domain';
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
import { platformAuditProbe } from '../../test/platform-audit.ts';
import { makeShopper, unthrottled } from '../../test/mall.ts';
import { users } from '../account/tables.ts';
import { recordUpload } from '../file/service.ts';
import { merchantAccounts, merchantTokens } from '../merchant/tables.ts';
import { shopFreight } from '../order/tables.ts';
import { addPlatformAccount } from '../platform/accounts.ts';
import { issuePlatformToken } from '../platform/auth.ts';
import { shopApplies, shops } from './tables.ts';

interface LogEntry {
  actor: { platformUserId: number; username: string; role: string };
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

describeEachDatabase('free store opening', (database) => {
  let app: FastifyInstance;
  const db = (): Database => database().handle.db;
  /** A live platform token of each role (accounts made for this file). */
  const tokens = new Map<PlatformRole, string>();

  beforeAll(async () => {
    app = await testServer({ db: db(), rateLimiter: unthrottled });
    await app.ready();
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const username = `apply_${role}`;
      const id = await addPlatformAccount(db(), { username, role, password: `Test-${role}-9876` });
      tokens.set(role, (await issuePlatformToken(db(), id, Date.now())).token);
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const call = (method: Method, url: string, token?: string, body?: unknown, role?: PlatformRole) =>
    app.inject(
      signedRequest(method, url, body, {
        ...(token ? { token } : role ? { token: tokens.get(role)! } : {}),
      }),
    );
  const platform = (method: Method, url: string, body?: unknown, role: PlatformRole = 'auditor') =>
    call(method, url, undefined, body, role);
  const audit = (applyId: number, agree: boolean, remark?: string, role: PlatformRole = 'auditor') =>
    platform('PUT', '/platform/shopApply/audit', { applyId, agree, ...(remark ? { remark } : {}) }, role);

  const auditLog = platformAuditProbe(() => app, db);
  /** The last audit log row's id (0: none): a mark to read what comes after. */
  const logMark = auditLog.mark;
  /** The audit log's rows after `mark`, oldest first. */
  const logSince = async (mark: number): Promise<LogEntry[]> =>
    (await auditLog.since(mark)).map((r) => ({
      actor: { platformUserId: r.actorId, username: r.actorUsername, role: r.actorRole },
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before,
      after: r.after,
    }));

  let sequence = 0;
  /** A new shopper (with a mobile) and a token. */
  async function shopper(label = 'store') {
    sequence += 1;
    const made = await makeShopper(db(), { label: `${label}${sequence}`, address: null });
    const mobile = `13${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    await db().update(users).set({ mobile }).where(eq(users.userId, made.userId));
    return { ...made, mobile };
  }

  /** An upload of `userId` (recorded as the upload routes do), its URL: public, or a private image. */
  async function upload(userId: string, kind: 'public' | 'private' = 'public'): Promise<string> {
    const folder = kind === 'public' ? 'uploads' : 'private-uploads';
    const url = `/api/${folder}/2026/11/${randomBytes(16).toString('hex')}.png`;
    await recordUpload(db(), url, userId, new Date());
    return url;
  }
  /** The three documents of an answered application (view links). */
  const linksOf = (shown: NonNullable<ShopApplyInfo>) => ({
    businessLicense: shown.businessLicense,
    identityCardFront: shown.identityCardFront,
    identityCardLater: shown.identityCardLater,
  });
  /** A private image's view link as the server answers it: the stored URL with a signed expiry. */
  const viewLink = (url: string) =>
    expect.stringMatching(new RegExp(`^${url}\\?expires=\\d+&sig=[0-9a-f]{32}$`));

  /** A complete, valid application of `userId` (its own uploads), with `extra` over it. */
  async function form(userId: string, extra: Record<string, unknown> = {}) {
    sequence += 1;
    return {
      shopName: `好店${sequence}号`,
      tel: '13800138000',
      provinceId: 110000,
      cityId: 110100,
      areaId: 110105,
      province: '火星',
      city: '火星',
      area: '火星',
      shopAddress: '建国路88号SOHO现代城',
      intro: '一家卖手工茶具和本地茶叶的小店。',
      shopLogo: await upload(userId),
      businessLicense: await upload(userId, 'private'),
      identityCardFront: await upload(userId, 'private'),
      identityCardLater: await upload(userId, 'private'),
      ...extra,
    };
  }

  const info = (token: string) => expectOk<ShopApplyInfo>(app, call('GET', '/p/shop/apply/info', token));
  const center = (token: string) =>
    expectOk<{ shopAuditStatus: number | null; shopId: number | null }>(
      app,
      call('GET', '/p/user/centerInfo', token),
    );
  const apply = async (token: string, body: unknown) =>
    expectOk<number>(app, call('POST', '/p/shop/apply', token, body));
  const appliesOf = (userId: string) => db().select().from(shopApplies).where(eq(shopApplies.userId, userId));

  const encrypt = async (password: string) => {
    const pem = await expectOk<string>(app, signedRequest('GET', '/rsa/publicKey'));
    return publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString(
      'base64',
    );
  };
  const merchantLogin = async (username: string, password: string) =>
    app.inject(signedRequest('POST', '/merchant/login', { username, password: await encrypt(password) }));
  const setStorePassword = async (token: string, password: string) =>
    call('PUT', '/p/shop/account/password', token, { password: await encrypt(password) });

  /** A shopper with an approved store: its token, user id, application and store. */
  async function approvedOwner() {
    const owner = await shopper('owner');
    const applyId = await apply(owner.token, await form(owner.userId));
    await expectOk(app, audit(applyId, true));
    const shown = (await info(owner.token))!;
    return { ...owner, applyId, shopId: shown.shopId! };
  }

  it('answers null and no status before a shopper applies', async () => {
    const { token } = await shopper();
    expect(await info(token)).toBeNull();
    expect(await center(token)).toMatchObject({ shopAuditStatus: null, shopId: null });
  });

  it('applies: under review, region names from the region data, the centre follows', async () => {
    const { token, userId } = await shopper();
    const body = await form(userId);
    const applyId = await apply(token, body);
    const shown = await info(token);
    expect(shown).toEqual({
      ...body,
      applyId,
      status: 0,
      auditRemark: null,
      shopId: null,
      province: '北京市',
      city: '北京市',
      area: '朝阳区',
      // The documents are answered as view links of the stored private images (file/private.ts).
      businessLicense: viewLink(body.businessLicense),
      identityCardFront: viewLink(body.identityCardFront),
      identityCardLater: viewLink(body.identityCardLater),
    });
    expect(await center(token)).toMatchObject({ shopAuditStatus: 0, shopId: null });
    // Only the URL is stored.
    const [row] = await db().select().from(shopApplies).where(eq(shopApplies.applyId, applyId));
    expect(row!.identityCardFront).toBe(body.identityCardFront);
  });

  it('refuses a second application while one is under review, and makes one of two parallel submits', async () => {
    const first = await shopper();
    await apply(first.token, await form(first.userId));
    await expectRefused(
      app,
      call('POST', '/p/shop/apply', first.token, await form(first.userId)),
      messages.storeApplyExists,
    );
    expect(await appliesOf(first.userId)).toHaveLength(1);

    const racer = await shopper();
    const [a, b] = [await form(racer.userId), await form(racer.userId)];
    const answers = await Promise.all([
      call('POST', '/p/shop/apply', racer.token, a),
      call('POST', '/p/shop/apply', racer.token, b),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.statusCode === 400)!;
    expect(refused.body).toBe(translate('zh', messages.storeApplyExists));
    expect(await appliesOf(racer.userId)).toHaveLength(1);
  });

  it("refuses each field that breaks its rule, and another shopper's or a foreign image, changing nothing", async () => {
    const { token, userId } = await shopper();
    const stranger = await shopper('stranger');
    const strangers = await upload(stranger.userId);
    const strangersDocument = await upload(stranger.userId, 'private');
    // The documents are private images and the logo a public one: each kind only in its own fields.
    const publicOwn = await upload(userId);
    const privateOwn = await upload(userId, 'private');
    const cases: [Record<string, unknown>, (typeof messages)[keyof typeof messages]][] = [
      [{ shopName: '' }, messages.storeNameRequired],
      [{ shopName: '店'.repeat(21) }, messages.storeNameTooLong],
      [{ shopName: '好店<script>' }, messages.storeNameInvalid],
      [{ tel: '12345' }, messages.contactPhoneInvalid],
      [{ provinceId: 0 }, messages.regionRequired],
      [{ areaId: 440305 }, messages.regionRequired],
      [{ shopAddress: '短地址' }, messages.addressDetailTooShort],
      [{ intro: '太短了' }, messages.storeDescriptionLength],
      [{ intro: '长'.repeat(201) }, messages.storeDescriptionLength],
      [{ shopLogo: '' }, messages.storeLogoRequired],
      [{ businessLicense: '' }, messages.storeLicenceRequired],
      [{ identityCardFront: '' }, messages.idCardFrontRequired],
      [{ identityCardLater: '' }, messages.idCardBackRequired],
      [{ shopLogo: strangers }, messages.imageNotUploaded],
      [{ businessLicense: 'https://example.com/licence.png' }, messages.imageNotUploaded],
      [{ identityCardLater: '/api/uploads/2026/11/' + '0'.repeat(32) + '.png' }, messages.imageNotUploaded],
      [{ identityCardFront: strangersDocument }, messages.imageNotUploaded],
      [{ businessLicense: publicOwn }, messages.imageNotUploaded],
      [{ shopLogo: privateOwn }, messages.imageNotUploaded],
      [{ identityCardLater: `${publicOwn}?expires=1&sig=${'0'.repeat(32)}` }, messages.imageNotUploaded],
    ];
    for (const [extra, message] of cases) {
      await expectRefused(app, call('POST', '/p/shop/apply', token, await form(userId, extra)), message);
    }
    expect(await appliesOf(userId)).toEqual([]);
    expect(await info(token)).toBeNull();
  });

  it('holds a store name against open stores and open applications, whatever the case', async () => {
    await db().insert(shops).values({ nameZh: '茶器小铺', nameEn: 'Tea Corner' });
    const { token, userId } = await shopper();
    await expectRefused(
      app,
      call('POST', '/p/shop/apply', token, await form(userId, { shopName: '茶器小铺' })),
      messages.storeNameTaken,
    );
    await expectRefused(
      app,
      call('POST', '/p/shop/apply', token, await form(userId, { shopName: 'tea corner' })),
      messages.storeNameTaken,
    );
    const other = await shopper();
    await apply(other.token, await form(other.userId, { shopName: 'Blue Cup' }));
    await expectRefused(
      app,
      call('POST', '/p/shop/apply', token, await form(userId, { shopName: 'BLUE CUP' })),
      messages.storeNameTaken,
    );
    expect(await appliesOf(userId)).toEqual([]);
  });

  it('rejects with a reason (required), then the shopper fixes and resubmits; only a rejected one', async () => {
    const { token, userId } = await shopper();
    const applyId = await apply(token, await form(userId));
    await expectRefused(
      app,
      call('PUT', '/p/shop/apply', token, await form(userId)),
      messages.storeApplyNotRejected,
    );
    await expectRefused(app, audit(applyId, false), messages.auditRemarkRequired);
    await expectRefused(app, audit(applyId, false, '  '), messages.auditRemarkRequired);
    expect((await info(token))!.status).toBe(0);

    const before = await logMark();
    await expectOk(app, audit(applyId, false, '营业执照看不清'));
    expect(await info(token)).toMatchObject({
      applyId,
      status: -1,
      auditRemark: '营业执照看不清',
      shopId: null,
    });
    expect(await center(token)).toMatchObject({ shopAuditStatus: -1, shopId: null });
    expect(await logSince(before)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ role: 'auditor' }),
        action: 'shopApply.reject',
        targetType: 'shopApply',
        targetId: String(applyId),
        before: expect.objectContaining({ status: 0, auditRemark: null }),
        after: expect.objectContaining({ status: -1, auditRemark: '营业执照看不清' }),
      }),
    ]);
    await expectRefused(app, audit(applyId, true), messages.storeApplyAudited);

    // The fixes: a new licence and a new name; the application is under review again, the reason gone.
    const fixed = await form(userId, { shopName: '改过的店' });
    expect(await expectOk<boolean>(app, call('PUT', '/p/shop/apply', token, fixed))).toBe(true);
    expect(await info(token)).toMatchObject({
      applyId,
      status: 0,
      auditRemark: null,
      shopName: '改过的店',
      businessLicense: viewLink(fixed.businessLicense),
    });
    expect(await appliesOf(userId)).toHaveLength(1);
    await expectRefused(app, call('PUT', '/p/shop/apply', token, fixed), messages.storeApplyNotRejected);
    // Rejected again, the form sends back what it was shown: the view links are taken as their URLs.
    await expectOk(app, audit(applyId, false, '再看看'));
    const again = (await info(token))!;
    expect(
      await expectOk<boolean>(app, call('PUT', '/p/shop/apply', token, { ...fixed, ...linksOf(again) })),
    ).toBe(true);
    const [stored] = await db().select().from(shopApplies).where(eq(shopApplies.applyId, applyId));
    expect(stored).toMatchObject({
      businessLicense: fixed.businessLicense,
      identityCardFront: fixed.identityCardFront,
      identityCardLater: fixed.identityCardLater,
    });
  });

  it("keeps a shopper out of another's application", async () => {
    const owner = await shopper();
    const applyId = await apply(owner.token, await form(owner.userId, { shopName: '别人的店' }));
    const other = await shopper();
    expect(await info(other.token)).toBeNull();
    await expectRefused(
      app,
      call('PUT', '/p/shop/apply', other.token, await form(other.userId)),
      messages.storeApplyNotFound,
    );
    await expectOk(app, audit(applyId, false, '不合格'));
    // Rejected: still the owner's alone to resubmit.
    await expectRefused(
      app,
      call('PUT', '/p/shop/apply', other.token, await form(other.userId)),
      messages.storeApplyNotFound,
    );
    expect(await info(owner.token)).toMatchObject({ status: -1, shopName: '别人的店' });
    await expectRefused(app, call('GET', '/p/shop/account', other.token), messages.storeAccountNone);
  });

  it('approves: the open store, its free shipping and its merchant account without a password, in the log', async () => {
    const before = await logMark();
    const owner = await approvedOwner();
    const shown = (await info(owner.token))!;
    expect(shown).toMatchObject({ applyId: owner.applyId, status: 1, auditRemark: null });
    expect(await center(owner.token)).toEqual(
      expect.objectContaining({ shopAuditStatus: 1, shopId: owner.shopId }),
    );
    const [shop] = await db().select().from(shops).where(eq(shops.shopId, owner.shopId));
    expect(shop).toMatchObject({
      nameZh: shown.shopName,
      nameEn: shown.shopName,
      introZh: shown.intro,
      introEn: shown.intro,
      logo: shown.shopLogo,
      type: 0,
      status: 1,
    });
    expect(await db().select().from(shopFreight).where(eq(shopFreight.shopId, owner.shopId))).toEqual([
      { shopId: owner.shopId, fee: 0, freeFrom: 0 },
    ]);
    const accounts = await db()
      .select()
      .from(merchantAccounts)
      .where(eq(merchantAccounts.shopId, owner.shopId));
    // The name: the shop id and a random part (not guessable from the public shop id).
    expect(accounts).toEqual([
      expect.objectContaining({
        username: expect.stringMatching(new RegExp(`^shop${owner.shopId}_[a-z2-9]{6}$`)),
        passwordHash: null,
        status: 1,
      }),
    ]);
    const username = accounts[0]!.username;
    expect(await logSince(before)).toEqual([
      expect.objectContaining({
        action: 'shopApply.approve',
        targetId: String(owner.applyId),
        after: expect.objectContaining({ status: 1, shopId: owner.shopId }),
      }),
    ]);
    expect(await expectOk<ShopAccount>(app, call('GET', '/p/shop/account', owner.token))).toEqual({
      shopId: owner.shopId,
      shopName: shown.shopName,
      username,
      passwordSet: false,
    });
    // No password yet: no password signs the account in.
    for (const password of ['', '123456', 'Shop@1234']) {
      await expectRefused(app, merchantLogin(username, password), messages.merchantLoginFailed);
    }
    // Approved: no second application.
    await expectRefused(
      app,
      call('POST', '/p/shop/apply', owner.token, await form(owner.userId)),
      messages.storeApplyExists,
    );
  });

  it('lets one of two parallel audits win and refuses the other, creating one store', async () => {
    const { token, userId } = await shopper();
    const applyId = await apply(token, await form(userId));
    const shopsBefore = (await db().select({ n: count() }).from(shops))[0]!.n;
    const answers = await Promise.all([
      audit(applyId, true),
      audit(applyId, true),
      audit(applyId, false, '重复'),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const text = translate('zh', messages.storeApplyAudited);
    for (const r of answers.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.body).toBe(text);
    }
    const shopsAfter = (await db().select({ n: count() }).from(shops))[0]!.n;
    const status = (await info(token))!.status;
    expect(shopsAfter - shopsBefore).toBe(status === 1 ? 1 : 0);
  });

  it('undoes the whole approval when the log cannot be written', async () => {
    const { token, userId } = await shopper();
    const applyId = await apply(token, await form(userId));
    const shopsBefore = (await db().select({ n: count() }).from(shops))[0]!.n;
    // The log refuses this application's row, inside the audit's transaction.
    await db().execute(
      sql.raw(`CREATE FUNCTION refuse_audit_row() RETURNS trigger AS $$ BEGIN
        RAISE EXCEPTION 'the audit log is unavailable'; END; $$ LANGUAGE plpgsql`),
    );
    await db().execute(
      sql.raw(`CREATE TRIGGER refuse_audit_row BEFORE INSERT ON platform_audit_log FOR EACH ROW
        WHEN (NEW.target_id = '${applyId}') EXECUTE FUNCTION refuse_audit_row()`),
    );
    try {
      expect((await audit(applyId, true)).statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('DROP TRIGGER refuse_audit_row ON platform_audit_log'));
      await db().execute(sql.raw('DROP FUNCTION refuse_audit_row()'));
    }
    expect((await info(token))!.status).toBe(0);
    expect((await db().select({ n: count() }).from(shops))[0]!.n).toBe(shopsBefore);
    await expectOk(app, audit(applyId, true));
  });

  it('lets only admins and auditors audit and read the list', async () => {
    const { token, userId } = await shopper();
    const applyId = await apply(token, await form(userId));
    // Refused by the guard (the platform module's requireRole answers 403 and has its own tests).
    const byOperator = await audit(applyId, true, undefined, 'operator');
    expect(byOperator.statusCode, byOperator.body).toBe(403);
    expect((await info(token))!.status).toBe(0);
    expect(
      (await call('PUT', '/platform/shopApply/audit', undefined, { applyId, agree: true })).statusCode,
    ).toBe(401);
    for (const role of ['admin', 'auditor'] as const) {
      expect((await platform('GET', '/platform/shopApply/page?status=0', undefined, role)).statusCode).toBe(
        200,
      );
    }
    // The applications hold ID card photos: the operator role does not read them.
    expect(
      (await platform('GET', '/platform/shopApply/page?status=0', undefined, 'operator')).statusCode,
    ).toBe(403);
    const before = await logMark();
    await expectOk(app, audit(applyId, true, '资料齐全', 'admin'));
    // An approval's note is the log's, not the shopper's reason.
    expect((await info(token))!.auditRemark).toBeNull();
    expect(await logSince(before)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ role: 'admin' }),
        after: expect.objectContaining({ status: 1, remark: '资料齐全' }),
      }),
    ]);
    // The platform's route: a missing application is a 404 (decisions/0105); the shopper's stays a 400.
    await expectNotFound(app, audit(999_999, true), messages.storeApplyNotFound);
  });

  it('lists the applications by status with the applicant, mobile masked, newest first', async () => {
    const a = await shopper('lista');
    const b = await shopper('listb');
    const first = await apply(a.token, await form(a.userId));
    const second = await apply(b.token, await form(b.userId));
    const page = await expectOk<{
      records: {
        applyId: number;
        userName: string;
        userMobile: string;
        userId: string;
        status: number;
        auditTime: string | null;
      }[];
      total: number;
    }>(app, platform('GET', '/platform/shopApply/page?status=0&current=1&size=100'));
    const ids = page.records.map((r) => r.applyId);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(page.records.every((r) => r.status === 0)).toBe(true);
    const row = page.records.find((r) => r.applyId === first)!;
    const link = expect.stringMatching(/^\/api\/private-uploads\/.+\?expires=\d+&sig=[0-9a-f]{32}$/);
    expect(row).toMatchObject({
      businessLicense: link,
      identityCardFront: link,
      identityCardLater: link,
      userId: a.userId,
      userName: expect.stringMatching(/^lista\d+$/),
      auditTime: null,
    });
    expect(row.userMobile).toBe(`${a.mobile.slice(0, 3)}****${a.mobile.slice(-4)}`);
    await expectOk(app, audit(first, false, '资料不全'));
    const rejected = await expectOk<{
      records: { applyId: number; status: number; auditTime: string | null }[];
    }>(app, platform('GET', '/platform/shopApply/page?status=-1&size=100'));
    expect(rejected.records.find((r) => r.applyId === first)).toMatchObject({
      status: -1,
      auditTime: expect.any(String),
    });
    expect(rejected.records.some((r) => r.applyId === second)).toBe(false);
    await expectRefused(
      app,
      platform('GET', '/platform/shopApply/page?status=5'),
      messages.queryStatusInvalid,
    );
  });

  it('refuses the store account to a shopper whose application is not approved', async () => {
    const { token, userId } = await shopper();
    await expectRefused(app, call('GET', '/p/shop/account', token), messages.storeAccountNone);
    await apply(token, await form(userId));
    await expectRefused(app, call('GET', '/p/shop/account', token), messages.storeAccountNone);
    await expectRefused(app, setStorePassword(token, '123456'), messages.storeAccountNone);
  });

  it('sets the store password by its rule; the merchant login then works for that shop; a change revokes its tokens', async () => {
    const owner = await approvedOwner();
    const { username } = await expectOk<ShopAccount>(app, call('GET', '/p/shop/account', owner.token));
    for (const bad of ['12345', '1234567890123', 'abcdef', '12345a', '']) {
      await expectRefused(app, setStorePassword(owner.token, bad), messages.storePasswordInvalid);
    }
    await expectRefused(
      app,
      call('PUT', '/p/shop/account/password', owner.token, { password: 'not-rsa' }),
      messages.passwordUnreadable,
    );
    expect(
      (await db().select().from(merchantAccounts).where(eq(merchantAccounts.shopId, owner.shopId)))[0]!
        .passwordHash,
    ).toBeNull();

    expect(await expectOk<boolean>(app, setStorePassword(owner.token, '123456'))).toBe(true);
    expect((await expectOk<ShopAccount>(app, call('GET', '/p/shop/account', owner.token))).passwordSet).toBe(
      true,
    );
    const signedIn = await expectOk<{ access_token: string; shopId: number }>(
      app,
      merchantLogin(username, '123456'),
    );
    expect(signedIn.shopId).toBe(owner.shopId);
    const orders = (token: string) =>
      app.inject(signedRequest('GET', '/merchant/orders', undefined, { token }));
    expect((await orders(signedIn.access_token)).statusCode).toBe(200);

    expect(await expectOk<boolean>(app, setStorePassword(owner.token, '654321'))).toBe(true);
    expect((await orders(signedIn.access_token)).statusCode).toBe(401);
    const [merchant] = await db()
      .select()
      .from(merchantAccounts)
      .where(eq(merchantAccounts.shopId, owner.shopId));
    const live = await db()
      .select({ n: count() })
      .from(merchantTokens)
      .where(and(eq(merchantTokens.merchantId, merchant!.merchantId)));
    expect(live[0]!.n).toBe(1);
    await expectRefused(app, merchantLogin(username, '123456'), messages.merchantLoginFailed);
    const again = await expectOk<{ access_token: string; shopId: number }>(
      app,
      merchantLogin(username, '654321'),
    );
    expect(again.shopId).toBe(owner.shopId);
    // The owner's shopper token is no merchant token.
    expect((await orders(owner.token)).statusCode).toBe(401);
  });

  it('answers offline (2) when the platform takes the approved store offline, and lists it so', async () => {
    const owner = await approvedOwner();
    await db().update(shops).set({ status: 2 }).where(eq(shops.shopId, owner.shopId));
    expect(await info(owner.token)).toMatchObject({ status: 2, shopId: owner.shopId });
    expect(await center(owner.token)).toMatchObject({ shopAuditStatus: 2, shopId: owner.shopId });
    const offline = await expectOk<{ records: { applyId: number; status: number }[] }>(
      app,
      platform('GET', '/platform/shopApply/page?status=2&size=100'),
    );
    expect(offline.records.find((r) => r.applyId === owner.applyId)).toMatchObject({ status: 2 });
    const approved = await expectOk<{ records: { applyId: number }[] }>(
      app,
      platform('GET', '/platform/shopApply/page?status=1&size=100'),
    );
    expect(approved.records.some((r) => r.applyId === owner.applyId)).toBe(false);
    // Still the owner's store: no new application.
    await expectRefused(
      app,
      call('POST', '/p/shop/apply', owner.token, await form(owner.userId)),
      messages.storeApplyExists,
    );
    await db().update(shops).set({ status: 1 }).where(eq(shops.shopId, owner.shopId));
    expect((await info(owner.token))!.status).toBe(1);
  });

  it('answers its refusals in the request language', async () => {
    const { token, userId } = await shopper();
    await apply(token, await form(userId));
    await expectRefused(
      app,
      signedRequest('POST', '/p/shop/apply', await form(userId), { token, lang: 'en' }),
      messages.storeApplyExists,
      undefined,
      'en',
    );
    await expectRefused(
      app,
      signedRequest('GET', '/p/shop/account', undefined, { token, lang: 'en' }),
      messages.storeAccountNone,
      undefined,
      'en',
    );
  });

  it('lets a rejected shopper apply anew, keeping the rejected application', async () => {
    const { token, userId } = await shopper();
    const first = await apply(token, await form(userId));
    await expectOk(app, audit(first, false, '不合格'));
    const second = await apply(token, await form(userId));
    expect(second).toBeGreaterThan(first);
    expect(await info(token)).toMatchObject({ applyId: second, status: 0 });
    expect((await appliesOf(userId)).map((r) => r.status).sort()).toEqual([-1, 0]);
  });
});
