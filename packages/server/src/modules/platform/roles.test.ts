// The platform console's role walk (issue 18, decisions/0079 and 0090): over EVERY /platform/ operation of
// the server's own OpenAPI document but the login, the logout and "me", each of admin, operator and
// auditor gets a 403 `error.platform.forbidden` exactly where its role is not in the route's area's read
// (GET) or write (any other method) list of domain `platformAreaRoles`, changing nothing, and never a
// 403 (nor a 5xx) where it is, whatever the body (an empty one: a 400 is fine, the gate is the point).
// A route's area comes from the table below, written by hand on purpose: a new /platform/ route without
// a line fails here, so it cannot slip in unchecked. PGlite only (the gate does not depend on the database).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  platformAreaRoles,
  platformUploadRoles,
  type PlatformArea,
  type PlatformRole,
} from '@mall/domain';
import { openDatabase, type DatabaseHandle } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT } from '../../test/databases.ts';
import { signedRequest, testServer, type Method } from '../../test/inject.ts';
import { changedTables, tableChecksums, unthrottled } from '../../test/mall.ts';
import { ID_NAME, operationFields, type OpenApiDocument } from '../../test/openapi.ts';
import { addPlatformAccount } from './accounts.ts';
import { issuePlatformToken } from './auth.ts';

/** The routes every signed-in account may call, whatever its role: no area. */
const UNGATED = ['/platform/login', '/platform/logout', '/platform/me'];

/**
 * Each /platform/ path's area (the method says read or write). A new route needs a line here. 'pictures':
 * the upload, open to whoever may change any area taking pictures (domain `platformUploadRoles`).
 */
const AREA_OF_PATH: Readonly<Record<string, PlatformArea | 'pictures'>> = {
  '/platform/shopApply/page': 'applications',
  '/platform/shopApply/info': 'applications',
  '/platform/shopApply/audit': 'applications',
  '/platform/shop/page': 'stores',
  '/platform/shop/info': 'stores',
  '/platform/shop/offline': 'stores',
  '/platform/shop/online': 'stores',
  '/platform/webConfig': 'site',
  '/platform/file/upload': 'pictures',
  '/platform/indexImg/page': 'content',
  '/platform/indexImg': 'content',
  '/platform/notice/page': 'content',
  '/platform/notice/info': 'content',
  '/platform/notice': 'content',
  '/platform/hotSearch/list': 'content',
  '/platform/hotSearch': 'content',
  '/platform/prod/page': 'content',
  '/platform/prodTag/list': 'content',
  '/platform/prodTag/info': 'content',
  '/platform/prodTag': 'content',
  '/platform/user/page': 'members',
  '/platform/user/info': 'members',
  '/platform/user/scoreLog/page': 'members',
  '/platform/user/balanceLog/page': 'members',
  '/platform/user/status': 'members',
  '/platform/user/score': 'members',
  '/platform/user/balance': 'members',
  '/platform/category/list': 'categories',
  '/platform/category/info': 'categories',
  '/platform/category': 'categories',
  '/platform/category/sort': 'categories',
  '/platform/loyalty/settings': 'marketing',
  '/platform/level/list': 'marketing',
  '/platform/level': 'marketing',
  '/platform/levelRights': 'marketing',
  '/platform/coupon/page': 'marketing',
  '/platform/coupon/info': 'marketing',
  '/platform/coupon': 'marketing',
  '/platform/coupon/{couponId}/stop': 'marketing',
  '/platform/report/daily': 'reports',
  '/platform/report/daily.csv': 'reports',
  '/platform/report/topProducts': 'reports',
  '/platform/report/topShops': 'reports',
  '/platform/report/topProducts.csv': 'reports',
  '/platform/report/topShops.csv': 'reports',
  '/platform/auditLog/page': 'audit',
};

const ROLES: readonly PlatformRole[] = ['admin', 'operator', 'auditor'];

