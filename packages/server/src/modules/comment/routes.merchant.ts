// The merchant's reviews (issue 17 item 6, decisions/0065): GET /merchant/comments (the shop's reviews,
// filtered and paged) and PUT /merchant/comment/reply (the store's reply, shown under the review on the
// product page). Permission `orders` (orders, after-sales and reviews are one staff role's work).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Flag, MerchantCommentPage, MerchantCommentQuery, MerchantCommentReplyParam } from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { merchantOf } from '../merchant/auth.ts';
import { merchantCommentPage, replyToComment } from './merchant.ts';

const tags = ['merchant'];
const security = [{ merchantBearer: [] }];

export const commentMerchantRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/merchant/comments',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        summary:
          "The shop's reviews, newest first: evaluate (-1 all, 0 good, 1 medium, 2 poor, 3 with pictures), stars, replied or not, one product; paged",
        security,
        querystring: MerchantCommentQuery,
        response: { 200: MerchantCommentPage },
      },
    },
    async (request) => {
      const { records, total } = await merchantCommentPage(
        db,
        merchantOf(request).shopId,
        request.query,
        request.locale,
        pageWindow(request.query),
      );
      return toPage(records, total, request.query);
    },
  );

  app.put(
    '/merchant/comment/reply',
    {
      config: { permission: 'orders' },
      schema: {
        tags,
        summary:
          "The store's reply to one of its reviews (plain text, 1-200 characters); a later reply replaces it",
        security,
        body: MerchantCommentReplyParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const { commentId, content } = request.body;
      await replyToComment(db, merchantOf(request).shopId, commentId, content, new Date(now()));
      return true;
    },
  );
};
