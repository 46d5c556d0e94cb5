// Search engines' files at the site root (not under /api), registered by app.ts (decisions/0041):
// `/robots.txt` (the public pages allowed; the signed-in pages of the route table, the API but its
// pictures, the API documentation and Storybook disallowed; the sitemap's address) and `/sitemap.xml`
// (sitemap.ts: every public page in both languages with its alternates; past `urlsPerPart` URLs an index of
// `/sitemap-<n>.xml` parts). Absolute addresses use MALL_PUBLIC_URL, else the request's protocol and host
// (X-Forwarded-* only from a trusted proxy, MALL_TRUST_PROXY). Cached by clients and proxies a few minutes.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { localizedPath, locales, messages, routeTable } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { sendRefusal } from '../../plugins/errors.ts';
import {
  countPages,
  pagesFrom,
  pagesPerPart,
  SITEMAP_URL_LIMIT,
  sitemapIndexXml,
  sitemapSources,
  urlsetXml,
} from './sitemap.ts';

export interface SeoOptions {
  /** Without a database the sitemap lists the fixed pages only (the page-only server of tests). */
  db: Database | null;
  /** MALL_PUBLIC_URL (lib/env.ts publicUrlFrom). */
  publicUrl: URL | null;
  /** URLs per sitemap file (default 50,000, the protocol's limit); tests make it small. */
  urlsPerPart?: number;
  /** Rows per query while a part is written (default sitemap.ts SITEMAP_BATCH). */
  batch?: number;
}

/** Seconds clients and proxies may keep the files. */
export const SEO_MAX_AGE = 300;

/** A host header we build addresses from: a name or IPv4 address, or a bracketed IPv6 one, with a port. */
const hostPattern =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin of absolute addresses: MALL_PUBLIC_URL, else the request's (null for a malformed host). */
export function siteOrigin(request: FastifyRequest, publicUrl: URL | null): string | null {
  if (publicUrl) return publicUrl.origin;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return hostPattern.test(request.host) ? `${protocol}://${request.host.toLowerCase()}` : null;
}

/** The robots.txt of the mall. */
export function robotsTxt(origin: string): string {
  const privatePaths = routeTable
    .filter((route) => route.requiresLogin)
    .map((route) => route.path.split('/:')[0] as string)
    .flatMap((path) => locales.map((locale) => localizedPath(path, locale)));
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // Product, store and category pictures, and uploaded images, are the pages' images.
    'Allow: /api/img/',
    'Allow: /api/uploads/',
    'Disallow: /docs',
    'Disallow: /storybook/',
    ...[...new Set(privatePaths)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const sources = sitemapSources(options.db);
  const perPart = pagesPerPart(options.urlsPerPart ?? SITEMAP_URL_LIMIT);
  const hide = { schema: { hide: true } };

  const originOr400 = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = siteOrigin(request, options.publicUrl);
    if (origin === null) void sendRefusal(request, reply, messages.malformedRequest);
    return origin;
  };
  const cached = (reply: FastifyReply, type: string) =>
    reply.header('cache-control', `public, max-age=${SEO_MAX_AGE}`).type(type);

  /** A urlset of `total` pages from the `start`-th, streamed. */
  const sendUrlset = (reply: FastifyReply, origin: string, counts: number[], start: number, total: number) =>
    cached(reply, 'application/xml; charset=utf-8').send(
      Readable.from(urlsetXml(origin, pagesFrom(sources, counts, start, total, options.batch))),
    );

  app.get('/robots.txt', hide, (request, reply) => {
    const origin = originOr400(request, reply);
    if (origin === null) return reply;
    return cached(reply, 'text/plain; charset=utf-8').send(robotsTxt(origin));
  });

  app.get('/sitemap.xml', hide, async (request, reply) => {
    const origin = originOr400(request, reply);
    if (origin === null) return reply;
    const counts = await countPages(sources);
    const total = counts.reduce((a, b) => a + b, 0);
    if (total <= perPart) return sendUrlset(reply, origin, counts, 0, total);
    return cached(reply, 'application/xml; charset=utf-8').send(
      sitemapIndexXml(origin, Math.ceil(total / perPart)),
    );
  });

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', hide, async (request, reply) => {
    if (!/^[1-9]\d{0,8}$/.test(request.params.part)) return reply.callNotFound();
    const origin = originOr400(request, reply);
    if (origin === null) return reply;
    const part = Number(request.params.part);
    const counts = await countPages(sources);
    const total = counts.reduce((a, b) => a + b, 0);
    if (part > Math.max(1, Math.ceil(total / perPart))) return reply.callNotFound();
    const start = (part - 1) * perPart;
    return sendUrlset(reply, origin, counts, start, Math.min(perPart, total - start));
  });
};
