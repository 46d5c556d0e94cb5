import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, OrderStatus, PayType, yuanToCents, type OrderPayInfo } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { realClock, type Clock } from '../../lib/clock.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Countdown } from '../../mall/Countdown/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { PaidPanel } from './PaidPanel.tsx';
import { LoadError } from '../../mall/PagedList/index.ts';

/** The buyer's order list, where the payment pages lead. */
export const ORDER_LIST_PATH = paths.userCenter('uc-order');

export interface PaymentScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** GET /p/order/getOrderPayInfoByOrderNumber; undefined until it has loaded. */
  info?: OrderPayInfo;
  /** The instant the orders expire (`info.endTime` read by the app), ms since the epoch. */
  expiresAt?: number;
  /** The shopper's balance in yuan (user info); undefined while unknown. */
  balance?: number;
  /** The shopper's points (user info). */
  score?: number;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** A payment is on its way: the pay button is busy. */
  paying?: boolean;
  /** The orders are paid (balance or points paid at once, or already paid): the success state. */
  paid?: boolean;
  /** Pay with the chosen method (domain PayType). */
  onPay?: (payType: PayType) => void;
  /** The success countdown reached zero: go to the order list. */
  onPaidDone?: () => void;
  /** Time source of the expiry countdown and the success countdown. Keep it stable. */
  clock?: Clock;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
}

const card = 'rounded-lg bg-neutral-0 p-3 md:border md:border-neutral-200 md:p-5';

/** The payment page (`/payment?orderNumbers=`): what is paid, until when, and how. */
export function PaymentScreen({
  info,
  expiresAt,
  balance,
  score,
  loading = false,
  error = false,
  onRetry,
  paying = false,
  paid = false,
  onPay,
  onPaidDone,
  clock = realClock,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: PaymentScreenProps) {
  const { t } = useLingui();
  let body: ReactNode = null;
  if (paid || (info && info.status !== OrderStatus.pendingPayment && info.status !== OrderStatus.canceled)) {
    body = (
      <div className={card}>
        <PaidPanel ordersHref={href(ORDER_LIST_PATH)} onDone={() => onPaidDone?.()} clock={clock} />
      </div>
    );
  } else if (info) {
    body = (
      <PayForm
        info={info}
        expiresAt={expiresAt}
        balance={balance}
        score={score}
        paying={paying}
        onPay={onPay}
        clock={clock}
        href={href}
      />
    );
  } else if (error) {
    body = (
      <LoadError
        size="sm"
        title={t`The payment information could not be loaded`}
        onRetry={onRetry}
        className="rounded-lg bg-neutral-0"
        data-part="pay-error"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup label={t`Loading the payment`} className={cn(card, 'flex flex-col gap-3')}>
        <Skeleton shape="text" className="h-5 w-48" />
        <Skeleton shape="text" className="w-3/5" />
        <Skeleton shape="text" className="w-2/5" />
        <Skeleton className="h-24 w-full" />
      </SkeletonGroup>
    );
  }
  return (
    <ScreenFrame
      heading=<Trans>Payment</Trans>
      className={cn('max-w-4xl md:py-6', className)}
      onNavigate={onNavigate}
      {...props}
    >
      {body}
    </ScreenFrame>
  );
}

/** The order expired (or was cancelled): a new order is needed. */
export function ExpiredPanel({
  title,
  ordersHref,
  action,
}: {
  title: string;
  ordersHref: string;
  action?: ReactNode;
}) {
  return (
    <div role="alert" data-part="expired">
      <Empty
        size="sm"
        illustration="box"
        title={title}
        description={<Trans>Please place a new order.</Trans>}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {action}
            <Button asChild variant="secondary">
              <a href={ordersHref}>
                <Trans>View my orders</Trans>
              </a>
            </Button>
          </div>
        }
      />
    </div>
  );
}

