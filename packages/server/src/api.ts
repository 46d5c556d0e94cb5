// The API, mounted at /api: the raw-body JSON parser, the signature check and the token resolver apply to
// every route registered here, and to nothing outside (pages, Storybook, /docs). Routes are grouped by
// audience (decisions/0025): public routes here, the shopper's (/p/), the merchant's (/merchant/) and the
// platform's (/platform/) each in their scope, which applies its guard once (src/scopes.ts).
// The chat's websocket (/api/im/ws) is mounted here too, with its bus and presence (decisions/0057).
// The hot cache (lib/cache.ts, decisions/0039) is made here, one per server, with its listener on the
// database's change messages (lib/cache-bus.ts); the token resolver and the public catalogue and site
// routes read through it.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from './db/connection.ts';
import { installAuth, isProtectedPath, requireShopper } from './plugins/auth.ts';
import { installJsonStrings } from './plugins/json.ts';
import { installRawFormParser, installRawJsonParser, installSignature } from './plugins/signature.ts';
import type { Clock, RateLimiter, ReplayCache } from './plugins/stores.ts';
import { merchantScope, mount, platformScope, shopperScope } from './scopes.ts';
import type { AccountConfig } from './modules/account/config.ts';
import { accountPublicRoutes } from './modules/account/routes.public.ts';
import { accountShopperRoutes } from './modules/account/routes.shopper.ts';
import { accountService } from './modules/account/service.ts';
import { addressRoutes } from './modules/address/routes.shopper.ts';
import { analyticsRoutes } from './modules/analytics/routes.public.ts';
import { cartRoutes } from './modules/cart/routes.shopper.ts';
import { imageRoutes } from './modules/catalog/images.ts';
import { catalogPublicRoutes } from './modules/catalog/routes.public.ts';
import { forgetCategories } from './modules/catalog/category-cache.ts';
import { catalogShopperRoutes } from './modules/catalog/routes.shopper.ts';
import { catalogMerchantRoutes } from './modules/catalog/routes.merchant.ts';
import { chatMerchantRoutes } from './modules/chat/routes.merchant.ts';
import { chatShopperRoutes, type ChatRoutesOptions } from './modules/chat/routes.shopper.ts';
import { createChatService } from './modules/chat/service.ts';
import { commentRoutes } from './modules/comment/routes.shopper.ts';
import { couponRoutes } from './modules/coupon/routes.shopper.ts';
import { couponMerchantRoutes } from './modules/coupon/routes.merchant.ts';
import { couponPublicRoutes } from './modules/coupon/routes.public.ts';
import { discountMerchantRoutes } from './modules/discount/routes.merchant.ts';
import { discountPublicRoutes } from './modules/discount/routes.public.ts';
import { fileMerchantRoutes } from './modules/file/routes.merchant.ts';
import { filePublicRoutes } from './modules/file/routes.public.ts';
import { fileShopperRoutes, uploadFolder } from './modules/file/routes.shopper.ts';
import { loyaltyShopperRoutes } from './modules/loyalty/routes.shopper.ts';
import { invoiceMerchantRoutes } from './modules/invoice/routes.merchant.ts';
import { invoiceRoutes } from './modules/invoice/routes.shopper.ts';
import { checkMerchantRoute, requireMerchant } from './modules/merchant/auth.ts';
import { merchantRoutes } from './modules/merchant/routes.merchant.ts';
import { orderMerchantRoutes } from './modules/order/routes.merchant.ts';
import { dashboardMerchantRoutes } from './modules/dashboard/routes.merchant.ts';
import { commentMerchantRoutes } from './modules/comment/routes.merchant.ts';
import { shopMerchantRoutes } from './modules/shop/routes.merchant.ts';
import { merchantPublicRoutes } from './modules/merchant/routes.public.ts';
import { noticeRoutes } from './modules/notice/routes.public.ts';
import { contentPlatformRoutes } from './modules/notice/routes.platform.ts';
import { categoryPlatformRoutes, prodTagPlatformRoutes } from './modules/catalog/routes.platform.ts';
import { shopPlatformRoutes } from './modules/shop/routes.platform.ts';
import { requirePlatform, requireRole } from './modules/platform/auth.ts';
import { recordPlatformAction } from './modules/platform/audit.ts';
import { platformRoutes } from './modules/platform/routes.platform.ts';
import { memberPlatformRoutes } from './modules/member/routes.platform.ts';
import { loyaltyPlatformRoutes } from './modules/loyalty/routes.platform.ts';
import { couponPlatformRoutes } from './modules/coupon/routes.platform.ts';
import { platformPublicRoutes } from './modules/platform/routes.public.ts';
import { filePlatformRoutes } from './modules/file/routes.platform.ts';
import { sitePlatformRoutes } from './modules/site/routes.platform.ts';
import { reportPlatformRoutes } from './modules/report/routes.platform.ts';
import { groupMerchantRoutes } from './modules/group/routes.merchant.ts';
import { groupPublicRoutes } from './modules/group/routes.public.ts';
import { groupShopperRoutes } from './modules/group/routes.shopper.ts';
import { warmSigningKeys } from './lib/keys.ts';
import { mountChatTransport, type ChatTiming } from './modules/chat/gateway.ts';
import { identitySecretFrom } from './modules/identity/crypto.ts';
import { identityProviderFromEnv } from './modules/identity/providers.ts';
import { identityShopperRoutes } from './modules/identity/routes.shopper.ts';
import { identityService, type IdentityConfig } from './modules/identity/service.ts';
import { orderRoutes } from './modules/order/routes.shopper.ts';
import type { PaymentProvider } from './modules/payment/provider.ts';
import { paymentProviders } from './modules/payment/providers.ts';
import { paymentPublicRoutes } from './modules/payment/routes.public.ts';
import { paymentShopperRoutes } from './modules/payment/routes.shopper.ts';
import { paymentModuleRefunds } from './modules/refund/payments.ts';
import { pointsShopperRoutes } from './modules/points/routes.shopper.ts';
import { pricingProviders, type PricingProvider } from './modules/pricing/providers.ts';
import { createPricing } from './modules/pricing/quote.ts';
import { refundMerchantRoutes } from './modules/refund/routes.merchant.ts';
import { refundShopperRoutes } from './modules/refund/routes.shopper.ts';
import { seckillMerchantRoutes } from './modules/seckill/routes.merchant.ts';
import { seckillPublicRoutes } from './modules/seckill/routes.public.ts';
import { seckillShopperRoutes } from './modules/seckill/routes.shopper.ts';
import { scoreMallMerchantRoutes } from './modules/score-mall/routes.merchant.ts';
import { scoreMallPublicRoutes } from './modules/score-mall/routes.public.ts';
import { scoreMallShopperRoutes } from './modules/score-mall/routes.shopper.ts';
import { shopPublicRoutes } from './modules/shop/routes.public.ts';
import { shopShopperRoutes } from './modules/shop/routes.shopper.ts';
import { siteRoutes } from './modules/site/routes.public.ts';
import { publicUrlFrom } from './lib/env.ts';
import { cacheTtlFromEnv, HotCache, registerCache } from './lib/cache.ts';
import { cacheBus } from './lib/cache-bus.ts';

