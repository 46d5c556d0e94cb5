// The platform tests' audit-log probes: a mark before an action, the rows written after it, and a
// refusal that must change nothing and write no audit row (every platform change is one transaction with
// its audit row, so a refused one leaves neither).
import { gt, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/connection.ts';
import { translate } from '../i18n.ts';
import { platformAuditLog } from '../modules/platform/tables.ts';
import { expectNotFound, expectRefused, type Answer } from './inject.ts';

export interface PlatformAuditProbe {
  /** The newest audit row's id now (0 for none). */
  mark(): Promise<number>;
  /** The audit rows written after `mark`, oldest first. */
  since(mark: number): Promise<(typeof platformAuditLog.$inferSelect)[]>;
  /**
   * Runs `actions` (refusals, several at once) and checks that neither the audit log nor `state()` is any
   * different afterwards.
   */
  unchanged(state: () => Promise<unknown>, actions: () => Promise<void>): Promise<void>;
  /**
   * `sent` is refused (a 400 or a 404 with `message` and its id, or `status` with `message`; `values` fill the
   * message's placeholders), and neither the audit log nor `state()` (what the routes under test may
   * change) is any different afterwards.
   */
  refusedUnchanged(
    sent: () => PromiseLike<Answer>,
    message: Parameters<typeof translate>[1],
    state: () => Promise<unknown>,
    status?: number,
    values?: Record<string, unknown>,
  ): Promise<void>;
}

export function platformAuditProbe(app: () => FastifyInstance, db: () => Database): PlatformAuditProbe {
  const mark = async () =>
    (
      await db()
        .select({ id: max(platformAuditLog.id) })
        .from(platformAuditLog)
    )[0]?.id ?? 0;
  const since = (from: number) =>
    db().select().from(platformAuditLog).where(gt(platformAuditLog.id, from)).orderBy(platformAuditLog.id);
  return {
    mark,
    since,
    async unchanged(state, actions) {
      const before = await state();
      const from = await mark();
      await actions();
      expect(await state()).toEqual(before);
      expect(await since(from)).toEqual([]);
    },
    async refusedUnchanged(sent, message, state, status = 400, values) {
      const from = await mark();
      const before = await state();
      if (status === 400) await expectRefused(app(), sent(), message, values);
      else if (status === 404) await expectNotFound(app(), sent(), message);
      else {
        const res = await sent();
        expect(res.statusCode, res.body).toBe(status);
        expect(res.body).toBe(translate('zh', message, values));
      }
      expect(await since(from)).toEqual([]);
      expect(await state()).toEqual(before);
    },
  };
}
