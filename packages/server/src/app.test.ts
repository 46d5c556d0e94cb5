import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer, pageStatus, trustProxyFromEnv } from './app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mall-server-'));
  mkdirSync(join(dir, 'app', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'storybook'), { recursive: true });
  writeFileSync(join(dir, 'app', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dir, 'app', 'assets', 'main.js'), 'console.log(1)');
  // The build writes compressed copies beside each asset (packages/app/vite.config.ts).
  const big = `console.log(${JSON.stringify('mall '.repeat(500))})`;
  writeFileSync(join(dir, 'app', 'assets', 'big.js'), big);
  writeFileSync(join(dir, 'app', 'assets', 'big.js.br'), brotliCompressSync(big));
  writeFileSync(join(dir, 'app', 'assets', 'big.js.gz'), gzipSync(big));
  writeFileSync(join(dir, 'storybook', 'index.html'), '<!doctype html><title>storybook</title>');
  app = await buildServer({ appDir: join(dir, 'app'), storybookDir: join(dir, 'storybook') });
});
afterAll(() => app.close());

describe('pages', () => {
  it.each([
    '/',
    '/cart',
    '/detail',
    '/detail/42',
    '/user-center',
    '/user-center/uc-order',
    '/en/list?st=0',
    '/shop/7',
  ])('serves the app shell with 200 for %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
  });

  it.each([
    '/nope',
    '/user-center/uc-nope',
    '/detail/1/2',
    '/fr/list',
    '/list?lang=fr',
    '/list?lang=zh&lang=xx',
  ])('answers 404 (with the shell, which shows the not-found page) for %s', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>shell</title>');
  });

  it('redirects the default-language prefix to the bare path', async () => {
    const res = await app.inject({ url: '/zh/cart?x=1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/cart?x=1');
    expect(pageStatus('/zh')).toEqual({ status: 302, location: '/' });
  });

  it('judges a repeated lang as the browser does: every value must be en or zh', () => {
    expect(pageStatus('/list?lang=zh&lang=xx')).toEqual({ status: 404 });
    expect(pageStatus('/list?lang=zh&lang=en')).toEqual({ status: 200 });
  });

  it('serves built assets and Storybook', async () => {
    const asset = await app.inject({ url: '/assets/main.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/storybook/' })).body).toContain('<title>storybook</title>');
    expect((await app.inject({ url: '/storybook' })).statusCode).toBe(302);
  });

  it('sends the compressed copies of the build to the browsers that accept them', async () => {
    const br = await app.inject({
      url: '/assets/big.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('mall mall');
    const gz = await app.inject({ url: '/assets/big.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/big.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('mall mall');
  });

  it('answers unknown API paths and non-GET pages with a plain 404', async () => {
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('text/plain');
    expect((await app.inject({ method: 'POST', url: '/cart' })).statusCode).toBe(404);
  });
});

describe('trusted proxies', () => {
  it('trusts no X-Forwarded-For unless configured, so clients cannot choose their address', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('0')).toBe(false);
    expect(typeof trustProxyFromEnv('1')).toBe('function');
    expect(trustProxyFromEnv('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });

  it('takes the socket address by default even when X-Forwarded-For says otherwise', async () => {
    const bare = await buildServer({ appDir: '/nonexistent', storybookDir: '/nonexistent' });
    bare.get('/__ip', async (request) => request.ip);
    const res = await bare.inject({ url: '/__ip', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('203.0.113.7');
    await bare.close();
  });
});