export const API_PREFIX = '/api';

/** What the API's modules share. */
export interface ApiContext {
  /** Null when the server runs without a database (page tests): the modules are then not mounted. */
  db: Database | null;
  now: Clock;
  replayCache: ReplayCache;
  rateLimiter: RateLimiter;
}

export interface ApiPluginOptions extends ApiContext {
  /**
   * More routes inside the /api scope (used by tests; modules are listed below). A route of theirs
   * below /p/, /merchant/ or /platform/ gets that audience's guard, as if it were registered in the scope
   * (a /merchant/ one must state its `config.permission`, or the server does not start).
   */
  extraRoutes?: FastifyPluginAsync<ApiContext>[];
  /** The account module's settings (keys, single sign-on, SMS); see modules/account/config.ts. */
  account?: Partial<AccountConfig>;
  /** The pricing providers (default: the mall's list, modules/pricing/providers.ts); tests add their own. */
  pricingProviders?: readonly PricingProvider[];
  /** The real payment providers (default: those the environment configures, payment/providers.ts). */
  paymentProviders?: readonly PaymentProvider[];
  /** Whether the payment sandbox and its pages are on (default: sandboxPaymentsEnabled()). */
  paymentSandbox?: boolean;
  /** The hot cache's TTL in ms, 0: no cache (default: MALL_CACHE_TTL_MS, else 5 s). */
  cacheTtlMs?: number;
  /** Redis for the chat's bus and presence (default: none, the database's; app.ts passes REDIS_URL). */
  redisUrl?: string | undefined;
  /** The chat websocket's clocks (tests shorten them; modules/chat/gateway.ts). */
  chatTiming?: Partial<ChatTiming> | undefined;
  /**
   * Real-name verification: the identity provider and the records' secret (default: the environment's
   * provider, MALL_IDENTITY_SECRET or the data folder's generated secret; modules/identity/).
   */
  identity?: Partial<IdentityConfig>;
}

