// The security headers (src/plugins/security.ts) through the whole server: a storefront page, a built
// asset, an API answer, an API 404, /docs and the built Storybook, in the demo and in production. The
// storefront and Storybook here are small stand-ins written at test time; Storybook's inline scripts must
// be allowed by exactly their hashes, and nothing allows an inline script without one or eval.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.ts';
import { inlineScriptHashes } from './security.ts';

const dir = mkdtempSync(join(tmpdir(), 'mall-headers-'));
const appDir = join(dir, 'app');
const storybookDir = join(dir, 'storybook');
const managerScript = '\n      window[\'FEATURES\'] = {"argTypeTargetsV7":true};\n    ';
const managerModule = "\n      import './sb-manager/globals-runtime.js';\n    ";
const previewScript = "\n      window.CONFIG_TYPE = 'PRODUCTION';\n    ";

beforeAll(() => {
  mkdirSync(join(appDir, 'assets'), { recursive: true });
  writeFileSync(
    join(appDir, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(appDir, 'assets', 'index-abc.js'), 'console.log(1);\n');
  mkdirSync(storybookDir, { recursive: true });
  writeFileSync(
    join(storybookDir, 'index.html'),
    `<!doctype html><html><body><div id="root"></div><script>${managerScript}</script>\n<script type="module">${managerModule}</script></body></html>`,
  );
  writeFileSync(
    join(storybookDir, 'iframe.html'),
    `<!doctype html><html><head><script>${previewScript}</script><script type="module" crossorigin src="./assets/iframe-x.js"></script></head><body></body></html>`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy as directive -> sources. */
function policy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectStrictScripts(csp: Map<string, string[]>): void {
  const scripts = csp.get('script-src')!;
  expect(scripts[0]).toBe("'self'");
  for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  for (const sources of csp.values()) {
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources).not.toContain('*');
  }
}

describe.each([
  ['demo', false],
  ['production', true],
] as const)('the headers in the %s', (_mode, production) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildServer({
      appDir,
      storybookDir,
      production,
      extraApiRoutes: [
        async (api) => {
          api.get('/probe', () => ({ ok: true }));
        },
      ],
    });
  });
  afterAll(() => app?.close());

  function expectCommon(headers: Record<string, unknown>): void {
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    if (production) expect(headers['strict-transport-security']).toBe('max-age=31536000');
    else expect(headers['strict-transport-security']).toBeUndefined();
    const csp = policy(headers['content-security-policy']);
    expect(csp.has('upgrade-insecure-requests')).toBe(production);
    expectStrictScripts(csp);
  }

  it.each([
    ['a storefront page', '/', 200],
    ['an English page', '/en/cart', 200],
    ['an unknown page', '/no-such-page', 404],
    ['a built asset', '/assets/index-abc.js', 200],
    ['an API answer', '/api/probe', 200],
    ['an API 404', '/api/no-such-route', 404],
    ['the API docs', '/docs', 200],
    ["the API docs' JSON", '/docs/json', 200],
  ])('%s (%s): the mall policy, no frames', async (_what, url, status) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expectCommon(res.headers);
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('/docs serves swagger-ui without an inline script, so the mall policy covers it', async () => {
    const res = await app.inject({ url: '/docs' });
    const html = res.body;
    expect(html).toContain('swagger-ui');
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it.each([
    ['the manager', '/storybook/'],
    ['the preview frame', '/storybook/iframe.html'],
  ])("Storybook's %s: its inline scripts by hash, framed by itself only", async (_what, url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expectCommon(res.headers);
    const csp = policy(res.headers['content-security-policy']);
    expect(new Set(csp.get('script-src'))).toEqual(
      new Set(["'self'", sha256(managerScript), sha256(managerModule), sha256(previewScript)]),
    );
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Every inline script of the page is allowed.
    for (const hash of inlineScriptHashes(res.body)) expect(csp.get('script-src')).toContain(hash);
  });
});

it('hashes only inline scripts, each once', () => {
  const html = `<script src="/a.js"></script><script>x()</script><script type="module">x()</script><script>y()</script>`;
  expect(inlineScriptHashes(html)).toEqual([sha256('x()'), sha256('y()')]);
});

// The storefront's shell: the real build when there is one (npm start and the e2e project build it), else
// the source it is built from. The mall policy allows no inline script, so it must have none, nor an
// inline event handler. (In the browser, the e2e journeys fail on any console error, CSP violations too.)
const builtIndex = fileURLToPath(new URL('../../../app/dist/index.html', import.meta.url));
const sourceIndex = fileURLToPath(new URL('../../../app/index.html', import.meta.url));
it('the storefront shell has no inline script', () => {
  const html = readFileSync(existsSync(builtIndex) ? builtIndex : sourceIndex, 'utf8');
  expect(html).toContain('<div id="root">');
  expect(inlineScriptHashes(html)).toEqual([]);
  expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
});
