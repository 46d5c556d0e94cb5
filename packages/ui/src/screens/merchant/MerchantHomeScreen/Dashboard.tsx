// The dashboard part of the merchant centre's home (MerchantHomeScreen): the store's figures in stat
// cards, the daily sales chart and the links to the sections the account may open. A figure the server
// left null (the account's role may not see its area) has no card; amounts are written as prices.
import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, yuanToCents, type MerchantDashboard } from '@mall/domain';
import { SalesChart } from '../../../console/SalesChart/index.ts';
import { StatCard } from '../../../console/StatCard/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';

/** A section of the centre the account may open. */
export interface SectionLink {
  key: string;
  label: ReactNode;
  href: string;
}

/** Where the to-do cards lead: the orders to ship, the after-sales list, the chat workspace. */
export interface DashboardLinks {
  toShip?: string | undefined;
  afterSales?: string | undefined;
  chats?: string | undefined;
}

export interface DashboardProps {
  dashboard: MerchantDashboard | undefined;
  failed: boolean;
  onRetry?: (() => void) | undefined;
  sections?: readonly SectionLink[] | undefined;
  links?: DashboardLinks | undefined;
}

const money = (yuan: number) => formatMoney(yuanToCents(yuan));
const linkClass = 'text-info hover:underline';

function Group({ title, aside, children }: { title: ReactNode; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-baseline gap-3">
        <h2 id={id} className="m-0 text-md font-medium text-neutral-900">
          {title}
        </h2>
        {aside ? <span className="text-sm text-neutral-600">{aside}</span> : null}
      </div>
      <div className="grid grid-cols-4 gap-4">{children}</div>
    </section>
  );
}

export function Dashboard({ dashboard: d, failed, onRetry, sections, links }: DashboardProps) {
  const { t } = useLingui();
  const chartId = useId();
  if (failed) {
    return (
      <Empty
        role="alert"
        size="sm"
        illustration="error"
        className="rounded-lg border border-neutral-200 bg-neutral-0"
        title={<Trans>The store's figures could not be loaded.</Trans>}
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <Trans>Retry</Trans>
            </Button>
          ) : undefined
        }
      />
    );
  }
  const loading = d === undefined;
  const sales = d?.sales;
  const visitors = d?.visitors;
  const showSales = loading || sales !== null;
  const showVisitors = loading || visitors !== null;
  const period = (key: 'today' | 'last30Days') => {
    const refunds = sales?.[key].refunds;
    return (
      <>
        {showSales ? (
          <StatCard loading={loading} label={<Trans>Paid orders</Trans>} value={sales?.[key].paidOrders} />
        ) : null}
        {showSales ? (
          <StatCard
            loading={loading}
            label={<Trans>Sales amount</Trans>}
            value={sales ? money(sales[key].sales) : undefined}
          />
        ) : null}
        {showSales ? (
          <StatCard
            loading={loading}
            label={<Trans>Refunded</Trans>}
            value={sales ? money(sales[key].refunded) : undefined}
            footer={
              refunds === undefined ? undefined : <Trans>{refunds} after-sales requests refunded</Trans>
            }
          />
        ) : null}
        {showVisitors ? (
          <StatCard loading={loading} label={<Trans>Visitors</Trans>} value={visitors?.[key]} />
        ) : null}
      </>
    );
  };
  const toDo = [
    loading || d.toShip !== null ? (
      <StatCard
        key="toShip"
        loading={loading}
        label={<Trans>Orders to ship</Trans>}
        value={d?.toShip}
        footer={
          links?.toShip ? (
            <a href={links.toShip} className={linkClass}>
              <Trans>Ship orders</Trans>
            </a>
          ) : undefined
        }
      />
    ) : null,
    loading || d.afterSalesToDecide !== null ? (
      <StatCard
        key="afterSales"
        loading={loading}
        label={<Trans>After-sales to decide</Trans>}
        value={d?.afterSalesToDecide}
        footer={
          links?.afterSales ? (
            <a href={links.afterSales} className={linkClass}>
              <Trans>Handle after-sales</Trans>
            </a>
          ) : undefined
        }
      />
    ) : null,
    loading || d.unansweredChats !== null ? (
      <StatCard
        key="chats"
        loading={loading}
        label={<Trans>Unanswered chats</Trans>}
        value={d?.unansweredChats}
        footer={
          links?.chats ? (
            <a href={links.chats} className={linkClass}>
              <Trans>Answer shoppers</Trans>
            </a>
          ) : undefined
        }
      />
    ) : null,
  ].filter(Boolean);
  const showPeriods = showSales || showVisitors;
  return (
    <>
      {showPeriods ? (
        <Group title={<Trans>Today</Trans>} aside={d?.today}>
          {period('today')}
        </Group>
      ) : null}
      {showPeriods ? <Group title={<Trans>Last 30 days</Trans>}>{period('last30Days')}</Group> : null}
      {toDo.length > 0 ? <Group title={<Trans>Waiting for you</Trans>}>{toDo}</Group> : null}
      {loading || d.series !== null ? (
        <section
          aria-labelledby={chartId}
          className="flex flex-col gap-3 rounded border border-neutral-200 bg-neutral-0 p-5"
        >
          <h2 id={chartId} className="m-0 text-md font-medium text-neutral-900">
            <Trans>Daily sales, last 30 days</Trans>
          </h2>
          <SalesChart series={d?.series ?? undefined} label={t`Daily sales, last 30 days`} />
        </section>
      ) : null}
      {sections && sections.length > 0 ? (
        <nav aria-label={t`Sections`} className="flex flex-wrap items-center gap-3 text-base">
          <span className="text-neutral-600">
            <Trans>Go to:</Trans>
          </span>
          {sections.map((s) => (
            <a
              key={s.key}
              href={s.href}
              className="rounded border border-neutral-200 bg-neutral-0 px-3 py-1.5 text-neutral-900 hover:border-brand hover:text-brand-hover"
            >
              {s.label}
            </a>
          ))}
        </nav>
      ) : null}
    </>
  );
}
