// The platform's own routes (decisions/0050, 0084), inside the platform scope (src/scopes.ts: every
// request carries a live platform token of an enabled account): who is signed in, the logout, an
// application's detail, the stores (list, detail, taking one offline and back) and the audit log. Each
// route names the roles that may call it (`requireRole`, 403 otherwise); each change is one
// transaction with its audit log row (audit.ts). The store applications' audit routes live with the
// store application's module, in the same scope, with the same helpers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditLogPage,
  AuditLogPageQuery,
  Flag,
  PlatformLogoutResult,
  PlatformShopDetail,
  PlatformShopInfoQuery,
  PlatformShopPage,
  PlatformShopPageQuery,
  platformRoleMay,
  ShopApplyDetail,
  ShopApplyInfoQuery,
  PlatformMe,
  ShopOfflineParam,
  ShopOnlineParam,
  platformAreaRoles,
  type PlatformRole,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { bearerToken } from '../../plugins/auth.ts';
import type { Clock } from '../../plugins/stores.ts';
import { bringShopOnline, takeShopOffline } from '../shop/status.ts';
import { recordPlatformAction } from './audit.ts';
import { platformOf, requireRole, revokePlatformToken } from './auth.ts';
import { applyDetail, auditLogPage, platformShopDetail, platformShopPage } from './stores.ts';

const tags = ['platform'];
const security = [{ platformBearer: [] }];

/** Who may take a store offline and bring it back (decisions/0050). */
export const SHOP_STATUS_ROLES: readonly PlatformRole[] = platformAreaRoles.stores.write;

export const platformRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/platform/me',
    {
      schema: {
        tags,
        summary: 'The signed-in platform account: its id, username and role (any role)',
        security,
        response: { 200: PlatformMe },
      },
    },
    (request) => {
      // Any role: the console needs it to build its menu after a reload. The scope's guard looked the
      // account up on this request (enabled, live token), so its role is the current one.
      const { platformUserId, username, role } = platformOf(request);
      return { platformUserId, username, role };
    },
  );

  app.post(
    '/platform/logout',
    {
      schema: {
        tags,
        summary: 'Log out: the platform token this request carries is revoked on the server at once',
        security,
        response: { 200: PlatformLogoutResult },
      },
    },
    async (request) => {
      platformOf(request);
      // The scope's guard let the request in: its bearer token is the account's live token.
      const token = bearerToken(request.headers.authorization);
      if (token) await revokePlatformToken(db, token, now());
      return true;
    },
  );

  app.put(
    '/platform/shop/offline',
    {
      config: { notFound: true, platformRoles: SHOP_STATUS_ROLES },
      schema: {
        tags,
        summary:
          'Takes an open store offline with a reason (admin, auditor): its products leave search and are no longer for sale; its orders in progress go on and its merchant still signs in',
        security,
        body: ShopOfflineParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const actor = requireRole(request, SHOP_STATUS_ROLES);
      const { shopId, reason } = request.body;
      const at = new Date(now());
      await db.transaction(async (tx) => {
        const { before, after } = await takeShopOffline(tx, shopId, reason, at);
        await recordPlatformAction(tx, {
          actor,
          action: 'shop.offline',
          targetType: 'shop',
          targetId: String(shopId),
          before,
          after,
          now: at,
        });
      });
      return true;
    },
  );

  app.put(
    '/platform/shop/online',
    {
      config: { notFound: true, platformRoles: SHOP_STATUS_ROLES },
      schema: {
        tags,
        summary: 'Brings an offline store back (admin, auditor): open again, its products on sale again',
        security,
        body: ShopOnlineParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const actor = requireRole(request, SHOP_STATUS_ROLES);
      const { shopId } = request.body;
      const at = new Date(now());
      await db.transaction(async (tx) => {
        const { before, after } = await bringShopOnline(tx, shopId);
        await recordPlatformAction(tx, {
          actor,
          action: 'shop.online',
          targetType: 'shop',
          targetId: String(shopId),
          before,
          after,
          now: at,
        });
      });
      return true;
    },
  );

  app.get(
    '/platform/shopApply/info',
    {
      config: { notFound: true, platformRoles: platformAreaRoles.applications.read },
      schema: {
        tags,
        summary:
          'One store application (admin, auditor): every field, the documents as view links, its applicant and its audit history (who decided when, with what reason) from the audit log',
        security,
        querystring: ShopApplyInfoQuery,
        response: { 200: ShopApplyDetail },
      },
    },
    (request) => {
      requireRole(request, platformAreaRoles.applications.read);
      return applyDetail(db, request.query.applyId, now());
    },
  );

  app.get(
    '/platform/shop/page',
    {
      config: { platformRoles: platformAreaRoles.stores.read },
      schema: {
        tags,
        summary:
          'The stores (everyone): a part of either name, a status (-9 all, 1 open, 2 offline, 0 closed), newest first, with the owner and the product and order counts',
        security,
        querystring: PlatformShopPageQuery,
        response: { 200: PlatformShopPage },
      },
    },
    (request) => {
      requireRole(request, platformAreaRoles.stores.read);
      return platformShopPage(db, request.query, request.locale);
    },
  );

  app.get(
    '/platform/shop/info',
    {
      config: { notFound: true, platformRoles: platformAreaRoles.stores.read },
      schema: {
        tags,
        summary:
          "One store (everyone): details, owner, contact, address, the offline reason and time, the platform's last actions on it; the application's documents only to those who read the applications",
        security,
        querystring: PlatformShopInfoQuery,
        response: { 200: PlatformShopDetail },
      },
    },
    (request) => {
      const user = requireRole(request, platformAreaRoles.stores.read);
      const seesDocuments = platformRoleMay(user.role, 'applications');
      return platformShopDetail(db, request.query.shopId, request.locale, now(), seesDocuments);
    },
  );

  app.get(
    '/platform/auditLog/page',
    {
      config: { platformRoles: platformAreaRoles.audit.read },
      schema: {
        tags,
        summary:
          'The audit log (admin, auditor): every platform action with who, what, and the target before and after; filters actor, action (or its beginning), target and China days; newest first',
        security,
        querystring: AuditLogPageQuery,
        response: { 200: AuditLogPage },
      },
    },
    (request) => {
      requireRole(request, platformAreaRoles.audit.read);
      return auditLogPage(db, request.query);
    },
  );
};
