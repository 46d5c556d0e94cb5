import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import {
  paths,
  OrderStatus,
  orderLabels,
  StoreApplicationStatus,
  storeApplicationStatusLabels,
  yuanToCents,
  type CenterInfo,
  type CouponStatusCount,
  type ScoreInfo,
  type UserInfo,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { Price } from '../../mall/Price/index.ts';
import { OrderIcon, ReturnIcon, UserIcon } from '../../icons/index.tsx';
import { LoadError } from '../../mall/PagedList/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';

export interface UserCenterHomeScreenProps {
  /** The member (GET /p/user/userInfo). */
  user?: UserInfo;
  /** The order counts and the store application's state (GET /p/user/centerInfo). */
  centerInfo?: CenterInfo;
  /** The coupon counts (GET /p/myCoupon/getMyCouponsStatusCount). */
  couponCounts?: CouponStatusCount;
  /** The member's level, growth and today's sign-in (GET /p/score/scoreInfo); without it no member row. */
  scoreInfo?: ScoreInfo | undefined;
  /** The sign-in request is under way. */
  signing?: boolean | undefined;
  /** The shopper pressed "sign in" (a mutation: the app signs in, then asks the score info again). */
  onSignIn?: (() => void) | undefined;
  /** Shows the skeleton (the app sets it once loading has lasted 200 ms). */
  loading?: boolean;
  /** The page could not be loaded: the error state with a retry button. */
  error?: boolean;
  onRetry?: () => void;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
  className?: string;
}

const ordersPath = (status?: number) => paths.userCenter('uc-order', { status });

interface Entry {
  label: MessageDescriptor | string;
  path: string;
  count?: number;
}

function CountLink({ entry, icon }: { entry: Entry; icon?: ReactNode }) {
  const { i18n } = useLinguiRuntime();
  const label = typeof entry.label === 'string' ? entry.label : i18n._(entry.label);
  return (
    <a
      href={entry.path}
      className="flex flex-col items-center gap-1 rounded px-1 py-2 text-center text-sm text-neutral-700 hover:bg-neutral-50 hover:text-brand-hover"
    >
      <span className="font-num text-xl font-semibold text-neutral-900 tabular-nums" data-part="count">
        {entry.count ?? 0}
      </span>
      <span className="flex items-center gap-1">
        {icon}
        {label}
      </span>
    </a>
  );
}

const storeTone = { 0: 'warning', 1: 'success', [-1]: 'danger', 2: 'neutral' } as const;

/**
 * "My store": the store application's state from the centre info (`shopAuditStatus`, null when the
 * shopper never applied) and where to go from it: apply, the application (under review, rejected,
 * offline), or the store and its account once approved.
 */
function MyStore({
  centerInfo,
  href,
  className,
}: {
  centerInfo: CenterInfo;
  href: HrefBuilder;
  className: string;
}) {
  const { i18n } = useLinguiRuntime();
  const status = centerInfo.shopAuditStatus as StoreApplicationStatus | null;
  const label = status === null ? undefined : storeApplicationStatusLabels[status];
  const link = 'text-sm text-brand-hover hover:underline';
  let text;
  let links;
  if (status === StoreApplicationStatus.approved) {
    text = <Trans>Your store is open.</Trans>;
    links = (
      <>
        {centerInfo.shopId !== null ? (
          <a href={href(paths.shop(centerInfo.shopId))} className={link}>
            <Trans>Visit my store</Trans>
          </a>
        ) : null}
        <a href={href(paths.userCenter('uc-shopaccount'))} className={link}>
          <Trans>Store account</Trans>
        </a>
      </>
    );
  } else if (status === StoreApplicationStatus.underReview) {
    text = <Trans>Your application is waiting for the platform's review.</Trans>;
    links = (
      <a href={href(paths.freeStore())} className={link}>
        <Trans>View my application</Trans>
      </a>
    );
  } else if (status === StoreApplicationStatus.rejected) {
    text = <Trans>Your application was not approved.</Trans>;
    links = (
      <a href={href(paths.freeStore())} className={link}>
        <Trans>Modify and resubmit</Trans>
      </a>
    );
  } else if (status === StoreApplicationStatus.offline) {
    text = <Trans>The platform has taken your store offline.</Trans>;
    links = (
      <a href={href(paths.freeStore())} className={link}>
        <Trans>See the reason</Trans>
      </a>
    );
  } else {
    text = <Trans>Open your own store for free: the platform reviews your application.</Trans>;
    links = (
      <a href={href(paths.freeStore())} className={link}>
        <Trans>Open a free store</Trans>
      </a>
    );
  }
  return (
    <section className={cn(className, 'flex flex-wrap items-center gap-3')} aria-labelledby="uc-home-store">
      <h2 id="uc-home-store" className="flex items-center gap-2 text-base font-semibold text-neutral-900">
        <Trans>My store</Trans>
        {label && status !== null ? <Tag tone={storeTone[status] ?? 'neutral'}>{i18n._(label)}</Tag> : null}
      </h2>
      <p className="m-0 min-w-0 flex-1 text-sm text-neutral-600">{text}</p>
      <div className="flex flex-wrap gap-4" data-part="store-links">
        {links}
      </div>
    </section>
  );
}

/**
 * The personal center's main page: the member (avatar, nickname, balance, points), their level, growth
 * and the daily sign-in button (when the score info is given), the order counts by
 * status (each a link to that tab of my orders), the coupon counts, "my store" (the store application's
 * state, once the centre info is loaded) and shortcuts to the other pages.
 */
export function UserCenterHomeScreen({
  user,
  centerInfo,
  couponCounts,
  scoreInfo,
  signing = false,
  onSignIn,
  loading = false,
  error = false,
  onRetry,
  href = identityHref,
  onNavigate,
  className,
}: UserCenterHomeScreenProps) {
  const { t } = useLingui();
  const root = cn('flex flex-col gap-4', className);

  if (!user && error) {
    return (
      <LoadError
        title={t`The personal center could not be loaded`}
        onRetry={onRetry}
        className={cn(root, 'rounded bg-neutral-0 p-4 shadow')}
      />
    );
  }
  if (!user) {
    return loading ? (
      <SkeletonGroup label={t`Loading the personal center`} className={root}>
        <span className="flex items-center gap-4 rounded bg-neutral-0 p-4 shadow">
          <Skeleton className="size-16 rounded-full" />
          <Skeleton shape="text" className="w-40" />
        </span>
        <span className="flex gap-4 rounded bg-neutral-0 p-4 shadow">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-12 flex-1" />
          ))}
        </span>
      </SkeletonGroup>
    ) : null;
  }

  const counts = centerInfo?.orderCountData;
  const orders: Entry[] = [
    {
      label: orderLabels.pendingPayment,
      path: href(ordersPath(OrderStatus.pendingPayment)),
      count: counts?.unPay,
    },
    {
      label: orderLabels.pendingDelivery,
      path: href(ordersPath(OrderStatus.pendingDelivery)),
      count: counts?.payed,
    },
    {
      label: orderLabels.pendingReceipt,
      path: href(ordersPath(OrderStatus.pendingReceipt)),
      count: counts?.consignment,
    },
    {
      label: orderLabels.pendingEvaluation,
      path: href(ordersPath(OrderStatus.pendingEvaluation)),
      count: counts?.confirm,
    },
    { label: t`After-sales`, path: href(paths.userCenter('uc-return')), count: counts?.refund },
  ];
  const coupons: Entry[] = [
    { label: t`Usable`, path: href(paths.userCenter('uc-coupons')), count: couponCounts?.unUseCount },
    {
      label: t`Used`,
      path: href(paths.userCenter('uc-coupons', { tab: 'used' })),
      count: couponCounts?.usedCount,
    },
    {
      label: t`Expired`,
      path: href(paths.userCenter('uc-coupons', { tab: 'expired' })),
      count: couponCounts?.expiredCount,
    },
  ];
  const shortcuts: Entry[] = [
    { label: t`Address book`, path: href(paths.userCenter('uc-address')) },
    { label: t`My collection`, path: href(paths.userCenter('uc-collection')) },
    { label: t`Account info`, path: href(paths.userCenter('uc-account')) },
    { label: t`Change password`, path: href(paths.userCenter('uc-password')) },
    { label: t`My points`, path: href(paths.userCenter('uc-integral')) },
    { label: t`My reviews`, path: href(paths.userCenter('uc-comments')) },
  ];
  const panel = 'rounded bg-neutral-0 p-4 shadow';
  return (
    <div className={root} onClick={navigateOnLinkClick(onNavigate)}>
      <section className={cn(panel, 'flex flex-wrap items-center gap-4')} aria-labelledby="uc-home-name">
        {user.pic ? (
          <img src={user.pic} alt="" className="size-16 rounded-full object-cover" />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-full bg-neutral-100 text-neutral-500">
            <UserIcon className="size-8" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h1 id="uc-home-name" className="truncate text-lg font-semibold text-neutral-900">
            {user.nickName}
          </h1>
          <a
            href={href(paths.userCenter('uc-account'))}
            className="text-sm text-neutral-600 hover:text-brand-hover"
          >
            <Trans>Edit account info</Trans>
          </a>
        </div>
        <dl className="flex gap-6 text-sm">
          <div className="flex flex-col items-center">
            <dt className="text-neutral-600">
              <Trans>Balance</Trans>
            </dt>
            <dd>
              <Price cents={yuanToCents(user.balance)} tone="neutral" />
            </dd>
          </div>
          <div className="flex flex-col items-center">
            <dt className="text-neutral-600">
              <Trans>Points</Trans>
            </dt>
            <dd className="font-num text-lg font-semibold text-neutral-900 tabular-nums">
              <a href={href(paths.userCenter('uc-integral'))} className="hover:text-brand-hover">
                {user.score}
              </a>
            </dd>
          </div>
        </dl>
      </section>
      {scoreInfo ? (
        <section className={cn(panel, 'flex flex-wrap items-center gap-3')} aria-labelledby="uc-home-member">
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <h2 id="uc-home-member" className="text-base font-semibold text-neutral-900">
              <a href={href(paths.memberCenter())} className="hover:text-brand-hover">
                {scoreInfo.levelName ?? <Trans>No level yet</Trans>}
              </a>
            </h2>
            <span className="text-sm text-neutral-600" data-part="growth">
              <Trans>
                Growth <span className="font-num tabular-nums">{scoreInfo.growth}</span>
              </Trans>
            </span>
          </div>
          <Button
            size="sm"
            variant={scoreInfo.isSignIn ? 'outline' : 'primary'}
            disabled={scoreInfo.isSignIn || !scoreInfo.signInEnabled}
            loading={signing && !scoreInfo.isSignIn}
            onClick={onSignIn}
          >
            {scoreInfo.isSignIn ? (
              <Trans>Signed in today</Trans>
            ) : !scoreInfo.signInEnabled ? (
              <Trans>Sign-in not yet available</Trans>
            ) : (
              <Trans>Sign in</Trans>
            )}
          </Button>
        </section>
      ) : null}
      <section className={panel} aria-labelledby="uc-home-orders">
        <div className="mb-2 flex items-center">
          <h2 id="uc-home-orders" className="flex-1 text-base font-semibold text-neutral-900">
            <Trans>My orders</Trans>
          </h2>
          <a href={href(ordersPath())} className="text-sm text-neutral-600 hover:text-brand-hover">
            <Trans>All orders</Trans>
          </a>
        </div>
        <ul className="grid grid-cols-5 gap-1" aria-label={t`Orders by status`}>
          {orders.map((entry, i) => (
            <li key={entry.path}>
              <CountLink
                entry={entry}
                icon={
                  i === 4 ? (
                    <ReturnIcon className="hidden size-4 md:block" />
                  ) : (
                    <OrderIcon className="hidden size-4 md:block" />
                  )
                }
              />
            </li>
          ))}
        </ul>
      </section>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <section className={panel} aria-labelledby="uc-home-coupons">
          <h2 id="uc-home-coupons" className="mb-2 text-base font-semibold text-neutral-900">
            <Trans>My coupons</Trans>
          </h2>
          <ul className="grid grid-cols-3 gap-1">
            {coupons.map((entry) => (
              <li key={entry.path}>
                <CountLink entry={entry} />
              </li>
            ))}
          </ul>
        </section>
        <section className={panel} aria-labelledby="uc-home-shortcuts">
          <h2 id="uc-home-shortcuts" className="mb-2 text-base font-semibold text-neutral-900">
            <Trans>Shortcuts</Trans>
          </h2>
          <ul className="grid grid-cols-3 gap-2">
            {shortcuts.map((entry) => (
              <li key={entry.path}>
                <a
                  href={entry.path}
                  className="block rounded border border-neutral-200 px-2 py-2 text-center text-sm text-neutral-700 hover:border-brand hover:text-brand-hover"
                >
                  {entry.label as string}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {centerInfo ? <MyStore centerInfo={centerInfo} href={href} className={panel} /> : null}
    </div>
  );
}
