import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import {
  messages as domainMessages,
  orderStatusLabel,
  paths,
  isOrderStatus,
  type ChatMessage,
  type ChatMsgType,
  type ChatOrderCard,
  type ChatProdCard,
  type ChatSide,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { mallDay } from '../../lib/mallDate.ts';
import { Button, Spinner } from '../../primitives/Button/index.ts';
import { Dialog, DialogContent } from '../../primitives/Dialog/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { Price } from '../Price/index.ts';
import type { HrefBuilder } from '../SiteFooter/siteConfig.ts';
import { chatDayKey, chatMinute, type ChatPendingMessage } from './chatView.ts';

/** How close to the bottom (px) still counts as "at the bottom": new messages then scroll into view. */
const BOTTOM_SLACK = 48;

export interface ChatMessageListProps {
  viewer: ChatSide;
  /** The other side's name, read before each of its messages by assistive tech. */
  peerName: string;
  /** Stored messages in ascending `seq`; null while the history loads. */
  messages: readonly ChatMessage[] | null;
  pending: readonly ChatPendingMessage[];
  /** The other side has read up to this `seq`: the viewer's messages up to it show "Read". */
  peerReadSeq: number;
  /** The viewer has read up to this `seq`. */
  readSeq: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Shows "customer service is not online" once, after the message of this `seq` (null: not shown). */
  offlineAfterSeq: number | null;
  href: HrefBuilder;
  onLoadOlder?: (() => void) | undefined;
  onRead?: ((seq: number) => void) | undefined;
  onRetry?: ((clientMsgId: string) => void) | undefined;
}

/**
 * The conversation as a log region: "load earlier messages" at the top, a separator between days, the
 * viewer's messages on the right and the other side's on the left, then the messages still on their
 * way. It follows new messages while the reader is at the bottom; scrolled up, it keeps its place and
 * offers a jump to the new ones. Loading earlier messages keeps the reader's place too. What the reader
 * reaches at the bottom is reported read (`onRead` with the last `seq`), once per new message.
 */
export function ChatMessageList({
  viewer,
  peerName,
  messages,
  pending,
  peerReadSeq,
  readSeq,
  hasOlder,
  loadingOlder,
  offlineAfterSeq,
  href,
  onLoadOlder,
  onRead,
  onRetry,
}: ChatMessageListProps) {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(0);
  const reported = useRef(readSeq);
  const list = messages ?? [];
  const firstSeq = list[0]?.seq ?? null;
  const lastSeq = list.at(-1)?.seq ?? 0;
  const lastPending = pending.at(-1)?.clientMsgId ?? null;
  // What the last layout saw, to tell older messages (prepended) from new ones (appended).
  const seen = useRef<{
    firstSeq: number | null;
    lastSeq: number;
    lastPending: string | null;
    height: number;
  }>(null);

  const lastPeerSeq = list.findLast((m) => m.sender !== viewer)?.seq ?? 0;
  const reportRead = () => {
    if (lastPeerSeq > Math.max(readSeq, reported.current)) {
      reported.current = lastSeq;
      onRead?.(lastSeq);
    }
  };

  const scrollToBottom = () => {
    const box = scroller.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  };

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || messages === null) return;
    const before = seen.current;
    seen.current = { firstSeq, lastSeq, lastPending, height: box.scrollHeight };
    if (before === null || before.firstSeq === null) {
      box.scrollTop = box.scrollHeight;
    } else if (firstSeq !== null && firstSeq < before.firstSeq && lastSeq === before.lastSeq) {
      // Earlier messages came in above: keep what the reader was looking at in place.
      box.scrollTop += box.scrollHeight - before.height;
    } else if (lastSeq !== before.lastSeq || lastPending !== before.lastPending) {
      const added = list.filter((m) => m.seq > before.lastSeq);
      const mine = lastPending !== before.lastPending || added.some((m) => m.sender === viewer);
      if (atBottom.current || mine) {
        box.scrollTop = box.scrollHeight;
        atBottom.current = true;
        setUnseen(0);
      } else {
        setUnseen((n) => n + added.filter((m) => m.sender !== viewer).length);
      }
    }
    if (atBottom.current) reportRead();
    // reportRead reads the same props; the keys above say when something changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [messages === null, firstSeq, lastSeq, lastPending]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight <= BOTTOM_SLACK;
    if (seen.current) seen.current.height = box.scrollHeight;
    if (atBottom.current) {
      if (unseen > 0) setUnseen(0);
      reportRead();
    }
  };

  const rows: ReactNode[] = [];
  let day = '';
  const offlineTip = (
    <li key="offline" className="flex justify-center">
      <span className="rounded bg-neutral-100 px-2 py-1 text-xs text-neutral-600">
        {i18n._(domainMessages.chatCustomerServiceOffline)}
      </span>
    </li>
  );
  let tipShown = offlineAfterSeq === null;
  for (const message of list) {
    if (!tipShown && message.seq > offlineAfterSeq!) {
      rows.push(offlineTip);
      tipShown = true;
    }
    const key = chatDayKey(message.createTime);
    if (key !== day) {
      day = key;
      rows.push(
        <li key={`day-${key}`} className="flex justify-center">
          <span className="text-xs text-neutral-500">{mallDay(message.createTime)}</span>
        </li>,
      );
    }
    const own = message.sender === viewer;
    rows.push(
      <MessageRow
        key={message.msgId}
        own={own}
        who={own ? t`Me` : peerName}
        msgType={message.msgType}
        content={message.content}
        prod={message.prod}
        order={message.order}
        href={href}
        time={chatMinute(message.createTime)}
        status={own ? (message.seq <= peerReadSeq ? 'read' : 'unread') : null}
        msgId={message.msgId}
      />,
    );
  }
  if (!tipShown) rows.push(offlineTip);
  for (const message of pending) {
    rows.push(
      <MessageRow
        key={message.clientMsgId}
        own
        who={t`Me`}
        msgType={message.msgType}
        content={message.content}
        prod={message.prod ?? null}
        order={message.order ?? null}
        href={href}
        time={null}
        status={message.status}
        msgId={message.clientMsgId}
        failure={message.error}
        onRetry={onRetry ? () => onRetry(message.clientMsgId) : undefined}
      />,
    );
  }

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-label={t`Messages`}
        aria-busy={messages === null || loadingOlder || undefined}
        tabIndex={0}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto bg-neutral-50 px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-info md:px-4"
      >
        {messages === null ? (
          <div className="flex flex-col gap-4" data-testid="chat-loading">
            <Skeleton className="h-10 w-2/3 rounded-lg" />
            <Skeleton className="ml-auto h-10 w-1/2 rounded-lg" />
            <Skeleton className="h-16 w-3/5 rounded-lg" />
          </div>
        ) : (
          <>
            <div className="mb-3 flex justify-center">
              {hasOlder ? (
                <Button variant="link" size="sm" loading={loadingOlder} onClick={() => onLoadOlder?.()}>
                  <Trans>Load earlier messages</Trans>
                </Button>
              ) : list.length > 0 ? (
                <span className="text-xs text-neutral-500">
                  <Trans>No earlier messages</Trans>
                </span>
              ) : null}
            </div>
            {rows.length === 0 ? (
              <p className="m-0 py-10 text-center text-sm text-neutral-500">
                <Trans>No messages yet. Ask customer service anything about products or orders.</Trans>
              </p>
            ) : (
              <ol className="m-0 flex list-none flex-col gap-3 p-0">{rows}</ol>
            )}
          </>
        )}
      </div>
      {unseen > 0 ? (
        <Button
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
          onClick={scrollToBottom}
        >
          {t`${plural(unseen, { one: '# new message', other: '# new messages' })}`}
        </Button>
      ) : null}
    </div>
  );
}

