// The platform's side of free store opening (/platform/shopApply/..., issue 15 item 6, decisions/0051),
// in the platform scope: the applications by status and their audit (admin and auditor only),
// written to the platform's log. The platform module's guard functions come in as options (`platform`:
// its `requireRole` and `recordPlatformAction`, modules/platform/auth.ts and audit.ts), so this module
// does not depend on how platform accounts are kept.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  platformAreaRoles,
  type PlatformRole,
  ShopApplyAuditAnswer,
  ShopApplyAuditParam,
  ShopApplyPage,
  ShopApplyPageQuery,
  type PlatformAuditAction,
  type PlatformAuditTarget,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { applyPage, auditApply } from './apply.ts';

const tags = ['platform'];
const security = [{ platformBearer: [] }];

/** A signed-in platform account (the platform module's `PlatformUser`). */
export interface PlatformActor {
  platformUserId: number;
  username: string;
  role: PlatformRole;
}

/** What the platform module gives these routes (its exports of the same names). */
export interface PlatformAccess {
  /** The request's platform account when its role is one of `roles`; a 403 otherwise. */
  requireRole(request: FastifyRequest, roles: readonly PlatformRole[]): PlatformActor;
  /** Writes one entry of the platform's audit log inside `tx`. */
  recordPlatformAction(
    tx: Database,
    entry: {
      actor: PlatformActor;
      action: PlatformAuditAction;
      targetType: PlatformAuditTarget;
      targetId: string;
      before: unknown;
      after: unknown;
      now: Date;
    },
  ): Promise<void>;
}

export interface ShopPlatformOptions {
  db: Database;
  now: Clock;
  platform: PlatformAccess;
}

/**
 * Only these read and audit the applications: they hold ID card and licence photos, which the operator
 * role (the mall's content) has no need to see.
 */
export const AUDIT_ROLES = platformAreaRoles.applications.write;

export const shopPlatformRoutes: FastifyPluginAsyncZod<ShopPlatformOptions> = async (app, options) => {
  const { db, now, platform } = options;

  app.get(
    '/platform/shopApply/page',
    {
      config: { platformRoles: AUDIT_ROLES },
      schema: {
        tags,
        summary: 'The store applications of a status (-9 all), newest first, with their applicant',
        security,
        querystring: ShopApplyPageQuery,
        response: { 200: ShopApplyPage },
      },
    },
    (request) => {
      platform.requireRole(request, AUDIT_ROLES);
      return applyPage(db, request.query, now());
    },
  );

  app.put(
    '/platform/shopApply/audit',
    {
      config: { notFound: true, platformRoles: AUDIT_ROLES },
      schema: {
        tags,
        summary:
          'Audits an application under review: approval opens the store with its merchant account (no password yet), rejection needs the reason',
        security,
        body: ShopApplyAuditParam,
        response: { 200: ShopApplyAuditAnswer },
      },
    },
    async (request) => {
      const actor = platform.requireRole(request, AUDIT_ROLES);
      await auditApply(db, request.body, new Date(now()), (tx, entry) =>
        platform.recordPlatformAction(tx, { actor, ...entry }),
      );
      return true;
    },
  );
};
