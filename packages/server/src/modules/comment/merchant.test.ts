// The merchant's reviews (issue 17 item 6, merchant.ts, decisions/0065) through the API, on PostgreSQL
// (PGlite instead where PostgreSQL is unavailable, decisions/0097): the shop's reviews with each filter
// (the product page's classes, stars, replied or not, one product); the reply, shown under the review on
// the product page and replaced by a later one; every refusal (empty, too long, HTML, another shop's or an
// unknown review) changing nothing; staff without `orders` refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages, type MerchantComment, type Page } from '@mall/domain';
import { translate } from '../../i18n.ts';
import { hashPassword } from '../account/passwords.ts';
import { prodComments, products } from '../catalog/tables.ts';
import { issueMerchantToken } from '../merchant/auth.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import {
  changedTables,
  demoProducts,
  merchantTokenOf,
  openTestMall,
  tableChecksums,
  type TestMall,
} from '../../test/mall.ts';

type Descriptor = (typeof messages)[keyof typeof messages];

describeEachDatabase('merchant reviews', (database) => {
  let mall: TestMall;
  let shop1 = '';
  let shop2 = '';
  let prodId = 0;
  /** The reviews of shop 1's product by stars: 5 (with pictures), 4 (anonymous), 3, 1. */
  const ids: Record<number, number> = {};
  /** A review of shop 2's product. */
  let theirs = 0;

  const list = (query: string, token = shop1) =>
    mall.ok<Page<MerchantComment>>('GET', `/merchant/comments?${query}`, { token });
  const reply = (commentId: number, content: unknown, token = shop1) =>
    mall.send('PUT', '/merchant/comment/reply', { token, body: { commentId, content } });
  const refused = async (commentId: number, content: unknown, message: Descriptor) => {
    const before = await tableChecksums(mall.db);
    const res = await reply(commentId, content);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toBe(translate('zh', message));
    expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);
  };

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db);
    shop1 = await merchantTokenOf(db, 1);
    shop2 = await merchantTokenOf(db, 2);
    prodId = demoProducts(1)[0]!.prodId;
    await db.delete(prodComments).where(eq(prodComments.prodId, prodId));
    const at = Date.now();
    for (const [i, score] of [1, 3, 4, 5].entries()) {
      const [row] = await db
        .insert(prodComments)
        .values({
          prodId,
          nickName: `评价者${score}`,
          score,
          content: `${score} 星评价`,
          pics: score === 5 ? '/uploads/a.png,/uploads/b.png' : '',
          isAnonymous: score === 4 ? 1 : 0,
          evaluate: score >= 4 ? 0 : score === 3 ? 1 : 2,
          recTime: new Date(at + i * 1000),
        })
        .returning({ id: prodComments.prodCommId });
      ids[score] = row!.id;
    }
    const [other] = await db
      .select({ prodId: products.prodId })
      .from(products)
      .where(eq(products.shopId, 2))
      .limit(1);
    const [row] = await db
      .insert(prodComments)
      .values({ prodId: other!.prodId, nickName: '别家', score: 5, content: '别家的评价', evaluate: 0 })
      .returning({ id: prodComments.prodCommId });
    theirs = row!.id;
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  it("lists the shop's reviews with each filter, newest first", async () => {
    const all = await list(`prodId=${prodId}`);
    expect(all.total).toBe(4);
    expect(all.records.map((r) => r.score)).toEqual([5, 4, 3, 1]);
    const five = all.records[0]!;
    expect(five.pics).toBe('/uploads/a.png,/uploads/b.png');
    expect(five.replySts).toBe(0);
    expect(five.prodName).not.toBe('');
    // The anonymous author is masked as on the product page.
    expect(all.records[1]!.nickName).not.toBe('评价者4');
    const scores = async (q: string) => (await list(`prodId=${prodId}&${q}`)).records.map((r) => r.score);
    expect(await scores('evaluate=0')).toEqual([5, 4]);
    expect(await scores('evaluate=1')).toEqual([3]);
    expect(await scores('evaluate=2')).toEqual([1]);
    expect(await scores('evaluate=3')).toEqual([5]);
    expect(await scores('score=3')).toEqual([3]);
    expect(await scores('replied=1')).toEqual([]);
    expect(await scores('replied=0')).toEqual([5, 4, 3, 1]);
    const paged = await list(`prodId=${prodId}&current=2&size=3`);
    expect(paged.records.map((r) => r.score)).toEqual([1]);
    expect(paged.total).toBe(4);
    // Another shop's reviews never: not in the whole list, not by its product.
    const mine = await list('size=50');
    expect(mine.records.map((r) => r.prodCommId)).not.toContain(theirs);
    expect((await list(`prodId=${prodId}`, shop2)).total).toBe(0);
    const bad = await mall.send('GET', '/merchant/comments?evaluate=7', { token: shop1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(translate('zh', messages.queryEvaluateInvalid));
  });

  it('replies, shows it on the product page, and replaces it with a later reply', async () => {
    const res = await reply(ids[3]!, '  感谢您的评价，\r\n我们会改进包装。  ');
    expect(res.statusCode, res.body).toBe(200);
    const page = async () =>
      (
        await mall.ok<Page<{ prodCommId: number; replyContent: string | null; replySts: number }>>(
          'GET',
          `/prodComm/prodCommPageByProd?prodId=${prodId}&evaluate=1&current=1&size=10`,
        )
      ).records.find((r) => r.prodCommId === ids[3]);
    expect(await page()).toMatchObject({ replyContent: '感谢您的评价，\n我们会改进包装。', replySts: 1 });
    const replied = await list(`prodId=${prodId}&replied=1`);
    expect(replied.records.map((r) => r.score)).toEqual([3]);
    expect(replied.records[0]!.replyTime).not.toBeNull();
    expect((await reply(ids[3]!, '已补发赠品')).statusCode).toBe(200);
    expect((await page())?.replyContent).toBe('已补发赠品');
    expect((await list(`prodId=${prodId}&replied=0`)).records.map((r) => r.score)).toEqual([5, 4, 1]);
  });

  it('refuses a bad reply and another shop’s review, changing nothing', async () => {
    await refused(ids[1]!, '   ', messages.merchantReplyRequired);
    await refused(ids[1]!, '好'.repeat(201), messages.merchantReplyTooLong);
    await refused(ids[1]!, '<a href="https://x">点这里</a>', messages.plainTextNoHtml);
    await refused(theirs, '不是我们的', messages.merchantCommentNotFound);
    await refused(2_000_000_000, '没有这条', messages.merchantCommentNotFound);
    // Shop 2 cannot reply to shop 1's review either.
    const before = await tableChecksums(mall.db);
    const res = await reply(ids[1]!, '不是我们的', shop2);
    expect(res.body).toBe(translate('zh', messages.merchantCommentNotFound));
    expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);
    // "a < b" is text, not a tag.
    expect((await reply(ids[1]!, '质量 < 预期？请联系客服')).statusCode).toBe(200);
  });

  it('needs the orders permission', async () => {
    const passwordHash = await hashPassword('Staff@1234');
    const tokenOf = async (role: 'orders' | 'products') => {
      const [row] = await mall.db
        .insert(merchantAccounts)
        .values({ username: `reviews_${role}`, passwordHash, shopId: 1, role })
        .returning({ merchantId: merchantAccounts.merchantId });
      return issueMerchantToken(mall.db, row!.merchantId, Date.now());
    };
    const productsStaff = await tokenOf('products');
    expect((await mall.send('GET', '/merchant/comments', { token: productsStaff })).statusCode).toBe(403);
    expect((await reply(ids[4]!, '谢谢', productsStaff)).statusCode).toBe(403);
    const ordersStaff = await tokenOf('orders');
    expect((await list(`prodId=${prodId}`, ordersStaff)).total).toBe(4);
    expect((await reply(ids[4]!, '谢谢', ordersStaff)).statusCode).toBe(200);
  });
});
