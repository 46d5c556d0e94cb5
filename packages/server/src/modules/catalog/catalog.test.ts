// The catalogue, stores, home content, pictures and collections through inject, on PostgreSQL (PGlite
// instead where PostgreSQL is unavailable, decisions/0097), over a small seeded demo data set (2 products
// per leaf category).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { messages, PAGE_CURRENT_MAX, sign } from '@mall/domain';
import { buildServer } from '../../app.ts';
import { translate } from '../../i18n.ts';
import { users } from '../account/tables.ts';
import { issueToken } from '../account/tokens.ts';
import { seedDemo, seedIfEmpty } from '../seed/index.ts';
import { generateDemo } from '../seed/generate.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';

interface Card {
  prodId: number;
  prodName: string;
  price: number;
  oriPrice: number;
  categoryId: number;
  shopId: number;
  shopName: string;
  soldNum: number;
  pic: string;
}
interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
interface Category {
  categoryId: number;
  parentId: number;
  categoryName: string;
  categories: Category[];
}

const PER_LEAF = 2;
const demo = generateDemo({ perLeaf: PER_LEAF });
const en = { 'accept-language': 'en' };

const flatten = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...flatten(n.categories)]);
const twoDecimals = (n: number) => Math.round(n * 100) / 100 === n;

