// The chat gateway's transport rules (decisions/0057) with real websocket clients against a listening
// test server on PGlite, with the real chat service (its own rules are tested in service.test.ts; two
// instances in cluster.test.ts): a plain GET (426), the first frame and 4401, acks in order,
// duplicates, ownership, cards in each connection's language, resume by sync, take-over (one browser's
// tabs side by side by their device id), revoked tokens (on a frame and on the periodic check), bad,
// oversized, too many and flooding frames in the connection's language (naming a refused send's
// clientMsgId), notices, read marks naming the reader's side to both sides (also set over REST; the
// store's other agents hear them), presence, a bus that fails to publish and a server problem (no
// clientMsgId), the server's pings, a clean close, and a socket upgrading during the close. The servers:
// test/chat-gateway.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_CLOSE_OFFLINE,
  CHAT_CLOSE_REPLACED,
  CHAT_CLOSE_UNAUTHORIZED,
  CHAT_FRAME_MAX_BYTES,
  CHAT_FRAMES_PER_SECOND,
  formatDate,
  messages,
} from '@mall/domain';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/connection.ts';
import { translate } from '../../i18n.ts';
import { revokeToken } from '../account/tokens.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { ChatTestClient } from '../../test/chat-client.ts';
import { listeningMall, withGatewayApp } from '../../test/chat-gateway.ts';
import { DATABASE_HOOK_TIMEOUT } from '../../test/databases.ts';
import { expectOk, signedRequest } from '../../test/inject.ts';
import { demoProducts, makeShopper, merchantTokenOf } from '../../test/mall.ts';
import { issueMerchantToken } from '../merchant/auth.ts';
import { merchantAccounts } from '../merchant/tables.ts';
import { CHAT_FLOOD_FRAMES, type ChatTiming } from './gateway.ts';
import { chatBus } from './bus.ts';
import { chatPresence } from './presence.ts';
import { createChatService, type ChatModule } from './service.ts';
import type { ChatBus } from './types.ts';

const TIMING: Partial<ChatTiming> = { authMs: 400, recheckMs: 300, pingMs: 60_000, presenceMs: 60_000 };

/** A test server with the chat (its real service and wiring), listening on a free port. */
async function chatServer(db: Database, timing: Partial<ChatTiming> = TIMING) {
  const { app, url } = await listeningMall({ db, chatTiming: timing });
  return { app, presence: chatPresence({ db, now: Date.now }), url };
}

/** The store's service hours around now (China Standard Time), so that only presence decides `online`. */
async function openNow(chat: ChatModule, shopId: number): Promise<void> {
  const at = Date.now();
  await chat.setServiceHours(
    shopId,
    { start: formatDate(at - 2 * 3600_000, 'hh:mm'), end: formatDate(at + 2 * 3600_000, 'hh:mm') },
    new Date(at),
  );
}

