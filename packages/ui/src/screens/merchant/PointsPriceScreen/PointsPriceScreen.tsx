// The merchant centre's points-mall prices (issue 17 item 7; GET /merchant/scorePrice/page, PUT
// /merchant/prod/scorePrice): a DataTable of the store's products, each with its SKUs' points prices
// (points plus a cash part), search by name, "only those in the points mall", paging; "Set prices" opens
// a dialog with a line per SKU (in the points mall or not, points, cash part at most the SKU's price),
// "Remove" takes the product out of the points mall after a confirmation. The request is parsed with the
// domain's schema; a refusal the app answers is shown in the dialog. Props in, callbacks out.
import { useMemo, useState, type FormEvent, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  messageOf,
  messages,
  MerchantScorePriceParam,
  type MerchantScoreProd,
  type MerchantScoreProdPage,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import {
  DataTable,
  NoMatch,
  serverPagination,
  type DataTableColumn,
} from '../../../console/DataTable/index.ts';
import { FilterBar } from '../../../console/FilterBar/index.ts';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { Price } from '../../../mall/Price/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { ConfirmDialog, Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Image } from '../../../primitives/Image/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';

/** The list's filters and page (inMall 1: only the products with points prices). */
export interface PointsPriceQuery {
  prodName: string;
  inMall: 0 | 1;
  current: number;
  size: number;
}

/** One SKU's points price as the merchant sets it (cash in yuan). */
export interface ScoreSkuPrice {
  skuId: number;
  scorePrice: number;
  price: number;
}

/** A callback's answer: the server's refusal (shown in the dialog), or nothing once it is done. */
export type PointsAnswer = Promise<string | undefined | void>;

export interface PointsPriceScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  page?: MerchantScoreProdPage | undefined;
  query: PointsPriceQuery;
  onQueryChange: (query: PointsPriceQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Replaces the product's points prices (the SKUs left out leave the points mall). */
  onSave: (prodId: number, skus: ScoreSkuPrice[]) => PointsAnswer;
  /** Takes the product out of the points mall. */
  onRemove: (prodId: number) => PointsAnswer;
  dialogContainer?: HTMLElement | null | undefined;
}

type Open = { kind: 'edit' | 'remove'; prod: MerchantScoreProd } | null;

export function PointsPriceScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  onRetry,
  onSave,
  onRemove,
  dialogContainer,
  className,
  ...props
}: PointsPriceScreenProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const filtered = query.prodName !== '' || query.inMall !== 0;
  const clear = () => onQueryChange({ ...query, prodName: '', inMall: 0, current: 1 });
  const columns = useMemo<DataTableColumn<MerchantScoreProd>[]>(
    () => [
      {
        id: 'product',
        header: t`Product`,
        cell: ({ row: { original: p } }) => (
          <div className="flex min-w-56 items-center gap-3">
            <Image src={p.pic} alt="" className="size-12 shrink-0 rounded" ratio={null} />
            <span className="line-clamp-2 text-neutral-900">{p.prodName}</span>
          </div>
        ),
      },
      {
        id: 'prices',
        header: t`Points prices`,
        cell: ({ row: { original: p } }) => {
          const priced = p.skus.filter((s) => s.scorePrice !== null);
          if (priced.length === 0)
            return <span className="text-neutral-500">{t`Not in the points mall`}</span>;
          return (
            <ul className="m-0 flex list-none flex-col gap-1 p-0 text-sm">
              {priced.map((s) => {
                const points = s.scorePrice ?? 0;
                return (
                  <li key={s.skuId} className="flex flex-wrap items-center gap-1">
                    <span className="text-neutral-600">{s.skuName || t`Default`}:</span>
                    <span className="font-num">{t`${points} points`}</span>
                    {s.scoreCash ? (
                      <>
                        <span>+</span>
                        <Price yuan={s.scoreCash} size="sm" />
                      </>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          );
        },
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: p } }) => {
          const name = p.prodName;
          const inMall = p.skus.some((s) => s.scorePrice !== null);
          return (
            <div className="flex items-center gap-2 whitespace-nowrap">
              <Button
                variant="link"
                size="sm"
                aria-label={t`Set prices: ${name}`}
                onClick={() => setOpen({ kind: 'edit', prod: p })}
              >
                {t`Set prices`}
              </Button>
              {inMall ? (
                <Button
                  variant="link"
                  size="sm"
                  aria-label={t`Remove from the points mall: ${name}`}
                  onClick={() => setOpen({ kind: 'remove', prod: p })}
                >
                  {t`Remove`}
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [t],
  );
  const who = open?.prod.prodName ?? '';
  return (
    <div className={cn('flex flex-col gap-4', className)} {...props}>
      <PageHeader
        title={t`Points mall`}
        description={t`Shoppers buy these products with points, plus a cash part if you set one.`}
      />
      <FilterBar
        key={`${query.prodName}|${query.inMall}`}
        searching={loading}
        onSearch={(values) =>
          onQueryChange({
            ...query,
            prodName: values.prodName ?? '',
            inMall: values.inMall === '1' ? 1 : 0,
            current: 1,
          })
        }
        onReset={clear}
      >
        <Input name="prodName" label={t`Product name`} defaultValue={query.prodName} maxLength={100} />
        <Select
          name="inMall"
          label={t`Show`}
          defaultValue={String(query.inMall)}
          options={[
            { value: '0', label: t`All products` },
            { value: '1', label: t`In the points mall` },
          ]}
        />
      </FilterBar>
      <DataTable
        caption={t`Points mall`}
        columns={columns}
        data={page?.records ?? []}
        getRowId={(p) => String(p.prodId)}
        loading={loading && !page}
        error={error ? t`The products could not be loaded` : undefined}
        onRetry={onRetry}
        empty={
          filtered ? (
            <NoMatch title={t`No product matches these filters`} onClear={clear} />
          ) : (
            <Empty size="sm" title={t`No products yet`} />
          )
        }
        pagination={serverPagination(page, (next) => onQueryChange({ ...query, ...next }))}
      />
      <Dialog open={open?.kind === 'edit'} onOpenChange={(isOpen) => (isOpen ? null : close())}>
        <DialogContent title={t`Points prices of ${who}`} container={dialogContainer}>
          {open?.kind === 'edit' ? (
            <PricesForm
              key={open.prod.prodId}
              prod={open.prod}
              onCancel={close}
              onSave={onSave}
              onDone={close}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      {open?.kind === 'remove' ? (
        <RemoveDialog prod={open.prod} container={dialogContainer} onClose={close} onRemove={onRemove} />
      ) : null}
    </div>
  );
}

interface SkuDraft {
  on: boolean;
  points: string;
  cash: string;
}

function PricesForm({
  prod,
  onCancel,
  onSave,
  onDone,
}: {
  prod: MerchantScoreProd;
  onCancel: () => void;
  onSave: (prodId: number, skus: ScoreSkuPrice[]) => PointsAnswer;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const [drafts, setDrafts] = useState<Record<number, SkuDraft>>(() =>
    Object.fromEntries(
      prod.skus.map((s) => [
        s.skuId,
        {
          on: s.scorePrice !== null,
          points: s.scorePrice === null ? '' : String(s.scorePrice),
          cash: s.scoreCash === null ? '0' : String(s.scoreCash),
        },
      ]),
    ),
  );
  const [problem, setProblem] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const skus = prod.skus
      .filter((s) => drafts[s.skuId]?.on)
      .map((s) => ({
        skuId: s.skuId,
        scorePrice: Number(drafts[s.skuId]!.points || NaN),
        price: Number(drafts[s.skuId]!.cash || 0),
      }));
    const parsed = MerchantScorePriceParam.safeParse({ prodId: prod.prodId, skus });
    if (!parsed.success) {
      setProblem(i18n._(messageOf(parsed.error.issues[0]?.message ?? '') ?? messages.scorePriceInvalid));
      return;
    }
    setProblem(undefined);
    setPending(true);
    try {
      const refusal = await onSave(prod.prodId, skus);
      if (refusal) setProblem(refusal);
      else onDone();
    } finally {
      setPending(false);
    }
  };
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {prod.skus.map((s) => {
          const d = drafts[s.skuId]!;
          const sku = s.skuName || t`Default`;
          const set = (patch: Partial<SkuDraft>) =>
            setDrafts((all) => ({ ...all, [s.skuId]: { ...d, ...patch } }));
          return (
            <li key={s.skuId} className="flex flex-wrap items-end gap-3">
              <Checkbox
                wrapperClassName="min-w-40"
                label={
                  <span className="flex flex-col">
                    <span>{sku}</span>
                    <span className="text-sm text-neutral-600">
                      <Price yuan={s.price} size="sm" />
                    </span>
                  </span>
                }
                checked={d.on}
                onCheckedChange={(checked) => set({ on: checked === true })}
              />
              <Input
                inputMode="numeric"
                label={t`Points (${sku})`}
                value={d.points}
                disabled={!d.on}
                onChange={(e) => set({ points: e.target.value })}
              />
              <Input
                inputMode="decimal"
                label={t`Cash part, yuan (${sku})`}
                value={d.cash}
                disabled={!d.on}
                onChange={(e) => set({ cash: e.target.value })}
              />
            </li>
          );
        })}
      </ul>
      <FormAlert>{problem}</FormAlert>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={pending}>
          {t`Save`}
        </Button>
      </div>
    </form>
  );
}

function RemoveDialog({
  prod,
  container,
  onClose,
  onRemove,
}: {
  prod: MerchantScoreProd;
  container?: HTMLElement | null | undefined;
  onClose: () => void;
  onRemove: (prodId: number) => PointsAnswer;
}) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const name = prod.prodName;
  return (
    <ConfirmDialog
      open
      onOpenChange={() => undefined}
      container={container ?? null}
      title={t`Remove ${name} from the points mall?`}
      message={
        refusal ? (
          <span role="alert" className="text-danger">
            {refusal}
          </span>
        ) : (
          t`Shoppers can no longer buy it with points; its prices are forgotten.`
        )
      }
      confirmText={t`Remove`}
      loading={pending}
      onCancel={() => (pending ? undefined : onClose())}
      onConfirm={() => {
        if (pending) return;
        setPending(true);
        onRemove(prod.prodId)
          .then((answer) => (answer ? setRefusal(answer) : onClose()))
          .finally(() => setPending(false));
      }}
    />
  );
}
