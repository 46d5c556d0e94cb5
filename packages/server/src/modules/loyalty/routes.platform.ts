// The platform console's loyalty rules (issue 18 item 5, decisions/0095), inside the platform scope: the
// points rules and the levels with their rights (area `marketing`: everyone reads, admin and operator
// change), each change one transaction with its audit row (platform.ts); adding and deleting levels and a
// paid plan's status and order: decisions/0104.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PlatformLevelCreated,
  PlatformLevelCreateParam,
  PlatformLevelIdQuery,
  PlatformLevelList,
  PlatformLevelParam,
  PlatformLoyaltyChanged,
  PlatformLoyaltySettings,
  platformAreaRoles,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { requireRole } from '../platform/auth.ts';
import {
  createLevel,
  deleteLevel,
  platformLevelList,
  platformLoyaltySettings,
  updateLevel,
  updateLoyaltySettings,
} from './platform.ts';

const tags = ['platform'];
const security = [{ platformBearer: [] }];
const { read, write } = platformAreaRoles.marketing;

export const loyaltyPlatformRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/platform/loyalty/settings',
    {
      config: { platformRoles: read },
      schema: {
        tags,
        summary:
          'The points rules: earning and growth units (fen), the sign-in switch, the 7 days’ sign-in points and growth (everyone)',
        security,
        response: { 200: PlatformLoyaltySettings },
      },
    },
    async (request) => {
      requireRole(request, read);
      return platformLoyaltySettings(db);
    },
  );

  app.put(
    '/platform/loyalty/settings',
    {
      config: { platformRoles: write },
      schema: {
        tags,
        summary: 'Replaces the points rules (admin, operator); the next sign-in and order earn by them',
        security,
        body: PlatformLoyaltySettings,
        response: { 200: PlatformLoyaltyChanged },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      await updateLoyaltySettings(db, actor, request.body, new Date(now()));
      return true;
    },
  );

  app.get(
    '/platform/level/list',
    {
      config: { platformRoles: read },
      schema: {
        tags,
        summary:
          'Every level (ordinary ones in their order, then the paid plans) with the rights they link, and every right, both languages (everyone)',
        security,
        response: { 200: PlatformLevelList },
      },
    },
    async (request) => {
      requireRole(request, read);
      return platformLevelList(db);
    },
  );

  app.put(
    '/platform/level',
    {
      config: { platformRoles: write },
      schema: {
        tags,
        summary:
          "Edits one level (admin, operator): names, an ordinary level's growth threshold (strictly increasing in the level order) or a paid plan's price (fen), term, status (0 hidden: not sold) and order, its rights",
        security,
        body: PlatformLevelParam,
        response: { 200: PlatformLoyaltyChanged },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      await updateLevel(db, actor, request.body, new Date(now()));
      return true;
    },
  );

  app.post(
    '/platform/level',
    {
      config: { platformRoles: write },
      schema: {
        tags,
        summary:
          'Adds an ordinary level (its growth threshold takes its place in the order) or a paid plan (price in fen, term, status, order) with its rights (admin, operator); answers its id',
        security,
        body: PlatformLevelCreateParam,
        response: { 200: PlatformLevelCreated },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      return createLevel(db, actor, request.body, new Date(now()));
    },
  );

  app.delete(
    '/platform/level',
    {
      config: { platformRoles: write },
      schema: {
        tags,
        summary:
          'Deletes a level (admin, operator): not a paid plan ever bought (hide it) nor the lowest ordinary level; the members of a deleted ordinary level fall to the one their growth reaches',
        security,
        querystring: PlatformLevelIdQuery,
        response: { 200: PlatformLoyaltyChanged },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      await deleteLevel(db, actor, request.query.levelId, new Date(now()));
      return true;
    },
  );
};
