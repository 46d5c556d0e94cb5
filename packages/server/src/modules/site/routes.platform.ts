// The platform console's site configuration (issue 18 item 2, decisions/0082), inside the platform scope:
// GET /platform/webConfig (area `site`, read) answers the fields of spec section 3 as stored (not through
// the hot cache: the console edits what is there), PUT (area `site`, write) takes them all (service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Flag, PcWebConfig, platformAreaRoles, PlatformWebConfigParam } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { requireRole } from '../platform/auth.ts';
import { readPcWebConfig } from './routes.public.ts';
import { saveWebConfig } from './service.ts';

const tags = ['platform'];
const security = [{ platformBearer: [] }];

export const sitePlatformRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/platform/webConfig',
    {
      config: { platformRoles: platformAreaRoles.site.read },
      schema: {
        tags,
        summary: 'The site configuration (spec section 3) as stored (every platform role)',
        security,
        response: { 200: PcWebConfig },
      },
    },
    (request) => {
      requireRole(request, platformAreaRoles.site.read);
      return readPcWebConfig(db);
    },
  );

  app.put(
    '/platform/webConfig',
    {
      config: { platformRoles: platformAreaRoles.site.write },
      schema: {
        tags,
        summary:
          'Changes the site configuration, whole (admin, operator): the storefront shows it from the next request on every instance; a new logo or favicon must be an upload of the platform',
        security,
        body: PlatformWebConfigParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const actor = requireRole(request, platformAreaRoles.site.write);
      await saveWebConfig(db, actor, request.body, new Date(now()));
      return true;
    },
  );
};
