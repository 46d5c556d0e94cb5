import type { HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, type ChatConversation } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { isPlainClick, navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { Badge, badgeText } from '../../primitives/Badge/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { ChatIcon, HomeIcon } from '../../icons/index.tsx';
import { ChatPanel, type ChatPanelProps } from '../../mall/ChatPanel/ChatPanel.tsx';
import { LoadError } from '../../mall/PagedList/index.ts';
import { ChatMessagePreview } from '../../mall/ChatPanel/ChatMessagePreview.tsx';
import { chatListTime } from '../../mall/ChatPanel/chatView.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';

export interface ChatScreenProps extends HTMLAttributes<HTMLDivElement> {
  /** The shopper's conversations, most recent first; null while they load. */
  conversations: readonly ChatConversation[] | null;
  /** The conversations could not be loaded: an error with a retry instead of the list. */
  conversationsFailed?: boolean;
  onRetryConversations?: () => void;
  /** The store whose conversation is open (the page's `shopId`), or null. */
  activeShopId: number | null;
  /** The open conversation's panel (ChatPanel's props, without the back button); null with no shop open. */
  panel: Omit<ChatPanelProps, 'onBack'> | null;
  /** A conversation was chosen (the app puts its `shopId` in the address). */
  onOpen?: (shopId: number) => void;
  /** Back from the conversation to the list (a phone: the list and the panel take turns). */
  onBack?: () => void;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on a link inside (a product or order card, home): the app routes without a reload. */
  onNavigate?: (path: string) => void;
}

/**
 * The /chat page (no top bar, header or footer, spec section 2): a slim title bar with the way home, the
 * conversation list (store logo, name, last message, time, unread badge) and the open conversation's
 * ChatPanel beside it on PC. On a phone the list and the panel take turns: choosing a conversation shows
 * its panel, whose back button returns to the list.
 */
export function ChatScreen({
  conversations,
  conversationsFailed = false,
  onRetryConversations,
  activeShopId,
  panel,
  onOpen,
  onBack,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: ChatScreenProps) {
  const { t } = useLingui();
  const open = panel !== null && activeShopId !== null;
  return (
    <div
      className={cn('flex h-dvh flex-col bg-neutral-100', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...props}
    >
      <div
        className={cn(
          'flex h-12 shrink-0 items-center gap-3 border-b border-neutral-200 bg-neutral-0 px-3 md:px-6',
          open && 'max-md:hidden',
        )}
      >
        <ChatIcon className="size-5 text-brand" />
        <h1 className="m-0 flex-1 text-md font-medium text-neutral-900">
          <Trans>Customer service</Trans>
        </h1>
        <a
          href={href(paths.home())}
          className="flex items-center gap-1 text-sm text-neutral-600 no-underline hover:text-brand"
        >
          <HomeIcon className="size-4" />
          <Trans>Mall home</Trans>
        </a>
      </div>
      <div className="mx-auto flex min-h-0 w-full max-w-6xl flex-1 md:gap-4 md:p-4">
        <div
          className={cn(
            'flex min-h-0 w-full flex-col overflow-y-auto bg-neutral-0 md:w-80 md:shrink-0 md:rounded-lg md:border md:border-neutral-200',
            open && 'max-md:hidden',
          )}
        >
          <ConversationList
            conversations={conversations}
            failed={conversationsFailed}
            onRetry={onRetryConversations}
            activeShopId={activeShopId}
            href={href}
            onOpen={onOpen}
          />
        </div>
        <div
          className={cn(
            'min-h-0 min-w-0 flex-1 overflow-hidden bg-neutral-0 md:rounded-lg md:border md:border-neutral-200',
            !open && 'max-md:hidden',
          )}
        >
          {open ? (
            <ChatPanel key={activeShopId} {...panel} onBack={onBack} />
          ) : (
            <Empty
              className="h-full justify-center"
              title={t`Choose a conversation`}
              description={t`Your conversations with stores' customer service are listed on the left.`}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function ConversationList({
  conversations,
  failed,
  onRetry,
  activeShopId,
  href,
  onOpen,
}: {
  conversations: readonly ChatConversation[] | null;
  failed: boolean;
  onRetry?: (() => void) | undefined;
  activeShopId: number | null;
  href: HrefBuilder;
  onOpen?: ((shopId: number) => void) | undefined;
}) {
  const { t } = useLingui();
  if (failed) {
    return (
      <LoadError
        size="sm"
        className="py-10"
        title={t`The conversations could not be loaded`}
        onRetry={onRetry}
      />
    );
  }
  if (conversations === null) {
    return (
      <div className="flex flex-col gap-4 p-4" aria-busy="true" data-testid="conversations-loading">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-3.5 w-1/2" />
              <Skeleton className="h-3 w-4/5" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (conversations.length === 0) {
    return (
      <Empty
        size="sm"
        className="py-10"
        title={t`No conversations yet`}
        description={t`Contact customer service from a product or order page.`}
      />
    );
  }
  return (
    <ul aria-label={t`Conversations`} className="m-0 list-none p-0">
      {conversations.map((c) => {
        const active = c.shopId === activeShopId;
        const unread = c.unread;
        return (
          <li key={c.conversationId} className="border-b border-neutral-100 last:border-b-0">
            <a
              href={href(paths.chat(c.shopId))}
              aria-current={active ? 'true' : undefined}
              onClick={(event) => {
                if (!onOpen || !isPlainClick(event)) return;
                event.preventDefault();
                onOpen(c.shopId);
              }}
              className={cn(
                'flex items-center gap-3 px-4 py-3 text-neutral-900 no-underline hover:bg-neutral-50',
                active && 'bg-brand-soft hover:bg-brand-soft',
              )}
            >
              <Image src={c.shopLogo ?? ''} alt="" ratio={1} className="size-10 shrink-0 rounded-full" />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-base font-medium">{c.shopName}</span>
                  <time className="shrink-0 text-xs text-neutral-500">{chatListTime(c.updateTime)}</time>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-neutral-500">
                    <ChatMessagePreview message={c.lastMessage} />
                  </span>
                  {unread > 0 ? (
                    <Badge count={unread} tone="danger" label={t`${badgeText(unread, 99)} unread messages`} />
                  ) : null}
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