describe('platform route roles [pglite]', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let doc: OpenApiDocument;
  const tokens = new Map<PlatformRole, string>();

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'memory' });
    await handle.migrate();
    app = await testServer({ db: handle.db, rateLimiter: unthrottled });
    doc = (await app.inject({ url: '/docs/json' })).json();
    for (const role of ROLES) {
      const id = await addPlatformAccount(handle.db, {
        username: `roles_${role}`,
        role,
        password: `Roles-${role}-2468`,
      });
      tokens.set(role, (await issuePlatformToken(handle.db, id, Date.now())).token);
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  /** Every gated platform operation of the document: its method, path (without /api) and body. */
  const operations = () =>
    Object.entries(doc.paths).flatMap(([apiPath, methods]) => {
      const path = apiPath.replace(/^\/api/, '');
      if (!path.startsWith('/platform/') || UNGATED.includes(path)) return [];
      return Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase() as Method,
        path,
        body: op.requestBody !== undefined,
      }));
    });
  const rolesFor = (op: { method: Method; path: string }) => {
    const name = AREA_OF_PATH[op.path]!;
    if (name === 'pictures') return platformUploadRoles;
    const area = platformAreaRoles[name];
    return op.method === 'GET' ? area.read : area.write;
  };
  const send = (role: PlatformRole | null, op: { method: Method; path: string; body: boolean }) =>
    app.inject(
      signedRequest(op.method, op.path.replace(/\{[^}]+\}/g, '999999'), op.body ? {} : undefined, {
        ...(role ? { token: tokens.get(role)! } : {}),
      }),
    );

  it('knows the area of every /platform/ route, and no route it names is gone', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThanOrEqual(30);
    expect(ops.filter((op) => !(op.path in AREA_OF_PATH)).map((op) => `${op.method} ${op.path}`)).toEqual([]);
    const paths = new Set(ops.map((op) => op.path));
    expect(Object.keys(AREA_OF_PATH).filter((path) => !paths.has(path))).toEqual([]);
    // The walk would prove nothing about a gate no route has.
    for (const ungated of UNGATED) expect(Object.keys(doc.paths)).toContain(`/api${ungated}`);
  });

  it('declares a 404 on the routes that name their target by id (decisions/0105), and only there', () => {
    const fields = operationFields(doc, '/api/platform/');
    const declared = [...fields.keys()].filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      const op = doc.paths[path]![method.toLowerCase()] as { responses?: Record<string, unknown> };
      return op.responses?.['404'] !== undefined;
    });
    expect(declared).toHaveLength(31);
    expect(declared).toEqual(
      expect.arrayContaining(['GET /api/platform/user/info', 'PUT /api/platform/shopApply/audit']),
    );
    // Each names its target by an id; a list, a creation or a setting declares none.
    expect(declared.filter((key) => !fields.get(key)!.some((name) => ID_NAME.test(name)))).toEqual([]);
    for (const key of [
      'GET /api/platform/user/page',
      'POST /api/platform/coupon',
      'PUT /api/platform/webConfig',
    ])
      expect(declared).not.toContain(key);
  });

  it('answers 401 to every gated route without a platform token', async () => {
    const problems: string[] = [];
    for (const op of operations()) {
      const res = await send(null, op);
      if (res.statusCode !== 401) problems.push(`${op.method} ${op.path}: ${res.statusCode} ${res.body}`);
    }
    expect(problems).toEqual([]);
  });

  it("answers 403 exactly where the role is not in the area's list, changing nothing, and never where it is", async () => {
    const ops = operations();
    const forbidden = translate('zh', messages.platformForbidden);
    const problems: string[] = [];
    // The refusals first, all together: not one of them may change a table (audit log included).
    const before = await tableChecksums(handle.db);
    let refused = 0;
    for (const role of ROLES) {
      for (const op of ops.filter((o) => !rolesFor(o).includes(role))) {
        const res = await send(role, op);
        refused += 1;
        if (res.statusCode !== 403 || res.body !== forbidden)
          problems.push(`${role} may not ${op.method} ${op.path}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(changedTables(before, await tableChecksums(handle.db))).toEqual([]);
    for (const role of ROLES) {
      for (const op of ops.filter((o) => rolesFor(o).includes(role))) {
        const res = await send(role, op);
        if (res.statusCode === 403 || res.statusCode === 401 || res.statusCode >= 500)
          problems.push(`${role} may ${op.method} ${op.path}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(problems).toEqual([]);
    // The operator and the auditor are refused somewhere (applications, members); the administrator never.
    expect(refused).toBeGreaterThanOrEqual(8);
    expect(ops.every((op) => rolesFor(op).includes('admin'))).toBe(true);
  }, 120_000);
});
