import { forwardRef, type HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LevelType, growthProgress, type LevelStep, type ScoreInfo } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { mallDay } from '../../lib/mallDate.ts';
import { Tag } from '../../primitives/Tag/index.ts';

export interface LevelCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The shopper's score info (GET /p/score/scoreInfo). */
  info: Pick<
    ScoreInfo,
    'growth' | 'levelName' | 'levelType' | 'nextLevelName' | 'nextLevelGrowth' | 'paidLevelEndTime'
  >;
  /**
   * The ordinary levels (for the progress from the current level to the next one); without them the bar
   * runs from 0 growth to the next level's.
   */
  levels?: readonly LevelStep[] | undefined;
}

/**
 * The member's level: its name (a paid one marked, with the end of its term), the growth value and the
 * progress towards the next ordinary level (domain's `growthProgress`), or "highest level" at the top.
 */
export const LevelCard = forwardRef<HTMLDivElement, LevelCardProps>(function LevelCard(
  { info, levels, className, ...props },
  ref,
) {
  const { t } = useLingui();
  const { growth, nextLevelGrowth, nextLevelName } = info;
  const steps = levels ?? (nextLevelGrowth === null ? [] : [{ needGrowth: nextLevelGrowth }]);
  const percent = nextLevelGrowth === null ? 100 : growthProgress(steps, growth);
  const paid = info.levelType === LevelType.paid && info.levelName !== null;
  return (
    <div
      ref={ref}
      role="group"
      aria-label={t`My level`}
      className={cn(
        'flex flex-col gap-3 rounded-lg bg-neutral-800 p-4 text-neutral-0 shadow-sm md:p-5',
        className,
      )}
      data-part="level-card"
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xl font-semibold" data-part="level-name">
          {info.levelName ?? <Trans>No level yet</Trans>}
        </span>
        {paid ? (
          <Tag tone="warning" variant="solid" size="sm">
            <Trans>Paid member</Trans>
          </Tag>
        ) : null}
      </div>
      {paid && info.paidLevelEndTime ? (
        <p className="text-sm text-neutral-300" data-part="paid-end">
          <Trans>Valid until {mallDay(info.paidLevelEndTime)}</Trans>
        </p>
      ) : null}
      <p className="text-sm" data-part="growth">
        <Trans>
          Growth <span className="font-num font-semibold tabular-nums">{growth}</span>
        </Trans>
        {nextLevelGrowth !== null ? <span className="text-neutral-300"> / {nextLevelGrowth}</span> : null}
      </p>
      <div
        role="progressbar"
        aria-label={
          nextLevelName !== null ? t`Progress to ${nextLevelName}: ${percent}%` : t`Highest level reached`
        }
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="relative h-2 overflow-hidden rounded-full bg-neutral-600"
      >
        <span
          className="absolute inset-y-0 left-0 rounded-full bg-warning"
          style={{ width: `${percent}%` }}
          data-part="bar"
        />
      </div>
      <p className="text-xs text-neutral-300" data-part="next-level">
        {nextLevelName !== null && nextLevelGrowth !== null ? (
          <Trans>
            Next level: {nextLevelName} ({nextLevelGrowth} growth)
          </Trans>
        ) : (
          <Trans>Highest level reached</Trans>
        )}
      </p>
    </div>
  );
});
