// The OpenAPI-driven fuzzer (Proof issue, item 3.1). It reads the server's own document (GET /docs/json)
// and, for every operation in it, sends requests generated with fast-check that are invalid by
// construction: for a GET any junk (a read changes nothing whatever it is sent); for any other method one
// chosen part is made wrong (the reason) while the rest may be right, so the part under test is what the
// server has to refuse:
//   auth        no token, a junk, revoked or expired one, the other kind (merchant or platform / shopper);
//   signature   missing or partial headers, a wrong or stale C-S / C-TT, signed over another body or
//               Origin, or a replay of a request the server accepted during the set-up;
//   contentType a body of another media type than JSON (also signed over '' as the server reads it);
//   body        a value the document's schema refuses (checked by the small validator below, which errs
//               on the lenient side): wrong types, out-of-range or huge numbers, unicode, too long,
//               missing fields, nested junk, or text that is not JSON at all, as JSON or form-encoded;
//   path        path values that name nothing (never a small positive integer);
//   self-auth   a route that skips our signature (a provider's notification) without its own.
// The other parts are valid when they can be: the shopper's (or the merchant's) live token, a good
// signature over the exact bytes, the shopper's own order numbers and ids, bodies that the set-up sent
// successfully. So a cancel of the shopper's own unpaid order with a stale signature must change nothing.
// Asserted: no 5xx ever; every non-GET answer is a 4xx with a non-empty plain text; the server still
// answers afterwards; and a checksum of every table (orders, items, stock, wallet and points, coupons,
// carts, refunds, payments, addresses, tokens, ...) is the same after each operation's batch as before.
// Runs on both databases (describeEachDatabase with `databaseKinds`: random requests are where an
// engine's difference would show): about 10-20 s each here. FUZZ_RUNS (default 24 per
// operation) and FUZZ_SEED (default fixed, so a failure reproduces) widen or vary the search.
import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { sign, UPLOADS_URL_PREFIX } from '@mall/domain';
import { and, eq } from 'drizzle-orm';
import { issueToken, revokeToken } from './modules/account/tokens.ts';
import { categories, skus } from './modules/catalog/tables.ts';
import { recordShopUpload } from './modules/file/service.ts';
import { issuePlatformToken } from './modules/platform/auth.ts';
import { platformUsers } from './modules/platform/tables.ts';
import { seedIfEmpty } from './modules/seed/index.ts';
import { DATABASE_HOOK_TIMEOUT, databaseKinds, describeEachDatabase } from './test/databases.ts';
import {
  changedTables,
  demoProducts,
  makeHistory,
  merchantTokenOf,
  newShopper,
  openTestMall,
  tableChecksums,
  type Shopper,
  type ShopperHistory,
  type TestMall,
} from './test/mall.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_417);

// ---------------------------------------------------------------------------------------------------
// The OpenAPI document and a small JSON-schema validator (the subset zod's output uses).

type Schema = Record<string, unknown>;
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  security?: Record<string, unknown>[];
  responses?: Record<string, unknown>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

let components: Record<string, Schema> = {};

function deref(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) {
    s = components[s.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  return s;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isType(type: unknown, v: unknown): boolean {
  switch (type) {
    case 'null':
      return v === null;
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return isObject(v);
    default:
      return true;
  }
}

/** The pattern as a case-insensitive RegExp (lenient), or null when JavaScript cannot read it. */
function patternOf(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'i');
  } catch {
    return null;
  }
}

/**
 * Whether `v` satisfies the schema. Lenient where zod may be (a trimmed string, case-insensitive
 * patterns, unknown keywords pass), so a value called invalid here is refused by the server too.
 */
