import { forwardRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

export const imageVariants = cva('relative block overflow-hidden bg-neutral-100', {
  variants: {
    rounded: {
      none: 'rounded-none',
      sm: 'rounded-sm',
      md: 'rounded',
      lg: 'rounded-lg',
      full: 'rounded-full',
    },
  },
  defaultVariants: { rounded: 'none' },
});

const imgVariants = cva('block size-full', {
  variants: {
    fit: { cover: 'object-cover', contain: 'object-contain' },
  },
  defaultVariants: { fit: 'cover' },
});

export type ImageState = 'loading' | 'loaded' | 'error';

export interface ImageProps
  extends
    Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'>,
    VariantProps<typeof imageVariants>,
    VariantProps<typeof imgVariants> {
  /** Required: describe the picture, or pass "" for a decorative one. */
  alt: string;
  /** Width divided by height of the box (1 square, 4 / 3, 16 / 9); null lets the size come from className. */
  ratio?: number | null;
  /** What to show when the image cannot be loaded; a picture icon and "Image unavailable" by default. */
  fallback?: ReactNode;
  /** Class of the <img> itself (className goes to the box). */
  imgClassName?: string;
}

function ImageOffIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0">
      <path
        d="M4 5h16v14H4zM4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18M3 3l18 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="15.5" cy="8.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * A lazily loaded image in a box of fixed aspect ratio (no layout shift while it loads). While loading the
 * box shows a neutral placeholder; if the image fails, a translated "Image unavailable" placeholder.
 * Native img props (src, srcSet, sizes, loading ...) go to the <img>; className to the box.
 */
export const Image = forwardRef<HTMLImageElement, ImageProps>(function Image(
  { className, imgClassName, rounded, fit, ratio = 1, fallback, alt, src, style, onLoad, onError, ...props },
  ref,
) {
  const { t } = useLingui();
  // Outcomes are remembered per src, so a new src starts loading afresh.
  const [outcome, setOutcome] = useState<{ src: string | undefined; state: ImageState }>();
  const state: ImageState = !src ? 'error' : outcome?.src === src ? outcome.state : 'loading';
  return (
    <span
      className={cn(imageVariants({ rounded }), className)}
      style={ratio ? { aspectRatio: String(ratio), ...style } : style}
      data-state={state}
    >
      {state === 'error' ? (
        <span
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          className="@container absolute inset-0 flex flex-col items-center justify-center gap-1 p-1 text-center text-xs text-neutral-500"
        >
          {fallback ?? (
            <>
              <ImageOffIcon />
              {/* Too small a box shows the icon only. */}
              <span className="hidden @min-[72px]:block">{t`Image unavailable`}</span>
            </>
          )}
        </span>
      ) : (
        <img
          ref={ref}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          className={cn(imgVariants({ fit }), imgClassName)}
          onLoad={(event) => {
            setOutcome({ src, state: 'loaded' });
            onLoad?.(event);
          }}
          onError={(event) => {
            setOutcome({ src, state: 'error' });
            onError?.(event);
          }}
          {...props}
        />
      )}
    </span>
  );
});