type RowStatus = 'read' | 'unread' | 'sending' | 'failed' | null;

function MessageRow({
  own,
  who,
  msgType,
  content,
  prod,
  order,
  href,
  time,
  status,
  msgId,
  failure,
  onRetry,
}: {
  own: boolean;
  who: string;
  msgType: ChatMsgType;
  content: string;
  prod: ChatProdCard | null;
  order: ChatOrderCard | null;
  href: HrefBuilder;
  time: string | null;
  status: RowStatus;
  msgId: string;
  /** Why a failed message was refused (the server's translated message), when known. */
  failure?: string | null | undefined;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <li
      className={cn('flex', own ? 'justify-end' : 'justify-start')}
      data-own={own || undefined}
      data-status={status ?? undefined}
      data-msg={msgId}
    >
      <div
        className={cn('flex max-w-[80%] flex-col gap-1 md:max-w-[65%]', own ? 'items-end' : 'items-start')}
      >
        <span className="sr-only">{who}</span>
        <Bubble own={own} msgType={msgType} content={content} prod={prod} order={order} href={href} />
        <span className="flex items-center gap-1.5 text-xs text-neutral-500">
          {time ? <time>{time}</time> : null}
          {status === 'read' ? (
            <span>
              <Trans>Read</Trans>
            </span>
          ) : null}
          {status === 'unread' ? (
            <span className="text-brand-hover">
              <Trans>Unread</Trans>
            </span>
          ) : null}
          {status === 'sending' ? (
            <span className="flex items-center gap-1">
              <Spinner className="size-3" />
              <Trans>Sending</Trans>
            </span>
          ) : null}
          {status === 'failed' ? (
            <>
              <span className="text-danger">{failure ?? <Trans>Failed to send</Trans>}</span>
              <Button variant="link" size="sm" onClick={onRetry}>
                <Trans>Resend</Trans>
              </Button>
            </>
          ) : null}
        </span>
      </div>
    </li>
  );
}

