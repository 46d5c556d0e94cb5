// The site configuration's change (issue 18 item 2, decisions/0082): PUT /platform/webConfig writes every
// field of spec section 3 in one transaction with its audit row (before and after), under the rows' locks
// so two saves never interleave. A logo or favicon that changes must be an upload of the platform (POST
// /platform/file/upload; else the field's message and nothing changes); one left as it is passes (the
// seeded `/site/logo.svg` and `/favicon.ico` too). The storefront's cached answer (area `site`) is dropped
// by the table's trigger on every instance (drizzle/0016_cache_triggers.sql) and on this one at once.
import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, pcWebConfigKeys, type PcWebConfig, type PlatformWebConfigParam } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { dropLocally } from '../../lib/cache.ts';
import { claimPlatformUploads } from '../file/service.ts';
import { recordPlatformAction } from '../platform/audit.ts';
import type { PlatformUser } from '../platform/auth.ts';
import { readPcWebConfig } from './routes.public.ts';
import { siteConfig } from './tables.ts';

type WebConfigInput = z.output<typeof PlatformWebConfigParam>;

/** PUT /platform/webConfig: all fields, one transaction with the audit row `site.webConfig`. */
export async function saveWebConfig(
  db: Database,
  actor: PlatformUser,
  input: WebConfigInput,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Locks the rows: a concurrent save waits and then records this one's values as its `before`.
    await tx
      .select({ key: siteConfig.key })
      .from(siteConfig)
      .where(inArray(siteConfig.key, [...pcWebConfigKeys]))
      .for('update');
    const before = await readPcWebConfig(tx);
    if (input.pcLogoImg !== before.pcLogoImg && input.pcLogoImg !== '') {
      await claimPlatformUploads(tx, [input.pcLogoImg], messages.siteLogoInvalid, at);
    }
    if (input.pcTitleImg !== before.pcTitleImg && input.pcTitleImg !== '') {
      await claimPlatformUploads(tx, [input.pcTitleImg], messages.siteFaviconInvalid, at);
    }
    const after: PcWebConfig = { ...input };
    await tx
      .insert(siteConfig)
      .values(pcWebConfigKeys.map((key) => ({ key, value: after[key], updatedAt: at })))
      .onConflictDoUpdate({
        target: siteConfig.key,
        set: { value: sql`excluded.value`, updatedAt: at },
      });
    await recordPlatformAction(tx, {
      actor,
      action: 'site.webConfig',
      targetType: 'site',
      targetId: 'pcWebConfig',
      before,
      after,
      now: at,
    });
  });
  dropLocally(db, 'site');
}
