// The chat connection against a real `ws` server that speaks the protocol of contract/chat.ts (auth
// first, ack, a clientMsgId stored once, sync, notices and close codes), and against a scripted socket
// with fake timers for the backoff, the ping and the pacing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import {
  CHAT_CLIENT_MSG_ID,
  CHAT_CLOSE_REPLACED,
  type ChatClientFrame,
  type ChatConnectionState,
  type ChatMessage,
  type ChatServerFrame,
} from '@mall/domain';
import { protocolServer, type ProtocolServer } from './testProtocolServer.ts';
import {
  backoffDelay,
  CHAT_BACKOFF,
  chatSocketUrl,
  ChatConnection,
  type ChatConnectionOptions,
  randomClientMsgId,
  type ChatSocket,
} from './connection.ts';

// ---- Helpers. ----

let server: ProtocolServer;
const connections: ChatConnection[] = [];

function connect(options: Partial<ChatConnectionOptions> = {}) {
  const connection = new ChatConnection({
    side: 'user',
    getToken: () => 'good',
    url: server.url,
    WebSocket,
    backoff: { initialMs: 20, maxMs: 80, tries: 6 },
    ...options,
  });
  connections.push(connection);
  const states: ChatConnectionState[] = [];
  const messages: ChatMessage[] = [];
  const acks: string[] = [];
  connection.on('state', (s) => states.push(s));
  connection.on('message', (m) => messages.push(m));
  connection.on('ack', ({ ack }) => acks.push(`${ack.clientMsgId}:${ack.seq}`));
  connection.connect();
  return { connection, states, messages, acks };
}