const bubbleClass = (own: boolean) =>
  cn(
    'max-w-full rounded-lg px-3 py-2 text-base whitespace-pre-wrap wrap-anywhere',
    own ? 'rounded-tr-sm bg-brand text-brand-fg' : 'rounded-tl-sm border border-neutral-200 bg-neutral-0',
  );

const cardClass =
  'flex w-64 max-w-full gap-2 rounded-lg border border-neutral-200 bg-neutral-0 p-2 text-neutral-900 no-underline hover:border-brand';

function Bubble({
  own,
  msgType,
  content,
  prod,
  order,
  href,
}: {
  own: boolean;
  msgType: ChatMsgType;
  content: string;
  prod: ChatProdCard | null;
  order: ChatOrderCard | null;
  href: HrefBuilder;
}) {
  switch (msgType) {
    case 'text':
      return <p className={cn('m-0', bubbleClass(own))}>{content}</p>;
    case 'image':
      return <ImageBubble url={content} />;
    case 'prod':
      return <ProdCardView prod={prod} prodId={content} href={href} />;
    case 'order':
      return <OrderCardView order={order} orderNumber={content} href={href} />;
  }
}

/** A picture message: a thumbnail that opens the picture at full size. */
function ImageBubble({ url }: { url: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t`View the image larger`}
        onClick={() => setOpen(true)}
        className="cursor-zoom-in overflow-hidden rounded-lg border border-neutral-200 bg-neutral-0 p-0"
      >
        <Image
          src={url}
          alt={t`Image`}
          ratio={null}
          className="size-36 md:size-44"
          imgClassName="object-cover"
        />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t`Image`} hideTitle size="lg">
          <img src={url} alt={t`Image`} className="mx-auto block max-h-[75vh] max-w-full object-contain" />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A product card: the product as it was when sent, linking to its page. */
export function ProdCardView({
  prod,
  prodId,
  href,
}: {
  prod: ChatProdCard | null;
  prodId: string;
  href: HrefBuilder;
}) {
  if (!prod) {
    return (
      <a href={href(paths.detail(prodId))} className={cardClass}>
        <span className="text-sm text-neutral-600">
          <Trans>Product {prodId}</Trans>
        </span>
      </a>
    );
  }
  return (
    <a href={href(paths.detail(prod.prodId))} className={cardClass} data-card="prod">
      <Image src={prod.pic} alt="" ratio={1} className="size-16 shrink-0 rounded" />
      <span className="flex min-w-0 flex-col justify-between">
        <span className="line-clamp-2 text-sm">{prod.prodName}</span>
        <Price yuan={prod.price} size="sm" />
      </span>
    </a>
  );
}

/** An order card: number, status, first product, count and total, linking to the order's page. */
export function OrderCardView({
  order,
  orderNumber,
  href,
}: {
  order: ChatOrderCard | null;
  orderNumber: string;
  href: HrefBuilder;
}) {
  const { t, i18n } = useLingui();
  if (!order) {
    return (
      <a href={href(paths.orderDetail(orderNumber))} className={cardClass}>
        <span className="text-sm text-neutral-600">
          <Trans>Order number: {orderNumber}</Trans>
        </span>
      </a>
    );
  }
  const count = order.productNums;
  return (
    <a
      href={href(paths.orderDetail(order.orderNumber))}
      className={cn(cardClass, 'flex-col')}
      data-card="order"
    >
      <span className="flex items-center justify-between gap-2 text-xs text-neutral-500">
        <span className="truncate">
          <Trans>Order number: {order.orderNumber}</Trans>
        </span>
        {isOrderStatus(order.status) ? (
          <span className="shrink-0 text-brand-hover">{i18n._(orderStatusLabel(order.status))}</span>
        ) : null}
      </span>
      <span className="flex gap-2">
        <Image src={order.pic} alt="" ratio={1} className="size-12 shrink-0 rounded" />
        <span className="flex min-w-0 flex-1 flex-col justify-between">
          <span className="line-clamp-1 text-sm">{order.prodName}</span>
          <span className="flex items-baseline justify-between gap-2 text-xs text-neutral-500">
            <span>{t`${plural(count, { one: '# item', other: '# items' })}`}</span>
            <Price yuan={order.actualTotal} size="sm" />
          </span>
        </span>
      </span>
    </a>
  );
}
