// The platform console's loyalty rules (issue 18 item 5, decisions/0095): reading and changing the points
// rules (the one settings row) and the levels with their rights. Each change is one transaction with its
// audit row (before and after). The hot cache's `loyalty` area: the triggers of the migration
// `loyalty_cache` drop it in every process on each committed change of these tables (decisions/0039), but
// that message arrives a moment later, so this process drops its copy at once after the commit
// (`dropLocally`, as the member status does): the very next sign-in reads the new rules.
import { asc, eq, inArray } from 'drizzle-orm';
import {
  LevelType,
  messages,
  type PlatformLevel,
  type PlatformLevelList,
  type PlatformLevelParam,
  type PlatformLoyaltySettings,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { dropLocally } from '../../lib/cache.ts';
import { BusinessError, NotFoundError } from '../../plugins/errors.ts';
import { recordPlatformAction } from '../platform/audit.ts';
import type { PlatformUser } from '../platform/auth.ts';
import { DEFAULT_SETTINGS } from './levels.ts';
import { levelRights, levelRightsLinks, levels, loyaltySettings } from './tables.ts';

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
    rightsIds: links.filter((l) => l.levelId === r.levelId).map((l) => l.rightsId),
  }));
}

/** Every level (ordinary ones in their order, then the paid plans) and every right. */
export async function platformLevelList(db: Database): Promise<PlatformLevelList> {
  const rights = await db.select().from(levelRights).orderBy(asc(levelRights.seq), asc(levelRights.rightsId));
  return {
    levels: await levelRows(db),
    rights: rights.map((r) => ({
      rightsId: r.rightsId,
      nameZh: r.nameZh,
      nameEn: r.nameEn,
      descriptionZh: r.descriptionZh,
      descriptionEn: r.descriptionEn,
      discountPercent: r.discountPercent,
      freeShipping: r.freeShipping,
      signInScore: r.signInScore,
    })),
  };
}

/**
 * Edits one level: names, an ordinary level's growth threshold (strictly between its neighbours' in the
 * level order: `seq`, then id) or a paid plan's price and term, and the rights it links. The levels are
 * locked first, so two edits at once cannot both pass the order check.
 */
export async function updateLevel(
  db: Database,
  actor: PlatformUser,
  change: PlatformLevelParam,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(levels)
      .orderBy(...levelOrder)
      .for('update');
    const level = locked.find((l) => l.levelId === change.levelId);
    if (!level) throw new NotFoundError(messages.levelNotFound);
    const ordinary = level.levelType === LevelType.ordinary;
    if (
      ordinary
        ? change.needGrowth === undefined || change.price !== undefined || change.termDays !== undefined
        : change.needGrowth !== undefined || change.price === undefined || change.termDays === undefined
    )
      throw new BusinessError(messages.levelFieldsMismatch);
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
    if (change.rightsIds.length > 0) {
      const found = await tx
        .select({ rightsId: levelRights.rightsId })
        .from(levelRights)
        .where(inArray(levelRights.rightsId, change.rightsIds));
      if (found.length !== change.rightsIds.length) throw new BusinessError(messages.levelRightsUnknown);
    }
    const before = (await levelRows(tx)).find((l) => l.levelId === level.levelId)!;
    await tx
      .update(levels)
      .set({
        nameZh: change.nameZh,
        nameEn: change.nameEn,
        ...(ordinary
          ? { needGrowth: change.needGrowth! }
          : { price: change.price!, termDays: change.termDays! }),
      })
      .where(eq(levels.levelId, level.levelId));
    await tx.delete(levelRightsLinks).where(eq(levelRightsLinks.levelId, level.levelId));
    if (change.rightsIds.length > 0)
      await tx
        .insert(levelRightsLinks)
        .values(change.rightsIds.map((rightsId) => ({ levelId: level.levelId, rightsId })));
    const after = (await levelRows(tx)).find((l) => l.levelId === level.levelId)!;
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