function valid(schema: Schema | undefined, v: unknown): boolean {
  const s = deref(schema);
  if (v === undefined) return false;
  if (v === null && s.nullable === true) return true;
  if (Array.isArray(s.allOf) && !(s.allOf as Schema[]).every((b) => valid(b, v))) return false;
  if (Array.isArray(s.anyOf) && !(s.anyOf as Schema[]).some((b) => valid(b, v))) return false;
  if (Array.isArray(s.oneOf) && !(s.oneOf as Schema[]).some((b) => valid(b, v))) return false;
  if (Array.isArray(s.enum) && !s.enum.some((e) => e === v)) return false;
  if ('const' in s && s.const !== v) return false;
  if (s.type !== undefined && ![s.type].flat().some((t) => isType(t, v))) return false;
  if (typeof v === 'number') {
    const min = s.minimum as number | undefined;
    const max = s.maximum as number | undefined;
    if (min !== undefined && (s.exclusiveMinimum === true ? v <= min : v < min)) return false;
    if (max !== undefined && (s.exclusiveMaximum === true ? v >= max : v > max)) return false;
    if (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum) return false;
    if (typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum) return false;
  }
  if (typeof v === 'string') {
    if (typeof s.maxLength === 'number' && [...v.trim()].length > s.maxLength) return false;
    if (typeof s.minLength === 'number' && v.length < s.minLength) return false;
    if (typeof s.pattern === 'string') {
      const re = patternOf(s.pattern);
      if (re && !re.test(v) && !re.test(v.trim())) return false;
    }
  }
  if (Array.isArray(v)) {
    if (typeof s.maxItems === 'number' && v.length > s.maxItems) return false;
    if (typeof s.minItems === 'number' && v.length < s.minItems) return false;
    if (s.items && !v.every((item) => valid(s.items as Schema, item))) return false;
  }
  if (isObject(v)) {
    for (const key of (s.required as string[] | undefined) ?? []) if (v[key] === undefined) return false;
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    for (const [key, sub] of Object.entries(properties)) {
      if (v[key] !== undefined && !valid(sub, v[key])) return false;
    }
  }
  return true;
}

/** Whether some JSON value fails the schema (not so for `{}`, zod's unknown). */
function canInvalidate(schema: Schema | undefined): boolean {
  const s = deref(schema);
  if (s.type !== undefined || Array.isArray(s.enum) || 'const' in s) return true;
  if (Array.isArray(s.anyOf)) return (s.anyOf as Schema[]).every(canInvalidate);
  if (Array.isArray(s.oneOf)) return (s.oneOf as Schema[]).every(canInvalidate);
  if (Array.isArray(s.allOf)) return (s.allOf as Schema[]).some(canInvalidate);
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Generators.

const long = (n: number, unit = 'x') => unit.repeat(n);
const JUNK_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.5,
  2147483648,
  -2147483649,
  1e20,
  1e300,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'abc',
  '\u0000',
  '\ud800',
  '中文 العربية 😀 \u202e',
  long(5_000),
  long(2_000, '中'),
  '2147483648',
  '99999999999999999999999999',
  '-1',
  'NaN',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  [],
  {},
  [null],
  [[[[[]]]]],
  { nested: { deeper: [{ deepest: null }] } },
  { __proto__: { polluted: 1 } },
  { constructor: { prototype: { polluted: 1 } } },
];
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...JUNK_VALUES) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Values that satisfy the schema, or nearly (good enough for the parts not under test). */
function validish(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(schema);
  if (depth > 4) return fc.constant(null);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...(s.enum as unknown[]));
  if ('const' in s) return fc.constant(s.const);
  const branches = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (branches?.length) return fc.oneof(...branches.map((b) => validish(b, depth + 1)));
  const type = [s.type].flat()[0];
  switch (type) {
    case 'integer':
    case 'number': {
      const exMin = s.exclusiveMinimum === true ? 1 : 0;
      const min = Math.max(typeof s.minimum === 'number' ? s.minimum + exMin : -1000, -1e6);
      const max = Math.min(typeof s.maximum === 'number' ? s.maximum : 1e6, 1e6);
      return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
    }
    case 'string': {
      if (typeof s.pattern === 'string') {
        try {
          return fc.stringMatching(new RegExp(s.pattern)).map((t) => t.slice(0, 200));
        } catch {
          // fall through to a plain string
        }
      }
      const maxLength = Math.min(typeof s.maxLength === 'number' ? s.maxLength : 20, 20);
      const minLength = Math.min(typeof s.minLength === 'number' ? s.minLength : 0, maxLength);
      return fc.string({ minLength, maxLength });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validish(s.items as Schema, depth + 1), {
        minLength: Math.min((s.minItems as number | undefined) ?? 0, 3),
        maxLength: Math.min((s.maxItems as number | undefined) ?? 3, 3),
      });
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const required = (s.required as string[] | undefined) ?? [];
      if (Object.keys(properties).length === 0) return fc.constant({});
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, sub]) => [k, validish(sub, depth + 1)])),
        { requiredKeys: required.filter((k) => k in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values the schema refuses, by construction (each candidate is checked with `valid`). */
function invalid(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(schema);
  const candidates: fc.Arbitrary<unknown>[] = [junkValue];
  const type = [s.type].flat()[0];
  if (depth < 3 && (type === 'object' || s.properties)) {
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    const required = ((s.required as string[] | undefined) ?? []).filter((k) => k in properties);
    const base = validish(s, depth) as fc.Arbitrary<Record<string, unknown>>;
    if (required.length) {
      candidates.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([o, key]) => {
          const copy = { ...o };
          delete copy[key];
          return copy;
        }),
      );
    }
    for (const [key, sub] of Object.entries(properties)) {
      if (!canInvalidate(sub)) continue;
      candidates.push(fc.tuple(base, invalid(sub, depth + 1)).map(([o, v]) => ({ ...o, [key]: v })));
    }
  }
  if (depth < 3 && type === 'array') {
    const items = s.items as Schema | undefined;
    if (typeof s.maxItems === 'number' && s.maxItems < 1000) {
      const n = s.maxItems + 1;
      candidates.push(fc.array(validish(items, depth + 1), { minLength: n, maxLength: n }));
    }
    if (canInvalidate(items)) {
      candidates.push(
        fc
          .tuple(fc.array(validish(items, depth + 1), { maxLength: 2 }), invalid(items, depth + 1))
          .map(([a, v]) => [...a, v]),
      );
    }
  }
  if (type === 'integer' || type === 'number') {
    const edges: unknown[] = [1e300, -1e300, 0.5, 2 ** 53, -(2 ** 53), 2 ** 31, -(2 ** 31) - 1];
    if (typeof s.maximum === 'number') edges.push(s.maximum + 1, s.maximum * 10);
    if (typeof s.minimum === 'number') edges.push(s.minimum - 1, s.minimum - 0.5);
    candidates.push(fc.constantFrom(...edges), fc.double({ noNaN: true }));
  }
  if (type === 'string') {
    if (typeof s.maxLength === 'number') candidates.push(fc.constant(long(s.maxLength + 1, 'y')));
    if (typeof s.pattern === 'string' || Array.isArray(s.enum)) {
      candidates.push(fc.string({ unit: 'grapheme', maxLength: 30 }));
    }
  }
  return fc.oneof(...candidates).filter((v) => !valid(s, v));
}

