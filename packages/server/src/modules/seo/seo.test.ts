// /robots.txt and /sitemap.xml over a small seeded catalogue: well-formed XML, both languages with their
// alternates, only products on sale in open shops, the split into parts at a (small, injected) limit,
// and the origin from MALL_PUBLIC_URL or the request (X-Forwarded-* only from a trusted proxy).
import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { installErrors } from '../../plugins/errors.ts';
import { installLanguage } from '../../plugins/language.ts';
import { testServer } from '../../test/inject.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { products } from '../catalog/tables.ts';
import { notices } from '../notice/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { shops } from '../shop/tables.ts';
import { seoRoutes, type SeoOptions } from './routes.ts';

const publicUrl = new URL('https://mall.example.com');
const origin = 'https://mall.example.com';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * Fails unless `xml` is well-formed for the subset the sitemap writes: the declaration, one root, elements
 * properly nested, attribute values quoted, and `&` only in the five predefined entities.
 */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith(XML_HEAD)).toBe(true);
  const body = xml.slice(XML_HEAD.length);
  const entity = '&(?:amp|lt|gt|quot|apos);';
  const attr = `\\s+[A-Za-z_][\\w:.-]*="(?:[^"<&]|${entity})*"`;
  const token = new RegExp(`<(/?)([A-Za-z_][\\w:.-]*)((?:${attr})*)\\s*(/?)>|((?:[^<&]|${entity})+)`, 'y');
  const stack: string[] = [];
  let roots = 0;
  while (token.lastIndex < body.length) {
    const at = token.lastIndex;
    const m = token.exec(body);
    if (!m) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 80)}`);
    const [, closing, name, , selfClosing, text] = m;
    if (text !== undefined) {
      if (stack.length === 0 && text.trim() !== '') throw new Error(`text outside the root: ${text}`);
      continue;
    }
    if (closing) {
      expect(stack.pop(), `closing ${name}`).toBe(name);
      continue;
    }
    if (stack.length === 0) roots++;
    if (!selfClosing) stack.push(name as string);
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescape(m[1] as string));
const urlElements = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] as string);

describeEachDatabase('robots.txt and the sitemap', (database) => {
  const servers: FastifyInstance[] = [];
  let offSale: number;
  let closedShop: number;
  let closedShopProduct: number;
  /** The pages the sitemap must list, by kind. */
  let expected: { products: number[]; shops: number[]; notices: number[]; categories: number[] };

  /** The seo routes alone, as app.ts registers them, with the options a test needs. */
  const seoServer = async (options: Partial<SeoOptions> = {}, trustProxy = false) => {
    const app = Fastify({ trustProxy });
    installLanguage(app);
    installErrors(app);
    await app.register(seoRoutes, { db: database().handle.db, publicUrl, ...options });
    await app.ready();
    servers.push(app);
    return app;
  };

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    const ids = (await db.select({ prodId: products.prodId, shopId: products.shopId }).from(products)).sort(
      (a, b) => a.prodId - b.prodId,
    );
    offSale = (ids[0] as { prodId: number }).prodId;
    await db.update(products).set({ status: 0 }).where(eq(products.prodId, offSale));
    // A closed store: neither it nor its products are listed.
    const last = ids[ids.length - 1] as { prodId: number; shopId: number };
    closedShop = last.shopId;
    closedShopProduct = last.prodId;
    await db.update(shops).set({ status: 0 }).where(eq(shops.shopId, closedShop));
    // A notice published later (decisions/0085): not listed until then.
    const [later] = await db
      .insert(notices)
      .values({ titleZh: '稍后', titleEn: 'Later', publishTime: new Date(Date.now() + 86_400_000) })
      .returning({ id: notices.id });
    const column = async (query: string) =>
      (await queryRows<{ id: number }>(db, sql.raw(query))).map((r) => Number(r.id)).sort((a, b) => a - b);
    expected = {
      products: await column(
        'SELECT p.prod_id AS id FROM products p JOIN shops s ON s.shop_id = p.shop_id WHERE p.status = 1 AND s.status = 1',
      ),
      shops: await column('SELECT shop_id AS id FROM shops WHERE status = 1'),
      notices: await column('SELECT id FROM notices WHERE status = 1 AND publish_time <= now()'),
      categories: await column('SELECT category_id AS id FROM categories WHERE status = 1'),
    };
    expect(expected.products).not.toContain(offSale);
    expect(expected.notices).not.toContain(later!.id);
    expect(expected.products).not.toContain(closedShopProduct);
    expect(expected.products.length).toBeGreaterThan(10);
  }, DATABASE_HOOK_TIMEOUT);

  afterAll(async () => {
    for (const app of servers) await app.close();
  });

  it('robots.txt allows the public pages, keeps out the private ones and names the sitemap', async () => {
    const app = await seoServer();
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Allow: /',
      'Disallow: /api/',
      'Allow: /api/img/',
      'Allow: /api/uploads/',
      'Disallow: /storybook/',
      'Disallow: /cart',
      'Disallow: /en/cart',
      'Disallow: /user-center',
      'Disallow: /en/user-center',
      'Disallow: /submit-order',
      'Disallow: /payment',
      'Disallow: /order-detail',
      'Disallow: /secdetail/confirm-order',
      `Sitemap: ${origin}/sitemap.xml`,
    ])
      expect(lines).toContain(line);
    // Public pages are not disallowed (a prefix rule would hide them).
    for (const path of [
      '/detail',
      '/list',
      '/shop',
      '/flash-sale',
      '/member-center/integral-mall',
      '/notice',
    ])
      expect(lines.filter((l) => l.startsWith('Disallow:') && path.startsWith(l.slice(10)))).toEqual([]);
  });

  it('lists every public page in both languages with its alternates, products on sale only', async () => {
    const app = await seoServer();
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expectWellFormed(res.body);
    expect(res.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const all = locs(res.body);
    expect(new Set(all).size).toBe(all.length);
    const fixed = [
      '/',
      '/list',
      '/notice-list',
      '/termsPage',
      '/termsPage?sts=1',
      '/flash-sale',
      '/group-buy',
    ];
    const want = [
      ...fixed,
      '/special-discount',
      '/coupons',
      '/member-center/integral-mall',
      ...expected.categories.map((id) => `/list?categoryId=${id}`),
      ...expected.shops.map((id) => `/shop/${id}`),
      ...expected.notices.map((id) => `/notice-detail?id=${id}`),
      ...expected.products.map((id) => `/detail/${id}`),
    ];
    const both = want.flatMap((path) => [
      `${origin}${path}`,
      `${origin}${path === '/' ? '/en' : `/en${path}`}`,
    ]);
    expect([...all].sort()).toEqual([...both].sort());
    expect(all).not.toContain(`${origin}/detail/${offSale}`);
    expect(all).not.toContain(`${origin}/en/detail/${closedShopProduct}`);
    expect(all).not.toContain(`${origin}/shop/${closedShop}`);

    // Each language's entry carries the three alternates; products their last change.
    const id = expected.products[0] as number;
    const entries = urlElements(res.body).filter((u) => u.includes(`/detail/${id}<`));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${origin}/detail/${id}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/detail/${id}"/>`);
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/detail/${id}"/>`,
      );
      expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>/);
    }
    // A query's & is escaped in the XML.
    expect(res.body).toContain(`<loc>${origin}/termsPage?sts=1</loc>`);
  });

  it('splits into an index of parts of at most the limit, read in batches', async () => {
    const whole = locs((await (await seoServer()).inject('/sitemap.xml')).body);
    const limit = 10;
    const app = await seoServer({ urlsPerPart: limit, batch: 3 });
    const index = await app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expectWellFormed(index.body);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index.body);
    expect(parts.length).toBe(Math.ceil(whole.length / limit));
    expect(parts[0]).toBe(`${origin}/sitemap-1.xml`);
    const seen: string[] = [];
    for (const [i, part] of parts.entries()) {
      expect(part).toBe(`${origin}/sitemap-${i + 1}.xml`);
      const res = await app.inject(new URL(part).pathname);
      expect(res.statusCode).toBe(200);
      expectWellFormed(res.body);
      const urls = locs(res.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(limit);
      seen.push(...urls);
    }
    // The parts together are the whole sitemap, in its order, each URL once.
    expect(seen).toEqual(whole);
    for (const path of [
      `/sitemap-${parts.length + 1}.xml`,
      '/sitemap-0.xml',
      '/sitemap-01.xml',
      '/sitemap-x.xml',
    ])
      expect((await app.inject(path)).statusCode, path).toBe(404);
  });

  it('builds addresses from the request without MALL_PUBLIC_URL, trusting X-Forwarded-* only from a proxy', async () => {
    const direct = await seoServer({ publicUrl: null });
    const forwarded = {
      host: 'shop.test:8080',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.test',
    };
    const plain = await direct.inject({ url: '/robots.txt', headers: forwarded });
    expect(plain.body).toContain('Sitemap: http://shop.test:8080/sitemap.xml');
    const proxied = await seoServer({ publicUrl: null }, true);
    const behind = await proxied.inject({
      url: '/sitemap.xml',
      headers: { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'mall.test' },
    });
    expect(locs(behind.body)[0]).toBe('https://mall.test/');
    // A malformed host builds no address.
    const bad = await direct.inject({ url: '/robots.txt', headers: { host: 'a"b<c' } });
    expect(bad.statusCode).toBe(400);
    // MALL_PUBLIC_URL wins over any header.
    const fixed = await seoServer();
    expect((await fixed.inject({ url: '/robots.txt', headers: forwarded })).body).toContain(
      `Sitemap: ${origin}/sitemap.xml`,
    );
  });

  it('is served at the site root by the mall server', async () => {
    const app = await testServer({ db: database().handle.db });
    servers.push(app);
    const robots = await app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expectWellFormed(sitemap.body);
    const head = await app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
