// The chat panel's state: REST history and live frames merged by seq (once each, ascending), pending
// sends until their ack, failed sends and retries, unread counts and read marks, notices shown once.
import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatMessage } from '@mall/domain';
import {
  chatReducer,
  initialChatState,
  mergeMessages,
  selectConversations,
  selectThread,
  selectUnread,
  selectUnreadTotal,
  type ChatAction,
  type ChatState,
} from './chatState.ts';
import type { ChatOutboxEntry } from './connection.ts';

const msg = (seq: number, sender: 'user' | 'shop' = 'shop', conversationId = 7): ChatMessage => ({
  msgId: `m${conversationId}-${seq}`,
  conversationId,
  seq,
  sender,
  msgType: 'text',
  content: `text ${seq}`,
  prod: null,
  order: null,
  createTime: `2026-11-26 16:00:${String(seq).padStart(2, '0')}`,
});

const conversation = (over: Partial<ChatConversation> = {}): ChatConversation => ({
  conversationId: 7,
  shopId: 3,
  shopName: 'Store',
  shopLogo: null,
  userId: 'u1',
  nickName: 'Ann',
  userPic: null,
  lastMessage: null,
  unread: 0,
  readSeq: 0,
  peerReadSeq: 0,
  updateTime: '2026-11-26 15:00:00',
  ...over,
});

const entry = (clientMsgId: string, over: Partial<ChatOutboxEntry> = {}): ChatOutboxEntry => ({
  clientMsgId,
  shopId: 3,
  conversationId: null,
  msgType: 'text',
  content: `hello ${clientMsgId}`,
  prod: null,
  order: null,
  queuedAt: 1,
  ...over,
});

const run = (actions: ChatAction[], state: ChatState = initialChatState('user')) =>
  actions.reduce(chatReducer, state);

const seqs = (state: ChatState, conversationId = 7) =>
  selectThread(state, { conversationId }).messages.map((m) => m.seq);

describe('mergeMessages', () => {
  it('orders by seq and keeps one message per seq', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3), msg(1), msg(5)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 5]);
  });

  it('answers the same array when nothing is new', () => {
    const messages = [msg(1), msg(2)];
    expect(mergeMessages(messages, [msg(2)])).toBe(messages);
  });
});

