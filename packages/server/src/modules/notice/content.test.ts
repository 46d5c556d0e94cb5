// The platform's home content (issue 18 item 3, decisions/0085) over the seeded demo mall, on PostgreSQL
// (PGlite instead where PostgreSQL is unavailable, decisions/0097): banners, notices and hot search words,
// each route's happy path, refusals (400 with the translated text, nothing changed, no audit row), 401
// without a platform token and 403 for the auditor on changes; the audit rows' before and after; the rich
// text cleaned; a notice with a later publish time kept from shoppers until then; and the storefront's
// cached home routes following at once.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  formatDate,
  messages,
  type IndexImg,
  type Notice,
  type Page,
  type PlatformHotSearch,
  type PlatformIndexImg,
  type PlatformNotice,
  type PlatformRole,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectNotFound, signedRequest, testServer, type Method } from '../../test/inject.ts';
import { platformAuditProbe } from '../../test/platform-audit.ts';
import { demoProducts, merchantTokenOf, unthrottled } from '../../test/mall.ts';
import { products } from '../catalog/tables.ts';
import { recordPlatformUpload, removeOrphanUploads } from '../file/service.ts';
import { uploads } from '../file/tables.ts';
import { addPlatformAccount } from '../platform/accounts.ts';
import { issuePlatformToken } from '../platform/auth.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { hotSearches, indexImgs, notices } from './tables.ts';

const zh = (d: Parameters<typeof translate>[1]) => translate('zh', d);

