// The platform console's members (issue 18 item 6, decisions/0083), inside the platform scope: the list,
// the detail, the two ledgers (area `members`, read), and disabling/enabling and the manual points and
// balance adjustments (area `members`, write), each one transaction with its audit row (service.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PlatformMemberBalanceParam,
  PlatformMemberChanged,
  PlatformMemberInfo,
  PlatformMemberInfoQuery,
  PlatformMemberLogPage,
  PlatformMemberLogQuery,
  PlatformMemberPage,
  PlatformMemberQuery,
  PlatformMemberScoreParam,
  PlatformMemberStatusParam,
  platformAreaRoles,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { requireRole } from '../platform/auth.ts';
import {
  adjustMemberBalance,
  adjustMemberScore,
  balanceLogPage,
  memberInfo,
  memberPage,
  scoreLogPage,
  setMemberStatus,
} from './service.ts';

const tags = ['platform'];
const security = [{ platformBearer: [] }];
const { read, write } = platformAreaRoles.members;

export const memberPlatformRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/platform/user/page',
    {
      config: { platformRoles: read },
      schema: {
        tags,
        summary:
          'The members, newest first: a word matching the nickname, mobile or user id, the status, the registration days (admin, operator)',
        security,
        querystring: PlatformMemberQuery,
        response: { 200: PlatformMemberPage },
      },
    },
    async (request) => {
      requireRole(request, read);
      return memberPage(db, request.query, request.locale);
    },
  );

  app.get(
    '/platform/user/info',
    {
      config: { notFound: true, platformRoles: read },
      schema: {
        tags,
        summary:
          'One member: profile, level and growth, paid membership, points, balance, order counts and latest orders (admin, operator)',
        security,
        querystring: PlatformMemberInfoQuery,
        response: { 200: PlatformMemberInfo },
      },
    },
    async (request) => {
      requireRole(request, read);
      return memberInfo(db, request.query.userId, new Date(now()), request.locale);
    },
  );

  app.get(
    '/platform/user/scoreLog/page',
    {
      config: { notFound: true, platformRoles: read },
      schema: {
        tags,
        summary: "A member's points ledger, newest first (admin, operator)",
        security,
        querystring: PlatformMemberLogQuery,
        response: { 200: PlatformMemberLogPage },
      },
    },
    async (request) => {
      requireRole(request, read);
      return scoreLogPage(db, request.query.userId, request.query);
    },
  );

  app.get(
    '/platform/user/balanceLog/page',
    {
      config: { notFound: true, platformRoles: read },
      schema: {
        tags,
        summary: "A member's balance ledger (fen), newest first (admin, operator)",
        security,
        querystring: PlatformMemberLogQuery,
        response: { 200: PlatformMemberLogPage },
      },
    },
    async (request) => {
      requireRole(request, read);
      return balanceLogPage(db, request.query.userId, request.query);
    },
  );

  app.put(
    '/platform/user/status',
    {
      config: { notFound: true, platformRoles: write },
      schema: {
        tags,
        summary:
          "Enables (1) or disables (0) a member (admin, operator): a disabled member's tokens stop working at once and the login refuses it",
        security,
        body: PlatformMemberStatusParam,
        response: { 200: PlatformMemberChanged },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      await setMemberStatus(db, actor, request.body, new Date(now()));
      return true;
    },
  );

  app.put(
    '/platform/user/score',
    {
      config: { notFound: true, platformRoles: write },
      schema: {
        tags,
        summary:
          "Adds or takes a member's points with a reason (admin, operator): a ledger row 'platform adjustment'; never below zero",
        security,
        body: PlatformMemberScoreParam,
        response: { 200: PlatformMemberChanged },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      await adjustMemberScore(db, actor, request.body, new Date(now()));
      return true;
    },
  );

  app.put(
    '/platform/user/balance',
    {
      config: { notFound: true, platformRoles: write },
      schema: {
        tags,
        summary:
          "Adds or takes fen of a member's balance with a reason (admin, operator): a ledger row 'platform adjustment'; never below zero",
        security,
        body: PlatformMemberBalanceParam,
        response: { 200: PlatformMemberChanged },
      },
    },
    async (request) => {
      const actor = requireRole(request, write);
      await adjustMemberBalance(db, actor, request.body, new Date(now()));
      return true;
    },
  );
};
