// The sitemap's pages (decisions/0041): the fixed public pages of the route table (domain
// sitemapFixedPaths), every active category's list page, every open shop, every published notice and every
// product on sale (the search's rule, catalog/cards.ts `onSale`), each page once per language (zh at
// `/...`, en at `/en/...`) with its zh, en and x-default alternates. Pages are numbered in that order; a
// part holds at most `urlsPerPart` URLs (50,000, the protocol's limit), two per page. A part is read in
// batches by key (`id > last`), its first batch skipping to the part's start with OFFSET over the
// primary key, so no request loads the catalogue at once, and its XML is streamed as it is read.
import { and, asc, count, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { alternateUrls, canonicalPath, hreflangOf, paths, sitemapFixedPaths } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { onSale } from '../catalog/cards.ts';
import { categoryTree } from '../catalog/routes.public.ts';
import { products } from '../catalog/tables.ts';
import { notices } from '../notice/tables.ts';
import { shops } from '../shop/tables.ts';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Rows read per query while a part is written. */
export const SITEMAP_BATCH = 2_000;

/** One page of the sitemap: its canonical bare path (domain canonicalPath) and when it last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

interface Row {
  key: number;
  page: SitemapPage;
}

/** A list of pages in key order: how many, and `limit` of them after the key `after` or from `offset`. */
interface Source {
  count(): Promise<number>;
  rows(after: number | undefined, offset: number, limit: number): Promise<Row[]>;
}

function arraySource(load: () => Promise<SitemapPage[]>): Source {
  return {
    count: async () => (await load()).length,
    rows: async (after, offset, limit) => {
      const start = after === undefined ? offset : after + 1;
      return (await load()).slice(start, start + limit).map((page, i) => ({ key: start + i, page }));
    },
  };
}

/** A table's pages by integer key: `read` answers `limit` keys after `after`, or from `offset` without one. */
function keyedSource(
  total: () => Promise<number>,
  read: (after: SQL | undefined, offset: number, limit: number) => Promise<{ key: number; lastmod?: Date }[]>,
  key: typeof products.prodId | typeof shops.shopId | typeof notices.id,
  path: (key: number) => string,
): Source {
  return {
    count: total,
    rows: async (after, offset, limit) => {
      const rows = await read(
        after === undefined ? undefined : gt(key, after),
        after === undefined ? offset : 0,
        limit,
      );
      return rows.map((r) => ({
        key: r.key,
        page: { path: path(r.key), ...(r.lastmod ? { lastmod: r.lastmod } : {}) },
      }));
    },
  };
}

const counted = async (rows: Promise<{ n: number }[]>) => Number((await rows)[0]?.n ?? 0);

/** The sitemap's sources in their order; without a database only the fixed pages. */
export function sitemapSources(db: Database | null): Source[] {
  const fixed = arraySource(async () => sitemapFixedPaths().map((path) => ({ path })));
  if (!db) return [fixed];
  const openShop = eq(shops.status, 1);
  // A notice with a later publish time is not shown yet (decisions/0085): the database's clock.
  const published = and(eq(notices.status, 1), lte(notices.publishTime, sql`now()`));
  return [
    fixed,
    arraySource(async () => {
      type Node = Awaited<ReturnType<typeof categoryTree>>[number];
      const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.categories)]);
      return flat(await categoryTree(db, 'zh', 0)).map((c) => ({
        path: canonicalPath('/list', `categoryId=${c.categoryId}`),
      }));
    }),
    keyedSource(
      () => counted(db.select({ n: count() }).from(shops).where(openShop)),
      (after, offset, limit) =>
        db
          .select({ key: shops.shopId })
          .from(shops)
          .where(and(openShop, after))
          .orderBy(asc(shops.shopId))
          .limit(limit)
          .offset(offset),
      shops.shopId,
      (id) => paths.shop(id),
    ),
    keyedSource(
      () => counted(db.select({ n: count() }).from(notices).where(published)),
      (after, offset, limit) =>
        db
          .select({ key: notices.id })
          .from(notices)
          .where(and(published, after))
          .orderBy(asc(notices.id))
          .limit(limit)
          .offset(offset),
      notices.id,
      (id) => paths.noticeDetail(id),
    ),
    keyedSource(
      () =>
        counted(
          db
            .select({ n: count() })
            .from(products)
            .innerJoin(shops, eq(shops.shopId, products.shopId))
            .where(onSale),
        ),
      (after, offset, limit) =>
        db
          .select({ key: products.prodId, lastmod: products.updatedAt })
          .from(products)
          .innerJoin(shops, eq(shops.shopId, products.shopId))
          .where(and(onSale, after))
          .orderBy(asc(products.prodId))
          .limit(limit)
          .offset(offset),
      products.prodId,
      (id) => paths.detail(id),
    ),
  ];
}

/** Pages per part: two URLs (zh and en) each. */
export function pagesPerPart(urlsPerPart: number): number {
  return Math.max(1, Math.floor(urlsPerPart / 2));
}

/** Each source's page count, in order. */
export async function countPages(sources: readonly Source[]): Promise<number[]> {
  const counts: number[] = [];
  for (const source of sources) counts.push(await source.count());
  return counts;
}

/** The pages from the `start`-th (0-based, across the sources in order), `total` of them, in batches. */
export async function* pagesFrom(
  sources: readonly Source[],
  counts: readonly number[],
  start: number,
  total: number,
  batch = SITEMAP_BATCH,
): AsyncGenerator<SitemapPage[]> {
  let skip = start;
  let left = total;
  for (let i = 0; i < sources.length && left > 0; i++) {
    const size = counts[i] ?? 0;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const source = sources[i] as Source;
    let after: number | undefined;
    let offset = skip;
    skip = 0;
    // Rows added since the count may make a source longer: stop at its counted size or at `left`.
    let fromSource = Math.min(size - offset, left);
    while (fromSource > 0) {
      const rows = await source.rows(after, offset, Math.min(batch, fromSource));
      if (rows.length === 0) break;
      yield rows.map((r) => r.page);
      after = (rows[rows.length - 1] as Row).key;
      offset = 0;
      fromSource -= rows.length;
      left -= rows.length;
    }
  }
}

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The two `<url>` elements of a page (zh and en), each with the three alternates. */
export function urlElements(origin: string, page: SitemapPage): string {
  const alternates = alternateUrls(origin, page.path);
  const links =
    `<xhtml:link rel="alternate" hreflang="${hreflangOf.zh}" href="${xmlEscape(alternates.zh)}"/>` +
    `<xhtml:link rel="alternate" hreflang="${hreflangOf.en}" href="${xmlEscape(alternates.en)}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(alternates['x-default'])}"/>`;
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
  return [alternates.zh, alternates.en]
    .map((loc) => `<url><loc>${xmlEscape(loc)}</loc>${lastmod}${links}</url>\n`)
    .join('');
}

/** A `<urlset>` of the pages, streamed. */
export async function* urlsetXml(
  origin: string,
  pages: AsyncIterable<SitemapPage[]>,
): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
  for await (const batch of pages) yield batch.map((page) => urlElements(origin, page)).join('');
  yield '</urlset>\n';
}

/** The sitemap index of `parts` parts, `/sitemap-1.xml` to `/sitemap-<parts>.xml`. */
export function sitemapIndexXml(origin: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}
