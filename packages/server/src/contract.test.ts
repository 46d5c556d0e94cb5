// One contract source (decisions/0024): every schema a route of the API declares (body, querystring,
// params, headers, each response) is, by identity, a zod schema exported by @mall/domain. A route that
// declares a shape of its own (`body: z.object({...})` in a module) fails here, so no wire type is
// written twice and the OpenAPI document (made from the route schemas) is the domain's contract.
import Fastify, { type RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '@mall/domain';
import { apiPlugin, API_PREFIX } from './api.ts';
import { openDatabase, type DatabaseHandle } from './db/connection.ts';
import { MemoryRateLimiter, MemoryReplayCache } from './plugins/stores.ts';
import { DATABASE_HOOK_TIMEOUT } from './test/databases.ts';

/**
 * Route schemas that may be something else than a domain export, each with its reason. Empty: the
 * paged answers, lists and bare answers (`Flag`, `Int`, `Text`) are domain exports too.
 */
const ALLOWED: readonly { route: string; part: string; reason: string }[] = [];

const isZod = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

const domainSchemas = new Set<unknown>(Object.values(domain).filter(isZod));

const SCHEMA_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

interface Offence {
  route: string;
  part: string;
}

/** The schema parts of routes that are not the domain's (and not allowed above). */
export function foreignSchemas(routes: readonly RouteOptions[]): Offence[] {
  const offences: Offence[] = [];
  for (const route of routes) {
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const parts: [string, unknown][] = SCHEMA_PARTS.map((part) => [part, schema[part]]);
    for (const [code, response] of Object.entries((schema.response ?? {}) as Record<string, unknown>))
      parts.push([`response ${code}`, response]);
    for (const [part, value] of parts) {
      if (value === undefined || domainSchemas.has(value)) continue;
      if (ALLOWED.some((a) => a.route === name && a.part === part)) continue;
      offences.push({ route: name, part });
    }
  }
  return offences;
}

/** Every route the API registers, with the modules mounted (the database is there, empty of data). */
async function apiRoutes(
  handle: DatabaseHandle,
  extra: FastifyPluginAsyncZod[] = [],
): Promise<RouteOptions[]> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    // HEAD twins of GET routes carry the same schema.
    if (route.method !== 'HEAD') routes.push(route);
  });
  await app.register(apiPlugin, {
    prefix: API_PREFIX,
    db: handle.db,
    now: Date.now,
    replayCache: new MemoryReplayCache(),
    rateLimiter: new MemoryRateLimiter(),
    account: { devOutbox: true },
    extraRoutes: extra,
  });
  await app.ready();
  await app.close();
  return routes;
}

describe('route schemas come from the domain contract', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'memory' });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await handle.close();
  }, DATABASE_HOOK_TIMEOUT);

  it('every schema of every API route is a @mall/domain export', async () => {
    const routes = await apiRoutes(handle);
    // The walk sees the API: a few routes of each audience at least.
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.some((r) => r.url === '/api/p/order/confirm')).toBe(true);
    expect(routes.some((r) => r.url === '/api/merchant/orders')).toBe(true);
    expect(routes.some((r) => r.url === '/api/platform/shop/offline')).toBe(true);
    expect(routes.some((r) => r.url === '/api/platform/shopApply/audit')).toBe(true);
    expect(foreignSchemas(routes)).toEqual([]);
    // A guard against a hang, not a speed check: building the whole API twice on a busy 2-core machine
    // (two server test files at a time) took over the project's 30 s.
  }, 180_000);

  it('a route with a shape of its own is caught', async () => {
    const local: FastifyPluginAsyncZod = async (app) => {
      app.post(
        '/p/test/local',
        { schema: { body: z.object({ name: z.string() }), response: { 200: domain.Flag } } },
        () => true,
      );
      app.get('/test/local', { schema: { response: { 200: domain.pageOf(domain.ProductCard) } } }, () => ({
        records: [],
        total: 0,
        size: 10,
        current: 1,
        pages: 0,
      }));
    };
    const routes = await apiRoutes(handle, [local]);
    expect(foreignSchemas(routes).filter((o) => o.route.includes('/test/local'))).toEqual([
      { route: 'POST /api/p/test/local', part: 'body' },
      { route: 'GET /api/test/local', part: 'response 200' },
    ]);
  });
});
