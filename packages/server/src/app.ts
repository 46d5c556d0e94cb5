// The mall's one HTTP server: the API at /api (src/api.ts, with the chat's websocket at /api/im/ws), its OpenAPI documentation at /docs, the
// built storefront, the built merchant centre at /merchant-center/ (src/merchantCenter.ts) and the built Storybook at /storybook. Every page GET answers the app's index.html,
// with the page rendered into it by the storefront's server renderer when that is built (src/pages.ts,
// decisions/0038): 200 for a path of the domain route table, 404 for anything else, so a shopper's
// unknown page is a real 404. Every error follows the contract (src/plugins/errors.ts). Every answer carries the security
// headers of src/plugins/security.ts (CSP, HSTS in production, Referrer-Policy, no framing); Storybook
// gets its own policy. The rate limits and the signature's replay nonces live in Redis (REDIS_URL), else
// in the database, else in memory (plugins/stores.ts, decisions/0032), so they hold across restarts and
// instances.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { matchRoute, langQueryIsValid, localeFromAcceptLanguage, messages } from '@mall/domain';
import { translate } from './i18n.ts';
import { API_PREFIX, apiPlugin, type ApiContext } from './api.ts';
import type { Database } from './db/connection.ts';
import type { AccountConfig } from './modules/account/config.ts';
import type { ChatTiming } from './modules/chat/gateway.ts';
import type { IdentityConfig } from './modules/identity/service.ts';
import type { PaymentProvider } from './modules/payment/provider.ts';
import type { PricingProvider } from './modules/pricing/providers.ts';
import { installErrors, sendText } from './plugins/errors.ts';
import { installLanguage } from './plugins/language.ts';
import { loggerOptions } from './plugins/logging.ts';
import { installOpenApi } from './plugins/openapi.ts';
import { installSecurityHeaders } from './plugins/security.ts';
import { isProduction, publicUrlFrom } from './lib/env.ts';
import { seoRoutes, siteOrigin } from './modules/seo/routes.ts';
import { loadPageRenderer, readManifest, sendPage, splitShell, type ShellTemplate } from './pages.ts';
import { serveMerchantCenter, servePlatformConsole } from './merchantCenter.ts';
import {
  sharedStores,
  type Clock,
  type SharedStores,
  type RateLimiter,
  type ReplayCache,
} from './plugins/stores.ts';

export interface ServerOptions {
  /** Folder of the built storefront (packages/app/dist). */
  appDir: string;
  /** Folder of the storefront's server renderer (default: `dist-server` beside appDir). */
  rendererDir?: string;
  /** Folder of the built Storybook. */
  storybookDir: string;
  /**
   * Folder of the built merchant centre (packages/merchant/dist), served at /merchant-center/
   * (src/merchantCenter.ts); without one that path is the storefront's as any other.
   */
  merchantDir?: string;
  /** Folder of the built platform console (packages/platform/dist), served at /platform/ (decisions/0081). */
  platformDir?: string;
  /** Fastify's logger: true, false (default) or its options (level, stream). */
  logger?: FastifyServerOptions['logger'];
  /**
   * The database, migrated. Without one only the pages, /docs and the API's contract (errors,
   * signature) are served: the database-backed modules are not mounted (tests of the pages).
   */
  db?: Database;
  /** The server clock (signature skew, token expiry); Date.now by default. */
  now?: Clock;
  /**
   * The signature's replay cache and the rate limits' counters. Default (decisions/0032): in Redis when
   * `redisUrl` is set, else in the database when there is one, else in memory.
   */
  replayCache?: ReplayCache;
  rateLimiter?: RateLimiter;
  /** Redis for the limits and nonces shared by every instance (default: REDIS_URL). */
  redisUrl?: string;
  /** Largest accepted request body in bytes (default 1 MiB); larger is a 413. */
  bodyLimit?: number;
  /** More routes inside the /api scope (tests). */
  extraApiRoutes?: FastifyPluginAsync<ApiContext>[];
  /** The account module's settings (default: keys in memory, no dev outbox unless MALL_DEV_OUTBOX=1). */
  account?: Partial<AccountConfig>;
  /** The pricing providers (default: the mall's list); tests add their own. */
  pricingProviders?: readonly PricingProvider[];
  /** The real payment providers (default: from the environment); tests give their own (stubs). */
  paymentProviders?: readonly PaymentProvider[];
  /** The payment sandbox and its pages on or off (default: sandboxPaymentsEnabled()). */
  paymentSandbox?: boolean;
  /** Production headers (HSTS, upgrade-insecure-requests); default: NODE_ENV=production. */
  production?: boolean;
  /** The hot cache's TTL in ms, 0: none (default: MALL_CACHE_TTL_MS, else 5 s; decisions/0039). */
  cacheTtlMs?: number;
  /** The chat websocket's clocks (default: modules/chat/gateway.ts CHAT_TIMING); tests shorten them. */
  chatTiming?: Partial<ChatTiming>;
  /** Real-name verification's provider and secret (default: from the environment; modules/identity/). */
  identity?: Partial<IdentityConfig>;
}

/** What a page path answers: 200, a redirect (the /zh prefix), or 404. */
export function pageStatus(url: string): { status: 200 | 404 } | { status: 302; location: string } {
  const parsed = new URL(url, 'http://mall.local');
  if (!langQueryIsValid(parsed.search)) return { status: 404 };
  const match = matchRoute(parsed.pathname);
  if (!match) return { status: 404 };
  if (match.redirect !== undefined) return { status: 302, location: match.redirect + parsed.search };
  return { status: 200 };
}

