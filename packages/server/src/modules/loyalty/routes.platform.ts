// The platform console's loyalty rules (issue 18 item 5, decisions/0095), inside the platform scope: the
// points rules and the levels with their rights (area `marketing`: everyone reads, admin and operator
// change), each change one transaction with its audit row (platform.ts); adding and deleting levels and a
// paid plan's status and order: decisions/0104; a right's own fields: decisions/0108.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PlatformLevelCreated,
  PlatformLevelCreateParam,
  PlatformLevelIdQuery,
  PlatformLevelList,
  PlatformLevelParam,
  PlatformLevelRightsCreated,
  PlatformLevelRightsCreateParam,
  PlatformLevelRightsIdQuery,
  PlatformLevelRightsParam,
  PlatformLoyaltyChanged,
  PlatformLoyaltySettings,
  platformAreaRoles,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { requireRole } from '../platform/auth.ts';
import {
  createLevel,
  createLevelRights,
  deleteLevel,
  deleteLevelRights,
  platformLevelList,
  platformLoyaltySettings,
  updateLevel,
  updateLevelRights,
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
      config: { notFound: true, platformRoles: write },
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
      config: { notFound: true, platformRoles: write },
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

  app.post(
    '/platform/levelRights',
    {
      config: { platformRoles: write },
      schema: {
        tags,
        summary:
          'Adds a level right (admin, operator): names and descriptions in both languages, member price as percent paid (or null), free shipping, extra sign-in points, order; answers its id',
        security,
        body: PlatformLevelRightsCreateParam,
        response: { 200: PlatformLevelRightsCreated },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      return createLevelRights(db, actor, request.body, new Date(now()));
    },
  );

  app.put(
    '/platform/levelRights',
    {
      config: { notFound: true, platformRoles: write },
      schema: {
        tags,
        summary:
          'Edits one level right (admin, operator); the levels that give it give the new text, member price, free shipping and sign-in points at once',
        security,
        body: PlatformLevelRightsParam,
        response: { 200: PlatformLoyaltyChanged },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      await updateLevelRights(db, actor, request.body, new Date(now()));
      return true;
    },
  );

  app.delete(
    '/platform/levelRights',
    {
      config: { notFound: true, platformRoles: write },
      schema: {
        tags,
        summary:
          'Deletes a level right no level gives (admin, operator); a linked one is refused: remove it from its levels first',
        security,
        querystring: PlatformLevelRightsIdQuery,
        response: { 200: PlatformLoyaltyChanged },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      await deleteLevelRights(db, actor, request.query.rightsId, new Date(now()));
      return true;
    },
  );
};
