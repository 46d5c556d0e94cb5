import { forwardRef, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Image } from '../../primitives/Image/index.ts';
import { splitImageUrls } from '../../lib/imageUrls.ts';

export { splitImageUrls };

/** The pictures of a product page: the main picture, then `imgs`, each once, in order. */
export function galleryImages(pic: string | null | undefined, imgs: string | null | undefined): string[] {
  return [...new Set([...splitImageUrls(pic), ...splitImageUrls(imgs)])];
}

export interface ProductGalleryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The pictures, the first shown first (see `galleryImages`). */
  images: string[];
  /** What the pictures show (the product name): the main picture's text alternative. */
  alt: string;
  /**
   * A picture to show now, e.g. the chosen SKU's: whenever it changes the gallery moves to it (it is put
   * first in the thumbnails when it is not one of `images`).
   */
  current?: string | null;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
      <path
        d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The main picture with a row of thumbnails. A click on a thumbnail, or the left and right arrow keys
 * in the row, show that picture; previous and next buttons over the main picture do the same. Full width
 * on a phone (with an "n / total" counter), a fixed column on PC.
 */
export const ProductGallery = forwardRef<HTMLDivElement, ProductGalleryProps>(function ProductGallery(
  { images: imagesProp, alt, current, className, ...props },
  ref,
) {
  const { t } = useLingui();
  const images = current && !imagesProp.includes(current) ? [current, ...imagesProp] : imagesProp;
  const [index, setIndex] = useState(() => Math.max(0, current ? images.indexOf(current) : 0));
  // Move to `current` when it changes (state adjusted while rendering, no effect).
  const [shownCurrent, setShownCurrent] = useState(current);
  if (current !== shownCurrent) {
    setShownCurrent(current);
    if (current) setIndex(Math.max(0, images.indexOf(current)));
  }
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const active = Math.min(index, Math.max(count - 1, 0));

  const show = (next: number, focus = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };
  const onThumbKey = (event: KeyboardEvent<HTMLDivElement>) => {
    // Arrows move from the focused thumbnail (else from the picture shown).
    const focused = thumbs.current.indexOf(event.target as HTMLButtonElement);
    const from = focused >= 0 ? focused : active;
    const moves: Record<string, number> = {
      ArrowLeft: from - 1,
      ArrowRight: from + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <div ref={ref} className={cn('flex flex-col gap-3', className)} {...props}>
      <div className="relative overflow-hidden bg-neutral-50 md:rounded-lg md:border md:border-neutral-200">
        <Image
          key={images[active] ?? 'none'}
          src={images[active]}
          alt={alt}
          ratio={1}
          loading="eager"
          fit="contain"
          className="w-full"
          data-part="main"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              aria-label={t`Previous picture`}
              onClick={() => show(active - 1)}
              className="absolute top-1/2 left-2 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-neutral-0/90 text-neutral-800 shadow hover:text-brand"
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              aria-label={t`Next picture`}
              onClick={() => show(active + 1)}
              className="absolute top-1/2 right-2 flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-neutral-0/90 text-neutral-800 shadow hover:text-brand"
            >
              <Chevron direction="right" />
            </button>
            <span
              aria-hidden="true"
              data-part="counter"
              className="absolute right-3 bottom-3 rounded-full bg-neutral-900/70 px-2 font-num text-xs text-neutral-0 md:hidden"
            >
              {active + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div
          role="group"
          aria-label={t`Product pictures`}
          onKeyDown={onThumbKey}
          className="flex gap-2 overflow-x-auto px-3 pb-1 md:px-0"
        >
          {images.map((src, i) => (
            <button
              key={src}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              aria-label={t`Picture ${i + 1} of ${count}`}
              aria-pressed={i === active}
              onClick={() => show(i)}
              className={cn(
                'size-14 shrink-0 cursor-pointer overflow-hidden rounded border-2 bg-neutral-0 p-0 md:size-16',
                i === active ? 'border-brand' : 'border-neutral-200 hover:border-neutral-400',
              )}
            >
              <Image src={src} alt="" ratio={1} loading="eager" className="w-full" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
});
