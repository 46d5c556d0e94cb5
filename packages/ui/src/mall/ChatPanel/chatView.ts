// What the chat panel shows of the contract's messages (packages/domain/src/contract/chat.ts): the
// messages still on their way (a client's outbox), a text's length as the server counts it, the day and
// minute of a wire time, and which banner a connection state and the notices call for.
import {
  formatDate,
  parseMallDateTime,
  type ChatConnectionState,
  type ChatMsgType,
  type ChatNoticeCode,
  type ChatOrderCard,
  type ChatProdCard,
} from '@mall/domain';

/** A message sent but not yet acknowledged: `sending` while in the outbox, `failed` when refused. */
export interface ChatPendingMessage {
  /** The client's own id: what `onRetry` gives back. */
  clientMsgId: string;
  msgType: ChatMsgType;
  /** The text, the image's preview URL, the product id or the order number. */
  content: string;
  prod?: ChatProdCard | null;
  order?: ChatOrderCard | null;
  status: 'sending' | 'failed';
  /** Why it failed: the server's message of an `error` frame for it (already translated), if any. */
  error?: string | null | undefined;
}

/** A text's length in characters (code points), as CHAT_TEXT_MAX counts it on the server. */
export const chatTextLength = (text: string) => [...text].length;

/** The mall's day of a wire time (`2026-11-26 10:05:00` -> `2026-11-26`): a separator between days. */
export function chatDayKey(createTime: string): string {
  const at = parseMallDateTime(createTime);
  return Number.isNaN(at) ? createTime : formatDate(at, 'YYYY-MM-DD');
}

/** `10:05` of a wire time (the mall's time zone); the text as is when it is not a time. */
export function chatMinute(createTime: string): string {
  const at = parseMallDateTime(createTime);
  return Number.isNaN(at) ? createTime : formatDate(at, 'hh:mm');
}

/** The banner of the connection (at most one): what it says and what it offers. */
export type ChatConnectionBanner = 'connecting' | 'reconnecting' | 'broken' | 'offline' | 'replaced' | null;

/**
 * The connection's banner. A notice and the state it leads to say the same thing (`loggedInElsewhere`
 * then `replaced`, `offline` then `offline`), so either shows it; being taken over or logged out outranks
 * a broken connection, which outranks reconnecting.
 */
export function connectionBanner(
  state: ChatConnectionState,
  notices: readonly ChatNoticeCode[],
): ChatConnectionBanner {
  if (state === 'replaced' || notices.includes('loggedInElsewhere')) return 'replaced';
  if (state === 'offline' || notices.includes('offline')) return 'offline';
  if (state === 'broken' || state === 'reconnecting' || state === 'connecting') return state;
  return null;
}

/** Whether the composer can send: not once the connection is over (broken, taken over, logged out). */
export const canSend = (banner: ChatConnectionBanner) =>
  banner !== 'broken' && banner !== 'offline' && banner !== 'replaced';

/** `11-26 10:05` of a wire time (the conversation list); the text as is when it is not a time. */
export function chatListTime(time: string): string {
  const at = parseMallDateTime(time);
  return Number.isNaN(at) ? time : formatDate(at, 'MM-DD hh:mm');
}
