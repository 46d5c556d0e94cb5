// The platform's category tree (issue 18 item 4, decisions/0091) over the seeded demo mall, on PostgreSQL
// (PGlite instead where PostgreSQL is unavailable, decisions/0097): the tree with product counts, one
// category, add, change and move keeping three levels, reorder, delete; every refusal a 400 with the
// translated text that changes nothing and writes no audit row; 401 without a platform token, 403 for the
// auditor on changes; the audit rows' before and after; the storefront's cached GET /category/categoryInfo
// following at once; a category's picture kept by the uploads' clean-up.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_ID_HEADER,
  MerchantProdParam,
  messages,
  PlatformCategoryParam,
  PlatformCategoryUpdateParam,
  type Category,
  type PlatformCategory,
  type PlatformRole,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { lockWaiter } from '../../test/lockWait.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { signedRequest, testServer, type Method } from '../../test/inject.ts';
import { platformAuditProbe } from '../../test/platform-audit.ts';
import { merchantTokenOf, unthrottled } from '../../test/mall.ts';
import { recordPlatformUpload, recordShopUpload, removeOrphanUploads } from '../file/service.ts';
import { uploads } from '../file/tables.ts';
import { addPlatformAccount } from '../platform/accounts.ts';
import { issuePlatformToken } from '../platform/auth.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { createMerchantProd } from './merchant.ts';
import { createCategory, deleteCategory, updateCategory, type RecordAction } from './platform-category.ts';
import { categories, products } from './tables.ts';

const zh = (d: Parameters<typeof translate>[1]) => translate('zh', d);