/**
 * MALL_TRUST_PROXY: unset or `0` trusts no proxy (the socket address counts); `1` trusts one hop; anything
 * else is a comma-separated list of proxy addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`).
 */
export function trustProxyFromEnv(value: string | undefined): FastifyServerOptions['trustProxy'] {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  // One trusted hop: the nearest proxy's X-Forwarded-For entry counts, nothing a client adds before it.
  if (value === '1' || value === 'true') return (_address: string, hop: number) => hop < 1;
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets in a URL's query (a single sign-on code) are written as [redacted] (plugins/logging.ts).
    logger: loggerOptions(options.logger),
    // Client addresses (rate limits) come from X-Forwarded-For only behind a proxy we name: trusting it
    // by default would let any client pick its own address and slip past the per-address limits.
    trustProxy: trustProxyFromEnv(process.env.MALL_TRUST_PROXY),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // A malformed URL (bad percent-encoding) is refused before routing: plain text too, not JSON.
    // (The request here is not decorated yet: translate by hand.)
    frameworkErrors: (_error, request, reply) =>
      sendText(
        reply,
        400,
        translate(localeFromAcceptLanguage(request.headers['accept-language']), messages.malformedRequest),
      ),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installLanguage(app);
  installErrors(app);
  const storybookPolicy = await installSecurityHeaders(app, {
    production: options.production ?? isProduction(),
    storybookDir: options.storybookDir,
  });

  await installOpenApi(app);
  // Limits and nonces shared by every instance: they must hold across restarts and several servers.
  const stores: SharedStores | null =
    options.rateLimiter && options.replayCache
      ? null
      : sharedStores({
          redisUrl: options.redisUrl ?? process.env.REDIS_URL,
          db: options.db,
          now: options.now,
          onError: (error) => app.log.error({ err: error }, 'Redis (rate limits, replay nonces)'),
        });
  if (stores) {
    app.addHook('onClose', () => stores.close());
    await stores.ready();
    app.log.info(`Rate limits and replay nonces: ${stores.kind}`);
  }
  const replayCache = options.replayCache ?? stores?.replayCache;
  const rateLimiter = options.rateLimiter ?? stores?.rateLimiter;
  if (!replayCache || !rateLimiter) throw new Error('The shared stores are made whenever one is missing');
  await app.register(apiPlugin, {
    prefix: API_PREFIX,
    db: options.db ?? null,
    now: options.now ?? Date.now,
    replayCache,
    rateLimiter,
    extraRoutes: options.extraApiRoutes ?? [],
    ...(options.account ? { account: options.account } : {}),
    ...(options.pricingProviders ? { pricingProviders: options.pricingProviders } : {}),
    ...(options.paymentProviders ? { paymentProviders: options.paymentProviders } : {}),
    ...(options.paymentSandbox !== undefined ? { paymentSandbox: options.paymentSandbox } : {}),
    ...(options.cacheTtlMs !== undefined ? { cacheTtlMs: options.cacheTtlMs } : {}),
    ...(options.identity ? { identity: options.identity } : {}),
    redisUrl: options.redisUrl ?? process.env.REDIS_URL,
    chatTiming: options.chatTiming,
  });

  const publicUrl = publicUrlFrom();
  await app.register(seoRoutes, { db: options.db ?? null, publicUrl });

  const indexFile = join(options.appDir, 'index.html');
  // Read once: the shell is small and served on every page load.
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  let shell: ShellTemplate | null = null;
  try {
    shell = indexHtml === null ? null : splitShell(indexHtml);
  } catch (error) {
    app.log.warn({ err: error }, 'index.html is not a shell the server can render into: sent as it is');
  }
  // The storefront's pages are rendered here when its server renderer is built (src/pages.ts).
  const renderer = shell
    ? loadPageRenderer(app, options.rendererDir ?? join(options.appDir, '..', 'dist-server'), API_PREFIX)
    : null;
  const manifest = renderer ? readManifest(options.appDir) : null;

  if (existsSync(options.storybookDir)) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', storybookPolicy);
      await scope.register(fastifyStatic, {
        root: options.storybookDir,
        prefix: '/storybook/',
        decorateReply: false,
        redirect: true,
      });
    });
  }

  if (options.merchantDir) await serveMerchantCenter(app, options.merchantDir);
  if (options.platformDir) await servePlatformConsole(app, options.platformDir);

  if (existsSync(options.appDir)) {
    await app.register(fastifyStatic, {
      root: options.appDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text asset (packages/app/vite.config.ts): sent to the
      // browsers that accept them.
      preCompressed: true,
      setHeaders(reply, path) {
        // Hashed build assets never change; everything else is revalidated.
        reply.header(
          'cache-control',
          path.startsWith(join(options.appDir, 'assets'))
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendText(reply, 404, request.t(messages.notFound));
    }
    if (request.url === '/storybook') return reply.redirect('/storybook/');
    if (/^\/api(\/|\?|$)/.test(request.url)) return sendText(reply, 404, request.t(messages.notFound));
    const page = pageStatus(request.url);
    if (page.status === 302) return reply.redirect(page.location);
    if (indexHtml === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The storefront is not built yet: run `npm start` (it builds what is missing).');
    }
    if (shell) {
      const origin = siteOrigin(request, publicUrl) ?? undefined;
      sendPage(request, reply, page.status, shell, renderer, manifest, origin);
      return undefined;
    }
    return reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });

  return app;
}
