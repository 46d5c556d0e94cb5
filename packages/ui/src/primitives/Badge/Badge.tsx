import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center justify-center rounded-full font-num font-medium whitespace-nowrap',
  {
    variants: {
      tone: {
        brand: 'bg-brand text-brand-fg',
        danger: 'bg-danger text-neutral-0',
        neutral: 'bg-neutral-500 text-neutral-0',
        success: 'bg-success text-neutral-0',
        warning: 'bg-warning text-neutral-0',
        info: 'bg-info text-neutral-0',
      },
      dot: {
        true: 'size-2',
        false: 'h-4.5 min-w-4.5 px-1 text-xs leading-none',
      },
      // On a child (an icon) the badge sits on its top-right corner, ringed in white to stand off it.
      attached: {
        true: 'absolute top-0 right-0 translate-x-1/2 -translate-y-1/2 ring-2 ring-neutral-0',
        false: '',
      },
    },
    defaultVariants: { tone: 'brand', dot: false, attached: false },
  },
);

/** The text of a count: 0-max as is, above max as "max+". */
export function badgeText(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}

export interface BadgeProps
  extends
    Omit<HTMLAttributes<HTMLSpanElement>, 'children'>,
    Omit<VariantProps<typeof badgeVariants>, 'attached'> {
  /** The number to show; above max it reads "max+". */
  count?: number;
  /** 99 by default. */
  max?: number;
  /** Show the badge even when the count is 0. */
  showZero?: boolean;
  /**
   * What assistive technology hears instead of the bare number ("3 items in the cart"); a dot is silent
   * without one.
   */
  label?: string;
  /** The element the badge sits on (a cart icon); without it the badge stands alone. */
  children?: ReactNode;
}

/** A count or dot badge, either on a child (the cart icon's item count) or standing alone. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { className, tone, dot = false, count = 0, max = 99, showZero = false, label, children, ...props },
  ref,
) {
  const visible = dot || count > 0 || showZero;
  const attached = children !== undefined;
  const mark = visible ? (
    <span
      className={cn(badgeVariants({ tone, dot, attached }), attached ? undefined : className)}
      data-badge=""
      {...(attached ? {} : { ref, ...props })}
    >
      <span aria-hidden={label || dot ? true : undefined}>{dot ? null : badgeText(count, max)}</span>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  ) : null;
  if (!attached) return mark;
  return (
    <span ref={ref} className={cn('relative inline-flex shrink-0', className)} {...props}>
      {children}
      {mark}
    </span>
  );
});