describeEachDatabase('platform category tree', (database) => {
  let app: FastifyInstance;
  const db = (): Database => database().handle.db;
  const tokens = new Map<PlatformRole, string>();
  /** Pictures the platform uploaded (recorded in beforeAll): a new picture or icon must be one. */
  const platformUploads: string[] = [];

  beforeAll(async () => {
    await seedIfEmpty(db(), { perLeaf: 1 });
    // A cached server: the storefront's category route must follow a change at once (the trigger).
    app = await testServer({ db: db(), rateLimiter: unthrottled, cacheTtlMs: 60_000 });
    await app.ready();
    for (const role of ['admin', 'operator', 'auditor'] as const) {
      const id = await addPlatformAccount(db(), {
        username: `cat_${role}`,
        role,
        password: `Test-${role}-9876`,
      });
      tokens.set(role, (await issuePlatformToken(db(), id, Date.now())).token);
      if (role === 'operator') {
        for (let i = 0; i < 10; i++) {
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
  const refused = async (
    method: Method,
    url: string,
    body: unknown,
    message: Parameters<typeof zh>[0],
    status = 400,
  ) => {
    const res = await call(method, url, body);
    expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
    expect(res.body).toBe(zh(message));
    // A 400 and a 404 both name their message (decisions/0096, 0105).
    expect(res.headers[MESSAGE_ID_HEADER]).toBe(typeof message === 'string' ? message : message.id);
  };

  const audit = platformAuditProbe(() => app, db);
  const logMark = audit.mark;
  const logSince = audit.since;

  /** Runs `refusals` and checks that the categories and the audit log did not change. */
  async function changesNothing(refusals: () => Promise<void>) {
    const snapshot = () => db().select().from(categories).orderBy(asc(categories.categoryId));
    await audit.unchanged(snapshot, refusals);
  }

  const uploadUrl = () => {
    const url = platformUploads.shift();
    if (!url) throw new Error('the test ran out of platform uploads: record more in beforeAll');
    return url;
  };
  const body = (parentId: number, extra: Record<string, unknown> = {}) => ({
    parentId,
    categoryName: '茶具',
    categoryNameEn: 'Tea sets',
    pic: '',
    icon: '',
    seq: 5,
    status: 1,
    ...extra,
  });
  const add = (parentId: number, extra: Record<string, unknown> = {}) =>
    ok<number>('POST', '/platform/category', body(parentId, extra));
  const row = async (categoryId: number) =>
    (await db().select().from(categories).where(eq(categories.categoryId, categoryId)))[0];
  const tree = () => ok<PlatformCategory[]>('GET', '/platform/category/list', undefined, 'auditor');
  const storefront = async (lang = 'zh') =>
    (await app.inject(signedRequest('GET', '/category/categoryInfo', undefined, { lang }))).json<
      Category[]
    >();
  const flatten = (list: readonly Category[]): Category[] =>
    list.flatMap((c) => [c, ...flatten(c.categories)]);
  const shown = async (categoryId: number, lang = 'zh') =>
    flatten(await storefront(lang)).find((c) => c.categoryId === categoryId);

  /** A seeded third-level category with products, and its parent. */
  async function seededLeaf() {
    const [product] = await db().select({ categoryId: products.categoryId }).from(products).limit(1);
    const leaf = (await row(product!.categoryId))!;
    return { leaf, parent: (await row(leaf.parentId))! };
  }

  it('answers the whole tree, any status, with product counts over each subtree', async () => {
    const list = await tree();
    const [products_] = await Promise.all([db().select({ categoryId: products.categoryId }).from(products)]);
    const all = list.reduce((sum, c) => sum + c.prodCount, 0);
    expect(all).toBe(products_.length);
    for (const top of list) {
      expect(top.grade).toBe(1);
      expect(top.parentId).toBe(0);
      expect(top.prodCount).toBe(top.categories.reduce((sum, c) => sum + c.prodCount, 0));
      for (const branch of top.categories) {
        expect(branch.grade).toBe(2);
        for (const leaf of branch.categories) {
          expect(leaf.grade).toBe(3);
          expect(leaf.prodCount).toBe(products_.filter((p) => p.categoryId === leaf.categoryId).length);
        }
      }
    }
    const { leaf } = await seededLeaf();
    const info = await ok<PlatformCategory>('GET', `/platform/category/info?categoryId=${leaf.categoryId}`);
    expect(info).toMatchObject({
      categoryId: leaf.categoryId,
      categoryName: leaf.nameZh,
      categoryNameEn: leaf.nameEn,
      grade: 3,
      categories: [],
    });
    expect(info.prodCount).toBeGreaterThan(0);
  });

  it('adds three levels, changes and deletes them; logged; the storefront follows at once', async () => {
    expect(await storefront()).not.toEqual([]); // cached now
    const mark = await logMark();
    const pic = uploadUrl();
    const top = await add(0, { categoryName: '  茶  ', categoryNameEn: 'Tea', pic, seq: 0 });
    expect(await row(top)).toMatchObject({ grade: 1, parentId: 0, nameZh: '茶', pic, icon: '' });
    const branch = await add(top, { categoryName: '茶具', categoryNameEn: 'Tea sets' });
    const leaf = await add(branch, { categoryName: '茶杯', categoryNameEn: 'Tea cups', icon: uploadUrl() });
    expect((await row(branch))!.grade).toBe(2);
    expect((await row(leaf))!.grade).toBe(3);
    expect((await shown(top))?.categoryName).toBe('茶');
    expect((await shown(leaf, 'en'))?.categoryName).toBe('Tea cups');

    const info = await ok<PlatformCategory>('GET', `/platform/category/info?categoryId=${top}`);
    expect(info.categories.map((c) => c.categoryId)).toEqual([branch]);
    expect(info.categories[0]!.categories.map((c) => c.categoryId)).toEqual([leaf]);
    expect(info.prodCount).toBe(0);

    // Hidden: still in the console's tree, gone from the storefront at once.
    await ok('PUT', '/platform/category', {
      ...body(branch),
      categoryId: leaf,
      categoryName: '杯',
      status: 0,
    });
    expect(await shown(leaf)).toBeUndefined();
    expect((await tree()).find((c) => c.categoryId === top)!.categories[0]!.categories[0]).toMatchObject({
      categoryId: leaf,
      categoryName: '杯',
      status: 0,
    });

    await ok('DELETE', `/platform/category?categoryId=${leaf}`);
    await ok('DELETE', `/platform/category?categoryId=${branch}`);
    await ok('DELETE', `/platform/category?categoryId=${top}`);
    expect(await shown(top)).toBeUndefined();
    expect(await row(top)).toBeUndefined();

    const log = await logSince(mark);
    expect(log.map((l) => [l.action, l.targetType, l.targetId, l.actorUsername])).toEqual([
      ['category.create', 'category', String(top), 'cat_operator'],
      ['category.create', 'category', String(branch), 'cat_operator'],
      ['category.create', 'category', String(leaf), 'cat_operator'],
      ['category.update', 'category', String(leaf), 'cat_operator'],
      ['category.delete', 'category', String(leaf), 'cat_operator'],
      ['category.delete', 'category', String(branch), 'cat_operator'],
      ['category.delete', 'category', String(top), 'cat_operator'],
    ]);
    expect(log[0]!.before).toBeNull();
    expect(log[0]!.after).toMatchObject({ categoryId: top, nameZh: '茶', pic });
    expect(log[3]!.before).toMatchObject({ nameZh: '茶杯', status: 1 });
    expect(log[3]!.after).toMatchObject({ nameZh: '杯', status: 0 });
    expect(log[6]!.before).toMatchObject({ categoryId: top });
    expect(log[6]!.after).toBeNull();
  });

  it('reorders the children of one parent, the storefront following', async () => {
    const top = await add(0);
    const ids = [await add(top, { seq: 1 }), await add(top, { seq: 2 }), await add(top, { seq: 3 })];
    const order = async () => (await shown(top))!.categories.map((c) => c.categoryId);
    expect(await order()).toEqual(ids);
    const mark = await logMark();
    const wanted = [ids[2]!, ids[0]!, ids[1]!];
    await ok('PUT', '/platform/category/sort', { parentId: top, categoryIds: wanted });
    expect(await order()).toEqual(wanted);
    const info = await ok<PlatformCategory>('GET', `/platform/category/info?categoryId=${top}`);
    expect(info.categories.map((c) => [c.categoryId, c.seq])).toEqual(wanted.map((id, seq) => [id, seq]));
    const [entry, ...rest] = await logSince(mark);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'category.sort',
      targetId: String(top),
      before: ids.map((categoryId, i) => ({ categoryId, seq: i + 1 })),
      after: wanted.map((categoryId, seq) => ({ categoryId, seq })),
    });
    // The top level is a parent too (0).
    const tops = (await tree()).map((c) => c.categoryId);
    await ok('PUT', '/platform/category/sort', {
      parentId: 0,
      categoryIds: [top, ...tops.filter((t) => t !== top)],
    });
    expect((await storefront())[0]!.categoryId).toBe(top);
  });

  it('moves a category with its subtree, keeping three levels', async () => {
    const a = await add(0);
    const b = await add(0);
    const branch = await add(a);
    const leaf = await add(branch);
    // A second level with its third under another first level: same levels.
    await ok('PUT', '/platform/category', { ...body(b), categoryId: branch });
    expect(await row(branch)).toMatchObject({ parentId: b, grade: 2 });
    expect(await row(leaf)).toMatchObject({ parentId: branch, grade: 3 });
    // A first level with a second below it under another first level: both one level down.
    const c = await add(0);
    const cChild = await add(c);
    await ok('PUT', '/platform/category', { ...body(a), categoryId: c });
    expect(await row(c)).toMatchObject({ parentId: a, grade: 2 });
    expect(await row(cChild)).toMatchObject({ parentId: c, grade: 3 });
    // And back to the top.
    await ok('PUT', '/platform/category', { ...body(0), categoryId: c });
    expect(await row(c)).toMatchObject({ parentId: 0, grade: 1 });
    expect(await row(cChild)).toMatchObject({ parentId: c, grade: 2 });
    // A seeded third level with products may move under another second level.
    const { leaf: seeded } = await seededLeaf();
    await ok('PUT', '/platform/category', {
      ...body(branch),
      categoryId: leaf,
    });
    await ok('PUT', '/platform/category', {
      ...body(b),
      categoryId: branch,
      categoryName: '新',
    });
    const seededParent = seeded.parentId;
    await ok('PUT', '/platform/category', {
      parentId: branch,
      categoryId: seeded.categoryId,
      categoryName: seeded.nameZh,
      categoryNameEn: seeded.nameEn,
      pic: seeded.pic,
      icon: seeded.icon,
      seq: seeded.seq,
      status: seeded.status,
    });
    expect(await row(seeded.categoryId)).toMatchObject({ parentId: branch, grade: 3 });
    await ok('PUT', '/platform/category', {
      parentId: seededParent,
      categoryId: seeded.categoryId,
      categoryName: seeded.nameZh,
      categoryNameEn: seeded.nameEn,
      pic: seeded.pic,
      icon: seeded.icon,
      seq: seeded.seq,
      status: seeded.status,
    });
    expect(await row(seeded.categoryId)).toEqual(seeded);
  });

  it("logs a move's level changes below the category: each one's id, parent and grade", async () => {
    const a = await add(0);
    const mid = await add(a);
    const low1 = await add(mid);
    const low2 = await add(mid);
    const mark = await logMark();
    await ok('PUT', '/platform/category', { ...body(0), categoryId: mid });
    const log = await logSince(mark);
    expect(log).toHaveLength(1);
    expect(log[0]!.before).toMatchObject({
      categoryId: mid,
      parentId: a,
      grade: 2,
      subtree: [
        { categoryId: low1, parentId: mid, grade: 3 },
        { categoryId: low2, parentId: mid, grade: 3 },
      ],
    });
    expect(log[0]!.after).toMatchObject({
      categoryId: mid,
      parentId: 0,
      grade: 1,
      subtree: [
        { categoryId: low1, parentId: mid, grade: 2 },
        { categoryId: low2, parentId: mid, grade: 2 },
      ],
    });
    expect(await row(low1)).toMatchObject({ grade: 2 });
    // A change that moves no level below logs the category alone.
    const again = await logMark();
    await ok('PUT', '/platform/category', { ...body(0), categoryId: mid, categoryName: '改名' });
    const [entry] = await logSince(again);
    expect(entry!.before).not.toHaveProperty('subtree');
    expect(entry!.after).not.toHaveProperty('subtree');
  });

  /** Every category's grade is its parent's plus one (1 at the top), at most three. */
  async function expectValidTree() {
    const rows = await db().select().from(categories);
    const byId = new Map(rows.map((r) => [r.categoryId, r]));
    for (const r of rows) {
      const parent = byId.get(r.parentId);
      expect(r.grade, `category ${r.categoryId}`).toBe(r.parentId === 0 ? 1 : (parent?.grade ?? -1) + 1);
      expect(r.grade).toBeLessThanOrEqual(3);
    }
  }

  it('keeps three levels under parallel creates and moves', async () => {
    const p = await add(0);
    const q = await add(0);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => call('POST', '/platform/category', body(p, { seq: i }))),
      ...Array.from({ length: 6 }, (_, i) =>
        call('PUT', '/platform/category', { ...body(i % 2 === 0 ? q : 0), categoryId: p }),
      ),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    await expectValidTree();
    const children = await db().select().from(categories).where(eq(categories.parentId, p));
    expect(children.map((c) => c.seq).sort((x, y) => x - y)).toEqual([...Array(10).keys()]);
  });

  const someoneWaits = () => lockWaiter(db(), 'postgres');

  /** A RecordAction that waits for `open` inside the change's transaction, after announcing `reached`. */
  function gatedRecord() {
    let open!: () => void;
    let reached!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const atGate = new Promise<void>((resolve) => (reached = resolve));
    const record: RecordAction = async () => {
      reached();
      await opened;
    };
    return { record, open, atGate };
  }
  const noRecord: RecordAction = async () => {};

  it('takes a category created while a move waits into the move (PostgreSQL)', async () => {
    // PGlite runs one transaction at a time: no interleaving to test there.
    if (database().kind !== 'postgres') return;
    const p = await add(0);
    const q = await add(0);
    const gate = gatedRecord();
    const created = createCategory(db(), PlatformCategoryParam.parse(body(p)), gate.record, new Date());
    await gate.atGate;
    const move = PlatformCategoryUpdateParam.parse({ ...body(q), categoryId: p });
    const moved = updateCategory(db(), move, noRecord, new Date());
    await someoneWaits();
    gate.open();
    const child = await created;
    await moved;
    expect(await row(p)).toMatchObject({ parentId: q, grade: 2 });
    expect(await row(child)).toMatchObject({ parentId: p, grade: 3 });
    await expectValidTree();
  });

  it('never saves a product into a category being deleted (PostgreSQL)', async () => {
    if (database().kind !== 'postgres') return;
    const top = await add(0);
    const leaf = await add(await add(top));
    const pic = `/api/uploads/2026/11/${randomBytes(16).toString('hex')}.png`;
    await recordShopUpload(db(), pic, 1, new Date());
    const product = MerchantProdParam.parse({
      prodName: '测试商品',
      prodNameEn: 'Test product',
      categoryId: leaf,
      brief: '',
      briefEn: '',
      content: '',
      contentEn: '',
      pic,
      imgs: pic,
      skuList: [
        {
          skuName: '红色',
          skuNameEn: 'Red',
          properties: '颜色:红色',
          propertiesEn: 'Colour:Red',
          price: 20,
          oriPrice: 25,
          stocks: 5,
          pic: '',
        },
      ],
      status: 1,
    });
    const gate = gatedRecord();
    // The delete has checked for products and holds the row; the product form must wait, then refuse.
    const deleted = deleteCategory(db(), leaf, gate.record);
    await gate.atGate;
    const saved = createMerchantProd(db(), 1, product, new Date()).then(
      () => null,
      (error: unknown) => error,
    );
    await someoneWaits();
    gate.open();
    await deleted;
    const error = await saved;
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as BusinessError).descriptor).toBe(messages.merchantProdCategoryInvalid);
    expect(await db().select().from(products).where(eq(products.categoryId, leaf))).toEqual([]);
    expect(await row(leaf)).toBeUndefined();
  });

  it('refuses a bad category, move, order or delete and changes nothing', async () => {
    const { leaf, parent } = await seededLeaf();
    const top = await add(0);
    const branch = await add(top);
    const third = await add(branch);
    const deep = await add(0);
    const deepBranch = await add(deep);
    await add(deepBranch);
    const keep = (await row(top))!;
    const edit = (extra: Record<string, unknown>) => ({ ...body(0), categoryId: top, ...extra });
    await changesNothing(async () => {
      const put = (b: unknown, m: Parameters<typeof zh>[0]) => refused('PUT', '/platform/category', b, m);
      const post = (b: unknown, m: Parameters<typeof zh>[0]) => refused('POST', '/platform/category', b, m);
      // Names, pictures, order, status.
      await post(body(0, { categoryName: '   ' }), messages.categoryNameInvalid);
      await post(body(0, { categoryNameEn: 'x'.repeat(51) }), messages.categoryNameInvalid);
      await post(body(0, { categoryName: 3 }), messages.categoryNameInvalid);
      await post(body(0, { pic: 'https://example.com/a.png' }), messages.categoryPicInvalid);
      await post(
        body(0, { pic: `/api/uploads/2026/11/${'a'.repeat(32)}.png` }), // the shape, but nobody uploaded it
        messages.categoryPicInvalid,
      );
      await post(body(0, { icon: '/api/img/x.png' }), messages.categoryIconInvalid);
      await post(body(0, { seq: -1 }), messages.contentSeqInvalid);
      await post(body(0, { seq: 1.5 }), messages.contentSeqInvalid);
      await post(body(0, { status: 2 }), messages.invalid);
      await post(body(-1), messages.invalid);
      // The place in the tree.
      await post(body(2_000_000_000), messages.categoryParentNotFound);
      await post(body(leaf.categoryId), messages.categoryLevelInvalid);
      await post(body(third), messages.categoryLevelInvalid);
      // Changes.
      await refused(
        'PUT',
        '/platform/category',
        edit({ categoryId: 2_000_000_000 }),
        messages.categoryNotFound,
        404,
      );
      await put(edit({ categoryId: 0 }), messages.invalid);
      await put(edit({ parentId: top }), messages.categoryLevelInvalid); // under itself
      await put(edit({ parentId: branch }), messages.categoryLevelInvalid); // under its own child
      await put(edit({ parentId: deep }), messages.categoryLevelInvalid); // its third level would be a fourth
      await put({ ...edit({ parentId: deepBranch }), categoryId: branch }, messages.categoryLevelInvalid); // a parent as third
      await put(
        { ...body(top), categoryId: leaf.categoryId, categoryName: leaf.nameZh }, // products leave the third level
        messages.categoryProductsLevel,
      );
      await put({ ...body(0), categoryId: parent.categoryId }, messages.categoryProductsLevel);
      await put(edit({ pic: '/api/uploads/2026/11/not-ours.png' }), messages.categoryPicInvalid);
      // Order.
      const sort = (b: unknown, m: Parameters<typeof zh>[0]) =>
        refused('PUT', '/platform/category/sort', b, m);
      await sort({ parentId: top, categoryIds: [] }, messages.categorySortInvalid);
      await sort({ parentId: top, categoryIds: [branch, branch] }, messages.categorySortInvalid);
      await sort({ parentId: top, categoryIds: [branch, third] }, messages.categorySortInvalid); // not its child
      await sort({ parentId: branch, categoryIds: [branch] }, messages.categorySortInvalid);
      await sort(
        { parentId: parent.categoryId, categoryIds: [leaf.categoryId] },
        messages.categorySortInvalid,
      ); // not all
      await sort({ parentId: 2_000_000_000, categoryIds: [top] }, messages.categoryParentNotFound);
      await sort({ parentId: top, categoryIds: 'x' }, messages.categorySortInvalid);
      // Delete.
      await refused(
        'DELETE',
        `/platform/category?categoryId=${top}`,
        undefined,
        messages.categoryHasChildren,
      );
      await refused(
        'DELETE',
        `/platform/category?categoryId=${leaf.categoryId}`,
        undefined,
        messages.categoryHasProducts,
      );
      await refused(
        'DELETE',
        '/platform/category?categoryId=999999999',
        undefined,
        messages.categoryNotFound,
        404,
      );
      await refused('DELETE', '/platform/category?categoryId=x', undefined, messages.queryIdInvalid);
      await refused(
        'GET',
        '/platform/category/info?categoryId=999999999',
        undefined,
        messages.categoryNotFound,
        404,
      );
    });
    expect(await row(top)).toEqual(keep);
  });

  it('lets every role read, only admin and operator change, nobody without a platform token', async () => {
    const top = await add(0);
    const merchant = await merchantTokenOf(db(), 1);
    for (const url of ['/platform/category/list', `/platform/category/info?categoryId=${top}`]) {
      for (const role of ['admin', 'operator', 'auditor'] as const) {
        expect((await call('GET', url, undefined, role)).statusCode, `${role} ${url}`).toBe(200);
      }
      expect((await call('GET', url, undefined, null)).statusCode).toBe(401);
      const asMerchant = await app.inject(signedRequest('GET', url, undefined, { token: merchant }));
      expect(asMerchant.statusCode).toBe(401);
    }
    const tops = (await tree()).map((c) => c.categoryId);
    const changes: [Method, string, unknown][] = [
      ['POST', '/platform/category', body(0)],
      ['PUT', '/platform/category', { ...body(0), categoryId: top }],
      ['PUT', '/platform/category/sort', { parentId: 0, categoryIds: tops.reverse() }],
      ['DELETE', `/platform/category?categoryId=${top}`, undefined],
    ];
    await changesNothing(async () => {
      for (const [method, url, b] of changes) {
        const res = await call(method, url, b, 'auditor');
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.body).toBe(zh(messages.platformForbidden));
        expect((await call(method, url, b, null)).statusCode).toBe(401);
      }
    });
    // The administrator may.
    await ok('PUT', '/platform/category', { ...body(0), categoryId: top, categoryName: '管理员改' }, 'admin');
    expect((await row(top))!.nameZh).toBe('管理员改');
    await ok('DELETE', `/platform/category?categoryId=${top}`, undefined, 'admin');
  });

  it('is in the OpenAPI document behind the platform token (the fuzzer and the sweep walk it)', async () => {
    const doc = (await app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    }>();
    const ops = Object.entries(doc.paths)
      .filter(([path]) => path.includes('/platform/category'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => [
          `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`,
          op.security?.some((s) => 'platformBearer' in s),
        ]),
      );
    expect(Object.fromEntries(ops)).toEqual({
      'GET /platform/category/list': true,
      'GET /platform/category/info': true,
      'POST /platform/category': true,
      'PUT /platform/category': true,
      'DELETE /platform/category': true,
      'PUT /platform/category/sort': true,
    });
  });

  // Last: the clean-up removes every unused upload of this database, the test's spare ones too.
  describe('uploads', () => {
    it("keeps a category's picture and icon through the uploads' clean-up, and removes an unused one", async () => {
      const pic = uploadUrl();
      const icon = uploadUrl();
      const unused = uploadUrl();
      await add(0, { pic, icon });
      const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
      await removeOrphanUploads(db(), null, later, { graceMs: 24 * 60 * 60 * 1000, batch: 1000 });
      const left = new Set((await db().select({ url: uploads.url }).from(uploads)).map((u) => u.url));
      expect(left.has(pic)).toBe(true);
      expect(left.has(icon)).toBe(true);
      expect(left.has(unused)).toBe(false);
    });
  });
});
