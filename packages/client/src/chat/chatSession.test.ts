// A shopper's chat session end to end in the client: the REST list and history (the recording
// transport answering from the protocol server's messages) and a real websocket. A first message makes
// the conversation; the history and the live frames merge once each; a drop loses nothing and doubles
// nothing; read marks clear unread; older pages load before the oldest.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { CHAT_CLOSE_REPLACED, type ChatConversation, type ChatMessage } from '@mall/domain';
import { fakeApiClient, fakeServer } from '../fakeAdapter.ts';
import { ChatSession } from './chatSession.ts';
import { selectThread, selectUnreadTotal } from './chatState.ts';
import { ChatConnection } from './connection.ts';
import { protocolServer, type ProtocolServer } from './testProtocolServer.ts';

let server: ProtocolServer;
let sessions: ChatSession[] = [];

/** The REST side of the protocol server: the shopper's conversation with store 3, and its pages. */
function rest(c: InternalAxiosRequestConfig): string {
  const of5 = server.messages.filter((m) => m.conversationId === 5);
  if (c.url === '/p/user/conversations') {
    if (of5.length === 0) return '[]';
    const conversation: ChatConversation = {
      conversationId: 5,
      shopId: 3,
      shopName: 'Store',
      shopLogo: null,
      userId: 'u1',
      nickName: 'Ann',
      userPic: null,
      lastMessage: of5.at(-1)!,
      unread: of5.filter((m) => m.sender === 'shop').length,
      readSeq: 0,
      peerReadSeq: 0,
      updateTime: of5.at(-1)!.createTime,
    };
    return JSON.stringify([conversation]);
  }
  if (c.url === '/p/user/conversations/5/messages') {
    const { beforeSeq, size } = c.params as { beforeSeq?: number; size: number };
    const before = of5.filter((m) => beforeSeq === undefined || m.seq < beforeSeq);
    return JSON.stringify(before.slice(-size));
  }
  throw new Error(`unexpected ${c.url}`);
}

/** `hold`: a request it answers a promise for is answered (as the server saw it then) once that settles. */
function session(pageSize = 20, hold: (c: InternalAxiosRequestConfig) => Promise<void> | null = () => null) {
  const transport = fakeServer((c) => ({ status: 200, body: rest(c) }));
  const adapter: AxiosAdapter = async (config) => {
    const answer = transport.adapter(config);
    await hold(config);
    return answer;
  };
  const { http } = fakeApiClient(undefined, { getToken: () => 'good', adapter });
  const requests = transport.requests;
  const connection = new ChatConnection({
    side: 'user',
    getToken: () => 'good',
    url: server.url,
    WebSocket,
    backoff: { initialMs: 20, maxMs: 80, tries: 6 },
  });
  const chat = new ChatSession({ connection, http, pageSize });
  sessions.push(chat);
  chat.show({ shopId: 3 });
  chat.start();
  return { chat, connection, requests };
}

async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const shown = (chat: ChatSession) => selectThread(chat.getState(), { shopId: 3 });
const texts = (messages: ChatMessage[]) => messages.map((m) => `${m.seq}:${m.sender}:${m.content}`);

