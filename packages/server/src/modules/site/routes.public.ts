// GET /webConfig/getPcWebConfig: the site configuration of spec section 3 (Chinese and English values
// side by side, as the contract names them), from the site_config table, through the hot cache (area
// `site`, dropped by any change of the table: lib/cache.ts, decisions/0039).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pcWebConfigKeys, PcWebConfig } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { HotCache } from '../../lib/cache.ts';
import { siteConfig } from './tables.ts';

export async function readPcWebConfig(db: Database): Promise<PcWebConfig> {
  const rows = await db.select({ key: siteConfig.key, value: siteConfig.value }).from(siteConfig);
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(pcWebConfigKeys.map((key) => [key, byKey.get(key) ?? ''])) as PcWebConfig;
}

export const siteRoutes: FastifyPluginAsyncZod<{ db: Database; cache: HotCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    '/webConfig/getPcWebConfig',
    {
      schema: {
        tags: ['site'],
        summary: 'Site configuration (PC)',
        response: { 200: PcWebConfig },
      },
    },
    () => cache.get('site', 'pcWebConfig', () => readPcWebConfig(db)),
  );
};
