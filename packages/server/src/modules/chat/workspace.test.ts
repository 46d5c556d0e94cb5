// The merchant centre's chat workspace through the API (issue 17 item 8, decisions/0069), on a fake
// clock: quick replies (order, limits, each refusal translated and changing nothing, another store's
// "not found"), the customer-service switch as a shopper sees it (offline exactly as outside the hours,
// then back), and the shopper beside a conversation (recent views of THIS store's products from the
// page logs, orders in this store only). Staff without `chat` are refused by permissions.test.ts, another
// store's ids by merchant-ownership.test.ts, the switch across two instances by cluster.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  messages,
  QUICK_REPLY_MAX,
  type ChatCustomer,
  type ChatShopInfo,
  type QuickReply,
} from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import {
  changedTables,
  demoProducts,
  makeHistory,
  merchantTokenOf,
  newShopper,
  openTestMall,
  tableChecksums,
  type Shopper,
  type TestMall,
} from '../../test/mall.ts';
import { flowLogs } from '../analytics/tables.ts';
import { products } from '../catalog/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { createChatService } from './service.ts';
import { chatQuickReplies } from './tables.ts';

/** 10:00 China Standard Time, inside the default hours. */
const OPEN = Date.parse('2026-11-26T02:00:00Z');

describeEachDatabase('the chat workspace', (database) => {
  let mall: TestMall;
  let clock = OPEN;
  let shop1: string;
  let shop2: string;
  let alice: Shopper;
  let with1 = 0;
  let with2 = 0;

  const refused = async (
    method: string,
    url: string,
    token: string,
    body: unknown,
    message: (typeof messages)[keyof typeof messages],
  ) => {
    const before = await tableChecksums(mall.db);
    for (const lang of ['zh', 'en'] as const) {
      const res = await mall.send(method, url, { token, body, headers: { 'accept-language': lang } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toBe(translate(lang, message));
    }
    expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);
  };

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db, { now: () => clock });
    shop1 = await merchantTokenOf(db, 1);
    shop2 = await merchantTokenOf(db, 2);
    alice = await newShopper(db, 'ws-alice');
    const chat = createChatService({ db });
    for (const shopId of [1, 2]) {
      const { message } = await chat.send(
        { side: 'user', userId: alice.userId },
        { clientMsgId: `ws-hello-${shopId}`, shopId, msgType: 'text', content: 'hello' },
        new Date(clock),
        () => Promise.resolve(true),
      );
      if (shopId === 1) with1 = message.conversationId;
      else with2 = message.conversationId;
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  it('keeps quick replies in order, changes and deletes only its own', async () => {
    const list = () => mall.ok<QuickReply[]>('GET', '/merchant/chat/quickReplies', { token: shop1 });
    expect(await list()).toEqual([]);
    const a = await mall.ok<QuickReply>('POST', '/merchant/chat/quickReplies', {
      token: shop1,
      body: { content: '  您好，请问有什么可以帮您？ ' },
    });
    expect(a).toMatchObject({ content: '您好，请问有什么可以帮您？', seq: 0 });
    const b = await mall.ok<QuickReply>('POST', '/merchant/chat/quickReplies', {
      token: shop1,
      body: { content: 'Ships within 48 hours' },
    });
    expect(b.seq).toBe(1);
    const c = await mall.ok<QuickReply>('POST', '/merchant/chat/quickReplies', {
      token: shop1,
      body: { content: 'First', seq: 0 },
    });
    // By seq, then the older first.
    expect((await list()).map((r) => r.replyId)).toEqual([a.replyId, c.replyId, b.replyId]);
    const moved = await mall.ok<QuickReply>('PUT', '/merchant/chat/quickReplies', {
      token: shop1,
      body: { replyId: a.replyId, content: 'Hello!', seq: 5 },
    });
    expect(moved).toEqual({ replyId: a.replyId, content: 'Hello!', seq: 5 });
    // The same change again answers the reply and writes nothing.
    const before = await tableChecksums(mall.db);
    expect(
      await mall.ok('PUT', '/merchant/chat/quickReplies', {
        token: shop1,
        body: { replyId: a.replyId, content: 'Hello!', seq: 5 },
      }),
    ).toEqual(moved);
    expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);
    expect((await list()).map((r) => r.content)).toEqual(['First', 'Ships within 48 hours', 'Hello!']);
    // Shop 2 sees none of them, and cannot change or delete them.
    expect(await mall.ok('GET', '/merchant/chat/quickReplies', { token: shop2 })).toEqual([]);
    await refused(
      'PUT',
      '/merchant/chat/quickReplies',
      shop2,
      { replyId: a.replyId, content: 'x', seq: 0 },
      messages.quickReplyNotFound,
    );
    await refused(
      'DELETE',
      `/merchant/chat/quickReplies/${a.replyId}`,
      shop2,
      undefined,
      messages.quickReplyNotFound,
    );
    expect(await mall.ok('DELETE', `/merchant/chat/quickReplies/${c.replyId}`, { token: shop1 })).toBe(true);
    await refused(
      'DELETE',
      `/merchant/chat/quickReplies/${c.replyId}`,
      shop1,
      undefined,
      messages.quickReplyNotFound,
    );
    expect((await list()).map((r) => r.replyId)).toEqual([b.replyId, a.replyId]);
  });

  it('refuses bad quick replies with translated messages, changing nothing', async () => {
    const url = '/merchant/chat/quickReplies';
    await refused('POST', url, shop2, { content: '   ' }, messages.quickReplyTextInvalid);
    await refused('POST', url, shop2, { content: 'x'.repeat(201) }, messages.quickReplyTextInvalid);
    await refused('POST', url, shop2, { content: 1 }, messages.quickReplyTextInvalid);
    await refused('POST', url, shop2, { content: 'ok', seq: 10_000 }, messages.quickReplySortInvalid);
    await refused('POST', url, shop2, { content: 'ok', seq: 1.5 }, messages.quickReplySortInvalid);
    await refused('PUT', url, shop2, { replyId: 0, content: 'ok', seq: 0 }, messages.quickReplyNotFound);
    await refused(
      'PUT',
      url,
      shop2,
      { replyId: 999_999, content: 'ok', seq: 0 },
      messages.quickReplyNotFound,
    );
    // 200 characters (code points, an emoji is one) are fine.
    const long = await mall.ok<QuickReply>('POST', url, {
      token: shop2,
      body: { content: '😀'.repeat(200) },
    });
    expect([...long.content]).toHaveLength(200);
    await mall.ok('DELETE', `${url}/${long.replyId}`, { token: shop2 });
  });

  it('keeps at most the limit of quick replies per store, also when created at once', async () => {
    const url = '/merchant/chat/quickReplies';
    await mall.db.delete(chatQuickReplies).where(eq(chatQuickReplies.shopId, 2));
    await mall.db
      .insert(chatQuickReplies)
      .values(
        Array.from({ length: QUICK_REPLY_MAX - 2 }, (_, i) => ({ shopId: 2, content: `r${i}`, seq: 1 })),
      );
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => mall.send('POST', url, { token: shop2, body: { content: `at once ${n}` } })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 400, 400]);
    for (const r of answers.filter((r) => r.statusCode === 400)) {
      expect(r.body).toBe(translate('zh', messages.quickReplyTooMany));
    }
    expect(await mall.ok<QuickReply[]>('GET', url, { token: shop2 })).toHaveLength(QUICK_REPLY_MAX);
    await refused('POST', url, shop2, { content: 'one more' }, messages.quickReplyTooMany);
    await mall.db.delete(chatQuickReplies).where(eq(chatQuickReplies.shopId, 2));
  });

  it('makes shoppers see the store offline while switched off, exactly as outside the hours', async () => {
    const info = () =>
      mall.ok<ChatShopInfo>('GET', '/p/user/conversations/shop?shopId=1', { token: alice.token });
    // Turning on a store that was never turned off writes nothing.
    const untouched = await tableChecksums(mall.db);
    await mall.ok('PUT', '/merchant/chat/online', { token: shop1, body: { online: true } });
    expect(changedTables(untouched, await tableChecksums(mall.db))).toEqual([]);
    // An agent at work (the database presence) inside the hours: online.
    await mall.ok('GET', '/merchant/conversations', { token: shop1 });
    expect(await mall.ok('GET', '/merchant/chat/online', { token: shop1 })).toEqual({ online: true });
    expect((await info()).online).toBe(true);
    expect(await mall.ok('PUT', '/merchant/chat/online', { token: shop1, body: { online: false } })).toEqual({
      online: false,
    });
    expect(await mall.ok('GET', '/merchant/chat/online', { token: shop1 })).toEqual({ online: false });
    // Turning off what is off writes nothing.
    const before = await tableChecksums(mall.db);
    await mall.ok('PUT', '/merchant/chat/online', { token: shop1, body: { online: false } });
    expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);
    // Still at work, yet offline for the shopper; another store is not affected.
    await mall.ok('GET', '/merchant/conversations', { token: shop1 });
    expect((await info()).online).toBe(false);
    expect(await mall.ok('GET', '/merchant/chat/online', { token: shop2 })).toEqual({ online: true });
    // The same `online: false` as outside the hours (18:00 China Standard Time) with the switch on.
    await mall.ok('PUT', '/merchant/chat/online', { token: shop1, body: { online: true } });
    expect((await info()).online).toBe(true);
    clock = OPEN + 8 * 3600_000;
    await mall.ok('GET', '/merchant/conversations', { token: shop1 });
    expect((await info()).online).toBe(false);
    clock = OPEN;
    await mall.ok('GET', '/merchant/conversations', { token: shop1 });
    expect((await info()).online).toBe(true);
    await refused('PUT', '/merchant/chat/online', shop1, { online: 'no' }, messages.invalid);
    await refused('PUT', '/merchant/chat/online', shop1, {}, messages.invalid);
  });

  it("shows the shopper's views of this store's products and orders in this store, nothing of others", async () => {
    const [own] = demoProducts(1);
    const [other] = await mall.db
      .select({ prodId: products.prodId })
      .from(products)
      .where(eq(products.shopId, 2))
      .limit(1);
    const log = (pageId: number, bizData: string | null, minutes: number, userId = alice.userId) => ({
      kind: 'visit',
      pageId,
      bizData,
      step: 0,
      visitType: 1,
      userId,
      ip: '127.0.0.1',
      createdAt: new Date(OPEN - minutes * 60_000),
    });
    await mall.db.insert(flowLogs).values([
      log(3, String(own!.prodId), 30),
      log(3, String(own!.prodId), 10),
      log(3, String(other!.prodId), 5),
      log(1, null, 4),
      log(6, String(own!.prodId), 3),
      log(3, 'not-a-number', 2),
      log(3, '99999999999999', 2),
      // A flash sale's page logs the sale's id: one equal to a product id of the store is no view of it.
      log(4, String(demoProducts(2)[1]!.prodId), 2),
    ]);
    const bob = await newShopper(mall.db, 'ws-bob');
    await mall.db.insert(flowLogs).values(log(3, String(own!.prodId), 1, bob.userId));
    await makeHistory(mall, alice, shop1, demoProducts(2));

    const c1 = await mall.ok<ChatCustomer>('GET', `/merchant/conversations/${with1}/customer`, {
      token: shop1,
      headers: { 'accept-language': 'en' },
    });
    expect(c1).toMatchObject({ userId: alice.userId, nickName: 'ws-alice' });
    expect(c1.browse.map((b) => b.prodId)).toEqual([own!.prodId]);
    expect(c1.browse[0]!.browseTime).toBe('2026-11-26 09:50:00');
    expect(c1.orderCount).toBeGreaterThanOrEqual(5);
    expect(c1.orders.length).toBe(Math.min(c1.orderCount, 10));
    expect(c1.orders.every((o) => o.prodName !== '')).toBe(true);
    const c2 = await mall.ok<ChatCustomer>('GET', `/merchant/conversations/${with2}/customer`, {
      token: shop2,
    });
    expect(c2.browse.map((b) => b.prodId)).toEqual([other!.prodId]);
    expect(c2.orders).toEqual([]);
    expect(c2.orderCount).toBe(0);
    // Another store's conversation: "not found", in both languages, nothing of the shopper.
    for (const lang of ['zh', 'en'] as const) {
      const res = await mall.send('GET', `/merchant/conversations/${with1}/customer`, {
        token: shop2,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(translate(lang, messages.chatConversationNotFound));
    }
    expect((await mall.send('GET', `/merchant/conversations/${with1}/customer`)).statusCode).toBe(401);
  });

  it("counts the store's unread messages over its conversations, and reading the count writes nothing", async () => {
    const unread = async (token: string) =>
      (await mall.ok<{ unread: number }>('GET', '/merchant/chat/unread', { token })).unread;
    const base1 = await unread(shop1);
    const base2 = await unread(shop2);
    const bob = await newShopper(mall.db, 'ws-bob');
    const chat = createChatService({ db: mall.db });
    let last = { conversationId: 0, seq: 0 };
    for (const n of [1, 2]) {
      ({ message: last } = await chat.send(
        { side: 'user', userId: bob.userId },
        { clientMsgId: `ws-bob-${n}`, shopId: 1, msgType: 'text', content: `question ${n}` },
        new Date(clock),
        () => Promise.resolve(true),
      ));
    }
    // Reading the count is not an agent at work (no presence written) nor anything else.
    const before = await tableChecksums(mall.db);
    expect(await unread(shop1)).toBe(base1 + 2);
    expect(changedTables(before, await tableChecksums(mall.db))).toEqual([]);
    expect(await unread(shop2)).toBe(base2);
    // The store's read mark lowers it; the shopper's own reads and the store's replies do not count.
    await mall.ok('POST', `/merchant/conversations/${last.conversationId}/read`, {
      token: shop1,
      body: { seq: last.seq },
    });
    expect(await unread(shop1)).toBe(base1);
    expect((await mall.send('GET', '/merchant/chat/unread')).statusCode).toBe(401);
  });
});
