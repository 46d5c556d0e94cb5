// The platform console's home content (issue 18 item 3, decisions/0085), in the platform scope: banners
// (/platform/indexImg), the mall's notices (/platform/notice) and hot search words (/platform/hotSearch).
// Area `content` of the roles table (domain platformConsole.ts): every platform role reads, admin and
// operator change. Each change is one transaction with its audit row (content.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  Flag,
  Int,
  platformAreaRoles,
  PlatformContentIdQuery,
  PlatformHotSearchIdQuery,
  PlatformHotSearchList,
  PlatformHotSearchParam,
  PlatformHotSearchUpdateParam,
  PlatformIndexImgPage,
  PlatformIndexImgPageQuery,
  PlatformIndexImgParam,
  PlatformIndexImgUpdateParam,
  PlatformNotice,
  PlatformNoticePage,
  PlatformNoticePageQuery,
  PlatformNoticeParam,
  PlatformNoticeUpdateParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { Clock } from '../../plugins/stores.ts';
import { recordPlatformAction } from '../platform/audit.ts';
import { requireRole } from '../platform/auth.ts';
import {
  createHotSearch,
  createIndexImg,
  createNotice,
  deleteHotSearch,
  deleteIndexImg,
  deleteNotice,
  hotSearchList,
  indexImgPage,
  noticeInfo,
  noticePage,
  updateHotSearch,
  updateIndexImg,
  updateNotice,
  type RecordAction,
} from './content.ts';

const tags = ['platform'];
const security = [{ platformBearer: [] }];
const roles = platformAreaRoles.content;

export const contentPlatformRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  /** The signed-in account may change the content: its audit writer, at the server's clock. */
  const writer = (request: FastifyRequest): { record: RecordAction; at: Date } => {
    const actor = requireRole(request, roles.write);
    const at = new Date(now());
    return { at, record: (tx, entry) => recordPlatformAction(tx, { ...entry, actor, now: at }) };
  };

  // --- Banners ---

  app.get(
    '/platform/indexImg/page',
    {
      config: { platformRoles: roles.read },
      schema: {
        tags,
        summary: 'The home banners (imgType 1 PC, 0 mobile, -1 both), by order then id',
        security,
        querystring: PlatformIndexImgPageQuery,
        response: { 200: PlatformIndexImgPage },
      },
    },
    (request) => {
      requireRole(request, roles.read);
      return indexImgPage(db, request.query);
    },
  );

  app.post(
    '/platform/indexImg',
    {
      config: { platformRoles: roles.write },
      schema: {
        tags,
        summary: 'Adds a home banner (admin, operator); answers its id',
        security,
        body: PlatformIndexImgParam,
        response: { 200: Int },
      },
    },
    (request) => {
      const { record, at } = writer(request);
      return createIndexImg(db, request.body, record, at);
    },
  );

  app.put(
    '/platform/indexImg',
    {
      config: { notFound: true, platformRoles: roles.write },
      schema: {
        tags,
        summary: 'Changes a home banner (admin, operator)',
        security,
        body: PlatformIndexImgUpdateParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { record, at } = writer(request);
      await updateIndexImg(db, request.body, record, at);
      return true;
    },
  );

  app.delete(
    '/platform/indexImg',
    {
      config: { notFound: true, platformRoles: roles.write },
      schema: {
        tags,
        summary: 'Deletes a home banner (admin, operator)',
        security,
        querystring: PlatformContentIdQuery,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await deleteIndexImg(db, request.query.id, writer(request).record);
      return true;
    },
  );

  // --- Notices ---

  app.get(
    '/platform/notice/page',
    {
      config: { platformRoles: roles.read },
      schema: {
        tags,
        summary: "The mall's notices (title part, status 1, 0 or -1 all), pinned first, then newest first",
        security,
        querystring: PlatformNoticePageQuery,
        response: { 200: PlatformNoticePage },
      },
    },
    (request) => {
      requireRole(request, roles.read);
      return noticePage(db, request.query);
    },
  );

  app.get(
    '/platform/notice/info',
    {
      config: { notFound: true, platformRoles: roles.read },
      schema: {
        tags,
        summary: "One of the mall's notices, both languages, its content as stored",
        security,
        querystring: PlatformContentIdQuery,
        response: { 200: PlatformNotice },
      },
    },
    (request) => {
      requireRole(request, roles.read);
      return noticeInfo(db, request.query.id);
    },
  );

  app.post(
    '/platform/notice',
    {
      config: { platformRoles: roles.write },
      schema: {
        tags,
        summary: 'Publishes a notice of the mall (admin, operator); answers its id',
        security,
        body: PlatformNoticeParam,
        response: { 200: Int },
      },
    },
    (request) => {
      const { record, at } = writer(request);
      return createNotice(db, request.body, at, record);
    },
  );

  app.put(
    '/platform/notice',
    {
      config: { notFound: true, platformRoles: roles.write },
      schema: {
        tags,
        summary: 'Changes a notice of the mall (admin, operator)',
        security,
        body: PlatformNoticeUpdateParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { record, at } = writer(request);
      await updateNotice(db, request.body, record, at);
      return true;
    },
  );

  app.delete(
    '/platform/notice',
    {
      config: { notFound: true, platformRoles: roles.write },
      schema: {
        tags,
        summary: 'Deletes a notice of the mall (admin, operator)',
        security,
        querystring: PlatformContentIdQuery,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await deleteNotice(db, request.query.id, writer(request).record);
      return true;
    },
  );

  // --- Hot search words ---

  app.get(
    '/platform/hotSearch/list',
    {
      config: { platformRoles: roles.read },
      schema: {
        tags,
        summary: 'Every hot search word, shown or not, by order then id',
        security,
        response: { 200: PlatformHotSearchList },
      },
    },
    (request) => {
      requireRole(request, roles.read);
      return hotSearchList(db);
    },
  );

  app.post(
    '/platform/hotSearch',
    {
      config: { platformRoles: roles.write },
      schema: {
        tags,
        summary: 'Adds a hot search word (admin, operator); answers its id',
        security,
        body: PlatformHotSearchParam,
        response: { 200: Int },
      },
    },
    (request) => createHotSearch(db, request.body, writer(request).record),
  );

  app.put(
    '/platform/hotSearch',
    {
      config: { notFound: true, platformRoles: roles.write },
      schema: {
        tags,
        summary: 'Changes a hot search word (admin, operator)',
        security,
        body: PlatformHotSearchUpdateParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await updateHotSearch(db, request.body, writer(request).record);
      return true;
    },
  );

  app.delete(
    '/platform/hotSearch',
    {
      config: { notFound: true, platformRoles: roles.write },
      schema: {
        tags,
        summary: 'Deletes a hot search word (admin, operator)',
        security,
        querystring: PlatformHotSearchIdQuery,
        response: { 200: Flag },
      },
    },
    async (request) => {
      await deleteHotSearch(db, request.query.hotSearchId, writer(request).record);
      return true;
    },
  );
};