describe('ChatSession', () => {
  beforeEach(async () => {
    server = await protocolServer();
  });
  afterEach(async () => {
    for (const s of sessions) {
      s.stop();
      s.connection.close();
    }
    sessions = [];
    await server.close();
  });

  it("makes the conversation with a shopper's first message and shows it once", async () => {
    const { chat } = session();
    await until(() => chat.getState().connection === 'open', 'open');
    expect(shown(chat).conversationId).toBeNull();
    chat.sendText('hello');
    expect(shown(chat).pending.map((p) => p.content)).toEqual(['hello']);
    await until(() => shown(chat).historyLoaded, 'the history of the new conversation');
    await until(() => chat.getState().conversations.length === 1, 'the list');
    const view = shown(chat);
    expect(view.conversationId).toBe(5);
    expect(view.pending).toEqual([]);
    expect(texts(view.messages)).toEqual(['1:user:hello']);
    expect(server.frames.find((f) => f.frame.type === 'send')!.frame).toMatchObject({ shopId: 3 });
  });

  it('merges the history with live messages, and a drop loses nothing and doubles nothing', async () => {
    server.storeReply(5, 'welcome', false);
    server.storeReply(5, 'how can I help', false);
    const { chat } = session();
    await until(() => shown(chat).historyLoaded, 'the history');
    await until(() => chat.getState().connection === 'open', 'open');
    expect(texts(shown(chat).messages)).toEqual(['1:shop:welcome', '2:shop:how can I help']);
    expect(selectUnreadTotal(chat.getState())).toBe(2);

    chat.sendText('a question');
    await until(() => shown(chat).messages.length === 3, 'the ack');
    server.sockets[0]!.terminate();
    await until(() => chat.getState().connection === 'reconnecting', 'the drop');
    chat.sendText('sent while down');
    server.storeReply(5, 'answer while down', false);
    await until(() => chat.getState().connection === 'open', 'the reconnect');
    await until(() => shown(chat).messages.length === 5, 'the synced and resent messages');
    await new Promise((r) => setTimeout(r, 50));

    expect(texts(shown(chat).messages)).toEqual([
      '1:shop:welcome',
      '2:shop:how can I help',
      '3:user:a question',
      '4:shop:answer while down',
      '5:user:sent while down',
    ]);
    expect(shown(chat).pending).toEqual([]);
    expect(server.messages.filter((m) => m.conversationId === 5)).toHaveLength(5);
    const syncs = server.frames.filter((f) => f.frame.type === 'sync').map((f) => f.frame);
    expect(syncs.at(-1)).toEqual({ type: 'sync', conversationId: 5, afterSeq: 3 });
    expect(selectUnreadTotal(chat.getState())).toBe(3);

    chat.markRead(5);
    expect(selectUnreadTotal(chat.getState())).toBe(0);
    await until(() => server.frames.some((f) => f.frame.type === 'read'), 'the read frame');
    expect(server.frames.find((f) => f.frame.type === 'read')!.frame).toEqual({
      type: 'read',
      conversationId: 5,
      seq: 5,
    });
  });

  it("takes a read of this side on another connection (another tab) as its own, the other side's as the peer's", async () => {
    server.storeReply(5, 'one', false);
    server.storeReply(5, 'two', false);
    const { chat } = session();
    await until(() => shown(chat).historyLoaded && chat.getState().connection === 'open', 'the history');
    expect(selectUnreadTotal(chat.getState())).toBe(2);
    const socket = server.sockets[0]!;
    socket.send(JSON.stringify({ type: 'read', conversationId: 5, seq: 1, side: 'shop' }));
    await until(() => shown(chat).peerReadSeq === 1, "the store's read");
    expect(selectUnreadTotal(chat.getState())).toBe(2);
    socket.send(JSON.stringify({ type: 'read', conversationId: 5, seq: 2, side: 'user' }));
    await until(() => selectUnreadTotal(chat.getState()) === 0, "another tab's read");
    expect(shown(chat)).toMatchObject({ readSeq: 2, peerReadSeq: 1 });
  });

  it('syncs a conversation whose newest page came back after a reconnect', async () => {
    server.storeReply(5, 'one', false);
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const isPage = (c: InternalAxiosRequestConfig) => c.url === '/p/user/conversations/5/messages';
    const { chat, connection, requests } = session(20, (c) => (isPage(c) ? gate : null));
    await until(() => connection.state === 'open' && requests.some(isPage), 'the page asked for');
    // The socket drops while the page is on its way; a message is stored meanwhile: it is in neither
    // the page (older) nor the reconnect's syncs (the conversation was not tracked yet).
    server.sockets[0]!.terminate();
    await until(() => connection.state === 'reconnecting', 'the drop');
    server.storeReply(5, 'while the page was coming', false);
    await until(() => connection.state === 'open', 'the reconnect');
    release();
    await until(() => shown(chat).messages.length === 2, 'the message stored meanwhile');
    expect(texts(shown(chat).messages)).toEqual(['1:shop:one', '2:shop:while the page was coming']);
  });

  it('refreshes after being taken over: connects again, the banner notice gone', async () => {
    const { chat } = session();
    await until(() => chat.getState().connection === 'open', 'open');
    const socket = server.sockets[0]!;
    socket.send(JSON.stringify({ type: 'notice', code: 'loggedInElsewhere' }));
    socket.close(CHAT_CLOSE_REPLACED);
    await until(() => chat.getState().connection === 'replaced', 'replaced');
    expect(chat.getState().notices.map((n) => n.code)).toEqual(['loggedInElsewhere']);
    chat.reconnect();
    await until(() => chat.getState().connection === 'open', 'open again');
    expect(server.connections).toBe(2);
    expect(chat.getState().notices).toEqual([]);
  });

  it('loads older pages before the oldest loaded message until the first', async () => {
    for (let i = 1; i <= 5; i++) server.storeReply(5, `m${i}`, false);
    const { chat, requests } = session(2);
    await until(() => shown(chat).historyLoaded, 'the history');
    expect(shown(chat).messages.map((m) => m.seq)).toEqual([4, 5]);
    expect(shown(chat).hasOlder).toBe(true);
    await chat.loadOlder();
    await chat.loadOlder();
    expect(shown(chat).messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(shown(chat).hasOlder).toBe(false);
    await chat.loadOlder(); // nothing more to load
    const pages = requests
      .filter((r) => r.url === '/p/user/conversations/5/messages')
      .map((r) => r.params as unknown);
    expect(pages).toEqual([{ size: 2 }, { size: 2, beforeSeq: 4 }, { size: 2, beforeSeq: 2 }]);
  });
});
