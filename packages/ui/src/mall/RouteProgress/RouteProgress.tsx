import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { realClock, type Clock } from '../../lib/clock.ts';

/** Where the bar starts once it shows, and the value it creeps towards while the page still loads. */
export const PROGRESS_START = 10;
export const PROGRESS_CEILING = 90;
/** How often the bar creeps on. */
const TRICKLE_MS = 200;
/** How long the full bar stays and fades after the page has loaded (matches the CSS below). */
export const PROGRESS_FADE_MS = 500;

/**
 * The bar's value `elapsed` ms after it appeared: from 10 % towards 90 %, fast at first and slower
 * later (ease-out over `duration`), never past 90 % until the page is there.
 */
export function trickleValue(elapsed: number, duration: number = PROGRESS_DURATION_MS): number {
  const t = Math.min(1, Math.max(0, elapsed / duration));
  return PROGRESS_START + (PROGRESS_CEILING - PROGRESS_START) * (1 - (1 - t) ** 2);
}

export interface RouteProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** 0-100. */
  value: number;
  /** The page has loaded: the bar is full and fades out. */
  done?: boolean;
}

/** The thin brand-red bar at the top of the page; `RouteProgress` drives it from navigation state. */
export const RouteProgressBar = forwardRef<HTMLDivElement, RouteProgressBarProps>(function RouteProgressBar(
  { value, done = false, className, ...props },
  ref,
) {
  const { t } = useLingui();
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-label={t`Loading page`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      data-state={done ? 'done' : 'loading'}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-toast h-0.5',
        // Full width first, then fade: the opacity waits for the width.
        '[transition:opacity_300ms_ease-out_200ms]',
        done && 'opacity-0',
        className,
      )}
      {...props}
    >
      <div
        className="h-full rounded-r-full bg-brand shadow-sm [transition:width_200ms_ease-out]"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
});

export interface RouteProgressProps extends Omit<RouteProgressBarProps, 'value' | 'done'> {
  /** True while a navigation (route change, lazy chunk, page data) is under way. */
  active: boolean;
  /** Time source; keep it stable between renders. Defaults to the real clock. */
  clock?: Clock;
  /** A navigation shorter than this shows nothing (spec: 200 ms). */
  throttle?: number;
  /** Time over which the bar creeps towards 90 % (spec: 5000 ms). */
  duration?: number;
}

type State = { phase: 'idle' } | { phase: 'running' | 'done'; value: number };

/**
 * The page-load progress bar. It appears only if `active` stays true longer than `throttle` (fast
 * navigations show nothing), creeps towards 90 % over `duration`, and when `active` turns false it
 * fills to 100 % and fades away.
 */
export const RouteProgress = forwardRef<HTMLDivElement, RouteProgressProps>(function RouteProgress(
  { active, clock = realClock, throttle = PROGRESS_THROTTLE_MS, duration = PROGRESS_DURATION_MS, ...props },
  ref,
) {
  const [state, setState] = useState<State>({ phase: 'idle' });

  useEffect(() => {
    if (!active) {
      // Finish what showed; a navigation that never showed stays invisible.
      setState((s) => (s.phase === 'running' ? { phase: 'done', value: 100 } : s));
      return undefined;
    }
    let trickle: unknown;
    const wait = clock.setTimeout(() => {
      const startedAt = clock.now();
      setState({ phase: 'running', value: trickleValue(0, duration) });
      trickle = clock.setInterval(() => {
        setState({ phase: 'running', value: trickleValue(clock.now() - startedAt, duration) });
      }, TRICKLE_MS);
    }, throttle);
    return () => {
      clock.clearTimeout(wait);
      if (trickle !== undefined) clock.clearInterval(trickle);
    };
  }, [active, clock, throttle, duration]);

  const done = state.phase === 'done';
  useEffect(() => {
    if (!done) return undefined;
    const handle = clock.setTimeout(() => setState({ phase: 'idle' }), PROGRESS_FADE_MS);
    return () => clock.clearTimeout(handle);
  }, [done, clock]);

  if (state.phase === 'idle') return null;
  return <RouteProgressBar ref={ref} value={state.value} done={done} {...props} />;
});
