// Home page content: notices, banners (`/indexImgs`) and hot search words, in the request's language.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDate, messages, type Locale } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { PageQuery, pageOf, toPage } from '../../plugins/paging.ts';
import { choice, localized, requiredId } from '../catalog/query.ts';
import { hotSearches, indexImgs, notices } from './tables.ts';

const tags = ['home'];

const Notice = z
  .object({
    id: z.number().int(),
    shopId: z.number().int().nullable(),
    title: z.string(),
    content: z.string(),
    isTop: z.number().int(),
    publishTime: z.string().meta({ description: 'YYYY-MM-DD hh:mm:ss, China time' }),
  })
  .meta({ id: 'Notice' });

const IndexImg = z
  .object({
    id: z.number().int(),
    imgUrl: z.string(),
    title: z.string(),
    seq: z.number().int(),
    type: z.number().int().meta({ description: '0 links to the product `relation`, -1 no link' }),
    relation: z.number().int().nullable(),
  })
  .meta({ id: 'IndexImg', description: 'A home banner' });

const HotSearch = z
  .object({ hotSearchId: z.number().int(), title: z.string(), content: z.string(), seq: z.number().int() })
  .meta({ id: 'HotSearch' });

type NoticeRow = typeof notices.$inferSelect;
const toNotice = (row: NoticeRow, locale: Locale) => ({
  id: row.id,
  shopId: row.shopId,
  title: localized(locale, row.titleZh, row.titleEn),
  content: localized(locale, row.contentZh, row.contentEn),
  isTop: row.isTop,
  publishTime: formatDate(row.publishTime),
});

const published: SQL = eq(notices.status, 1);

export const noticeRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/shop/notice/topNoticeList',
    { schema: { tags, summary: 'Pinned notices (the home ticker)', response: { 200: z.array(Notice) } } },
    async (request) => {
      const rows = await db
        .select()
        .from(notices)
        .where(and(published, eq(notices.isTop, 1)))
        .orderBy(desc(notices.publishTime), desc(notices.id))
        .limit(10);
      return rows.map((row) => toNotice(row, request.locale));
    },
  );

  app.get(
    '/shop/notice/noticeList',
    {
      schema: {
        tags,
        summary: 'All notices, pinned first, then latest first (paged)',
        querystring: PageQuery,
        response: { 200: pageOf(Notice) },
      },
    },
    async (request) => {
      const { current, size } = request.query;
      const [totalRow] = await db.select({ total: count() }).from(notices).where(published);
      const rows = await db
        .select()
        .from(notices)
        .where(published)
        .orderBy(desc(notices.isTop), desc(notices.publishTime), desc(notices.id))
        .limit(size)
        .offset((current - 1) * size);
      return toPage(
        rows.map((row) => toNotice(row, request.locale)),
        totalRow?.total ?? 0,
        { current, size },
      );
    },
  );

  app.get(
    '/shop/notice/info/:id',
    {
      schema: {
        tags,
        summary: 'One notice',
        params: z.object({ id: requiredId }),
        response: { 200: Notice },
      },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(notices)
        .where(and(published, eq(notices.id, request.params.id)))
        .limit(1);
      if (!row) throw new BusinessError(messages.noticeNotFound);
      return toNotice(row, request.locale);
    },
  );

  app.get(
    '/indexImgs',
    {
      schema: {
        tags,
        summary: 'Home banners (imgType 1 PC, 0 mobile; absent: all)',
        querystring: z.object({ imgType: choice([-1, 0, 1], -1, messages.invalid) }),
        response: { 200: z.array(IndexImg) },
      },
    },
    async (request) => {
      const { imgType } = request.query;
      const rows = await db
        .select()
        .from(indexImgs)
        .where(and(eq(indexImgs.status, 1), imgType >= 0 ? eq(indexImgs.imgType, imgType) : undefined))
        .orderBy(asc(indexImgs.seq), asc(indexImgs.id));
      return rows.map((row) => ({
        id: row.id,
        // The drawn demo banners carry text: their link names the page's language (catalog/images.ts).
        imgUrl: row.imgUrl.startsWith('/api/img/') ? `${row.imgUrl}?lang=${request.locale}` : row.imgUrl,
        title: localized(request.locale, row.titleZh, row.titleEn),
        seq: row.seq,
        type: row.type,
        relation: row.relation,
      }));
    },
  );

  app.get(
    '/search/hotSearch',
    { schema: { tags, summary: 'Popular search words', response: { 200: z.array(HotSearch) } } },
    async (request) => {
      const rows = await db
        .select()
        .from(hotSearches)
        .where(eq(hotSearches.status, 1))
        .orderBy(asc(hotSearches.seq), asc(hotSearches.hotSearchId))
        .limit(20);
      return rows.map((row) => {
        const title = localized(request.locale, row.titleZh, row.titleEn);
        return { hotSearchId: row.hotSearchId, title, content: title, seq: row.seq };
      });
    },
  );
};
