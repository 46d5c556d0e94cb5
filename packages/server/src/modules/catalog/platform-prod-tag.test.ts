// The platform console's home sections and its cross-store product search (issue 18 item 3,
// decisions/0102) over the seeded demo mall, on PostgreSQL by default: a section created with its products
// in order, listed, read, changed (its products replaced in the new order), hidden and deleted, each with
// its audit row (the section's row and product ids before and after); the storefront's cached
// /prod/tagProdList following at once in zh and en, an off-sale product kept in the section but hidden;
// every refusal (400 with its message id, 404 for a missing section) changing nothing and writing no audit
// row; the sections' limit; the roles (everyone reads, the auditor may not change, no platform token 401).
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  centsToYuan,
  messages,
  PLATFORM_PROD_TAG_LIMITS,
  type HomeSection,
  type PlatformProdPage,
  type PlatformProdTag,
  type PlatformProdTagDetail,
  type PlatformRole,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { expectOk, expectRefused, signedRequest, testServer, type Method } from '../../test/inject.ts';
import { demoProducts, merchantTokenOf, unthrottled } from '../../test/mall.ts';
import { platformRoleTokens } from '../../test/platform-accounts.ts';
import { platformAuditProbe } from '../../test/platform-audit.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { shops } from '../shop/tables.ts';
import { products, prodTagItems, prodTags } from './tables.ts';

