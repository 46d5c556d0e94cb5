// The platform console's loyalty rules (issue 18 item 5, decisions/0095): reading and changing the points
// rules (the one settings row) and the levels with their rights. Each change is one transaction with its
// audit row (before and after). The hot cache's `loyalty` area: the triggers of the migration
// `loyalty_cache` drop it in every process on each committed change of these tables (decisions/0039), but
// that message arrives a moment later, so this process drops its copy at once after the commit
// (`dropLocally`, as the member status does): the very next sign-in reads the new rules.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  LevelType,
  messages,
  type PlatformLevel,
  type PlatformLevelCreateParam,
  type PlatformLevelList,
  type PlatformLevelParam,
  type PlatformLevelRights,
  type PlatformLevelRightsCreateParam,
  type PlatformLevelRightsParam,
  type PlatformLoyaltySettings,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { dropLocally } from '../../lib/cache.ts';
import { BusinessError, NotFoundError } from '../../plugins/errors.ts';
import { recordPlatformAction } from '../platform/audit.ts';
import type { PlatformUser } from '../platform/auth.ts';
import { regradeLevels } from '../points/service.ts';
import { userPoints } from '../points/tables.ts';
import { DEFAULT_SETTINGS, LEVEL_LADDER_LOCK, ordinaryLevels } from './levels.ts';
import { levelRights, levelRightsLinks, levels, loyaltySettings, memberOrders } from './tables.ts';

/** The settings row as the console reads it (the domain defaults when the row is missing). */
async function settingsRow(db: Database, lock = false): Promise<PlatformLoyaltySettings> {
  const query = db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1));
  const [row] = lock ? await query.for('update') : await query;
  const source = row ?? DEFAULT_SETTINGS;
  return {
    signInEnabled: source.signInEnabled,
    signInScores: [...source.signInScores],
    signInGrowth: source.signInGrowth,
    earnUnitCents: source.earnUnitCents,
    growthUnitCents: source.growthUnitCents,
  };
}

export function platformLoyaltySettings(db: Database): Promise<PlatformLoyaltySettings> {
  return settingsRow(db);
}

/** Replaces the points rules (the row is written even when it was missing), with its audit row. */
export async function updateLoyaltySettings(
  db: Database,
  actor: PlatformUser,
  settings: PlatformLoyaltySettings,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await settingsRow(tx, true);
    const after = { ...settings, signInScores: [...settings.signInScores] };
    await tx
      .insert(loyaltySettings)
      .values({ id: 1, ...after, updatedAt: now })
      .onConflictDoUpdate({ target: loyaltySettings.id, set: { ...after, updatedAt: now } });
    await recordPlatformAction(tx, {
      actor,
      action: 'loyaltySettings.update',
      targetType: 'loyaltySettings',
      targetId: '1',
      before,
      after,
      now,
    });
  });
  dropLocally(db, 'loyalty');
}

const levelOrder = [asc(levels.levelType), asc(levels.seq), asc(levels.levelId)];

async function levelRows(db: Database): Promise<PlatformLevel[]> {
  const rows = await db
    .select()
    .from(levels)
    .orderBy(...levelOrder);
  const links = await db
    .select({ levelId: levelRightsLinks.levelId, rightsId: levelRightsLinks.rightsId })
    .from(levelRightsLinks)
    .innerJoin(levelRights, eq(levelRights.rightsId, levelRightsLinks.rightsId))
    .orderBy(asc(levelRights.seq), asc(levelRights.rightsId));
  return rows.map((r) => ({
    levelId: r.levelId,
    levelType: r.levelType,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    needGrowth: r.levelType === LevelType.ordinary ? r.needGrowth : 0,
    price: r.price,
    termDays: r.termDays,
    status: r.status,
    seq: r.seq,
    rightsIds: links.filter((l) => l.levelId === r.levelId).map((l) => l.rightsId),
  }));
}

/** Every level (ordinary ones in their order, then the paid plans) and every right. */
export async function platformLevelList(db: Database): Promise<PlatformLevelList> {
  const rights = await db.select().from(levelRights).orderBy(asc(levelRights.seq), asc(levelRights.rightsId));
  return { levels: await levelRows(db), rights: rights.map(rightsOnWire) };
}

