// A small chat protocol server for the client's tests (contract/chat.ts over a real `ws` server): auth
// first (token 'good', else close 4401), send -> stored once per clientMsgId -> ack, sync -> the missed
// messages then synced, ping -> pong. One store; a shopper's message without a conversation goes to
// conversation 5. Test-only: nothing else imports it.
import type { WebSocket } from 'ws';
import { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import {
  CHAT_CLOSE_UNAUTHORIZED,
  type ChatClientFrame,
  type ChatMessage,
  type ChatServerFrame,
} from '@mall/domain';

export interface ProtocolServer {
  url: string;
  /** Every frame received, by connection number (1, 2, ...). */
  frames: { conn: number; frame: ChatClientFrame }[];
  connections: number;
  sockets: WebSocket[];
  messages: ChatMessage[];
  /** Stores a message of the store's side and pushes it to the open sockets. */
  storeReply(conversationId: number, text: string, push?: boolean): ChatMessage;
  /** Called before each client frame is handled; answer true to handle nothing more. */
  intercept?: ((frame: ChatClientFrame, socket: WebSocket, conn: number) => boolean) | undefined;
  /** A send this answers true for is stored, then the connection drops before the ack. */
  dropBeforeAck?: (frame: { clientMsgId: string }, conn: number) => boolean;
  close(): Promise<void>;
}

export async function protocolServer(): Promise<ProtocolServer> {
  const wss = new WebSocketServer({ port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const byClientMsgId = new Map<string, ChatMessage>();
  let msgIds = 0;
  const store = (conversationId: number, sender: 'user' | 'shop', content: string): ChatMessage => {
    const seq = server.messages.filter((m) => m.conversationId === conversationId).length + 1;
    const message: ChatMessage = {
      msgId: `m${++msgIds}`,
      conversationId,
      seq,
      sender,
      msgType: 'text',
      content,
      prod: null,
      order: null,
      createTime: '2026-11-26 16:00:00',
    };
    server.messages.push(message);
    return message;
  };
  const sendTo = (socket: WebSocket, frame: ChatServerFrame) => socket.send(JSON.stringify(frame));
  const server: ProtocolServer = {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/api/im/ws`,
    frames: [],
    connections: 0,
    sockets: [],
    messages: [],
    storeReply(conversationId, text, push = true) {
      const message = store(conversationId, 'shop', text);
      if (push) for (const s of server.sockets) sendTo(s, { type: 'message', ...message });
      return message;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of wss.clients) s.terminate();
        wss.close(() => resolve());
      }),
  };
  wss.on('connection', (socket) => {
    const conn = ++server.connections;
    let authed = false;
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ChatClientFrame;
      server.frames.push({ conn, frame });
      if (!authed) {
        if (frame.type !== 'auth' || ('token' in frame ? frame.token : frame.merchantToken) !== 'good') {
          socket.close(CHAT_CLOSE_UNAUTHORIZED);
          return;
        }
        authed = true;
        server.sockets.push(socket);
        sendTo(socket, { type: 'authed', side: 'token' in frame ? 'user' : 'shop', shopId: null });
        return;
      }
      if (server.intercept?.(frame, socket, conn)) return;
      switch (frame.type) {
        case 'send': {
          let message = byClientMsgId.get(frame.clientMsgId);
          if (!message) {
            message = store(frame.conversationId ?? 5, 'user', frame.content);
            byClientMsgId.set(frame.clientMsgId, message);
          }
          if (server.dropBeforeAck?.(frame, conn)) {
            socket.terminate();
            break;
          }
          const { msgId, conversationId, seq, createTime } = message;
          sendTo(socket, {
            type: 'ack',
            clientMsgId: frame.clientMsgId,
            msgId,
            conversationId,
            seq,
            createTime,
          });
          break;
        }
        case 'sync': {
          const after = server.messages.filter(
            (m) => m.conversationId === frame.conversationId && m.seq > frame.afterSeq,
          );
          for (const m of after) sendTo(socket, { type: 'message', ...m });
          const last = after.at(-1)?.seq ?? frame.afterSeq;
          sendTo(socket, { type: 'synced', conversationId: frame.conversationId, seq: last });
          break;
        }
        case 'ping':
          sendTo(socket, { type: 'pong' });
          break;
        default:
          break;
      }
    });
    socket.on('close', () => {
      server.sockets = server.sockets.filter((s) => s !== socket);
    });
  });
  return server;
}
