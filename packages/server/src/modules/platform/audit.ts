// The platform's audit log (decisions/0050): every change a platform account makes is one row of
// `platform_audit_log` (who: id, name and role; what: the action and its target; the target's state
// before and after; when: the server's clock), written with the same transaction as the change, so a
// change is never without its row and a rolled-back one leaves none.
import type { PlatformAuditAction, PlatformAuditTarget } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { PlatformUser } from './auth.ts';
import { platformAuditLog } from './tables.ts';

export interface PlatformAction {
  actor: PlatformUser;
  /** One of the domain's actions (platformAudit.ts, decisions/0099): one without words does not compile. */
  action: PlatformAuditAction;
  /** One of the domain's target types: `shop`, `shopApply`, ... */
  targetType: PlatformAuditTarget;
  targetId: string;
  /** The target's state before and after the change (JSON; null where there is none). */
  before: unknown;
  after: unknown;
  now: Date;
}

/** Writes one action to the audit log; call it inside the action's transaction (`tx`). */
export async function recordPlatformAction(tx: Database, entry: PlatformAction): Promise<void> {
  await tx.insert(platformAuditLog).values({
    actorId: entry.actor.platformUserId,
    actorUsername: entry.actor.username,
    actorRole: entry.actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.now,
  });
}
