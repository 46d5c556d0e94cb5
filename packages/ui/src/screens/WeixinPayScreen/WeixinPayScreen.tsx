import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { ScreenFrame } from '../../mall/ScreenFrame/index.ts';
import { realClock, type Clock } from '../../lib/clock.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Countdown } from '../../mall/Countdown/index.ts';
import { Price } from '../../mall/Price/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { PaidPanel } from '../PaymentScreen/PaidPanel.tsx';
import { ExpiredPanel, ORDER_LIST_PATH } from '../PaymentScreen/PaymentScreen.tsx';
import { LoadError } from '../../mall/PagedList/index.ts';

/** How often the page asks whether the orders are paid. */
export const PAY_POLL_MS = 2500;

export interface WeixinPayScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The QR code picture (an SVG or data URL the server made); undefined until it has loaded. */
  qrCode?: string;
  /** The amount, yuan. */
  amount?: number;
  /** When the QR code stops being valid, ms since the epoch. */
  expiresAt?: number;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Asks for a new QR code (after the old one expired). */
  onRefresh?: () => void;
  /** Whether the orders are paid now; asked every PAY_POLL_MS while the code is shown. */
  onCheckPaid?: () => Promise<boolean> | boolean;
  /** The orders are paid (known by the app): the success state. */
  paid?: boolean;
  /** The success countdown reached zero: go to the order list. */
  onPaidDone?: () => void;
  /** The payment page of these orders (to choose another method). */
  paymentPath?: string;
  /** Time source of the countdowns and the polling. Keep it stable. */
  clock?: Clock;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
}

const card = 'rounded-lg bg-neutral-0 p-4 md:border md:border-neutral-200 md:p-6';

/**
 * The WeChat scan page (`/weixin-pay?orderNumbers=`): the QR code, the amount and its expiry; it asks
 * every 2.5 s whether the orders are paid and then shows the success state, which moves on by itself.
 */
export function WeixinPayScreen({
  qrCode,
  amount,
  expiresAt,
  loading = false,
  error = false,
  onRetry,
  onRefresh,
  onCheckPaid,
  paid = false,
  onPaidDone,
  paymentPath = '/payment',
  clock = realClock,
  href = identityHref,
  onNavigate,
  className,
  ...props
}: WeixinPayScreenProps) {
  const { t } = useLingui();
  const [expiredFor, setExpiredFor] = useState<number | undefined>(undefined);
  const [seenPaid, setSeenPaid] = useState(false);
  const expired = expiresAt !== undefined && expiredFor === expiresAt;
  const isPaid = paid || seenPaid;
  const polling = Boolean(qrCode) && !expired && !isPaid;

  const check = useRef(onCheckPaid);
  useEffect(() => {
    check.current = onCheckPaid;
  });
  useEffect(() => {
    if (!polling) return undefined;
    let asking = false;
    let live = true;
    let done = false;
    const handle = clock.setInterval(() => {
      // The timer may still fire between the answer (or the expiry) and React removing it.
      if (done || asking || !check.current) return;
      if (expiresAt !== undefined && clock.now() >= expiresAt) return;
      asking = true;
      Promise.resolve(check.current())
        .then((answer) => {
          if (!answer) return;
          done = true;
          if (live) setSeenPaid(true);
        })
        .catch(() => {
          // a failed check is asked again at the next tick
        })
        .finally(() => {
          asking = false;
        });
    }, PAY_POLL_MS);
    return () => {
      live = false;
      clock.clearInterval(handle);
    };
  }, [clock, polling, expiresAt]);

  let body: ReactNode = null;
  if (isPaid) {
    body = <PaidPanel ordersHref={href(ORDER_LIST_PATH)} onDone={() => onPaidDone?.()} clock={clock} />;
  } else if (qrCode && expired) {
    body = (
      <ExpiredPanel
        title={t`The QR code has expired`}
        ordersHref={href(ORDER_LIST_PATH)}
        action={
          <>
            <Button onClick={onRefresh}>
              <Trans>Get a new QR code</Trans>
            </Button>
            <Button asChild variant="secondary">
              <a href={href(paymentPath)}>
                <Trans>Back to payment</Trans>
              </a>
            </Button>
          </>
        }
      />
    );
  } else if (qrCode) {
    body = (
      <div className="flex flex-col items-center gap-4 text-center" data-part="qr">
        {amount !== undefined ? (
          <p className="m-0 flex items-center gap-2 text-sm text-neutral-800">
            <Trans>Amount payable</Trans>
            <span data-part="amount">
              <Price yuan={amount} size="lg" />
            </span>
          </p>
        ) : null}
        <img
          src={qrCode}
          alt={t`WeChat payment QR code`}
          className="size-52 rounded border border-neutral-200 bg-neutral-0 p-2"
        />
        <p className="m-0 text-sm text-neutral-800">
          <Trans>Open WeChat and scan the QR code to pay</Trans>
        </p>
        {expiresAt !== undefined ? (
          <div className="flex items-center gap-2 text-sm text-neutral-600">
            <Trans>The QR code expires in</Trans>
            <Countdown target={expiresAt} clock={clock} size="sm" onEnd={() => setExpiredFor(expiresAt)} />
          </div>
        ) : null}
        <a
          href={href(paymentPath)}
          className="text-sm text-info underline underline-offset-2 hover:text-brand-hover"
        >
          <Trans>Choose another payment method</Trans>
        </a>
      </div>
    );
  } else if (error) {
    body = (
      <LoadError
        size="sm"
        title={t`The QR code could not be loaded`}
        onRetry={onRetry}
        data-part="qr-error"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup label={t`Loading the QR code`} className="flex flex-col items-center gap-4">
        <Skeleton shape="text" className="w-40" />
        <Skeleton className="size-52" />
        <Skeleton shape="text" className="w-56" />
      </SkeletonGroup>
    );
  }
  return (
    <ScreenFrame
      heading=<Trans>WeChat Pay</Trans>
      className={cn('max-w-3xl md:py-6', className)}
      onNavigate={onNavigate}
      {...props}
    >
      {body ? <div className={card}>{body}</div> : null}
    </ScreenFrame>
  );
}
