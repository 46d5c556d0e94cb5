// The API, mounted at /api: the raw-body JSON parser, the signature check and the /p/ guard apply to
// every route registered here, and to nothing outside (pages, Storybook, /docs).
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from './db/connection.ts';
import { installAuth } from './plugins/auth.ts';
import { installJsonStrings } from './plugins/json.ts';
import { installRawFormParser, installRawJsonParser, installSignature } from './plugins/signature.ts';
import type { Clock, RateLimiter, ReplayCache } from './plugins/stores.ts';
import type { AccountConfig } from './modules/account/config.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { imageRoutes } from './modules/catalog/images.ts';
import { noticeRoutes } from './modules/notice/routes.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { couponRoutes } from './modules/coupon/routes.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { fileRoutes } from './modules/file/routes.ts';
import { paymentRoutes } from './modules/payment/routes.ts';
import { commentRoutes } from './modules/comment/routes.ts';
import { invoiceRoutes } from './modules/invoice/routes.ts';
import { merchantRoutes } from './modules/merchant/routes.ts';
import { merchantGuard } from './modules/merchant/auth.ts';
import { SandboxProvider } from './modules/payment/provider.ts';
import { sandboxSecretFrom } from './modules/payment/config.ts';
import { refundRoutes } from './modules/refund/routes.ts';
import { paymentModuleRefunds } from './modules/refund/payments.ts';
import { pricingProviders, type PricingProvider } from './modules/pricing/providers.ts';
import { createPricing } from './modules/pricing/quote.ts';

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
  /** More routes inside the /api scope (used by tests; modules are listed below). */
  extraRoutes?: FastifyPluginAsync<ApiContext>[];
  /** The account module's settings (keys, single sign-on, SMS); see modules/account/config.ts. */
  account?: Partial<AccountConfig>;
  /** The pricing providers (default: the mall's list, modules/pricing/providers.ts); tests add their own. */
  pricingProviders?: readonly PricingProvider[];
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
  installAuth(app, { db: options.db, now: options.now, prefix: API_PREFIX });
  const db = options.db;
  if (db) {
    const pricing = createPricing(db, options.pricingProviders ?? pricingProviders);
    await app.register(siteRoutes, { db });
    await app.register(accountRoutes, {
      db,
      now: options.now,
      rateLimiter: options.rateLimiter,
      ...(options.account ? { config: options.account } : {}),
    });
    await app.register(catalogRoutes, { db });
    await app.register(shopRoutes, { db });
    await app.register(noticeRoutes, { db });
    await app.register(imageRoutes, { db });
    await app.register(cartRoutes, { db, pricing, now: options.now });
    await app.register(analyticsRoutes, { db, rateLimiter: options.rateLimiter });
    await app.register(couponRoutes, { db, now: options.now });
    await app.register(orderRoutes, { db, now: options.now, pricing });
    await app.register(addressRoutes, { db });
    await app.register(commentRoutes, { db, now: options.now });
    await app.register(invoiceRoutes, { db, now: options.now });
    // The merchant API (/merchant/, its own tokens); RSA keys shared with the account module's login.
    await app.register(merchantRoutes, {
      db,
      now: options.now,
      rateLimiter: options.rateLimiter,
      dataDir: options.account?.dataDir ?? null,
      ...(options.account?.loginIpLimit ? { loginIpLimit: options.account.loginIpLimit } : {}),
    });
    // The sandbox payment provider's secret lives in the data folder too (a process secret without one).
    await app.register(paymentRoutes, { db, now: options.now, dataDir: options.account?.dataDir ?? null });
    // After-sales: the buyer's /p/orderRefund/ and the merchant's refund routes (merchant tokens).
    await app.register(refundRoutes, {
      db,
      now: options.now,
      payments: paymentModuleRefunds(
        db,
        new SandboxProvider(sandboxSecretFrom(options.account?.dataDir ?? null)),
      ),
      merchant: merchantGuard(db, options.now),
    });
    // Uploads live in the data folder, the one the account config carries (main.ts: MALL_DATA_DIR).
    await app.register(fileRoutes, {
      dataDir: options.account?.dataDir ?? null,
      rateLimiter: options.rateLimiter,
      now: options.now,
    });
  }
  for (const routes of options.extraRoutes ?? []) await app.register(routes, context);
};
