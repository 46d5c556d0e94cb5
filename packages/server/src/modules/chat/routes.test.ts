// The chat's REST routes through the API (issue 16 item 2), on a fake clock: the shopper's and the
// store's conversation lists, pages and read marks, another's conversation refused with the translated
// message, the chat page's store info (service hours, online from the database presence), inquiries,
// recent browse as a signed form, the chat image uploads of both sides (content-checked, each side's
// own), and the store's service hours.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  messages,
  sign,
  type ChatConversation,
  type ChatInquiry,
  type ChatMessage,
  type ChatShopInfo,
  type RecentBrowseItem,
} from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { demoProducts, makeShopper, merchantTokenOf, openTestMall, type TestMall } from '../../test/mall.ts';
import { uploads } from '../file/tables.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { createChatService, type ChatModule } from './service.ts';
import { chatServiceHours } from './tables.ts';
import type { ChatViewer } from './types.ts';

/** 10:00 China Standard Time, inside the default hours. */
const OPEN = Date.parse('2026-11-26T02:00:00Z');
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  randomBytes(100),
]);

/** A multipart body of one file field. */
function multipart(data: Buffer, filename = 'a.png') {
  const boundary = `----mall${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describeEachDatabase('chat routes', (database) => {
  let mall: TestMall;
  let chat: ChatModule;
  let clock = OPEN;
  let merchant1: string;
  let merchant2: string;
  let alice: { userId: string; token: string };
  let bob: { userId: string; token: string };
  let conversationId: number;
  const [product] = demoProducts(1);

  const get = <T>(url: string, token: string, lang = 'zh') =>
    mall.send('GET', url, { token, headers: { 'accept-language': lang } }).then((res) => {
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json<T>();
    });
  const refused = async (
    res: Promise<{ statusCode: number; body: string }>,
    message: (typeof messages)[keyof typeof messages],
    lang: 'zh' | 'en' = 'zh',
  ) => {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.body).toBe(translate(lang, message));
  };
  const upload = (url: string, token: string, data = png): InjectOptions => {
    const { payload, contentType } = multipart(data);
    return {
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: {
        'content-type': contentType,
        authorization: `bearer ${token}`,
        ...sign({ body: '', origin: '', now: clock }),
      },
    };
  };
  const form = (text: string, token: string): InjectOptions => ({
    method: 'POST',
    url: '/api/p/user/recentBrowse',
    payload: text,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `bearer ${token}`,
      ...sign({ body: text, origin: '', now: clock }),
    },
  });
  const text = (content: string, where: object) => ({
    clientMsgId: randomUUID(),
    msgType: 'text' as const,
    content,
    ...where,
  });

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db, { now: () => clock });
    chat = createChatService({ db });
    merchant1 = await merchantTokenOf(db, 1);
    merchant2 = await merchantTokenOf(db, 2);
    alice = await makeShopper(db, { label: 'alice', address: null, now: clock });
    bob = await makeShopper(db, { label: 'bob', address: null, now: clock });
    const user: ChatViewer = { side: 'user', userId: alice.userId };
    const at = new Date(clock);
    const first = await chat.send(user, text('m1', { shopId: 1 }), at, () => Promise.resolve(true));
    conversationId = first.message.conversationId;
    for (let n = 2; n <= 12; n += 1) {
      await chat.send(user, text(`m${n}`, { shopId: 1 }), at, () => Promise.resolve(true));
    }
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  it("lists and pages the shopper's conversation for both sides, and moves read marks", async () => {
    const [mine] = await get<ChatConversation[]>('/p/user/conversations', alice.token);
    expect(mine).toMatchObject({ conversationId, shopId: 1, unread: 0, readSeq: 12, peerReadSeq: 0 });
    expect(mine!.lastMessage).toMatchObject({ seq: 12, content: 'm12', sender: 'user' });
    const theirs = await get<ChatConversation[]>('/merchant/conversations', merchant1);
    expect(theirs.find((c) => c.conversationId === conversationId)).toMatchObject({
      userId: alice.userId,
      nickName: 'alice',
      unread: 12,
      readSeq: 0,
    });
    expect(await get<ChatConversation[]>('/merchant/conversations', merchant2)).toEqual([]);
    const base = `/p/user/conversations/${conversationId}/messages`;
    const newest = await get<ChatMessage[]>(`${base}?size=5`, alice.token);
    expect(newest.map((m) => m.seq)).toEqual([8, 9, 10, 11, 12]);
    const older = await get<ChatMessage[]>(`${base}?size=5&beforeSeq=8`, alice.token);
    expect(older.map((m) => m.seq)).toEqual([3, 4, 5, 6, 7]);
    expect((await get<ChatMessage[]>(base, alice.token)).map((m) => m.seq)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const store = await get<ChatMessage[]>(
      `/merchant/conversations/${conversationId}/messages?beforeSeq=3`,
      merchant1,
    );
    expect(store.map((m) => m.content)).toEqual(['m1', 'm2']);
    // The store reads up to 10, then an older mark changes nothing.
    const read = `/merchant/conversations/${conversationId}/read`;
    expect(await mall.ok('POST', read, { token: merchant1, body: { seq: 10 } })).toBe(10);
    expect(await mall.ok('POST', read, { token: merchant1, body: { seq: 4 } })).toBe(10);
    const [after] = await get<ChatConversation[]>('/p/user/conversations', alice.token);
    expect(after!.peerReadSeq).toBe(10);
    await refused(mall.send('POST', read, { token: merchant1, body: { seq: -1 } }), messages.invalid);
  });

  it("refuses another's conversation with the translated not-found, in either language", async () => {
    const base = `/p/user/conversations/${conversationId}`;
    await refused(
      mall.send('GET', `${base}/messages`, { token: bob.token }),
      messages.chatConversationNotFound,
    );
    await refused(
      mall.send('GET', `${base}/messages`, { token: bob.token, headers: { 'accept-language': 'en' } }),
      messages.chatConversationNotFound,
      'en',
    );
    await refused(
      mall.send('POST', `${base}/read`, { token: bob.token, body: { seq: 1 } }),
      messages.chatConversationNotFound,
    );
    await refused(
      mall.send('GET', `/merchant/conversations/${conversationId}/messages`, { token: merchant2 }),
      messages.chatConversationNotFound,
    );
    await refused(
      mall.send('POST', `/merchant/conversations/${conversationId}/read`, {
        token: merchant2,
        body: { seq: 1 },
      }),
      messages.chatConversationNotFound,
    );
    await refused(
      mall.send('GET', '/p/user/conversations/0/messages', { token: bob.token }),
      messages.queryIdInvalid,
    );
    expect((await mall.send('GET', '/p/user/conversations')).statusCode).toBe(401);
    expect((await mall.send('GET', '/merchant/conversations', { token: alice.token })).statusCode).toBe(401);
  });

  it('shows a store online inside its hours once an agent is at work', async () => {
    // Later than the agents' calls of the tests before (10:10 China Standard Time).
    const start = OPEN + 10 * 60_000;
    clock = start;
    const info = () => get<ChatShopInfo>('/p/user/conversations/shop?shopId=2', bob.token, 'en');
    expect(await info()).toMatchObject({
      shopId: 2,
      serviceHours: { start: '09:00', end: '17:00' },
      online: false,
      conversation: null,
    });
    await get('/merchant/conversations', merchant2);
    expect((await info()).online).toBe(true);
    // The agent is gone after a while.
    clock = start + 5 * 60_000;
    try {
      expect((await info()).online).toBe(false);
    } finally {
      clock = start;
    }
    // Outside the hours an agent at work does not count.
    clock = Date.parse('2026-11-26T10:00:00Z');
    try {
      await get('/merchant/conversations', merchant2);
      expect((await info()).online).toBe(false);
    } finally {
      clock = start;
    }
    clock = OPEN;
    await refused(
      mall.send('GET', '/p/user/conversations/shop?shopId=999999', { token: bob.token }),
      messages.shopNotFound,
    );
    const mine = await get<ChatShopInfo>('/p/user/conversations/shop?shopId=1', alice.token);
    expect(mine.conversation?.conversationId).toBe(conversationId);
  });

  it("sets the store's service hours, refusing malformed ones", async () => {
    const { db } = database().handle;
    try {
      expect(await get('/merchant/chat/serviceHours', merchant2)).toEqual({ start: '09:00', end: '17:00' });
      const hours = { start: '20:00', end: '02:00' };
      expect(await mall.ok('PUT', '/merchant/chat/serviceHours', { token: merchant2, body: hours })).toEqual(
        hours,
      );
      expect(await get('/merchant/chat/serviceHours', merchant2)).toEqual(hours);
      expect(await get('/merchant/chat/serviceHours', merchant1)).toEqual({ start: '09:00', end: '17:00' });
      for (const bad of [
        { start: '9:00', end: '17:00' },
        { start: '24:00', end: '17:00' },
        { start: '09:00', end: '09:00' },
        { start: '09:00' },
      ]) {
        await refused(
          mall.send('PUT', '/merchant/chat/serviceHours', { token: merchant2, body: bad }),
          messages.chatServiceHoursInvalid,
        );
      }
      expect(await get('/merchant/chat/serviceHours', merchant2)).toEqual(hours);
      // 10:00 is outside 20:00-02:00.
      await get('/merchant/conversations', merchant2);
      expect((await get<ChatShopInfo>('/p/user/conversations/shop?shopId=2', bob.token)).online).toBe(false);
    } finally {
      await db.delete(chatServiceHours).where(eq(chatServiceHours.shopId, 2));
    }
  });

  it('starts an inquiry the websocket can open', async () => {
    const made = await mall.ok<ChatInquiry>('POST', '/p/user/conversations/inquiry', {
      token: bob.token,
      body: { shopId: 1, prodId: product!.prodId },
    });
    expect(await chat.openInquiry(bob.userId, made.inquiry, new Date(clock))).toEqual({
      shopId: 1,
      prodId: product!.prodId,
      orderNumber: null,
    });
    expect(await chat.openInquiry(alice.userId, made.inquiry, new Date(clock))).toBeNull();
    await refused(
      mall.send('POST', '/p/user/conversations/inquiry', {
        token: bob.token,
        body: { shopId: 1, orderNumber: '20261126000000000001' },
      }),
      messages.orderNotFound,
    );
  });

  it('records recent browse from a signed form and lists it', async () => {
    const res = await mall.app.inject(form(`prodId=${product!.prodId}`, bob.token));
    expect(res.statusCode, res.body).toBe(200);
    const list = await get<RecentBrowseItem[]>('/p/user/recentBrowse', bob.token);
    expect(list.map((i) => i.prodId)).toEqual([product!.prodId]);
    const bad = await mall.app.inject(form('prodId=abc', bob.token));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toBe(translate('zh', messages.queryIdInvalid));
    const gone = await mall.app.inject(form('prodId=999999', bob.token));
    expect(gone.body).toBe(translate('zh', messages.chatProductUnavailable));
    // Signed over another text: refused.
    const forged = form(`prodId=${product!.prodId}`, bob.token);
    forged.payload = `prodId=${product!.prodId}&x=1`;
    expect((await mall.app.inject(forged)).body).toBe(translate('zh', messages.signatureInvalid));
    expect(await get<RecentBrowseItem[]>('/p/user/recentBrowse', alice.token)).toEqual([]);
  });

  it("uploads chat images checked by content, each usable only by its uploader's side", async () => {
    const { db } = database().handle;
    const mine = await mall.app.inject(upload('/p/file/uploadImFile', alice.token));
    expect(mine.statusCode, mine.body).toBe(200);
    const aliceUrl = mine.json<string>();
    const theirs = await mall.app.inject(upload('/merchant/file/uploadImFile', merchant1));
    expect(theirs.statusCode, theirs.body).toBe(200);
    const storeUrl = theirs.json<string>();
    const rows = await db.select().from(uploads).where(eq(uploads.url, storeUrl));
    expect(rows).toMatchObject([{ userId: null, shopId: 1 }]);
    expect((await mall.app.inject({ url: storeUrl })).rawPayload.equals(png)).toBe(true);
    // Not an image by its content: refused, whatever its name.
    const fake = await mall.app.inject(upload('/p/file/uploadImFile', alice.token, Buffer.from('<svg/>')));
    expect(fake.body).toBe(translate('zh', messages.imageType));
    const fakeStore = await mall.app.inject(
      upload('/merchant/file/uploadImFile', merchant1, Buffer.from('not an image')),
    );
    expect(fakeStore.body).toBe(translate('zh', messages.imageType));
    // Each side sends its own upload; not the other's, nor another store's.
    const user: ChatViewer = { side: 'user', userId: alice.userId };
    const [shop1] = (await get<ChatConversation[]>('/merchant/conversations', merchant1)).filter(
      (c) => c.conversationId === conversationId,
    );
    expect(shop1).toBeDefined();
    const at = new Date(clock);
    const online = () => Promise.resolve(true);
    const image = (content: string, where: object) => ({
      clientMsgId: randomUUID(),
      msgType: 'image' as const,
      content,
      ...where,
    });
    expect((await chat.send(user, image(aliceUrl, { shopId: 1 }), at, online)).message.content).toBe(
      aliceUrl,
    );
    const agent = await chatAgentOf(1);
    expect((await chat.send(agent, image(storeUrl, { conversationId }), at, online)).message.msgType).toBe(
      'image',
    );
    await expect(chat.send(user, image(storeUrl, { shopId: 1 }), at, online)).rejects.toMatchObject({
      descriptor: messages.chatImageInvalid,
    });
    await expect(
      chat.send({ ...agent, shopId: 2 }, image(storeUrl, { conversationId }), at, online),
    ).rejects.toMatchObject({ descriptor: messages.chatConversationNotFound });
    expect((await mall.app.inject(upload('/p/file/uploadImFile', ''))).statusCode).toBe(401);
  });

  /** The viewer of shop `shopId`'s seeded agent. */
  async function chatAgentOf(shopId: number): Promise<ChatViewer & { side: 'shop' }> {
    const { db } = database().handle;
    const [row] = await db
      .select({ merchantId: merchantAccounts.merchantId })
      .from(merchantAccounts)
      .where(eq(merchantAccounts.shopId, shopId));
    return { side: 'shop', shopId, merchantId: row!.merchantId };
  }
});
