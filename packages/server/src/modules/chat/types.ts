// The chat module's seams (issue 16): what the websocket gateway (gateway.ts) needs from the chat
// service (service.ts), and the bus that carries events between the processes of every instance
// (bus.ts). The service owns the tables and every rule; the gateway only parses frames, authenticates,
// calls the service and routes its results to connections; the bus only moves events.
import type { ChatMessage, ChatMsgType, ChatNoticeCode, ChatSide, Locale } from '@mall/domain';

/** Who is connected or calling: a shopper, or the customer service (a merchant account) of one store. */
export type ChatViewer =
  { side: 'user'; userId: string } | { side: 'shop'; shopId: number; merchantId: number };

/** A message to store. The shopper names the store (`shopId`); the store names the conversation. */
export interface ChatSendInput {
  clientMsgId: string;
  shopId?: number | undefined;
  conversationId?: number | undefined;
  msgType: ChatMsgType;
  content: string;
}

/** What storing a message produced. */
export interface ChatSent {
  message: ChatMessage;
  /** The conversation's shopper and store (to route the message to both sides). */
  userId: string;
  shopId: number;
  /** True when `clientMsgId` had been stored before: the stored message, nothing stored again. */
  duplicate: boolean;
  /** Shopper's message sent while the store's customer service is not available (hours or no agent). */
  customerOffline: boolean;
}

export interface ChatService {
  /**
   * Stores a message in one transaction (the conversation created on a shopper's first message, `seq`
   * the next of the conversation under a row lock, `clientMsgId` unique per sender and conversation).
   * A bad message (empty or too long text, an image that is not the sender's upload, an unknown
   * product, another shopper's order, a conversation that is not the viewer's) throws BusinessError.
   * `agentsOnline`: whether an agent of the store is connected (the gateway knows, across instances).
   * `locale`: the language of a product or order card's names in the answer (both are stored; default zh).
   */
  send(
    viewer: ChatViewer,
    input: ChatSendInput,
    now: Date,
    agentsOnline: (shopId: number) => Promise<boolean>,
    locale?: Locale,
  ): Promise<ChatSent>;
  /**
   * The messages of a conversation of the viewer after `afterSeq`, ascending (at most `limit`); the
   * cards' names in `locale` (default zh).
   */
  after(
    viewer: ChatViewer,
    conversationId: number,
    afterSeq: number,
    limit: number,
    locale?: Locale,
  ): Promise<ChatMessage[]>;
  /** Marks read up to `seq` for the viewer's side (never backwards); answers the conversation's parties. */
  read(
    viewer: ChatViewer,
    conversationId: number,
    seq: number,
  ): Promise<{ userId: string; shopId: number; seq: number }>;
  /** An inquiry token's store and context, or null when it expired or is not the shopper's. */
  openInquiry(
    userId: string,
    token: string,
    now: Date,
  ): Promise<{ shopId: number; prodId: number | null; orderNumber: string | null } | null>;
}

/** An event every process hears (its own included) and delivers to its local connections. */
export type ChatEvent =
  /** `from`: the sending connection's id (it has its ack; the sender's other connections get the message). */
  | { kind: 'message'; userId: string; shopId: number; message: ChatMessage; sender: ChatSide; from?: string }
  /** `side` read up to `seq`; `from`: the reading connection (a REST read has none). */
  | {
      kind: 'read';
      userId: string;
      shopId: number;
      conversationId: number;
      side: ChatSide;
      seq: number;
      from?: string;
    }
  /**
   * A shopper's newer connection, of the browser `deviceId` (null: none given): the shopper's other
   * connections of another device or of none are told and closed; the same device's stay.
   */
  | { kind: 'takeover'; userId: string; connectionId: string; deviceId: string | null }
  /** A shopper's tokens were revoked: their connections are told `offline` and closed. */
  | { kind: 'revoked'; userId: string }
  | { kind: 'notice'; userId: string; code: ChatNoticeCode };

export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  subscribe(handler: (event: ChatEvent) => void): void;
  close(): Promise<void>;
}
