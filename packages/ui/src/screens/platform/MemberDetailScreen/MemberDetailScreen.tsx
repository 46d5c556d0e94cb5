// The platform console's member detail (issue 18 item 6; GET /platform/user/info and the two ledgers,
// decisions/0083): the profile, level and paid membership, points, balance and growth, the order counts
// by status and the latest orders, and the points and balance ledgers in tabs with their own paging. A
// role that may change members (`canEdit`) disables or enables the account (asked first) and adjusts the
// points or the balance with a reason, in a dialog checked with the domain's schemas (the balance typed
// in yuan, read into fen by domain's parseSignedYuan). Money arrives in fen and is shown with
// formatMoney. Props in, callbacks out: each change's promise settles when the server answered; a
// rejection keeps the dialog open with the app's `refusal`.
import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  formatMoney,
  isOrderStatus,
  MEMBER_ADJUST_REASON_MAX,
  MemberStatus,
  memberLogKindLabel,
  messages,
  orderStatusLabel,
  parseSignedYuan,
  PlatformMemberBalanceParam,
  PlatformMemberScoreParam,
  type PlatformMemberInfo,
  type PlatformMemberLog,
  type PlatformMemberLogPage,
  type PlatformMemberOrder,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { RuleInput } from '../../../lib/RuleInput.tsx';