// ---------------------------------------------------------------------------------------------------
// Requests.

interface Route {
  method: string;
  /** As the document writes it: `/api/p/myOrder/cancel/{orderNumber}`. */
  path: string;
  op: Operation;
  signed: boolean;
  auth: 'bearer' | 'merchantBearer' | 'platformBearer' | null;
  bodySchema: Schema | null;
  bodyRequired: boolean;
}

type Reason = 'read' | 'auth' | 'signature' | 'contentType' | 'body' | 'path' | 'selfAuth';

function reasonsOf(route: Route): Reason[] {
  if (route.method === 'GET') return ['read'];
  const reasons: Reason[] = [];
  if (route.auth) reasons.push('auth');
  if (route.signed) reasons.push('signature');
  if (route.bodySchema) reasons.push('contentType');
  if (route.bodySchema && (canInvalidate(route.bodySchema) || route.bodyRequired)) reasons.push('body');
  if (pathParams(route).length) reasons.push('path');
  if (!route.signed && !route.auth && !route.bodySchema) reasons.push('selfAuth');
  return reasons;
}

const pathParams = (route: Route) => (route.op.parameters ?? []).filter((p) => p.in === 'path');
const queryParams = (route: Route) => (route.op.parameters ?? []).filter((p) => p.in === 'query');

/** A path value that names nothing: never a small positive integer however it is parsed. */
const junkPathValue: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      'abc',
      '-1',
      '0',
      '0.5',
      '-1.5',
      'NaN',
      'Infinity',
      '1e400',
      '2147483648',
      '9007199254740993',
      '99999999999999999999999999999',
      '%00',
      '%E4%B8%AD%E6%96%87',
      '%F0%9F%98%80',
      '..%2F..%2Fetc%2Fpasswd',
      '%20',
      long(3_000),
      'null',
      'undefined',
      '[]',
      '%7B%7D',
    ),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  )
  .filter((value) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return true;
    }
    const asNumber = Number(decoded.trim());
    const asInt = Number.parseInt(decoded, 10);
    const small = (n: number) => Number.isFinite(n) && n >= 1 && n < 2 ** 31;
    return !(small(asNumber) || small(asInt)) && decoded !== '';
  });

const QUERY_JUNK = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  'NaN',
  '1e400',
  '99999999999999999999999',
  '2147483648',
  '%00',
  '%C3%28',
  '%E4%B8%AD',
  '%27%20OR%201%3D1%20--',
  long(3_000),
  '%F0%9F%98%80',
  '1%20',
  '1,2,abc,,',
];

interface Context {
  mall: TestMall;
  shopper: Shopper;
  history: ShopperHistory;
  merchantToken: string;
  /** The seeded admin's platform token (routes of the platform scope). */
  platformToken: string;
  revokedToken: string;
  expiredToken: string;
}

