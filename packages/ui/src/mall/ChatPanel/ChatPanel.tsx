import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  messages as domainMessages,
  type ChatConnectionState,
  type ChatMessage,
  type ChatNoticeCode,
  type ChatShopInfo,
  type ChatSide,
  type RecentBrowseItem,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Drawer, DrawerContent } from '../../primitives/Drawer/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { ChevronLeftIcon, HistoryIcon } from '../../icons/index.tsx';
import { identityHref, type HrefBuilder } from '../SiteFooter/siteConfig.ts';
import { ChatComposer, type ChatComposerProps } from './ChatComposer.tsx';
import { ChatMessageList } from './ChatMessageList.tsx';
import { ChatSidePanel, type ChatConsulting } from './ChatSidePanel.tsx';
import { canSend, connectionBanner, type ChatConnectionBanner, type ChatPendingMessage } from './chatView.ts';

export interface ChatPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'onLoad'> {
  /** The store, its service hours and whether customer service is online; null while it loads. */
  shop: ChatShopInfo | null;
  /** Whose panel this is: the shopper's (`user`, the default) or the store's (`shop`). */
  viewer?: ChatSide;
  /** The other side's name (the store's by default; the merchant centre passes the shopper's nickname). */
  peerName?: string;
  /** Stored messages in ascending `seq`; null while the history loads. */
  messages: readonly ChatMessage[] | null;
  /** Sent messages not yet acknowledged (sending) or refused (failed), in the order they were sent. */
  pending?: readonly ChatPendingMessage[];
  /** The other side has read up to this `seq` (the viewer's messages up to it show "Read"). */
  peerReadSeq?: number;
  /** The viewer has read up to this `seq`. */
  readSeq?: number;
  /** There are messages before the first one shown. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  connection: ChatConnectionState;
  /** The notices received for this conversation (repeats are fine: each is shown once). */
  notices?: readonly ChatNoticeCode[];
  /** Recently viewed products for the side panel; null while they load; undefined: no side panel. */
  recentBrowse?: readonly RecentBrowseItem[] | null;
  /** The product or order the shopper came to ask about, offered to send as a card. */
  consulting?: ChatConsulting | null;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  onSendText?: (text: string) => void;
  onSendImage?: (file: File) => void;
  onSendProd?: (prodId: number) => void;
  onSendOrder?: (orderNumber: string) => void;
  onRetry?: (clientMsgId: string) => void;
  onLoadOlder?: () => void;
  onRead?: (seq: number) => void;
  /** "Click to re-consult" after an inquiry expired. */
  onReconsult?: () => void;
  /** "Refresh" after the connection broke or was taken over by another device. */
  onRefresh?: () => void;
  /** "Log in again" after the account went offline. */
  onLogin?: () => void;
  /** A back button in the header, on a phone only (the chat page: back to the conversation list). */
  onBack?: () => void;
  /** A text put into the composer (each new `id`): the merchant centre's quick replies. */
  composerInsert?: ChatComposerProps['insert'];
  /** More composer tools beside the picture button (the merchant centre's quick replies). */
  composerTools?: ReactNode;
}

/**
 * The conversation with one store, transport-free: the header (logo, name, service hours, online or
 * not), the connection's banner and an expired inquiry's, the message list, the composer, and the side
 * panel (what is being asked about, recently viewed) as a column on PC and a drawer on a phone. The
 * app (or the merchant centre) owns the connection and hands in plain props; every action is a callback.
 */
