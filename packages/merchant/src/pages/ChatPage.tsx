// The chat section (issue 17 item 8, permission `chat`): the store's customer-service workspace at
// /chat, a conversation at /chat/:conversationId (kept in the address, so a reload reopens it). The page
// keeps one live chat connection with the merchant token (packages/client/src/chat: reconnects, resumes
// by seq, resends its outbox), whose session keeps the first page of conversations and their unread
// counts live; "load more" appends the older pages (nextConversationsPage), a conversation that a new
// message moves up leaving them for the first page. Beside the open conversation: its shopper
// (GET /merchant/conversations/:id/customer), the store's quick replies and the customer-service switch.
// The screen is ui's ChatWorkspaceScreen; every rule is the server's.
import { useMemo, useRef, useState } from 'react';
import { Route, Routes, useHref, useNavigate, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  createQuickReply,
  deleteQuickReply,
  getChatCustomer,
  getChatOnline,
  getMerchantChatConversations,
  getMerchantServiceHours,
  getQuickReplies,
  nextConversationsPage,
  setChatOnline,
  updateQuickReply,
  refusalsInPlace,
} from '@mall/client';
import { useApiClient, useApiQuery, useChat, useChatConnection } from '@mall/client/swr';
import {
  CHAT_CONVERSATION_PAGE_DEFAULT,
  isLocale,
  type ChatConversation,
  type ChatShopInfo,
  type MerchantConversationsQuery,
} from '@mall/domain';
import { ChatWorkspaceScreen } from '@mall/ui/screens/merchant/ChatWorkspaceScreen';
import { useMerchantMe } from '../hooks/me.ts';
import { merchantToken } from '../session/token.ts';
import { useToken } from '../session/useToken.ts';
import NotFoundPage from './NotFoundPage.tsx';
import { refusalOf } from '@mall/client/console';

export default function ChatPage() {
  return (
    <Routes>
      <Route index element={<Workspace />} />
      <Route path=":conversationId" element={<Workspace />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The conversation id of the address, or null (none, or not an id). */
export function conversationIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/** The first page's size: the live session's (its list is the first page). */
const FIRST_PAGE: MerchantConversationsQuery = { size: CHAT_CONVERSATION_PAGE_DEFAULT };

function Workspace() {
  const { i18n } = useLingui();
  const http = useApiClient();
  /** The quick-reply dialog's calls: their refusals are shown in the dialog, not as toasts. */
  const shown = useMemo(() => refusalsInPlace(http), [http]);
  const navigate = useNavigate();
  const root = useHref('/').replace(/\/$/, '');
  const ordersHref = useHref('/orders');
  const conversationId = conversationIdOf(useParams().conversationId);
  const token = useToken();
  const locale = useRef(i18n.locale);
  locale.current = i18n.locale;
  const connection = useChatConnection(
    token
      ? {
          side: 'shop',
          getToken: () => merchantToken.get(),
          getLocale: () => (isLocale(locale.current) ? locale.current : 'zh'),
        }
      : null,
  );
  const chat = useChat(connection, { conversationId });
  const me = useMerchantMe();
  const hours = useApiQuery(getMerchantServiceHours, undefined);
  const online = useApiQuery(getChatOnline, undefined);
  const replies = useApiQuery(getQuickReplies, undefined);
  const customer = useApiQuery(getChatCustomer, conversationId);
  const [switching, setSwitching] = useState(false);

  // Older pages, after the live first page, and the cursor of the next one (null: no more). Until one
  // is loaded, the cursor is the first page's.
  const [older, setOlder] = useState<{
    list: ChatConversation[];
    next: MerchantConversationsQuery | null;
  } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const first = chat.conversations;
  const listed = chat.connectionState === 'open' || first.length > 0;
  const cursor = older ? older.next : nextConversationsPage(FIRST_PAGE, first);
  const shownIds = new Set(first.map((c) => c.conversationId));
  const conversations = [...first, ...(older?.list ?? []).filter((c) => !shownIds.has(c.conversationId))];
  const loadMore = () => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    getMerchantChatConversations(http, cursor)
      .then((page) =>
        setOlder((shown) => ({
          list: [...(shown?.list ?? []), ...page],
          next: nextConversationsPage(cursor, page),
        })),
      )
      .catch(() => undefined) // the client's notifier has told the agent; the button stays
      .finally(() => setLoadingMore(false));
  };

  // The open conversation's shopper: from the list, or (an older one opened by its address) the panel's.
  const open = conversations.find((c) => c.conversationId === conversationId) ?? null;
  const peer =
    open ?? (customer.data ? { nickName: customer.data.nickName, userPic: customer.data.userPic } : null);
  const shop: ChatShopInfo | null =
    me.data && hours.data && online.data && peer
      ? {
          shopId: me.data.shopId,
          shopName: peer.nickName,
          shopLogo: peer.userPic,
          serviceHours: hours.data,
          online: online.data.online,
          conversation: null,
        }
      : null;
  const answer = async (task: () => Promise<unknown>): Promise<string | undefined> => {
    try {
      await task();
      return undefined;
    } catch (error) {
      return refusalOf(error, i18n);
    } finally {
      void replies.mutate();
    }
  };
  const notices = chat.notices.map((notice) => notice.code);

  return (
    <ChatWorkspaceScreen
      conversations={listed ? conversations : null}
      hasMore={Boolean(cursor)}
      loadingMore={loadingMore}
      onLoadMore={loadMore}
      activeConversationId={conversationId}
      onOpen={(id) => void navigate(`/chat/${id}`)}
      panel={
        conversationId === null
          ? null
          : {
              shop,
              peerName: peer?.nickName ?? '',
              messages: chat.historyLoaded ? chat.messages : null,
              pending: chat.pending,
              peerReadSeq: chat.peerReadSeq,
              readSeq: chat.readSeq,
              hasOlder: chat.hasOlder,
              loadingOlder: chat.loadingOlder,
              connection: chat.connectionState,
              notices,
              onSendText: chat.sendText,
              onSendImage: (file) => {
                chat.sendImageFile(file).catch(() => {
                  // The upload's refusal was shown by the API client; nothing was sent.
                });
              },
              onRetry: chat.retry,
              onLoadOlder: () => void chat.loadOlder(),
              onRead: chat.markRead,
              onRefresh: chat.reconnect,
              onLogin: () => merchantToken.clear('expired'),
            }
      }
      customer={customer.data ?? null}
      customerFailed={customer.data === undefined && customer.error !== undefined}
      onRetryCustomer={() => void customer.mutate()}
      orderHref={(orderNumber) => `${ordersHref}/${encodeURIComponent(orderNumber)}`}
      onNavigate={(to) => void navigate(to.startsWith(`${root}/`) ? to.slice(root.length) : to)}
      quickReplies={replies.data}
      onCreateQuickReply={(reply) => answer(() => createQuickReply(shown, reply))}
      onUpdateQuickReply={(reply) => answer(() => updateQuickReply(shown, reply))}
      onDeleteQuickReply={(reply) => answer(() => deleteQuickReply(shown, reply.replyId))}
      online={online.data?.online}
      onlinePending={switching}
      onSetOnline={(next) => {
        setSwitching(true);
        setChatOnline(http, next)
          .then((value) => online.mutate(value, { revalidate: false }))
          .catch(() => undefined) // the client's notifier has told the agent; the switch shows the server's
          .finally(() => setSwitching(false));
      }}
    />
  );
}
