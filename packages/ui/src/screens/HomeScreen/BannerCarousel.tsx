// The home banners: one picture at a time, turning by itself every few seconds, with previous/next and
// dot controls (WAI-ARIA carousel pattern). It stops while hovered or while anything in it has focus.
// PC banners are 3:1 pictures, mobile ones 15:7 (the console asks for 1200 × 400 and 750 × 350).
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { paths, type IndexImg } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { realClock, type Clock } from '../../lib/clock.ts';
import type { LinkTo } from './parts.tsx';

/** The timers autoplay needs; stories pass a fake clock. */
export type CarouselClock = Pick<Clock, 'setInterval' | 'clearInterval'>;

/** How long a banner stays before the next one. */
export const BANNER_INTERVAL_MS = 5000;

/** The frame of each kind of banner, so a picture made to the console's size is shown whole. */
const bannerAspect = { pc: 'aspect-[3/1]', mobile: 'aspect-[15/7]' } as const;
export type BannerShape = keyof typeof bannerAspect;

/** Where a banner links: a product page for type 0 with a relation, else nowhere. */
export function bannerPath(banner: IndexImg): string | undefined {
  if (banner.type !== 0 || banner.relation === null || banner.relation === '') return undefined;
  return paths.detail(banner.relation);
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export interface BannerCarouselProps {
  banners: readonly IndexImg[];
  linkTo: LinkTo;
  /** Time source of the autoplay; keep it stable between renders. */
  clock?: CarouselClock;
  /** Milliseconds each banner stays. */
  interval?: number;
  autoplay?: boolean;
  /** The pictures' shape: PC banners (default) or mobile ones. */
  shape?: BannerShape;
  /** Accessible name of the carousel (default "Banners"). */
  label?: string;
  className?: string;
}

export function BannerCarousel({
  banners,
  linkTo: to,
  clock = realClock,
  interval = BANNER_INTERVAL_MS,
  autoplay = true,
  shape = 'pc',
  label,
  className,
}: BannerCarouselProps) {
  const { t } = useLingui();
  const slidesId = useId();
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const running = autoplay && count > 1 && !hovered && !focused;

  useEffect(() => {
    if (!running) return undefined;
    const handle = clock.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clock.clearInterval(handle);
  }, [running, count, interval, clock]);

  if (count === 0) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  };

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={label ?? t`Banners`}
      className={cn('group relative overflow-hidden rounded-lg bg-neutral-100', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        id={slidesId}
        aria-live={running ? 'off' : 'polite'}
        className={cn('relative w-full', bannerAspect[shape])}
      >
        {banners.map((banner, i) => {
          const shown = i === current;
          const n = i + 1;
          const path = bannerPath(banner);
          const picture = (
            <img
              src={banner.imgUrl}
              alt={banner.title}
              className="block size-full object-cover"
              decoding="async"
            />
          );
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${n} of ${count}`}
              hidden={!shown}
              data-current={shown || undefined}
              className="absolute inset-0"
            >
              {path ? (
                <a {...to(path)} className="block size-full outline-offset-[-3px]">
                  {picture}
                </a>
              ) : (
                picture
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-controls={slidesId}
            aria-label={t`Previous banner`}
            onClick={() => go(current - 1)}
            className="absolute top-1/2 left-2 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-neutral-900/60 text-neutral-0 hover:bg-neutral-900/80"
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            aria-controls={slidesId}
            aria-label={t`Next banner`}
            onClick={() => go(current + 1)}
            className="absolute top-1/2 right-2 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-neutral-900/60 text-neutral-0 hover:bg-neutral-900/80"
          >
            <Chevron direction="right" />
          </button>
          <div className="absolute bottom-2 left-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-neutral-900/40 px-1.5">
            {banners.map((banner, i) => {
              const n = i + 1;
              return (
                <button
                  key={banner.id}
                  type="button"
                  aria-controls={slidesId}
                  aria-label={t`Show banner ${n}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="flex size-[24px] cursor-pointer items-center justify-center"
                >
                  <span
                    className={cn(
                      'block h-2 rounded-full bg-neutral-0',
                      i === current ? 'w-4' : 'w-2 opacity-60',
                    )}
                  />
                </button>
              );
            })}
          </div>
        </>
      ) : null}
    </section>
  );
}