describeEachDatabase('platform home sections', (database) => {
  let app: FastifyInstance;
  const db = (): Database => database().handle.db;
  let tokens = new Map<PlatformRole, string>();
  const [p1, p2, p3, p4] = demoProducts(4).map((p) => p.prodId) as [number, number, number, number];

  beforeAll(async () => {
    await seedIfEmpty(db(), { perLeaf: 1 });
    // A cached server (TTL 60 s): the storefront's sections must follow a change at once.
    app = await testServer({ db: db(), rateLimiter: unthrottled, cacheTtlMs: 60_000 });
    await app.ready();
    tokens = await platformRoleTokens(db(), 'prodtag');
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const call = (
    method: Method,
    url: string,
    body?: unknown,
    role: PlatformRole | null = 'operator',
    lang = 'zh',
  ) => app.inject(signedRequest(method, url, body, { lang, ...(role ? { token: tokens.get(role)! } : {}) }));
  const ok = <T>(method: Method, url: string, body?: unknown, role: PlatformRole = 'operator', lang = 'zh') =>
    expectOk<T>(app, call(method, url, body, role, lang));
  const audit = platformAuditProbe(() => app, db);
  /** What the section routes may change: every section and every place in one. */
  const sections = async () => ({
    tags: await db().select().from(prodTags).orderBy(asc(prodTags.id)),
    items: await db()
      .select()
      .from(prodTagItems)
      .orderBy(asc(prodTagItems.tagId), asc(prodTagItems.seq), asc(prodTagItems.prodId)),
  });
  const refusedUnchanged = (
    sent: () => ReturnType<typeof call>,
    message: Parameters<typeof audit.refusedUnchanged>[1],
    status = 400,
    values?: Record<string, unknown>,
  ) => audit.refusedUnchanged(sent, message, sections, status, values);

  const section = (over: Record<string, unknown> = {}) => ({
    title: '茶具精选',
    titleEn: 'Tea sets',
    seq: 0,
    style: 1,
    status: 1,
    prodIds: [p3, p1, p2],
    ...over,
  });
  const storefront = (lang = 'zh') =>
    expectOk<HomeSection[]>(app, signedRequest('GET', '/prod/tagProdList', undefined, { lang }));
  const shown = async (id: number, lang = 'zh') => (await storefront(lang)).find((s) => s.id === id);
  const setStatus = (prodId: number, status: number) =>
    db().update(products).set({ status }).where(eq(products.prodId, prodId));

  it('creates a section with its products in order; the storefront shows it at once, an off-sale one hidden', async () => {
    await setStatus(p2, 0);
    try {
      // Cached in both languages before the change.
      await storefront('zh');
      await storefront('en');
      const mark = await audit.mark();
      const id = await ok<number>('POST', '/platform/prodTag', section());
      // At once on this instance (no polling): the change dropped the cached sections after its commit.
      const zh = await shown(id);
      expect(zh).toMatchObject({ title: '茶具精选', seq: 0, style: 1 });
      expect(zh!.productDtoList.map((p) => p.prodId)).toEqual([p3, p1]);
      expect((await shown(id, 'en'))?.title).toBe('Tea sets');

      const list = await ok<PlatformProdTag[]>('GET', '/platform/prodTag/list', undefined, 'auditor');
      expect(list.find((t) => t.id === id)).toEqual({
        id,
        title: '茶具精选',
        titleEn: 'Tea sets',
        seq: 0,
        style: 1,
        status: 1,
        prodCount: 3,
      });
      expect(list.map((t) => [t.seq, t.id])).toEqual(
        [...list].sort((a, b) => a.seq - b.seq || a.id - b.id).map((t) => [t.seq, t.id]),
      );

      const info = await ok<PlatformProdTagDetail>('GET', `/platform/prodTag/info?id=${id}`);
      expect(info).toMatchObject({ id, title: '茶具精选', titleEn: 'Tea sets', prodCount: 3 });
      expect(info.prods.map((p) => [p.prodId, p.status])).toEqual([
        [p3, 1],
        [p1, 1],
        [p2, 0],
      ]);
      const [row] = await db()
        .select({ price: products.price, nameZh: products.nameZh, shopName: shops.nameZh })
        .from(products)
        .innerJoin(shops, eq(shops.shopId, products.shopId))
        .where(eq(products.prodId, p3));
      expect(info.prods[0]).toMatchObject({
        prodName: row!.nameZh,
        price: centsToYuan(row!.price),
        shopId: 1,
        shopName: row!.shopName,
      });

      const log = await audit.since(mark);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({
        action: 'prodTag.create',
        targetType: 'prodTag',
        targetId: String(id),
        actorRole: 'operator',
        before: null,
        after: { id, titleZh: '茶具精选', titleEn: 'Tea sets', style: 1, status: 1, prodIds: [p3, p1, p2] },
      });
    } finally {
      await setStatus(p2, 1);
    }
  });

  it('changes a section whole: its products replaced in the new order; hides and deletes it', async () => {
    const id = await ok<number>('POST', '/platform/prodTag', section());
    await storefront(); // cached now
    const mark = await audit.mark();
    await ok(
      'PUT',
      '/platform/prodTag',
      section({ id, title: '新茶', seq: 5, style: 2, prodIds: [p4, p2] }),
      'admin',
    );
    const changed = await shown(id);
    expect(changed).toMatchObject({ title: '新茶', seq: 5, style: 2 });
    expect(changed!.productDtoList.map((p) => p.prodId)).toEqual([p4, p2]);
    const info = await ok<PlatformProdTagDetail>('GET', `/platform/prodTag/info?id=${id}`);
    expect(info.prods.map((p) => p.prodId)).toEqual([p4, p2]);
    expect(
      (
        await db()
          .select()
          .from(prodTagItems)
          .where(eq(prodTagItems.tagId, id))
          .orderBy(asc(prodTagItems.seq))
      ).map((r) => [r.prodId, r.seq]),
    ).toEqual([
      [p4, 0],
      [p2, 1],
    ]);

    // Hidden: gone from the storefront, still in the console's list. No products: allowed.
    await ok('PUT', '/platform/prodTag', section({ id, status: 0, prodIds: [] }));
    expect(await shown(id)).toBeUndefined();
    const listed = (await ok<PlatformProdTag[]>('GET', '/platform/prodTag/list')).find((t) => t.id === id);
    expect(listed).toMatchObject({ status: 0, prodCount: 0 });

    await ok('DELETE', `/platform/prodTag?id=${id}`);
    expect((await ok<PlatformProdTag[]>('GET', '/platform/prodTag/list')).some((t) => t.id === id)).toBe(
      false,
    );
    expect(
      (await db().select({ n: count() }).from(prodTagItems).where(eq(prodTagItems.tagId, id)))[0]!.n,
    ).toBe(0);
    // Its products stay.
    expect(
      (
        await db()
          .select()
          .from(products)
          .where(inArray(products.prodId, [p4, p2]))
      ).length,
    ).toBe(2);

    const log = await audit.since(mark);
    expect(log.map((r) => [r.action, r.targetId, r.actorRole])).toEqual([
      ['prodTag.update', String(id), 'admin'],
      ['prodTag.update', String(id), 'operator'],
      ['prodTag.delete', String(id), 'operator'],
    ]);
    expect(log[0]!.before).toMatchObject({ titleZh: '茶具精选', prodIds: [p3, p1, p2] });
    expect(log[0]!.after).toMatchObject({ titleZh: '新茶', seq: 5, style: 2, prodIds: [p4, p2] });
    expect(log[1]!.after).toMatchObject({ status: 0, prodIds: [] });
    expect(log[2]!.before).toMatchObject({ id, status: 0, prodIds: [] });
    expect(log[2]!.after).toBeNull();
  });

  it('refuses a bad section, a missing product or section, and changes nothing', async () => {
    const id = await ok<number>('POST', '/platform/prodTag', section());
    const post = (over: Record<string, unknown>) => () => call('POST', '/platform/prodTag', section(over));
    const put = (over: Record<string, unknown>) => () =>
      call('PUT', '/platform/prodTag', section({ id, ...over }));
    await refusedUnchanged(post({ title: '  ' }), messages.contentTitleInvalid);
    await refusedUnchanged(post({ titleEn: 'x'.repeat(101) }), messages.contentTitleInvalid);
    await refusedUnchanged(post({ seq: 10_000 }), messages.contentSeqInvalid);
    await refusedUnchanged(post({ seq: 1.5 }), messages.contentSeqInvalid);
    await refusedUnchanged(post({ style: 3 }), messages.prodTagStyleInvalid);
    await refusedUnchanged(post({ status: 2 }), messages.invalid);
    const tooMany = Array.from({ length: PLATFORM_PROD_TAG_LIMITS.prodsMax + 1 }, (_, i) => i + 1);
    await refusedUnchanged(post({ prodIds: tooMany }), messages.prodTagProdsInvalid);
    await refusedUnchanged(post({ prodIds: [p1, p2, p1] }), messages.prodTagProdsInvalid);
    await refusedUnchanged(post({ prodIds: [0] }), messages.prodTagProdsInvalid);
    await refusedUnchanged(post({ prodIds: ['x'] }), messages.prodTagProdsInvalid);
    await refusedUnchanged(post({ prodIds: [2_147_483_648] }), messages.prodTagProdsInvalid);
    await refusedUnchanged(post({ prodIds: null }), messages.prodTagProdsInvalid);
    await refusedUnchanged(post({ prodIds: [p1, 999_999_999] }), messages.prodTagProductNotFound, 400, {
      prodId: 999_999_999,
    });
    // A refused change of an existing section leaves it and its products as they were.
    await refusedUnchanged(
      put({ title: '换了', prodIds: [p4, 999_999_998] }),
      messages.prodTagProductNotFound,
      400,
      {
        prodId: 999_999_998,
      },
    );
    await refusedUnchanged(put({ id: 999_999_999 }), messages.prodTagNotFound, 404);
    await refusedUnchanged(put({ id: 2_147_483_648 }), messages.invalid);
    await refusedUnchanged(
      () => call('DELETE', '/platform/prodTag?id=999999999'),
      messages.prodTagNotFound,
      404,
    );
    await refusedUnchanged(() => call('DELETE', '/platform/prodTag?id=abc'), messages.queryIdInvalid);
    await refusedUnchanged(() => call('DELETE', '/platform/prodTag'), messages.queryIdInvalid);
    const missing = await call('GET', '/platform/prodTag/info?id=999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('首页栏目不存在');
    await expectRefused(app, call('GET', '/platform/prodTag/info?id=0'), messages.queryIdInvalid);
    // The refusal in English names the product too.
    await expectRefused(
      app,
      call('POST', '/platform/prodTag', section({ prodIds: [999_999_997] }), 'operator', 'en'),
      messages.prodTagProductNotFound,
      { prodId: 999_999_997 },
      'en',
    );
  });

  it(`refuses a section beyond ${PLATFORM_PROD_TAG_LIMITS.tagsMax}`, async () => {
    const [have] = await db().select({ n: count() }).from(prodTags);
    const fill = PLATFORM_PROD_TAG_LIMITS.tagsMax - have!.n;
    const filler = await db()
      .insert(prodTags)
      .values(
        Array.from({ length: Math.max(fill, 0) }, (_, i) => ({
          titleZh: `填充${i}`,
          titleEn: `Filler ${i}`,
        })),
      )
      .returning({ id: prodTags.id });
    try {
      await refusedUnchanged(
        () => call('POST', '/platform/prodTag', section()),
        messages.prodTagTooMany,
        400,
        { max: PLATFORM_PROD_TAG_LIMITS.tagsMax },
      );
      // A change of an existing one is not a new one.
      await ok('PUT', '/platform/prodTag', section({ id: filler[0]!.id, prodIds: [p1] }));
    } finally {
      await db()
        .delete(prodTags)
        .where(
          inArray(
            prodTags.id,
            filler.map((f) => f.id),
          ),
        );
    }
  });

  it('lets every role read, only admin and operator change, nobody without a platform token', async () => {
    const id = await ok<number>('POST', '/platform/prodTag', section());
    const merchant = await merchantTokenOf(db(), 1);
    for (const url of ['/platform/prod/page', '/platform/prodTag/list', `/platform/prodTag/info?id=${id}`]) {
      for (const role of ['admin', 'operator', 'auditor'] as const) {
        expect((await call('GET', url, undefined, role)).statusCode, `${role} ${url}`).toBe(200);
      }
      expect((await call('GET', url, undefined, null)).statusCode, url).toBe(401);
      expect((await app.inject(signedRequest('GET', url, undefined, { token: merchant }))).statusCode).toBe(
        401,
      );
    }
    const changes: [Method, string, unknown][] = [
      ['POST', '/platform/prodTag', section()],
      ['PUT', '/platform/prodTag', section({ id })],
      ['DELETE', `/platform/prodTag?id=${id}`, undefined],
    ];
    for (const [method, url, body] of changes) {
      await refusedUnchanged(() => call(method, url, body, 'auditor'), messages.platformForbidden, 403);
      const before = await sections();
      expect((await call(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
      expect(await sections()).toEqual(before);
    }
  });

  it('searches the products of every store by name, store and state, newest first, prices in yuan', async () => {
    const [newest] = await db()
      .select({ prodId: products.prodId })
      .from(products)
      .where(eq(products.shopId, 2))
      .orderBy(asc(products.prodId))
      .limit(1);
    expect(newest, 'the demo mall has products in shop 2').toBeDefined();
    await db()
      .update(products)
      .set({ createdAt: sql`now() + interval '1 day'` })
      .where(eq(products.prodId, newest!.prodId));
    const page = (query: string, lang = 'zh') =>
      ok<PlatformProdPage>('GET', `/platform/prod/page?${query}`, undefined, 'auditor', lang);

    const all = await page('current=1&size=5');
    expect(all.records[0]!.prodId).toBe(newest!.prodId);
    expect(all.records).toHaveLength(5);
    const [total] = await db().select({ n: count() }).from(products);
    expect(all.total).toBe(total!.n);
    const [top] = await db()
      .select()
      .from(products)
      .orderBy(desc(products.createdAt), desc(products.prodId))
      .limit(5);
    expect(all.records[0]).toMatchObject({
      prodName: top!.nameZh,
      prodNameEn: top!.nameEn,
      price: centsToYuan(top!.price),
    });

    // By either language's name, a part of it, any case.
    const [named] = await db().select().from(products).where(eq(products.prodId, p1));
    const byZh = await page(`prodName=${encodeURIComponent(named!.nameZh.slice(1, 3))}&size=100`);
    expect(byZh.records.map((r) => r.prodId)).toContain(p1);
    const enPart = named!.nameEn.slice(0, 6).toUpperCase();
    const byEn = await page(`prodName=${encodeURIComponent(enPart)}&size=100`);
    expect(byEn.records.map((r) => r.prodId)).toContain(p1);
    expect(
      byEn.records.every(
        (r) => r.prodNameEn.toUpperCase().includes(enPart) || r.prodName.toUpperCase().includes(enPart),
      ),
    ).toBe(true);
    // LIKE's wildcards are text.
    expect((await page('prodName=%25')).total).toBe(0);

    const shop2 = await page('shopId=2&size=100', 'en');
    expect(shop2.records.length).toBeGreaterThan(0);
    expect(shop2.records.every((r) => r.shopId === 2)).toBe(true);
    const [shop] = await db().select().from(shops).where(eq(shops.shopId, 2));
    expect(shop2.records[0]!.shopName).toBe(shop!.nameEn);

    await setStatus(p3, 0);
    try {
      const off = await page('status=0&size=100');
      expect(off.records.map((r) => r.prodId)).toContain(p3);
      expect(off.records.every((r) => r.status === 0)).toBe(true);
      const on = await page('status=1&size=100');
      expect(on.records.every((r) => r.status === 1)).toBe(true);
    } finally {
      await setStatus(p3, 1);
    }

    await expectRefused(app, call('GET', '/platform/prod/page?status=7'), messages.queryStatusInvalid);
    await expectRefused(
      app,
      call('GET', `/platform/prod/page?prodName=${'x'.repeat(101)}`),
      messages.queryTextTooLong,
    );
    await expectRefused(app, call('GET', '/platform/prod/page?shopId=abc'), messages.queryIdInvalid);
    await expectRefused(app, call('GET', '/platform/prod/page?current=0'), messages.queryPageInvalid);
  });
});
