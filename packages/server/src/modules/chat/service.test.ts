// The chat service's rules (issue 16, decisions/0056) on each database: seqs 1..n without gaps or repeats
// under concurrent sends, a repeated clientMsgId stored once (one after the other, at once, and
// acknowledged after the store closed), ownership (another shopper's conversation or order card, an
// order of another store, another store's conversation), every bad message refused with its translated
// message and nothing changed, read marks that never move back nor move by sending over a message not
// seen, and the unread counts, paging before a seq, recent browse (distinct, newest first, at most 20,
// on sale only), service hours on a fake clock, inquiries (expiry, another shopper, tampering).
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  CHAT_INQUIRY_TTL_MS,
  CHAT_RECENT_BROWSE_MAX,
  CHAT_TEXT_MAX,
  centsToYuan,
  formatDate,
  messages,
  type MessageKey,
} from '@mall/domain';
import type { Database } from '../../db/connection.ts';
import { BusinessError } from '../../plugins/errors.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { demoProducts, makeShopper } from '../../test/mall.ts';
import { productOnSale } from '../catalog/cards.ts';
import { products } from '../catalog/tables.ts';
import { recordShopUpload, recordUpload, removeOrphanUploads } from '../file/service.ts';
import { uploads } from '../file/tables.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { orderItems, orders } from '../order/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { shops } from '../shop/tables.ts';
import { createChatService, withinServiceHours, type ChatModule } from './service.ts';
import { chatConversations, chatMessages, chatRecentBrowse, chatServiceHours } from './tables.ts';
import type { ChatViewer } from './types.ts';

/** 10:00 China Standard Time (inside the default 09:00-17:00). */
const OPEN = new Date('2026-11-26T02:00:00Z');
/** 18:00 China Standard Time (outside it). */
const CLOSED = new Date('2026-11-26T10:00:00Z');
const online = () => Promise.resolve(true);
const offline = () => Promise.resolve(false);
const clientId = () => randomUUID();
const uploadUrl = (ext = 'png') => `/api/uploads/2026/11/${randomBytes(16).toString('hex')}.${ext}`;

