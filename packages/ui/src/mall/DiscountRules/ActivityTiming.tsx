// An activity's state as the server gave it (`status` 0 not started, 1 ongoing, 2 ended) with the
// countdown that goes with it: "Starts in" before the start, "Ends in" while it runs, nothing after.
// The times are the server's (`YYYY-MM-DD hh:mm:ss`, CST); the clock may be corrected by the server's time.
// The digits depend on the instant they are drawn, so a server-rendered page would never hydrate to the
// same text: they appear once the page has hydrated (the state's label is there at once).
import { useLingui } from '@lingui/react/macro';
import { ActivityStatus, activityStateLabels, parseMallDateTime } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import type { IntervalClock } from '../../lib/clock.ts';
import { useHydrated } from '../../lib/useHydrated.ts';
import { Countdown } from '../Countdown/index.ts';

export interface ActivityTimingProps {
  status: number;
  startTime: string;
  endTime: string;
  clock?: IntervalClock | undefined;
  /** The countdown reached zero (the app refetches: the server says the new status). */
  onCountdownEnd?: (() => void) | undefined;
  size?: 'sm' | 'md';
  className?: string;
}

export function ActivityTiming({
  status,
  startTime,
  endTime,
  clock,
  onCountdownEnd,
  size = 'sm',
  className,
}: ActivityTimingProps) {
  const { i18n } = useLingui();
  const live = useHydrated();
  const label =
    status === ActivityStatus.notStarted
      ? activityStateLabels.notStarted
      : status === ActivityStatus.ongoing
        ? activityStateLabels.ongoing
        : activityStateLabels.ended;
  const target =
    status === ActivityStatus.notStarted
      ? parseMallDateTime(startTime)
      : status === ActivityStatus.ongoing
        ? parseMallDateTime(endTime)
        : Number.NaN;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)} data-status={status}>
      <span
        className={cn(
          'rounded-sm px-1.5 text-xs leading-5',
          status === ActivityStatus.ongoing
            ? 'bg-brand text-neutral-0'
            : status === ActivityStatus.notStarted
              ? 'border border-brand text-brand-hover'
              : 'bg-neutral-100 text-neutral-700',
        )}
      >
        {i18n._(label)}
      </span>
      {Number.isNaN(target) || !live ? null : (
        <Countdown
          target={target}
          label={status === ActivityStatus.notStarted ? 'startsIn' : 'endsIn'}
          size={size}
          {...(clock ? { clock } : {})}
          {...(onCountdownEnd ? { onEnd: onCountdownEnd } : {})}
        />
      )}
    </div>
  );
}
