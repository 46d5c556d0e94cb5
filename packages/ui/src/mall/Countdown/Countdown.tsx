import { forwardRef, useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { cva } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { pad2, splitCountdown } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { realClock, type IntervalClock } from '../../lib/clock.ts';

export const countdownVariants = cva('inline-flex items-center gap-1.5 font-num whitespace-nowrap', {
  variants: {
    variant: {
      /** Plain digits, e.g. in an order row. */
      text: 'text-neutral-900',
      /** Digits in brand-red boxes, the flash-sale look. */
      blocks: 'text-brand',
    },
    size: { sm: 'text-sm', md: 'text-base', lg: 'text-lg' },
  },
  defaultVariants: { variant: 'text', size: 'md' },
});

export interface CountdownProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** The instant the countdown reaches zero (milliseconds since the epoch, or a Date). */
  target: number | Date;
  /** Time source; keep it stable between renders. Defaults to the real clock. */
  clock?: IntervalClock;
  /**
   * Called once when nothing is left (also when the target has already passed on mount); called again
   * only if `target` moves.
   */
  onEnd?: () => void;
  /** `days`: "1d 02:03:04" (days shown when there are any); `compact`: days folded into hours, "26:03:04". */
  format?: 'days' | 'compact';
  /** Words before the digits: "Ends in" or "Starts in". None by default. */
  label?: 'endsIn' | 'startsIn';
  variant?: 'text' | 'blocks';
  size?: 'sm' | 'md' | 'lg';
}

const SECOND = 1000;

/**
 * The time left, rounded up to the whole second: "00:00:01" shows during the last second and zero is
 * reached (and `onEnd` fires) exactly at the target, not a second early.
 */
function timeLeft(targetMs: number, now: number) {
  return splitCountdown(Math.ceil((targetMs - now) / SECOND) * SECOND);
}

/**
 * Counts down to `target` in days, hours, minutes and seconds, re-reading the clock on each whole second.
 * It is a `timer` with a fixed name and `aria-live="off"`: screen readers can read the time left when
 * they reach it, but the changing digits are never announced every second.
 */
export const Countdown = forwardRef<HTMLDivElement, CountdownProps>(function Countdown(
  {
    target,
    clock = realClock,
    onEnd,
    format = 'days',
    label,
    variant = 'text',
    size = 'md',
    className,
    ...props
  },
  ref,
) {
  const { t } = useLingui();
  const targetMs = typeof target === 'number' ? target : target.getTime();
  const [now, setNow] = useState(() => clock.now());
  const parts = timeLeft(targetMs, now);

  useEffect(() => {
    /** Re-reads the clock; true once nothing is left. */
    const read = () => {
      const at = clock.now();
      setNow(at);
      return timeLeft(targetMs, at).ended;
    };
    if (read()) return undefined;
    // Fire on the instants where the whole seconds left change: first after the odd milliseconds, then
    // every second, so the display never lags the real time.
    let handle = clock.setInterval(first, (targetMs - clock.now()) % SECOND || SECOND);
    function first() {
      clock.clearInterval(handle);
      if (!read()) handle = clock.setInterval(every, SECOND);
    }
    function every() {
      if (read()) clock.clearInterval(handle);
    }
    return () => clock.clearInterval(handle);
  }, [clock, targetMs]);

  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });
  const endedFor = useRef<number | null>(null);
  useEffect(() => {
    if (parts.ended && endedFor.current !== targetMs) {
      endedFor.current = targetMs;
      onEndRef.current?.();
    }
  }, [parts.ended, targetMs]);

  const hours = format === 'compact' ? parts.days * 24 + parts.hours : parts.hours;
  const showDays = format === 'days' && parts.days > 0;
  const days = parts.days;
  const labelText = label === 'endsIn' ? t`Ends in` : label === 'startsIn' ? t`Starts in` : undefined;
  const unit = (value: string, name: string) =>
    variant === 'blocks' ? (
      <span
        data-part={name}
        className="inline-block min-w-[2ch] rounded-sm bg-brand px-1 text-center font-semibold text-brand-fg"
      >
        {value}
      </span>
    ) : (
      <span data-part={name}>{value}</span>
    );

  return (
    <div
      ref={ref}
      role="timer"
      aria-live="off"
      aria-label={labelText ?? t`Countdown`}
      className={cn(countdownVariants({ variant, size }), className)}
      {...props}
    >
      {labelText ? <span className="text-neutral-600">{labelText}</span> : null}
      <span data-part="value" className="inline-flex items-center tabular-nums">
        {showDays ? (
          <span data-part="days" className="mr-1">
            {t`${days}d`}{' '}
          </span>
        ) : null}
        {unit(pad2(hours), 'hours')}
        <span className="px-0.5">:</span>
        {unit(pad2(parts.minutes), 'minutes')}
        <span className="px-0.5">:</span>
        {unit(pad2(parts.seconds), 'seconds')}
      </span>
    </div>
  );
});
