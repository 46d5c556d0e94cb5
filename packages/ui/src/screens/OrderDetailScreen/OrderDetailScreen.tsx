import type { HTMLAttributes, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import {
  paths,
  invoiceHeaderTypeLabels,
  yuanToCents,
  type InvoiceHeaderType,
  type OrderDetail,
  type OrderStatus,
  type UserAddr,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { realClock, type IntervalClock } from '../../lib/clock.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ChatIcon } from '../../icons/index.tsx';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import {
  OrderActionBar,
  OrderItemRow,
  orderPaths,
  orderStateLabel,
  PayCountdown,
  type OrderAction,
  type OrderActionCallbacks,
} from '../../mall/OrderCard/index.ts';
import { OrderTimeline } from '../../mall/OrderTimeline/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { LoadError, LoadMissing } from '../../mall/PagedList/index.ts';

/** GET /p/myOrder/orderDetail: the domain's `OrderDetail` (with the shipping fields, null before shipping). */
export type OrderDetailData = OrderDetail;

export interface OrderDetailScreenProps
  extends OrderActionCallbacks, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The order; undefined until it has loaded. */
  order?: OrderDetailData;
  loading?: boolean;
  /** No such order of this buyer (a malformed or unknown number). */
  notFound?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** The order-wide action now running. */
  busy?: OrderAction | null;
  /** Copies the order number (the app writes it to the clipboard and says so). */
  onCopyOrderNumber?: (orderNumber: string) => void;
  /** "Contact customer service" beside the store: ask the store about this order (the chat page). */
  onContactService?: (shopId: number, orderNumber: string) => void;
  onPayExpired?: (orderNumber: string) => void;
  /** A group order's team (a `GroupTeamCard`), shown under the order's state. */
  groupTeam?: ReactNode;
  clock?: IntervalClock;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
}

function isUserAddr(value: unknown): value is UserAddr {
  return typeof value === 'object' && value !== null && 'receiver' in value && 'addr' in value;
}