/** The shopper's own ids by the parameter names that carry them (used only beside a wrong part). */
function ownValues(ctx: Context, name: string): string[] {
  const h = ctx.history;
  const orders = [h.unpaid, h.pendingOnline, h.paid, h.shipped, h.completed, h.cancelled];
  switch (name) {
    case 'orderNumber':
      return orders;
    case 'orderNumbers':
      return [...orders, `${h.unpaid},${h.pendingOnline}`];
    case 'refundSn':
      return [h.refundSn];
    case 'paymentNo':
      return [h.paymentNo];
    case 'orderItemId':
      return [h.paidItemId, h.shippedItemId, h.completedItemId].map(String);
    case 'id':
      return [...h.addrIds, h.invoiceId, ...h.basketIds].map(String);
    default:
      return [];
  }
}

const BAD_CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'multipart/form-data; boundary=fuzz',
  'image/png',
  'application/jsonx',
  'application/json-patch+json',
];

const RAW_JUNK_BODIES = [
  'not json',
  '{',
  '{"a":',
  '[1,2',
  'undefined',
  'NaN',
  '\u0000',
  '\ufeff{}',
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '{"x":1e400}',
  '"\\ud800"',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_001)}`,
  JSON.stringify(long(200_000)),
  JSON.stringify({ big: long(1_100_000) }),
];

/** How the server reads a body text: undefined for none, the parsed value, or 'unparsable'. */
function parsedBody(text: string, form: boolean): { value: unknown } | 'unparsable' {
  if (form) return { value: Object.fromEntries(new URLSearchParams(text)) };
  if (text.trim() === '') return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return 'unparsable';
  }
}

function bodyIsInvalid(route: Route, text: string, form: boolean): boolean {
  const parsed = parsedBody(text, form);
  if (parsed === 'unparsable') return true;
  if (parsed.value === undefined) return route.bodyRequired;
  return !valid(route.bodySchema ?? {}, parsed.value);
}

const toForm = (value: unknown): string =>
  isObject(value)
    ? new URLSearchParams(
        Object.entries(value).map(([k, v]): [string, string] => [
          k,
          typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
        ]),
      ).toString()
    : String(JSON.stringify(value));

/** A concrete request for the route whose `reason` part is wrong. */
function requestArb(ctx: Context, route: Route, reason: Reason): fc.Arbitrary<InjectOptions> {
  const { shopper, merchantToken, platformToken, revokedToken, expiredToken } = ctx;
  const validToken =
    route.auth === 'merchantBearer'
      ? merchantToken
      : route.auth === 'platformBearer'
        ? platformToken
        : shopper.token;
  const otherKind = route.auth === 'bearer' || route.auth === null ? merchantToken : shopper.token;
  const badAuth = fc.constantFrom<string | null>(
    null,
    'bearer',
    'bearer ',
    `bearer ${revokedToken}`,
    `bearer ${expiredToken}`,
    `bearer ${otherKind}`,
    `bearer ${route.auth === 'platformBearer' ? merchantToken : platformToken}`,
    `bearer ${validToken}x`,
    `bearer ${validToken.slice(1)}`,
    `basic ${validToken}`,
    `${validToken}`,
    'bearer %%%',
    `bearer ${long(5_000)}`,
    'bearer 中文',
  );
  const authArb: fc.Arbitrary<string | null> =
    reason === 'auth'
      ? badAuth
      : route.auth
        ? fc.constant(`bearer ${validToken}`)
        : fc.oneof(fc.constant(null), fc.constant(`bearer ${shopper.token}`), badAuth);

  // Path values.
  const paths = pathParams(route);
  const pathArb = fc.tuple(
    ...paths.map((p) => {
      const own = ownValues(ctx, p.name);
      return reason === 'path' || reason === 'read' || own.length === 0
        ? junkPathValue
        : fc.oneof(fc.constantFrom(...own), junkPathValue);
    }),
  );

  // Query string: junk, schema-shaped values and the shopper's own ids, plus stray parameters.
  const queries = queryParams(route);
  const queryArb = fc
    .tuple(
      fc.tuple(
        ...queries.map((q) =>
          fc.option(
            fc.oneof(
              fc.constantFrom(...QUERY_JUNK),
              validish(q.schema).map((v) => encodeURIComponent(String(v))),
              ...(ownValues(ctx, q.name).length ? [fc.constantFrom(...ownValues(ctx, q.name))] : []),
            ),
            { nil: undefined },
          ),
        ),
      ),
      fc.constantFrom('', '&x=1', '&current=0&size=99999', '&size=-1', '&a[]=1&a[b]=2', '&&&=', '&lang=xx'),
    )
    .map(([values, extra]) => {
      const parts = queries.flatMap((q, i) => (values[i] === undefined ? [] : [`${q.name}=${values[i]}`]));
      const text = parts.join('&') + extra;
      return text ? `?${text.replace(/^&/, '')}` : '';
    });

  // The body text and its content type.
  type Body = { text: string; contentType: string | null; signAs?: string };
  let bodyArb: fc.Arbitrary<Body>;
  const recorded = ctx.mall.validBodies.get(`${route.method} ${route.path}`) ?? [];
  if (reason === 'body' && route.bodySchema) {
    const schema = route.bodySchema;
    bodyArb = fc.oneof(
      {
        weight: 6,
        arbitrary: invalid(schema).map((v) => ({
          text: JSON.stringify(v) ?? '',
          contentType: 'application/json',
        })),
      },
      {
        weight: 2,
        arbitrary: invalid(schema).map((v) => ({
          text: toForm(v),
          contentType: 'application/x-www-form-urlencoded',
        })),
      },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(...RAW_JUNK_BODIES)
          .map((text) => ({ text, contentType: 'application/json' })),
      },
      { weight: 1, arbitrary: fc.constant({ text: '', contentType: 'application/json' }) },
    );
    bodyArb = bodyArb.filter((b) => bodyIsInvalid(route, b.text, b.contentType !== 'application/json'));
  } else if (route.bodySchema) {
    const someBody: fc.Arbitrary<string> = fc.oneof(
      ...(recorded.length ? [fc.constantFrom(...recorded)] : []),
      validish(route.bodySchema).map((v) => JSON.stringify(v) ?? ''),
      invalid(route.bodySchema).map((v) => JSON.stringify(v) ?? ''),
    );
    bodyArb =
      reason === 'contentType'
        ? fc
            .tuple(someBody, fc.constantFrom<string | null>(...BAD_CONTENT_TYPES, null), fc.boolean())
            .map(([text, contentType, signEmpty]) => ({
              text: text || '{}',
              contentType,
              ...(signEmpty ? { signAs: '' } : {}),
            }))
        : someBody.map((text) => ({ text, contentType: 'application/json' }));
  } else {
    bodyArb = fc.oneof(
      { weight: 4, arbitrary: fc.constant({ text: '', contentType: null }) },
      {
        weight: 1,
        arbitrary: junkValue.map((v) => ({ text: JSON.stringify(v) ?? '', contentType: 'application/json' })),
      },
      {
        weight: 1,
        arbitrary: fc.constant({
          text: '--fuzz\r\n\r\njunk\r\n--fuzz--',
          contentType: 'multipart/form-data; boundary=fuzz',
        }),
      },
    );
  }

  // Headers around the signature.
  const langArb = fc.constantFrom('zh', 'en', 'en-US,en;q=0.9', '*', '', 'xx-YY', long(2_000), '中文');
  const originArb = fc.constantFrom<string | null>(null, 'http://127.0.0.1', 'null', 'http://evil.example');

  return fc
    .tuple(authArb, pathArb, queryArb, bodyArb, langArb, originArb, fc.nat(9), fc.nat(5))
    .map(([auth, pathValues, query, body, lang, origin, sigKind, replayPick]) => {
      let url = route.path;
      paths.forEach((p, i) => (url = url.replace(`{${p.name}}`, pathValues[i]!)));
      url += query;
      const headers: Record<string, string> = { 'accept-language': lang };
      if (auth !== null) headers.authorization = auth;
      if (origin !== null) headers.origin = origin;
      if (body.contentType) headers['content-type'] = body.contentType;
      if (route.signed) {
        const signed = sign({ body: body.signAs ?? body.text, origin: origin ?? '', now: Date.now() });
        if (reason !== 'signature') {
          Object.assign(headers, signed);
        } else {
          const now = Date.now();
          switch (sigKind) {
            case 0:
              break; // none at all
            case 1: {
              const { 'C-S': _omit, ...rest } = signed;
              Object.assign(headers, rest);
              break;
            }
            case 2:
              Object.assign(headers, signed, { 'C-S': 'f'.repeat(32) });
              break;
            case 3:
              Object.assign(headers, sign({ body: body.text, origin: origin ?? '', now: now - 6 * 60_000 }));
              break;
            case 4:
              Object.assign(headers, sign({ body: body.text, origin: origin ?? '', now: now + 6 * 60_000 }));
              break;
            case 5:
              Object.assign(headers, signed, { 'C-TT': 'not-a-time' });
              break;
            case 6:
              Object.assign(headers, sign({ body: `${body.text} `, origin: origin ?? '', now }));
              break;
            case 7:
              Object.assign(headers, sign({ body: body.text, origin: 'http://other.example', now }));
              break;
            case 8:
              Object.assign(headers, signed, { 'C-N': '中文中文中文', 'C-NN': '' });
              break;
            default: {
              // A replay of a request the server accepted during the set-up, exactly as it was sent.
              const earlier = ctx.mall.accepted.filter((r) => matches(route, r));
              const replay = earlier[replayPick % Math.max(earlier.length, 1)];
              if (replay) return { ...replay, headers: { ...(replay.headers as Record<string, string>) } };
              Object.assign(headers, signed, { 'C-S': signed['C-S'].toUpperCase().replace(/./, 'z') });
            }
          }
        }
      }
      return {
        method: route.method as 'POST',
        url,
        headers,
        ...(body.text ? { payload: body.text } : {}),
      } satisfies InjectOptions;
    });
}

function matches(route: Route, request: InjectOptions): boolean {
  if (String(request.method) !== route.method) return false;
  const pattern = new RegExp(
    `^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}|\{[^}]+\}/g, '[^/?]+')}(\\?|$)`,
  );
  return pattern.test(String(request.url));
}

// ---------------------------------------------------------------------------------------------------

describeEachDatabase(
  'the OpenAPI fuzzer',
  (database) => {
    let ctx: Context;
    let routes: Route[] = [];

    beforeAll(async () => {
      const { db } = database().handle;
      await seedIfEmpty(db, { perLeaf: 1 });
      const mall = await openTestMall(db);
      const shopper = await newShopper(db, 'fuzz');
      const merchantToken = await merchantTokenOf(db, 1);
      const [admin] = await db
        .select({ id: platformUsers.platformUserId })
        .from(platformUsers)
        .where(eq(platformUsers.username, 'admin'));
      const platformToken = (await issuePlatformToken(db, admin!.id, Date.now())).token;
      const history = await makeHistory(mall, shopper, merchantToken, demoProducts(2));
      // The owner's staff routes (issue 17): a staff account made, re-roled, disabled and reset through the
      // API, so their bodies seed the fuzzer and their replays must be refused.
      const publicKey = await mall.ok<string>('GET', '/rsa/publicKey');
      const rsa = (password: string) =>
        publicEncrypt(
          { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
          Buffer.from(password),
        ).toString('base64');
      const staff = await mall.ok<{ merchantId: number }>('POST', '/merchant/staff', {
        token: merchantToken,
        body: { username: 'fuzz_staff', password: rsa('Staff@1234'), role: 'orders', note: 'fuzz' },
      });
      const { merchantId } = staff;
      const asOwner = { token: merchantToken };
      await mall.ok('PUT', '/merchant/staff/role', { ...asOwner, body: { merchantId, role: 'chat' } });
      await mall.ok('PUT', '/merchant/staff/status', { ...asOwner, body: { merchantId, status: 0 } });
      await mall.ok('PUT', '/merchant/staff/password', {
        ...asOwner,
        body: { merchantId, password: rsa('Fresh@5678') },
      });
      // The chat workspace's routes (issue 17 item 8): a quick reply made and changed, the store's switch
      // turned off and on again, so their bodies seed the fuzzer.
      const reply = await mall.ok<{ replyId: number }>('POST', '/merchant/chat/quickReplies', {
        ...asOwner,
        body: { content: 'fuzz reply', seq: 1 },
      });
      await mall.ok('PUT', '/merchant/chat/quickReplies', {
        ...asOwner,
        body: { replyId: reply.replyId, content: 'fuzz reply, changed', seq: 2 },
      });
      await mall.ok('PUT', '/merchant/chat/online', { ...asOwner, body: { online: false } });
      await mall.ok('PUT', '/merchant/chat/online', { ...asOwner, body: { online: true } });
      // The daily sign-in is a GET that writes, by the contract (decisions/0046): the shopper signs in for
      // today here, so every sign-in the fuzzer sends later is refused and changes nothing.
      await mall.ok('GET', '/p/score/updateUserScore', { token: shopper.token });
      // The merchant's product routes (issue 17) with valid bodies, so that their wrong parts sit next to
      // right ones: a picture recorded as shop 1's upload, a product created, edited, put on sale.
      const picture = `${UPLOADS_URL_PREFIX}/2026/01/${'f'.repeat(32)}.png`;
      await recordShopUpload(db, picture, 1, new Date());
      const [leaf] = await db
        .select({ id: categories.categoryId })
        .from(categories)
        .where(and(eq(categories.grade, 3), eq(categories.status, 1)))
        .limit(1);
      const sku = {
        skuName: '红',
        skuNameEn: 'Red',
        properties: '',
        propertiesEn: '',
        price: 2,
        oriPrice: 3,
        pic: '',
      };
      const prod = {
        prodName: '模糊测试',
        prodNameEn: 'Fuzz',
        categoryId: leaf!.id,
        brief: '',
        briefEn: '',
        content: '<p>x</p>',
        contentEn: '',
        pic: picture,
        imgs: picture,
        skuList: [{ ...sku, stocks: 5 }],
        status: 0,
      };
      const prodId = await mall.ok<number>('POST', '/merchant/prod', { token: merchantToken, body: prod });
      const [skuRow] = await db.select({ skuId: skus.skuId }).from(skus).where(eq(skus.prodId, prodId));
      await mall.ok('PUT', '/merchant/prod', {
        token: merchantToken,
        body: { ...prod, prodId, skuList: [{ ...sku, skuId: skuRow!.skuId, stocks: 6, expectedStocks: 5 }] },
      });
      await mall.ok('PUT', '/merchant/prod/status', { token: merchantToken, body: { prodId, status: 1 } });
      // The reviews and store settings (issue 17, decisions/0065) with valid bodies: the shopper reviews the
      // completed item, the store replies; the store's settings saved with its recorded upload as logo.
      await mall.ok('POST', '/p/prodComm', {
        token: shopper.token,
        body: {
          prodId: history.completedProdId,
          orderItemId: history.completedItemId,
          score: 4,
          content: '好',
        },
      });
      const reviews = await mall.ok<{ records: { prodCommId: number }[] }>('GET', '/merchant/comments', {
        token: merchantToken,
      });
      await mall.ok('PUT', '/merchant/comment/reply', {
        token: merchantToken,
        body: { commentId: reviews.records[0]!.prodCommId, content: '谢谢' },
      });
      await mall.ok('PUT', '/merchant/shop', {
        token: merchantToken,
        body: {
          shopName: '模糊测试店',
          shopNameEn: 'Fuzz Store',
          logo: picture,
          intro: '模糊测试用的店铺简介，十个字以上。',
          introEn: 'A store description for the fuzzer.',
          tel: '13800138000',
          address: '测试路 1 号',
          businessHours: '9:00-21:00',
          notices: ['公告'],
          freightFee: 5,
          freeFrom: 99,
        },
      });
      const revoked = await issueToken(db, shopper.userId);
      await revokeToken(db, revoked.token);
      const expired = await issueToken(db, shopper.userId, { now: Date.now() - 60_000, ttlMs: 1_000 });
      ctx = {
        mall,
        shopper,
        history,
        merchantToken,
        platformToken,
        revokedToken: revoked.token,
        expiredToken: expired.token,
      };

      const doc = (await mall.app.inject({ url: '/docs/json' })).json<OpenApi>();
      components = doc.components?.schemas ?? {};
      routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, op]) => {
          const json = op.requestBody?.content?.['application/json'];
          const security = (op.security ?? []).flatMap((s) => Object.keys(s));
          return {
            method: method.toUpperCase(),
            path,
            op,
            signed: (op.parameters ?? []).some((p) => p.in === 'header' && p.name === 'C-S'),
            auth: security.includes('merchantBearer')
              ? ('merchantBearer' as const)
              : security.includes('platformBearer')
                ? ('platformBearer' as const)
                : security.includes('bearer')
                  ? ('bearer' as const)
                  : null,
            bodySchema: json ? (json.schema ?? {}) : null,
            bodyRequired: op.requestBody?.required === true,
          };
        }),
      );
    }, DATABASE_HOOK_TIMEOUT);
    afterAll(() => ctx?.mall.app.close());

    it('reads the API from its OpenAPI document', () => {
      expect(routes.length).toBeGreaterThan(60);
      const keys = routes.map((r) => `${r.method} ${r.path}`);
      expect(keys).toContain('POST /api/p/order/submit');
      expect(keys).toContain('PUT /api/p/myOrder/cancel/{orderNumber}');
      expect(routes.find((r) => r.path === '/api/platform/shop/offline')?.auth).toBe('platformBearer');
      // The site configuration (issue 18 item 2): fuzzed with a platform token as the other platform routes.
      expect(routes.find((r) => r.path === '/api/platform/webConfig' && r.method === 'PUT')?.auth).toBe(
        'platformBearer',
      );
      expect(routes.find((r) => r.path === '/api/platform/file/upload')?.auth).toBe('platformBearer');
      // The set-up's own requests seed the fuzzer (valid bodies next to a wrong part, replays).
      expect(ctx.mall.validBodies.get('POST /api/p/order/pay')?.length).toBeGreaterThan(0);
      // The merchant centre's staff routes (issue 17), seeded by the set-up's own staff changes.
      expect(keys).toContain('DELETE /api/merchant/staff/{merchantId}');
      expect(routes.find((r) => r.path === '/api/merchant/me')?.auth).toBe('merchantBearer');
      expect(ctx.mall.validBodies.get('POST /api/merchant/staff')?.length).toBe(1);
    });

    it('sees a change of state (the checksum works)', async () => {
      const { mall, shopper } = ctx;
      const before = await tableChecksums(mall.db);
      const [p] = demoProducts(1);
      await mall.ok('POST', '/p/shopCart/changeItem', {
        token: shopper.token,
        body: { prodId: p!.prodId, skuId: p!.skuId, count: 1 },
      });
      expect(changedTables(before, await tableChecksums(mall.db))).toEqual(['baskets']);
    });

    it('answers generated invalid requests to every operation with a 4xx (reads: < 500) and changes nothing', async () => {
      const { mall } = ctx;
      const failures: string[] = [];
      let sent = 0;
      /** FUZZ_DEBUG=1 prints how many answers of each status each reason got. */
      const tally = new Map<string, number>();
      const show = (r: InjectOptions, res: LightMyRequestResponse) =>
        `${String(r.method)} ${String(r.url).slice(0, 150)} [${Object.entries(r.headers ?? {})
          .map(([k, v]) => `${k}: ${String(v).slice(0, 40)}`)
          .join(
            '; ',
          )}] body ${String(r.payload ?? '').slice(0, 150)} -> ${res.statusCode} ${res.body.slice(0, 150)}`;
      for (const route of routes) {
        const before = await tableChecksums(mall.db);
        const reasons = reasonsOf(route);
        const last: string[] = [];
        const arb = fc
          .constantFrom(...reasons)
          .chain((reason) => requestArb(ctx, route, reason).map((r) => ({ reason, r })));
        try {
          await fc.assert(
            fc.asyncProperty(arb, async ({ reason, r }) => {
              sent += 1;
              const res = await mall.app.inject(r);
              const key = `${reason} ${res.statusCode}`;
              tally.set(key, (tally.get(key) ?? 0) + 1);
              last.push(`(${reason}) ${show(r, res)}`);
              if (last.length > 5) last.shift();
              if (res.statusCode >= 500) throw new Error(`5xx: ${show(r, res)}`);
              // Another media type is refused as such (a text/plain body was once parsed, unsigned).
              if (reason === 'contentType' && res.statusCode !== 415 && res.statusCode !== 413) {
                throw new Error(`not a 415: ${show(r, res)}`);
              }
              if (route.method !== 'GET' && !(res.statusCode >= 400 && res.statusCode < 500)) {
                throw new Error(`accepted (${reason}): ${show(r, res)}`);
              }
              // A platform route's 404 (a missing target) is declared on its operation (decisions/0105).
              if (res.statusCode === 404 && route.auth === 'platformBearer' && !route.op.responses?.['404']) {
                throw new Error(`an undeclared 404: ${show(r, res)}`);
              }
              if (res.statusCode >= 400) {
                const type = String(res.headers['content-type']);
                if (!type.startsWith('text/plain') || res.body.trim() === '') {
                  throw new Error(`not a plain-text error (${type}): ${show(r, res)}`);
                }
              }
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          );
        } catch (error) {
          failures.push(
            `${route.method} ${route.path}: ${(error as Error).message.split('\n').slice(0, 6).join(' | ')}`,
          );
        }
        const changed = changedTables(before, await tableChecksums(mall.db));
        if (changed.length) {
          failures.push(
            `${route.method} ${route.path} changed ${changed.join(', ')}; last requests:\n  ${last.join('\n  ')}`,
          );
        }
      }
      if (process.env.FUZZ_DEBUG)
        console.log(
          [...tally]
            .sort()
            .map(([k, n]) => `${k} x${n}`)
            .join('\n'),
        );
      expect(failures, failures.join('\n\n')).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(routes.length * RUNS);
      // Still answering.
      expect((await mall.app.inject({ url: '/api/webConfig/getPcWebConfig' })).statusCode).toBe(200);
    }, 240_000);
  },
  databaseKinds,
);
