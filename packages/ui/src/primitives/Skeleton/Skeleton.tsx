import { forwardRef, type HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

export const skeletonVariants = cva('block animate-pulse bg-neutral-100 motion-reduce:animate-none', {
  variants: {
    shape: {
      rect: 'rounded',
      circle: 'rounded-full',
      text: 'h-3.5 rounded-sm',
    },
  },
  defaultVariants: { shape: 'rect' },
});

export interface SkeletonProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof skeletonVariants> {}

/** One grey placeholder block; size it with className. Decorative: the surrounding SkeletonGroup speaks. */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { className, shape, ...props },
  ref,
) {
  return (
    <span ref={ref} aria-hidden="true" className={cn(skeletonVariants({ shape }), className)} {...props} />
  );
});

export interface SkeletonTextProps extends HTMLAttributes<HTMLSpanElement> {
  /** Number of lines; the last one is shorter, as a paragraph's is. */
  lines?: number;
}

/** Lines of text in waiting. */
export const SkeletonText = forwardRef<HTMLSpanElement, SkeletonTextProps>(function SkeletonText(
  { className, lines = 3, ...props },
  ref,
) {
  return (
    <span ref={ref} aria-hidden="true" className={cn('flex flex-col gap-2', className)} {...props}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} shape="text" className={i === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full'} />
      ))}
    </span>
  );
});

/** A generic media card (picture, two text lines, a footer) while a list loads; the mall ProductCard has its own layout-exact skeleton. */
export const SkeletonCard = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(
  function SkeletonCard({ className, ...props }, ref) {
    return (
      <span
        ref={ref}
        aria-hidden="true"
        className={cn('flex flex-col gap-2 rounded border border-neutral-100 bg-neutral-0 p-2', className)}
        data-skeleton="card"
        {...props}
      >
        <Skeleton className="aspect-square w-full" />
        <SkeletonText lines={2} className="mt-1" />
        <span className="flex items-center justify-between gap-2">
          <Skeleton shape="text" className="h-4.5 w-1/3" />
          <Skeleton shape="circle" className="size-6" />
        </span>
      </span>
    );
  },
);

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** What screen readers hear while waiting; "Loading" by default. */
  label?: string;
}

/**
 * The busy region that holds skeletons: aria-busy while loading, with a visually hidden "Loading" text.
 * Replace it with the content when it arrives.
 */
export const SkeletonGroup = forwardRef<HTMLDivElement, SkeletonGroupProps>(function SkeletonGroup(
  { className, label, children, ...props },
  ref,
) {
  const { t } = useLingui();
  return (
    <div ref={ref} role="status" aria-busy="true" className={className} {...props}>
      <span className="sr-only">{label ?? t`Loading`}</span>
      {children}
    </div>
  );
});