describe('the chat gateway', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let url: string;
  let presence: ReturnType<typeof chatPresence>;
  let chat: ChatModule;
  let merchant1: string;
  let merchant2: string;
  const open: ChatTestClient[] = [];
  const shopper = async (label: string) => makeShopper(handle.db, { label, address: null });
  const connect = async (
    auth: { token: string; deviceId?: string } | { merchantToken: string },
    query = '',
    headers = {},
  ) => {
    const client = await ChatTestClient.authed(url + query, auth, headers);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'memory' });
    await handle.migrate();
    await seedIfEmpty(handle.db, { perLeaf: 1 });
    chat = createChatService({ db: handle.db });
    for (const shopId of [1, 2, 3]) await openNow(chat, shopId);
    ({ app, url, presence } = await chatServer(handle.db));
    merchant1 = await merchantTokenOf(handle.db, 1);
    merchant2 = await merchantTokenOf(handle.db, 2);
  }, DATABASE_HOOK_TIMEOUT);
  afterAll(async () => {
    await Promise.all(open.map((c) => c.drop()));
    await app?.close();
    await handle?.close();
  }, DATABASE_HOOK_TIMEOUT);

  it('answers a plain GET with 426 in plain text', async () => {
    const res = await fetch(url.replace(/^ws/, 'http') + '?lang=en');
    expect(res.status).toBe(426);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(translate('zh', messages.chatUpgradeRequired));
    const en = await fetch(url.replace(/^ws/, 'http'), { headers: { 'accept-language': 'en' } });
    expect(await en.text()).toBe(translate('en', messages.chatUpgradeRequired));
  });

  it('closes 4401 for a first frame that is not a good auth, a bad token, or silence', async () => {
    const cases: unknown[] = [
      { type: 'ping' },
      'not json',
      { type: 'auth', token: 'no-such-token' },
      { type: 'auth', merchantToken: 'no-such-token' },
      { type: 'auth' },
    ];
    for (const frame of cases) {
      const client = await ChatTestClient.open(url);
      client.send(frame);
      expect((await client.closed).code, JSON.stringify(frame)).toBe(CHAT_CLOSE_UNAUTHORIZED);
    }
    // A merchant token is not a shopper token, nor the other way round.
    const { token } = await shopper('crossed');
    for (const auth of [{ token: merchant1 }, { merchantToken: token }]) {
      const client = await ChatTestClient.open(url);
      client.send({ type: 'auth', ...auth });
      expect((await client.closed).code).toBe(CHAT_CLOSE_UNAUTHORIZED);
    }
    const silent = await ChatTestClient.open(url);
    expect((await silent.closed).code).toBe(CHAT_CLOSE_UNAUTHORIZED);
    expect(silent.frames).toEqual([]);
  });

  it('closes 4401 for a merchant account whose role may not chat, and counts only chat agents as present', async () => {
    // Staff accounts of shop 3 (decisions/0060), which has no agent connected yet.
    const staffToken = async (role: 'orders' | 'products' | 'chat' | 'all') => {
      const [row] = await handle.db
        .insert(merchantAccounts)
        .values({ username: `gw_${role}`, passwordHash: 'x', shopId: 3, role })
        .returning({ merchantId: merchantAccounts.merchantId });
      return issueMerchantToken(handle.db, row!.merchantId, Date.now());
    };
    for (const role of ['orders', 'products'] as const) {
      const client = await ChatTestClient.open(url);
      client.send({ type: 'auth', merchantToken: await staffToken(role) });
      expect((await client.closed).code, role).toBe(CHAT_CLOSE_UNAUTHORIZED);
    }
    expect(await presence.agentsOnline(3)).toBe(false);
    for (const role of ['chat', 'all'] as const) {
      const agent = await connect({ merchantToken: await staffToken(role) });
      expect(await presence.agentsOnline(3)).toBe(true);
      await agent.close();
      await expect.poll(() => presence.agentsOnline(3)).toBe(false);
    }
  });

  it('acknowledges in order, delivers to the store and to the shopper’s other side, once per clientMsgId', async () => {
    const { token } = await shopper('ordering');
    const agentA = await connect({ merchantToken: merchant1 });
    const agentB = await connect({ merchantToken: merchant1 });
    const otherShop = await connect({ merchantToken: merchant2 });
    const me = await connect({ token });
    expect(me.frames[0]).toEqual({ type: 'authed', side: 'user', shopId: null });
    expect(agentA.frames[0]).toEqual({ type: 'authed', side: 'shop', shopId: 1 });
    const ids = Array.from({ length: 8 }, (_, i) => `order-${i}-${randomUUID().slice(0, 8)}`);
    for (const [i, clientMsgId] of ids.entries()) {
      me.send({ type: 'send', clientMsgId, shopId: 1, msgType: 'text', content: `hello ${i}` });
    }
    const acks = [];
    for (const clientMsgId of ids) acks.push(await me.next('ack', (a) => a.clientMsgId === clientMsgId));
    const seqs = acks.map((a) => a.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(ids.length);
    for (const agent of [agentA, agentB]) {
      const got = [];
      for (let i = 0; i < ids.length; i++) got.push(await agent.next('message'));
      expect(got.map((m) => m.content)).toEqual(ids.map((_, i) => `hello ${i}`));
      expect(got.map((m) => m.msgId)).toEqual(acks.map((a) => a.msgId));
    }
    // The sender's own connection has its acks, not the messages again.
    expect(me.all('message')).toEqual([]);

    // The same clientMsgId again: the same message acknowledged, nothing stored or delivered twice.
    me.send({ type: 'send', clientMsgId: ids[0], shopId: 1, msgType: 'text', content: 'hello 0' });
    const again = await me.next('ack', (a) => a.clientMsgId === ids[0]);
    expect(again).toEqual(acks[0]);
    const conversation = { id: acks[0]!.conversationId };
    const viewer = { side: 'shop' as const, shopId: 1, merchantId: 0 };
    expect(await chat.after(viewer, conversation.id, 0, 50)).toHaveLength(ids.length);

    // The store reads them (the shopper and the store's other agent are told), then answers: its mark
    // then covers its answer.
    agentA.send({ type: 'read', conversationId: conversation.id, seq: ids.length });
    const storeRead = { type: 'read', conversationId: conversation.id, seq: ids.length, side: 'shop' };
    expect(await me.next('read')).toEqual(storeRead);
    expect(await agentB.next('read')).toEqual(storeRead);

    // The store answers: the shopper and the store's other agent get it; the other store nothing.
    agentA.send({
      type: 'send',
      clientMsgId: `reply-${randomUUID()}`,
      conversationId: conversation.id,
      msgType: 'text',
      content: 'welcome',
    });
    await agentA.next('ack');
    expect((await me.next('message')).content).toBe('welcome');
    expect((await agentB.next('message')).content).toBe('welcome');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(agentA.all('message')).toHaveLength(ids.length);
    expect(otherShop.all('message')).toEqual([]);

    // Read marks reach both sides, named by the reader's side; never the reading connection.
    me.send({ type: 'read', conversationId: conversation.id, seq: ids.length + 1 });
    const userRead = { type: 'read', conversationId: conversation.id, seq: ids.length + 1, side: 'user' };
    expect(await agentA.next('read')).toEqual(userRead);
    expect(await agentB.next('read')).toEqual(userRead);
    // The store's mark stood at its own last message (ids.length + 1): reading 3 does not move it back.
    agentB.send({ type: 'read', conversationId: conversation.id, seq: 3 });
    const storeMark = { type: 'read', conversationId: conversation.id, seq: ids.length + 1, side: 'shop' };
    expect(await me.next('read')).toEqual(storeMark);
    expect(await agentA.next('read')).toEqual(storeMark);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(agentA.all('read')).toEqual([userRead, storeMark]);
    expect(agentB.all('read')).toEqual([storeRead, userRead]);
    expect(me.all('read')).toEqual([storeRead, storeMark]);
    expect(otherShop.all('read')).toEqual([]);

    // A read mark set over REST reaches the other side's sockets too.
    const read = { seq: ids.length + 1 };
    expect(
      await expectOk(
        app,
        signedRequest('POST', `/merchant/conversations/${conversation.id}/read`, read, { token: merchant1 }),
      ),
    ).toBe(ids.length + 1);
    // A REST read has no connection: every connection of both sides hears it.
    const restStore = { type: 'read', conversationId: conversation.id, ...read, side: 'shop' };
    expect(await me.next('read')).toEqual(restStore);
    expect(await agentA.next('read')).toEqual(restStore);
    await expectOk(
      app,
      signedRequest('POST', `/p/user/conversations/${conversation.id}/read`, read, { token }),
    );
    const restUser = { type: 'read', conversationId: conversation.id, ...read, side: 'user' };
    expect(await agentA.next('read')).toEqual(restUser);
    expect(await me.next('read')).toEqual(restUser);

    // Another store's agent may not write into (nor read) this conversation: refused, the socket stays.
    otherShop.send({
      type: 'send',
      clientMsgId: 'intruder-1',
      conversationId: conversation.id,
      msgType: 'text',
      content: 'x',
    });
    expect((await otherShop.next('error')).message).toBe(translate('zh', messages.chatConversationNotFound));
    otherShop.send({ type: 'sync', conversationId: conversation.id, afterSeq: 0 });
    await otherShop.next('error');
    otherShop.send({ type: 'ping' });
    await otherShop.next('pong');
    expect(otherShop.all('message')).toEqual([]);
    // Nor may another shopper, nor may a shopper send another's order (or an unknown one) as a card.
    const stranger = await connect({ token: (await shopper('stranger')).token });
    stranger.send({ type: 'sync', conversationId: conversation.id, afterSeq: 0 });
    expect((await stranger.next('error')).message).toBe(translate('zh', messages.chatConversationNotFound));
    stranger.send({ type: 'read', conversationId: conversation.id, seq: 1 });
    await stranger.next('error');
    stranger.send({
      type: 'send',
      clientMsgId: 'not-mine-1',
      shopId: 1,
      msgType: 'order',
      content: '123456789',
    });
    expect(await stranger.next('error')).toEqual({
      type: 'error',
      message: translate('zh', messages.orderNotFound),
      clientMsgId: 'not-mine-1',
    });
    expect(stranger.all('message')).toEqual([]);
  });

  it('tells the store’s other agents of a read: their unread count of the conversation drops', async () => {
    const { token } = await shopper('two-agents');
    const me = await connect({ token });
    for (const n of [1, 2, 3]) {
      me.send({
        type: 'send',
        clientMsgId: `two-agents-${n}-${randomUUID()}`,
        shopId: 1,
        msgType: 'text',
        content: `q${n}`,
      });
    }
    const acks = [];
    for (let n = 0; n < 3; n++) acks.push(await me.next('ack'));
    const conversationId = acks[0]!.conversationId;
    const agentA = await connect({ merchantToken: merchant1 });
    const agentB = await connect({ merchantToken: merchant1 });
    const unreadOf = async () =>
      (await chat.conversations({ side: 'shop', shopId: 1, merchantId: 0 }, 'zh')).find(
        (c) => c.conversationId === conversationId,
      )!.unread;
    expect(await unreadOf()).toBe(3);
    agentA.send({ type: 'read', conversationId, seq: acks[2]!.seq });
    // Agent B is told that the store read through seq 3 (its client drops the unread count to 0).
    expect(await agentB.next('read')).toEqual({
      type: 'read',
      conversationId,
      seq: acks[2]!.seq,
      side: 'shop',
    });
    expect(await me.next('read')).toEqual({ type: 'read', conversationId, seq: acks[2]!.seq, side: 'shop' });
    expect(await unreadOf()).toBe(0);
    agentA.send({ type: 'ping' });
    await agentA.next('pong');
    expect(agentA.all('read')).toEqual([]);
  });

  it('delivers a product card with its names in each connection’s language', async () => {
    const { token } = await shopper('card');
    const [prod] = demoProducts(1);
    const zhAgent = await connect({ merchantToken: merchant1 });
    const enAgent = await connect({ merchantToken: merchant1 }, '?lang=en');
    const me = await connect({ token }, '?lang=en');
    me.send({
      type: 'send',
      clientMsgId: 'card-00001',
      shopId: 1,
      msgType: 'prod',
      content: String(prod!.prodId),
    });
    const ack = await me.next('ack');
    const viewer = { side: 'shop' as const, shopId: 1, merchantId: 0 };
    const [zh] = await chat.after(viewer, ack.conversationId, ack.seq - 1, 1, 'zh');
    const [en] = await chat.after(viewer, ack.conversationId, ack.seq - 1, 1, 'en');
    expect(zh!.prod!.prodName).not.toBe(en!.prod!.prodName);
    expect(await zhAgent.next('message')).toEqual({ type: 'message', ...zh });
    expect(await enAgent.next('message')).toEqual({ type: 'message', ...en });
  });

  it('resumes after a dropped connection: sync sends exactly what was missed, in order', async () => {
    const { token } = await shopper('resume');
    const agent = await connect({ merchantToken: merchant1 });
    let me = await connect({ token });
    me.send({ type: 'send', clientMsgId: 'resume-first', shopId: 1, msgType: 'text', content: 'one' });
    const first = await me.next('ack');
    await agent.next('message');
    await me.drop();
    const replies = [];
    // In bursts under the per-second limit, each acknowledged before the next.
    for (let burst = 0; burst < 60; burst += 15) {
      for (let i = burst; i < burst + 15; i++) {
        agent.send({
          type: 'send',
          clientMsgId: `resume-reply-${i}`,
          conversationId: first.conversationId,
          msgType: 'text',
          content: `reply ${i}`,
        });
      }
      for (let i = burst; i < burst + 15; i++) {
        replies.push(await agent.next('ack', (a) => a.clientMsgId === `resume-reply-${i}`));
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    me = await connect({ token });
    me.send({ type: 'sync', conversationId: first.conversationId, afterSeq: first.seq });
    const synced = await me.next('synced');
    const got = me.all('message');
    // Pages of 50: all 60, once each, in seq order, then `synced` with the last seq.
    expect(got.map((m) => m.seq)).toEqual(replies.map((r) => r.seq));
    expect(got.map((m) => m.content)).toEqual(replies.map((_, i) => `reply ${i}`));
    expect(synced).toEqual({
      type: 'synced',
      conversationId: first.conversationId,
      seq: replies.at(-1)!.seq,
    });
    // Resending an unacknowledged message after the reconnect stores nothing new.
    me.send({ type: 'send', clientMsgId: 'resume-first', shopId: 1, msgType: 'text', content: 'one' });
    expect((await me.next('ack')).seq).toBe(first.seq);
    const stored = await chat.after({ side: 'shop', shopId: 1, merchantId: 0 }, first.conversationId, 0, 100);
    expect(stored.map((m) => m.seq)).toEqual(Array.from({ length: 61 }, (_, i) => i + 1));
  });

  it('hands a shopper over to the newer connection: the older is told loggedInElsewhere and closed', async () => {
    const { token } = await shopper('takeover');
    const phone = await connect({ token });
    const agent = await connect({ merchantToken: merchant1 });
    const pc = await connect({ token });
    expect(await phone.next('notice')).toEqual({ type: 'notice', code: 'loggedInElsewhere' });
    expect((await phone.closed).code).toBe(CHAT_CLOSE_REPLACED);
    // The newer connection works, and a store's several agents are never taken over.
    pc.send({ type: 'send', clientMsgId: 'takeover-1', shopId: 1, msgType: 'text', content: 'here' });
    await pc.next('ack');
    expect((await agent.next('message')).content).toBe('here');
    expect(pc.closeCode).toBeNull();
    expect(agent.closeCode).toBeNull();
  });

  it('keeps the tabs of one browser side by side; another device, or none, takes them over', async () => {
    const { token } = await shopper('tabs');
    const browser = `browser-${randomUUID()}`;
    const tab1 = await connect({ token, deviceId: browser });
    const tab2 = await connect({ token, deviceId: browser });
    const agent = await connect({ merchantToken: merchant1 });
    tab1.send({ type: 'send', clientMsgId: 'tabs-0001', shopId: 1, msgType: 'text', content: 'from tab 1' });
    const ack = await tab1.next('ack');
    // The other tab gets the message as the sender's other connection; the store answers both.
    expect((await tab2.next('message')).content).toBe('from tab 1');
    agent.send({
      type: 'send',
      clientMsgId: 'tabs-answer-1',
      conversationId: ack.conversationId,
      msgType: 'text',
      content: 'to both',
    });
    expect((await tab1.next('message')).content).toBe('to both');
    expect((await tab2.next('message')).content).toBe('to both');
    expect([tab1.closeCode, tab2.closeCode]).toEqual([null, null]);
    expect([...tab1.all('notice'), ...tab2.all('notice')]).toEqual([]);
    // A phone (another device id) takes both tabs over; then a connection without one takes the phone.
    const phone = await connect({ token, deviceId: `phone-${randomUUID()}` });
    for (const tab of [tab1, tab2]) {
      expect(await tab.next('notice')).toEqual({ type: 'notice', code: 'loggedInElsewhere' });
      expect((await tab.closed).code).toBe(CHAT_CLOSE_REPLACED);
    }
    const bare = await connect({ token });
    expect((await phone.closed).code).toBe(CHAT_CLOSE_REPLACED);
    expect(bare.closeCode).toBeNull();
    // A malformed device id is a bad first frame.
    for (const deviceId of ['short', 'x'.repeat(65), 'has space in it!!', 42]) {
      const client = await ChatTestClient.open(url);
      client.send({ type: 'auth', token, deviceId });
      expect((await client.closed).code, String(deviceId)).toBe(CHAT_CLOSE_UNAUTHORIZED);
    }
    expect(bare.closeCode).toBeNull();
  });

  it('tells a revoked token offline and closes it, on its next frame and on the periodic check', async () => {
    const a = await shopper('revoked-frame');
    const onFrame = await connect({ token: a.token });
    await revokeToken(handle.db, a.token);
    onFrame.send({ type: 'ping' });
    expect(await onFrame.next('notice')).toEqual({ type: 'notice', code: 'offline' });
    expect((await onFrame.closed).code).toBe(CHAT_CLOSE_OFFLINE);
    expect(onFrame.all('pong')).toEqual([]);

    const b = await shopper('revoked-idle');
    const idle = await connect({ token: b.token });
    await revokeToken(handle.db, b.token);
    expect(await idle.next('notice', undefined, 3_000)).toEqual({ type: 'notice', code: 'offline' });
    expect((await idle.closed).code).toBe(CHAT_CLOSE_OFFLINE);
  });

  it('refuses bad, oversized and too many frames in the connection’s language, and stays open', async () => {
    const { token, userId } = await shopper('frames');
    const en = await connect({ token }, '?lang=en');
    const zh = await ChatTestClient.authed(
      url,
      { token: (await shopper('frames-zh')).token },
      {
        'accept-language': 'en-US',
      },
    );
    open.push(zh);
    en.send('{not json');
    expect((await en.next('error')).message).toBe(translate('en', messages.chatFrameInvalid));
    en.send({ type: 'send', clientMsgId: 'bad id!', shopId: 1, msgType: 'text', content: 'x' });
    expect((await en.next('error')).message).toBe(translate('en', messages.invalid));
    // Ids and seqs beyond PostgreSQL's integer: refused as malformed, never a database error.
    en.send({ type: 'sync', conversationId: 1e12, afterSeq: 0 });
    expect((await en.next('error')).message).toBe(translate('en', messages.queryIdInvalid));
    en.send({ type: 'read', conversationId: 1, seq: 2 ** 40 });
    expect((await en.next('error')).message).toBe(translate('en', messages.invalid));
    en.send({ type: 'unknown' });
    expect((await en.next('error')).message).toBe(translate('en', messages.chatFrameInvalid));
    en.send({ type: 'auth', token });
    expect((await en.next('error')).message).toBe(translate('en', messages.chatFrameInvalid));
    en.ws.send(Buffer.from([1, 2, 3]));
    expect((await en.next('error')).message).toBe(translate('en', messages.chatFrameInvalid));
    en.send({ type: 'open', inquiry: 'stale' });
    expect(await en.next('notice')).toEqual({ type: 'notice', code: 'inquiryExpired' });
    const [prod] = demoProducts(1);
    const { inquiry } = await chat.createInquiry(userId, { shopId: 1, prodId: prod!.prodId }, new Date());
    en.send({ type: 'open', inquiry });
    expect(await en.next('opened')).toEqual({
      type: 'opened',
      shopId: 1,
      prodId: prod!.prodId,
      orderNumber: null,
    });
    // A business refusal of the service carries the message's clientMsgId.
    en.send({ type: 'send', clientMsgId: 'empty-text', shopId: 1, msgType: 'text', content: '  ' });
    expect(await en.next('error')).toEqual({
      type: 'error',
      message: translate('en', messages.chatTextEmpty),
      clientMsgId: 'empty-text',
    });
    // Above the frame limit: refused with a frame.
    en.send({ type: 'ping', pad: 'x'.repeat(CHAT_FRAME_MAX_BYTES) });
    expect((await en.next('error')).message).toBe(translate('en', messages.chatFrameTooLarge));
    // A refused `send` whose clientMsgId can be read names it: the client marks that message failed.
    const big = { type: 'send', clientMsgId: 'too-big-0001', shopId: 1, msgType: 'text' };
    en.send({ ...big, content: 'x'.repeat(CHAT_FRAME_MAX_BYTES) });
    expect(await en.next('error')).toEqual({
      type: 'error',
      message: translate('en', messages.chatFrameTooLarge),
      clientMsgId: 'too-big-0001',
    });
    en.send({ type: 'send', clientMsgId: 'bad-type-0001', shopId: 1, msgType: 'video', content: 'x' });
    expect(await en.next('error')).toEqual({
      type: 'error',
      message: translate('en', messages.chatFrameInvalid),
      clientMsgId: 'bad-type-0001',
    });
    en.send({ type: 'ping' });
    await en.next('pong');
    // The language of the upgrade request's Accept-Language (no lang query).
    zh.send('nope');
    expect((await zh.next('error')).message).toBe(translate('en', messages.chatFrameInvalid));

    // More than CHAT_FRAMES_PER_SECOND in a second: the extra frames are refused, the rest answered.
    const burst = await connect({ token: (await shopper('burst')).token });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (let i = 0; i < CHAT_FRAMES_PER_SECOND + 4; i++) burst.send({ type: 'ping' });
    burst.send({ type: 'send', clientMsgId: 'too-fast-0001', shopId: 1, msgType: 'text', content: 'x' });
    await burst.next('error', (e) => e.message === translate('zh', messages.chatFramesTooFast));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(burst.all('error').filter((e) => e.clientMsgId !== undefined)).toEqual([
      {
        type: 'error',
        message: translate('zh', messages.chatFramesTooFast),
        clientMsgId: 'too-fast-0001',
      },
    ]);
    expect(burst.all('pong').length).toBeLessThanOrEqual(CHAT_FRAMES_PER_SECOND);
    expect(burst.all('pong').length + burst.all('error').length).toBe(CHAT_FRAMES_PER_SECOND + 5);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    burst.send({ type: 'ping' });
    await burst.next('pong', (p) => burst.frames.indexOf(p) > CHAT_FRAMES_PER_SECOND + 4);
    expect(burst.closeCode).toBeNull();

    // A flood (five times the limit in a second) is closed rather than answered frame by frame.
    const flood = await connect({ token: (await shopper('flood')).token });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (let i = 0; i < CHAT_FLOOD_FRAMES + 1; i++) flood.send({ type: 'ping' });
    expect((await flood.closed).code).toBe(1008);
    expect(flood.all('error').length).toBeLessThanOrEqual(CHAT_FLOOD_FRAMES - CHAT_FRAMES_PER_SECOND);

    // Far above: ws closes the socket (1009) before reading it.
    const huge = await connect({ token: (await shopper('huge')).token });
    huge.send({ type: 'ping', pad: 'x'.repeat(4 * CHAT_FRAME_MAX_BYTES) });
    expect((await huge.closed).code).toBe(1009);
  });

  it('tells the shopper once per conversation that customer service is offline, and knows who is online', async () => {
    const { token } = await shopper('offline');
    const me = await connect({ token });
    // Shop 3 has no agent connected.
    expect(await presence.agentsOnline(3)).toBe(false);
    me.send({ type: 'send', clientMsgId: 'offline-1', shopId: 3, msgType: 'text', content: 'anyone?' });
    me.send({ type: 'send', clientMsgId: 'offline-2', shopId: 3, msgType: 'text', content: 'hello?' });
    await me.next('ack', (a) => a.clientMsgId === 'offline-2');
    expect(me.all('notice')).toEqual([{ type: 'notice', code: 'customerOffline', shopId: 3 }]);
    const agent = await connect({ merchantToken: await merchantTokenOf(handle.db, 3) });
    expect(await presence.agentsOnline(3)).toBe(true);
    me.send({ type: 'send', clientMsgId: 'offline-3', shopId: 3, msgType: 'text', content: 'there you are' });
    expect((await agent.next('message')).content).toBe('there you are');
    await agent.close();
    await expect.poll(() => presence.agentsOnline(3)).toBe(false);
  });
});

describe('the chat gateway over a failing bus', () => {
  it(
    'acknowledges a stored message even when publishing it fails (the receivers get it by sync); a server problem names no clientMsgId',
    async () => {
      const handle = await openDatabase({ kind: 'memory' });
      try {
        await handle.migrate();
        await seedIfEmpty(handle.db, { perLeaf: 1 });
        const chat = createChatService({ db: handle.db });
        // A server problem (not a refusal): an error without the clientMsgId, so the client resends it.
        const service: ChatModule = {
          ...chat,
          send: (viewer, input, ...rest) =>
            input.clientMsgId === 'boom-0001'
              ? Promise.reject(new Error('the database is down'))
              : chat.send(viewer, input, ...rest),
        };
        const failing: ChatBus = {
          publish: () => Promise.reject(new Error('the bus is down')),
          subscribe: () => {},
          close: async () => {},
        };
        await withGatewayApp({ db: handle.db, service, bus: failing }, async ({ url }) => {
          const { token } = await makeShopper(handle.db, { label: 'nobus', address: null });
          const me = await ChatTestClient.authed(url, { token });
          me.send({ type: 'send', clientMsgId: 'boom-0001', shopId: 1, msgType: 'text', content: 'lost' });
          expect(await me.next('error')).toEqual({
            type: 'error',
            message: translate('zh', messages.serverProblem),
          });
          me.send({ type: 'send', clientMsgId: 'nobus-0001', shopId: 1, msgType: 'text', content: 'stored' });
          const ack = await me.next('ack');
          me.send({ type: 'read', conversationId: ack.conversationId, seq: ack.seq });
          me.send({ type: 'ping' });
          await me.next('pong');
          expect(me.all('error')).toHaveLength(1);
          const stored = await chat.after(
            { side: 'shop', shopId: 1, merchantId: 0 },
            ack.conversationId,
            0,
            10,
          );
          expect(stored.map((m) => m.content)).toEqual(['stored']);
          await me.drop();
        });
      } finally {
        await handle.close();
      }
    },
    DATABASE_HOOK_TIMEOUT,
  );
});

describe('the chat gateway and a client that does not read', () => {
  it(
    'cuts a connection whose unsent frames pass the limit',
    async () => {
      const handle = await openDatabase({ kind: 'memory' });
      try {
        await handle.migrate();
        await seedIfEmpty(handle.db, { perLeaf: 1 });
        const chat = createChatService({ db: handle.db });
        const bus = chatBus(handle.db, { log: () => {}, loadMessage: async () => null });
        await bus.start();
        await withGatewayApp(
          { db: handle.db, service: chat, bus, maxBufferedBytes: 256 * 1024 },
          async ({ url }) => {
            const shopper = await makeShopper(handle.db, { label: 'slow', address: null });
            let conversationId = 0;
            for (let i = 0; i < 50; i++) {
              const sent = await chat.send(
                { side: 'user', userId: shopper.userId },
                { clientMsgId: `slow-${i}-0000`, shopId: 1, msgType: 'text', content: '长'.repeat(500) },
                new Date(),
                async () => true,
              );
              conversationId = sent.message.conversationId;
            }
            const slow = await ChatTestClient.authed(url, { token: shopper.token });
            // Reads nothing more, and keeps asking for the whole conversation (about 80 KB each time).
            slow.ws.pause();
            for (let i = 0; i < 400 && slow.closeCode === null; i++) {
              slow.send({ type: 'sync', conversationId, afterSeq: 0 });
              if (i % 15 === 14) await new Promise((resolve) => setTimeout(resolve, 1_000));
              if (slow.ws.readyState !== slow.ws.OPEN) break;
              if (i % 15 === 14) {
                // The server cut it: the paused socket notices once it reads again.
                slow.ws.resume();
                slow.ws.pause();
              }
            }
            slow.ws.resume();
            const cut = await Promise.race([
              slow.closed,
              new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000)),
            ]);
            expect(cut?.code).toBe(1006);
          },
          (app) => app.addHook('onClose', () => bus.close()),
        );
      } finally {
        await handle.close();
      }
    },
    DATABASE_HOOK_TIMEOUT,
  );
});