function rightsOnWire(r: typeof levelRights.$inferSelect): PlatformLevelRights {
  return {
    rightsId: r.rightsId,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    descriptionZh: r.descriptionZh,
    descriptionEn: r.descriptionEn,
    discountPercent: r.discountPercent,
    freeShipping: r.freeShipping,
    signInScore: r.signInScore,
    seq: r.seq,
  };
}

/** Adds a right (no level gives it until PUT /platform/level links it); answers its id. */
export async function createLevelRights(
  db: Database,
  actor: PlatformUser,
  change: PlatformLevelRightsCreateParam,
  now: Date,
): Promise<number> {
  const rightsId = await db.transaction(async (tx) => {
    const [row] = await tx.insert(levelRights).values(change).returning();
    await recordPlatformAction(tx, {
      actor,
      action: 'levelRights.create',
      targetType: 'levelRights',
      targetId: String(row!.rightsId),
      before: null,
      after: rightsOnWire(row!),
      now,
    });
    return row!.rightsId;
  });
  dropLocally(db, 'loyalty');
  return rightsId;
}

/**
 * Replaces one right's fields. The levels linking it give the new ones at once: the storefront's level
 * page and the member price read the rights through the `loyalty` cache, which this drops. `NO KEY
 * UPDATE`: a level edit linking it (`KEY SHARE`) is not held up.
 */
export async function updateLevelRights(
  db: Database,
  actor: PlatformUser,
  change: PlatformLevelRightsParam,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rightsId, ...fields } = change;
    const [row] = await tx
      .select()
      .from(levelRights)
      .where(eq(levelRights.rightsId, rightsId))
      .for('no key update');
    if (!row) throw new NotFoundError(messages.rightsNotFound);
    const [updated] = await tx
      .update(levelRights)
      .set(fields)
      .where(eq(levelRights.rightsId, rightsId))
      .returning();
    await recordPlatformAction(tx, {
      actor,
      action: 'levelRights.update',
      targetType: 'levelRights',
      targetId: String(rightsId),
      before: rightsOnWire(row),
      after: rightsOnWire(updated!),
      now,
    });
  });
  dropLocally(db, 'loyalty');
}

/**
 * Deletes a right no level gives (decisions/0108): a linked right is what shoppers read on the level page,
 * so deleting it would silently change a level's offer; the operator unlinks it first. The row is locked
 * `FOR UPDATE` before the links are read, so a level edit linking it at the same moment either commits
 * first (and this refuses) or waits and then finds it gone (checkRights' 400).
 */
export async function deleteLevelRights(
  db: Database,
  actor: PlatformUser,
  rightsId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(levelRights).where(eq(levelRights.rightsId, rightsId)).for('update');
    if (!row) throw new NotFoundError(messages.rightsNotFound);
    const [linked] = await tx
      .select({ levelId: levelRightsLinks.levelId })
      .from(levelRightsLinks)
      .where(eq(levelRightsLinks.rightsId, rightsId))
      .limit(1);
    if (linked) throw new BusinessError(messages.rightsDeleteLinked);
    await tx.delete(levelRights).where(eq(levelRights.rightsId, rightsId));
    await recordPlatformAction(tx, {
      actor,
      action: 'levelRights.delete',
      targetType: 'levelRights',
      targetId: String(rightsId),
      before: rightsOnWire(row),
      after: null,
      now,
    });
  });
  dropLocally(db, 'loyalty');
}

type LevelRecord = typeof levels.$inferSelect;
type LevelFields = Omit<PlatformLevelParam, 'levelId'>;

/**
 * Takes the level ladder's lock exclusively (levels.ts `LEVEL_LADDER_LOCK`; row locks cannot cover a level
 * another change is inserting at the same moment: two new ordinary levels at one threshold, or an edit
 * checking its neighbours without the level just added; and the growth credits wait), then locks every level, in the level order (ordinary ones by `seq`, then
 * id; then the paid plans). `NO KEY UPDATE`: a shopper's membership order holds its plan `KEY SHARE`
 * (the foreign key), which this does not wait for, so a level edit never holds up a purchase.
 */