export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (app, options) => {
  installJsonStrings(app);
  installRawJsonParser(app);
  installRawFormParser(app);
  installSignature(app, { replayCache: options.replayCache, now: options.now });
  const context: ApiContext = {
    db: options.db,
    now: options.now,
    replayCache: options.replayCache,
    rateLimiter: options.rateLimiter,
  };
  const cache = new HotCache({ ttlMs: options.cacheTtlMs ?? cacheTtlFromEnv(), now: options.now });
  if (options.db) {
    const db = options.db;
    const unregister = registerCache(db, cache);
    app.addHook('onClose', async () => unregister());
    cache.onMessage((area) => {
      if (area === 'categories' || area === '*') forgetCategories(db);
    });
  }
  if (options.db && cache.enabled) {
    const bus = cacheBus(options.db, cache, (error) =>
      app.log.error(
        { err: error },
        'Cache: the change listener lost its connection; nothing is cached until it is back',
      ),
    );
    // Listening before the first request: no change is missed while entries are kept.
    await bus.start();
    app.addHook('onClose', () => bus.close());
  }
  installAuth(app, { db: options.db, now: options.now, prefix: API_PREFIX, cache });
  const db = options.db;
  if (db) await mountModules(app, db, cache, options);
  if (options.extraRoutes?.length) await app.register(extraRoutes(options, context));
};