function PayForm({
  info,
  expiresAt,
  balance,
  score,
  paying,
  onPay,
  clock,
  href,
}: {
  info: OrderPayInfo;
  expiresAt?: number;
  balance?: number;
  score?: number;
  paying: boolean;
  onPay?: (payType: PayType) => void;
  clock: Clock;
  href: HrefBuilder;
}) {
  const { t } = useLingui();
  const [expired, setExpired] = useState(false);
  const [method, setMethod] = useState<string>(String(PayType.alipay));
  const short = balance === undefined || yuanToCents(balance) < yuanToCents(info.totalFee);
  const byPoints = info.totalScore > 0;
  const pointsShort = score === undefined || score < info.totalScore;

  if (expired || info.status === OrderStatus.canceled) {
    return (
      <div className={card}>
        <ExpiredPanel title={t`The order has expired`} ordersHref={href(ORDER_LIST_PATH)} />
      </div>
    );
  }

  const options = [
    { value: String(PayType.alipay), label: t`Alipay` },
    { value: String(PayType.wechat), label: t`WeChat Pay`, description: t`Scan the QR code with WeChat` },
    { value: String(PayType.paypal), label: t`PayPal` },
    {
      value: String(PayType.balance),
      label: t`Balance`,
      description:
        balance === undefined ? undefined : (
          <span className="inline-flex flex-wrap items-center gap-1">
            <Trans>Available</Trans> <Price yuan={balance} size="sm" tone="neutral" />
            {short ? (
              <span>
                <Trans>(not enough)</Trans>
              </span>
            ) : null}
          </span>
        ),
      disabled: short,
    },
    ...(byPoints
      ? [
          {
            value: String(PayType.points),
            label: t`Points`,
            description: t`${info.totalScore} points (you have ${score ?? 0})`,
            disabled: pointsShort,
          },
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-3 md:gap-4" data-part="pay-form">
      <section aria-labelledby="payment-info" className={cn(card, 'flex flex-col gap-3')}>
        <h2 id="payment-info" className="m-0 text-base font-medium text-neutral-900">
          <Trans>Order submitted, please pay soon</Trans>
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="m-0 flex items-center gap-2 text-sm text-neutral-800">
            <Trans>Amount payable</Trans>
            <span data-part="amount">
              <Price yuan={info.totalFee} size="lg" />
            </span>
          </p>
          {expiresAt !== undefined ? (
            <div className="flex items-center gap-2 text-sm text-neutral-800">
              <Trans>Time left to pay</Trans>
              <Countdown target={expiresAt} clock={clock} onEnd={() => setExpired(true)} size="sm" />
            </div>
          ) : null}
        </div>
        <dl className="m-0 grid gap-1 text-sm text-neutral-600 md:grid-cols-[auto_1fr] md:gap-x-4">
          <dt>
            <Trans>Products</Trans>
          </dt>
          <dd className="m-0 text-neutral-900">{info.prodNameList.join('、')}</dd>
          <dt>
            <Trans>Delivery address</Trans>
          </dt>
          <dd className="m-0 text-neutral-900">
            {info.receiver} <span className="font-num">{info.mobile}</span> {info.userAddr}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="payment-method" className={cn(card, 'flex flex-col gap-3')}>
        <h2 id="payment-method" className="m-0 text-base font-medium text-neutral-900">
          <Trans>Payment method</Trans>
        </h2>
        <RadioGroup
          aria-labelledby="payment-method"
          className="grid gap-3 md:grid-cols-2"
          value={method}
          onValueChange={setMethod}
          options={options}
        />
        <div className="flex justify-end max-md:sticky max-md:bottom-0 max-md:-mx-3 max-md:border-t max-md:border-neutral-200 max-md:bg-neutral-0 max-md:p-3">
          <Button
            size="lg"
            className="max-md:w-full"
            loading={paying}
            disabled={paying}
            onClick={() => onPay?.(Number(method) as PayType)}
          >
            <Trans>Pay now</Trans>
          </Button>
        </div>
      </section>
    </div>
  );
}