/** Expects `promise` to throw BusinessError(messages[key]). */
async function refused(promise: Promise<unknown>, key: MessageKey): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${key}`).toBeInstanceOf(BusinessError);
  expect((error as BusinessError).descriptor.id).toBe(messages[key].id);
}

describeEachDatabase('chat service', (database) => {
  let db: Database;
  let chat: ChatModule;
  let shop1: ChatViewer & { side: 'shop' };
  let shop2: ChatViewer & { side: 'shop' };
  const [product, product2, offSale] = demoProducts(3);

  const shopper = async (label = 'chat') => {
    const { userId } = await makeShopper(db, { label, address: null });
    return { side: 'user', userId } as const;
  };
  /** An order of `userId` in shop `shopId`, with one line of `product`. */
  const orderOf = async (userId: string, shopId: number) => {
    const orderNumber = `2026112${String(Math.floor(Math.random() * 1e12)).padStart(13, '0')}`;
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber,
        settlementUuid: randomUUID(),
        userId,
        shopId,
        status: 2,
        total: 5990,
        actualTotal: 5990,
        productNums: 1,
        userAddr: {},
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.orderId,
      orderNumber,
      shopId,
      prodId: product!.prodId,
      skuId: product!.skuId,
      categoryId: 1,
      prodNameZh: '测试商品',
      prodNameEn: 'Test product',
      pic: '/p.png',
      price: 5990,
      prodCount: 1,
      actualTotal: 5990,
    });
    return orderNumber;
  };
  const text = (content: string, extra: object = {}) => ({
    clientMsgId: clientId(),
    msgType: 'text' as const,
    content,
    ...extra,
  });
  /** Every chat row's count: what a refused message must leave as it was. */
  const snapshot = async () => {
    const [c] = await db.select({ n: count() }).from(chatConversations);
    const [m] = await db.select({ n: count() }).from(chatMessages);
    const seqs = await db
      .select({ id: chatConversations.conversationId, last: chatConversations.lastSeq })
      .from(chatConversations);
    return { conversations: c!.n, messages: m!.n, seqs };
  };

  beforeAll(async () => {
    db = database().handle.db;
    await seedIfEmpty(db, { perLeaf: 1 });
    chat = createChatService({ db });
    const merchantOf = async (shopId: number) => {
      const [row] = await db
        .select({ merchantId: merchantAccounts.merchantId })
        .from(merchantAccounts)
        .where(eq(merchantAccounts.shopId, shopId));
      return { side: 'shop', shopId, merchantId: row!.merchantId } as const;
    };
    shop1 = await merchantOf(1);
    shop2 = await merchantOf(2);
    await db.update(products).set({ status: 0 }).where(eq(products.prodId, offSale!.prodId));
  }, DATABASE_HOOK_TIMEOUT);

  it('numbers 20 concurrent sends 1..20, no gap, no repeat, and the first made the conversation once', async () => {
    const user = await shopper();
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) => chat.send(user, text(`hello ${i}`, { shopId: 1 }), OPEN, online)),
    );
    expect(sent.map((s) => s.message.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(new Set(sent.map((s) => s.message.conversationId)).size).toBe(1);
    expect(new Set(sent.map((s) => s.message.msgId)).size).toBe(20);
    expect(sent.every((s) => !s.duplicate && s.userId === user.userId && s.shopId === 1)).toBe(true);
    const conversationId = sent[0]!.message.conversationId;
    const stored = await chat.after(user, conversationId, 0, 100);
    expect(stored.map((m) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // The store answers in the same numbering.
    const answer = await chat.send(shop1, text('hi', { conversationId }), OPEN, offline);
    expect(answer.message).toMatchObject({ seq: 21, sender: 'shop', content: 'hi' });
    expect(answer.customerOffline).toBe(false);
  });

  it('stores a repeated clientMsgId once, one after the other and at once', async () => {
    const user = await shopper();
    const first = await chat.send(
      user,
      text('once', { clientMsgId: 'repeat-0001', shopId: 1 }),
      OPEN,
      online,
    );
    expect(first.duplicate).toBe(false);
    // A repeat answers the stored message, even with another content.
    const again = await chat.send(
      user,
      text('changed', { clientMsgId: 'repeat-0001', shopId: 1 }),
      OPEN,
      online,
    );
    expect(again.duplicate).toBe(true);
    expect(again.message).toEqual(first.message);
    const concurrent = await Promise.all(
      Array.from({ length: 8 }, () =>
        chat.send(user, text('burst', { clientMsgId: 'repeat-0002', shopId: 1 }), OPEN, online),
      ),
    );
    expect(concurrent.filter((s) => !s.duplicate)).toHaveLength(1);
    expect(new Set(concurrent.map((s) => s.message.msgId)).size).toBe(1);
    expect(concurrent.every((s) => s.message.seq === 2)).toBe(true);
    const [row] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, first.message.conversationId));
    expect(row!.n).toBe(2);
    // The same clientMsgId from the other side is another message.
    const shopSide = await chat.send(
      shop1,
      text('store', { clientMsgId: 'repeat-0001', conversationId: first.message.conversationId }),
      OPEN,
      online,
    );
    expect(shopSide).toMatchObject({ duplicate: false, message: { seq: 3 } });
  });

  it('acknowledges a repeat with the stored message even when the store closed meanwhile', async () => {
    const user = await shopper();
    const input = text('before closing', { clientMsgId: 'offline-repeat-1', shopId: 2 });
    const first = await chat.send(user, input, OPEN, online);
    const [shop] = await db.select({ status: shops.status }).from(shops).where(eq(shops.shopId, 2));
    // Closed: no longer a store a shopper can reach.
    await db.update(shops).set({ status: 0 }).where(eq(shops.shopId, 2));
    try {
      const again = await chat.send(user, input, OPEN, online);
      expect(again).toMatchObject({ duplicate: true, userId: user.userId, shopId: 2 });
      expect(again.message).toEqual(first.message);
      // A new message to it is refused.
      await refused(chat.send(user, text('after', { shopId: 2 }), OPEN, online), 'shopNotFound');
    } finally {
      await db.update(shops).set({ status: shop!.status }).where(eq(shops.shopId, 2));
    }
  });

  it("keeps conversations to their parties: another shopper's or store's is not found", async () => {
    const alice = await shopper('alice');
    const bob = await shopper('bob');
    const { message } = await chat.send(alice, text('mine', { shopId: 1 }), OPEN, online);
    const id = message.conversationId;
    const before = await snapshot();
    await refused(
      chat.send(bob, text('hi', { conversationId: id }), OPEN, online),
      'chatConversationNotFound',
    );
    await refused(
      chat.send(shop2, text('hi', { conversationId: id }), OPEN, online),
      'chatConversationNotFound',
    );
    await refused(chat.after(bob, id, 0, 10), 'chatConversationNotFound');
    await refused(chat.after(shop2, id, 0, 10), 'chatConversationNotFound');
    await refused(chat.page(bob, id, null, 10, 'zh'), 'chatConversationNotFound');
    await refused(chat.read(bob, id, 1), 'chatConversationNotFound');
    await refused(chat.read(shop2, id, 1), 'chatConversationNotFound');
    // An id that does not exist answers the same.
    await refused(chat.after(bob, 999_999, 0, 10), 'chatConversationNotFound');
    // A store cannot start a conversation; a shopper must name a store that exists.
    await refused(chat.send(shop1, text('hi'), OPEN, online), 'chatConversationNotFound');
    await refused(chat.send(bob, text('hi', { shopId: 999_999 }), OPEN, online), 'shopNotFound');
    expect(await snapshot()).toEqual(before);
    expect((await chat.conversations(bob, 'zh')).map((c) => c.conversationId)).not.toContain(id);
    expect((await chat.conversations(shop2, 'zh')).map((c) => c.conversationId)).not.toContain(id);
    expect((await chat.conversations(shop1, 'zh')).map((c) => c.conversationId)).toContain(id);
  });

  it('refuses every bad message with its message and changes nothing', async () => {
    const alice = await shopper('alice');
    const bob = await shopper('bob');
    const { message } = await chat.send(alice, text('start', { shopId: 1 }), OPEN, online);
    const id = message.conversationId;
    const bobsImage = uploadUrl();
    await recordUpload(db, bobsImage, bob.userId, OPEN);
    const shop2Image = uploadUrl();
    await recordShopUpload(db, shop2Image, 2, OPEN);
    const bobsOrder = await orderOf(bob.userId, 1);
    const alicesShop2Order = await orderOf(alice.userId, 2);
    const before = await snapshot();
    const bad: [Parameters<ChatModule['send']>[0], object, MessageKey][] = [
      [alice, { msgType: 'text', content: '   ' }, 'chatTextEmpty'],
      [alice, { msgType: 'text', content: '' }, 'chatTextEmpty'],
      [alice, { msgType: 'text', content: '字'.repeat(CHAT_TEXT_MAX + 1) }, 'chatTextTooLong'],
      [alice, { msgType: 'text', content: '😀'.repeat(CHAT_TEXT_MAX + 1) }, 'chatTextTooLong'],
      // C0 control characters but line feed and tab (PostgreSQL refuses U+0000 in a text).
      [alice, { msgType: 'text', content: 'a\u0000b' }, 'chatTextInvalid'],
      [alice, { msgType: 'text', content: 'a\u001bb' }, 'chatTextInvalid'],
      [shop1, { msgType: 'text', content: 'a\rb' }, 'chatTextInvalid'],
      [alice, { msgType: 'image', content: 'https://evil.example/x.png' }, 'chatImageInvalid'],
      [alice, { msgType: 'image', content: uploadUrl() }, 'chatImageInvalid'],
      [alice, { msgType: 'image', content: bobsImage }, 'chatImageInvalid'],
      [alice, { msgType: 'image', content: shop2Image }, 'chatImageInvalid'],
      [shop1, { msgType: 'image', content: shop2Image }, 'chatImageInvalid'],
      [shop1, { msgType: 'image', content: bobsImage }, 'chatImageInvalid'],
      [alice, { msgType: 'prod', content: 'abc' }, 'chatProductUnavailable'],
      [alice, { msgType: 'prod', content: '999999' }, 'chatProductUnavailable'],
      [alice, { msgType: 'prod', content: String(offSale!.prodId) }, 'chatProductUnavailable'],
      [alice, { msgType: 'order', content: bobsOrder }, 'orderNotFound'],
      [alice, { msgType: 'order', content: 'x; drop table orders' }, 'orderNotFound'],
      [shop1, { msgType: 'order', content: bobsOrder }, 'orderNotFound'],
      // Either side sends only an order of this conversation's shopper and store.
      [shop1, { msgType: 'order', content: alicesShop2Order }, 'orderNotFound'],
      [alice, { msgType: 'order', content: alicesShop2Order }, 'orderNotFound'],
    ];
    for (const [viewer, input, key] of bad) {
      const where = viewer.side === 'user' ? { shopId: 1 } : { conversationId: id };
      await refused(
        chat.send(viewer, { clientMsgId: clientId(), ...where, ...input } as never, OPEN, online),
        key,
      );
    }
    expect(await snapshot()).toEqual(before);
    // The limit itself is fine (code points, after trim), and so are the good cards.
    const longest = await chat.send(
      alice,
      text(` ${'😀'.repeat(CHAT_TEXT_MAX)} `, { shopId: 1 }),
      OPEN,
      online,
    );
    expect(longest.message.content).toBe('😀'.repeat(CHAT_TEXT_MAX));
    const lines = await chat.send(alice, text('line 1\n\tline 2', { shopId: 1 }), OPEN, online);
    expect(lines.message.content).toBe('line 1\n\tline 2');
    const aliceImage = uploadUrl('jpg');
    await recordUpload(db, aliceImage, alice.userId, OPEN);
    expect(
      (
        await chat.send(
          alice,
          { clientMsgId: clientId(), shopId: 1, msgType: 'image', content: aliceImage },
          OPEN,
          online,
        )
      ).message.content,
    ).toBe(aliceImage);
    const shop1Image = uploadUrl('gif');
    await recordShopUpload(db, shop1Image, 1, OPEN);
    expect(
      (
        await chat.send(
          shop1,
          { clientMsgId: clientId(), conversationId: id, msgType: 'image', content: shop1Image },
          OPEN,
          online,
        )
      ).message.content,
    ).toBe(shop1Image);
    // The shopper's order of this store, shown by either side.
    const alicesShop1Order = await orderOf(alice.userId, 1);
    const card = await chat.send(
      alice,
      { clientMsgId: clientId(), shopId: 1, msgType: 'order', content: alicesShop1Order },
      OPEN,
      online,
      'en',
    );
    expect(card.message.order).toMatchObject({
      orderNumber: alicesShop1Order,
      actualTotal: centsToYuan(5990),
      prodName: 'Test product',
      productNums: 1,
      status: 2,
    });
    const shopCard = await chat.send(
      shop1,
      { clientMsgId: clientId(), conversationId: id, msgType: 'order', content: alicesShop1Order },
      OPEN,
      online,
    );
    expect(shopCard.message.order?.prodName).toBe('测试商品');
  });

  it('snapshots a product card at send, in either language', async () => {
    const user = await shopper();
    const [row] = await db.select().from(products).where(eq(products.prodId, product2!.prodId));
    const sent = await chat.send(
      user,
      { clientMsgId: clientId(), shopId: 1, msgType: 'prod', content: `${product2!.prodId}` },
      OPEN,
      online,
      'en',
    );
    expect(sent.message.prod).toEqual({
      prodId: row!.prodId,
      prodName: row!.nameEn,
      pic: row!.pic,
      price: centsToYuan(row!.price),
    });
    await db
      .update(products)
      .set({ price: row!.price + 100 })
      .where(eq(products.prodId, row!.prodId));
    try {
      const [again] = await chat.after(user, sent.message.conversationId, 0, 10, 'zh');
      expect(again!.prod).toEqual({
        prodId: row!.prodId,
        prodName: row!.nameZh,
        pic: row!.pic,
        price: centsToYuan(row!.price),
      });
    } finally {
      await db.update(products).set({ price: row!.price }).where(eq(products.prodId, row!.prodId));
    }
  });

  it('moves read marks forward only, up to the last message, and counts unread messages', async () => {
    const user = await shopper();
    const { message } = await chat.send(user, text('1', { shopId: 1 }), OPEN, online);
    const id = message.conversationId;
    // The store reads the question, then answers.
    await chat.read(shop1, id, 1);
    for (const n of [2, 3, 4]) await chat.send(shop1, text(`${n}`, { conversationId: id }), OPEN, online);
    const mine = async () => (await chat.conversations(user, 'zh')).find((c) => c.conversationId === id)!;
    const theirs = async () => (await chat.conversations(shop1, 'zh')).find((c) => c.conversationId === id)!;
    expect(await mine()).toMatchObject({ unread: 3, readSeq: 1, peerReadSeq: 4 });
    expect(await theirs()).toMatchObject({ unread: 0, readSeq: 4, peerReadSeq: 1 });
    expect((await mine()).lastMessage).toMatchObject({ seq: 4, content: '4', sender: 'shop' });
    expect(await chat.read(user, id, 3)).toEqual({ userId: user.userId, shopId: 1, seq: 3 });
    expect(await mine()).toMatchObject({ unread: 1, readSeq: 3 });
    // Never backwards, never past the last message.
    expect((await chat.read(user, id, 1)).seq).toBe(3);
    expect((await chat.read(user, id, 99)).seq).toBe(4);
    expect(await mine()).toMatchObject({ unread: 0, readSeq: 4 });
    expect(await theirs()).toMatchObject({ peerReadSeq: 4 });
    // The shopper's next message is unread for the store until it reads it.
    await chat.send(user, text('5', { shopId: 1 }), OPEN, online);
    expect(await theirs()).toMatchObject({ unread: 1, readSeq: 4 });
    expect((await chat.read(shop1, id, 5)).seq).toBe(5);
    expect(await theirs()).toMatchObject({ unread: 0, readSeq: 5 });
  });

  it("does not mark as read by sending a peer's message the sender has not seen", async () => {
    const user = await shopper();
    const { message } = await chat.send(user, text('question', { shopId: 1 }), OPEN, online);
    const id = message.conversationId;
    // The store answers before the shopper's message reached it: its mark stays before it.
    await chat.send(shop1, text('hello', { conversationId: id }), OPEN, online);
    const theirs = async () => (await chat.conversations(shop1, 'zh')).find((c) => c.conversationId === id)!;
    const mine = async () => (await chat.conversations(user, 'zh')).find((c) => c.conversationId === id)!;
    expect(await theirs()).toMatchObject({ unread: 1, readSeq: 0 });
    expect(await mine()).toMatchObject({ peerReadSeq: 0 });
    // The shopper had read everything: its own next message keeps it caught up.
    expect((await chat.read(user, id, 2)).seq).toBe(2);
    await chat.send(user, text('thanks', { shopId: 1 }), OPEN, online);
    expect(await mine()).toMatchObject({ unread: 0, readSeq: 3 });
    expect(await theirs()).toMatchObject({ unread: 2, readSeq: 0, peerReadSeq: 3 });
  });

  it('pages messages before a seq: newest page first, each ascending', async () => {
    const user = await shopper();
    const { message } = await chat.send(user, text('m1', { shopId: 2 }), OPEN, online);
    const id = message.conversationId;
    for (let n = 2; n <= 25; n += 1) await chat.send(user, text(`m${n}`, { shopId: 2 }), OPEN, online);
    const seqs = (list: { seq: number }[]) => list.map((m) => m.seq);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    expect(seqs(await chat.page(user, id, null, 10, 'zh'))).toEqual(range(16, 25));
    expect(seqs(await chat.page(user, id, 16, 10, 'zh'))).toEqual(range(6, 15));
    expect(seqs(await chat.page(user, id, 6, 10, 'zh'))).toEqual(range(1, 5));
    expect(await chat.page(user, id, 1, 10, 'zh')).toEqual([]);
    expect(seqs(await chat.page(shop2, id, 3, 10, 'zh'))).toEqual([1, 2]);
    expect(seqs(await chat.after(user, id, 20, 3))).toEqual([21, 22, 23]);
  });

  it('keeps the last 20 distinct products viewed, newest first, on sale only', async () => {
    const user = await shopper();
    const viewed = (
      await db
        .select({ prodId: products.prodId })
        .from(products)
        .where(
          and(productOnSale, ne(products.prodId, product!.prodId), ne(products.prodId, product2!.prodId)),
        )
        .orderBy(asc(products.prodId))
        .limit(CHAT_RECENT_BROWSE_MAX + 3)
    ).filter((p) => p.prodId !== offSale!.prodId);
    expect(viewed.length).toBeGreaterThan(CHAT_RECENT_BROWSE_MAX + 1);
    let t = OPEN.getTime();
    for (const p of viewed) await chat.recordBrowse(user.userId, p.prodId, new Date((t += 1000)));
    // Viewing the first again makes it the newest, once.
    await chat.recordBrowse(user.userId, viewed[0]!.prodId, new Date((t += 1000)));
    const list = await chat.recentBrowse(user.userId, 'zh');
    expect(list).toHaveLength(CHAT_RECENT_BROWSE_MAX);
    expect(list.map((i) => i.prodId)).toEqual(
      [viewed[0]!, ...viewed.slice(1).reverse()].map((p) => p.prodId).slice(0, CHAT_RECENT_BROWSE_MAX),
    );
    expect(list[0]).toMatchObject({ browseTime: formatDate(t) });
    // A product taken off sale drops out of the list; an unknown or off-sale one is refused and not kept.
    await db.update(products).set({ status: 0 }).where(eq(products.prodId, viewed[0]!.prodId));
    try {
      expect((await chat.recentBrowse(user.userId, 'zh')).map((i) => i.prodId)).not.toContain(
        viewed[0]!.prodId,
      );
    } finally {
      await db.update(products).set({ status: 1 }).where(eq(products.prodId, viewed[0]!.prodId));
    }
    const [kept] = await db
      .select({ n: count() })
      .from(chatRecentBrowse)
      .where(eq(chatRecentBrowse.userId, user.userId));
    await refused(chat.recordBrowse(user.userId, 999_999, OPEN), 'chatProductUnavailable');
    await refused(chat.recordBrowse(user.userId, offSale!.prodId, OPEN), 'chatProductUnavailable');
    const [after] = await db
      .select({ n: count() })
      .from(chatRecentBrowse)
      .where(eq(chatRecentBrowse.userId, user.userId));
    expect(after!.n).toBe(kept!.n);
    // Another shopper's list is their own.
    expect(await chat.recentBrowse((await shopper()).userId, 'zh')).toEqual([]);
  });

  it('tells a shopper customer service is offline outside the hours or with no agent online', async () => {
    expect(withinServiceHours({ start: '09:00', end: '17:00' }, OPEN)).toBe(true);
    expect(withinServiceHours({ start: '09:00', end: '17:00' }, CLOSED)).toBe(false);
    expect(withinServiceHours({ start: '09:00', end: '17:00' }, new Date('2026-11-26T01:00:00Z'))).toBe(true);
    expect(withinServiceHours({ start: '09:00', end: '17:00' }, new Date('2026-11-26T09:00:00Z'))).toBe(
      false,
    );
    expect(withinServiceHours({ start: '22:00', end: '02:00' }, new Date('2026-11-26T15:00:00Z'))).toBe(true);
    expect(withinServiceHours({ start: '22:00', end: '02:00' }, new Date('2026-11-26T18:30:00Z'))).toBe(
      false,
    );
    const user = await shopper();
    const asked: number[] = [];
    const agents = (answer: boolean) => (shopId: number) => {
      asked.push(shopId);
      return Promise.resolve(answer);
    };
    expect((await chat.send(user, text('a', { shopId: 1 }), OPEN, agents(true))).customerOffline).toBe(false);
    expect((await chat.send(user, text('b', { shopId: 1 }), OPEN, agents(false))).customerOffline).toBe(true);
    expect((await chat.send(user, text('c', { shopId: 1 }), CLOSED, agents(true))).customerOffline).toBe(
      true,
    );
    expect(asked).toEqual([1, 1]);
    // Stored all the same.
    const info = await chat.shopInfo(user.userId, 1, CLOSED, online, 'zh');
    expect(info).toMatchObject({ shopId: 1, online: false, serviceHours: { start: '09:00', end: '17:00' } });
    expect(info.conversation?.lastMessage?.content).toBe('c');
    // The store's own hours: 18:00 is inside 12:00-20:00.
    expect(await chat.setServiceHours(1, { start: '12:00', end: '20:00' }, OPEN)).toEqual({
      start: '12:00',
      end: '20:00',
    });
    try {
      expect((await chat.shopInfo(user.userId, 1, CLOSED, online, 'zh')).online).toBe(true);
      expect((await chat.send(user, text('d', { shopId: 1 }), CLOSED, online)).customerOffline).toBe(false);
      expect((await chat.send(user, text('e', { shopId: 1 }), OPEN, online)).customerOffline).toBe(true);
      // Shop 2 keeps the default; a shopper with no conversation there gets none.
      expect(await chat.shopInfo(user.userId, 2, OPEN, offline, 'en')).toMatchObject({
        online: false,
        conversation: null,
      });
    } finally {
      await db.delete(chatServiceHours).where(eq(chatServiceHours.shopId, 1));
    }
    // The store's messages never carry the notice.
    const id = info.conversation!.conversationId;
    expect((await chat.send(shop1, text('f', { conversationId: id }), CLOSED, offline)).customerOffline).toBe(
      false,
    );
  });

  it('knows an agent seen lately through the database presence', async () => {
    const t = new Date('2026-11-26T03:00:00Z');
    expect(await chat.agentsSeen(2, t)).toBe(false);
    await chat.agentSeen(2, shop2.merchantId, t);
    expect(await chat.agentsSeen(2, new Date(t.getTime() + 60_000))).toBe(true);
    expect(await chat.agentsSeen(1, new Date(t.getTime() + 60_000))).toBe(false);
    expect(await chat.agentsSeen(2, new Date(t.getTime() + 3 * 60_000))).toBe(false);
  });

  it('opens an inquiry of its shopper until it expires; tampered or foreign ones are null', async () => {
    const alice = await shopper('alice');
    const bob = await shopper('bob');
    const alicesOrder = await orderOf(alice.userId, 1);
    const made = await chat.createInquiry(
      alice.userId,
      { shopId: 1, prodId: product!.prodId, orderNumber: alicesOrder },
      OPEN,
    );
    expect(made).toMatchObject({ shopId: 1, expires: OPEN.getTime() + CHAT_INQUIRY_TTL_MS });
    expect(made.inquiry.length).toBeLessThanOrEqual(500);
    const opened = { shopId: 1, prodId: product!.prodId, orderNumber: alicesOrder };
    expect(await chat.openInquiry(alice.userId, made.inquiry, OPEN)).toEqual(opened);
    expect(await chat.openInquiry(alice.userId, made.inquiry, new Date(made.expires - 1))).toEqual(opened);
    expect(await chat.openInquiry(alice.userId, made.inquiry, new Date(made.expires))).toBeNull();
    expect(await chat.openInquiry(bob.userId, made.inquiry, OPEN)).toBeNull();
    // A changed payload (another store, a later expiry) or signature fails.
    const [payload, mac] = made.inquiry.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, s: 2 })).toString('base64url');
    expect(await chat.openInquiry(alice.userId, `${forged}.${mac}`, OPEN)).toBeNull();
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(await chat.openInquiry(alice.userId, `${payload}.${flipped}`, OPEN)).toBeNull();
    // The last character's unused low bit changed: the same bytes decoded, still not the token.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const lowBit = `${mac.slice(0, -1)}${alphabet[alphabet.indexOf(mac.at(-1)!) ^ 1]}`;
    expect(Buffer.from(lowBit, 'base64url').equals(Buffer.from(mac, 'base64url'))).toBe(true);
    expect(await chat.openInquiry(alice.userId, `${payload}.${lowBit}`, OPEN)).toBeNull();
    for (const junk of ['', 'x', `${payload}.`, `${payload}.${mac}.x`, `${payload}.${mac.slice(1)}`]) {
      expect(await chat.openInquiry(alice.userId, junk, OPEN)).toBeNull();
    }
    // Only a store that exists, its product on sale, the shopper's order of it.
    await refused(chat.createInquiry(alice.userId, { shopId: 999_999 }, OPEN), 'shopNotFound');
    await refused(
      chat.createInquiry(alice.userId, { shopId: 2, prodId: product!.prodId }, OPEN),
      'chatProductUnavailable',
    );
    await refused(
      chat.createInquiry(alice.userId, { shopId: 1, prodId: offSale!.prodId }, OPEN),
      'chatProductUnavailable',
    );
    await refused(
      chat.createInquiry(bob.userId, { shopId: 1, orderNumber: alicesOrder }, OPEN),
      'orderNotFound',
    );
    await refused(
      chat.createInquiry(alice.userId, { shopId: 2, orderNumber: alicesOrder }, OPEN),
      'orderNotFound',
    );
    const bare = await chat.createInquiry(bob.userId, { shopId: 2 }, OPEN);
    expect(await chat.openInquiry(bob.userId, bare.inquiry, OPEN)).toEqual({
      shopId: 2,
      prodId: null,
      orderNumber: null,
    });
  });

  it("keeps the chat's images through the uploads cleanup, and removes a store's unused one", async () => {
    const user = await shopper();
    const theirs = uploadUrl();
    const stores = uploadUrl();
    const unused = uploadUrl();
    const long = new Date(OPEN.getTime() - 30 * 24 * 3600_000);
    await recordUpload(db, theirs, user.userId, long);
    await recordShopUpload(db, stores, 1, long);
    await recordShopUpload(db, unused, 1, long);
    const image = (content: string, where: object) => ({
      clientMsgId: clientId(),
      msgType: 'image' as const,
      content,
      ...where,
    });
    const { message } = await chat.send(user, image(theirs, { shopId: 1 }), long, online);
    await chat.send(shop1, image(stores, { conversationId: message.conversationId }), long, online);
    const graceMs = 24 * 3600_000;
    await removeOrphanUploads(db, null, OPEN, { graceMs, batch: 1000 });
    const kept = await db
      .select({ url: uploads.url })
      .from(uploads)
      .where(inArray(uploads.url, [theirs, stores, unused]));
    expect(kept.map((row) => row.url).sort()).toEqual([theirs, stores].sort());
  });

  it('lists conversations newest first with the store and the shopper', async () => {
    const user = await shopper('lister');
    await chat.send(user, text('to 1', { shopId: 1 }), OPEN, online);
    await chat.send(user, text('to 2', { shopId: 2 }), new Date(OPEN.getTime() + 1000), online);
    const list = await chat.conversations(user, 'en');
    expect(list.map((c) => c.shopId)).toEqual([2, 1]);
    expect(list[0]).toMatchObject({
      userId: user.userId,
      nickName: 'lister',
      updateTime: '2026-11-26 10:00:01',
    });
    expect(list[0]!.shopName).toBeTruthy();
    const [row] = await db
      .select({ n: count() })
      .from(chatConversations)
      .where(and(eq(chatConversations.userId, user.userId)));
    expect(row!.n).toBe(2);
  });
});
