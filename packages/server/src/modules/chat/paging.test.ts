// The store's conversation pages (GET /merchant/conversations, issue 16 item 2): 250 conversations, many
// updated within the same second (and out of id order below the second), are each reached exactly once by
// walking the keyset pages at several sizes, in the order the wire's `updateTime` and the id say; a
// conversation that a new message moves up while the pages are walked is never shown twice; the nickname
// search (its `%` taken literally); the size's default and cap; a half cursor or a malformed time refused
// with the translated message, on PostgreSQL (PGlite instead where PostgreSQL is unavailable,
// decisions/0097).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CHAT_CONVERSATION_PAGE_DEFAULT,
  CHAT_CONVERSATION_PAGE_MAX,
  formatDate,
  messages,
  type ChatConversation,
} from '@mall/domain';
import { translate } from '../../i18n.ts';
import { DATABASE_HOOK_TIMEOUT, describeEachDatabase } from '../../test/databases.ts';
import { merchantTokenOf, openTestMall, type TestMall } from '../../test/mall.ts';
import { users } from '../account/tables.ts';
import { newUserId } from '../../test/inject.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { createChatService, type ChatModule } from './service.ts';
import { chatConversations } from './tables.ts';

/** 10:00 China Standard Time, inside the default service hours. */
const T0 = Date.parse('2026-11-26T02:00:00Z');
const COUNT = 250;
const SHOP = 2;

describeEachDatabase('the store’s conversation pages', (database) => {
  let mall: TestMall;
  let chat: ChatModule;
  let merchant: string;
  /** The conversations' ids, newest first (whole seconds descending, then id descending). */
  let expected: number[];
  const userOf = new Map<number, string>();

  const page = async (query: string) => {
    const res = await mall.send('GET', `/merchant/conversations${query}`, { token: merchant });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ChatConversation[]>();
  };
  /** Every page of `size` (and `extra` query), following the last one shown; `between` runs after each. */
  const walk = async (size: number, extra = '', between?: (n: number) => Promise<void>) => {
    const seen: ChatConversation[] = [];
    let cursor = '';
    for (let n = 0; n < 1000; n += 1) {
      const got = await page(`?size=${size}${extra}${cursor}`);
      expect(got.length).toBeLessThanOrEqual(size);
      seen.push(...got);
      if (got.length < size) break;
      const last = got.at(-1)!;
      cursor = `&beforeUpdateTime=${encodeURIComponent(last.updateTime)}&beforeId=${last.conversationId}`;
      await between?.(n);
    }
    return seen;
  };

  beforeAll(async () => {
    const { db } = database().handle;
    await seedIfEmpty(db, { perLeaf: 1 });
    mall = await openTestMall(db, { now: () => T0 + 3600_000 });
    chat = createChatService({ db });
    merchant = await merchantTokenOf(db, SHOP);
    const made: { id: number; at: number }[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const userId = newUserId();
      const nickName = i % 50 === 7 ? `莲花_${i}` : i === 3 ? `100%_${i}` : `shopper_${i}`;
      await db.insert(users).values({ userId, userName: `paging_${userId.slice(1, 12)}`, nickName });
      // Ten a second, their milliseconds against the id order: only the second is the wire's order.
      const at = T0 + Math.floor(i / 10) * 1000 + ((i * 389) % 1000);
      const [row] = await db
        .insert(chatConversations)
        .values({ userId, shopId: SHOP, createdAt: new Date(at), updatedAt: new Date(at) })
        .returning({ id: chatConversations.conversationId });
      made.push({ id: row!.id, at: Math.floor(at / 1000) });
      userOf.set(row!.id, userId);
    }
    expected = made.sort((a, b) => b.at - a.at || b.id - a.id).map((c) => c.id);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(() => mall?.app.close());

  it('reaches every conversation exactly once, newest first, at any page size', async () => {
    for (const size of [7, CHAT_CONVERSATION_PAGE_DEFAULT, 33, CHAT_CONVERSATION_PAGE_MAX]) {
      const ids = (await walk(size)).map((c) => c.conversationId);
      expect(ids, `size ${size}`).toEqual(expected);
    }
    // The default size, and the cap.
    expect((await page('')).map((c) => c.conversationId)).toEqual(
      expected.slice(0, CHAT_CONVERSATION_PAGE_DEFAULT),
    );
    expect(await page('?size=500')).toHaveLength(CHAT_CONVERSATION_PAGE_MAX);
    // The newest, whose time is the wire's, to the second (its milliseconds are not).
    const [first] = await page('?size=1');
    expect(first!.updateTime).toBe(formatDate(T0 + 24_000));
  });

  it('never shows a conversation twice while new messages move conversations up', async () => {
    const ahead = expected.at(-1)!; // not reached yet when it moves up
    const behind = expected[1]!; // already shown when it moves up
    const seen = await walk(20, '', async (n) => {
      if (n !== 2) return;
      for (const [k, id] of [ahead, behind].entries()) {
        await chat.send(
          { side: 'user', userId: userOf.get(id)! },
          { clientMsgId: randomUUID(), shopId: SHOP, msgType: 'text', content: `moved ${k}` },
          new Date(T0 + 600_000 + k * 1000),
          async () => true,
        );
      }
    });
    const ids = seen.map((c) => c.conversationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expected.filter((id) => id !== ahead));
    // Both are at the top now, the latest first.
    expect((await page('?size=2')).map((c) => c.conversationId)).toEqual([behind, ahead]);
  });

  it('searches by the shopper’s nickname, a % taken literally', async () => {
    const lotus = (await walk(2, `&nickName=${encodeURIComponent('莲花')}`)).map((c) => c.nickName);
    expect(lotus).toHaveLength(5);
    expect(lotus.every((name) => name.startsWith('莲花_'))).toBe(true);
    expect((await page(`?nickName=${encodeURIComponent('0%')}`)).map((c) => c.nickName)).toEqual(['100%_3']);
    expect(await page(`?nickName=nobody-like-this`)).toEqual([]);
  });

  it('refuses a half cursor or a malformed time with the translated message', async () => {
    for (const query of [
      '?beforeId=5',
      '?beforeUpdateTime=2026-11-26%2010:00:00',
      '?beforeUpdateTime=yesterday&beforeId=5',
      '?beforeUpdateTime=2026-02-31%2010:00:00&beforeId=5',
      '?beforeUpdateTime=2026-11-26%2024:00:00&beforeId=5',
      '?beforeUpdateTime=2026-11-26T10:00:00&beforeId=5',
      '?beforeUpdateTime=2026-11-26%2010:00:00&beforeId=x',
    ]) {
      for (const lang of ['zh', 'en'] as const) {
        const res = await mall.send('GET', `/merchant/conversations${query}`, {
          token: merchant,
          headers: { 'accept-language': lang },
        });
        expect(res.statusCode, query).toBe(400);
        expect(res.body, query).toBe(translate(lang, messages.chatCursorInvalid));
      }
    }
  });
});
