// What the route tests share: a request as the storefront sends it (JSON body, signed, bearer token,
// language) for `app.inject`, the expectations on its answer (200 with a body, or the contract's 400
// with the exact translated message) and the fixtures several modules' tests build shoppers from.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { MESSAGE_ID_HEADER, sign, type Locale } from '@mall/domain';
import { buildServer, type ServerOptions } from '../app.ts';
import { translate } from '../i18n.ts';
import type { AddressInput } from '../modules/address/service.ts';

/**
 * The API for a test: no storefront or Storybook build to serve, and no hot cache unless `cacheTtlMs`
 * asks for one (tests change rows directly and read them back at once; the cache's own tests turn it on).
 */
export function testServer(
  options: Omit<ServerOptions, 'appDir' | 'storybookDir'>,
): Promise<FastifyInstance> {
  return buildServer({
    appDir: '/nonexistent/app',
    storybookDir: '/nonexistent/storybook',
    cacheTtlMs: 0,
    ...options,
  });
}

export interface RequestOptions {
  /** The shopper's bearer token (no authorization header without it). */
  token?: string;
  /** The accept-language header (none without it). */
  lang?: string;
  /** The signing clock (ms), for tests that move time; now by default. */
  now?: number;
  /** More headers, applied last. */
  headers?: Record<string, string>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A request to `/api${url}`: `body` as JSON (no payload when undefined), signed unless it is a GET,
 * with the token and language of `options`.
 */
export function signedRequest(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): InjectOptions {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return {
    method,
    url: `/api${url}`,
    ...(text !== undefined ? { payload: text } : {}),
    headers: {
      ...(options.lang !== undefined ? { 'accept-language': options.lang } : {}),
      ...(text !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method === 'GET' ? {} : sign({ body: text ?? '', origin: '', now: options.now ?? Date.now() })),
      ...(options.token ? { authorization: `bearer ${options.token}` } : {}),
      ...options.headers,
    },
  };
}

/** An answer, or a request to inject for one. */
/** What a test sent: the request, or its answer (an `app.inject` response; headers read when given). */
export type Sent = InjectOptions | PromiseLike<Answer>;
export type Answer = { statusCode: number; body: string; headers?: Record<string, unknown> };

async function answer(app: FastifyInstance, sent: Sent): Promise<Answer> {
  return 'then' in sent ? await sent : await app.inject(sent);
}

/** Expects a 200; answers the parsed body. */
export async function expectOk<T>(app: FastifyInstance, sent: Sent): Promise<T> {
  const res = await answer(app, sent);
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as T;
}

/** Expects a 400 whose body is exactly `message` (with `values`) in `locale`. */
export async function expectRefused(
  app: FastifyInstance,
  sent: Sent,
  message: Parameters<typeof translate>[1],
  values?: Record<string, unknown>,
  locale: Locale = 'zh',
): Promise<void> {
  const res = await answer(app, sent);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.body).toBe(translate(locale, message, values));
  // The refusal names its message, so that a console form can place it by its field (decisions/0096).
  expect(res.headers?.[MESSAGE_ID_HEADER]).toBe(typeof message === 'string' ? message : message.id);
}

/**
 * Expects a 404 for a platform route's missing target: `message`'s text in `locale` and its id in the
 * header (decisions/0105).
 */
export async function expectNotFound(
  app: FastifyInstance,
  sent: Sent,
  message: Parameters<typeof translate>[1],
  locale: Locale = 'zh',
): Promise<void> {
  const res = await answer(app, sent);
  expect(res.statusCode, res.body).toBe(404);
  expect(res.body).toBe(translate(locale, message));
  expect(res.headers?.[MESSAGE_ID_HEADER]).toBe(typeof message === 'string' ? message : message.id);
}

/** A fresh user id, in the form registration gives. */
export function newUserId(): string {
  return `u${randomUUID().replaceAll('-', '')}`;
}

/** A default address in Beijing (Chaoyang) for `receiver`. */
export function beijingAddress(receiver: string): AddressInput {
  return {
    receiver,
    mobile: '13700000000',
    provinceId: 110000,
    province: '北京市',
    cityId: 110100,
    city: '北京市',
    areaId: 110105,
    area: '朝阳区',
    addr: '建国路88号',
    commonAddr: 1,
  };
}

/** A default address in Shenzhen (Nanshan) for `receiver`. */
export function shenzhenAddress(receiver: string): AddressInput {
  return {
    receiver,
    mobile: '13900000000',
    provinceId: 440000,
    province: '广东省',
    cityId: 440300,
    city: '深圳市',
    areaId: 440305,
    area: '南山区',
    addr: '科技园南路1号',
    commonAddr: 1,
  };
}
