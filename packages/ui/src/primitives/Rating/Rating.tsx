import { forwardRef, useState, type HTMLAttributes } from 'react';
import { RadioGroup } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

export const ratingVariants = cva('inline-flex items-center', {
  variants: {
    size: {
      sm: 'gap-0.5 [&_svg]:size-3.5',
      md: 'gap-1 [&_svg]:size-5',
      lg: 'gap-1.5 [&_svg]:size-7',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Stars out of which every rating is given. */
export const RATING_MAX = 5;

/** How much of star `index` (0-based) a value fills: 0, 0.5 or 1 (averages round to the nearest half). */
export function starFill(value: number, index: number): number {
  const halves = Math.round(Math.min(Math.max(value, 0), RATING_MAX) * 2) / 2;
  return Math.min(Math.max(halves - index, 0), 1);
}

function Star({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={cn('block shrink-0', className)}>
      <path
        d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z"
        fill="currentColor"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One star, filled by a fraction: the filled copy is clipped over the empty one. */
function FractionStar({ fill }: { fill: number }) {
  return (
    <span className="relative inline-flex" data-fill={fill}>
      <Star className="text-neutral-300" />
      {fill > 0 ? (
        <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
          <Star className="text-brand" />
        </span>
      ) : null}
    </span>
  );
}

export interface RatingProps
  extends
    Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'dir'>,
    VariantProps<typeof ratingVariants> {
  /** The rating; in display mode an average such as 4.5 (shown to the nearest half star). */
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Display only: stars as one image labelled "Rated N out of 5". */
  readOnly?: boolean;
  disabled?: boolean;
  /** Form field name of the input mode. */
  name?: string;
  required?: boolean;
  /** Show the number beside the stars (display mode). */
  showValue?: boolean;
}

/**
 * Star rating. Read-only it is an image of 1-5 stars with halves for averages; as an input it is a radio
 * group of five stars ("1 star" ... "5 stars"), operable with arrow keys, with a hover preview.
 */
export const Rating = forwardRef<HTMLDivElement, RatingProps>(function Rating(
  {
    className,
    size,
    value: valueProp,
    defaultValue = 0,
    onValueChange,
    readOnly = false,
    disabled = false,
    name,
    required,
    showValue = false,
    ...props
  },
  ref,
) {
  const { t } = useLingui();
  const [inner, setInner] = useState(defaultValue);
  const [hovered, setHovered] = useState<number | null>(null);
  const value = valueProp ?? inner;
  const stars = Array.from({ length: RATING_MAX }, (_, i) => i);

  if (readOnly) {
    const shown = Math.round(value * 10) / 10;
    return (
      <div ref={ref} className={cn(ratingVariants({ size }), className)} {...props}>
        <span
          role="img"
          aria-label={t`Rated ${shown} out of 5`}
          className="inline-flex items-center gap-[inherit]"
        >
          {stars.map((i) => (
            <FractionStar key={i} fill={starFill(value, i)} />
          ))}
        </span>
        {showValue ? (
          <span aria-hidden="true" className="ml-1 font-num text-sm text-neutral-700">
            {shown.toFixed(1)}
          </span>
        ) : null}
      </div>
    );
  }

  const shownValue = hovered ?? value;
  return (
    <RadioGroup.Root
      ref={ref}
      aria-label={t`Rating`}
      orientation="horizontal"
      loop={false}
      name={name}
      required={required}
      disabled={disabled}
      value={value > 0 ? String(value) : ''}
      onValueChange={(next) => {
        const n = Number(next);
        if (valueProp === undefined) setInner(n);
        onValueChange?.(n);
      }}
      onPointerLeave={() => setHovered(null)}
      className={cn(ratingVariants({ size }), disabled && 'opacity-50', className)}
      {...props}
    >
      {stars.map((i) => {
        const n = i + 1;
        return (
          <RadioGroup.Item
            key={n}
            value={String(n)}
            aria-label={t({ message: plural(n, { one: '# star', other: '# stars' }) })}
            onPointerEnter={() => (disabled ? undefined : setHovered(n))}
            className="inline-flex cursor-pointer rounded-sm border-0 bg-transparent p-0 disabled:cursor-not-allowed"
          >
            <Star className={n <= shownValue ? 'text-brand' : 'text-neutral-300'} />
          </RadioGroup.Item>
        );
      })}
    </RadioGroup.Root>
  );
});
