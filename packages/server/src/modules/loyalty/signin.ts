// The shopper's score info (GET /p/score/scoreInfo) and the daily sign-in (GET /p/score/updateUserScore,
// decisions/0046). A sign-in is one transaction: the shopper's `user_points` row is locked first (the
// points lock order, so parallel sign-ins of one shopper queue there), the day is the Beijing day of the
// server clock (domain `beijingDay`), `dailySignIn` decides from the last sign-in (a second one the same
// day, or on a day not after the last one when the clock moved back, is refused), and the row keyed
// (user, day) is inserted with ON CONFLICT DO NOTHING: even without the lock a day is signed once. Its
// points go to the ledger (`sign_in`, ref the day; a unique index backs it) and its growth to the total.
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  beijingDay,
  dailySignIn,
  DAY_MS,
  formatDate,
  LevelType,
  levelForGrowth,
  messages,
  nextLevelFor,
  POINTS_EXPIRING_SOON_DAYS,
  pointsExpiringSoon,
  signInScore,
  signInShown,
  type Locale,
  type ScoreInfo,
  type SignInAnswer,
  type SignInState,
} from '@mall/domain';
import { queryRows, type Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { creditGrowth, creditPoints, lockUserPoints } from '../points/service.ts';
import { pointsLedger, userPoints } from '../points/tables.ts';
import { holdLevelLadder, levelName, ordinaryLevels, readSettings } from './levels.ts';
import { shopperLevels, signInExtra } from './rights.ts';
import { runningPaidLevel } from './paid.ts';
import { signIns } from './tables.ts';

async function lastSignIn(db: Database, userId: string): Promise<SignInState | null> {
  const [row] = await db
    .select({ lastDay: signIns.day, streak: signIns.streak })
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(desc(signIns.day))
    .limit(1);
  return row ?? null;
}

/** The shopper's points, growth, level, sign-in state and points expiring soon at `now`. */
export async function scoreInfo(db: Database, userId: string, now: Date, locale: Locale): Promise<ScoreInfo> {
  const [points] = await db
    .select({ score: userPoints.score, growth: userPoints.growth })
    .from(userPoints)
    .where(eq(userPoints.userId, userId));
  const score = points?.score ?? 0;
  const growth = points?.growth ?? 0;
  const [settings, levelList, last, batches] = await Promise.all([
    readSettings(db),
    ordinaryLevels(db),
    lastSignIn(db, userId),
    db
      .select({ remaining: pointsLedger.remaining, expiresAt: pointsLedger.expiresAt })
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.userId, userId),
          gt(pointsLedger.remaining, 0),
          gt(pointsLedger.expiresAt, now),
          lte(pointsLedger.expiresAt, new Date(now.getTime() + POINTS_EXPIRING_SOON_DAYS * DAY_MS)),
        ),
      ),
  ]);
  const shown = signInShown(last, beijingDay(now));
  // The paid level while its term runs (decisions/0049), else the growth level; the next is by growth.
  const paid = await runningPaidLevel(db, userId, now);
  const growthLevel = levelForGrowth(levelList, growth);
  const level = paid?.level ?? growthLevel;
  const next = nextLevelFor(levelList, growth);
  const soon = pointsExpiringSoon(
    batches.map((b) => ({ remaining: b.remaining, expiresAt: b.expiresAt!.getTime() })),
    now.getTime(),
  );
  return {
    score,
    growth,
    signInCount: shown.signInCount,
    isSignIn: shown.isSignIn,
    levelName: level ? levelName(level, locale) : null,
    levelType: paid ? LevelType.paid : LevelType.ordinary,
    levelId: level?.levelId ?? null,
    growthLevelId: growthLevel?.levelId ?? null,
    nextLevelName: next ? levelName(next, locale) : null,
    nextLevelGrowth: next?.needGrowth ?? null,
    signInScores: [...settings.signInScores],
    signInEnabled: settings.signInEnabled,
    expiringScore: soon.score,
    expiringTime: soon.firstExpiry === null ? null : formatDate(soon.firstExpiry),
    paidLevelEndTime: paid ? formatDate(paid.endsAt) : null,
  };
}

/** Signs the shopper in for the Beijing day of `now`; answers the score info after it and what it added. */
export async function signIn(db: Database, userId: string, now: Date, locale: Locale): Promise<SignInAnswer> {
  const added = await db.transaction(async (tx) => {
    // The ladder before the points row: the growth below is graded on it (levels.ts `holdLevelLadder`).
    await holdLevelLadder(tx);
    const settings = await readSettings(tx);
    if (!settings.signInEnabled) throw new BusinessError(messages.signInNotAvailable);
    const points = await lockUserPoints(tx, userId, now);
    const today = beijingDay(now);
    const outcome = dailySignIn(await lastSignIn(tx, userId), today);
    if (!outcome.signed) throw new BusinessError(messages.signInAlready);
    const levelList = await ordinaryLevels(tx);
    // The larger extra of the growth level's and, while its term runs, the paid level's (decisions/0049).
    const extra = await signInExtra(tx, await shopperLevels(tx, userId, now, points.growth));
    const score = signInScore(outcome.streak, settings.signInScores, extra);
    const growth = settings.signInGrowth;
    const inserted = await tx
      .insert(signIns)
      .values({ userId, day: today, streak: outcome.streak, score, growth, createdAt: now })
      .onConflictDoNothing()
      .returning({ day: signIns.day });
    if (inserted.length === 0) throw new BusinessError(messages.signInAlready);
    if (score > 0) await creditPoints(tx, userId, score, 'sign_in', today, now);
    if (growth > 0) await creditGrowth(tx, userId, growth, levelList, now);
    return { addScore: score, addGrowth: growth };
  });
  return { ...(await scoreInfo(db, userId, now, locale)), ...added };
}

/**
 * Removes sign-ins older than `keepDays` days, keeping each shopper's last one (the streak reads only the
 * last); at most `batch` rows a call. Answers how many went.
 */
export async function pruneSignIns(db: Database, now: Date, keepDays = 60, batch = 1000): Promise<number> {
  const before = beijingDay(now.getTime() - keepDays * DAY_MS);
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
    WITH old AS (
      SELECT s.user_id, s.day FROM ${signIns} s
      WHERE s.day < ${before}::date
        AND EXISTS (SELECT 1 FROM ${signIns} n WHERE n.user_id = s.user_id AND n.day > s.day)
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    DELETE FROM ${signIns} d USING old WHERE d.user_id = old.user_id AND d.day = old.day
    RETURNING 1 AS n`,
  );
  return rows.length;
}
