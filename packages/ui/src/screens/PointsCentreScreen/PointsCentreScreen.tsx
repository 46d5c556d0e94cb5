import { Trans, useLingui } from '@lingui/react/macro';
import {
  ScoreIoType,
  ScoreSource,
  paths,
  type Page,
  type ScoreInfo,
  type ScoreLog,
  type ScoreLogQuery,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { mallDay, mallMinute } from '../../lib/mallDate.ts';
import { TitledSection } from '../../mall/ScreenFrame/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { LoadError, PagedList, type PagedListState } from '../../mall/PagedList/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';

/** The ledger's filters: direction (-1 all, 0 out, 1 in) and source (0 all, else one `ScoreSource`). */
export interface PointsLedgerFilter {
  ioType: NonNullable<ScoreLogQuery['ioType']>;
  source: NonNullable<ScoreLogQuery['source']>;
}

export interface PointsCentreScreenProps extends PagedListState<ScoreLog> {
  /** The shopper's points (GET /p/score/scoreInfo); undefined until it has loaded. */
  info?: ScoreInfo | undefined;
  /** The score info could not be loaded: the summary shows an error with a retry. */
  infoError?: boolean | undefined;
  onInfoRetry?: (() => void) | undefined;
  /** The ledger's filters (from the address). */
  filter: PointsLedgerFilter;
  /** Another filter was chosen (the app goes back to page 1). */
  onFilterChange: (filter: PointsLedgerFilter) => void;
  /** The ledger's page (GET /p/score/page). */
  page?: Page<ScoreLog> | undefined;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
  className?: string;
}

/**
 * The points centre: the balance and the points expiring within 30 days (with the day the first of
 * them expire), links to the member centre and the points mall, and the ledger, newest first, filtered
 * by direction (toggle buttons) and source (a select), paged.
 */
export function PointsCentreScreen({
  info,
  infoError = false,
  onInfoRetry,
  filter,
  onFilterChange,
  href = identityHref,
  onNavigate,
  className,
  ...list
}: PointsCentreScreenProps) {
  const { t } = useLingui();
  const sourceLabels: Record<number, string> = {
    [ScoreSource.orderEarn]: t`Order reward`,
    [ScoreSource.signIn]: t`Daily sign-in`,
    [ScoreSource.spend]: t`Points spent`,
    [ScoreSource.giveBack]: t`Points returned`,
    [ScoreSource.expire]: t`Points expired`,
    [ScoreSource.reverse]: t`Deducted for a refund`,
    [ScoreSource.adjust]: t`Adjusted`,
  };
  const directions: { value: PointsLedgerFilter['ioType']; label: string }[] = [
    { value: -1, label: t`All` },
    { value: ScoreIoType.in, label: t`Earned` },
    { value: ScoreIoType.out, label: t`Spent` },
  ];
  const sourceOptions = [
    { value: '0', label: t`All sources` },
    ...Object.values(ScoreSource).map((source) => ({ value: String(source), label: sourceLabels[source] })),
  ];

  const summary = info ? (
    <dl className="grid grid-cols-2 gap-3" data-part="points-summary">
      <div className="flex flex-col gap-1 rounded-lg bg-brand-soft p-4">
        <dt className="text-sm text-neutral-700">
          <Trans>Available points</Trans>
        </dt>
        <dd className="font-num text-2xl font-semibold text-brand-hover tabular-nums" data-part="score">
          {info.score}
        </dd>
      </div>
      <div className="flex flex-col gap-1 rounded-lg bg-neutral-50 p-4">
        <dt className="text-sm text-neutral-700">
          <Trans>Expiring within 30 days</Trans>
        </dt>
        <dd className="flex flex-col gap-0.5">
          <span
            className="font-num text-2xl font-semibold text-neutral-900 tabular-nums"
            data-part="expiring"
          >
            {info.expiringScore}
          </span>
          {info.expiringTime ? (
            <span className="text-xs text-neutral-600" data-part="expiring-time">
              <Trans>First expiry {mallDay(info.expiringTime)}</Trans>
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  ) : infoError ? (
    <LoadError title={t`Your points could not be loaded`} onRetry={onInfoRetry} size="sm" />
  ) : (
    <SkeletonGroup label={t`Loading your points`} className="grid grid-cols-2 gap-3">
      {[0, 1].map((i) => (
        <span key={i} className="flex flex-col gap-2 rounded-lg bg-neutral-50 p-4">
          <Skeleton shape="text" className="w-1/2" />
          <Skeleton shape="text" className="h-7 w-1/3" />
        </span>
      ))}
    </SkeletonGroup>
  );

  return (
    <TitledSection
      heading={<Trans>My points</Trans>}
      links={[
        { href: href(paths.memberCenter()), label: <Trans>Member center</Trans> },
        { href: href(paths.integralMall()), label: <Trans>Points mall</Trans> },
      ]}
      onNavigate={onNavigate}
      className={cn('rounded bg-neutral-0 p-4 shadow md:p-6', className)}
    >
      {summary}
      <h2 className="text-base font-semibold text-neutral-900">
        <Trans>Points history</Trans>
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div role="group" aria-label={t`Direction`} className="flex gap-2">
          {directions.map((item) => (
            <Button
              key={item.value}
              size="sm"
              variant={filter.ioType === item.value ? 'primary' : 'outline'}
              aria-pressed={filter.ioType === item.value}
              onClick={() => onFilterChange({ ...filter, ioType: item.value })}
            >
              {item.label}
            </Button>
          ))}
        </div>
        <Select
          label={t`Source`}
          hideLabel
          aria-label={t`Source`}
          size="sm"
          wrapperClassName="w-40"
          options={sourceOptions}
          value={String(filter.source)}
          onValueChange={(value) =>
            onFilterChange({ ...filter, source: Number(value) as PointsLedgerFilter['source'] })
          }
        />
      </div>
      <PagedList
        {...list}
        frame="none"
        part="points-ledger"
        pagerClassName="justify-center"
        pagerTotal={false}
        errorTitle={t`The points history could not be loaded`}
        pastLastTitle={t`This page has no records`}
        empty={
          <Empty
            size="sm"
            title={t`No points records`}
            action={
              <Button asChild variant="secondary">
                <a href={href(paths.memberCenter())}>
                  <Trans>Sign in for points</Trans>
                </a>
              </Button>
            }
          />
        }
        skeleton={
          <SkeletonGroup label={t`Loading the points history`} className="flex flex-col gap-2">
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="flex justify-between gap-2 border-b border-neutral-100 py-3">
                <Skeleton shape="text" className="w-1/3" />
                <Skeleton shape="text" className="w-12" />
              </span>
            ))}
          </SkeletonGroup>
        }
      >
        {(records) => (
          <ul className="flex flex-col" aria-label={t`Points history`}>
            {records.map((log) => {
              const earned = log.ioType === ScoreIoType.in;
              const what = sourceLabels[log.source] ?? sourceLabels[ScoreSource.adjust]!;
              return (
                <li
                  key={log.logId}
                  className="flex items-start justify-between gap-3 border-b border-neutral-100 py-3 last:border-b-0"
                >
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <span className="text-sm font-medium text-neutral-900">{what}</span>
                    <span className="text-xs text-neutral-600">{mallMinute(log.createTime)}</span>
                    {log.bizId ? (
                      <span className="truncate text-xs text-neutral-600">
                        <Trans>Order number {log.bizId}</Trans>
                      </span>
                    ) : null}
                    {log.expireTime ? (
                      <span className="text-xs text-neutral-600">
                        <Trans>Expires {mallDay(log.expireTime)}</Trans>
                      </span>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-0.5">
                    <span
                      className={cn(
                        'font-num text-base font-semibold tabular-nums',
                        earned ? 'text-brand-hover' : 'text-neutral-900',
                      )}
                      data-part="change"
                    >
                      {earned ? '+' : '-'}
                      {log.score}
                    </span>
                    <span className="text-xs text-neutral-600">
                      <Trans>Balance {log.balance}</Trans>
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
    </TitledSection>
  );
}
