// The platform console's coupons (issue 18 item 5, decisions/0101), inside the platform scope: the
// platform's own coupons (shop 0: the coupon centre lists them, settlement takes them off across the
// stores), listed with their figures, read, created, edited before their start and any claim, and
// stopped: the merchant's coupon service (manage.ts) with the platform as the owner. A coupon applies to
// all products or to chosen products of any store (decisions/0109). Area `marketing`:
// everyone reads, admin and operator change; each change is one transaction with its audit row
// (`coupon.create`, `coupon.update`, `coupon.stop`, target `coupon`). A shop's coupon is
// activityNotFound here (404, decisions/0105), as a platform coupon is on the merchant's routes (400).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CouponIdPath,
  Flag,
  Int,
  PlatformCouponDetail,
  PlatformCouponPage,
  PlatformCouponParam,
  PlatformCouponQuery,
  PlatformCouponUpdateParam,
  MerchantCouponIdQuery,
  platformAreaRoles,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { recordPlatformAction } from '../platform/audit.ts';
import type { PlatformUser } from '../platform/auth.ts';
import { requireRole } from '../platform/auth.ts';
import {
  couponPage,
  createOwnedCoupon,
  PLATFORM_OWNER,
  platformCouponInfo,
  stopCoupon,
  updateCoupon,
  type CouponAudit,
} from './manage.ts';

const tags = ['platform'];
const security = [{ platformBearer: [] }];
const { read, write } = platformAreaRoles.marketing;

/** The audit step of one platform change: its row, in the change's transaction. */
function audited(
  actor: PlatformUser,
  action: 'coupon.create' | 'coupon.update' | 'coupon.stop',
  now: Date,
): CouponAudit {
  return (tx, { couponId, before, after }) =>
    recordPlatformAction(tx, {
      actor,
      action,
      targetType: 'coupon',
      targetId: String(couponId),
      before,
      after,
      now,
    });
}

export const couponPlatformRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/platform/coupon/page',
    {
      config: { platformRoles: read },
      schema: {
        tags,
        summary:
          "The platform's coupons, the latest to start first, of one status (-1 all, 0 not started, 1 ongoing, 2 ended or stopped) and a name, with their figures: claimed, used, left (everyone; paged)",
        security,
        querystring: PlatformCouponQuery,
        response: { 200: PlatformCouponPage },
      },
    },
    async (request) => {
      requireRole(request, read);
      const { records, total } = await couponPage(
        db,
        PLATFORM_OWNER,
        request.query,
        new Date(now()),
        request.locale,
      );
      return toPage(records, total, request.query);
    },
  );

  app.get(
    '/platform/coupon/info',
    {
      config: { notFound: true, platformRoles: read },
      schema: {
        tags,
        summary:
          "One of the platform's coupons with its figures and its chosen products, each with its store (any status; everyone)",
        security,
        querystring: MerchantCouponIdQuery,
        response: { 200: PlatformCouponDetail },
      },
    },
    (request) => {
      requireRole(request, read);
      return platformCouponInfo(db, request.query.couponId, new Date(now()), request.locale);
    },
  );

  app.post(
    '/platform/coupon',
    {
      config: { platformRoles: write },
      schema: {
        tags,
        summary:
          'Creates a platform coupon in the coupon centre, for all products or for chosen products of any store (admin, operator); answers its couponId',
        security,
        body: PlatformCouponParam,
        response: { 200: Int },
      },
    },
    (request) => {
      const actor = requireRole(request, write);
      const at = new Date(now());
      return createOwnedCoupon(db, PLATFORM_OWNER, request.body, at, audited(actor, 'coupon.create', at));
    },
  );

  app.put(
    '/platform/coupon',
    {
      config: { notFound: true, platformRoles: write },
      schema: {
        tags,
        summary:
          "Edits one of the platform's coupons before it starts and before any claim, with the checks of its creation (admin, operator; refused once started, claimed or stopped)",
        security,
        body: PlatformCouponUpdateParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      await updateCoupon(
        db,
        PLATFORM_OWNER,
        request.body,
        now,
        audited(actor, 'coupon.update', new Date(now())),
      );
      return true;
    },
  );

  app.put(
    '/platform/coupon/:couponId/stop',
    {
      config: { notFound: true, platformRoles: write },
      schema: {
        tags,
        summary:
          'Stops a platform coupon (admin, operator): no longer listed nor claimable; the coupons already claimed stay usable until their end',
        security,
        params: CouponIdPath,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      await stopCoupon(
        db,
        PLATFORM_OWNER,
        request.params.couponId,
        now,
        audited(actor, 'coupon.stop', new Date(now())),
      );
      return true;
    },
  );
};
