import { forwardRef, useEffect, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NOTICE_TICKER_SPEED_MS } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { realClock, type Clock } from '../../lib/clock.ts';
import { useReducedMotion } from './useReducedMotion.ts';

export interface Notice {
  id: string | number;
  title: string;
  /** A short tag shown before the title ("Hot", "Event"). */
  tag?: string;
}

/** The timers the ticker needs; the real ones by default, a fake clock in stories. */
export type TickerClock = Pick<Clock, 'setInterval' | 'clearInterval' | 'setTimeout' | 'clearTimeout'>;

export interface NoticeTickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  notices: readonly Notice[];
  /** Opens a notice (click or Enter on it), with its id. */
  onOpen?: (id: Notice['id']) => void;
  /** Milliseconds each notice stays before the next slides in. Keep it above the 800 ms slide. */
  interval?: number;
  /** Turns the automatic rotation off (the first notice stays). */
  autoplay?: boolean;
  /** Link to the notice list, shown as a translated "More" (ignored when `more` is given). */
  moreHref?: string;
  /** Slot for your own "More" element, e.g. a router link. */
  more?: ReactNode;
  /** Time source; keep it stable between renders. Defaults to the real timers. */
  clock?: TickerClock;
  /** Forces the reduced-motion behaviour on or off; by default it follows prefers-reduced-motion. */
  reducedMotion?: boolean;
}

interface Position {
  /** Row shown at the top of the window; `notices.length` is the copy of the first notice. */
  row: number;
  /** Whether the move to this row slides (false for the jump from the copy back to the real first). */
  slide: boolean;
}

/**
 * The mall's notice bar: one notice at a time, sliding up to the next every few seconds and looping from
 * the last back to the first. It stops while hovered or while a notice has focus; with reduced motion
 * the notices swap without sliding. Only the notice on show is reachable by keyboard and screen readers.
 */
export const NoticeTicker = forwardRef<HTMLDivElement, NoticeTickerProps>(function NoticeTicker(
  {
    notices,
    onOpen,
    interval = 3000,
    autoplay = true,
    moreHref,
    more,
    clock = realClock,
    reducedMotion,
    className,
    onMouseEnter,
    onMouseLeave,
    onFocus,
    onBlur,
    ...props
  },
  ref,
) {
  const { t } = useLingui();
  const labelId = useId();
  const reduced = useReducedMotion(reducedMotion);
  const count = notices.length;
  const [position, setPosition] = useState<Position>({ row: 0, slide: false });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = autoplay && count > 1 && !hovered && !focused;
  // With motion, a copy of the first notice follows the last, so the loop keeps sliding up; once the
  // copy is on show the window jumps, unseen, back to the real first notice.
  const rows = reduced || count < 2 ? notices : [...notices, notices[0]!];
  const row = Math.min(position.row, rows.length - 1);

  useEffect(() => {
    if (!running) return undefined;
    const handle = clock.setInterval(() => {
      setPosition((p) =>
        reduced ? { row: (p.row + 1) % count, slide: false } : { row: (p.row % count) + 1, slide: true },
      );
    }, interval);
    return () => clock.clearInterval(handle);
  }, [running, reduced, count, interval, clock]);

  useEffect(() => {
    if (reduced || count < 2 || row !== count) return undefined;
    const handle = clock.setTimeout(() => setPosition({ row: 0, slide: false }), NOTICE_TICKER_SPEED_MS);
    return () => clock.clearTimeout(handle);
  }, [reduced, count, row, clock]);

  if (count === 0) return null;
  const slide = position.slide && !reduced;

  return (
    <div
      ref={ref}
      className={cn(
        'flex h-10 items-center gap-3 rounded border border-neutral-200 bg-neutral-0 px-3 text-sm',
        className,
      )}
      onMouseEnter={(event) => {
        setHovered(true);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setHovered(false);
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        onBlur?.(event);
      }}
      {...props}
    >
      <span id={labelId} className="shrink-0 font-medium text-brand">
        {t`Notices`}
      </span>
      <div className="relative h-8 min-w-0 flex-1 overflow-hidden">
        <ul
          aria-labelledby={labelId}
          data-part="track"
          className="m-0 list-none p-0 ease-in-out"
          style={{
            transform: `translateY(${(-row * 100) / rows.length}%)`,
            transitionProperty: 'transform',
            transitionDuration: slide ? `${NOTICE_TICKER_SPEED_MS}ms` : '0ms',
          }}
        >
          {rows.map((notice, index) => {
            const shown = index === row;
            return (
              <li
                key={index === count ? 'loop-copy' : notice.id}
                className="h-8"
                aria-hidden={shown ? undefined : true}
                inert={!shown}
                data-current={shown || undefined}
              >
                <button
                  type="button"
                  tabIndex={shown ? undefined : -1}
                  className="flex h-8 w-full min-w-0 cursor-pointer items-center gap-2 text-left text-neutral-700 outline-offset-[-2px] hover:text-brand"
                  onClick={() => onOpen?.(notice.id)}
                >
                  {notice.tag ? (
                    <span className="shrink-0 rounded-sm bg-brand-soft px-1 text-xs text-brand-active">
                      {notice.tag}
                    </span>
                  ) : null}
                  <span className="truncate">{notice.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {more ??
        (moreHref ? (
          <a href={moreHref} className="shrink-0 text-neutral-600 no-underline hover:text-brand">
            {t`More`}
          </a>
        ) : null)}
    </div>
  );
});