async function until(check: () => boolean, what: string, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ids = (prefix: string) => {
  let n = 0;
  return () => `${prefix}-${String(++n).padStart(4, '0')}`;
};

describe('ChatConnection with a protocol server', () => {
  beforeEach(async () => {
    server = await protocolServer();
  });
  afterEach(async () => {
    for (const c of connections.splice(0)) c.close();
    await server.close();
  });

  it('authenticates with the first frame, then sends and is acknowledged', async () => {
    const { connection, states, acks } = connect({ newClientMsgId: ids('a') });
    connection.sendText({ conversationId: 5 }, 'hello'); // queued until authenticated
    await until(() => acks.length === 1, 'the ack');
    expect(server.frames.map((f) => f.frame.type)).toEqual(['auth', 'send']);
    expect(server.frames[0]!.frame).toEqual({ type: 'auth', token: 'good' });
    expect(server.frames[1]!.frame).toEqual({
      type: 'send',
      clientMsgId: 'a-0001',
      conversationId: 5,
      msgType: 'text',
      content: 'hello',
    });
    expect(acks).toEqual(['a-0001:1']);
    expect(connection.pending).toEqual([]);
    expect(states).toEqual(['open']);
    expect(connection.state).toBe('open');
  });

  it('authenticates a store with merchantToken', async () => {
    const { connection } = connect({ side: 'shop' });
    await until(() => connection.state === 'open', 'open');
    expect(server.frames[0]!.frame).toEqual({ type: 'auth', merchantToken: 'good' });
  });

  it('resends the unacknowledged messages after a drop, in order, with their clientMsgId, stored once', async () => {
    // The server stores the first send, then the connection drops before the ack goes out.
    server.dropBeforeAck = (frame, conn) => conn === 1 && frame.clientMsgId === 'b-0001';
    const { connection, states, acks, messages } = connect({ newClientMsgId: ids('b') });
    connection.sendText({ conversationId: 5 }, 'first');
    await until(() => states.includes('reconnecting'), 'the drop');
    expect(server.messages.map((m) => m.content)).toEqual(['first']);
    connection.sendText({ conversationId: 5 }, 'second'); // while disconnected
    expect(connection.pending.map((e) => e.clientMsgId)).toEqual(['b-0001', 'b-0002']);
    await until(() => acks.length === 2, 'both acks');

    const sends = server.frames
      .filter((f) => f.frame.type === 'send')
      .map((f) => `${f.conn}:${(f.frame as { clientMsgId: string }).clientMsgId}`);
    expect(sends).toEqual(['1:b-0001', '2:b-0001', '2:b-0002']);
    // Each message stored once; the resend acknowledged with the stored message.
    expect(server.messages.map((m) => [m.seq, m.content])).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
    expect(acks).toEqual(['b-0001:1', 'b-0002:2']);
    expect(states).toEqual(['open', 'reconnecting', 'open']);
    expect(connection.pending).toEqual([]);
    await sleep(30);
    expect(messages).toEqual([]); // the client's own messages come back as acks, not messages
  });

  it('syncs each known conversation from the last seq seen and delivers every message once', async () => {
    const first = server.storeReply(5, 'one', false);
    server.storeReply(5, 'two', false);
    const { connection, messages } = connect();
    connection.track(5, 2); // the REST history's newest page ended at seq 2
    await until(() => connection.state === 'open', 'open');
    await until(() => server.frames.some((f) => f.frame.type === 'sync'), 'the first sync');
    expect(server.frames.find((f) => f.frame.type === 'sync')!.frame).toEqual({
      type: 'sync',
      conversationId: 5,
      afterSeq: 2,
    });
    server.storeReply(5, 'three'); // live
    await until(() => messages.length === 1, 'the live message');
    // A repeat of a message already seen (a late bus copy, a page of the history) is dropped.
    server.sockets[0]!.send(JSON.stringify({ type: 'message', ...first }));

    // The connection drops; two messages arrive meanwhile; the reconnect syncs from 3.
    server.sockets[0]!.terminate();
    await until(() => connection.state === 'reconnecting', 'the drop');
    server.storeReply(5, 'four', false);
    server.storeReply(5, 'five', false);
    await until(() => messages.length === 3, 'the synced messages');
    const syncs = server.frames.filter((f) => f.frame.type === 'sync').map((f) => [f.conn, f.frame]);
    expect(syncs).toEqual([
      [1, { type: 'sync', conversationId: 5, afterSeq: 2 }],
      [2, { type: 'sync', conversationId: 5, afterSeq: 3 }],
    ]);
    await sleep(30);
    expect(messages.map((m) => [m.seq, m.content])).toEqual([
      [3, 'three'],
      [4, 'four'],
      [5, 'five'],
    ]);
    expect(connection.lastSeq(5)).toBe(5);
  });

  it('syncs after a reconnect only the tracked conversations, not every one a live message named', async () => {
    for (const text of ['a', 'b', 'c']) server.storeReply(9, text, false);
    server.storeReply(5, 'one', false);
    const { connection, messages } = connect();
    connection.track(5, 1);
    await until(() => connection.state === 'open', 'open');
    server.storeReply(9, 'd'); // live, of a conversation not shown: seq 4
    await until(() => messages.length === 1, 'the live message');
    server.sockets[0]!.terminate();
    await until(() => connection.state === 'reconnecting', 'the drop');
    await until(() => connection.state === 'open', 'the reconnect');
    await until(() => server.frames.some((f) => f.conn === 2 && f.frame.type === 'sync'), 'the sync');
    await sleep(50);
    const syncs = server.frames.filter((f) => f.frame.type === 'sync').map((f) => [f.conn, f.frame]);
    expect(syncs).toEqual([
      [1, { type: 'sync', conversationId: 5, afterSeq: 1 }],
      [2, { type: 'sync', conversationId: 5, afterSeq: 1 }],
    ]);
    expect(messages.map((m) => [m.conversationId, m.seq])).toEqual([[9, 4]]);
  });

  it('fetches a skipped seq of a tracked conversation without a reconnect', async () => {
    server.storeReply(5, 'one', false);
    const { connection, messages, acks } = connect({ gapSyncDelayMs: 20, newClientMsgId: ids('g') });
    connection.track(5, 1);
    await until(() => connection.state === 'open', 'open');
    await until(() => server.frames.some((f) => f.frame.type === 'sync'), 'the first sync');
    const syncs = () => server.frames.filter((f) => f.frame.type === 'sync').map((f) => f.frame);
    // A message lost on the way: the next live one shows the gap.
    server.storeReply(5, 'two (lost)', false);
    server.storeReply(5, 'three');
    await until(() => messages.length === 2, 'the lost message');
    expect(messages.map((m) => m.seq)).toEqual([3, 2]);
    expect(connection.lastSeq(5)).toBe(3);
    // A gap shown by an ack of this side's own message.
    server.storeReply(5, 'four (lost)', false);
    connection.sendText({ conversationId: 5 }, 'five');
    await until(() => acks.length === 1 && messages.length === 3, 'the ack and the lost message');
    expect(messages.map((m) => m.seq)).toEqual([3, 2, 4]);
    expect(connection.lastSeq(5)).toBe(5);
    // A conversation not tracked (its history not loaded) is not synced from 0 for a gap.
    server.storeReply(9, 'a', false);
    server.storeReply(9, 'b');
    await until(() => messages.length === 4, 'the message of conversation 9');
    await sleep(60);
    expect(syncs()).toEqual([
      { type: 'sync', conversationId: 5, afterSeq: 1 },
      { type: 'sync', conversationId: 5, afterSeq: 1 },
      { type: 'sync', conversationId: 5, afterSeq: 3 },
    ]);
    expect(server.connections).toBe(1);
  });

  it('stops as replaced on loggedInElsewhere, without reconnecting', async () => {
    const { connection, states } = connect();
    await until(() => connection.state === 'open', 'open');
    const notices: string[] = [];
    connection.on('notice', (n) => notices.push(n.code));
    const socket = server.sockets[0]!;
    socket.send(JSON.stringify({ type: 'notice', code: 'loggedInElsewhere' }));
    socket.close(CHAT_CLOSE_REPLACED);
    await until(() => connection.state === 'replaced', 'replaced');
    await sleep(200); // several backoff delays
    expect(server.connections).toBe(1);
    expect(notices).toEqual(['loggedInElsewhere']);
    expect(states).toEqual(['open', 'replaced']);
  });

  it('stops as replaced on the close code alone', async () => {
    const { connection } = connect();
    await until(() => connection.state === 'open', 'open');
    server.sockets[0]!.close(CHAT_CLOSE_REPLACED);
    await until(() => connection.state === 'replaced', 'replaced');
    await sleep(150);
    expect(server.connections).toBe(1);
  });

  it('is offline on a refused token, without reconnecting, and offline without a token', async () => {
    const refused = connect({ getToken: () => 'bad' });
    await until(() => refused.connection.state === 'offline', 'offline');
    await sleep(150);
    expect(server.connections).toBe(1);
    const none = connect({ getToken: () => undefined });
    expect(none.connection.state).toBe('offline');
    expect(server.connections).toBe(1);
  });

  it('marks a refused message failed and sends it again with the same clientMsgId on retry', async () => {
    let refuse = true;
    server.intercept = (frame, socket) => {
      if (frame.type !== 'send' || !refuse) return false;
      refuse = false;
      socket.send(JSON.stringify({ type: 'error', message: 'too fast', clientMsgId: frame.clientMsgId }));
      return true;
    };
    const { connection, acks } = connect({ newClientMsgId: ids('c') });
    const failed: string[] = [];
    connection.on('failed', ({ entry, message }) => failed.push(`${entry.clientMsgId}:${message}`));
    connection.sendText({ conversationId: 5 }, 'hi');
    await until(() => failed.length === 1, 'the refusal');
    expect(failed).toEqual(['c-0001:too fast']);
    expect(connection.pending).toEqual([]);
    expect(connection.retry('c-0001')).toBe(true);
    expect(connection.retry('c-0001')).toBe(false);
    await until(() => acks.length === 1, 'the ack');
    expect(acks).toEqual(['c-0001:1']);
  });

  it('sends again, after the next pong, a message the server could not store for a passing problem', async () => {
    let trouble = true;
    server.intercept = (frame, socket) => {
      if (frame.type !== 'send' || !trouble) return false;
      trouble = false;
      // A server problem names no message: the client cannot tell which send it was.
      socket.send(JSON.stringify({ type: 'error', message: 'server problem' }));
      return true;
    };
    const { connection, acks } = connect({ newClientMsgId: ids('p'), pingIntervalMs: 50 });
    const failed: string[] = [];
    connection.on('failed', ({ entry }) => failed.push(entry.clientMsgId));
    connection.sendText({ conversationId: 5 }, 'hello');
    await until(() => acks.length === 1, 'the ack after the pong');
    expect(acks).toEqual(['p-0001:1']);
    expect(failed).toEqual([]);
    // One connection throughout, the message sent twice with its clientMsgId and stored once.
    expect(server.connections).toBe(1);
    const sends = server.frames.filter((f) => f.frame.type === 'send').map((f) => f.frame);
    expect(sends.map((f) => (f as { clientMsgId: string }).clientMsgId)).toEqual(['p-0001', 'p-0001']);
    expect(server.messages.filter((m) => m.content === 'hello')).toHaveLength(1);
  });

  it("names a shopper's browser in the auth frame, read at each connection (a malformed id left out)", async () => {
    let deviceId: string | undefined = 'browser-0123456789abcdef';
    const { connection } = connect({ getDeviceId: () => deviceId });
    await until(() => connection.state === 'open', 'open');
    expect(server.frames[0]!.frame).toEqual({
      type: 'auth',
      token: 'good',
      deviceId: 'browser-0123456789abcdef',
    });
    deviceId = 'short';
    server.sockets[0]!.terminate();
    await until(() => server.frames.filter((f) => f.frame.type === 'auth').length === 2, 'the second auth');
    expect(server.frames.filter((f) => f.frame.type === 'auth')[1]!.frame).toEqual({
      type: 'auth',
      token: 'good',
    });
  });

  it('sends read marks and inquiries once authenticated', async () => {
    const { connection } = connect();
    connection.read(5, 3);
    connection.read(5, 2); // never backwards
    connection.open('inq');
    await until(() => server.frames.length >= 3, 'the frames');
    expect(server.frames.slice(1).map((f) => f.frame)).toEqual([
      { type: 'read', conversationId: 5, seq: 3 },
      { type: 'open', inquiry: 'inq' },
    ]);
  });
});

// ---- A scripted socket for the timing (fake timers). ----

class ScriptedSocket implements ChatSocket {
  static made: ScriptedSocket[] = [];
  readyState = 0;
  sent: ChatClientFrame[] = [];
  onopen: ((event: never) => void) | null = null;
  onmessage: ((event: never) => void) | null = null;
  onclose: ((event: never) => void) | null = null;
  onerror: ((event: never) => void) | null = null;
  constructor(readonly url: string) {
    ScriptedSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as ChatClientFrame);
  }
  close() {
    this.readyState = 3;
  }
  /** The server accepts and authenticates. */
  accept() {
    this.readyState = 1;
    (this.onopen as ((e: unknown) => void) | null)?.({});
    this.receive({ type: 'authed', side: 'user', shopId: null });
  }
  receive(frame: ChatServerFrame) {
    (this.onmessage as ((e: { data: string }) => void) | null)?.({ data: JSON.stringify(frame) });
  }
  fail(code = 1006) {
    this.readyState = 3;
    (this.onclose as ((e: { code: number }) => void) | null)?.({ code });
  }
}

