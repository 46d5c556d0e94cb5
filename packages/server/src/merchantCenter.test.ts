// The merchant centre at /merchant-center/ (src/merchantCenter.ts): its hashed assets cached long and
// sent compressed, index.html (never cached) for every other path under it, a missing asset a 404, the
// bare path redirected; the storefront's pages, its assets and the API answer as before; without a build
// a 503 that says how to make one.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.ts';

let app: FastifyInstance;
let unbuilt: FastifyInstance;

const centreHtml =
  '<!doctype html><title>merchant centre</title><script type="module" src="/merchant-center/assets/index-abc123.js"></script>';

const platformHtml = '<!doctype html><title>平台管理后台</title>';

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mall-merchant-centre-'));
  mkdirSync(join(dir, 'app', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'merchant', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'app', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dir, 'app', 'assets', 'main.js'), 'console.log("storefront")');
  writeFileSync(join(dir, 'merchant', 'index.html'), centreHtml);
  mkdirSync(join(dir, 'platform', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'platform', 'index.html'), platformHtml);
  const big = `console.log(${JSON.stringify('centre '.repeat(400))})`;
  writeFileSync(join(dir, 'merchant', 'assets', 'index-abc123.js'), big);
  writeFileSync(join(dir, 'merchant', 'assets', 'index-abc123.js.br'), brotliCompressSync(big));
  app = await buildServer({
    appDir: join(dir, 'app'),
    merchantDir: join(dir, 'merchant'),
    platformDir: join(dir, 'platform'),
    storybookDir: join(dir, 'none'),
  });
  unbuilt = await buildServer({
    appDir: join(dir, 'app'),
    merchantDir: join(dir, 'not-built'),
    storybookDir: join(dir, 'none'),
  });
});
afterAll(async () => {
  await app.close();
  await unbuilt.close();
});

describe('the platform console (the same serving, decisions/0081)', () => {
  it('answers its own index.html under /platform/, redirects the bare path, 404s a missing asset', async () => {
    for (const url of ['/platform/', '/platform/login', '/platform/audit/1?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(platformHtml);
    }
    const bare = await app.inject({ url: '/platform?x=1' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/platform/?x=1');
    expect((await app.inject({ url: '/platform/assets/gone-123.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/merchant-center/' })).body).toBe(centreHtml);
  });
});

describe('the merchant centre', () => {
  it.each([
    '/merchant-center/',
    '/merchant-center/login',
    '/merchant-center/orders/42?x=1',
    '/merchant-center/a/b/c',
  ])('answers its index.html, never cached, for %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(centreHtml);
  });

  it('redirects the bare path to the folder, its query kept', async () => {
    const res = await app.inject({ url: '/merchant-center?from=x' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/merchant-center/?from=x');
  });

  it('serves its hashed assets for a year, compressed for the browsers that accept it', async () => {
    const res = await app.inject({
      url: '/merchant-center/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('centre centre');
  });

  it('answers a missing asset with a plain 404, not the page', async () => {
    const res = await app.inject({ url: '/merchant-center/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).not.toContain('<title>');
  });

  it('leaves the storefront and the API as they were', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>shell</title>');
    expect((await app.inject({ url: '/assets/main.js' })).body).toContain('storefront');
    // A storefront path that merely starts alike is the storefront's (its 404 page).
    const alike = await app.inject({ url: '/merchant-centerx' });
    expect(alike.statusCode).toBe(404);
    expect(alike.body).toContain('<title>shell</title>');
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('text/plain');
    expect((await app.inject({ method: 'POST', url: '/merchant-center/login' })).statusCode).toBe(404);
  });

  it('says how to build it when it is not built', async () => {
    const res = await unbuilt.inject({ url: '/merchant-center/login' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm start');
    expect((await unbuilt.inject({ url: '/' })).statusCode).toBe(200);
  });
});
