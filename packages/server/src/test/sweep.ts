// The malformed-request sweep (issue 3), shared by its parts (src/sweep.part*.test.ts): every route the
// API registers, found through Fastify's onRoute hook (so nothing hides from the sweep, documented or
// not), is sent a fixed set of malformed bodies, query strings and path parameters, signed and unsigned,
// with and without a valid token. No answer may be a 5xx; every 4xx is a non-empty plain text; the
// malformed batch changes no data. Also: docs/api.md names every route. PGlite only, to stay fast.
//
// The routes are swept in SWEEP_PARTS parts, each in a test file of its own with its own database and
// server, so that the server project's two workers share the sweep (decisions/0093): in one file it was the
// suite's longest (about 340 s on the CI machine) and ran on one worker to the end.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { sign } from '@mall/domain';
import { buildServer } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { users } from '../modules/account/tables.ts';
import { issueToken } from '../modules/account/tokens.ts';
import { baskets } from '../modules/cart/tables.ts';
import { prodCollections } from '../modules/catalog/tables.ts';
import { shopCollections } from '../modules/shop/tables.ts';
import { seedIfEmpty } from '../modules/seed/index.ts';
import { DATABASE_HOOK_TIMEOUT } from './databases.ts';
import { registered } from './sweep-routes.ts';

/** How many parts (test files: src/sweep.part1.test.ts ... ) the routes are swept in. */
export const SWEEP_PARTS = 4;

interface Route {
  method: string;
  /** Relative to /api, as the contract writes it: `/prod/prodInfo`, `/shop/notice/info/:id`. */
  path: string;
}

const SIGNED = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
const long = (n: number) => 'x'.repeat(n);

/** Field names the API's bodies use: each malformed object sets all of them to one wrong value. */
const BODY_FIELDS = [
  'mobile',
  'validCode',
  'checkRegisterSmsFlag',
  'userName',
  'password',
  'registerOrBind',
  'appType',
  'principal',
  'credentials',
  'loginType',
  'oldPassword',
  'newPassword',
  'nickName',
  'avatarUrl',
  'sex',
  'birthDate',
  'basketId',
  'prodId',
  'skuId',
  'shopId',
  'count',
  'basketIds',
  'isChecked',
];
/** Wrong values: never a plain small positive id (1, "1"), which could be a real, state-changing call. */
const WRONG_VALUES: unknown[] = [
  null,
  [],
  {},
  '',
  'abc',
  0,
  -1,
  -99999999999,
  1.5,
  1e308,
  1e20,
  Number.MAX_SAFE_INTEGER + 2,
  2147483648,
  Number.MAX_SAFE_INTEGER,
  -2147483649,
  true,
  long(10_000),
  '\u0000\uffff\ud83d\ude00 中文 ١٢٣',
  { nested: { deeper: [{ deepest: null }] } },
  [[[[[]]]]],
  [-1, 'x', null],
  '2024-13-45',
  '99999999999999999999',
  '-5',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];

/**
 * A body of the right shape for most routes (extra fields are ignored), naming nothing that exists
 * except the demo shopper's mobile and username: it passes the schemas and reaches the handlers, which
 * must refuse it (unknown ids, a wrong code, a password that is not RSA ciphertext) without a 5xx.
 */
const PLAUSIBLE: Record<string, unknown> = {
  mobile: '13800000000',
  validCode: '123456',
  checkRegisterSmsFlag: 'not-a-flag',
  userName: 'demo',
  password: 'bm90IHJzYQ==',
  registerOrBind: 1,
  appType: 1,
  principal: 'demo',
  credentials: 'bm90IHJzYQ==',
  loginType: 0,
  oldPassword: 'bm90IHJzYQ==',
  newPassword: '%%%not base64%%%',
  basketId: 0,
  prodId: 999_999,
  skuId: 999_999,
  shopId: 999_999,
  count: 1,
  basketIds: [999_999],
  isChecked: 1,
};
/** The plausible body, then with one field at a time made wrong (a few values each). */
const NEAR_BODIES: string[] = [
  JSON.stringify(PLAUSIBLE),
  JSON.stringify({ ...PLAUSIBLE, loginType: 1 }),
  JSON.stringify({ ...PLAUSIBLE, principal: '13800000000', loginType: 1, credentials: '123456' }),
  JSON.stringify({ ...PLAUSIBLE, count: -1 }),
  JSON.stringify({ ...PLAUSIBLE, prodId: 2147483647, skuId: 2147483647, shopId: 2147483647 }),
  ...Object.keys(PLAUSIBLE).flatMap((field) =>
    [null, 'abc', -1, 2147483648, 1.5, long(5_000), [1], { x: 1 }].map((value) =>
      JSON.stringify({ ...PLAUSIBLE, [field]: value }),
    ),
  ),
];