describe('ChatConnection timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ScriptedSocket.made = [];
  });
  afterEach(() => {
    for (const c of connections.splice(0)) c.close();
    vi.useRealTimers();
  });

  function scripted(options: Partial<ChatConnectionOptions> = {}) {
    const connection = new ChatConnection({
      side: 'user',
      getToken: () => 'good',
      url: 'ws://test/api/im/ws',
      WebSocket: ScriptedSocket,
      random: () => 0,
      ...options,
    });
    connections.push(connection);
    const states: ChatConnectionState[] = [];
    connection.on('state', (s) => states.push(s));
    connection.connect();
    return { connection, states };
  }

  it('backs off 0.5 s doubling to 8 s with jitter, then is broken after 6 tries', () => {
    const { connection, states } = scripted();
    expect(connection.state).toBe('connecting');
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt++) {
      ScriptedSocket.made.at(-1)!.fail();
      if (attempt === 7) break;
      expect(connection.state).toBe('reconnecting');
      const before = ScriptedSocket.made.length;
      let waited = 0;
      while (ScriptedSocket.made.length === before) {
        vi.advanceTimersByTime(10);
        waited += 10;
      }
      waits.push(waited);
    }
    // random() = 0: half of each full wait (the jitter is the other half).
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    expect(connection.state).toBe('broken');
    vi.advanceTimersByTime(60_000);
    expect(ScriptedSocket.made).toHaveLength(7);
    expect(states).toEqual(['reconnecting', 'broken']);
    // "Refresh": connect starts the tries over.
    connection.connect();
    expect(connection.state).toBe('connecting');
    ScriptedSocket.made.at(-1)!.accept();
    expect(connection.state).toBe('open');
  });

  it('connects again on refresh after replaced, offline or broken, the backoff started over', () => {
    let token: string | undefined = 'good';
    const { connection } = scripted({ getToken: () => token });
    ScriptedSocket.made[0]!.accept();
    /** The next wait before a new socket after a drop (ms). */
    const nextWait = () => {
      const before = ScriptedSocket.made.length;
      ScriptedSocket.made.at(-1)!.fail();
      let waited = 0;
      while (ScriptedSocket.made.length === before && waited < 60_000) {
        vi.advanceTimersByTime(10);
        waited += 10;
      }
      return waited;
    };
    // Taken over (4409): final, until the refresh.
    ScriptedSocket.made.at(-1)!.fail(CHAT_CLOSE_REPLACED);
    expect(connection.state).toBe('replaced');
    vi.advanceTimersByTime(60_000);
    expect(ScriptedSocket.made).toHaveLength(1);
    connection.connect();
    expect(ScriptedSocket.made).toHaveLength(2);
    expect(connection.state).toBe('connecting');
    ScriptedSocket.made.at(-1)!.accept();
    expect(connection.state).toBe('open');
    // Logged out by the notice, then a new login: the refresh connects with the new token.
    ScriptedSocket.made.at(-1)!.receive({ type: 'notice', code: 'offline' });
    expect(connection.state).toBe('offline');
    token = undefined;
    connection.connect();
    expect(connection.state).toBe('offline'); // still no token: nothing to connect with
    token = 'good';
    connection.connect();
    expect(ScriptedSocket.made).toHaveLength(3);
    // Two failed tries, not yet authenticated, then taken over: the refresh starts the waits over.
    expect([nextWait(), nextWait()]).toEqual([250, 500]);
    ScriptedSocket.made.at(-1)!.fail(CHAT_CLOSE_REPLACED);
    connection.connect();
    expect(nextWait()).toBe(250);
    // Broken after the tries: the refresh connects and starts the waits over too.
    for (let i = 0; i < 6; i++) {
      ScriptedSocket.made.at(-1)!.fail();
      vi.advanceTimersByTime(8000);
    }
    expect(connection.state).toBe('broken');
    connection.connect();
    expect(connection.state).toBe('connecting');
    expect(nextWait()).toBe(250);
    ScriptedSocket.made.at(-1)!.accept();
    expect(connection.state).toBe('open');
  });

  it('jitters each wait between half and all of its full length', () => {
    expect(backoffDelay(CHAT_BACKOFF, 1, () => 0)).toBe(250);
    expect(backoffDelay(CHAT_BACKOFF, 1, () => 1)).toBe(500);
    expect(backoffDelay(CHAT_BACKOFF, 5, () => 1)).toBe(8000);
    expect(backoffDelay(CHAT_BACKOFF, 6, () => 0.5)).toBe(6000);
  });

  it('counts the tries again from zero after an authentication', () => {
    const { connection } = scripted();
    for (let i = 0; i < 5; i++) {
      ScriptedSocket.made.at(-1)!.fail();
      vi.advanceTimersByTime(8000);
    }
    ScriptedSocket.made.at(-1)!.accept();
    expect(connection.state).toBe('open');
    for (let i = 0; i < 6; i++) {
      ScriptedSocket.made.at(-1)!.fail();
      vi.advanceTimersByTime(8000);
    }
    expect(connection.state).toBe('reconnecting');
  });

  it('pings every 25 s and drops a socket silent for 10 s after a ping', () => {
    const { connection } = scripted();
    const socket = ScriptedSocket.made[0]!;
    socket.accept();
    vi.advanceTimersByTime(25_000);
    expect(socket.sent.at(-1)).toEqual({ type: 'ping' });
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(25_000);
    expect(socket.sent.filter((f) => f.type === 'ping')).toHaveLength(2);
    vi.advanceTimersByTime(9_999);
    expect(connection.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(connection.state).toBe('reconnecting');
    vi.advanceTimersByTime(250);
    expect(ScriptedSocket.made).toHaveLength(2);
  });

  it('syncs a gap once after a short wait, and again on a pong while it is still missing', () => {
    const { connection } = scripted();
    connection.track(5, 1);
    const socket = ScriptedSocket.made[0]!;
    socket.accept();
    const syncs = () => socket.sent.filter((f) => f.type === 'sync');
    expect(syncs()).toEqual([{ type: 'sync', conversationId: 5, afterSeq: 1 }]);
    socket.receive({ type: 'synced', conversationId: 5, seq: 1 });
    const live = (seq: number): ChatServerFrame => ({
      type: 'message',
      msgId: `m${seq}`,
      conversationId: 5,
      seq,
      sender: 'shop',
      msgType: 'text',
      content: `text ${seq}`,
      prod: null,
      order: null,
      createTime: '2026-11-26 16:00:00',
    });
    socket.receive(live(2)); // no gap: nothing to ask
    vi.advanceTimersByTime(1000);
    expect(syncs()).toHaveLength(1);
    socket.receive(live(4)); // 3 is missing
    socket.receive(live(5));
    vi.advanceTimersByTime(299);
    expect(syncs()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(syncs()).toHaveLength(2);
    expect(syncs()[1]).toEqual({ type: 'sync', conversationId: 5, afterSeq: 2 });
    socket.receive(live(6)); // the sync is on its way: not asked twice
    vi.advanceTimersByTime(1000);
    expect(syncs()).toHaveLength(2);
    // The sync was refused (no answer); the pong after the next ping asks again.
    socket.receive({ type: 'error', message: 'too fast' });
    vi.advanceTimersByTime(25_000);
    socket.receive({ type: 'pong' });
    expect(syncs()).toHaveLength(3);
    expect(syncs()[2]).toEqual({ type: 'sync', conversationId: 5, afterSeq: 2 });
    socket.receive(live(3)); // filled: the next pong asks nothing
    expect(connection.lastSeq(5)).toBe(6);
    vi.advanceTimersByTime(25_000);
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(1000);
    expect(syncs()).toHaveLength(3);
    expect(connection.state).toBe('open');
  });

  it('tries again at once when the network is back while waiting', () => {
    const network = new EventTarget();
    const { connection } = scripted({ network });
    ScriptedSocket.made[0]!.fail();
    vi.advanceTimersByTime(250);
    ScriptedSocket.made.at(-1)!.fail(); // the second wait (500 ms) has begun
    expect(ScriptedSocket.made).toHaveLength(2);
    network.dispatchEvent(new Event('online'));
    expect(ScriptedSocket.made).toHaveLength(3);
    ScriptedSocket.made[2]!.accept();
    expect(connection.state).toBe('open');
    vi.advanceTimersByTime(1000); // the cancelled wait makes no socket
    expect(ScriptedSocket.made).toHaveLength(3);
    network.dispatchEvent(new Event('online')); // open: nothing to do
    expect(ScriptedSocket.made).toHaveLength(3);
  });

  it('refuses a send above the frame limit, keeping nothing', () => {
    const { connection } = scripted();
    expect(() => connection.sendText({ conversationId: 5 }, '字'.repeat(3000))).toThrow(RangeError);
    expect(connection.pending).toEqual([]);
    connection.sendText({ conversationId: 5 }, '字'.repeat(500)); // the longest text: well under
    expect(connection.pending).toHaveLength(1);
  });

  it('reports a frame it cannot read and goes on', () => {
    const { connection } = scripted();
    const socket = ScriptedSocket.made[0]!;
    socket.accept();
    const invalid: string[] = [];
    connection.on('invalidFrame', ({ data }) => invalid.push(data));
    (socket.onmessage as ((e: { data: string }) => void) | null)?.({ data: 'not json' });
    (socket.onmessage as ((e: { data: string }) => void) | null)?.({ data: '{"type":"message","seq":1}' });
    expect(invalid).toEqual(['not json', '{"type":"message","seq":1}']);
    expect(connection.state).toBe('open');
  });

  it('drops a socket not authenticated within 10 s', () => {
    const { connection } = scripted();
    vi.advanceTimersByTime(10_000);
    expect(connection.state).toBe('reconnecting');
  });

  it('paces frames under the per-second limit, in order', () => {
    const { connection } = scripted({ newClientMsgId: ids('p') });
    for (let i = 0; i < 40; i++) connection.sendText({ conversationId: 5 }, `m${i}`);
    const socket = ScriptedSocket.made[0]!;
    socket.accept();
    const sends = () => socket.sent.filter((f) => f.type === 'send').length;
    const first = sends();
    expect(first).toBeLessThan(20);
    vi.advanceTimersByTime(1000);
    expect(sends()).toBeGreaterThan(first);
    vi.advanceTimersByTime(3000);
    expect(sends()).toBe(40);
    const order = socket.sent.flatMap((f) => (f.type === 'send' ? [f.content] : []));
    expect(order).toEqual(Array.from({ length: 40 }, (_, i) => `m${i}`));
  });
});

describe('randomClientMsgId', () => {
  it('makes ids the server takes, with or without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomClientMsgId()).toMatch(uuid);
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(crypto.randomUUID).toBeUndefined();
      const ids = new Set(Array.from({ length: 50 }, () => randomClientMsgId()));
      expect(ids.size).toBe(50);
      for (const id of ids) {
        expect(id).toMatch(uuid);
        expect(id).toMatch(CHAT_CLIENT_MSG_ID);
      }
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('chatSocketUrl', () => {
  it('puts the socket under the API base, http -> ws and https -> wss, with the language', () => {
    expect(chatSocketUrl('/api', 'https://mall.example')).toBe('wss://mall.example/api/im/ws');
    expect(chatSocketUrl('/api/', 'http://localhost:5173', 'en')).toBe(
      'ws://localhost:5173/api/im/ws?lang=en',
    );
    expect(chatSocketUrl('https://api.example/v1', 'http://ignored')).toBe('wss://api.example/v1/im/ws');
  });
});