/** Every module's routes, by audience. */
async function mountModules(
  app: FastifyInstance,
  db: Database,
  cache: HotCache,
  options: ApiPluginOptions,
): Promise<void> {
  const { now, rateLimiter } = options;
  const pricing = createPricing(db, options.pricingProviders ?? pricingProviders);
  // Keys, uploads and the sandbox provider's secret live in the data folder (main.ts: MALL_DATA_DIR).
  const dataDir = options.account?.dataDir ?? null;
  const account = accountService({
    db,
    now,
    rateLimiter,
    ...(options.account ? { config: options.account } : {}),
  });
  const uploads = uploadFolder(dataDir);
  // The payment providers: the same registry the background jobs build (src/jobs/index.ts).
  const providers = paymentProviders({
    dataDir,
    ...(options.paymentProviders ? { providers: options.paymentProviders } : {}),
    ...(options.paymentSandbox !== undefined ? { sandbox: options.paymentSandbox } : {}),
  });
  const payment = { db, now, providers, publicUrl: publicUrlFrom() };
  const identity = identityService({
    db,
    now,
    rateLimiter,
    config: {
      provider:
        options.identity?.provider !== undefined ? options.identity.provider : identityProviderFromEnv(),
      secret: options.identity?.secret !== undefined ? options.identity.secret : identitySecretFrom(dataDir),
    },
  });
  const refunds = { db, now, payments: paymentModuleRefunds(db, providers) };
  // Customer-service chat (decisions/0056, 0057): the service, its websocket at /api/im/ws with the bus
  // and the agents' presence across instances. A store's agents are online when one is connected to the
  // websocket on any instance, or used the chat's merchant routes lately (the database presence).
  // The signing keys exist before the first request (a read never writes one; lib/keys.ts).
  await warmSigningKeys(db);
  const chat = createChatService({ db });
  const { agentsOnline, publish } = await mountChatTransport(app, {
    db,
    now,
    cache,
    service: chat,
    redisUrl: options.redisUrl,
    timing: options.chatTiming,
    alsoOnline: (shopId) => chat.agentsSeen(shopId, new Date(now())),
  });
  // The REST read routes tell the other side's connections through the bus, as the websocket's do.
  const chatRoutes: ChatRoutesOptions = { db, chat, now, agentsOnline, uploads, rateLimiter, publish };

  // Public: the catalogue, content, login and registration, payment notifications and returns (and the
  // sandbox's pages when it is on), uploaded images.
  await app.register(siteRoutes, { db, cache });
  await app.register(accountPublicRoutes, { db, now, rateLimiter, service: account });
  await app.register(catalogPublicRoutes, { db, cache });
  await app.register(shopPublicRoutes, { db });
  await app.register(noticeRoutes, { db, cache, now });
  await app.register(imageRoutes, { db });
  await app.register(analyticsRoutes, { db, rateLimiter });
  await app.register(merchantPublicRoutes, {
    db,
    now,
    rateLimiter,
    dataDir,
    ...(options.account?.loginIpLimit ? { loginIpLimit: options.account.loginIpLimit } : {}),
  });
  await app.register(platformPublicRoutes, {
    db,
    now,
    rateLimiter,
    dataDir,
    ...(options.account?.loginIpLimit ? { loginIpLimit: options.account.loginIpLimit } : {}),
  });
  await app.register(paymentPublicRoutes, payment);
  await app.register(filePublicRoutes, { uploads, db, now });
  await app.register(seckillPublicRoutes, { db, now });
  await app.register(groupPublicRoutes, { db, now });
  await app.register(discountPublicRoutes, { db, now });
  await app.register(couponPublicRoutes, { db, now });
  await app.register(scoreMallPublicRoutes, { db });

  await app.register(
    shopperScope([
      mount(accountShopperRoutes, { db, now, rateLimiter, service: account }),
      mount(identityShopperRoutes, { service: identity }),
      mount(catalogShopperRoutes, { db }),
      mount(shopShopperRoutes, { db, now, rateLimiter, decryptPassword: account.decryptPassword }),
      mount(cartRoutes, { db, pricing, now }),
      mount(couponRoutes, { db, now }),
      mount(orderRoutes, { db, now, pricing }),
      mount(addressRoutes, { db }),
      mount(commentRoutes, { db, now }),
      mount(invoiceRoutes, { db, now, uploads }),
      mount(paymentShopperRoutes, payment),
      mount(refundShopperRoutes, refunds),
      mount(fileShopperRoutes, { db, uploads, rateLimiter, now }),
      mount(seckillShopperRoutes, { db, now, pricing }),
      mount(groupShopperRoutes, { db, now, pricing }),
      mount(pointsShopperRoutes, { db }),
      mount(loyaltyShopperRoutes, { db, now }),
      mount(scoreMallShopperRoutes, { db, now, pricing }),
      mount(chatShopperRoutes, chatRoutes),
    ]),
  );

  await app.register(
    merchantScope(requireMerchant(db, now), [
      mount(merchantRoutes, { db, now, rateLimiter, decryptPassword: account.decryptPassword }),
      mount(orderMerchantRoutes, { db, now }),
      mount(invoiceMerchantRoutes, { db, now, uploads, rateLimiter }),
      mount(refundMerchantRoutes, refunds),
      mount(seckillMerchantRoutes, { db, now }),
      mount(groupMerchantRoutes, { db, now, payments: refunds.payments }),
      mount(discountMerchantRoutes, { db, now }),
      mount(couponMerchantRoutes, { db, now }),
      mount(catalogMerchantRoutes, { db, now }),
      mount(fileMerchantRoutes, { db, uploads, rateLimiter, now }),
      mount(scoreMallMerchantRoutes, { db, now }),
      mount(chatMerchantRoutes, chatRoutes),
      mount(dashboardMerchantRoutes, { db, now }),
      mount(commentMerchantRoutes, { db, now }),
      mount(shopMerchantRoutes, { db, now }),
    ]),
  );

  // The platform console's routes (decisions/0025, 0050): each states its roles with `requireRole`. The
  // store applications' (modules/shop/routes.platform.ts, decisions/0051) take the platform module's
  // guard functions as options.
  await app.register(
    platformScope(requirePlatform(db, now), [
      mount(platformRoutes, { db, now }),
      mount(memberPlatformRoutes, { db, now }),
      mount(loyaltyPlatformRoutes, { db, now }),
      mount(couponPlatformRoutes, { db, now }),
      mount(shopPlatformRoutes, { db, now, platform: { requireRole, recordPlatformAction } }),
      mount(contentPlatformRoutes, { db, now }),
      mount(sitePlatformRoutes, { db, now }),
      mount(categoryPlatformRoutes, { db, now }),
      mount(prodTagPlatformRoutes, { db, now }),
      mount(filePlatformRoutes, { db, uploads, rateLimiter, now }),
      mount(reportPlatformRoutes, { db, now }),
    ]),
  );
}

/** Test routes: each joins the audience of its path (a /p/ route gets the shopper guard, and so on). */
function extraRoutes(options: ApiPluginOptions, context: ApiContext): FastifyPluginAsync {
  const merchantGuard = options.db ? requireMerchant(options.db, options.now) : null;
  const platformGuard = options.db ? requirePlatform(options.db, options.now) : null;
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      const path = route.url.startsWith(API_PREFIX) ? route.url.slice(API_PREFIX.length) : route.url;
      const guard = isProtectedPath(path)
        ? requireShopper
        : /^\/merchant\//.test(path) && merchantGuard
          ? merchantGuard
          : /^\/platform\//.test(path) && platformGuard
            ? platformGuard
            : null;
      if (!guard) return;
      // As in the merchant scope: a /merchant/ route without its permission fails the start.
      if (guard === merchantGuard) checkMerchantRoute(route);
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [guard, ...own];
    });
    for (const routes of options.extraRoutes ?? []) await scope.register(routes, context);
  };
}
