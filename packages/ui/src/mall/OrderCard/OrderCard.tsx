import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { plural } from '@lingui/core/macro';
import {
  OrderStatus,
  refundStatusLabels,
  yuanToCents,
  type MyOrder,
  type OrderItemDto,
  type RefundStatus,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { realClock, type IntervalClock } from '../../lib/clock.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { Countdown } from '../Countdown/index.ts';
import { Price } from '../Price/index.ts';
import { PreSaleBadge } from '../PreSaleBadge/index.ts';
import { identityHref, type HrefBuilder } from '../SiteFooter/siteConfig.ts';
import {
  canApplyAfterSales,
  orderActions,
  orderPaths,
  orderStateLabel,
  payDeadline,
  type OrderAction,
} from './orderActions.ts';

export interface PayCountdownProps {
  /** The order; nothing is shown unless it awaits payment (and its creation time can be read). */
  order: Pick<MyOrder, 'orderNumber' | 'status' | 'createTime'>;
  /** The clock the countdown reads (a fake one in stories). */
  clock?: IntervalClock;
  /** When the time to pay has run out, with the order's number. */
  onPayExpired?: ((orderNumber: string) => void) | undefined;
  /** The text size and colour of the place it stands in. */
  className?: string;
}

/** "Pay within mm:ss" of an order that awaits payment: the order card's footer and the detail page's head. */
export function PayCountdown({ order, clock = realClock, onPayExpired, className }: PayCountdownProps) {
  const deadline = order.status === OrderStatus.pendingPayment ? payDeadline(order) : undefined;
  if (deadline === undefined) return null;
  return (
    <span className={cn('inline-flex items-center gap-1', className)} data-part="pay-countdown">
      <Trans>Pay within</Trans>
      <Countdown
        target={deadline}
        clock={clock}
        format="compact"
        size="sm"
        className="text-price"
        onEnd={() => onPayExpired?.(order.orderNumber)}
      />
    </span>
  );
}

/** The callbacks of the actions that change an order (the others are links). */
export interface OrderActionCallbacks {
  /** After the buyer confirmed the cancellation. */
  onCancel?: (orderNumber: string) => void;
  /** After the buyer confirmed the receipt. */
  onConfirmReceipt?: (orderNumber: string) => void;
  /** After the buyer confirmed the deletion. */
  onDelete?: (orderNumber: string) => void;
  /** Puts the order's items in the cart again. */
  onBuyAgain?: (order: MyOrder) => void;
}

export interface OrderActionBarProps extends OrderActionCallbacks, HTMLAttributes<HTMLDivElement> {
  order: MyOrder;
  href?: HrefBuilder;
  /** The action now running: its button shows busy and every button waits. */
  busy?: OrderAction | null;
  /** Leave out the logistics link (the detail page shows the logistics itself). */
  hideLogistics?: boolean;
}

/** The order-wide action buttons its status allows (domain status), the main one last and in brand colour. */
export function OrderActionBar({
  order,
  href = identityHref,
  busy = null,
  hideLogistics = false,
  onCancel,
  onConfirmReceipt,
  onDelete,
  onBuyAgain,
  className,
  ...props
}: OrderActionBarProps) {
  const { t } = useLingui();
  const actions = orderActions(order).filter((a) => !(hideLogistics && a === 'logistics'));
  if (actions.length === 0) return null;
  const n = order.orderNumber;
  const waiting = busy !== null;
  const button = (action: OrderAction, label: string, primary: boolean, onClick?: () => void) => (
    <Button
      key={action}
      size="sm"
      variant={primary ? 'primary' : 'outline'}
      disabled={waiting}
      aria-busy={busy === action || undefined}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  const link = (action: OrderAction, label: string, to: string, primary: boolean) => (
    <Button key={action} asChild size="sm" variant={primary ? 'primary' : 'outline'}>
      <a href={href(to)}>{label}</a>
    </Button>
  );
  const confirm = (
    action: OrderAction,
    trigger: ReactNode,
    title: string,
    message: string,
    go: () => void,
  ) => <ConfirmDialog key={action} trigger={trigger} title={title} message={message} onConfirm={go} />;
  const parts = actions.map((action, i) => {
    const primary = i === actions.length - 1;
    switch (action) {
      case 'pay':
        return link(action, t`Pay now`, orderPaths.payment(n), primary);
      case 'cancel':
        return confirm(
          action,
          button(action, t`Cancel order`, primary),
          t`Cancel this order?`,
          t`The stock, coupons and points it used go back.`,
          () => onCancel?.(n),
        );
      case 'logistics':
        return link(action, t`View logistics`, orderPaths.logistics(n), primary);
      case 'confirmReceipt':
        return confirm(
          action,
          button(action, t`Confirm receipt`, primary),
          t`Have you received the goods?`,
          t`Confirm only after the goods have arrived: the payment then goes to the seller.`,
          () => onConfirmReceipt?.(n),
        );
      case 'review':
        return link(action, t`Review`, orderPaths.writeComments(n), primary);
      case 'buyAgain':
        return button(action, t`Buy again`, primary, () => onBuyAgain?.(order));
      case 'delete':
        return confirm(
          action,
          button(action, t`Delete order`, primary),
          t`Delete this order?`,
          t`A deleted order cannot be restored.`,
          () => onDelete?.(n),
        );
    }
  });
  return (
    <div className={cn('flex flex-wrap items-center justify-end gap-2', className)} {...props}>
      {parts}
    </div>
  );
}

export interface OrderItemRowProps extends HTMLAttributes<HTMLLIElement> {
  order: MyOrder;
  item: OrderItemDto;
  href?: HrefBuilder;
  /** Show the item's after-sales link or refund state (the list and the detail do). */
  itemActions?: boolean;
  /** Show the item's own review link when it waits for one (the detail does). */
  reviewLink?: boolean;
}

/** One bought item: picture, name (to the product), SKU, price × count, its refund state or after-sales link. */
export function OrderItemRow({
  order,
  item,
  href = identityHref,
  itemActions = true,
  reviewLink = false,
  className,
  ...props
}: OrderItemRowProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const refund = item.returnMoneySts;
  const refundLabel =
    refund !== null && refund !== undefined ? refundStatusLabels[refund as RefundStatus] : undefined;
  const canReview =
    reviewLink &&
    item.commSts === 0 &&
    (order.status === OrderStatus.completed || order.status === OrderStatus.pendingEvaluation);
  return (
    <li className={cn('flex gap-3 py-3', className)} data-order-item={item.orderItemId} {...props}>
      <a href={href(orderPaths.product(item.prodId))} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <Image src={item.pic} alt="" className="size-16 md:size-20" rounded="md" />
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-1 md:flex-row md:items-start md:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <a
            href={href(orderPaths.product(item.prodId))}
            className="line-clamp-2 text-sm text-neutral-900 no-underline hover:text-brand"
          >
            {item.prodName}
          </a>
          {item.skuName ? <span className="text-xs text-neutral-600">{item.skuName}</span> : null}
          {item.preSale ? <PreSaleBadge shipDate={item.shipDate} /> : null}
        </div>
        <div className="flex items-baseline gap-1 text-sm text-neutral-600 md:w-32 md:flex-col md:items-end">
          <Price cents={yuanToCents(item.price)} size="sm" tone="neutral" />
          <span aria-label={t`Quantity ${item.prodCount}`}>× {item.prodCount}</span>
        </div>
        {itemActions || canReview ? (
          <div className="flex flex-wrap items-center gap-2 md:w-32 md:flex-col md:items-end">
            {refundLabel ? (
              <Tag tone="warning" size="sm">
                {i18n._(refundLabel)}
              </Tag>
            ) : null}
            {itemActions && canApplyAfterSales(order, item) ? (
              <a
                href={href(orderPaths.applyReturn(order.orderNumber, item.orderItemId))}
                className="text-xs text-info no-underline hover:underline"
                aria-label={t`Apply for after-sales: ${item.prodName}`}
              >
                <Trans>Apply for after-sales</Trans>
              </a>
            ) : null}
            {canReview ? (
              <a
                href={href(orderPaths.writeComments(order.orderNumber))}
                className="text-xs text-info no-underline hover:underline"
                aria-label={t`Review: ${item.prodName}`}
              >
                <Trans>Review</Trans>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

export interface OrderCardProps extends OrderActionCallbacks, Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** A record of GET /p/myOrder/myOrder. */
  order: MyOrder;
  href?: HrefBuilder;
  busy?: OrderAction | null;
  /** Time source of the payment countdown; keep it stable between renders. */
  clock?: IntervalClock;
  /** The unpaid order's payment time ran out (refresh it: the server cancels it). */
  onPayExpired?: (orderNumber: string) => void;
  /** The level of the card's heading (the shop name); 2 by default. */
  headingLevel?: 2 | 3;
}

/**
 * An order in a list: the shop, order number and time, its state (domain status labels), the items with
 * pictures, SKU, price × count and their after-sales state, the total, the payment countdown of an unpaid
 * order, and the actions its status allows (pay, cancel, confirm receipt and delete after a confirmation,
 * review, buy again, logistics). Links are plain `<a href>` built by `href`.
 */
export const OrderCard = forwardRef<HTMLElement, OrderCardProps>(function OrderCard(
  {
    order,
    href = identityHref,
    busy = null,
    clock = realClock,
    onPayExpired,
    headingLevel = 2,
    onCancel,
    onConfirmReceipt,
    onDelete,
    onBuyAgain,
    className,
    ...props
  },
  ref,
) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const count = order.orderItemDtos.reduce((sum, item) => sum + item.prodCount, 0);
  return (
    <article
      ref={ref}
      aria-label={t`Order ${order.orderNumber}`}
      data-order-number={order.orderNumber}
      className={cn('rounded-lg border border-neutral-200 bg-neutral-0', className)}
      {...props}
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-neutral-100 px-3 py-2 md:px-4">
        <Heading className="m-0 text-sm font-medium text-neutral-900">{order.shopName}</Heading>
        <span className="text-xs text-neutral-600 max-md:order-3 max-md:w-full">
          <Trans>Order number: {order.orderNumber}</Trans>
          <span className="ml-3 max-md:hidden">{order.createTime}</span>
        </span>
        <span className="ml-auto text-sm font-medium text-brand" data-part="order-status">
          {i18n._(orderStateLabel(order))}
        </span>
      </header>
      <ul className="m-0 list-none divide-y divide-neutral-100 px-3 py-0 md:px-4">
        {order.orderItemDtos.map((item) => (
          <OrderItemRow key={item.orderItemId} order={order} item={item} href={href} />
        ))}
      </ul>
      <footer className="flex flex-col gap-2 border-t border-neutral-100 px-3 py-3 md:flex-row md:items-center md:px-4">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-neutral-700">
          <span>{t`${plural(count, { one: '# item', other: '# items' })}`}</span>
          <span className="inline-flex items-baseline gap-1">
            <Trans>Total</Trans>
            <Price cents={yuanToCents(order.actualTotal)} size="sm" />
          </span>
          <PayCountdown
            order={order}
            clock={clock}
            onPayExpired={onPayExpired}
            className="text-xs text-neutral-600"
          />
        </div>
        <div className="flex flex-wrap items-center justify-end gap-2 md:ml-auto">
          <a
            href={href(orderPaths.detail(order.orderNumber))}
            className="text-sm text-neutral-600 no-underline hover:text-brand"
            aria-label={t`Order details ${order.orderNumber}`}
          >
            <Trans>Order details</Trans>
          </a>
          <OrderActionBar
            order={order}
            href={href}
            busy={busy}
            {...{ onCancel, onConfirmReceipt, onDelete, onBuyAgain }}
          />
        </div>
      </footer>
    </article>
  );
});
