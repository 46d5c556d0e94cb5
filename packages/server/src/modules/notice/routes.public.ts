// Home page content: notices, banners (`/indexImgs`) and hot search words, in the request's language.
// A notice is shown from its publish time on (the platform may set a later one, decisions/0085); the
// cached ticker follows within the cache's TTL once that time comes.
// What every home page asks for (pinned notices, banners, hot words) goes through the hot cache (area
// `site`, dropped by any change of these tables: lib/cache.ts, decisions/0039).
import { and, asc, count, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formatDate,
  HotSearchList,
  IndexImgList,
  IndexImgQuery,
  messages,
  Notice,
  NoticeIdParams,
  NoticeList,
  NoticePage,
  PageQuery,
  type Locale,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import type { HotCache } from '../../lib/cache.ts';
import type { Clock } from '../../plugins/stores.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { toPage } from '../../plugins/paging.ts';
import { localized } from '../../lib/text.ts';
import { hotSearches, indexImgs, notices } from './tables.ts';

const tags = ['home'];

type NoticeRow = typeof notices.$inferSelect;
const toNotice = (row: NoticeRow, locale: Locale) => ({
  id: row.id,
  shopId: row.shopId,
  title: localized(locale, row.titleZh, row.titleEn),
  content: localized(locale, row.contentZh, row.contentEn),
  isTop: row.isTop,
  publishTime: formatDate(row.publishTime),
});

/** Published and its publish time come. */
const published = (now: number): SQL =>
  and(eq(notices.status, 1), lte(notices.publishTime, new Date(now))) as SQL;

export const noticeRoutes: FastifyPluginAsyncZod<{ db: Database; cache: HotCache; now: Clock }> = async (
  app,
  { db, cache, now },
) => {
  app.get(
    '/shop/notice/topNoticeList',
    { schema: { tags, summary: 'Pinned notices (the home ticker)', response: { 200: NoticeList } } },
    (request) =>
      cache.get('site', `topNotices:${request.locale}`, async () => {
        const rows = await db
          .select()
          .from(notices)
          .where(and(published(now()), eq(notices.isTop, 1)))
          .orderBy(desc(notices.publishTime), desc(notices.id))
          .limit(10);
        return rows.map((row) => toNotice(row, request.locale));
      }),
  );

  app.get(
    '/shop/notice/noticeList',
    {
      schema: {
        tags,
        summary: 'All notices, pinned first, then latest first (paged)',
        querystring: PageQuery,
        response: { 200: NoticePage },
      },
    },
    async (request) => {
      const { current, size } = request.query;
      const shown = published(now());
      const [totalRow] = await db.select({ total: count() }).from(notices).where(shown);
      const rows = await db
        .select()
        .from(notices)
        .where(shown)
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
        params: NoticeIdParams,
        response: { 200: Notice },
      },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(notices)
        .where(and(published(now()), eq(notices.id, request.params.id)))
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
        querystring: IndexImgQuery,
        response: { 200: IndexImgList },
      },
    },
    (request) => {
      const { imgType } = request.query;
      return cache.get('site', `indexImgs:${request.locale}:${imgType}`, () =>
        banners(request.locale, imgType),
      );
    },
  );

  const banners = async (locale: Locale, imgType: number) => {
    const rows = await db
      .select()
      .from(indexImgs)
      .where(and(eq(indexImgs.status, 1), imgType >= 0 ? eq(indexImgs.imgType, imgType) : undefined))
      .orderBy(asc(indexImgs.seq), asc(indexImgs.id));
    return rows.map((row) => ({
      id: row.id,
      // The drawn demo banners carry text: their link names the page's language (catalog/images.ts).
      imgUrl: row.imgUrl.startsWith('/api/img/') ? `${row.imgUrl}?lang=${locale}` : row.imgUrl,
      title: localized(locale, row.titleZh, row.titleEn),
      seq: row.seq,
      type: row.type,
      relation: row.relation,
    }));
  };

  app.get(
    '/search/hotSearch',
    { schema: { tags, summary: 'Popular search words', response: { 200: HotSearchList } } },
    (request) =>
      cache.get('site', `hotSearch:${request.locale}`, async () => {
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
      }),
  );
};
