// /chat (login only, the empty layout: no top bar, header or footer): the shopper's conversations with
// the stores' customer service. The page keeps one chat connection for its life (useChatConnection:
// reconnects, resumes by seq, resends its outbox; it names the browser's device id, so that the browser's
// other /chat tabs are not taken over) and hands plain props to ChatScreen. `?shopId=` opens
// the conversation with that store (made by the first message); `?inquiry=` (a product page's
// "contact customer service", or an order page's) is opened on the socket once: the product or the order
// it is about is offered in the side panel to send as a card, and an expired inquiry says so with "click to re-consult", which starts a
// new one. Recently viewed products are the side panel's cards.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { chatOrderCardOf, paths, type ChatProdCard } from '@mall/domain';
import { ChatScreen } from '@mall/ui/screens/ChatScreen';
import { useChat, useChatConnection } from '@mall/client/swr';
import { useLocale, useLocalizedHref } from '../layouts/useChrome.ts';
import { useChatShopInfo, useRecentBrowse, useStartInquiry } from '../hooks/chat.ts';
import { useProductDetail } from '../hooks/catalog.ts';
import { useOrderDetail } from '../hooks/orders.ts';
import { getToken } from '../session/cookie.ts';
import { chatDeviceId } from '../session/deviceId.ts';
import { showLogin } from '../session/events.ts';
import { useSessionToken } from '../session/useSessionToken.ts';
import { parseProdId } from './detailPage.ts';

export function Component() {
  const [params] = useSearchParams();
  const shopId = parseProdId(params.get('shopId') ?? undefined);
  const inquiry = params.get('inquiry') ?? undefined;
  const askedProdId = parseProdId(params.get('prodId') ?? undefined);
  const askedOrder = params.get('orderNumber') ?? undefined;
  const locale = useLocale();
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const token = useSessionToken();
  const connection = useChatConnection(
    token ? { side: 'user', getToken, getDeviceId: chatDeviceId, getLocale: () => localeRef.current } : null,
  );
  const chat = useChat(connection, { shopId: shopId ?? null });
  const shop = useChatShopInfo(shopId);
  const recent = useRecentBrowse();
  const startInquiry = useStartInquiry();

  // The inquiry is opened once per address, when the socket is open.
  const openedInquiry = useRef<string | undefined>(undefined);
  const { connectionState, openInquiry } = chat;
  useEffect(() => {
    if (!inquiry || connectionState !== 'open' || openedInquiry.current === inquiry) return;
    openedInquiry.current = inquiry;
    openInquiry(inquiry);
  }, [inquiry, connectionState, openInquiry]);

  const opened = chat.opened && chat.opened.shopId === shopId ? chat.opened : null;
  const product = useProductDetail(opened?.prodId ?? undefined);
  const consultingProd: ChatProdCard | null =
    product.data && opened?.prodId === product.data.prodId
      ? {
          prodId: product.data.prodId,
          prodName: product.data.prodName,
          pic: product.data.pic,
          price: product.data.price,
        }
      : null;
  const order = useOrderDetail(opened?.orderNumber ?? undefined);
  const consultingOrder =
    order.data && opened?.orderNumber === order.data.orderNumber ? chatOrderCardOf(order.data) : null;
  const notices = chat.notices
    .filter((notice) => notice.shopId === undefined || notice.shopId === shopId)
    .map((notice) => notice.code);
  const go = (path: string) => void navigate(href(path));

  return (
    <ChatScreen
      conversations={
        chat.conversations.length > 0 || chat.connectionState === 'open' ? chat.conversations : null
      }
      activeShopId={shopId ?? null}
      onOpen={(id) => go(paths.chat(id))}
      onBack={() => go(paths.chat())}
      href={href}
      onNavigate={(path) => void navigate(path)}
      panel={
        shopId === undefined
          ? null
          : {
              shop: shop.data ?? null,
              messages: chat.historyLoaded || chat.conversationId === null ? chat.messages : null,
              pending: chat.pending,
              peerReadSeq: chat.peerReadSeq,
              readSeq: chat.readSeq,
              hasOlder: chat.hasOlder,
              loadingOlder: chat.loadingOlder,
              connection: chat.connectionState,
              notices,
              recentBrowse: recent.data ?? null,
              consulting:
                consultingProd || consultingOrder ? { prod: consultingProd, order: consultingOrder } : null,
              href,
              onSendText: chat.sendText,
              onSendImage: (file) => {
                chat.sendImageFile(file).catch(() => {
                  // The upload's refusal was shown by the API client; nothing was sent.
                });
              },
              onSendProd: (prodId) => {
                const card =
                  consultingProd?.prodId === prodId
                    ? consultingProd
                    : recent.data?.find((item) => item.prodId === prodId);
                chat.sendProd(
                  prodId,
                  card ? { prodId, prodName: card.prodName, pic: card.pic, price: card.price } : undefined,
                );
              },
              onSendOrder: (orderNumber) =>
                chat.sendOrder(
                  orderNumber,
                  consultingOrder?.orderNumber === orderNumber ? consultingOrder : undefined,
                ),
              onRetry: chat.retry,
              onLoadOlder: () => void chat.loadOlder(),
              onRead: chat.markRead,
              onReconsult: () => {
                void startInquiry(shopId, {
                  ...(askedProdId ? { prodId: askedProdId } : {}),
                  ...(askedOrder ? { orderNumber: askedOrder } : {}),
                }).then((path) => navigate(href(path), { replace: true }));
              },
              onRefresh: chat.reconnect,
              onLogin: showLogin,
            }
      }
    />
  );
}
