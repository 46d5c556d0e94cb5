// What the merchant centre's discount and coupon screens share (issue 17 item 7, decisions/0067): the
// status filter of their lists, an activity's status tag (by the server's `status`, "stopped" when the
// merchant stopped it), the stop confirmation, the pick of the store's products (all, or some of the
// list given), and the wire time ('YYYY-MM-DD hh:mm:ss', China time) in a datetime-local field.
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MerchantPromoProd } from '@mall/domain';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { ConfirmDialog } from '../../../primitives/Dialog/index.ts';
import { Image } from '../../../primitives/Image/index.ts';
import { RadioGroup } from '../../../primitives/RadioGroup/index.ts';
import { Select } from '../../../primitives/Select/index.ts';

/** A discount or coupon list's filters and page (status -1 all, 0 not started, 1 ongoing, 2 ended). */
export interface PromoListQuery {
  status: -1 | 0 | 1 | 2;
  current: number;
  size: number;
}

/** The status filter of a list (a FilterBar field named `status`). */
export function PromoStatusSelect({ value }: { value: PromoListQuery['status'] }) {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    '-1': t`All`,
    '0': t`Not started`,
    '1': t({ message: 'Ongoing', context: 'activity status' }),
    '2': t({ message: 'Ended', context: 'activity status' }),
  };
  return (
    <Select
      name="status"
      label={t`Status`}
      defaultValue={String(value)}
      options={['-1', '0', '1', '2'].map((v) => ({ value: v, label: labels[v]! }))}
    />
  );
}

/** An activity's status: not started, ongoing, ended, or stopped. */
export function PromoStatusTag({ status, stopped }: { status: number; stopped: boolean }) {
  const { t } = useLingui();
  if (stopped) return <StatusTag tone="danger" label={t`Stopped`} />;
  if (status === 0) return <StatusTag tone="info" label={t`Not started`} />;
  if (status === 1)
    return <StatusTag tone="success" label={t({ message: 'Ongoing', context: 'activity status' })} />;
  return <StatusTag tone="neutral" label={t({ message: 'Ended', context: 'activity status' })} />;
}

/** Whether an activity can still be stopped (not ended, not stopped). */
export const canStop = (row: { status: number; stopped: boolean }) => !row.stopped && row.status !== 2;
/** Whether an activity can still be edited (not started, not stopped). */
export const canEdit = (row: { status: number; stopped: boolean }) => !row.stopped && row.status === 0;

/** The confirmation of a stop: `what` names the activity, `effect` says what stopping does. */
export function StopDialog({
  name,
  effect,
  container,
  onClose,
  onStop,
}: {
  name: string;
  effect: ReactNode;
  container?: HTMLElement | null | undefined;
  onClose: () => void;
  onStop: () => void;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      container={container ?? null}
      title={t`Stop ${name}?`}
      message={effect}
      confirmText={t`Stop`}
      onCancel={onClose}
      onConfirm={() => {
        onStop();
        onClose();
      }}
    />
  );
}

/** The row whose stop the merchant is confirming, and a way to ask for one. */
export function useStopDialog<T>() {
  const [row, setRow] = useState<T | null>(null);
  return { row, ask: setRow, close: () => setRow(null) };
}

/**
 * Which of the store's products an activity covers: all of them (`prodIds` empty) or those ticked in
 * `products` (the store's products the app loaded, plus those the activity already names).
 */
export function ProductPicks({
  products,
  prodIds,
  onChange,
  disabled = false,
  error,
}: {
  products: readonly MerchantPromoProd[];
  prodIds: readonly number[] | null;
  /** null: the whole store; else the products ticked. */
  onChange: (prodIds: number[] | null) => void;
  disabled?: boolean;
  error?: ReactNode;
}) {
  const { t } = useLingui();
  const some = prodIds !== null;
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        label={t`Products`}
        orientation="horizontal"
        value={some ? 'some' : 'all'}
        disabled={disabled}
        onValueChange={(value) => onChange(value === 'all' ? null : [])}
        options={[
          { value: 'all', label: t`All products of the store` },
          { value: 'some', label: t`Chosen products` },
        ]}
        error={error}
      />
      {some ? (
        <ul
          aria-label={t`Chosen products`}
          className="m-0 grid max-h-72 list-none grid-cols-2 gap-2 overflow-y-auto p-0"
        >
          {products.map((p) => (
            <li key={p.prodId} className="flex items-center gap-2">
              <Checkbox
                label={
                  <span className="flex items-center gap-2">
                    <Image src={p.pic} alt="" className="size-8 shrink-0 rounded" ratio={null} />
                    <span className="line-clamp-1">{p.prodName}</span>
                  </span>
                }
                disabled={disabled}
                checked={prodIds.includes(p.prodId)}
                onCheckedChange={(checked) =>
                  onChange(checked ? [...prodIds, p.prodId] : prodIds.filter((id) => id !== p.prodId))
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A wire time ('YYYY-MM-DD hh:mm:ss') as a datetime-local field's value, and back. */
export const toLocalInput = (wire: string) => wire.replace(' ', 'T');
export function fromLocalInput(value: string): string {
  const text = value.replace('T', ' ');
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text) ? `${text}:00` : text;
}
