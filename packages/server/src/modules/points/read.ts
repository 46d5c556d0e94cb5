// The points centre's ledger (GET /p/score/page): the shopper's ledger rows newest first, filtered by
// direction (`ioType`) and kind (`source`); the ledger's free-text `reason` maps to the wire's `source`
// here, in one place.
import { and, desc, eq, gt, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { formatDate, ScoreIoType, ScoreSource, type ScoreLog } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pointsLedger } from './tables.ts';

/** The ledger reasons of each wire source (any reason not listed is `adjust`). */
export const REASONS_BY_SOURCE: Readonly<Record<Exclude<ScoreSource, 7>, readonly string[]>> = {
  [ScoreSource.orderEarn]: ['order_earn'],
  [ScoreSource.signIn]: ['sign_in'],
  [ScoreSource.spend]: ['order_use', 'order_pay', 'score_order'],
  [ScoreSource.giveBack]: ['order_cancel', 'score_order_back', 'refund'],
  [ScoreSource.expire]: ['expire'],
  [ScoreSource.reverse]: ['order_earn_reverse'],
};
const KNOWN_REASONS = Object.values(REASONS_BY_SOURCE).flat();

/** The wire source of a ledger reason. */
export function sourceOf(reason: string): ScoreSource {
  for (const [source, reasons] of Object.entries(REASONS_BY_SOURCE))
    if (reasons.includes(reason)) return Number(source) as ScoreSource;
  return ScoreSource.adjust;
}

function sourceFilter(source: number): SQL | undefined {
  if (source === 0) return undefined;
  if (source === ScoreSource.adjust) return notInArray(pointsLedger.reason, KNOWN_REASONS);
  return inArray(pointsLedger.reason, [...REASONS_BY_SOURCE[source as Exclude<ScoreSource, 7>]]);
}

function directionFilter(ioType: number): SQL | undefined {
  if (ioType === ScoreIoType.in) return gt(pointsLedger.change, 0);
  if (ioType === ScoreIoType.out) return lt(pointsLedger.change, 0);
  return undefined;
}

/** A page of the user's ledger, newest first. */
export async function ledgerPage(
  db: Database,
  userId: string,
  filter: { ioType: number; source: number },
  window: { offset: number; limit: number },
): Promise<{ rows: ScoreLog[]; total: number }> {
  const where = and(
    eq(pointsLedger.userId, userId),
    directionFilter(filter.ioType),
    sourceFilter(filter.source),
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(pointsLedger)
    .where(where);
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(where)
    .orderBy(desc(pointsLedger.id))
    .offset(window.offset)
    .limit(window.limit);
  return {
    total,
    rows: rows.map((row) => ({
      logId: row.id,
      source: sourceOf(row.reason),
      ioType: row.change > 0 ? ScoreIoType.in : ScoreIoType.out,
      score: Math.abs(row.change),
      balance: row.balanceAfter,
      // A platform adjustment's ref is the operator's reason, not an order number (member/service.ts).
      bizId: row.reason === 'platform_adjust' ? null : row.ref,
      expireTime: row.expiresAt ? formatDate(row.expiresAt) : null,
      createTime: formatDate(row.createdAt),
    })),
  };
}
