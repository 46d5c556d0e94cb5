import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { signInCalendar } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';

export interface SignInCalendarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Consecutive days signed up to today or yesterday (`ScoreInfo.signInCount`). */
  signInCount: number;
  /** Signed in today (`ScoreInfo.isSignIn`). */
  isSignIn: boolean;
  /** Points of the days 1 to 7 of a streak (`ScoreInfo.signInScores`). */
  signInScores: readonly number[];
  /** False when the operator turned sign-in off: the button says so and is disabled. */
  signInEnabled?: boolean;
  /** The sign-in request is under way: the button is busy and cannot be pressed again. */
  signing?: boolean;
  onSignIn?: () => void;
}

/**
 * The daily sign-in: the seven days of the streak's current week with their points (signed days
 * checked, today outlined) and the button, which is "sign in", "signed in today", "not available"
 * or busy while signing. The days and their points come from domain's `signInCalendar`.
 */
export const SignInCalendar = forwardRef<HTMLDivElement, SignInCalendarProps>(function SignInCalendar(
  {
    signInCount,
    isSignIn,
    signInScores,
    signInEnabled = true,
    signing = false,
    onSignIn,
    className,
    ...props
  },
  ref,
) {
  const { t } = useLingui();
  const titleId = useId();
  const days = signInCalendar(signInCount, isSignIn, signInScores);
  const state = isSignIn ? 'signed' : !signInEnabled ? 'unavailable' : signing ? 'signing' : 'open';
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-3 rounded-lg bg-neutral-0 p-4 shadow-sm', className)}
      data-part="sign-in-calendar"
      data-state={state}
      {...props}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold text-neutral-900">
          <Trans>Daily sign-in</Trans>
        </h2>
        <p className="text-sm text-neutral-600" data-part="streak">
          <Plural value={signInCount} one="Signed in # day in a row" other="Signed in # days in a row" />
        </p>
      </div>
      <ol className="grid grid-cols-7 gap-1 md:gap-2" aria-label={t`This week's sign-in`}>
        {days.map((day) => {
          const done = day.state === 'signed' || day.state === 'signedToday';
          const today = day.state === 'today' || day.state === 'signedToday';
          const label =
            day.state === 'upcoming'
              ? t`Day ${day.streakDay}: ${day.score} points`
              : done
                ? t`Day ${day.streakDay}: ${day.score} points, signed in`
                : t`Day ${day.streakDay}: ${day.score} points, today`;
          return (
            <li
              key={day.streakDay}
              aria-label={label}
              aria-current={today ? 'date' : undefined}
              data-state={day.state}
              className={cn(
                'flex flex-col items-center gap-1 rounded-md border px-0.5 py-2 text-center',
                done
                  ? 'border-brand-soft bg-brand-soft text-brand-hover'
                  : 'border-neutral-200 text-neutral-700',
                today && 'border-brand',
              )}
            >
              <span className="font-num text-sm font-semibold tabular-nums" aria-hidden="true">
                +{day.score}
              </span>
              <span className="text-xs" aria-hidden="true">
                {done ? <Trans>Signed</Trans> : <Trans>Day {day.streakDay}</Trans>}
              </span>
            </li>
          );
        })}
      </ol>
      <Button
        className="self-center md:min-w-40"
        disabled={state === 'signed' || state === 'unavailable'}
        loading={state === 'signing'}
        onClick={onSignIn}
        data-part="sign-in-button"
      >
        {state === 'signed' ? (
          <Trans>Signed in today</Trans>
        ) : state === 'unavailable' ? (
          <Trans>Sign-in not yet available</Trans>
        ) : (
          <Trans>Sign in</Trans>
        )}
      </Button>
    </div>
  );
});
