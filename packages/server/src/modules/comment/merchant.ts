// The merchant's side of the reviews (issue 17 item 6, decisions/0065): the shop's reviews with the
// product page's filters (good/medium/poor, with pictures), the stars, replied or not and one product;
// and the store's reply to one review. A review is the shop's when its product is; any other is "the
// review does not exist", read or written. The reply is plain text (domain `commentReplySchema`: cleaned,
// no HTML) and may be edited: a later reply replaces the earlier one and its time, in one conditional
// UPDATE (no read-then-write). The product page's list reads prod_comments uncached, so the reply shows
// there at once. Hidden reviews (status 0) are left out, as on the product page.
import { and, count, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { MerchantCommentQuery } from '@mall/domain';
import { formatDate, type Locale, type MerchantComment, messages } from '@mall/domain';
import type { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { localized } from '../../lib/text.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { maskName } from '../catalog/routes.public.ts';
import { prodComments, products } from '../catalog/tables.ts';
import { orderItems } from '../order/tables.ts';

type Filters = z.output<typeof MerchantCommentQuery>;

/** The condition of the shop's shown reviews that pass the filters. */
function commentWhere(shopId: number, f: Filters): SQL {
  return and(
    eq(products.shopId, shopId),
    eq(prodComments.status, 1),
    f.evaluate === 3
      ? ne(prodComments.pics, '')
      : f.evaluate >= 0
        ? eq(prodComments.evaluate, f.evaluate)
        : undefined,
    f.score > 0 ? eq(prodComments.score, f.score) : undefined,
    f.replied === 1
      ? isNotNull(prodComments.replyContent)
      : f.replied === 0
        ? isNull(prodComments.replyContent)
        : undefined,
    f.prodId ? eq(prodComments.prodId, f.prodId) : undefined,
  )!;
}

/** A page of the shop's reviews, newest first, and how many pass the filters. */
export async function merchantCommentPage(
  db: Database,
  shopId: number,
  filters: Filters,
  locale: Locale,
  window: { offset: number; limit: number },
): Promise<{ records: MerchantComment[]; total: number }> {
  const where = commentWhere(shopId, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        c: prodComments,
        nameZh: products.nameZh,
        nameEn: products.nameEn,
        prodPic: products.pic,
        orderNumber: orderItems.orderNumber,
        skuNameZh: orderItems.skuNameZh,
        skuNameEn: orderItems.skuNameEn,
      })
      .from(prodComments)
      .innerJoin(products, eq(products.prodId, prodComments.prodId))
      .leftJoin(orderItems, eq(orderItems.orderItemId, prodComments.orderItemId))
      .where(where)
      .orderBy(desc(prodComments.recTime), desc(prodComments.prodCommId))
      .offset(window.offset)
      .limit(window.limit),
    db
      .select({ n: count() })
      .from(prodComments)
      .innerJoin(products, eq(products.prodId, prodComments.prodId))
      .where(where),
  ]);
  return {
    records: rows.map(({ c, ...r }) => ({
      prodCommId: c.prodCommId,
      prodId: c.prodId,
      prodName: localized(locale, r.nameZh, r.nameEn),
      prodPic: r.prodPic,
      skuName: localized(locale, r.skuNameZh ?? '', r.skuNameEn ?? ''),
      orderNumber: r.orderNumber ?? null,
      nickName: c.isAnonymous === 1 ? maskName(c.nickName) : c.nickName,
      userPic: c.isAnonymous === 1 ? '' : c.userPic,
      isAnonymous: c.isAnonymous,
      score: c.score,
      evaluate: c.evaluate,
      content: c.content,
      pics: c.pics,
      recTime: formatDate(c.recTime),
      replyContent: c.replyContent,
      replyTime: c.replyTime ? formatDate(c.replyTime) : null,
      replySts: c.replyContent ? 1 : 0,
    })),
    total: total?.n ?? 0,
  };
}

/**
 * The store's reply to one of its shown reviews (a later one replaces it); `content` is already the
 * domain's cleaned text. Another shop's review, a hidden or unknown one: merchantCommentNotFound.
 */
export async function replyToComment(
  db: Database,
  shopId: number,
  commentId: number,
  content: string,
  at: Date,
): Promise<void> {
  const [row] = await db
    .update(prodComments)
    .set({ replyContent: content, replyTime: at })
    .where(
      and(
        eq(prodComments.prodCommId, commentId),
        eq(prodComments.status, 1),
        sql`${prodComments.prodId} IN (SELECT ${products.prodId} FROM ${products} WHERE ${products.shopId} = ${shopId})`,
      ),
    )
    .returning({ id: prodComments.prodCommId });
  if (!row) throw new BusinessError(messages.merchantCommentNotFound);
}
