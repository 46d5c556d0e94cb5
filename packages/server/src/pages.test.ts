// The page answer (src/pages.ts): the built shell cut where the server's parts go, the renderer's page
// put in with the address's language, compressed for the browsers that accept it, the renderer's API
// requests answered in process, and the plain shell when rendering fails.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.ts';
import { encodingFor, pagePreloads, splitShell, withLang, type BuildManifest } from './pages.ts';

const shellHtml = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="shell description" />
    <script type="module" src="/assets/main.js"></script>
    <link rel="modulepreload" href="/assets/shared.js">
    <link rel="stylesheet" href="/assets/main.css">
    <title>shell</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// A renderer module as the storefront's build makes it: it asks the API (in process; this server has
// no database, so an unknown path's translated 404 is the answer to show) and puts the answer in the
// page; an address with `fail` throws.
const rendererJs = `
export async function createPageRenderer({ transport, apiBase }) {
  return {
    async render(url) {
      if (url.searchParams.has('fail')) throw new Error('render failed');
      if (url.searchParams.has('hang')) return new Promise(() => {});
      const locale = url.pathname.startsWith('/en') ? 'en' : 'zh';
      const reply = await transport({ method: 'GET', url: apiBase + '/no-such-api',
        headers: { 'accept-language': locale } });
      return { kind: 'page', locale, head: '<title>rendered</title>',
        html: '<main>' + reply.status + ' ' + reply.body + ' ' + url.pathname + '</main>',
        notFound: url.pathname === '/detail/999',
        data: '<script type="application/json" id="mall-data">' + JSON.stringify(url.search) + '</script>' };
    },
  };
}`;

let app: FastifyInstance;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mall-pages-'));
  mkdirSync(join(dir, 'dist'));
  mkdirSync(join(dir, 'dist-server'));
  writeFileSync(join(dir, 'dist', 'index.html'), shellHtml);
  writeFileSync(join(dir, 'dist-server', 'entry-server.js'), rendererJs);
  app = await buildServer({ appDir: join(dir, 'dist'), storybookDir: join(dir, 'none') });
});
afterAll(() => app.close());

describe('the shell', () => {
  it('is cut at the head end and the root, its own title and description kept aside', () => {
    const shell = splitShell(shellHtml);
    expect(shell.headStart).toContain('/assets/main.js');
    // The stylesheet is asked for first.
    expect(shell.headStart.indexOf('main.css')).toBeLessThan(shell.headStart.indexOf('main.js'));
    expect(shell.headStart.match(/main\.css/g)).toHaveLength(1);
    expect(shell.headStart).not.toContain('<title>');
    expect(shell.defaultHead).toContain('<title>shell</title>');
    expect(shell.defaultHead).toContain('shell description');
    expect(shell.bodyStart.endsWith('<div id="root">')).toBe(true);
    expect(shell.bodyEnd.startsWith('</div>')).toBe(true);
    expect(() => splitShell('<title>no root</title>')).toThrow();
    expect(withLang(shell.headStart, 'en')).toContain('<html lang="en"');
    expect(withLang(shell.headStart, 'zh')).toContain('<html lang="zh-CN"');
  });
});

describe('the preloads of a page', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_card.js': { file: 'assets/card.js', imports: ['_shared.js'] },
    'src/routes/detail.tsx': { file: 'assets/detail.js', imports: ['_card.js', '_shared.js'] },
    'src/routes/ComingSoon.tsx': { file: 'assets/soon.js' },
    'src/locales/en.po': { file: 'assets/en.js' },
    '../ui/src/i18n/catalogs.en.ts': { file: 'assets/catalogs.en.js' },
    'src/locales/zh.po': { file: 'assets/zh.js' },
    '../ui/src/i18n/catalogs.zh.ts': { file: 'assets/catalogs.zh.js' },
  };
  const head =
    '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/shared.js">';
  const files = (html: string) => [...html.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]);

  it("are the language's catalogs and the route's chunk with its imports, not what the shell loads", () => {
    expect(files(pagePreloads(manifest, '/en/detail/7', 'en', head))).toEqual([
      'assets/en.js',
      'assets/catalogs.en.js',
      'assets/detail.js',
      'assets/card.js',
    ]);
  });

  it('use the coming-soon screen for a route without its own, and nothing for an unknown path', () => {
    expect(files(pagePreloads(manifest, '/flash-sale', 'zh', head))).toEqual([
      'assets/zh.js',
      'assets/catalogs.zh.js',
      'assets/soon.js',
    ]);
    expect(files(pagePreloads(manifest, '/no-such-page', 'zh', head))).toEqual([
      'assets/zh.js',
      'assets/catalogs.zh.js',
    ]);
  });
});

describe('a rendered page', () => {
  it('carries the rendered page, its title and data, with the API answered in process', async () => {
    const res = await app.inject({ url: '/en/list?st=0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<title>rendered</title>');
    expect(res.body).not.toContain('<title>shell</title>');
    expect(res.body).toMatch(/<div id="root"><main>404 [^<]+ \/en\/list<\/main><\/div>/);
    expect(res.body).toMatch(/<script type="application\/json" id="mall-data">"\?st=0"<\/script><\/body>/);
  });

  it('keeps the 404 of an unknown page', async () => {
    const res = await app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<main>');
  });

  it('is compressed with brotli or gzip when the browser accepts it', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>rendered</title>');
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>rendered</title>');
  });

  it("takes the page's data as it is, `$` sequences included", async () => {
    const res = await app.inject({ url: '/list?pn=$$$&x=$`' });
    expect(res.body).toContain('id="mall-data">"?pn=$$$&x=$`"</script></body>');
  });

  it('answers 404 for a product, store or notice that does not exist, with the rendered page', async () => {
    const res = await app.inject({ url: '/detail/999' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<main>');
    expect((await app.inject({ url: '/detail/998' })).statusCode).toBe(200);
  });

  it('does not take its address from a bad Host header', async () => {
    const res = await app.inject({ url: '/list', headers: { host: 'a b' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/list</main>');
  });

  it('sends the shell when rendering takes too long', async () => {
    const res = await app.inject({ url: '/list?hang=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('honours the encodings the browser refuses', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('br;q=0,gzip;q=0')).toBeNull();
    expect(encodingFor('*')).toBe('br');
    expect(encodingFor(undefined)).toBeNull();
  });

  it('falls back to the plain shell (rendered in the browser) when rendering fails', async () => {
    const res = await app.inject({ url: '/list?fail=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.body).toContain('<div id="root"></div>');
  });
});
