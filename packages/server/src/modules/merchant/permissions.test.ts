// Every /merchant/ route states its permission (issue 17 item 1, decisions/0060). At start-up: a route
// registered in the merchant scope without one, or with one that is not a permission, stops the server
// (so does a test route under /merchant/). At request time, over EVERY merchant operation of the server's
// own OpenAPI document (made from the registered routes; each carries its route's `config.permission` as
// `x-permission`, never a hand-written list): the owner and a staff account of each role get a 403
// `error.merchant.forbidden` exactly where the role lacks the route's permission, changing nothing, and
// never a 403 (nor a 5xx) where it has it, whatever the request's body.
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GROUP_STOP_PERMISSIONS,
  isMerchantRoutePermission,
  MERCHANT_PERMISSIONS,
  MERCHANT_ROLES,
  messages,
  roleAllowsRoute,
  type MerchantRole,
  type MerchantRoutePermission,
} from '@mall/domain';
import { translate } from '../../i18n.ts';
import { installErrors } from '../../plugins/errors.ts';
import { installLanguage } from '../../plugins/language.ts';
import { merchantScope, mount } from '../../scopes.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { signedRequest, testServer, type Method } from '../../test/inject.ts';
import { changedTables, tableChecksums, unthrottled } from '../../test/mall.ts';
import type { OpenApiDocument } from '../../test/openapi.ts';
import { shops } from '../shop/tables.ts';
import { issueMerchantToken } from './auth.ts';
import { merchantAccounts } from './tables.ts';

const route =
  (path: string, config: object): FastifyPluginAsync =>
  async (app) => {
    app.get(path, { config }, () => 'ok');
  };

describe('the merchant scope at start-up', () => {
  const start = async (config: object) => {
    const app = Fastify();
    installLanguage(app);
    installErrors(app);
    const allow = () => Promise.resolve();
    try {
      await app.register(merchantScope(allow, [mount(route('/merchant/x', config), {})]));
      await app.ready();
    } finally {
      await app.close();
    }
  };

  it('refuses a route without a permission, or with one that is none', async () => {
    await expect(start({})).rejects.toThrow(/GET \/merchant\/x: a \/merchant\/ route states the permission/);
    await expect(start({ permission: 'everything' })).rejects.toThrow(/states the permission/);
    await expect(start({ permission: 'orders' })).resolves.toBeUndefined();
    // A list: every one must be a permission, and at least one.
    await expect(start({ permission: [] })).rejects.toThrow(/states the permission/);
    await expect(start({ permission: ['orders', 'everything'] })).rejects.toThrow(/states the permission/);
    await expect(start({ permission: ['products', 'orders'] })).resolves.toBeUndefined();
  });
});

describeEachDatabase('merchant route permissions', (database) => {
  let app: FastifyInstance;
  let doc: OpenApiDocument;
  const accounts = new Map<MerchantRole, number>();
  const db = () => database().handle.db;

  beforeAll(async () => {
    app = await testServer({ db: db(), rateLimiter: unthrottled });
    doc = (await app.inject({ url: '/docs/json' })).json();
    const [shop] = await db()
      .insert(shops)
      .values({ nameZh: '权限店', nameEn: 'Permissions shop' })
      .returning({ shopId: shops.shopId });
    for (const role of MERCHANT_ROLES) {
      const [row] = await db()
        .insert(merchantAccounts)
        .values({
          username: `perm_${role}_${process.pid % 1000}`,
          passwordHash: 'x',
          shopId: shop!.shopId,
          role,
        })
        .returning({ merchantId: merchantAccounts.merchantId });
      accounts.set(role, row!.merchantId);
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  it('fails to start with a /merchant/ test route that states no permission', async () => {
    await expect(
      testServer({
        db: db(),
        rateLimiter: unthrottled,
        extraApiRoutes: [route('/merchant/forgotten', {})] as never,
      }),
    ).rejects.toThrow(/GET \/api\/merchant\/forgotten: a \/merchant\/ route states the permission/);
  });

  /** Every merchant operation but the login, with the permission its route states. */
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      path.startsWith('/api/merchant/') && path !== '/api/merchant/login'
        ? Object.entries(methods).map(([method, op]) => ({
            method: method.toUpperCase() as Method,
            path,
            permission: op['x-permission'] as MerchantRoutePermission | undefined,
            body: op.requestBody !== undefined,
          }))
        : [],
    );

  it('documents the permission of every merchant operation', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThanOrEqual(25);
    expect(ops.filter((o) => !isMerchantRoutePermission(o.permission)).map((o) => o.path)).toEqual([]);
    // Each permission but the store's settings (issue 17 adds them) guards a route.
    const used = new Set(ops.flatMap((o) => [o.permission].flat()));
    // A group buy's stop refunds shoppers: it needs the orders' permission too (decisions/0074).
    const stop = ops.find((o) => o.path === '/api/merchant/group/{groupActivityId}/stop');
    expect(stop?.permission).toEqual(GROUP_STOP_PERMISSIONS);
    expect(MERCHANT_ROLES.filter((r) => roleAllowsRoute(r, stop!.permission!))).toEqual(['owner', 'all']);
    for (const p of MERCHANT_PERMISSIONS.filter((p) => p !== 'store')) expect(used, p).toContain(p);
  });

  it('answers 403 exactly where the role lacks the permission, changing nothing, and never where it has it', async () => {
    const ops = operations();
    const send = async (role: MerchantRole, op: (typeof ops)[number]) => {
      // A fresh token each time: the logout, allowed to every role, revokes the one it is sent with.
      const token = await issueMerchantToken(db(), accounts.get(role)!, Date.now());
      const url = op.path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, '999999');
      return app.inject(signedRequest(op.method, url, op.body ? {} : undefined, { token }));
    };
    const problems: string[] = [];
    // The refusals first, all together: not one of them may change a table.
    const before = await tableChecksums(db());
    let refused = 0;
    for (const role of MERCHANT_ROLES) {
      for (const op of ops.filter((o) => !roleAllowsRoute(role, o.permission!))) {
        const res = await send(role, op);
        refused += 1;
        if (res.statusCode !== 403 || res.body !== translate('zh', messages.merchantForbidden))
          problems.push(`${role} ${op.method} ${op.path} (${op.permission}): ${res.statusCode} ${res.body}`);
      }
    }
    // The tokens the sends issued are the only change.
    expect(changedTables(before, await tableChecksums(db()))).toEqual(['merchant_tokens']);
    for (const role of MERCHANT_ROLES) {
      for (const op of ops.filter((o) => roleAllowsRoute(role, o.permission!))) {
        const res = await send(role, op);
        if (res.statusCode === 403 || res.statusCode >= 500)
          problems.push(`${role} ${op.method} ${op.path} (${op.permission}): ${res.statusCode} ${res.body}`);
      }
    }
    expect(problems).toEqual([]);
    // The staff roles are refused somewhere; the owner never.
    expect(refused).toBeGreaterThanOrEqual(ops.length * 2);
    expect(ops.every((o) => roleAllowsRoute('owner', o.permission!))).toBe(true);
  }, 120_000);
});
