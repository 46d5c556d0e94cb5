import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MerchantDashboard } from '@mall/domain';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Skeleton } from '../../../primitives/Skeleton/index.ts';
import { cn } from '../../../lib/cn.ts';
import { navigateOnLinkClick } from '../../../lib/linkNavigation.ts';
import { Dashboard, type DashboardLinks, type SectionLink } from './Dashboard.tsx';

/** The store as the home page shows it. */
export interface MerchantHomeStore {
  name: string;
  /** The logo's address; empty: the name's first letter. */
  logo: string;
  /** False when the platform took the store offline. */
  open: boolean;
}

export interface MerchantHomeScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The store; undefined while it loads. */
  store?: MerchantHomeStore | undefined;
  /** The signed-in account's name and its role's words. */
  accountName?: string | undefined;
  roleLabel?: ReactNode;
  /** The store could not be loaded: a message and a retry instead. */
  failed?: boolean;
  onRetry?: () => void;
  /**
   * The store's figures (GET /merchant/dashboard; a figure the account's role may not see is null and
   * its card is left out); undefined while they load.
   */
  dashboard?: MerchantDashboard | undefined;
  /** The figures could not be loaded: a message and a retry in their place. */
  dashboardFailed?: boolean;
  onRetryDashboard?: () => void;
  /** The sections the account may open (the home itself left out): links under the figures. */
  sections?: readonly SectionLink[];
  /** Where the to-do cards lead (a card without its address has no link). */
  links?: DashboardLinks;
  /** A plain click on one of the screen's links: the app's router goes to `href` instead of a reload. */
  onNavigate?: (href: string) => void;
  /** What the app adds below the dashboard. */
  children?: ReactNode;
}

/**
 * The merchant centre's home and dashboard: the store's logo, name and status (an offline store is told
 * that the platform took it offline and what that means) and who is signed in; then the store's figures
 * (today's and the last 30 days' paid orders, sales, refunds and visitors, what waits for the store, the
 * daily sales chart), each only if the account's role may see it, and links to the sections the account
 * may open. Props in, callbacks out; every figure is the server's.
 */
export function MerchantHomeScreen({
  store,
  accountName,
  roleLabel,
  failed = false,
  onRetry,
  dashboard,
  dashboardFailed = false,
  onRetryDashboard,
  sections,
  links,
  onNavigate,
  children,
  className,
  onClick,
  ...props
}: MerchantHomeScreenProps) {
  const follow = navigateOnLinkClick(onNavigate);
  const { t } = useLingui();
  const offlineId = useId();
  return (
    <section
      className={cn('flex flex-col gap-4', className)}
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
      {...props}
    >
      <PageHeader title={<Trans>Home</Trans>} />
      <div
        className="flex items-center gap-4 rounded-lg border border-neutral-200 bg-neutral-0 p-6"
        aria-busy={!store && !failed ? true : undefined}
      >
        {failed ? (
          <div className="flex items-center gap-3">
            <p className="m-0 text-base text-neutral-700">
              <Trans>The store could not be loaded.</Trans>
            </p>
            {onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                <Trans>Retry</Trans>
              </Button>
            ) : null}
          </div>
        ) : store ? (
          <>
            {store.logo ? (
              <img
                src={store.logo}
                alt={t`Logo of ${store.name}`}
                width={64}
                height={64}
                className="size-16 shrink-0 rounded object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-16 shrink-0 items-center justify-center rounded bg-brand-soft text-2xl font-semibold text-brand-active"
              >
                {Array.from(store.name)[0] ?? ''}
              </span>
            )}
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex items-center gap-2">
                <h2 className="m-0 truncate text-lg font-medium text-neutral-900">{store.name}</h2>
                <StatusTag
                  tone={store.open ? 'success' : 'danger'}
                  label={store.open ? <Trans>Open</Trans> : <Trans>Offline</Trans>}
                  aria-describedby={store.open ? undefined : offlineId}
                />
              </div>
              {accountName ? (
                <p className="m-0 text-sm text-neutral-600">
                  {roleLabel ? (
                    <Trans>
                      Signed in as {accountName} ({roleLabel})
                    </Trans>
                  ) : (
                    <Trans>Signed in as {accountName}</Trans>
                  )}
                </p>
              ) : null}
            </div>
          </>
        ) : (
          <>
            <Skeleton className="size-16 shrink-0" />
            <div className="flex flex-col gap-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-32" />
            </div>
          </>
        )}
      </div>
      {store && !store.open ? (
        <p
          id={offlineId}
          role="status"
          className="m-0 rounded border border-danger bg-danger-soft px-4 py-3 text-base text-danger"
        >
          <Trans>
            The platform has taken your store offline: shoppers can no longer find it or buy from it. Orders
            in progress go on; contact the platform to open it again.
          </Trans>
        </p>
      ) : null}
      <Dashboard
        dashboard={dashboard}
        failed={dashboardFailed}
        onRetry={onRetryDashboard}
        sections={sections}
        links={links}
      />
      {children}
    </section>
  );
}