export function ChatPanel({
  shop,
  viewer = 'user',
  peerName,
  messages,
  pending = [],
  peerReadSeq = 0,
  readSeq = 0,
  hasOlder = false,
  loadingOlder = false,
  connection,
  notices = [],
  recentBrowse,
  consulting,
  href = identityHref,
  onSendText,
  onSendImage,
  onSendProd,
  onSendOrder,
  onRetry,
  onLoadOlder,
  onRead,
  onReconsult,
  onRefresh,
  onLogin,
  onBack,
  composerInsert,
  composerTools,
  className,
  ...props
}: ChatPanelProps) {
  const { t, i18n } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const banner = connectionBanner(connection, notices);
  const enabled = canSend(banner) && shop !== null;
  const lastSeq = messages?.at(-1)?.seq ?? 0;
  // "Customer service is not online" is said once: where the first notice came, never again.
  const [offlineAfterSeq, setOfflineAfterSeq] = useState<number | null>(null);
  if (offlineAfterSeq === null && notices.includes('customerOffline')) setOfflineAfterSeq(lastSeq);
  const hasSide = recentBrowse !== undefined || Boolean(consulting?.prod || consulting?.order);

  const side = (closeDrawer: boolean) => (
    <ChatSidePanel
      recentBrowse={recentBrowse}
      consulting={consulting}
      enabled={enabled}
      href={href}
      onSendProd={(prodId) => {
        onSendProd?.(prodId);
        if (closeDrawer) setDrawerOpen(false);
      }}
      onSendOrder={(orderNumber) => {
        onSendOrder?.(orderNumber);
        if (closeDrawer) setDrawerOpen(false);
      }}
    />
  );

  return (
    <section
      aria-label={shop ? t`Chat with ${shop.shopName}` : t`Chat`}
      className={cn('@container flex h-full min-h-0 flex-col overflow-hidden bg-neutral-0', className)}
      {...props}
    >
      <header className="flex shrink-0 items-center gap-2 border-b border-neutral-200 px-3 py-2 md:gap-3 md:px-4">
        {onBack ? (
          <button
            type="button"
            aria-label={t`Back to conversations`}
            onClick={onBack}
            className="-ml-1 flex size-8 cursor-pointer md:hidden items-center justify-center rounded text-neutral-700 hover:bg-neutral-100"
          >
            <ChevronLeftIcon className="size-5" />
          </button>
        ) : null}
        {shop ? (
          <>
            <Image
              src={shop.shopLogo ?? ''}
              alt=""
              ratio={1}
              className="size-9 shrink-0 rounded-full border border-neutral-200"
            />
            <div className="flex min-w-0 flex-1 flex-col">
              <h2 className="m-0 truncate text-base font-medium text-neutral-900">{shop.shopName}</h2>
              <p className="m-0 flex flex-wrap items-center gap-x-2 text-xs text-neutral-500">
                <span className="flex items-center gap-1" data-testid="chat-presence">
                  <span
                    aria-hidden="true"
                    className={cn('size-2 rounded-full', shop.online ? 'bg-success' : 'bg-neutral-400')}
                  />
                  {shop.online ? (
                    <Trans>Customer service online</Trans>
                  ) : (
                    i18n._(domainMessages.chatCustomerServiceOffline)
                  )}
                </span>
                <ServiceHours start={shop.serviceHours.start} end={shop.serviceHours.end} />
              </p>
            </div>
          </>
        ) : (
          <div className="flex flex-1 items-center gap-2" aria-busy="true">
            <h2 className="sr-only">{t`Chat`}</h2>
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
        )}
        {hasSide ? (
          <Button
            variant="ghost"
            size="sm"
            className="@2xl:hidden"
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
          >
            <HistoryIcon className="size-4" />
            <Trans>Recently viewed</Trans>
          </Button>
        ) : null}
      </header>
      <ChatBanner banner={banner} onRefresh={onRefresh} onLogin={onLogin} />
      {notices.includes('inquiryExpired') ? (
        <BannerLine tone="warning" role="alert" text={i18n._(domainMessages.chatInquiryExpired)}>
          <Button size="sm" variant="secondary" onClick={onReconsult}>
            <Trans>Re-consult</Trans>
          </Button>
        </BannerLine>
      ) : null}
      <div className="flex min-h-0 flex-1">
        <div className="flex min-w-0 flex-1 flex-col">
          <ChatMessageList
            viewer={viewer}
            peerName={peerName ?? shop?.shopName ?? ''}
            messages={messages}
            pending={pending}
            peerReadSeq={peerReadSeq}
            readSeq={readSeq}
            hasOlder={hasOlder}
            loadingOlder={loadingOlder}
            offlineAfterSeq={offlineAfterSeq}
            href={href}
            onLoadOlder={onLoadOlder}
            onRead={onRead}
            onRetry={onRetry}
          />
          <ChatComposer
            enabled={enabled}
            onSendText={onSendText}
            onSendImage={onSendImage}
            insert={composerInsert}
            tools={composerTools}
          />
        </div>
        {hasSide ? (
          <aside
            aria-label={t`Side panel`}
            className="hidden w-72 shrink-0 overflow-y-auto border-l border-neutral-200 p-4 @2xl:block"
          >
            {side(false)}
          </aside>
        ) : null}
      </div>
      {hasSide ? (
        <Drawer open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DrawerContent side="bottom" title={t`Recently viewed`}>
            {side(true)}
          </DrawerContent>
        </Drawer>
      ) : null}
    </section>
  );
}

function ServiceHours({ start, end }: { start: string; end: string }) {
  return (
    <span>
      <Trans>
        Service hours {start}–{end}
      </Trans>
    </span>
  );
}

export interface ChatBannerProps {
  banner: ChatConnectionBanner;
  onRefresh?: (() => void) | undefined;
  onLogin?: (() => void) | undefined;
}

/**
 * The connection's line under the header: connecting and reconnecting as a status (sending still works,
 * the outbox waits), broken and taken over with "Refresh", logged out with "Log in again", as alerts.
 */
export function ChatBanner({ banner, onRefresh, onLogin }: ChatBannerProps) {
  const { t, i18n } = useLingui();
  switch (banner) {
    case null:
      return null;
    case 'connecting':
      return <BannerLine tone="info" role="status" text={t`Connecting…`} />;
    case 'reconnecting':
      return <BannerLine tone="warning" role="status" text={i18n._(domainMessages.chatReconnecting)} />;
    case 'broken':
    case 'replaced':
      // Both are over until the shopper refreshes: the same line, its own words.
      return (
        <BannerLine
          tone="danger"
          role="alert"
          text={i18n._(
            banner === 'broken' ? domainMessages.chatConnectionBroken : domainMessages.chatLoggedInElsewhere,
          )}
        >
          <Button size="sm" onClick={onRefresh}>
            <Trans>Refresh</Trans>
          </Button>
        </BannerLine>
      );
    case 'offline':
      return (
        <BannerLine tone="danger" role="alert" text={i18n._(domainMessages.chatAccountOffline)}>
          <Button size="sm" onClick={onLogin}>
            <Trans>Log in again</Trans>
          </Button>
        </BannerLine>
      );
  }
}

const bannerTones = {
  info: 'bg-info-soft text-info',
  warning: 'bg-warning-soft text-neutral-800',
  danger: 'bg-danger-soft text-danger',
} as const;

function BannerLine({
  tone,
  role,
  text,
  children,
}: {
  tone: keyof typeof bannerTones;
  role: 'status' | 'alert';
  text: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={role}
      data-banner={tone}
      className={cn('flex shrink-0 items-center gap-3 px-3 py-2 text-sm md:px-4', bannerTones[tone])}
    >
      <span className="min-w-0 flex-1">{text}</span>
      {children}
    </div>
  );
}