/** Malformed body texts (sent as application/json, signed). */
const BODIES: string[] = [
  '',
  ' ',
  'not json',
  '{',
  '{"a":',
  '[1,2',
  'undefined',
  'NaN',
  '\u0000',
  '[]',
  '[[]]',
  '["x"]',
  '[-1, 1.5, 99999999999999999999]',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-1e309',
  '99999999999999999999999999999',
  '2147483648',
  '"2147483648"',
  '9007199254740991',
  '[2147483648]',
  '"abc"',
  '""',
  JSON.stringify(long(50_000)),
  'null',
  'true',
  '{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  ...WRONG_VALUES.map((value) =>
    JSON.stringify(Object.fromEntries(BODY_FIELDS.map((field) => [field, value]))),
  ),
  ...BODY_FIELDS.map((field) => JSON.stringify({ [field]: { deep: [field] } })),
  ...NEAR_BODIES,
];

/** Query parameter names the API reads. */
const QUERY_FIELDS = [
  'prodId',
  'shopId',
  'categoryId',
  'parentId',
  'current',
  'size',
  'evaluate',
  'sort',
  'orderBy',
  'keyword',
  'prodName',
  'imgType',
  'mobile',
  'id',
];
const QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '99999999999999999999999',
  '2147483648',
  '9007199254740991',
  '-2147483649',
  '0x1F',
  '%E4%B8%AD%E6%96%87',
  '%C3%28',
  '%00',
  '%25%25',
  '%27%20OR%201%3D1%20--',
  '%5B%5D',
  long(5_000),
  '%F0%9F%98%80',
  '1%20',
];
/** Query strings (appended to the path). */
const QUERIES: string[] = [
  '',
  '?',
  '?&&&',
  '?=',
  '?==1',
  ...QUERY_VALUES.map((value) => `?${QUERY_FIELDS.map((field) => `${field}=${value}`).join('&')}`),
  `?${QUERY_FIELDS.map((field) => `${field}=1&${field}=2&${field}=abc`).join('&')}`,
  `?${QUERY_FIELDS.map((field) => `${field}[]=1&${field}[x]=2`).join('&')}`,
  `?${QUERY_FIELDS.map((field) => field).join('&')}`,
];
/** Path parameter values (already URL-encoded where needed). */
const PARAMS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  '2147483648',
  '9007199254740991',
  '1e309',
  'NaN',
  long(3_000),
  '%E4%B8%AD',
  '%20',
  '..%2F..%2Fetc%2Fpasswd',
  '1.svg.svg',
  '0.svg',
  '-1.svg',
  '99999999999.svg',
  '999999999.svg',
  '2147483648.svg',
  '1-0.svg',
  '1-99.svg',
];

const signedHeaders = (body: string) => sign({ body, origin: '', now: Date.now() });

/**
 * The sweep of part `part` (1-based) of SWEEP_PARTS: the routes whose index in registration order is
 * `part - 1` modulo SWEEP_PARTS. Part 1 also checks that docs/api.md names every route. The calling test
 * file mocks 'fastify' with `recordingFastify` (sweep-routes.ts), so that `registered` sees every route.
 */
