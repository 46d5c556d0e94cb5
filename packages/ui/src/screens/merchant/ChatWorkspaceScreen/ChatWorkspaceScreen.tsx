// The merchant centre's chat workspace (issue 17 item 8, decisions/0069): the store's conversations
// (shopper, last message, time, unread count; "load more" for older pages), the shared ChatPanel of the
// open one (viewer `shop`), the shopper beside it (their recent views of the store's products and their
// orders in the store, each order linking to the orders section), the store's quick replies (a menu in
// the composer that inserts one, and a dialog to add, change and delete them) and the customer-service
// switch (off: shoppers see "customer service is not online"). Props in, callbacks out: the merchant app
// owns the live connection and the API calls; each quick-reply callback resolves with the server's
// refusal text, or nothing once done.
import { useState, type FormEvent, type HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  messages,
  QUICK_REPLY_SORT_MAX,
  QUICK_REPLY_TEXT_MAX,
  quickReplyText,
  type ChatConversation,
  type ChatCustomer,
  type QuickReply,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { navigateOnLinkClick } from '../../../lib/linkNavigation.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { Badge, badgeText } from '../../../primitives/Badge/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { ConfirmDialog, Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Image } from '../../../primitives/Image/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';
import { ChatPanel, type ChatPanelProps } from '../../../mall/ChatPanel/ChatPanel.tsx';
import { ChatMessagePreview } from '../../../mall/ChatPanel/ChatMessagePreview.tsx';
import { chatListTime } from '../../../mall/ChatPanel/chatView.ts';
import { LoadError } from '../../../mall/PagedList/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import { OrderStatusTag } from '../OrderListScreen/OrderStatusTag.tsx';

/** A quick-reply callback's answer: the server's refusal (shown in the dialog), or nothing once done. */
export type QuickReplyAnswer = Promise<string | undefined | void>;

export interface ChatWorkspaceScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The store's conversations, latest first, with live unread counts; null while they load. */
  conversations: readonly ChatConversation[] | null;
  conversationsFailed?: boolean | undefined;
  onRetryConversations?: (() => void) | undefined;
  /** Older conversations remain to load ("load more"). */
  hasMore?: boolean | undefined;
  loadingMore?: boolean | undefined;
  onLoadMore?: (() => void) | undefined;
  /** The open conversation, or null. */
  activeConversationId: number | null;
  onOpen?: ((conversationId: number) => void) | undefined;
  /** The open conversation's panel (ChatPanel's props; the viewer is the store); null with none open. */
  panel: Omit<ChatPanelProps, 'viewer' | 'composerInsert' | 'composerTools' | 'onBack'> | null;
  /** The open conversation's shopper; null while it loads. */
  customer: ChatCustomer | null;
  customerFailed?: boolean | undefined;
  onRetryCustomer?: (() => void) | undefined;
  /** The address of an order in the orders section. */
  orderHref: (orderNumber: string) => string;
  /** A plain click on a link inside (an order): the app routes without a reload. */
  onNavigate?: ((path: string) => void) | undefined;
  /** The store's quick replies; undefined while they load. */
  quickReplies?: readonly QuickReply[] | undefined;
  onCreateQuickReply: (reply: { content: string; seq?: number }) => QuickReplyAnswer;
  onUpdateQuickReply: (reply: QuickReply) => QuickReplyAnswer;
  onDeleteQuickReply: (reply: QuickReply) => QuickReplyAnswer;
  /** The customer-service switch; undefined while it loads. */
  online?: boolean | undefined;
  onlinePending?: boolean | undefined;
  onSetOnline?: ((online: boolean) => void) | undefined;
  /** Where dialogs portal (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

export function ChatWorkspaceScreen({
  conversations,
  conversationsFailed = false,
  onRetryConversations,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  activeConversationId,
  onOpen,
  panel,
  customer,
  customerFailed = false,
  onRetryCustomer,
  orderHref,
  onNavigate,
  quickReplies,
  onCreateQuickReply,
  onUpdateQuickReply,
  onDeleteQuickReply,
  online,
  onlinePending = false,
  onSetOnline,
  dialogContainer,
  className,
  ...props
}: ChatWorkspaceScreenProps) {
  const { t } = useLingui();
  const [insert, setInsert] = useState<{ id: number; text: string } | null>(null);
  const [managing, setManaging] = useState(false);
  const open = panel !== null && activeConversationId !== null;

  return (
    <div
      className={cn('flex flex-col gap-4', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...props}
    >
      <PageHeader
        title={t`Customer service`}
        description={t`Answer shoppers, with what they viewed and ordered beside the conversation.`}
        actions={
          <div className="flex items-center gap-3">
            <OnlineSwitch online={online} pending={onlinePending} onChange={onSetOnline} />
            <Button variant="outline" onClick={() => setManaging(true)}>
              {t`Manage quick replies`}
            </Button>
          </div>
        }
      />
      {/* The panes fill the window below the header; a story fixes their height (--chat-workspace-height). */}
      <div className="flex h-[var(--chat-workspace-height,calc(100vh-12rem))] min-h-[32rem] gap-4">
        <section
          aria-label={t`Conversations`}
          className="flex w-72 shrink-0 flex-col overflow-y-auto rounded-lg border border-neutral-200 bg-neutral-0"
        >
          <ConversationList
            conversations={conversations}
            failed={conversationsFailed}
            onRetry={onRetryConversations}
            activeId={activeConversationId}
            onOpen={onOpen}
          />
          {conversations && hasMore ? (
            <div className="flex justify-center p-3">
              <Button variant="outline" size="sm" loading={loadingMore} onClick={onLoadMore}>
                {t`Load more`}
              </Button>
            </div>
          ) : null}
        </section>
        <div className="min-w-0 flex-1 overflow-hidden rounded-lg border border-neutral-200 bg-neutral-0">
          {open ? (
            <ChatPanel
              key={activeConversationId}
              {...panel}
              viewer="shop"
              composerInsert={insert}
              composerTools={
                <QuickReplyMenu
                  replies={quickReplies}
                  enabled={panel.shop !== null}
                  onPick={(text) => setInsert((last) => ({ id: (last?.id ?? 0) + 1, text }))}
                  onManage={() => setManaging(true)}
                />
              }
            />
          ) : (
            <Empty
              className="h-full justify-center"
              title={t`Choose a conversation`}
              description={t`The store's conversations with shoppers are listed on the left.`}
            />
          )}
        </div>
        {open ? (
          <aside
            aria-label={t`The shopper`}
            className="flex w-72 shrink-0 flex-col gap-4 overflow-y-auto rounded-lg border border-neutral-200 bg-neutral-0 p-4"
          >
            <CustomerPanel
              customer={customer}
              failed={customerFailed}
              onRetry={onRetryCustomer}
              orderHref={orderHref}
            />
          </aside>
        ) : null}
      </div>
      <QuickReplyDialog
        open={managing}
        onOpenChange={setManaging}
        replies={quickReplies}
        container={dialogContainer}
        onCreate={onCreateQuickReply}
        onUpdate={onUpdateQuickReply}
        onDelete={onDeleteQuickReply}
      />
    </div>
  );
}

