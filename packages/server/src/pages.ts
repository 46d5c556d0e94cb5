// The storefront's pages (decisions/0038): rendered on the server by the app's server renderer
// (packages/app/dist-server/entry-server.js, built with the storefront) into the built index.html. The
// answer streams: the head with the stylesheet and scripts goes out at once, with preloads of the page's
// catalogs and route chunk (from the build's manifest), so the browser fetches them while the page's data
// is fetched and rendered; the title, the rendered page and its data follow. The
// renderer asks the API in process (Fastify's inject: the same routes, checks and language as a browser,
// as the shopper's address, never with the shopper's token: a rendered page is the same for everyone).
// Without a renderer build (or if rendering fails) the page is the plain shell, rendered in the browser.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute, pageHeadNeeds } from '@mall/domain';

/** The renderer's interface (packages/app/src/ssr/entry-server.tsx), as far as the server uses it. */
interface RenderedPage {
  kind: 'page';
  locale: 'zh' | 'en';
  /** The page's one thing (product, store, notice) does not exist. */
  notFound?: boolean;
  head: string;
  html: string;
  data: string;
}
interface RedirectedPage {
  kind: 'redirect';
  status: number;
  location: string;
}
interface PageRenderer {
  render(url: URL, origin?: string): Promise<RenderedPage | RedirectedPage>;
}
type TransportRequest = { method: string; url: string; headers: Record<string, string>; body?: string };
type TransportReply = { status: number; body: string; contentType?: string };
interface RendererModule {
  createPageRenderer(options: {
    transport: (request: TransportRequest) => Promise<TransportReply>;
    apiBase?: string;
  }): Promise<PageRenderer>;
}

/** The build's manifest (dist/.vite/manifest.json): each source module's chunk and its static imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

export function readManifest(appDir: string): BuildManifest | null {
  const file = join(appDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : null;
}

/** A chunk and everything it imports statically, as files. */
function chunkFiles(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
  return into;
}

/**
 * `<link rel="modulepreload">` for what the browser loads before it can hydrate the page and that the
 * shell does not already preload: the page's language catalogs and the route's screen chunk (its module
 * `src/routes/<name>.tsx`, or the shared coming-soon screen), with their imports.
 */
export function pagePreloads(
  manifest: BuildManifest,
  pathname: string,
  locale: 'zh' | 'en',
  alreadyLoaded: string,
): string {
  const files = new Set<string>();
  for (const key of [`src/locales/${locale}.po`, `../ui/src/i18n/catalogs.${locale}.ts`]) {
    chunkFiles(manifest, key, files);
  }
  const name = matchRoute(pathname)?.route.name;
  if (name) {
    const screen = `src/routes/${name}.tsx`;
    chunkFiles(manifest, screen in manifest ? screen : 'src/routes/ComingSoon.tsx', files);
  }
  return [...files]
    .filter((file) => !alreadyLoaded.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** The built index.html cut where the server's parts go. */
export interface ShellTemplate {
  /** Up to `</head>`: the charset, viewport, icon, stylesheet and scripts. */
  headStart: string;
  /** The shell's own title and description, sent when the page is not rendered. */
  defaultHead: string;
  /** From `</head>` to the root element's content. */
  bodyStart: string;
  /** After the root element's content. */
  bodyEnd: string;
}

const ROOT_OPEN = '<div id="root">';

export function splitShell(html: string): ShellTemplate {
  const headEnd = html.indexOf('</head>');
  const rootAt = html.indexOf(ROOT_OPEN);
  const rootEnd = html.indexOf('</div>', rootAt);
  if (headEnd < 0 || rootAt < headEnd || rootEnd < 0) {
    throw new Error('index.html needs a </head> and an empty <div id="root"></div> after it');
  }
  let headStart = html.slice(0, headEnd);
  // The stylesheet before the scripts: the page paints once it has its HTML and its CSS, so the browser
  // should ask for the CSS first (the build writes it after the module preloads).
  const stylesheets = headStart.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  const firstScript = headStart.search(/<script\b|<link rel="modulepreload"/);
  if (stylesheets.length > 0 && firstScript >= 0) {
    for (const link of stylesheets) headStart = headStart.replace(link, '');
    headStart = headStart.slice(0, firstScript) + stylesheets.join('') + headStart.slice(firstScript);
  }
  let defaultHead = '';
  for (const tag of [/<title>[\s\S]*?<\/title>\s*/, /<meta name="description"[^>]*>\s*/]) {
    const found = tag.exec(headStart);
    if (!found) continue;
    defaultHead += found[0];
    headStart = headStart.replace(found[0], '');
  }
  return {
    headStart,
    defaultHead,
    bodyStart: html.slice(headEnd, rootAt + ROOT_OPEN.length),
    bodyEnd: html.slice(rootEnd),
  };
}

/** `<html lang>` of the page's language (the shell says zh-CN). */
export function withLang(headStart: string, locale: 'zh' | 'en'): string {
  return locale === 'zh' ? headStart : headStart.replace(/<html lang="[^"]*"/, '<html lang="en"');
}

/**
 * The renderer of `serverDir` (packages/app/dist-server), or null when it is not built. Its module (React,
 * the router, both languages' catalogs: some 70 MB of memory) loads on the first page asked for, so a
 * process that only answers the API never holds it.
 */
export function loadPageRenderer(
  app: FastifyInstance,
  serverDir: string,
  apiPrefix: string,
): PageRenderer | null {
  const entry = join(serverDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  let loading: Promise<PageRenderer> | undefined;
  const load = () =>
    (loading ??= import(pathToFileURL(entry).href).then((module: RendererModule) =>
      module.createPageRenderer({
        apiBase: apiPrefix,
        async transport(request) {
          const reply = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.body !== undefined ? { payload: request.body } : {}),
          });
          const contentType = reply.headers['content-type'];
          return {
            status: reply.statusCode,
            body: reply.body,
            ...(typeof contentType === 'string' ? { contentType } : {}),
          };
        },
      }),
    ));
  return { render: async (url, origin) => (await load()).render(url, origin) };
}

