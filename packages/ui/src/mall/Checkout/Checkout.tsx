// The parts the checkouts share (the cart's `SubmitOrderScreen`, the flash sale's `SeckillConfirmScreen`,
// the points mall's `ScoreConfirmScreen`), inside a `ScreenFrame` (max-w-6xl, md:py-6): the two-column
// form, the section cards, an order line, the remarks field, the totals bar with the submit button and a
// refusal card; the props every checkout screen takes and the choice of its body by state.
// Every amount shown is the server's; nothing is added up here.
import type { HTMLAttributes, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { ORDER_REMARKS_MAX, orderRemarksSchema, type Address, type ShopCartItem } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { eachField, useRuleForm, type RuleCheck } from '../../lib/useRuleForm.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Price } from '../Price/index.ts';
import type { HrefBuilder } from '../SiteFooter/siteConfig.ts';
import { ConfirmError, NoAddress, OrderSkeleton } from './LoadStates.tsx';
import { card, sectionTitle } from './styles.ts';

/** The props every checkout screen takes: its confirm's answer, its states and its handlers. */
export interface CheckoutScreenProps<Order, Submit> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onSubmit'
> {
  /** The settlement as the checkout's confirm answers it; undefined until it has loaded. */
  order?: Order | undefined;
  /** The address book, for changing the address (GET /p/address/list). */
  addresses?: Address[] | undefined;
  /** The shopper has no address yet: the order cannot be confirmed; a link to add one is shown. */
  noAddress?: boolean;
  /** Shows the skeleton (the app sets it once loading has lasted 200 ms). */
  loading?: boolean;
  /** The order could not be confirmed (network, 500): an error with a retry (unless an order is shown). */
  error?: boolean;
  onRetry?: () => void;
  /** A new confirm is on its way (another address...): the choices wait for it. */
  confirming?: boolean;
  /** The order is being submitted: the submit button is busy and disabled. */
  submitting?: boolean;
  onChangeAddress?: (addrId: number) => void;
  /** Submit with the confirm's uuid and what the shopper wrote. */
  onSubmit?: (param: Submit) => void;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
}

/** What a checkout screen hands its form once the order is there. */
export interface CheckoutFormProps<Order, Submit> {
  order: Order;
  addresses: Address[] | undefined;
  confirming: boolean;
  submitting: boolean;
  onChangeAddress: ((addrId: number) => void) | undefined;
  onSubmit: ((param: Submit) => void) | undefined;
  href: HrefBuilder;
}

export interface CheckoutBodyProps {
  noAddress: boolean;
  /** The form while an order is there (or what stands for it); undefined while none is. */
  form: ReactNode | undefined;
  error: boolean;
  loading: boolean;
  onRetry: (() => void) | undefined;
  href: HrefBuilder;
}

/**
 * The body of a checkout, by its state: no address yet (a link to add one), the form, the error with a
 * retry, the skeleton, or nothing yet. A refusal of the server is the screen's own and comes first.
 */
export function CheckoutBody({ noAddress, form, error, loading, onRetry, href }: CheckoutBodyProps) {
  if (noAddress) return <NoAddress href={href} />;
  if (form !== undefined) return form;
  if (error) return <ConfirmError onRetry={onRetry} />;
  if (loading) return <OrderSkeleton />;
  return null;
}

/**
 * The form's two columns on PC: the main sections, and beside them the side column (the totals last);
 * on smaller screens the side's sections follow the main ones and the totals bar sticks to the bottom.
 */
export function CheckoutForm({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div
      className="grid items-start gap-3 md:gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]"
      data-part="order-form"
    >
      <div className="flex min-w-0 flex-col gap-3 md:gap-4">{main}</div>
      <div className="flex min-w-0 flex-col gap-3 max-lg:contents md:gap-4">{side}</div>
    </div>
  );
}

export interface CheckoutSectionProps {
  /** The id of the section's title, which labels it. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** A card of the checkout with its title. */
export function CheckoutSection({ id, title, children }: CheckoutSectionProps) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface OrderLineProps {
  item: Pick<ShopCartItem, 'pic' | 'prodName' | 'skuName' | 'prodCount'>;
  /** The picture's size: `sm` in the cart checkout's store groups, `md` for an activity's one line. */
  thumb?: 'sm' | 'md';
  /** The line's price (the server's), shown above the count; without it only the count. */
  price?: ReactNode;
  /** What follows the name and the SKU (a tag, the store, the pre-sale badge). */
  children?: ReactNode;
}

/** One line of the order: the picture, the name, the SKU, `children`, and the price and count. */
export function OrderLine({ item, thumb = 'md', price, children }: OrderLineProps) {
  return (
    <li className="flex items-start gap-3">
      <img
        src={item.pic}
        alt=""
        className={cn('shrink-0 rounded object-cover', thumb === 'sm' ? 'size-14' : 'size-16')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <span className="line-clamp-2 text-neutral-900">{item.prodName}</span>
        {item.skuName ? <span className="text-neutral-600">{item.skuName}</span> : null}
        {children}
      </div>
      {price === undefined ? (
        <span className="shrink-0 text-sm text-neutral-600">×{item.prodCount}</span>
      ) : (
        <div className="flex shrink-0 flex-col items-end gap-1 text-sm">
          {price}
          <span className="text-neutral-600">×{item.prodCount}</span>
        </div>
      )}
    </li>
  );
}

/** A list of order lines. */
export function OrderLines({ children }: { children: ReactNode }) {
  return <ul className="m-0 flex list-none flex-col gap-3 p-0">{children}</ul>;
}

export interface RemarksInputProps {
  /** The form's ref of the field (focus on the first invalid field). */
  fieldRef: (element: HTMLElement | null) => void;
  value: string;
  /** The rule's message, if the remark is refused. */
  error?: MessageDescriptor | undefined;
  onChange: (value: string) => void;
  className?: string;
}

/** The remark to the store, on the domain's length rule. */
export function RemarksInput({ fieldRef, value, error, onChange, className }: RemarksInputProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <Input
      ref={fieldRef}
      label={t`Remarks`}
      placeholder={t`A message to the store (optional)`}
      maxLength={ORDER_REMARKS_MAX}
      showCount
      value={value}
      error={error ? i18n._(error) : undefined}
      onChange={(event) => onChange(event.target.value)}
      {...(className ? { wrapperClassName: className } : {})}
    />
  );
}

const REMARKS = ['remarks'] as const;

/** The one remark of an activity's order (one store): the field's props and its check. */
export interface OrderRemarks {
  field: Omit<RemarksInputProps, 'className'>;
  /** Shows the message, if any; the remark to send, or the focus of the field. */
  check(): RuleCheck<string>;
  /** Checks the remark: sends it, or shows the message and focuses the field. */
  submit(send: (remarks: string) => void): void;
}

export function useOrderRemarks(): OrderRemarks {
  const form = useRuleForm<Record<string, string>, Record<string, string>>(
    eachField(REMARKS, orderRemarksSchema),
    {},
    [...REMARKS],
    { clearMessages: 'onSubmit' },
  );
  const check = (): RuleCheck<string> => {
    const result = form.check();
    return result.ok ? { ok: true, data: result.data.remarks ?? '' } : result;
  };
  return {
    field: {
      fieldRef: form.fieldRef('remarks'),
      value: form.values.remarks ?? '',
      error: form.errors.remarks,
      onChange: (value) => form.change('remarks', value),
    },
    check,
    submit: (send) => {
      const result = check();
      if (result.ok) send(result.data);
      else result.focusInvalid();
    },
  };
}

export interface SummaryRowProps {
  label: ReactNode;
  children: ReactNode;
}

/** A row of the totals: its name and the server's amount. */
export function SummaryRow({ label, children }: SummaryRowProps) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt>{label}</dt>
      <dd className="m-0">{children}</dd>
    </div>
  );
}