describe('the chat gateway’s pings and close', () => {
  it(
    'drops a socket that stops answering pings, and closes its connections with the server',
    async () => {
      const handle = await openDatabase({ kind: 'memory' });
      try {
        await handle.migrate();
        await seedIfEmpty(handle.db, { perLeaf: 1 });
        const { app, url, presence } = await chatServer(handle.db, { ...TIMING, pingMs: 150 });
        const merchant = await merchantTokenOf(handle.db, 1);
        const answering = await ChatTestClient.authed(url, { merchantToken: merchant });
        const silent = await ChatTestClient.authed(url, { merchantToken: merchant });
        // `ws` answers pings by itself; a paused socket reads nothing, so it answers none.
        silent.ws.pause();
        await new Promise((resolve) => setTimeout(resolve, 600));
        silent.ws.resume();
        expect((await silent.closed).code).toBe(1006);
        expect(answering.closeCode).toBeNull();
        expect(await presence.agentsOnline(1)).toBe(true);
        await app.close();
        expect((await answering.closed).code).toBe(1001);
        // Its presence was forgotten before the database closed.
        expect(await presence.agentsOnline(1)).toBe(false);
      } finally {
        await handle.close();
      }
    },
    DATABASE_HOOK_TIMEOUT,
  );
});

describe('the chat gateway closing while a socket upgrades', () => {
  it(
    'closes a socket whose upgrade completes during the close with 1001, and the close ends',
    async () => {
      const handle = await openDatabase({ kind: 'memory' });
      let late = null as ChatTestClient | null;
      try {
        await handle.migrate();
        // An upgrade request held in a hook: routed before the close begins, upgraded during it.
        let reached!: () => void;
        const atHook = new Promise<void>((resolve) => (reached = resolve));
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const quiet: ChatBus = { publish: async () => {}, subscribe: () => {}, close: async () => {} };
        await withGatewayApp(
          { db: handle.db, service: createChatService({ db: handle.db }), bus: quiet },
          async ({ app, url }) => {
            // A socket that reads nothing keeps the close waiting (up to its cut, a second).
            const slow = await ChatTestClient.open(url);
            slow.ws.pause();
            const upgrading = ChatTestClient.open(url, { 'x-test-gate': '1' });
            await atHook;
            const closing = app.close();
            await new Promise((resolve) => setTimeout(resolve, 100));
            release();
            late = await upgrading;
            expect((await late.closed).code).toBe(1001);
            const ended = await Promise.race([
              closing.then(() => true),
              new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
            ]);
            expect(ended).toBe(true);
            slow.ws.resume();
            await slow.closed;
          },
          (app) =>
            app.addHook('onRequest', async (request) => {
              if (request.headers['x-test-gate']) {
                reached();
                await gate;
              }
            }),
        );
      } finally {
        late?.ws.terminate();
        await handle.close();
      }
    },
    DATABASE_HOOK_TIMEOUT,
  );
});