import { useRuleForm, type RuleSchema } from '../../../lib/useRuleForm.ts';
import { DataTable, serverPagination, type DataTableColumn } from '../../../console/DataTable/index.ts';
import { DescriptionList } from '../../../console/DescriptionList/index.ts';
import { FormSection } from '../../../console/FormSection/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { StatCard } from '../../../console/StatCard/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { ShopStatusTag } from '../StoreKit/index.ts';
import { Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../primitives/Tabs/index.ts';
import { MemberStatusTag, StatusConfirm, type StatusChange } from '../MemberListScreen/index.ts';

/** A manual adjustment as the server takes it: signed points, or signed fen of the balance. */
export interface MemberAdjustment {
  change: number;
  reason: string;
}

/** A ledger page move: the page to show and, when the size changed, the new size. */
export type LedgerPageChange = { current: number; size?: number };

export interface MemberDetailScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The member; undefined until loaded. */
  info?: PlatformMemberInfo | undefined;
  loading?: boolean | undefined;
  /** The member could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** No such member (404). */
  notFound?: boolean | undefined;
  /** Opens the store the member opened (its detail in the stores section). */
  onOpenShop?: ((shopId: number) => void) | undefined;
  /** The points ledger's page; undefined while it loads. */
  scoreLog?: PlatformMemberLogPage | undefined;
  onScoreLogPage: (next: LedgerPageChange) => void;
  /** The balance ledger's page (fen); undefined while it loads. */
  balanceLog?: PlatformMemberLogPage | undefined;
  onBalanceLogPage: (next: LedgerPageChange) => void;
  onBack: () => void;
  /** Disables (0) or enables (1) the member, after the question; rejects when the server refuses. */
  onSetStatus: (userId: string, status: MemberStatus) => Promise<void>;
  /** Adds or takes points (checked); rejects when the server refuses (`refusal` says why). */
  onAdjustScore: (adjustment: MemberAdjustment) => Promise<void>;
  /** Adds or takes fen of the balance (checked); rejects when the server refuses. */
  onAdjustBalance: (adjustment: MemberAdjustment) => Promise<void>;
  /** The server's refusal of the last change: in the open dialog, else above the detail. */
  refusal?: string | undefined;
  /** The role may change members: without it, no button that changes anything. */
  canEdit: boolean;
  /** Where dialogs portal (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

type Open = { kind: 'status'; change: StatusChange } | { kind: 'score' | 'balance' } | null;

export function MemberDetailScreen({
  info,
  loading = false,
  error = false,
  onRetry,
  notFound = false,
  onOpenShop,
  scoreLog,
  onScoreLogPage,
  balanceLog,
  onBalanceLogPage,
  onBack,
  onSetStatus,
  onAdjustScore,
  onAdjustBalance,
  refusal,
  canEdit,
  dialogContainer,
  className,
  ...props
}: MemberDetailScreenProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const name = info?.nickName ?? '';
  const enabled = info?.status === MemberStatus.enabled;
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={info ? t`Member ${name}` : t`Member`}
        actions={
          <>
            {info && canEdit ? (
              <>
                <Button variant="outline" onClick={() => setOpen({ kind: 'score' })}>
                  {t`Adjust points`}
                </Button>
                <Button variant="outline" onClick={() => setOpen({ kind: 'balance' })}>
                  {t`Adjust balance`}
                </Button>
                <Button
                  variant="outline"
                  onClick={() =>
                    setOpen({
                      kind: 'status',
                      change: {
                        userId: info.userId,
                        nickName: info.nickName,
                        status: enabled ? MemberStatus.disabled : MemberStatus.enabled,
                      },
                    })
                  }
                >
                  {enabled ? t`Disable` : t`Enable`}
                </Button>
              </>
            ) : null}
            <Button variant="outline" onClick={onBack}>
              {t`Back to the members`}
            </Button>
          </>
        }
      />
      {refusal && (open === null || open.kind === 'status') ? <FormAlert>{refusal}</FormAlert> : null}
      {info ? (
        <MemberBody
          info={info}
          scoreLog={scoreLog}
          onScoreLogPage={onScoreLogPage}
          balanceLog={balanceLog}
          onBalanceLogPage={onBalanceLogPage}
          onOpenShop={onOpenShop}
        />
      ) : notFound ? (
        <Empty size="sm" role="alert" title={i18n._(messages.memberNotFound)} />
      ) : error ? (
        <Empty
          size="sm"
          role="alert"
          title={t`The member could not be loaded`}
          action={
            onRetry ? (
              <Button size="sm" variant="outline" onClick={onRetry}>
                {t`Retry`}
              </Button>
            ) : undefined
          }
        />
      ) : loading ? (
        <div role="status" aria-busy="true" aria-label={t`Loading`} className="flex flex-col gap-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : null}
      {info && open?.kind === 'status' ? (
        <StatusConfirm
          change={open.change}
          onSetStatus={onSetStatus}
          onClose={close}
          container={dialogContainer}
        />
      ) : null}
      {info ? (
        <Dialog
          open={open?.kind === 'score' || open?.kind === 'balance'}
          onOpenChange={(isOpen) => (isOpen ? null : close())}
        >
          <DialogContent
            title={
              open?.kind === 'balance' ? t`Adjust the balance of ${name}` : t`Adjust the points of ${name}`
            }
            container={dialogContainer}
          >
            {open?.kind === 'score' || open?.kind === 'balance' ? (
              <AdjustForm
                key={open.kind}
                kind={open.kind}
                userId={info.userId}
                refusal={refusal}
                onCancel={close}
                onSubmit={(adjustment) =>
                  (open.kind === 'score' ? onAdjustScore : onAdjustBalance)(adjustment).then(close)
                }
              />
            ) : null}
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}

function MemberBody({
  info,
  scoreLog,
  onScoreLogPage,
  balanceLog,
  onBalanceLogPage,
  onOpenShop,
}: Pick<
  MemberDetailScreenProps,
  'scoreLog' | 'onScoreLogPage' | 'balanceLog' | 'onBalanceLogPage' | 'onOpenShop'
> & {
  info: PlatformMemberInfo;
}) {
  const { t, i18n } = useLingui();
  const sex = info.sex === 'M' ? t`Male` : info.sex === 'F' ? t`Female` : '';
  const paid = info.paidLevel;
  const paidName = paid?.levelName ?? '';
  const paidEnd = paid?.endTime ?? '';
  const owned = info.ownedShop;
  const statusText = (status: number) => orderStatusText(i18n, status);
  const orderColumns = useMemo<DataTableColumn<PlatformMemberOrder>[]>(
    () => [
      { accessorKey: 'orderNumber', header: t`Order number`, meta: { className: 'font-num' } },
      { accessorKey: 'shopName', header: t`Store` },
      {
        id: 'actualTotal',
        header: t`Paid`,
        meta: { align: 'right', className: 'font-num' },
        cell: ({ row: { original: o } }) => formatMoney(o.actualTotal),
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: o } }) => orderStatusText(i18n, o.status),
      },
      { accessorKey: 'createTime', header: t`Placed at`, meta: { className: 'font-num whitespace-nowrap' } },
    ],
    [t, i18n],
  );
  return (
    <>
      <FormSection title={t`Profile`}>
        <div className="flex items-start gap-4">
          {info.pic ? <img src={info.pic} alt="" className="size-16 rounded-full object-cover" /> : null}
          <DescriptionList
            className="flex-1"
            items={[
              { key: 'id', label: t`Member ID`, value: <span className="font-num">{info.userId}</span> },
              { key: 'nick', label: t`Nickname`, value: info.nickName },
              { key: 'status', label: t`Status`, value: <MemberStatusTag status={info.status} /> },
              { key: 'mobile', label: t`Mobile`, value: info.mobile },
              { key: 'sex', label: t`Sex`, value: sex },
              { key: 'birth', label: t`Birthday`, value: info.birthDate },
              { key: 'registered', label: t`Registered`, value: info.createTime },
              { key: 'level', label: t`Level`, value: info.levelName },
              {
                key: 'paid',
                label: t`Paid membership`,
                value: paid ? t`${paidName}, until ${paidEnd}` : t`None`,
              },
              {
                key: 'store',
                label: t`Store opened`,
                value: owned ? (
                  <span className="flex items-center gap-2">
                    {onOpenShop ? (
                      <Button variant="link" size="sm" onClick={() => onOpenShop(owned.shopId)}>
                        {owned.shopName}
                      </Button>
                    ) : (
                      owned.shopName
                    )}
                    <ShopStatusTag status={owned.status} />
                  </span>
                ) : (
                  t`None`
                ),
              },
            ]}
          />
        </div>
      </FormSection>
      <div className="grid grid-cols-3 gap-4">
        <StatCard label={t`Points`} value={String(info.score)} />
        <StatCard label={t`Balance`} value={formatMoney(info.balance)} />
        <StatCard label={t`Growth`} value={String(info.growth)} />
      </div>
      <FormSection title={t`Orders`}>
        <DescriptionList
          columns={3}
          aria-label={t`Orders by status`}
          items={info.orderCounts.map((c) => ({
            key: String(c.status),
            label: statusText(c.status),
            value: <span className="font-num">{c.count}</span>,
          }))}
        />
        <DataTable
          caption={t`Latest orders`}
          columns={orderColumns}
          data={info.latestOrders}
          getRowId={(o) => o.orderNumber}
          empty={<Empty size="sm" title={t`No orders yet`} />}
        />
      </FormSection>
      <FormSection title={t`Ledgers`}>
        <Tabs defaultValue="score">
          <TabsList aria-label={t`Ledgers`}>
            <TabsTrigger value="score">{t`Points ledger`}</TabsTrigger>
            <TabsTrigger value="balance">{t`Balance ledger`}</TabsTrigger>
          </TabsList>
          <TabsContent value="score">
            <Ledger
              caption={t`Points ledger`}
              page={scoreLog}
              onPage={onScoreLogPage}
              amount={(points) => String(points)}
            />
          </TabsContent>
          <TabsContent value="balance">
            <Ledger
              caption={t`Balance ledger`}
              page={balanceLog}
              onPage={onBalanceLogPage}
              amount={(fen) => formatMoney(fen)}
            />
          </TabsContent>
        </Tabs>
      </FormSection>
    </>
  );
}

/** An order status's name (the number itself for one the domain does not know). */
function orderStatusText(i18n: { _: (d: MessageDescriptor) => string }, status: number): string {
  return isOrderStatus(status) ? i18n._(orderStatusLabel(status)) : String(status);
}

/** One ledger: time, kind, the signed change, what is left after it, what it is about. */
function Ledger({
  caption,
  page,
  onPage,
  amount,
}: {
  caption: string;
  page: PlatformMemberLogPage | undefined;
  onPage: (next: LedgerPageChange) => void;
  /** The text of an amount of this ledger (points, or fen as money). */
  amount: (value: number) => string;
}) {
  const { t, i18n } = useLingui();
  const columns = useMemo<DataTableColumn<PlatformMemberLog>[]>(
    () => [
      {
        accessorKey: 'createTime',
        header: t({ message: 'Time', context: 'ledger' }),
        meta: { className: 'font-num whitespace-nowrap' },
      },
      { id: 'kind', header: t`Kind`, cell: ({ row: { original: l } }) => i18n._(memberLogKindLabel(l.kind)) },
      {
        id: 'change',
        header: t({ message: 'Change', context: 'ledger' }),
        meta: { align: 'right', className: 'font-num whitespace-nowrap' },
        cell: ({ row: { original: l } }) => (
          <span className={l.change < 0 ? 'text-success' : 'text-brand'}>
            {(l.change > 0 ? '+' : '') + amount(l.change)}
          </span>
        ),
      },
      {
        id: 'after',
        header: t`After`,
        meta: { align: 'right', className: 'font-num whitespace-nowrap' },
        cell: ({ row: { original: l } }) => amount(l.balanceAfter),
      },
      {
        id: 'about',
        header: t`About`,
        cell: ({ row: { original: l } }) => l.reason ?? l.ref ?? '—',
      },
    ],
    [t, i18n, amount],
  );
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={page?.records ?? []}
      getRowId={(l) => String(l.logId)}
      loading={!page}
      skeletonRows={3}
      empty={<Empty size="sm" title={t`No entries yet`} />}
      pagination={serverPagination(page, onPage)}
    />
  );
}