export interface CheckoutTotalsProps {
  /** The rows (`SummaryRow`s). */
  rows: ReactNode;
  /** The rows show on a phone too (otherwise only the amount payable shows there). */
  rowsOnPhone?: boolean;
  /** A warning between the rows and the amount (e.g. too few points). */
  notice?: ReactNode;
  /** The name of the amount payable. */
  payableLabel: ReactNode;
  /** The amount payable, yuan (the server's). */
  payable: number;
  submitting: boolean;
  /** The submit waits (a confirm on its way, too few points). */
  disabled: boolean;
  onSubmit: () => void;
}

/** The server's totals and the submit button; a bar stuck to the bottom on a phone. */
export function CheckoutTotals({
  rows,
  rowsOnPhone = false,
  notice,
  payableLabel,
  payable,
  submitting,
  disabled,
  onSubmit,
}: CheckoutTotalsProps) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Order total`}
      className={cn(
        card,
        'flex flex-col gap-3 max-md:sticky max-md:bottom-0 max-md:z-10 max-md:rounded-none max-md:border-t max-md:border-neutral-200 max-md:shadow',
      )}
      data-part="submit-bar"
    >
      <dl className={cn('m-0 flex flex-col gap-2 text-sm text-neutral-600', !rowsOnPhone && 'max-md:hidden')}>
        {rows}
      </dl>
      {notice}
      <div className="flex items-center justify-between gap-3 md:flex-col md:items-stretch">
        <p className="m-0 flex items-baseline gap-1 text-sm text-neutral-800 md:justify-between">
          <span>{payableLabel}</span>
          <span data-part="actual-total">
            <Price yuan={payable} size="lg" />
          </span>
        </p>
        <Button
          size="lg"
          className="max-md:px-6"
          loading={submitting}
          disabled={submitting || disabled}
          onClick={onSubmit}
        >
          <Trans>Submit order</Trans>
        </Button>
      </div>
    </section>
  );
}

export interface CheckoutRefusalProps {
  /** The server's message. */
  message: string;
  /** The ways back (links). */
  actions: ReactNode;
  /** The card's `data-part`. */
  part: string;
}

/** The server refused the order for good: its message and the ways back. */
export function CheckoutRefusal({ message, actions, part }: CheckoutRefusalProps) {
  return (
    <div className={card} data-part={part}>
      <Empty
        size="sm"
        illustration="box"
        title={<span role="alert">{message}</span>}
        action={<div className="flex flex-wrap justify-center gap-3">{actions}</div>}
      />
    </div>
  );
}