function Section({
  id,
  title,
  action,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  /** A button beside the title. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('rounded-lg bg-neutral-0 px-3 py-3 md:px-5 md:py-4', className)}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="m-0 text-base font-medium text-neutral-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Row({
  label,
  children,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 py-1 text-sm',
        strong ? 'text-neutral-900' : 'text-neutral-700',
      )}
    >
      <dt className="shrink-0">{label}</dt>
      <dd className="m-0 min-w-0 text-right break-all">{children}</dd>
    </div>
  );
}

/**
 * One order (`/order-detail?orderNumber=`): its state with the payment countdown and the actions its
 * status allows, the timeline, the delivery address, the logistics, the items (each with its
 * after-sales link or refund state and its review link), the amounts, the buyer's remarks, the invoice
 * (link to its detail when requested), the order number with a copy button and the times.
 */
export function OrderDetailScreen({
  order,
  loading = false,
  notFound = false,
  error = false,
  onRetry,
  busy = null,
  onCopyOrderNumber,
  onContactService,
  onPayExpired,
  groupTeam,
  clock = realClock,
  href = identityHref,
  onNavigate,
  onCancel,
  onConfirmReceipt,
  onDelete,
  onBuyAgain,
  className,
  ...props
}: OrderDetailScreenProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  let body: ReactNode;
  if (order) {
    const addr = isUserAddr(order.userAddr) ? order.userAddr : null;
    const shipped = Boolean(order.expressNo);
    const minus = (yuan: number) => (
      <span className="inline-flex items-baseline">
        −<Price cents={yuanToCents(yuan)} size="sm" tone="neutral" />
      </span>
    );
    const actions = (
      <OrderActionBar
        order={order}
        href={href}
        busy={busy}
        hideLogistics
        {...{ onCancel, onConfirmReceipt, onDelete, onBuyAgain }}
      />
    );
    body = (
      <>
        <section
          aria-labelledby="order-state"
          className="flex flex-col gap-3 rounded-lg bg-neutral-0 px-3 py-4 md:px-5"
        >
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <h2 id="order-state" className="m-0 text-lg font-medium text-brand">
              {i18n._(orderStateLabel(order))}
            </h2>
            <PayCountdown
              order={order}
              clock={clock}
              onPayExpired={onPayExpired}
              className="text-sm text-neutral-700"
            />
            <div className="ml-auto max-md:hidden">{actions}</div>
          </div>
          <OrderTimeline status={order.status as OrderStatus} times={order} />
        </section>
        {groupTeam}
        <div className="grid gap-3 md:grid-cols-2 md:gap-4">
          <Section id="order-address" title={t`Delivery address`}>
            {addr ? (
              <address className="flex flex-col gap-1 text-sm not-italic text-neutral-700">
                <span className="text-neutral-900">
                  {addr.receiver} <span className="ml-2">{addr.mobile}</span>
                </span>
                <span>
                  {addr.province} {addr.city} {addr.area} {addr.addr}
                </span>
              </address>
            ) : (
              <p className="m-0 text-sm text-neutral-600">
                <Trans>No delivery address</Trans>
              </p>
            )}
          </Section>
          <Section id="logistics" title={t`Logistics`}>
            {shipped ? (
              <dl className="m-0">
                <Row label={t`Express company`}>{order.expressName}</Row>
                <Row label={t`Tracking number`}>{order.expressNo}</Row>
              </dl>
            ) : (
              <p className="m-0 text-sm text-neutral-600">
                <Trans>Not shipped yet</Trans>
              </p>
            )}
          </Section>
        </div>
        <Section
          id="order-items"
          title={order.shopName}
          action={
            onContactService && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onContactService(order.shopId, order.orderNumber)}
              >
                <ChatIcon className="size-4" />
                <Trans>Contact customer service</Trans>
              </Button>
            )
          }
        >
          <ul className="m-0 list-none divide-y divide-neutral-100 p-0">
            {order.orderItemDtos.map((item) => (
              <OrderItemRow key={item.orderItemId} order={order} item={item} href={href} reviewLink />
            ))}
          </ul>
        </Section>
        <div className="grid gap-3 md:grid-cols-2 md:gap-4">
          <Section id="order-amounts" title={t`Amounts`}>
            <dl className="m-0">
              <Row label={t`Goods total`}>
                <Price cents={yuanToCents(order.total)} size="sm" tone="neutral" />
              </Row>
              <Row label={t`Freight`}>
                <Price cents={yuanToCents(order.transfee)} size="sm" tone="neutral" />
              </Row>
              {order.discountReduce > 0 ? (
                <Row label={t`Promotion discount`}>{minus(order.discountReduce)}</Row>
              ) : null}
              {order.couponReduce > 0 ? <Row label={t`Coupon`}>{minus(order.couponReduce)}</Row> : null}
              {order.scoreReduce > 0 ? (
                <Row label={t`Points (${order.useScore})`}>{minus(order.scoreReduce)}</Row>
              ) : null}
              <Row label={t`Actual payment`} strong>
                <Price cents={yuanToCents(order.actualTotal)} size="md" />
              </Row>
            </dl>
          </Section>
          <Section id="order-info" title={t`Order information`}>
            <dl className="m-0">
              <Row label={t`Order number`}>
                <span className="inline-flex items-center gap-2">
                  <span className="font-num">{order.orderNumber}</span>
                  <Button
                    size="sm"
                    variant="link"
                    aria-label={t`Copy the order number`}
                    onClick={() => onCopyOrderNumber?.(order.orderNumber)}
                  >
                    <Trans>Copy</Trans>
                  </Button>
                </span>
              </Row>
              <Row label={t`Order time`}>{order.createTime}</Row>
              {order.payTime ? <Row label={t`Payment time`}>{order.payTime}</Row> : null}
              {order.dvyTime ? <Row label={t`Shipping time`}>{order.dvyTime}</Row> : null}
              {order.finallyTime ? <Row label={t`Completion time`}>{order.finallyTime}</Row> : null}
              {order.cancelTime ? <Row label={t`Cancellation time`}>{order.cancelTime}</Row> : null}
              <Row label={t`Remarks`}>{order.remarks || t`None`}</Row>
              <Row label={t`Invoice`}>
                {order.invoice ? (
                  <span className="inline-flex flex-wrap items-center justify-end gap-2">
                    <span>
                      {i18n._(invoiceHeaderTypeLabels[order.invoice.headerType as InvoiceHeaderType])} ·{' '}
                      {order.invoice.headerName}
                    </span>
                    <a
                      href={href(orderPaths.invoice(order.orderNumber))}
                      className="text-info no-underline hover:underline"
                    >
                      <Trans>View invoice</Trans>
                    </a>
                  </span>
                ) : (
                  t`Not requested`
                )}
              </Row>
            </dl>
          </Section>
        </div>
        <div
          className="sticky bottom-0 z-10 border-t border-neutral-200 bg-neutral-0 px-3 py-2 md:hidden"
          data-part="mobile-actions"
        >
          {actions}
        </div>
      </>
    );
  } else if (notFound) {
    body = (
      <LoadMissing
        data-part="order-not-found"
        title={t`The order does not exist`}
        linkHref={href(paths.userCenter('uc-order'))}
        linkLabel={t`Back to my orders`}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        title={t`The order could not be loaded`}
        onRetry={onRetry}
        className="rounded-lg bg-neutral-0"
        data-part="order-error"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup label={t`Loading the order`} className="flex flex-col gap-3" data-part="order-skeleton">
        <span className="flex flex-col gap-3 rounded-lg bg-neutral-0 p-4">
          <Skeleton shape="text" className="w-1/4" />
          <Skeleton shape="text" className="w-full" />
        </span>
        <span className="flex gap-3 rounded-lg bg-neutral-0 p-4">
          <Skeleton className="size-16 shrink-0" />
          <span className="flex flex-1 flex-col gap-2">
            <Skeleton shape="text" className="w-3/5" />
            <Skeleton shape="text" className="w-1/4" />
          </span>
        </span>
      </SkeletonGroup>
    );
  } else {
    body = null;
  }
  return (
    <ScreenFrame
      heading=<Trans>Order details</Trans>
      className={cn('max-w-6xl md:py-6', className)}
      onNavigate={onNavigate}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}
