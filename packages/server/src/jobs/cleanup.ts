// The cleanup job (issue 11 item 9): rows that have done their work are deleted after a retention period,
// so the tables the server reads on every request stay small. One table of retention rules, one batched
// delete (lib-free: raw SQL over each rule's table), and the orphaned uploads of the file module:
//
// | rule               | deleted when                                          | why that long                         |
// | ------------------ | ----------------------------------------------------- | ------------------------------------- |
// | access-tokens      | expires_at older than 1 day (revoked ones included)   | a revoked token is refused either way |
// | merchant-tokens    | expires_at older than 1 day                           | same                                  |
// | platform-tokens    | expires_at older than 1 day                           | same                                  |
// | one-time-tokens    | expires_at older than 1 day (registration flags, SSO) | a spent SSO code is refused as expired |
// | sms-codes          | expires_at older than 2 days (used or not)            | the daily sending caps look back 24 h |
// | order-settlements  | expires_at older than 1 day (open or submitted)       | a retried submit comes within minutes |
// | flow-logs          | created_at older than MALL_FLOW_LOG_RETENTION_DAYS     | analytics window (default 180 days)   |
// | orphan uploads     | unreferenced, seen_at older than 1 day (file too)     | a form being filled keeps its images  |
// | sign-ins           | day older than 60 days, each shopper's last one kept  | a streak reads only the last sign-in  |
//
// Each batch is `DELETE ... WHERE key IN (SELECT key ... LIMIT n FOR UPDATE SKIP LOCKED)`: bounded work
// (at most `maxBatches` batches of `batch` rows per rule and run), idempotent (a deleted row is not found
// again), and two instances running it at once skip each other's rows instead of waiting on them.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../db/connection.ts';
import { accessTokens, oneTimeTokens, smsCodes } from '../modules/account/tables.ts';
import { flowLogs } from '../modules/analytics/tables.ts';
import { removeOrphanUploads } from '../modules/file/service.ts';
import { merchantTokens } from '../modules/merchant/tables.ts';
import { orderSettlements } from '../modules/order/tables.ts';
import { platformTokens } from '../modules/platform/tables.ts';
import { pruneSignIns } from '../modules/loyalty/signin.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Days a page-visit or traffic record is kept: MALL_FLOW_LOG_RETENTION_DAYS, default 180. */
export const FLOW_LOG_RETENTION_DAYS_DEFAULT = 180;

export function flowLogRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.MALL_FLOW_LOG_RETENTION_DAYS?.trim();
  if (!text) return FLOW_LOG_RETENTION_DAYS_DEFAULT;
  if (!/^[1-9]\d{0,4}$/.test(text)) {
    throw new Error(`MALL_FLOW_LOG_RETENTION_DAYS must be a whole number of days (1 or more), not "${text}"`);
  }
  return Number(text);
}

/** An unreferenced upload is removed this long after it was uploaded, claimed or last found in use. */
export const UPLOAD_ORPHAN_GRACE_MS = DAY;

export interface RetentionRule {
  name: string;
  table: PgTable;
  /** The primary key (one column). */
  key: PgColumn;
  /** The rows that may go at `now`. */
  due: (now: Date) => SQL;
}

/** The retention rules, in one place (see the table above). */
export function retentionRules(flowLogDays: number): RetentionRule[] {
  const olderThan = (column: PgColumn, ms: number) => (now: Date) =>
    sql`${column} < ${new Date(now.getTime() - ms)}`;
  return [
    {
      name: 'access-tokens',
      table: accessTokens,
      key: accessTokens.tokenHash,
      due: olderThan(accessTokens.expiresAt, DAY),
    },
    {
      name: 'merchant-tokens',
      table: merchantTokens,
      key: merchantTokens.tokenHash,
      due: olderThan(merchantTokens.expiresAt, DAY),
    },
    {
      name: 'platform-tokens',
      table: platformTokens,
      key: platformTokens.tokenHash,
      due: olderThan(platformTokens.expiresAt, DAY),
    },
    {
      name: 'one-time-tokens',
      table: oneTimeTokens,
      key: oneTimeTokens.tokenHash,
      due: olderThan(oneTimeTokens.expiresAt, DAY),
    },
    { name: 'sms-codes', table: smsCodes, key: smsCodes.id, due: olderThan(smsCodes.expiresAt, 2 * DAY) },
    {
      name: 'order-settlements',
      table: orderSettlements,
      key: orderSettlements.uuid,
      due: olderThan(orderSettlements.expiresAt, DAY),
    },
    {
      name: 'flow-logs',
      table: flowLogs,
      key: flowLogs.id,
      due: olderThan(flowLogs.createdAt, flowLogDays * DAY),
    },
  ];
}

/** Deletes one batch of a rule's due rows; answers how many. */
export async function purgeBatch(
  db: Database,
  rule: RetentionRule,
  now: Date,
  batch: number,
): Promise<number> {
  const table = sql.identifier(getTableName(rule.table));
  const key = sql.identifier(rule.key.name);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with doomed as (
          select ${key} as k from ${table} where ${rule.due(now)} limit ${batch} for update skip locked
        ), gone as (
          delete from ${table} where ${key} in (select k from doomed) returning 1
        )
        select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}

export interface CleanupOptions {
  /** Rows per delete (default 1000). */
  batch?: number;
  /** Batches per rule and run (default 10): the bound of one run's work. */
  maxBatches?: number;
  /** The uploads folder (null: no files, rows only). */
  uploadsFolder: string | null;
  flowLogDays?: number;
}

/** One run of every rule, then the orphaned uploads; answers how many rows it deleted. */
export async function runCleanup(db: Database, now: Date, options: CleanupOptions): Promise<number> {
  const batch = options.batch ?? 1000;
  const maxBatches = options.maxBatches ?? 10;
  let deleted = 0;
  for (const rule of retentionRules(options.flowLogDays ?? FLOW_LOG_RETENTION_DAYS_DEFAULT)) {
    for (let i = 0; i < maxBatches; i++) {
      const n = await purgeBatch(db, rule, now, batch);
      deleted += n;
      if (n < batch) break;
    }
  }
  // Sign-ins older than 60 days, each shopper's last one kept (its streak reads only that one).
  for (let i = 0; i < maxBatches; i++) {
    const n = await pruneSignIns(db, now, 60, batch);
    deleted += n;
    if (n < batch) break;
  }
  deleted += await removeOrphanUploads(db, options.uploadsFolder, now, {
    graceMs: UPLOAD_ORPHAN_GRACE_MS,
    batch: Math.min(batch, 200),
  });
  return deleted;
}
