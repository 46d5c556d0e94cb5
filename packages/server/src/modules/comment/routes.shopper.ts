// Comments (issue 5 item 5, decisions/0019): POST /p/prodComm reviews one item of the buyer's completed
// order, once (the item's conditional commSts 0 -> 1 and the unique order_item_id of prod_comments);
// the comment joins the product's list and summary (catalog routes read prod_comments); its images are
// the buyer's own uploads (file/service.ts claimUploads). GET
// /p/prodComm/myCommList pages the buyer's own comments.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentForm,
  COMMENT_MAX_IMAGES,
  firstError,
  formatDate,
  messages,
  OrderStatus,
  Flag,
  MyCommentPage,
  PageQuery,
  ProdCommParam,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { pageWindow, toPage } from '../../plugins/paging.ts';
import type { Clock } from '../../plugins/stores.ts';
import { users } from '../account/tables.ts';
import { localized } from '../../lib/text.ts';
import { prodComments } from '../catalog/tables.ts';
import { claimUploads } from '../file/service.ts';
import { orderItems, orders } from '../order/tables.ts';

const tags = ['comment'];
const security = [{ bearer: [] }];

/** 0 good (4-5 stars), 1 medium (3), 2 poor (1-2): the product page's filters. */
export function evaluateOf(score: number): 0 | 1 | 2 {
  return score >= 4 ? 0 : score === 3 ? 1 : 2;
}

export const commentRoutes: FastifyPluginAsyncZod<{ db: Database; now: Clock }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/p/prodComm',
    {
      schema: {
        tags,
        summary: "Reviews one item of the buyer's completed order, once; it shows on the product page",
        security,
        body: ProdCommParam,
        response: { 200: Flag },
      },
    },
    async (request) => {
      const userId = request.userId;
      const body = request.body;
      const picList = (body.pics ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      const parsed = commentForm.safeParse({
        score: body.score,
        content: body.content,
        pics: picList,
        isAnonymous: body.isAnonymous === 1 || body.isAnonymous === true,
      });
      if (!parsed.success) throw new BusinessError(firstError(parsed) ?? messages.invalid);
      const form = parsed.data;
      if (form.pics.length > COMMENT_MAX_IMAGES) throw new BusinessError(messages.commentTooManyImages);
      const at = new Date(now());
      await db.transaction(async (tx) => {
        const [item] = await tx
          .select({ orderItemId: orderItems.orderItemId, commSts: orderItems.commSts })
          .from(orderItems)
          .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
          .where(
            and(
              eq(orderItems.orderItemId, body.orderItemId),
              eq(orderItems.prodId, body.prodId),
              eq(orders.userId, userId),
              eq(orders.status, OrderStatus.completed),
            ),
          );
        if (!item) throw new BusinessError(messages.commentNotAllowed);
        const [marked] = await tx
          .update(orderItems)
          .set({ commSts: 1 })
          .where(and(eq(orderItems.orderItemId, item.orderItemId), eq(orderItems.commSts, 0)))
          .returning({ id: orderItems.orderItemId });
        if (!marked) throw new BusinessError(messages.commentExists);
        // The images: the buyer's own uploads (a refusal rolls the mark back).
        await claimUploads(tx, userId, form.pics, messages.commentPicInvalid, at);
        const [user] = await tx
          .select({ nickName: users.nickName, pic: users.pic })
          .from(users)
          .where(eq(users.userId, userId));
        await tx.insert(prodComments).values({
          prodId: body.prodId,
          userId,
          nickName: user?.nickName ?? '',
          userPic: user?.pic ?? '',
          orderItemId: item.orderItemId,
          score: form.score,
          content: form.content,
          pics: form.pics.join(','),
          isAnonymous: form.isAnonymous ? 1 : 0,
          evaluate: evaluateOf(form.score),
          recTime: at,
        });
      });
      return true;
    },
  );

  app.get(
    '/p/prodComm/myCommList',
    {
      schema: {
        tags,
        summary: "The buyer's own comments, newest first, paged",
        security,
        querystring: PageQuery,
        response: { 200: MyCommentPage },
      },
    },
    async (request) => {
      const userId = request.userId;
      const where = eq(prodComments.userId, userId);
      const window = pageWindow(request.query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ comment: prodComments, item: orderItems })
          .from(prodComments)
          .innerJoin(orderItems, eq(orderItems.orderItemId, prodComments.orderItemId))
          .where(where)
          .orderBy(desc(prodComments.recTime), desc(prodComments.prodCommId))
          .offset(window.offset)
          .limit(window.limit),
        db.select({ n: count() }).from(prodComments).where(where),
      ]);
      const locale = request.locale;
      return toPage(
        rows.map(({ comment, item }) => ({
          prodCommId: comment.prodCommId,
          prodId: comment.prodId,
          orderItemId: item.orderItemId,
          orderNumber: item.orderNumber,
          prodName: localized(locale, item.prodNameZh, item.prodNameEn),
          skuName: localized(locale, item.skuNameZh, item.skuNameEn),
          prodPic: item.pic,
          score: comment.score,
          evaluate: comment.evaluate,
          content: comment.content,
          pics: comment.pics,
          isAnonymous: comment.isAnonymous,
          recTime: formatDate(comment.recTime),
          replyContent: comment.replyContent,
          replySts: comment.replyContent ? 1 : 0,
        })),
        total?.n ?? 0,
        request.query,
      );
    },
  );
};