describeEachDatabase('the catalogue', (database) => {
  let app: FastifyInstance;
  const tokens: string[] = [];

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: `/api${url}`, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    return res.json<T>();
  };
  const expect400 = async (url: string, message: { id: string }, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: `/api${url}`, headers });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
    expect(res.body).toBe(translate(headers['accept-language'] === 'en' ? 'en' : 'zh', message));
  };
  const post = (url: string, body: string, token?: string): InjectOptions => ({
    method: 'POST',
    url: `/api${url}`,
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...sign({ body, origin: '', now: Date.now() }),
      ...(token ? { authorization: `bearer ${token}` } : {}),
    },
  });
  const auth = (token: string) => ({ authorization: `bearer ${token}` });

  beforeAll(async () => {
    const { db } = database().handle;
    const summary = await seedIfEmpty(db, { perLeaf: PER_LEAF });
    expect(summary?.products).toBe(demo.products.length);
    expect(await seedIfEmpty(db, { perLeaf: PER_LEAF })).toBeNull();
    app = await buildServer({ appDir: '/nonexistent/app', storybookDir: '/nonexistent/storybook', db });
    for (const n of [1, 2]) {
      const userId = `u${randomUUID().replaceAll('-', '')}`;
      await db
        .insert(users)
        .values({ userId, userName: `catalog_${n}_${userId.slice(1, 7)}`, nickName: `C${n}` });
      tokens.push((await issueToken(db, userId)).token);
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  describe('categories', () => {
    it('answers the three-level tree in the request language', async () => {
      const zh = await get<Category[]>('/category/categoryInfo?parentId=0');
      expect(zh.map((c) => c.categoryName)).toContain('手机数码');
      expect(zh[0]!.categories[0]!.categories[0]!.categoryName).toBe('5G手机');
      expect(flatten(zh)).toHaveLength(demo.categories.length);
      const english = await get<Category[]>('/category/categoryInfo', en);
      expect(english[0]!.categoryName).toBe('Phones & Digital');
      expect(english[0]!.categories[0]!.categories[0]!.categoryName).toBe('5G Phones');
      const below = await get<Category[]>(`/category/categoryInfo?parentId=${zh[0]!.categoryId}`);
      expect(below.map((c) => c.categoryName)).toEqual(['手机', '数码配件']);
    });
    it('refuses a malformed parentId with a translated message', async () => {
      await expect400('/category/categoryInfo?parentId=abc', messages.queryIdInvalid);
      await expect400('/category/categoryInfo?parentId=-1', messages.queryIdInvalid, en);
    });
  });

  describe('search', () => {
    it('pages every product on sale with the contract fields, money in yuan', async () => {
      const onSale = demo.products.filter((p) => p.status === 1).length;
      const page = await get<Page<Card>>('/search/searchProdPage?size=5&current=2');
      expect(page).toMatchObject({ total: onSale, size: 5, current: 2, pages: Math.ceil(onSale / 5) });
      expect(page.records).toHaveLength(5);
      const card = page.records[0]!;
      expect(Object.keys(card).sort()).toEqual(
        [
          'prodId',
          'prodName',
          'price',
          'oriPrice',
          'pic',
          'imgs',
          'brief',
          'shopId',
          'shopName',
          'totalStocks',
          'categoryId',
          'soldNum',
        ].sort(),
      );
      const row = demo.products.find((p) => p.prodId === card.prodId)!;
      expect(card.price).toBe(row.price / 100);
      expect(twoDecimals(card.price) && twoDecimals(card.oriPrice)).toBe(true);
      expect(card.prodName).toBe(row.nameZh);
    });

    it('finds a two-character Chinese term and an English word, in the names of both languages', async () => {
      const zh = await get<Page<Card>>(
        `/search/searchProdPage?prodName=${encodeURIComponent('手机')}&size=100`,
      );
      const expected = demo.products.filter(
        (p) => p.status === 1 && (p.nameZh.includes('手机') || /手机/i.test(p.nameEn)),
      );
      expect(zh.total).toBe(expected.length);
      expect(zh.total).toBeGreaterThanOrEqual(3 * PER_LEAF);
      for (const card of zh.records) expect(card.prodName).toContain('手机');

      const english = await get<Page<Card>>('/search/searchProdPage?prodName=laptop&size=100', en);
      expect(english.total).toBe(
        demo.products.filter((p) => p.status === 1 && /laptop/i.test(p.nameEn)).length,
      );
      expect(english.total).toBeGreaterThan(0);
      for (const card of english.records) expect(card.prodName.toLowerCase()).toContain('laptop');
      // An English word also finds products when the answer is in Chinese (the name in either language).
      const mixed = await get<Page<Card>>('/search/searchProdPage?prodName=Laptop&size=100');
      expect(mixed.total).toBe(english.total);
      expect(mixed.records[0]!.prodName).toMatch(/[\u4e00-\u9fff]/);
    });

    it('treats LIKE wildcards as text', async () => {
      const page = await get<Page<Card>>('/search/searchProdPage?prodName=%25');
      expect(page.total).toBe(0);
    });

    it('includes the descendants of a category at any level', async () => {
      const tree = await get<Category[]>('/category/categoryInfo');
      const top = tree[0]!;
      const ids = new Set(flatten([top]).map((c) => c.categoryId));
      const page = await get<Page<Card>>(`/search/searchProdPage?categoryId=${top.categoryId}&size=100`);
      const expected = demo.products.filter((p) => p.status === 1 && ids.has(p.categoryId));
      expect(page.total).toBe(expected.length);
      expect(page.records.every((c) => ids.has(c.categoryId))).toBe(true);
      const leaf = top.categories[0]!.categories[0]!;
      const leafPage = await get<Page<Card>>(`/search/searchProdPage?categoryId=${leaf.categoryId}`);
      expect(leafPage.total).toBe(
        demo.products.filter((p) => p.status === 1 && p.categoryId === leaf.categoryId).length,
      );
      const branch = top.categories[0]!;
      const branchPage = await get<Page<Card>>(`/search/searchProdPage?categoryId=${branch.categoryId}`);
      expect(branchPage.total).toBe(
        3 * PER_LEAF -
          demo.products.filter(
            (p) =>
              p.status === 0 &&
              [1, 2, 3].map((i) => branch.categories[i - 1]?.categoryId).includes(p.categoryId),
          ).length,
      );
    });

    it('filters by shop', async () => {
      const page = await get<Page<Card>>('/search/searchProdPage?shopId=2&size=100');
      expect(page.total).toBeGreaterThan(0);
      expect(page.records.every((c) => c.shopId === 2)).toBe(true);
    });

    it('sorts by sales and by price, both ways', async () => {
      const values = async (sort: number, orderBy: number, key: 'soldNum' | 'price') =>
        (
          await get<Page<Card>>(`/search/searchProdPage?sort=${sort}&orderBy=${orderBy}&size=100`)
        ).records.map((c) => c[key]);
      const ascending = (list: number[]) => list.every((v, i) => i === 0 || list[i - 1]! <= v);
      const salesUp = await values(1, 0, 'soldNum');
      const salesDown = await values(1, 1, 'soldNum');
      const priceUp = await values(2, 0, 'price');
      const priceDown = await values(2, 1, 'price');
      expect(ascending(salesUp)).toBe(true);
      expect(ascending([...salesDown].reverse())).toBe(true);
      expect(ascending(priceUp)).toBe(true);
      expect(ascending([...priceDown].reverse())).toBe(true);
      expect(priceUp[0]).toBeLessThan(priceDown[0]!);
    });

    it('caps the page size at 100', async () => {
      const page = await get<Page<Card>>('/search/searchProdPage?size=1000');
      expect(page.size).toBe(100);
      expect(page.records.length).toBe(Math.min(100, page.total));
    });

    it('refuses malformed queries with a 400 and a translated message, never a 500', async () => {
      await expect400('/search/searchProdPage?sort=9', messages.querySortInvalid);
      await expect400('/search/searchProdPage?orderBy=x', messages.querySortInvalid, en);
      await expect400('/search/searchProdPage?current=0', messages.queryPageInvalid);
      await expect400('/search/searchProdPage?size=-5', messages.queryPageInvalid, en);
      await expect400('/search/searchProdPage?size=1.5', messages.queryPageInvalid);
      await expect400(
        `/search/searchProdPage?current=${PAGE_CURRENT_MAX + 1}`,
        messages.queryPageTooDeep,
        en,
      );
      await expect400('/search/searchProdPage?categoryId=1e3', messages.queryIdInvalid);
      await expect400('/search/searchProdPage?shopId=99999999999', messages.queryIdInvalid);
      await expect400('/search/searchProdPage?shopId=1&shopId=2', messages.queryIdInvalid);
      await expect400(`/search/searchProdPage?prodName=${'x'.repeat(101)}`, messages.queryTextTooLong);
    });

    it('answers hot search words in the request language', async () => {
      const zh = await get<{ title: string }[]>('/search/hotSearch');
      expect(zh[0]!.title).toBe('手机');
      const english = await get<{ title: string }[]>('/search/hotSearch', en);
      expect(english[0]!.title).toBe('phone');
    });
  });

  describe('product detail', () => {
    const product = demo.products.find((p) => p.status === 1)!;
    it('answers the product with its SKUs and parameters in the request language', async () => {
      const zh = await get<
        Record<string, unknown> & {
          skuList: Record<string, unknown>[];
          prodParameterList: Record<string, string>[];
        }
      >(`/prod/prodInfo?prodId=${product.prodId}`);
      expect(zh).toMatchObject({
        prodId: product.prodId,
        prodName: product.nameZh,
        price: product.price / 100,
        oriPrice: product.oriPrice / 100,
        status: 1,
        prodType: 0,
        totalStocks: product.totalStocks,
        shopName: demo.shops.find((s) => s.shopId === product.shopId)!.nameZh,
      });
      const skus = demo.skus.filter((s) => s.prodId === product.prodId);
      expect(zh.skuList).toHaveLength(skus.length);
      expect(zh.skuList[0]).toMatchObject({
        skuId: skus[0]!.skuId,
        properties: skus[0]!.propertiesZh,
        stocks: skus[0]!.stocks,
      });
      expect(String(zh.skuList[0]!.properties)).toMatch(/^颜色:/);
      expect(zh.prodParameterList[0]).toMatchObject({ parameterKey: '品牌' });

      const english = await get<typeof zh>(`/prod/prodInfo?prodId=${product.prodId}`, en);
      expect(english.prodName).toBe(product.nameEn);
      expect(String(english.skuList[0]!.properties)).toMatch(/^Colour:/);
      expect(english.prodParameterList[0]).toMatchObject({ parameterKey: 'Brand' });
      expect(String(english.content)).toContain('<h3>');
    });
    it('answers an unknown product with a translated 400, a malformed id with its own 400', async () => {
      await expect400('/prod/prodInfo?prodId=999999', messages.productNotFound);
      await expect400('/prod/prodInfo?prodId=999999', messages.productNotFound, en);
      await expect400('/prod/prodInfo', messages.queryIdInvalid);
      await expect400('/prod/prodInfo?prodId=abc', messages.queryIdInvalid, en);
    });
  });

  describe('home lists', () => {
    it('answers the tagged sections with their products', async () => {
      const sections = await get<{ title: string; productDtoList: Card[] }[]>('/prod/tagProdList', en);
      expect(sections.map((s) => s.title)).toEqual(['New Arrivals', 'Best Sellers', 'Limited-Time Deals']);
      expect(sections[0]!.productDtoList.length).toBeGreaterThan(0);
    });
    it('pages new products newest first and best sellers most sold first', async () => {
      const newest = await get<Page<Card>>('/prod/lastedProdPage?size=3');
      const byTime = [...demo.products]
        .filter((p) => p.status === 1)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      expect(newest.records.map((c) => c.prodId)).toEqual(byTime.slice(0, 3).map((p) => p.prodId));
      const best = await get<Page<Card>>('/prod/moreBuyProdList?size=5');
      const sold = best.records.map((c) => c.soldNum);
      expect(sold).toEqual([...sold].sort((a, b) => b - a));
      expect(sold[0]).toBe(Math.max(...demo.products.filter((p) => p.status === 1).map((p) => p.soldNum)));
    });
    it('answers banners, pinned notices, the notice list and a notice', async () => {
      const banners = await get<{ imgUrl: string; title: string; relation: number | null }[]>(
        '/indexImgs?imgType=1',
        en,
      );
      expect(banners.length).toBe(demo.banners.length);
      expect(banners[0]!.title).toBe('New 5G phones');
      // The drawn banner follows the page's language, not the browser's: its link says which.
      expect(banners[0]!.imgUrl).toBe('/api/img/banner/1.svg?lang=en');
      const zhBanners = await get<{ imgUrl: string }[]>('/indexImgs?imgType=1');
      expect(zhBanners[0]!.imgUrl).toBe('/api/img/banner/1.svg?lang=zh');
      const drawn = async (url: string, language: string) =>
        (await app.inject({ url, headers: { 'accept-language': language } })).body;
      expect(await drawn(zhBanners[0]!.imgUrl, 'en-US')).toContain('5G新机');
      expect(await drawn(banners[0]!.imgUrl, 'zh-CN')).toContain('New 5G phones');
      expect(await drawn('/api/img/banner/1.svg', 'en-US')).toContain('New 5G phones');
      expect(await drawn('/api/img/banner/1.svg?lang=fr', 'zh-CN')).toContain('5G新机');
      const top = await get<{ id: number; isTop: number; title: string }[]>('/shop/notice/topNoticeList');
      expect(top.length).toBe(demo.notices.filter((n) => n.isTop === 1).length);
      expect(top.every((n) => n.isTop === 1)).toBe(true);
      const list = await get<Page<{ id: number; publishTime: string }>>('/shop/notice/noticeList?size=3');
      expect(list).toMatchObject({
        total: demo.notices.length,
        size: 3,
        pages: Math.ceil(demo.notices.length / 3),
      });
      expect(list.records[0]!.publishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      const one = await get<{ id: number; title: string; content: string }>(
        `/shop/notice/info/${top[0]!.id}`,
        en,
      );
      expect(one.title).toBe(demo.notices.find((n) => n.id === top[0]!.id)!.titleEn);
      await expect400('/shop/notice/info/999', messages.noticeNotFound, en);
      await expect400('/shop/notice/info/x', messages.queryIdInvalid);
      await expect400('/indexImgs?imgType=7', messages.invalid);
    });
  });

  describe('stores', () => {
    it('answers head info, store search and the preferred stores', async () => {
      const head = await get<{ shopId: number; shopName: string; prodCount: number; fansCount: number }>(
        '/shop/headInfo?shopId=1',
        en,
      );
      expect(head).toMatchObject({ shopId: 1, shopName: 'Mall Official Store', fansCount: 0 });
      expect(head.prodCount).toBe(demo.products.filter((p) => p.shopId === 1 && p.status === 1).length);
      await expect400('/shop/headInfo?shopId=999', messages.shopNotFound);
      await expect400('/shop/headInfo', messages.queryIdInvalid);
      const found = await get<Page<{ shopName: string }>>(
        `/search/searchShopPage?keyword=${encodeURIComponent('数码')}`,
      );
      expect(found.records.map((s) => s.shopName)).toEqual(['星耀数码专营店']);
      const foundEn = await get<Page<{ shopName: string }>>('/search/searchShopPage?keyword=apparel', en);
      expect(foundEn.records.map((s) => s.shopName)).toEqual(['Trend Apparel']);
      const all = await get<Page<unknown>>('/search/searchShopPage?size=3');
      expect(all).toMatchObject({ total: demo.shops.length, size: 3 });
      const recommended = await get<{ shopId: number }[]>('/shop/recommendShops');
      expect(recommended.map((s) => s.shopId)).toEqual(
        demo.shops.filter((s) => s.recommendSeq > 0).map((s) => s.shopId),
      );
    });
  });

  describe('comments', () => {
    const commented = demo.products.find(
      (p) => demo.comments.filter((c) => c.prodId === p.prodId).length >= 3,
    )!;
    const comments = demo.comments.filter((c) => c.prodId === commented.prodId);
    it('summarises the reviews of a product', async () => {
      const data = await get<Record<string, number>>(`/prodComm/prodCommData?prodId=${commented.prodId}`);
      const good = comments.filter((c) => c.evaluate === 0).length;
      expect(data).toEqual({
        positiveRating: Math.round((good * 10000) / comments.length) / 100,
        number: comments.length,
        praiseNumber: good,
        secondaryNumber: comments.filter((c) => c.evaluate === 1).length,
        negativeNumber: comments.filter((c) => c.evaluate === 2).length,
        picNumber: comments.filter((c) => c.pics !== '').length,
      });
      expect(await get(`/prodComm/prodCommData?prodId=999999`)).toMatchObject({
        number: 0,
        positiveRating: 0,
      });
    });
    it('pages the reviews with the evaluate filter', async () => {
      const all = await get<
        Page<{ evaluate: number; pics: string; score: number; nickName: string; isAnonymous: number }>
      >(`/prodComm/prodCommPageByProd?prodId=${commented.prodId}&evaluate=-1&size=100`);
      expect(all.total).toBe(comments.length);
      for (const record of all.records) {
        expect(record.score).toBeGreaterThanOrEqual(1);
        expect(record.score).toBeLessThanOrEqual(5);
        if (record.isAnonymous === 1) expect(record.nickName).toContain('***');
      }
      for (const evaluate of [0, 1, 2]) {
        const page = await get<Page<{ evaluate: number }>>(
          `/prodComm/prodCommPageByProd?prodId=${commented.prodId}&evaluate=${evaluate}`,
        );
        expect(page.total).toBe(comments.filter((c) => c.evaluate === evaluate).length);
        expect(page.records.every((r) => r.evaluate === evaluate)).toBe(true);
      }
      const withPics = await get<Page<{ pics: string }>>(
        `/prodComm/prodCommPageByProd?prodId=${commented.prodId}&evaluate=3`,
      );
      expect(withPics.total).toBe(comments.filter((c) => c.pics !== '').length);
      expect(withPics.records.every((r) => r.pics !== '')).toBe(true);
      await expect400(
        `/prodComm/prodCommPageByProd?prodId=${commented.prodId}&evaluate=4`,
        messages.queryEvaluateInvalid,
      );
      await expect400('/prodComm/prodCommPageByProd', messages.queryIdInvalid, en);
    });
  });

  describe('pictures', () => {
    it('draws product, store, category and banner pictures as SVG', async () => {
      const card = (await get<Page<Card>>('/search/searchProdPage?size=1')).records[0]!;
      for (const url of [
        card.pic,
        card.pic.replace('.svg', '-2.svg'),
        '/api/img/shop/1.svg',
        '/api/img/category/1.svg',
        '/api/img/banner/1.svg',
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toContain('image/svg+xml');
        expect(res.body).toMatch(/^<svg /);
      }
      expect((await app.inject({ url: card.pic })).body).toContain(
        demo.parameters.find((p) => p.prodId === card.prodId && p.keyEn === 'Brand')!.valueEn,
      );
      expect((await app.inject({ url: '/api/img/prod/999999.svg' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/img/prod/abc.svg' })).statusCode).toBe(404);
    });
  });

  describe('collections', () => {
    const prodId = demo.products[0]!.prodId;
    it('need a token', async () => {
      for (const url of [
        `/p/user/collection/isCollection?prodId=${prodId}`,
        '/p/user/collection/prods',
        '/p/shop/collection/isCollection?shopId=1',
        '/p/shop/collection/page',
      ]) {
        expect((await app.inject({ url: `/api${url}` })).statusCode, url).toBe(401);
      }
      expect((await app.inject(post('/p/user/collection/addOrCancel', String(prodId)))).statusCode).toBe(401);
      expect((await app.inject(post('/p/shop/collection/addOrCancel', '1'))).statusCode).toBe(401);
    });

    it('collect and uncollect products per user', async () => {
      const [first, second] = tokens as [string, string];
      expect(await get(`/p/user/collection/isCollection?prodId=${prodId}`, auth(first))).toBe(false);
      let res = await app.inject(post('/p/user/collection/addOrCancel', String(prodId), first));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toBe(true);
      res = await app.inject(
        post('/p/user/collection/addOrCancel', JSON.stringify(String(demo.products[1]!.prodId)), first),
      );
      expect(res.json()).toBe(true);
      expect(await get(`/p/user/collection/isCollection?prodId=${prodId}`, auth(first))).toBe(true);
      expect(await get(`/p/user/collection/isCollection?prodId=${prodId}`, auth(second))).toBe(false);
      const mine = await get<Page<Card>>('/p/user/collection/prods', auth(first));
      expect(mine.total).toBe(2);
      expect(mine.records[0]!.prodName).toBe(demo.products[1]!.nameZh);
      expect((await get<Page<Card>>('/p/user/collection/prods', auth(second))).total).toBe(0);
      res = await app.inject(post('/p/user/collection/addOrCancel', String(prodId), first));
      expect(res.json()).toBe(false);
      expect(await get(`/p/user/collection/isCollection?prodId=${prodId}`, auth(first))).toBe(false);
      res = await app.inject(post('/p/user/collection/addOrCancel', '999999', first));
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(translate('zh', messages.productNotFound));
      res = await app.inject(post('/p/user/collection/addOrCancel', '"abc"', first));
      expect(res.statusCode).toBe(400);
      res = await app.inject(post('/p/user/collection/addOrCancel', '{"prodId":1}', first));
      expect(res.statusCode).toBe(400);
    });

    it('follow and unfollow stores per user, counted as fans', async () => {
      const [first, second] = tokens as [string, string];
      let res = await app.inject(post('/p/shop/collection/addOrCancel', '3', first));
      expect(res.json()).toBe(true);
      res = await app.inject(post('/p/shop/collection/addOrCancel', '3', second));
      expect(res.json()).toBe(true);
      expect((await get<{ fansCount: number }>('/shop/headInfo?shopId=3')).fansCount).toBe(2);
      expect(await get('/p/shop/collection/isCollection?shopId=3', auth(first))).toBe(true);
      res = await app.inject(post('/p/shop/collection/addOrCancel', '3', second));
      expect(res.json()).toBe(false);
      expect(await get('/p/shop/collection/isCollection?shopId=3', auth(second))).toBe(false);
      const page = await get<Page<{ shopId: number; collectionTime: string }>>(
        '/p/shop/collection/page',
        auth(first),
      );
      expect(page.total).toBe(1);
      expect(page.records[0]!.shopId).toBe(3);
      res = await app.inject(post('/p/shop/collection/addOrCancel', '999', first));
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(translate('zh', messages.shopNotFound));
    });
  });
});

describe('the demo generator', () => {
  it('is deterministic and big enough', () => {
    const a = generateDemo();
    const b = generateDemo();
    expect(a.products.map((p) => p.nameZh)).toEqual(b.products.map((p) => p.nameZh));
    expect(a.products.length).toBeGreaterThanOrEqual(300);
    expect(a.shops.length).toBeGreaterThanOrEqual(8);
    expect(new Set(a.categories.map((c) => c.grade))).toEqual(new Set([1, 2, 3]));
    for (const p of a.products) {
      const skus = a.skus.filter((s) => s.prodId === p.prodId);
      expect(skus.length).toBeGreaterThan(0);
      expect(p.price).toBe(Math.min(...skus.map((s) => s.price)));
      expect(p.totalStocks).toBe(skus.reduce((sum, s) => sum + s.stocks, 0));
    }
  });
});
void seedDemo;