interface AdjustValues {
  change: string;
  reason: string;
}
const adjustFields = ['change', 'reason'] as const;

/** The typed change as the schema takes it: whole points, or yuan read into fen; NaN when unreadable. */
function changeOf(kind: 'score' | 'balance', text: string): number {
  if (kind === 'balance') return parseSignedYuan(text) ?? Number.NaN;
  return /^\s*[+-]?\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

function AdjustForm({
  kind,
  userId,
  refusal,
  onSubmit,
  onCancel,
}: {
  kind: 'score' | 'balance';
  userId: string;
  refusal: string | undefined;
  onSubmit: (adjustment: MemberAdjustment) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const schema = kind === 'score' ? PlatformMemberScoreParam : PlatformMemberBalanceParam;
  const rule: RuleSchema<MemberAdjustment> = {
    safeParse: (input) => {
      const values = input as AdjustValues;
      return schema.safeParse({ userId, change: changeOf(kind, values.change), reason: values.reason });
    },
  };
  const form = useRuleForm<AdjustValues, MemberAdjustment>(rule, { change: '', reason: '' }, adjustFields);
  const max = MEMBER_ADJUST_REASON_MAX;
  return (
    <form
      noValidate
      className="flex flex-col gap-4 px-5 pb-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit((data) => onSubmit({ change: data.change, reason: data.reason }));
      }}
    >
      <RuleInput
        form={form}
        field="change"
        label={kind === 'score' ? t`Points change` : t`Balance change (yuan)`}
        inputMode={kind === 'score' ? 'numeric' : 'decimal'}
        autoComplete="off"
        hint={
          kind === 'score'
            ? t`A positive number adds points, a negative one takes them (e.g. -200).`
            : t`A positive amount adds to the balance, a negative one takes from it (e.g. -20.50).`
        }
      />
      <RuleInput
        form={form}
        field="reason"
        label={t({ message: 'Reason', context: 'adjustment' })}
        autoComplete="off"
        hint={t`Kept in the ledger and the audit log (at most ${max} characters).`}
      />
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <AdjustButtons pending={form.pending} onCancel={onCancel}>
        {t`Save`}
      </AdjustButtons>
    </form>
  );
}

function AdjustButtons({
  pending,
  onCancel,
  children,
}: {
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {t`Cancel`}
      </Button>
      <Button type="submit" loading={pending}>
        {children}
      </Button>
    </div>
  );
}