/** How long a page may take to render before the plain shell is sent instead (the browser renders it). */
export const RENDER_TIMEOUT_MS = 2000;

/** The answer's encoding: brotli, gzip or none, as the browser accepts (a `q=0` refuses one). */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * A page about one thing (a product, a store, a notice): its status waits for the render, so a missing
 * one answers 404 (and its head says noindex) instead of a 200 soft error.
 */
function isItemPage(pathname: string, search: string): boolean {
  const needs = pageHeadNeeds(pathname, search);
  return needs !== null && (needs.prodId ?? needs.shopId ?? needs.noticeId) !== undefined;
}

/**
 * Sends a page: the shell's head at once (for a page about one thing, once its status is known), then
 * the rendered page, or the empty shell the browser renders when there is no renderer, rendering fails
 * or takes longer than RENDER_TIMEOUT_MS. Sends the answer itself, possibly later: the caller (a
 * synchronous handler) returns nothing.
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  shell: ShellTemplate,
  renderer: PageRenderer | null,
  manifest: BuildManifest | null = null,
  /** The site's public origin for the head's absolute addresses (MALL_PUBLIC_URL), else the request's. */
  origin = 'http://localhost',
): void {
  // The path as sent (a `//host/...` path stays a path); the origin never comes from the Host header here.
  const url = new URL(`${origin}${request.url.startsWith('/') ? '' : '/'}${request.url}`);
  const out = new PassThrough();
  const encoding = encodingFor(request.headers['accept-encoding']);
  let sink: Writable & { flush?: (kind?: number) => void } = out;
  if (encoding === 'br') {
    sink = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    sink.pipe(out);
  } else if (encoding === 'gzip') {
    sink = createGzip({ level: 6 });
    sink.pipe(out);
  }
  const locale = url.pathname === '/en' || url.pathname.startsWith('/en/') ? 'en' : 'zh';
  // The language is the address's; `?lang=` only ever agrees with the path here.
  const langParam = url.searchParams.get('lang');
  const lang = langParam === 'en' || langParam === 'zh' ? langParam : locale;
  const preloads = manifest && renderer ? pagePreloads(manifest, url.pathname, lang, shell.headStart) : '';

  let started = false;
  const start = (code: number) => {
    if (started) return;
    started = true;
    reply
      .code(code)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    sink.write(withLang(shell.headStart, lang) + preloads);
    sink.flush?.();
    void reply.send(out);
  };
  let finished = false;
  const finish = (head: string, html: string, data: string, code = status) => {
    if (finished) return;
    finished = true;
    start(code);
    const end = shell.bodyEnd.lastIndexOf('</body>');
    const body =
      end < 0 ? shell.bodyEnd + data : shell.bodyEnd.slice(0, end) + data + shell.bodyEnd.slice(end);
    sink.end(`${head || shell.defaultHead}${shell.bodyStart}${html}${body}`);
  };

  if (!renderer) {
    finish('', '', '');
    return;
  }
  // The head goes out at once, so the browser fetches the assets while the page renders.
  if (!isItemPage(url.pathname, url.search)) start(status);
  const timer = setTimeout(() => {
    request.log.warn(`server rendering took over ${RENDER_TIMEOUT_MS} ms: the shell is sent instead`);
    finish('', '', '');
  }, RENDER_TIMEOUT_MS);
  renderer.render(url, origin).then(
    (page) => {
      clearTimeout(timer);
      // The server's own page table already answered redirects; a route's own is followed as a link.
      if (page.kind === 'redirect') finish('', '', '');
      else finish(page.head, page.html, page.data, page.notFound ? 404 : status);
    },
    (error: unknown) => {
      clearTimeout(timer);
      request.log.error({ err: error }, 'server rendering failed: the shell is sent instead');
      finish('', '', '');
    },
  );
}
