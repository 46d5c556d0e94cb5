// The API's contract through Fastify inject, on PostgreSQL (PGlite instead where PostgreSQL is
// unavailable, decisions/0097): error shapes, language, signature, the /p/ guard and the first real
// endpoints.
import { randomUUID } from 'node:crypto';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages, sign, smsRequestForm } from '@mall/domain';
import { buildServer } from './app.ts';
import { translate } from './i18n.ts';
import { BusinessError } from './plugins/errors.ts';
import { PageQuery, toPage } from './plugins/paging.ts';
import { accessTokens, users } from './db/schema.ts';
import { issueToken, revokeToken } from './modules/account/tokens.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from './test/databases.ts';
import { eq } from 'drizzle-orm';

const zh = (descriptor: Parameters<typeof translate>[1]) => translate('zh', descriptor);
const en = (descriptor: Parameters<typeof translate>[1]) => translate('en', descriptor);

/** Routes only the tests mount inside /api, to exercise the plugins. */
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/test/echo', { schema: { body: z.object({ name: z.string() }) } }, (request) => request.body);
  app.post('/test/form', (request) => request.body);
  app.post('/test/sms', { schema: { body: smsRequestForm } }, (request) => request.body.mobile);
  app.post('/p/test/whoami', (request) => ({ userId: request.userId }));
  app.delete('/test/nobody', () => true);
  app.get('/test/page', { schema: { querystring: PageQuery } }, (request) =>
    toPage(['a', 'b'], 42, request.query),
  );
  app.post('/test/notify', { config: { skipSignature: true } }, () => 'success');
  // deferReplay (decisions/0042): the nonce is remembered only when the handler claims it.
  app.post(
    '/test/deferred',
    {
      config: { deferReplay: true },
      schema: { body: z.object({ change: z.boolean(), claim: z.boolean() }) },
    },
    async (request) => {
      if (!request.body.change) throw new BusinessError(messages.productSoldOut);
      if (request.body.claim) await request.claimNonce();
      return { changed: true };
    },
  );
  app.get('/test/business', () => {
    throw new BusinessError(messages.stockInsufficient);
  });
  app.get('/test/boom', () => {
    throw new Error('secret internals: password=hunter2 at /srv/db.ts:42');
  });
};

/** A signed request: the body text is sent exactly as signed. */
function signed(
  options: Omit<InjectOptions, 'body' | 'payload'> & { body?: string; now?: number; origin?: string },
): InjectOptions {
  const { body, now, origin, headers, ...rest } = options;
  const signature = sign({ body: body ?? '', origin: origin ?? '', now: now ?? Date.now() });
  return {
    method: 'POST',
    ...rest,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(origin !== undefined ? { origin } : {}),
      ...signature,
      ...headers,
    },
    ...(body !== undefined ? { payload: body } : {}),
  };
}