/** The customer-service switch: on, shoppers may see the store online; off, never. */
function OnlineSwitch({
  online,
  pending,
  onChange,
}: {
  online: boolean | undefined;
  pending: boolean;
  onChange?: ((online: boolean) => void) | undefined;
}) {
  const { t } = useLingui();
  const on = online === true;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-busy={pending || online === undefined || undefined}
      disabled={pending || online === undefined}
      onClick={() => onChange?.(!on)}
      className="flex cursor-pointer items-center gap-2 rounded border-0 bg-transparent p-1 text-sm text-neutral-800 disabled:cursor-wait disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-block h-5 w-9 rounded-full transition-colors',
          on ? 'bg-success' : 'bg-neutral-300',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 size-4 rounded-full bg-neutral-0 shadow transition-all',
            on ? 'left-4.5' : 'left-0.5',
          )}
        />
      </span>
      {on ? t`Customer service online` : t`Customer service offline`}
    </button>
  );
}

function ConversationList({
  conversations,
  failed,
  onRetry,
  activeId,
  onOpen,
}: {
  conversations: readonly ChatConversation[] | null;
  failed: boolean;
  onRetry?: (() => void) | undefined;
  activeId: number | null;
  onOpen?: ((conversationId: number) => void) | undefined;
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
        description={t`Shoppers' questions appear here as they arrive.`}
      />
    );
  }
  return (
    <ul className="m-0 list-none p-0">
      {conversations.map((c) => {
        const active = c.conversationId === activeId;
        const name = c.nickName;
        const unread = badgeText(c.unread, 99);
        return (
          <li key={c.conversationId} className="border-b border-neutral-100 last:border-b-0">
            <button
              type="button"
              aria-current={active ? 'true' : undefined}
              onClick={() => onOpen?.(c.conversationId)}
              className={cn(
                'flex w-full cursor-pointer items-center gap-3 border-0 bg-transparent px-4 py-3 text-left text-neutral-900 hover:bg-neutral-50',
                active && 'bg-brand-soft hover:bg-brand-soft',
              )}
            >
              <Image src={c.userPic ?? ''} alt="" ratio={1} className="size-10 shrink-0 rounded-full" />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-base font-medium">{name}</span>
                  <time className="shrink-0 text-xs text-neutral-500">{chatListTime(c.updateTime)}</time>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-neutral-500">
                    <ChatMessagePreview message={c.lastMessage} />
                  </span>
                  {c.unread > 0 ? (
                    <>
                      <Badge count={c.unread} tone="danger" aria-hidden="true" />
                      <span className="sr-only">{t`${unread} unread`}</span>
                    </>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function CustomerPanel({
  customer,
  failed,
  onRetry,
  orderHref,
}: {
  customer: ChatCustomer | null;
  failed: boolean;
  onRetry?: (() => void) | undefined;
  orderHref: (orderNumber: string) => string;
}) {
  const { t } = useLingui();
  if (failed) {
    return (
      <LoadError size="sm" className="py-6" title={t`The shopper could not be loaded`} onRetry={onRetry} />
    );
  }
  if (!customer) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" data-testid="customer-loading">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  const count = customer.orderCount;
  return (
    <>
      <div className="flex items-center gap-3">
        <Image src={customer.userPic ?? ''} alt="" ratio={1} className="size-10 shrink-0 rounded-full" />
        <h2 className="m-0 truncate text-base font-medium text-neutral-900">{customer.nickName}</h2>
      </div>
      <section className="flex flex-col gap-2">
        <h3 className="m-0 text-sm font-medium text-neutral-700">
          <Trans>Recently viewed in this store</Trans>
        </h3>
        {customer.browse.length === 0 ? (
          <p className="m-0 text-sm text-neutral-500">
            <Trans>No products viewed lately.</Trans>
          </p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {customer.browse.map((b) => (
              <li key={b.prodId} className="flex items-center gap-2">
                <Image src={b.pic} alt="" ratio={1} className="size-12 shrink-0 rounded" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm text-neutral-900">{b.prodName}</span>
                  <span className="flex items-center gap-2">
                    <Price yuan={b.price} size="sm" />
                    {b.status === 1 ? null : <span className="text-xs text-neutral-500">{t`Off sale`}</span>}
                  </span>
                  <time className="text-xs text-neutral-500">{b.browseTime}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="m-0 text-sm font-medium text-neutral-700">
          <Trans>Orders in this store ({count})</Trans>
        </h3>
        {customer.orders.length === 0 ? (
          <p className="m-0 text-sm text-neutral-500">
            <Trans>No orders in this store yet.</Trans>
          </p>
        ) : (
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {customer.orders.map((o) => (
              <li key={o.orderNumber} className="rounded border border-neutral-200 p-2">
                <a
                  href={orderHref(o.orderNumber)}
                  className="font-num text-sm text-info no-underline hover:underline"
                >
                  {o.orderNumber}
                </a>
                <p className="m-0 truncate text-sm text-neutral-800">{o.prodName}</p>
                <div className="flex items-center justify-between gap-2">
                  <OrderStatusTag status={o.status} />
                  <Price yuan={o.actualTotal} size="sm" />
                </div>
                <time className="text-xs text-neutral-500">{o.createTime}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The composer's quick replies: a list that opens above it; a pick is inserted into the box. */
function QuickReplyMenu({
  replies,
  enabled,
  onPick,
  onManage,
}: {
  replies: readonly QuickReply[] | undefined;
  enabled: boolean;
  onPick: (text: string) => void;
  onManage: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <div className="relative">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={!enabled}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {t`Quick replies`}
      </Button>
      {open ? (
        <div
          role="group"
          aria-label={t`Quick replies`}
          className="absolute bottom-full left-0 z-10 mb-1 flex max-h-64 w-80 flex-col overflow-y-auto rounded border border-neutral-200 bg-neutral-0 py-1 shadow-md"
        >
          {replies === undefined ? (
            <Skeleton className="m-2 h-4 w-2/3" />
          ) : replies.length === 0 ? (
            <p className="m-0 px-3 py-2 text-sm text-neutral-500">{t`No quick replies yet.`}</p>
          ) : (
            replies.map((r) => (
              <button
                key={r.replyId}
                type="button"
                onClick={() => {
                  onPick(r.content);
                  setOpen(false);
                }}
                className="cursor-pointer truncate border-0 bg-transparent px-3 py-1.5 text-left text-sm text-neutral-900 hover:bg-neutral-100"
              >
                {r.content}
              </button>
            ))
          )}
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onManage();
            }}
            className="cursor-pointer border-0 border-t border-neutral-100 bg-transparent px-3 py-1.5 text-left text-sm text-info hover:bg-neutral-100"
          >
            {t`Manage quick replies`}
          </button>
        </div>
      ) : null}
    </div>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; reply: QuickReply } | null;

/** The store's quick replies: listed by order, each changed or deleted (asked first), and one added. */
function QuickReplyDialog({
  open,
  onOpenChange,
  replies,
  container,
  onCreate,
  onUpdate,
  onDelete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  replies: readonly QuickReply[] | undefined;
  container?: HTMLElement | null | undefined;
  onCreate: ChatWorkspaceScreenProps['onCreateQuickReply'];
  onUpdate: ChatWorkspaceScreenProps['onUpdateQuickReply'];
  onDelete: ChatWorkspaceScreenProps['onDeleteQuickReply'];
}) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<QuickReply | null>(null);
  const [deleteRefusal, setDeleteRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) setEditing(null);
          onOpenChange(next);
        }}
      >
        <DialogContent title={t`Quick replies`} container={container}>
          <div className="flex flex-col gap-3">
            {deleteRefusal ? <FormAlert>{deleteRefusal}</FormAlert> : null}
            {replies === undefined ? (
              <Skeleton className="h-16 w-full" />
            ) : replies.length === 0 ? (
              <p className="m-0 text-sm text-neutral-500">{t`No quick replies yet.`}</p>
            ) : (
              <ol aria-label={t`Quick replies`} className="m-0 flex list-none flex-col gap-2 p-0">
                {replies.map((r) => {
                  const text = r.content;
                  return (
                    <li
                      key={r.replyId}
                      className="flex items-start gap-2 rounded border border-neutral-200 p-2"
                    >
                      <span className="font-num w-10 shrink-0 text-xs text-neutral-500">{r.seq}</span>
                      <span className="min-w-0 flex-1 text-sm break-words text-neutral-900">{text}</span>
                      <Button
                        variant="link"
                        size="sm"
                        aria-label={t`Edit: ${text}`}
                        onClick={() => setEditing({ kind: 'edit', reply: r })}
                      >
                        {t`Edit`}
                      </Button>
                      <Button
                        variant="link"
                        size="sm"
                        aria-label={t`Delete: ${text}`}
                        onClick={() => {
                          setDeleteRefusal(undefined);
                          setDeleting(r);
                        }}
                      >
                        {t`Delete`}
                      </Button>
                    </li>
                  );
                })}
              </ol>
            )}
            {editing ? (
              <QuickReplyForm
                key={editing.kind === 'edit' ? editing.reply.replyId : 'new'}
                reply={editing.kind === 'edit' ? editing.reply : null}
                onCancel={() => setEditing(null)}
                onSubmit={async (values) => {
                  const answer =
                    editing.kind === 'edit'
                      ? await onUpdate({ ...editing.reply, ...values, seq: values.seq ?? editing.reply.seq })
                      : await onCreate(values);
                  if (!answer) setEditing(null);
                  return answer;
                }}
              />
            ) : (
              <div>
                <Button variant="outline" onClick={() => setEditing({ kind: 'new' })}>
                  {t`Add a quick reply`}
                </Button>
              </div>
            )}
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => (next ? null : setDeleting(null))}
        title={t`Delete this quick reply?`}
        message={deleting?.content}
        confirmText={t`Delete`}
        loading={busy}
        container={container}
        onConfirm={() => {
          const reply = deleting;
          if (!reply) return;
          setBusy(true);
          void onDelete(reply)
            .then((refusal) => setDeleteRefusal(refusal || undefined))
            .catch(() => setDeleteRefusal(i18n._(messages.serverProblem)))
            .finally(() => {
              setBusy(false);
              setDeleting(null);
            });
        }}
      />
    </>
  );
}

/** Adds or changes a quick reply: its text (checked with the domain's rule) and its order. */
function QuickReplyForm({
  reply,
  onCancel,
  onSubmit,
}: {
  reply: QuickReply | null;
  onCancel: () => void;
  onSubmit: (values: { content: string; seq?: number }) => Promise<string | undefined | void>;
}) {
  const { t, i18n } = useLingui();
  const [content, setContent] = useState(reply?.content ?? '');
  const [seq, setSeq] = useState(reply ? String(reply.seq) : '');
  const [problem, setProblem] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = quickReplyText.safeParse(content);
    if (!checked.success) {
      setProblem(i18n._(messages.quickReplyTextInvalid));
      return;
    }
    const order = seq.trim() === '' ? undefined : Number(seq);
    if (order !== undefined && !(Number.isInteger(order) && order >= 0 && order <= QUICK_REPLY_SORT_MAX)) {
      setProblem(i18n._(messages.quickReplySortInvalid));
      return;
    }
    setProblem(undefined);
    setRefusal(undefined);
    setPending(true);
    try {
      const answer = await onSubmit({
        content: checked.data,
        ...(order === undefined ? {} : { seq: order }),
      });
      if (answer) setRefusal(answer);
    } catch {
      setRefusal(i18n._(messages.serverProblem));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 border-t border-neutral-100 pt-3"
    >
      <label className="flex flex-col gap-1 text-sm text-neutral-700">
        {t`Text`}
        <textarea
          value={content}
          rows={3}
          maxLength={QUICK_REPLY_TEXT_MAX * 2}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setContent(event.target.value)}
          className="block w-full resize-none rounded border border-neutral-200 px-2 py-1.5 text-base text-neutral-900 focus-visible:border-brand focus-visible:outline-none"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-neutral-700">
        {t`Order (smaller first; empty: last)`}
        <Input inputMode="numeric" value={seq} onChange={(event) => setSeq(event.target.value)} />
      </label>
      {problem ? (
        <p role="alert" className="m-0 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={pending}>
          {reply ? t`Save` : t`Add`}
        </Button>
      </div>
    </form>
  );
}