describe('chatReducer', () => {
  it('merges the REST history and live messages by seq, each once', () => {
    const state = run([
      { type: 'message', message: msg(6) }, // live, before the history arrived
      { type: 'history', conversationId: 7, page: [msg(4), msg(5), msg(6)], pageSize: 3, older: false },
      { type: 'message', message: msg(6) }, // a repeat
      { type: 'message', message: msg(8) }, // out of order
      { type: 'message', message: msg(7) },
    ]);
    expect(seqs(state)).toEqual([4, 5, 6, 7, 8]);
    const thread = selectThread(state, { conversationId: 7 });
    expect(thread.historyLoaded).toBe(true);
    expect(thread.hasOlder).toBe(true); // a full page, not from seq 1
  });

  it('loads older pages before the oldest and knows when there are no more', () => {
    let state = run([
      { type: 'history', conversationId: 7, page: [msg(4), msg(5)], pageSize: 2, older: false },
    ]);
    expect(selectThread(state, { conversationId: 7 }).hasOlder).toBe(true);
    state = chatReducer(state, {
      type: 'history',
      conversationId: 7,
      page: [msg(2), msg(3)],
      pageSize: 2,
      older: true,
    });
    expect(selectThread(state, { conversationId: 7 }).hasOlder).toBe(true);
    state = chatReducer(state, {
      type: 'history',
      conversationId: 7,
      page: [msg(1)],
      pageSize: 2,
      older: true,
    });
    expect(seqs(state)).toEqual([1, 2, 3, 4, 5]);
    expect(selectThread(state, { conversationId: 7 }).hasOlder).toBe(false);
    // A short newest page has nothing older.
    const short = run([
      { type: 'history', conversationId: 9, page: [msg(1, 'shop', 9)], pageSize: 20, older: false },
    ]);
    expect(selectThread(short, { conversationId: 9 }).hasOlder).toBe(false);
  });

  it("shows a store's pending sends until the ack turns them into stored messages", () => {
    let state = run([
      { type: 'sending', entry: entry('a') },
      { type: 'sending', entry: entry('b') },
    ]);
    // Before the first message there is no conversation: the store's pending sends show.
    let view = selectThread(state, { shopId: 3 });
    expect(view.conversationId).toBeNull();
    expect(view.pending.map((p) => [p.clientMsgId, p.status])).toEqual([
      ['a', 'sending'],
      ['b', 'sending'],
    ]);
    state = chatReducer(state, {
      type: 'ack',
      entry: entry('a'),
      ack: { clientMsgId: 'a', msgId: 'x1', conversationId: 7, seq: 1, createTime: '2026-11-26 16:00:01' },
    });
    view = selectThread(state, { shopId: 3 });
    expect(view.conversationId).toBe(7);
    expect(view.messages).toEqual([
      {
        msgId: 'x1',
        conversationId: 7,
        seq: 1,
        sender: 'user',
        msgType: 'text',
        content: 'hello a',
        prod: null,
        order: null,
        createTime: '2026-11-26 16:00:01',
      },
    ]);
    expect(view.pending.map((p) => p.clientMsgId)).toEqual(['b']);
    // The same message again from a sync (the ack of a resend was first): still once.
    state = chatReducer(state, { type: 'message', message: { ...msg(1, 'user'), msgId: 'x1' } });
    expect(seqs(state)).toEqual([1]);
    // Own messages are never unread.
    expect(selectUnreadTotal(state)).toBe(0);
  });

  it('marks a refused send failed with its reason, and sending again clears it', () => {
    let state = run([
      { type: 'sending', entry: entry('a') },
      { type: 'failed', clientMsgId: 'a', message: 'Too long' },
    ]);
    expect(selectThread(state, { shopId: 3 }).pending).toMatchObject([
      { status: 'failed', error: 'Too long' },
    ]);
    state = chatReducer(state, { type: 'sending', entry: entry('a') });
    expect(state.pending).toHaveLength(1);
    expect(state.pending[0]).toMatchObject({ status: 'sending', error: null });
  });

  it("counts the other side's new messages as unread and clears them with a read mark", () => {
    let state = run([
      { type: 'conversations', list: [conversation({ unread: 2, readSeq: 1 })] },
      { type: 'history', conversationId: 7, page: [msg(1), msg(2), msg(3)], pageSize: 20, older: false },
    ]);
    expect(selectUnread(state)).toEqual({ 7: 2 });
    state = run(
      [
        { type: 'message', message: msg(4) },
        { type: 'message', message: msg(4) }, // a repeat counts once
        { type: 'message', message: msg(5, 'user') }, // own side: not unread
      ],
      state,
    );
    expect(selectUnreadTotal(state)).toBe(3);
    expect(selectConversations(state)[0]).toMatchObject({ unread: 3, lastMessage: { seq: 5 } });
    state = chatReducer(state, { type: 'read', conversationId: 7, seq: 3 });
    expect(selectUnread(state)).toEqual({ 7: 1 });
    state = chatReducer(state, { type: 'read', conversationId: 7, seq: 5 });
    state = chatReducer(state, { type: 'read', conversationId: 7, seq: 2 }); // never backwards
    expect(selectThread(state, { conversationId: 7 }).readSeq).toBe(5);
    expect(selectUnreadTotal(state)).toBe(0);
    // A list fetched before the read keeps the local read.
    state = chatReducer(state, { type: 'conversations', list: [conversation({ unread: 2, readSeq: 3 })] });
    expect(selectUnreadTotal(state)).toBe(0);
  });

  it("drops an agent's unread count when another agent of the store reads the conversation", () => {
    // Agent B has the list only (never opened the conversations): 3 unread through seq 5 in 7, 2 in 8.
    let state = run(
      [
        {
          type: 'conversations',
          list: [
            conversation({ unread: 3, lastMessage: msg(5, 'user') }),
            conversation({ conversationId: 8, unread: 2, lastMessage: msg(2, 'user', 8) }),
          ],
        },
      ],
      initialChatState('shop'),
    );
    expect(selectUnread(state)).toEqual({ 7: 3, 8: 2 });
    // Agent A read 7 up to 3: at most 2 of the messages after it are unread (not loaded here).
    state = chatReducer(state, { type: 'read', conversationId: 7, seq: 3 });
    expect(selectUnread(state)).toEqual({ 7: 2, 8: 2 });
    // Then up to its last message: nothing unread in 7, 8 unchanged.
    state = chatReducer(state, { type: 'read', conversationId: 7, seq: 5 });
    expect(selectUnread(state)).toEqual({ 7: 0, 8: 2 });
    expect(selectConversations(state).find((c) => c.conversationId === 7)).toMatchObject({
      unread: 0,
      readSeq: 5,
    });
    expect(selectUnreadTotal(state)).toBe(2);
  });

  it('does not count a message again that the list already counted', () => {
    // The list was fetched after seq 4 was stored; seq 4 arrives after it (a sync), then seq 5.
    let state = run([
      { type: 'message', message: msg(2) },
      { type: 'conversations', list: [conversation({ unread: 3, lastMessage: msg(4) })] },
    ]);
    expect(selectUnreadTotal(state)).toBe(3);
    state = run(
      [
        { type: 'message', message: msg(3) },
        { type: 'message', message: msg(4) },
      ],
      state,
    );
    expect(selectUnreadTotal(state)).toBe(3);
    state = chatReducer(state, { type: 'message', message: msg(5) });
    expect(selectUnreadTotal(state)).toBe(4);
    // A list fetched before a live message: the message after its last one still counts.
    state = chatReducer(state, {
      type: 'conversations',
      list: [conversation({ unread: 3, lastMessage: msg(4) })],
    });
    expect(selectUnreadTotal(state)).toBe(4);
  });

  it("keeps the other side's read mark, never backwards", () => {
    const state = run([
      { type: 'conversations', list: [conversation()] },
      { type: 'peerRead', conversationId: 7, seq: 4 },
      { type: 'peerRead', conversationId: 7, seq: 2 },
    ]);
    expect(selectThread(state, { conversationId: 7 }).peerReadSeq).toBe(4);
    expect(state.conversations[0]!.peerReadSeq).toBe(4);
  });

  it('orders the conversations by their latest activity', () => {
    const state = run([
      {
        type: 'conversations',
        list: [
          conversation(),
          conversation({ conversationId: 8, shopId: 4, updateTime: '2026-11-26 15:30:00' }),
        ],
      },
      { type: 'message', message: msg(1, 'shop', 7) },
    ]);
    expect(selectConversations(state).map((c) => c.conversationId)).toEqual([7, 8]);
    expect(state.conversationOfShop).toEqual({ 3: 7, 4: 8 });
  });

  it('shows a notice once until dismissed', () => {
    let state = run([
      { type: 'notice', code: 'customerOffline', shopId: 3 },
      { type: 'notice', code: 'customerOffline', shopId: 3 },
      { type: 'notice', code: 'customerOffline', shopId: 4 },
      { type: 'connection', state: 'replaced' },
      { type: 'notice', code: 'loggedInElsewhere' },
    ]);
    expect(state.notices.map((n) => [n.code, n.shopId])).toEqual([
      ['customerOffline', 3],
      ['customerOffline', 4],
      ['loggedInElsewhere', undefined],
    ]);
    expect(state.connection).toBe('replaced');
    state = chatReducer(state, { type: 'dismissNotice', id: state.notices[0]!.id });
    expect(state.notices.map((n) => n.shopId)).toEqual([4, undefined]);
  });

  it('drops the notices of a stopped connection once it is open again', () => {
    let state = run([
      { type: 'connection', state: 'open' },
      { type: 'notice', code: 'customerOffline', shopId: 3 },
      { type: 'notice', code: 'loggedInElsewhere' },
      { type: 'notice', code: 'offline' },
      { type: 'connection', state: 'replaced' },
    ]);
    expect(state.notices.map((n) => n.code)).toEqual(['customerOffline', 'loggedInElsewhere', 'offline']);
    // "Refresh": connecting keeps them (it may fail again), open drops them.
    state = run([{ type: 'connection', state: 'connecting' }], state);
    expect(state.notices).toHaveLength(3);
    state = run([{ type: 'connection', state: 'open' }], state);
    expect(state.notices.map((n) => [n.code, n.shopId])).toEqual([['customerOffline', 3]]);
    // Taken over again later: shown again.
    state = run([{ type: 'notice', code: 'loggedInElsewhere' }], state);
    expect(state.notices.map((n) => n.code)).toEqual(['customerOffline', 'loggedInElsewhere']);
  });

  it('drops an inquiry expired notice once an inquiry opens', () => {
    const opened = { shopId: 3, prodId: 9, orderNumber: null };
    const state = run([
      { type: 'notice', code: 'customerOffline', shopId: 3 },
      { type: 'notice', code: 'inquiryExpired' },
      { type: 'opened', opened },
    ]);
    expect(state.opened).toEqual(opened);
    expect(state.notices.map((n) => n.code)).toEqual(['customerOffline']);
  });
});