export function sweepPart(part: number): void {
  describe(`the malformed-request sweep, part ${part} of ${SWEEP_PARTS} [pglite]`, () => {
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let userId: string;
    let routes: Route[] = [];
    const failures: string[] = [];
    let sent = 0;
    /** SWEEP_DEBUG=1 prints how many requests each route answered with each status. */
    const statuses = new Map<string, number>();
    afterAll(() => {
      if (process.env.SWEEP_DEBUG) console.log([...statuses].map(([key, n]) => `${key} x${n}`).join('\n'));
    });

    beforeAll(async () => {
      handle = await openDatabase({ kind: 'memory' });
      await handle.migrate();
      await seedIfEmpty(handle.db, { perLeaf: 1 });
      registered.length = 0;
      app = await buildServer({
        appDir: '/nonexistent/app',
        storybookDir: '/nonexistent/storybook',
        db: handle.db,
        account: { devOutbox: true },
        // Never throttled: the sweep sends hundreds of logins and SMS requests, and each must reach its handler.
        rateLimiter: {
          hit: (_purpose: string, _key: string, _limit: number, windowMs: number) =>
            Promise.resolve({ allowed: true, count: 1, retryAfterMs: windowMs }),
          reset: () => Promise.resolve(),
          peek: () => Promise.resolve(null),
        },
        // The harness's own check: a route that fails must be reported (excluded from the sweep).
        extraApiRoutes: [
          async (scope) => {
            scope.get('/sweep-canary/boom', () => {
              throw new Error('canary');
            });
          },
        ],
      });
      await app.ready();
      const seen = new Set<string>();
      routes = registered
        .filter(
          (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/sweep-canary/') && r.method !== 'HEAD',
        )
        .map((r) => ({ method: r.method, path: r.url.slice('/api'.length) }))
        .filter((r) => {
          const key = `${r.method} ${r.path}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      userId = `u${randomUUID().replaceAll('-', '')}`;
      await handle.db.insert(users).values({
        userId,
        userName: `sweep_${userId.slice(1, 9)}`,
        mobile: '13800000999',
        nickName: 'Sweeper',
      });
    }, DATABASE_HOOK_TIMEOUT);
    afterAll(async () => {
      await app?.close();
      await handle?.close();
    });

    const counts = async () => {
      const { db } = handle;
      const [[u], [b], [p], [s]] = await Promise.all([
        db.select({ n: count() }).from(users),
        db.select({ n: count() }).from(baskets),
        db.select({ n: count() }).from(prodCollections),
        db.select({ n: count() }).from(shopCollections),
      ]);
      return { users: u?.n, baskets: b?.n, prodCollections: p?.n, shopCollections: s?.n };
    };

    /** Sends one request and records a failure when the answer breaks the contract. */
    const probe = async (label: string, options: InjectOptions) => {
      sent += 1;
      const res = await app.inject(options);
      const key = `${String(options.method ?? 'GET')} ${String(options.url).split('?')[0]?.slice(0, 60)} ${res.statusCode}${process.env.SWEEP_DEBUG === 'bodies' ? ` ${res.body.slice(0, 40)}` : ''}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      const where = `${label} ${String(options.method ?? 'GET')} ${String(options.url).slice(0, 120)}`;
      if (res.statusCode >= 500) {
        failures.push(`${where} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      } else if (res.statusCode >= 400) {
        if (!String(res.headers['content-type']).startsWith('text/plain')) {
          failures.push(
            `${where} -> ${res.statusCode} with content-type ${String(res.headers['content-type'])}`,
          );
        } else if (res.body.trim() === '') {
          failures.push(`${where} -> ${res.statusCode} with an empty body`);
        }
      }
      return res;
    };

    /** The concrete paths of a route: its own pattern with each malformed parameter value. */
    const pathsOf = (route: Route): string[] =>
      route.path.includes(':')
        ? PARAMS.map((value) => route.path.replace(/:[A-Za-z0-9_]+/g, value))
        : [route.path];

    it('finds the API routes', () => {
      expect(routes.length).toBeGreaterThan(30);
      expect(routes).toContainEqual({ method: 'GET', path: '/prod/prodInfo' });
      expect(routes).toContainEqual({ method: 'POST', path: '/p/shopCart/changeItem' });
    });

    it('reports a 5xx (the harness works)', async () => {
      await probe('[canary]', { method: 'GET', url: '/api/sweep-canary/boom' });
      expect(failures).toHaveLength(1);
      expect(failures[0]).toContain('-> 500');
      failures.length = 0;
      sent = 0;
    });

    /** Sends every malformed request of `route`; what answers a 5xx (or a 4xx not in plain text) is a failure. */
    const sweepRoute = async (route: Route) => {
      // A fresh token per route: the log-out route revokes it on its first accepted call.
      const { token } = await issueToken(handle.db, userId);
      const auths: Record<string, string>[] = [{}, { authorization: `bearer ${token}` }];
      for (const auth of auths) {
        const label = auth.authorization ? '[token]' : '[anonymous]';
        for (const [index, path] of pathsOf(route).entries()) {
          // Every query string on the first path; the other path parameter values with the bare path.
          for (const query of index === 0 ? QUERIES : ['']) {
            const url = `/api${path}${query}`;
            if (!SIGNED.has(route.method)) {
              await probe(label, { method: route.method as 'GET', url, headers: auth });
              if (query === '') {
                await probe(label, {
                  method: route.method as 'GET',
                  url,
                  headers: { ...auth, 'accept-language': 'en' },
                });
              }
              continue;
            }
            // Signed methods: a signed empty body per query, then the bodies on the bare path below.
            await probe(label, {
              method: route.method as 'POST',
              url,
              headers: { ...auth, ...signedHeaders('') },
            });
          }
          if (!SIGNED.has(route.method)) continue;
          const url = `/api${path}`;
          for (const body of BODIES) {
            await probe(label, {
              method: route.method as 'POST',
              url,
              payload: body,
              headers: { ...auth, 'content-type': 'application/json', ...signedHeaders(body) },
            });
          }
          // Random JSON values, reproducible (fixed seed, bounded runs).
          const randomBodies = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: 20_260_301, numRuns: 15 });
          for (const value of randomBodies) {
            const body = JSON.stringify(value) ?? 'null';
            await probe(label, {
              method: route.method as 'POST',
              url,
              payload: body,
              headers: { ...auth, 'content-type': 'application/json', ...signedHeaders(body) },
            });
          }
          // Unsigned, wrongly signed, stale, other content types.
          const body = '{"prodId":"abc"}';
          const good = signedHeaders(body);
          await probe(label, {
            method: route.method as 'POST',
            url,
            payload: body,
            headers: { ...auth, 'content-type': 'application/json' },
          });
          await probe(label, {
            method: route.method as 'POST',
            url,
            payload: body,
            headers: { ...auth, 'content-type': 'application/json', ...good, 'C-S': 'f'.repeat(32) },
          });
          await probe(label, {
            method: route.method as 'POST',
            url,
            payload: body,
            headers: { ...auth, 'content-type': 'application/json', ...good, 'C-TT': 'not-a-time' },
          });
          await probe(label, {
            method: route.method as 'POST',
            url,
            payload: body,
            headers: {
              ...auth,
              'content-type': 'application/json',
              ...sign({ body, origin: '', now: Date.now() - 60 * 60 * 1000 }),
            },
          });
          await probe(label, {
            method: route.method as 'POST',
            url,
            payload: body,
            headers: { ...auth, 'content-type': 'text/plain', ...signedHeaders(body) },
          });
          const form = 'prodId=abc&prodId=%ZZ&count=-1';
          await probe(label, {
            method: route.method as 'POST',
            url,
            payload: form,
            headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded', ...signedHeaders(form) },
          });
        }
      }
      // A malformed bearer token and a bad percent-encoding in the path.
      await probe('[bad token]', {
        method: route.method as 'GET',
        url: `/api${pathsOf(route)[0]}`,
        headers: { authorization: 'bearer %%%', ...(SIGNED.has(route.method) ? signedHeaders('') : {}) },
      });
      await probe('[bad url]', {
        method: route.method as 'GET',
        url: `/api${route.path.replace(/:[A-Za-z0-9_]+/g, '1')}%`,
        headers: SIGNED.has(route.method) ? signedHeaders('') : {},
      });
    };

    it(`answers every malformed request to every route with a plain-text 4xx or a success, never a 5xx (part ${part} of ${SWEEP_PARTS})`, async () => {
      failures.length = 0;
      sent = 0;
      const mine = routes.filter((_, i) => i % SWEEP_PARTS === part - 1);
      const before = await counts();
      for (const route of mine) await sweepRoute(route);
      expect(failures, failures.slice(0, 30).join('\n')).toEqual([]);
      expect(sent).toBeGreaterThan(mine.length * 20);
      if (process.env.SWEEP_DEBUG) console.log(`sweep part ${part}: ${mine.length} routes, ${sent} requests`);
      expect(await counts()).toEqual(before);
      // A guard against a hang, not a speed check: a part sends thousands of requests, and two parts (or a
      // part and another file) share a 2-core machine that may be under other load (one took over 240 s so).
    }, 480_000);

    it.runIf(part === 1)('documents every route in docs/api.md', () => {
      const doc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
      const missing = routes
        .filter((route) => {
          const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
          const pattern = new RegExp(
            `\\|\\s*${route.method}\\s*\\|\\s*\`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\`?( ]`,
          );
          return !pattern.test(doc);
        })
        .map((route) => `${route.method} ${route.path}`);
      expect(missing).toEqual([]);
    });
  });
}