describeEachDatabase('the API', (database) => {
  let app: FastifyInstance;
  let userId: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    const { db } = database().handle;
    app = await buildServer({
      appDir: '/nonexistent/app',
      storybookDir: '/nonexistent/storybook',
      db,
      extraApiRoutes: [testRoutes],
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
    userId = `u${randomUUID().replaceAll('-', '')}`;
    await db.insert(users).values({
      userId,
      userName: `shopper_${userId.slice(1, 9)}`,
      mobile: '13812345678',
      nickName: 'Shopper',
      sex: 'F',
    });
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => app?.close());

  const expectText = (
    res: { statusCode: number; headers: Record<string, unknown>; body: string },
    status: number,
    text: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
    expect(res.body).toBe(text);
  };

  describe('success', () => {
    it('answers 200 with the bare JSON value (site config, zh and en fields)', async () => {
      const res = await app.inject({ url: '/api/webConfig/getPcWebConfig' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      const config = res.json<Record<string, string>>();
      expect(Object.keys(config)).toHaveLength(11);
      expect(config.pcWelcomeEn).toBe('Welcome to the Global shopping mall!');
      expect(config.pcWelcomeCn).toMatch(/[\u4e00-\u9fff]/);
      expect(config.pcCompanyInfoEn).toContain('\n');
    });
  });

  describe('error contract', () => {
    it('answers bad JSON with a 400 text in the request language', async () => {
      const res = await app.inject(signed({ url: '/api/test/echo', body: '{"name": ' }));
      expectText(res, 400, zh(messages.malformedRequest));
      expect(res.body).toMatch(/[\u4e00-\u9fff]/);
    });

    it('answers a schema violation with a 400 text, a domain rule with its own message', async () => {
      expectText(
        await app.inject(
          signed({ url: '/api/test/echo', body: '{"name": 1}', headers: { 'accept-language': 'en' } }),
        ),
        400,
        en(messages.malformedRequest),
      );
      expectText(
        await app.inject(
          signed({ url: '/api/test/sms', body: '{"mobile":"123"}', headers: { 'accept-language': 'en' } }),
        ),
        400,
        en(messages.phoneInvalid),
      );
      expectText(
        await app.inject(signed({ url: '/api/test/sms', body: '{"mobile":"123"}' })),
        400,
        zh(messages.phoneInvalid),
      );
      const ok = await app.inject(signed({ url: '/api/test/sms', body: '{"mobile":"13812345678"}' }));
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toBe('13812345678');
    });

    it('parses queries with zod: a page query, and a bad one as a 400 text', async () => {
      const page = await app.inject({ url: '/api/test/page?current=2&size=500' });
      expect(page.json()).toEqual({ records: ['a', 'b'], total: 42, size: 100, current: 2, pages: 1 });
      expectText(await app.inject({ url: '/api/test/page?current=abc' }), 400, zh(messages.queryPageInvalid));
    });

    it('answers a thrown BusinessError with a 400 text', async () => {
      expectText(await app.inject({ url: '/api/test/business' }), 400, zh(messages.stockInsufficient));
    });

    it('answers an unknown /api path with a 404 text, whatever the method', async () => {
      expectText(await app.inject({ url: '/api/nothing/here' }), 404, zh(messages.notFound));
      expectText(
        await app.inject({ method: 'POST', url: '/api/nothing', headers: { 'accept-language': 'en-US' } }),
        404,
        en(messages.notFound),
      );
    });

    it('answers a malformed URL with a 400 text', async () => {
      expectText(await app.inject({ url: '/api/%zz' }), 400, zh(messages.malformedRequest));
      expectText(
        await app.inject({ url: '/api/test/%E0%A4%A', headers: { 'accept-language': 'en' } }),
        400,
        en(messages.malformedRequest),
      );
    });

    it('answers a body that is not JSON with a 415 text', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'text/xml' },
        payload: '<a/>',
      });
      expectText(res, 415, zh(messages.unsupportedMediaType));
    });

    it('answers a body over the limit with a 413 text', async () => {
      const body = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
      const res = await app.inject(
        signed({ url: '/api/test/echo', body, headers: { 'accept-language': 'en' } }),
      );
      expectText(res, 413, en(messages.bodyTooLarge));
    });

    it('answers a thrown error with a 500 text and no internals', async () => {
      const res = await app.inject({ url: '/api/test/boom' });
      expectText(res, 500, zh(messages.serverProblem));
      expect(res.body).not.toMatch(/secret|hunter2|at \/|Error/);
      // ... but the log has it, with the stack, for the operator.
      const logged = logLines.map((line) => JSON.parse(line) as { msg: string; err?: { stack?: string } });
      const entry = logged.find((line) => line.msg === 'request failed');
      expect(entry?.err?.stack).toContain('secret internals');
    });

    it('serves the OpenAPI documentation at /docs', async () => {
      const spec = await app.inject({ url: '/docs/json' });
      expect(spec.statusCode).toBe(200);
      const paths = Object.keys(spec.json<{ paths: Record<string, unknown> }>().paths);
      expect(paths).toContain('/api/webConfig/getPcWebConfig');
      expect(paths).toContain('/api/p/user/userInfo');
      // Merchant routes document their own token scheme (an unknown scheme name broke the whole document).
      expect(paths).toContain('/api/merchant/orders');
      const document = spec.json<{
        paths: Record<
          string,
          Record<string, { responses: Record<string, unknown>; parameters?: { name: string }[] }>
        >;
      }>();
      expect(Object.keys(document.paths['/api/p/user/userInfo']!.get!.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '500']),
      );
      const echo = document.paths['/api/test/echo']!.post!;
      expect(echo.parameters?.map((p) => p.name)).toEqual(
        expect.arrayContaining(['C-TT', 'C-N', 'C-NN', 'C-S']),
      );
      expect((await app.inject({ url: '/docs' })).statusCode).toBeLessThan(400);
    });
  });

  describe('language', () => {
    it.each([
      ['en', 'en'],
      ['en-US', 'en'],
      ['en-GB,en;q=0.9', 'en'],
      ['zh-CN', 'zh'],
      ['fr', 'zh'],
      ['de-DE,en;q=0.5', 'zh'],
      [undefined, 'zh'],
    ] as const)('Accept-Language %s answers in %s', async (header, locale) => {
      const res = await app.inject({
        url: '/api/test/business',
        headers: header === undefined ? {} : { 'accept-language': header },
      });
      expect(res.body).toBe(translate(locale, messages.stockInsufficient));
    });

    it('has real Chinese, not the English source text', () => {
      expect(zh(messages.stockInsufficient)).not.toBe(en(messages.stockInsufficient));
      expect(zh(messages.bodyTooLarge)).toMatch(/[\u4e00-\u9fff]/);
    });
  });

  describe('signature', () => {
    const body = JSON.stringify({ name: '张三 ✓' });

    it('lets a validly signed request through, verified against the raw body and the Origin', async () => {
      const res = await app.inject(signed({ url: '/api/test/echo', body, origin: 'https://mall.example' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: '张三 ✓' });
      // A body without content, e.g. a DELETE, is signed as ''.
      expect((await app.inject(signed({ method: 'DELETE', url: '/api/test/nobody' }))).statusCode).toBe(200);
    });

    it('verifies form-encoded bodies against their raw text too', async () => {
      const form = 'prodId=42&name=%E5%BC%A0';
      const request = signed({
        url: '/api/test/form',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const res = await app.inject(request);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ prodId: '42', name: '张' });
      const tampered = signed({
        url: '/api/test/form',
        body: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectText(
        await app.inject({ ...tampered, payload: 'prodId=43&name=%E5%BC%A0' }),
        400,
        zh(messages.signatureInvalid),
      );
    });

    it('does not ask GET requests, nor routes marked skipSignature, for a signature', async () => {
      expect((await app.inject({ url: '/api/webConfig/getPcWebConfig' })).statusCode).toBe(200);
      const notify = await app.inject({ method: 'POST', url: '/api/test/notify' });
      expect(notify.statusCode).toBe(200);
      expect(notify.json()).toBe('success');
    });

    it('refuses a missing signature', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: body,
      });
      expectText(res, 400, en(messages.signatureMissing));
      const partial = signed({ url: '/api/test/echo', body });
      delete (partial.headers as Record<string, string>)['C-S'];
      expectText(await app.inject(partial), 400, zh(messages.signatureMissing));
    });

    it('refuses a wrong signature: another body, another origin, a forged hash', async () => {
      const request = signed({ url: '/api/test/echo', body });
      expectText(
        await app.inject({ ...request, payload: JSON.stringify({ name: 'x' }) }),
        400,
        zh(messages.signatureInvalid),
      );
      // Same JSON value, different text: the signature covers the raw text.
      expectText(
        await app.inject({ ...signed({ url: '/api/test/echo', body }), payload: `${body} ` }),
        400,
        zh(messages.signatureInvalid),
      );
      expectText(
        await app.inject({
          ...signed({ url: '/api/test/echo', body, origin: 'https://a.example' }),
          headers: {
            ...signed({ url: '/api/test/echo', body, origin: 'https://a.example' }).headers,
            origin: 'https://b.example',
          },
        }),
        400,
        zh(messages.signatureInvalid),
      );
      expectText(
        await app.inject(signed({ url: '/api/test/echo', body, headers: { 'C-S': '0'.repeat(32) } })),
        400,
        zh(messages.signatureInvalid),
      );
      expectText(
        await app.inject(signed({ url: '/api/test/echo', body, headers: { 'C-N': 'bad!' } })),
        400,
        zh(messages.signatureInvalid),
      );
    });

    it('refuses a timestamp more than 5 minutes away, either way', async () => {
      for (const skew of [-5 * 60_000 - 5_000, 5 * 60_000 + 5_000]) {
        const res = await app.inject(
          signed({
            url: '/api/test/echo',
            body,
            now: Date.now() + skew,
            headers: { 'accept-language': 'en' },
          }),
        );
        expectText(res, 400, en(messages.signatureExpired));
      }
      expect(
        (await app.inject(signed({ url: '/api/test/echo', body, now: Date.now() - 4 * 60_000 }))).statusCode,
      ).toBe(200);
    });

    it('refuses a replay of the same C-N/C-NN inside the window', async () => {
      const request = signed({ url: '/api/test/echo', body });
      expect((await app.inject(request)).statusCode).toBe(200);
      expectText(await app.inject(request), 400, zh(messages.signatureReplayed));
      expectText(
        await app.inject({ ...request, headers: { ...request.headers, 'accept-language': 'en' } }),
        400,
        en(messages.signatureReplayed),
      );
    });

    it('on a deferReplay route, remembers the nonce only when the handler claims it', async () => {
      // A refusal that changed nothing: the same request again is answered again, not as a replay.
      const refused = signed({ url: '/api/test/deferred', body: '{"change":false,"claim":false}' });
      expectText(await app.inject(refused), 400, zh(messages.productSoldOut));
      expectText(await app.inject(refused), 400, zh(messages.productSoldOut));
      // A change claims the nonce first: its replay is refused.
      const change = signed({ url: '/api/test/deferred', body: '{"change":true,"claim":true}' });
      expect((await app.inject(change)).json()).toEqual({ changed: true });
      expectText(await app.inject(change), 400, zh(messages.signatureReplayed));
      // The signature itself is still checked before the handler.
      expectText(
        await app.inject({ ...change, headers: { ...change.headers, 'C-S': 'bad' } }),
        400,
        zh(messages.signatureInvalid),
      );
      // A success answered without claiming would be replayable: a server error instead.
      const unclaimed = signed({ url: '/api/test/deferred', body: '{"change":true,"claim":false}' });
      expect((await app.inject(unclaimed)).statusCode).toBe(500);
    });
  });

  describe('auth on /p/ paths', () => {
    it('answers 401 without a token', async () => {
      expectText(await app.inject({ url: '/api/p/user/userInfo' }), 401, zh(messages.loginFirst));
      // Whatever the spelling of the path that reaches a /p/ route.
      for (const url of ['/api/%70/user/userInfo', '/api/p/user/userInfo?x=1', '/api/./p/user/userInfo']) {
        expect((await app.inject({ url })).statusCode).toBe(401);
      }
      // Before the signature and the body are looked at.
      expect((await app.inject({ method: 'POST', url: '/api/p/test/whoami' })).statusCode).toBe(401);
    });

    it('answers 401 for an unknown token or another scheme', async () => {
      for (const authorization of ['bearer nope', 'Bearer ', 'Basic dXNlcjpwYXNz', 'bearer']) {
        const res = await app.inject({ url: '/api/p/user/userInfo', headers: { authorization } });
        expect(res.statusCode).toBe(401);
      }
      expectText(
        await app.inject({
          url: '/api/p/user/userInfo',
          headers: { authorization: 'bearer nope', 'accept-language': 'en' },
        }),
        401,
        en(messages.tokenInvalid),
      );
    });

    it('answers the user for a live token (bearer in any case) and stores only its hash', async () => {
      const { db } = database().handle;
      const { token, expiresIn } = await issueToken(db, userId);
      expect(expiresIn).toBeGreaterThan(0);
      for (const scheme of ['bearer', 'Bearer']) {
        const res = await app.inject({
          url: '/api/p/user/userInfo',
          headers: { authorization: `${scheme} ${token}` },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          userId,
          nickName: 'Shopper',
          userMobile: '13812345678',
          sex: 'F',
          pic: null,
        });
      }
      const stored = await db.select().from(accessTokens).where(eq(accessTokens.userId, userId));
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
      const whoami = await app.inject(
        signed({ url: '/api/p/test/whoami', headers: { authorization: `bearer ${token}` } }),
      );
      expect(whoami.json()).toEqual({ userId });
    });

    it('answers 401 for a revoked token', async () => {
      const { db } = database().handle;
      const { token } = await issueToken(db, userId);
      const headers = { authorization: `bearer ${token}` };
      expect((await app.inject({ url: '/api/p/user/userInfo', headers })).statusCode).toBe(200);
      await revokeToken(db, token);
      expectText(await app.inject({ url: '/api/p/user/userInfo', headers }), 401, zh(messages.tokenInvalid));
    });

    it('answers 401 for an expired token', async () => {
      const { db } = database().handle;
      const { token } = await issueToken(db, userId, { now: Date.now() - 120_000, ttlMs: 60_000 });
      expect(
        (await app.inject({ url: '/api/p/user/userInfo', headers: { authorization: `bearer ${token}` } }))
          .statusCode,
      ).toBe(401);
    });

    it('leaves public paths public, even with a bad token', async () => {
      const res = await app.inject({
        url: '/api/webConfig/getPcWebConfig',
        headers: { authorization: 'bearer nope' },
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