async function lockLevels(tx: Database): Promise<LevelRecord[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LEVEL_LADDER_LOCK}))`);
  return tx
    .select()
    .from(levels)
    .orderBy(...levelOrder)
    .for('no key update');
}

/**
 * The kind decides the fields: an ordinary level a threshold and nothing of a plan's (status and order
 * too: it is always shown and ordered by growth, decisions/0104); a plan a price and a term, no threshold.
 */
function checkKindFields(levelType: number, change: LevelFields): void {
  if (levelType === LevelType.ordinary) {
    if (change.needGrowth === undefined || change.price !== undefined || change.termDays !== undefined)
      throw new BusinessError(messages.levelFieldsMismatch);
    if (change.status !== undefined || change.seq !== undefined)
      throw new BusinessError(messages.levelOrdinaryShown);
  } else if (change.needGrowth !== undefined || change.price === undefined || change.termDays === undefined)
    throw new BusinessError(messages.levelFieldsMismatch);
}

/**
 * The rights exist, read `KEY SHARE` (as the links' foreign key will): a right being deleted at the same
 * moment is either waited for and then missing (a 400 here, not a foreign key's 500) or waits for this
 * change and then sees the new link and refuses (decisions/0108).
 */
async function checkRights(tx: Database, rightsIds: readonly number[]): Promise<void> {
  if (rightsIds.length === 0) return;
  const found = await tx
    .select({ rightsId: levelRights.rightsId })
    .from(levelRights)
    .where(inArray(levelRights.rightsId, [...rightsIds]))
    .for('key share');
  if (found.length !== rightsIds.length) throw new BusinessError(messages.levelRightsUnknown);
}

async function linkRights(tx: Database, levelId: number, rightsIds: readonly number[]): Promise<void> {
  await tx.delete(levelRightsLinks).where(eq(levelRightsLinks.levelId, levelId));
  if (rightsIds.length > 0)
    await tx.insert(levelRightsLinks).values(rightsIds.map((rightsId) => ({ levelId, rightsId })));
}

async function levelRowOf(tx: Database, levelId: number): Promise<PlatformLevel | null> {
  return (await levelRows(tx)).find((l) => l.levelId === levelId) ?? null;
}

/** The members' stored levels follow the ordinary levels shown now (points' `regradeLevels`). */
async function regrade(tx: Database, now: Date): Promise<void> {
  await regradeLevels(tx, await ordinaryLevels(tx), now);
}

/**
 * Adds a level: an ordinary one (its threshold different from every other ordinary level's, so it takes
 * its place in the order by it: the ordinary levels' `seq` are renumbered by growth, and the members its
 * band reaches get it at once) or a paid plan (shown unless `status` 0, `seq` 0 unless given). Answers
 * its id.
 */
export async function createLevel(
  db: Database,
  actor: PlatformUser,
  change: PlatformLevelCreateParam,
  now: Date,
): Promise<number> {
  const levelId = await db.transaction(async (tx) => {
    const locked = await lockLevels(tx);
    const ordinary = change.levelType === LevelType.ordinary;
    checkKindFields(change.levelType, change);
    const chain = locked.filter((l) => l.levelType === LevelType.ordinary);
    if (ordinary && chain.some((l) => l.needGrowth === change.needGrowth))
      throw new BusinessError(messages.levelGrowthOrder);
    await checkRights(tx, change.rightsIds);
    const [row] = await tx
      .insert(levels)
      .values({
        levelType: change.levelType,
        nameZh: change.nameZh,
        nameEn: change.nameEn,
        ...(ordinary
          ? { needGrowth: change.needGrowth! }
          : {
              price: change.price!,
              termDays: change.termDays!,
              status: change.status ?? 1,
              seq: change.seq ?? 0,
            }),
      })
      .returning({ levelId: levels.levelId });
    const created = row!.levelId;
    if (ordinary) {
      const ladder = [...chain, { levelId: created, needGrowth: change.needGrowth!, seq: -1 }].sort(
        (a, b) => a.needGrowth - b.needGrowth,
      );
      for (const [i, level] of ladder.entries())
        if (level.seq !== i) await tx.update(levels).set({ seq: i }).where(eq(levels.levelId, level.levelId));
    }
    await linkRights(tx, created, change.rightsIds);
    if (ordinary) await regrade(tx, now);
    await recordPlatformAction(tx, {
      actor,
      action: 'level.create',
      targetType: 'level',
      targetId: String(created),
      before: null,
      after: await levelRowOf(tx, created),
      now,
    });
    return created;
  });
  dropLocally(db, 'loyalty');
  return levelId;
}

/**
 * Deletes a level (decisions/0104). A paid plan that was ever bought (a membership order names it) or
 * that a member holds is refused: hide it instead. The lowest ordinary level is every member's floor and
 * stays; another ordinary one goes, and its members fall to the level their growth reaches without it.
 */
export async function deleteLevel(
  db: Database,
  actor: PlatformUser,
  levelId: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockLevels(tx);
    const level = locked.find((l) => l.levelId === levelId);
    if (!level) throw new NotFoundError(messages.levelNotFound);
    const ordinary = level.levelType === LevelType.ordinary;
    // The row itself FOR UPDATE: a membership order being placed for it (its KEY SHARE) commits first, so
    // the check below sees that order and refuses, rather than the delete failing on the foreign key.
    await tx
      .select({ levelId: levels.levelId })
      .from(levels)
      .where(eq(levels.levelId, levelId))
      .for('update');
    if (ordinary) {
      const chain = locked.filter((l) => l.levelType === LevelType.ordinary);
      if (chain[0]?.levelId === levelId) throw new BusinessError(messages.levelDeleteLowest);
    } else {
      const [bought] = await tx
        .select({ orderId: memberOrders.orderId })
        .from(memberOrders)
        .where(eq(memberOrders.levelId, levelId))
        .limit(1);
      const [held] = await tx
        .select({ userId: userPoints.userId })
        .from(userPoints)
        .where(eq(userPoints.paidLevelId, levelId))
        .limit(1);
      if (bought || held) throw new BusinessError(messages.levelDeleteBought);
    }
    const before = await levelRowOf(tx, levelId);
    // Its rights' links go with it (on delete cascade).
    await tx.delete(levels).where(eq(levels.levelId, levelId));
    if (ordinary) await regrade(tx, now);
    await recordPlatformAction(tx, {
      actor,
      action: 'level.delete',
      targetType: 'level',
      targetId: String(levelId),
      before,
      after: null,
      now,
    });
  });
  dropLocally(db, 'loyalty');
}

/**
 * Edits one level: names, an ordinary level's growth threshold (strictly between its neighbours' in the
 * level order: `seq`, then id; the members' stored levels follow) or a paid plan's price, term, status and
 * order, and the rights it links. The levels are locked first, so two edits at once cannot both pass the
 * order check.
 */
export async function updateLevel(
  db: Database,
  actor: PlatformUser,
  change: PlatformLevelParam,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockLevels(tx);
    const level = locked.find((l) => l.levelId === change.levelId);
    if (!level) throw new NotFoundError(messages.levelNotFound);
    const ordinary = level.levelType === LevelType.ordinary;
    checkKindFields(level.levelType, change);
    if (ordinary) {
      const chain = locked.filter((l) => l.levelType === LevelType.ordinary);
      const at = chain.findIndex((l) => l.levelId === level.levelId);
      const previous = chain[at - 1];
      const next = chain[at + 1];
      if (
        (previous && previous.needGrowth >= change.needGrowth!) ||
        (next && next.needGrowth <= change.needGrowth!)
      )
        throw new BusinessError(messages.levelGrowthOrder);
    }
    await checkRights(tx, change.rightsIds);
    const before = (await levelRowOf(tx, level.levelId))!;
    await tx
      .update(levels)
      .set({
        nameZh: change.nameZh,
        nameEn: change.nameEn,
        ...(ordinary
          ? { needGrowth: change.needGrowth! }
          : {
              price: change.price!,
              termDays: change.termDays!,
              ...(change.status === undefined ? {} : { status: change.status }),
              ...(change.seq === undefined ? {} : { seq: change.seq }),
            }),
      })
      .where(eq(levels.levelId, level.levelId));
    await linkRights(tx, level.levelId, change.rightsIds);
    if (ordinary && change.needGrowth !== level.needGrowth) await regrade(tx, now);
    const after = (await levelRowOf(tx, level.levelId))!;
    await recordPlatformAction(tx, {
      actor,
      action: 'level.update',
      targetType: 'level',
      targetId: String(level.levelId),
      before,
      after,
      now,
    });
  });
  dropLocally(db, 'loyalty');
}
