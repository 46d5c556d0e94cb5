import { useEffect, useRef, type HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import { paths, type MyOrder, type Page } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { realClock, type IntervalClock } from '../../lib/clock.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs/index.ts';
import { PagedList, splitListState, type PagedListState } from '../../mall/PagedList/index.ts';
import { OrderCard, type OrderAction, type OrderActionCallbacks } from '../../mall/OrderCard/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { orderTabLabels, orderTabs, type OrderTab } from './orderTabs.ts';

export interface MyOrdersScreenProps
  extends PagedListState<MyOrder>, OrderActionCallbacks, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The tab shown (the app keeps it in the address as `status`). */
  tab: OrderTab;
  onTabChange?: (tab: OrderTab) => void;
  /** Counts shown on the tabs (from GET /p/user/centerInfo); a tab without one shows none. */
  counts?: Partial<Record<OrderTab, number>>;
  /** A page of GET /p/myOrder/myOrder for the tab; undefined until it has loaded. */
  page?: Page<MyOrder>;
  /** The action now running on one order: its button is busy, the order's other buttons wait. */
  busy?: { orderNumber: string; action: OrderAction } | null;
  /** An unpaid order's time to pay ran out. */
  onPayExpired?: (orderNumber: string) => void;
  /** Time source of the payment countdowns; keep it stable between renders. */
  clock?: IntervalClock;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
}

/**
 * "My orders" of the user centre: tabs all / pending payment / pending delivery / pending receipt /
 * pending evaluation / evaluated / cancelled with counts, a paged list of order cards with the actions
 * each order's status allows, an empty state per tab, loading and error states.
 */
export function MyOrdersScreen({
  tab,
  onTabChange,
  counts,
  busy = null,
  onPayExpired,
  clock = realClock,
  href = identityHref,
  onNavigate,
  onCancel,
  onConfirmReceipt,
  onDelete,
  onBuyAgain,
  className,
  ...props
}: MyOrdersScreenProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const [list, rest] = splitListState(props);
  // On a narrow screen the tabs scroll sideways: bring the chosen one into view (an address may open any).
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = Math.max(0, active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2);
  }, [tab]);
  const label = i18n._(orderTabLabels[tab]);
  const body = (
    <PagedList
      {...list}
      part="orders"
      errorTitle={t`The orders could not be loaded`}
      pastLastTitle={t`No orders on this page`}
      empty={
        <Empty
          title={tab === 'all' ? t`No orders yet` : t`No orders: ${label}`}
          action={
            <Button asChild variant="secondary">
              <a href={href(paths.home())}>{t`Go shopping`}</a>
            </Button>
          }
        />
      }
      skeleton={
        <SkeletonGroup
          label={t`Loading the orders`}
          className="flex flex-col gap-3"
          data-part="orders-skeleton"
        >
          {[0, 1].map((i) => (
            <span
              key={i}
              className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-neutral-0 p-4"
            >
              <Skeleton shape="text" className="w-2/5" />
              <span className="flex gap-3">
                <Skeleton className="size-16 shrink-0" />
                <span className="flex flex-1 flex-col gap-2">
                  <Skeleton shape="text" className="w-3/5" />
                  <Skeleton shape="text" className="w-1/4" />
                </span>
              </span>
            </span>
          ))}
        </SkeletonGroup>
      }
    >
      {(orders) => (
        <div className="flex flex-col gap-3" data-part="order-list">
          {orders.map((order) => (
            <OrderCard
              key={order.orderNumber}
              order={order}
              href={href}
              clock={clock}
              busy={busy?.orderNumber === order.orderNumber ? busy.action : null}
              {...(onPayExpired ? { onPayExpired } : {})}
              {...{ onCancel, onConfirmReceipt, onDelete, onBuyAgain }}
            />
          ))}
        </div>
      )}
    </PagedList>
  );

  return (
    <div
      className={cn('flex w-full min-w-0 flex-col gap-3 md:gap-4', className)}
      onClick={navigateOnLinkClick(onNavigate)}
      {...rest}
    >
      <h1 className="m-0 text-lg font-medium text-neutral-900 max-md:px-3 md:text-xl">
        <Trans>My orders</Trans>
      </h1>
      <Tabs value={tab} onValueChange={(value) => onTabChange?.(value as OrderTab)}>
        <TabsList
          ref={tabList}
          aria-label={t`Order states`}
          className="relative overflow-x-auto bg-neutral-0 max-md:px-1"
        >
          {orderTabs.map((key) => (
            <TabsTrigger
              key={key}
              value={key}
              className="shrink-0"
              {...(counts?.[key] ? { count: counts[key] } : {})}
            >
              {i18n._(orderTabLabels[key])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab} className="flex flex-col gap-3 md:gap-4">
          {body}
        </TabsContent>
      </Tabs>
    </div>
  );
}