describeEachDatabase('platform home content', (database) => {
  let app: FastifyInstance;
  const db = (): Database => database().handle.db;
  const tokens = new Map<PlatformRole, string>();
  const [onSale] = demoProducts(1);
  /** Pictures the platform uploaded (recorded in beforeAll): a banner's new picture must be one. */
  const platformUploads: string[] = [];
  /** The pictures of a notice kept to the end: the uploads' clean-up must keep them. */
  const noticePictures: string[] = [];

  beforeAll(async () => {
    await seedIfEmpty(db(), { perLeaf: 1 });
    // A cached server: the storefront's home routes must follow a change at once (the triggers).
    app = await testServer({ db: db(), rateLimiter: unthrottled, cacheTtlMs: 60_000 });
    await app.ready();
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const id = await addPlatformAccount(db(), {
        username: `content_${role}`,
        role,
        password: `Test-${role}-9876`,
      });
      tokens.set(role, (await issuePlatformToken(db(), id, Date.now())).token);
      if (role === 'operator') {
        for (let i = 0; i < 40; i++) {
          const url = `/api/uploads/2026/11/${randomBytes(16).toString('hex')}.png`;
          await recordPlatformUpload(db(), url, id, new Date());
          platformUploads.push(url);
        }
      }
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const call = (method: Method, url: string, body?: unknown, role: PlatformRole | null = 'operator') =>
    app.inject(signedRequest(method, url, body, role ? { token: tokens.get(role)! } : {}));
  const ok = async <T>(method: Method, url: string, body?: unknown, role: PlatformRole = 'operator') => {
    const res = await call(method, url, body, role);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const refused = async (method: Method, url: string, body: unknown, message: Parameters<typeof zh>[0]) => {
    const res = await call(method, url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toBe(zh(message));
  };
  /** A missing banner, notice or hot search word: 404 with its message and id (decisions/0105). */
  const missing = (method: Method, url: string, body: unknown, message: Parameters<typeof zh>[0]) =>
    expectNotFound(app, call(method, url, body), message);

  const audit = platformAuditProbe(() => app, db);
  const logMark = audit.mark;
  const logSince = audit.since;

  /** Runs `refusals` and checks that the content tables and the audit log did not change. */
  async function changesNothing(refusals: () => Promise<void>) {
    const snapshot = async () => ({
      imgs: await db().select().from(indexImgs).orderBy(asc(indexImgs.id)),
      notices: await db().select().from(notices).orderBy(asc(notices.id)),
      words: await db().select().from(hotSearches).orderBy(asc(hotSearches.hotSearchId)),
    });
    await audit.unchanged(snapshot, refusals);
  }

  const uploadUrl = () => {
    const url = platformUploads.shift();
    if (!url) throw new Error('the test ran out of platform uploads: record more in beforeAll');
    return url;
  };
  const banner = (extra: Record<string, unknown> = {}) => ({
    imgUrl: uploadUrl(),
    title: '新品上市',
    titleEn: 'New arrivals',
    seq: 0,
    imgType: 1,
    relation: onSale!.prodId,
    status: 1,
    ...extra,
  });
  const publicBanners = async (imgType = 1) =>
    (await app.inject(signedRequest('GET', `/indexImgs?imgType=${imgType}`))).json<IndexImg[]>();

  it('adds, lists, changes and deletes a banner; the storefront shows it at once', async () => {
    expect((await publicBanners()).length).toBeGreaterThan(0); // cached now
    const mark = await logMark();
    const body = banner();
    const id = await ok<number>('POST', '/platform/indexImg', body);
    await expect
      .poll(async () => (await publicBanners()).find((b) => b.id === id)?.title, { timeout: 2_000 })
      .toBe('新品上市');
    expect((await publicBanners(0)).some((b) => b.id === id)).toBe(false);

    const page = await ok<Page<PlatformIndexImg>>(
      'GET',
      '/platform/indexImg/page?imgType=1&size=100',
      undefined,
      'auditor',
    );
    const listed = page.records.find((r) => r.id === id);
    expect(listed).toMatchObject({
      imgUrl: body.imgUrl,
      titleEn: 'New arrivals',
      relation: onSale!.prodId,
      imgType: 1,
    });
    expect(listed?.prodName).toBeTruthy();
    const mobile = await ok<Page<PlatformIndexImg>>('GET', '/platform/indexImg/page?imgType=0&size=100');
    expect(mobile.records.every((r) => r.imgType === 0)).toBe(true);

    // The same picture may stay; no link.
    await ok('PUT', '/platform/indexImg', { ...body, id, relation: null, seq: 3, title: '换了' }, 'admin');
    await expect
      .poll(async () => (await publicBanners()).find((b) => b.id === id), { timeout: 2_000 })
      .toMatchObject({ title: '换了', type: -1, relation: null, seq: 3 });

    await ok('DELETE', `/platform/indexImg?id=${id}`);
    await expect
      .poll(async () => (await publicBanners()).some((b) => b.id === id), { timeout: 2_000 })
      .toBe(false);

    const log = await logSince(mark);
    expect(log.map((r) => [r.action, r.targetType, r.targetId, r.actorRole])).toEqual([
      ['indexImg.create', 'indexImg', String(id), 'operator'],
      ['indexImg.update', 'indexImg', String(id), 'admin'],
      ['indexImg.delete', 'indexImg', String(id), 'operator'],
    ]);
    expect(log[0]!.before).toBeNull();
    expect(log[0]!.after).toMatchObject({ id, titleZh: '新品上市', relation: onSale!.prodId, type: 0 });
    expect(log[1]!.before).toMatchObject({ titleZh: '新品上市' });
    expect(log[1]!.after).toMatchObject({ titleZh: '换了', type: -1, relation: null });
    expect(log[2]!.after).toBeNull();
  });

  it('refuses a bad banner and changes nothing', async () => {
    const id = await ok<number>('POST', '/platform/indexImg', banner());
    await changesNothing(async () => {
      await refused(
        'POST',
        '/platform/indexImg',
        banner({ imgUrl: 'https://evil.example/a.png' }),
        messages.indexImgImageInvalid,
      );
      await refused('POST', '/platform/indexImg', banner({ imgUrl: '' }), messages.indexImgImageInvalid);
      // Shaped like an upload, but nobody uploaded it: refused, never taken on trust.
      await refused(
        'POST',
        '/platform/indexImg',
        banner({ imgUrl: `/api/uploads/2026/11/${randomBytes(16).toString('hex')}.png` }),
        messages.indexImgImageInvalid,
      );
      await refused('POST', '/platform/indexImg', banner({ title: '  ' }), messages.contentTitleInvalid);
      await refused(
        'POST',
        '/platform/indexImg',
        banner({ titleEn: 'x'.repeat(101) }),
        messages.contentTitleInvalid,
      );
      await refused('POST', '/platform/indexImg', banner({ seq: 10_000 }), messages.contentSeqInvalid);
      await refused('POST', '/platform/indexImg', banner({ seq: 1.5 }), messages.contentSeqInvalid);
      await refused('POST', '/platform/indexImg', banner({ imgType: 2 }), messages.invalid);
      await refused(
        'POST',
        '/platform/indexImg',
        banner({ relation: 999_999_999 }),
        messages.indexImgProductUnavailable,
      );
      await missing('PUT', '/platform/indexImg', { ...banner(), id: 999_999_999 }, messages.indexImgNotFound);
      await refused(
        'PUT',
        '/platform/indexImg',
        { ...banner({ imgUrl: '/api/img/x.png' }), id },
        messages.indexImgImageInvalid,
      );
      await missing('DELETE', '/platform/indexImg?id=999999999', undefined, messages.indexImgNotFound);
      await refused('DELETE', '/platform/indexImg?id=abc', undefined, messages.queryIdInvalid);
      await refused('GET', '/platform/indexImg/page?imgType=7', undefined, messages.invalid);
    });
    // A product taken off sale can no longer be linked.
    await db().update(products).set({ status: 0 }).where(eq(products.prodId, onSale!.prodId));
    try {
      await changesNothing(() =>
        refused('PUT', '/platform/indexImg', { ...banner(), id }, messages.indexImgProductUnavailable),
      );
    } finally {
      await db().update(products).set({ status: 1 }).where(eq(products.prodId, onSale!.prodId));
    }
  });

  it('lets every role read, only admin and operator change, nobody without a platform token', async () => {
    const id = await ok<number>('POST', '/platform/indexImg', banner());
    const notice = await ok<number>('POST', '/platform/notice', noticeBody());
    const word = await ok<number>('POST', '/platform/hotSearch', {
      title: '茶',
      titleEn: 'Tea',
      seq: 1,
      status: 1,
    });
    const merchant = await merchantTokenOf(db(), 1);
    const reads = [
      '/platform/indexImg/page',
      '/platform/notice/page',
      `/platform/notice/info?id=${notice}`,
      '/platform/hotSearch/list',
    ];
    for (const url of reads) {
      for (const role of ['admin', 'operator', 'auditor'] as const) {
        expect((await call('GET', url, undefined, role)).statusCode, `${role} ${url}`).toBe(200);
      }
      expect((await call('GET', url, undefined, null)).statusCode).toBe(401);
      const asMerchant = await app.inject(signedRequest('GET', url, undefined, { token: merchant }));
      expect(asMerchant.statusCode).toBe(401);
    }
    const changes: [Method, string, unknown][] = [
      ['POST', '/platform/indexImg', banner()],
      ['PUT', '/platform/indexImg', { ...banner(), id }],
      ['DELETE', `/platform/indexImg?id=${id}`, undefined],
      ['POST', '/platform/notice', noticeBody()],
      ['PUT', '/platform/notice', { ...noticeBody(), id: notice }],
      ['DELETE', `/platform/notice?id=${notice}`, undefined],
      ['POST', '/platform/hotSearch', { title: '茶', titleEn: 'Tea', seq: 1, status: 1 }],
      ['PUT', '/platform/hotSearch', { hotSearchId: word, title: '茶', titleEn: 'Tea', seq: 1, status: 1 }],
      ['DELETE', `/platform/hotSearch?hotSearchId=${word}`, undefined],
    ];
    await changesNothing(async () => {
      for (const [method, url, body] of changes) {
        const res = await call(method, url, body, 'auditor');
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.body).toBe(zh(messages.platformForbidden));
        expect((await call(method, url, body, null)).statusCode).toBe(401);
      }
    });
  });

  const noticeBody = (extra: Record<string, unknown> = {}) => ({
    title: '平台公告',
    titleEn: 'Mall notice',
    content: '<p>欢迎<script>alert(1)</script><a href="javascript:alert(1)">点我</a></p>',
    contentEn: '<p onclick="x()">Welcome</p>',
    isTop: 1,
    status: 1,
    ...extra,
  });
  const publicNotices = async () =>
    (await app.inject(signedRequest('GET', '/shop/notice/noticeList?size=100'))).json<Page<Notice>>().records;
  const ticker = async () =>
    (await app.inject(signedRequest('GET', '/shop/notice/topNoticeList'))).json<Notice[]>();

  it('publishes, changes and deletes a notice: cleaned, logged, on the storefront at once', async () => {
    expect(Array.isArray(await ticker())).toBe(true); // cached now
    const mark = await logMark();
    const id = await ok<number>('POST', '/platform/notice', noticeBody());
    await expect.poll(async () => (await ticker()).some((n) => n.id === id), { timeout: 2_000 }).toBe(true);
    const info = await ok<PlatformNotice>('GET', `/platform/notice/info?id=${id}`, undefined, 'auditor');
    expect(info.content).not.toMatch(/script|javascript/);
    expect(info.content).toContain('欢迎');
    expect(info.contentEn).not.toContain('onclick');
    expect(info).toMatchObject({ title: '平台公告', titleEn: 'Mall notice', isTop: 1, status: 1 });

    const page = await ok<Page<PlatformNotice>>(
      'GET',
      '/platform/notice/page?title=平台公&status=1&size=100',
    );
    expect(page.records.some((n) => n.id === id)).toBe(true);
    const hidden = await ok<Page<PlatformNotice>>('GET', '/platform/notice/page?status=0&size=100');
    expect(hidden.records.some((n) => n.id === id)).toBe(false);

    await ok('PUT', '/platform/notice', { ...noticeBody({ status: 0, title: '撤下' }), id });
    expect((await ok<PlatformNotice>('GET', `/platform/notice/info?id=${id}`)).publishTime).toBe(
      info.publishTime,
    );
    await expect.poll(async () => (await ticker()).some((n) => n.id === id), { timeout: 2_000 }).toBe(false);
    expect((await publicNotices()).some((n) => n.id === id)).toBe(false);
    expect((await app.inject(signedRequest('GET', `/shop/notice/info/${id}`))).statusCode).toBe(400);

    await ok('DELETE', `/platform/notice?id=${id}`);
    const log = await logSince(mark);
    expect(log.map((r) => r.action)).toEqual(['notice.create', 'notice.update', 'notice.delete']);
    expect(log[1]!.before).toMatchObject({ titleZh: '平台公告', status: 1 });
    expect(log[1]!.after).toMatchObject({ titleZh: '撤下', status: 0 });
    await changesNothing(async () => {
      await missing('GET', `/platform/notice/info?id=${id}`, undefined, messages.noticeNotFound);
      await missing('PUT', '/platform/notice', { ...noticeBody(), id }, messages.noticeNotFound);
      await missing('DELETE', `/platform/notice?id=${id}`, undefined, messages.noticeNotFound);
    });
  });

  it("takes only the platform's uploads as a notice's pictures, claimed with the change", async () => {
    const [zhPic, enPic, kept] = [uploadUrl(), uploadUrl(), uploadUrl()];
    const stranger = `/api/uploads/2026/11/${randomBytes(16).toString('hex')}.png`; // not recorded
    await changesNothing(async () => {
      for (const content of [
        '<p><img src="https://elsewhere.example/a.png"></p>',
        `<p><img src="${stranger}"></p>`,
        `<p><img src="${zhPic}"><img src="/api/uploads/../secret.png"></p>`,
      ]) {
        await refused('POST', '/platform/notice', noticeBody({ content }), messages.noticeImageInvalid);
      }
    });
    // A refused claim changed nothing: the uploads' dates either.
    const seen = async (url: string) =>
      (await db().select({ seenAt: uploads.seenAt }).from(uploads).where(eq(uploads.url, url)))[0]?.seenAt;
    const zhSeen = await seen(zhPic);
    const id = await ok<number>(
      'POST',
      '/platform/notice',
      noticeBody({ content: `<p><img src="${zhPic}" alt="a"></p>`, contentEn: `<img src="${enPic}">` }),
    );
    expect((await seen(zhPic))!.getTime()).toBeGreaterThanOrEqual(zhSeen!.getTime());
    // Its own pictures stay; a new one must be an upload too, and a refusal leaves the notice as it was.
    await changesNothing(() =>
      refused(
        'PUT',
        '/platform/notice',
        { ...noticeBody({ content: `<img src="${zhPic}"><img src="${stranger}">` }), id },
        messages.noticeImageInvalid,
      ),
    );
    await ok('PUT', '/platform/notice', {
      ...noticeBody({
        content: `<img src="${zhPic}"><img src="${kept}">`,
        contentEn: `<img src="${enPic}">`,
      }),
      id,
    });
    const info = await ok<PlatformNotice>('GET', `/platform/notice/info?id=${id}`);
    expect(info.content).toContain(kept);
    expect(info.contentEn).toContain(enPic);
    noticePictures.push(zhPic, enPic, kept);
  });

  it('keeps a notice with a later publish time from shoppers until then', async () => {
    const later = formatDate(Date.now() + 60 * 60 * 1000);
    const id = await ok<number>('POST', '/platform/notice', noticeBody({ publishTime: later }));
    expect((await ok<PlatformNotice>('GET', `/platform/notice/info?id=${id}`)).publishTime).toBe(later);
    expect((await ticker()).some((n) => n.id === id)).toBe(false);
    expect((await publicNotices()).some((n) => n.id === id)).toBe(false);
    expect((await app.inject(signedRequest('GET', `/shop/notice/info/${id}`))).body).toBe(
      zh(messages.noticeNotFound),
    );
    // Brought forward: shown at once.
    const earlier = formatDate(Date.now() - 60 * 1000);
    await ok('PUT', '/platform/notice', { ...noticeBody({ publishTime: earlier }), id });
    await expect.poll(async () => (await ticker()).some((n) => n.id === id), { timeout: 2_000 }).toBe(true);
    expect((await publicNotices()).some((n) => n.id === id)).toBe(true);
  });

  it('refuses a bad notice and changes nothing', async () => {
    await changesNothing(async () => {
      await refused('POST', '/platform/notice', noticeBody({ title: '' }), messages.contentTitleInvalid);
      await refused(
        'POST',
        '/platform/notice',
        noticeBody({ titleEn: 'x'.repeat(101) }),
        messages.contentTitleInvalid,
      );
      await refused(
        'POST',
        '/platform/notice',
        noticeBody({ content: 'x'.repeat(100_001) }),
        messages.noticeContentTooLong,
      );
      await refused(
        'POST',
        '/platform/notice',
        noticeBody({ publishTime: '2026-02-30 10:00:00' }),
        messages.noticePublishTimeInvalid,
      );
      await refused(
        'POST',
        '/platform/notice',
        noticeBody({ publishTime: 'tomorrow' }),
        messages.noticePublishTimeInvalid,
      );
      await refused('POST', '/platform/notice', noticeBody({ isTop: 2 }), messages.invalid);
      await refused('GET', '/platform/notice/page?status=5', undefined, messages.invalid);
      await refused('GET', '/platform/notice/info', undefined, messages.queryIdInvalid);
    });
  });

  const publicWords = async () =>
    (await app.inject(signedRequest('GET', '/search/hotSearch'))).json<
      { hotSearchId: number; title: string }[]
    >();

  it('adds, orders, changes and deletes hot search words, the storefront following', async () => {
    expect((await publicWords()).length).toBeGreaterThan(0); // cached now
    const mark = await logMark();
    const id = await ok<number>('POST', '/platform/hotSearch', {
      title: '白茶',
      titleEn: 'White tea',
      seq: 0,
      status: 1,
    });
    await expect.poll(async () => (await publicWords())[0]?.title, { timeout: 2_000 }).toBe('白茶');
    const list = await ok<PlatformHotSearch[]>('GET', '/platform/hotSearch/list', undefined, 'auditor');
    expect(list.find((w) => w.hotSearchId === id)).toEqual({
      hotSearchId: id,
      title: '白茶',
      titleEn: 'White tea',
      seq: 0,
      status: 1,
    });
    expect(list.map((w) => w.seq)).toEqual([...list.map((w) => w.seq)].sort((a, b) => a - b));

    await ok('PUT', '/platform/hotSearch', {
      hotSearchId: id,
      title: '白茶',
      titleEn: 'White tea',
      seq: 0,
      status: 0,
    });
    await expect
      .poll(async () => (await publicWords()).some((w) => w.hotSearchId === id), { timeout: 2_000 })
      .toBe(false);
    await ok('DELETE', `/platform/hotSearch?hotSearchId=${id}`, undefined, 'admin');
    expect(
      (await ok<PlatformHotSearch[]>('GET', '/platform/hotSearch/list')).some((w) => w.hotSearchId === id),
    ).toBe(false);
    const log = await logSince(mark);
    expect(log.map((r) => r.action)).toEqual(['hotSearch.create', 'hotSearch.update', 'hotSearch.delete']);
    expect(log[1]!.before).toMatchObject({ status: 1 });
    expect(log[1]!.after).toMatchObject({ status: 0 });

    await changesNothing(async () => {
      await refused(
        'POST',
        '/platform/hotSearch',
        { title: '', titleEn: 'x', seq: 0, status: 1 },
        messages.contentTitleInvalid,
      );
      await refused(
        'POST',
        '/platform/hotSearch',
        { title: '茶', titleEn: 'Tea', seq: -1, status: 1 },
        messages.contentSeqInvalid,
      );
      await missing(
        'PUT',
        '/platform/hotSearch',
        { hotSearchId: id, title: '茶', titleEn: 'Tea', seq: 0, status: 1 },
        messages.hotSearchNotFound,
      );
      await missing('DELETE', `/platform/hotSearch?hotSearchId=${id}`, undefined, messages.hotSearchNotFound);
      await refused('DELETE', '/platform/hotSearch', undefined, messages.queryIdInvalid);
    });
  });

  it('cleans control characters out of titles and refuses an id beyond the database integer', async () => {
    const id = await ok<number>('POST', '/platform/hotSearch', {
      title: '茶\u0000叶',
      titleEn: 'Tea\u0007',
      seq: 0,
      status: 1,
    });
    const words = await ok<PlatformHotSearch[]>('GET', '/platform/hotSearch/list');
    expect(words.find((w) => w.hotSearchId === id)).toMatchObject({ title: '茶 叶', titleEn: 'Tea' });
    await changesNothing(async () => {
      await refused('PUT', '/platform/indexImg', { ...banner(), id: 2_147_483_648 }, messages.invalid);
      await refused(
        'PUT',
        '/platform/hotSearch',
        { hotSearchId: 2_147_483_648, title: '茶', titleEn: 'Tea', seq: 0, status: 1 },
        messages.invalid,
      );
      await refused('POST', '/platform/indexImg', banner({ relation: 2_147_483_648 }), messages.invalid);
    });
  });

  // Last: the clean-up removes every unused upload of this database, the test's spare ones too.
  it("keeps a banner's and a notice's pictures through the uploads' clean-up, and removes an unused one", async () => {
    const body = banner();
    const unused = uploadUrl();
    await ok<number>('POST', '/platform/indexImg', body);
    // A deleted notice's picture is collected.
    const dropped = uploadUrl();
    const gone = await ok<number>(
      'POST',
      '/platform/notice',
      noticeBody({ content: `<img src="${dropped}">` }),
    );
    await ok('DELETE', `/platform/notice?id=${gone}`);
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await removeOrphanUploads(db(), null, later, { graceMs: 24 * 60 * 60 * 1000, batch: 1000 });
    const left = new Set((await db().select({ url: uploads.url }).from(uploads)).map((u) => u.url));
    expect(left.has(body.imgUrl as string)).toBe(true);
    expect(noticePictures.length).toBe(3);
    for (const url of noticePictures) expect(left.has(url), url).toBe(true);
    expect(left.has(unused)).toBe(false);
    expect(left.has(dropped)).toBe(false);
  });
});
