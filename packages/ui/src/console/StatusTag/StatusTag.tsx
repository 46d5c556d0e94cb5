import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const statusTagVariants = cva(
  // The words stay dark: the tone colours reach only 4.46:1 on their soft backgrounds (success), below
  // the 4.5:1 that text needs; the dot and the tint carry the tone.
  'inline-flex max-w-full items-center gap-1.5 rounded-full px-2 text-sm whitespace-nowrap text-neutral-800',
  {
    variants: {
      tone: {
        success: 'bg-success-soft',
        warning: 'bg-warning-soft',
        danger: 'bg-danger-soft',
        info: 'bg-info-soft',
        neutral: 'bg-neutral-100',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

const dotVariants = cva('size-1.5 shrink-0 rounded-full', {
  variants: {
    tone: {
      success: 'bg-success',
      warning: 'bg-warning',
      danger: 'bg-danger',
      info: 'bg-info',
      neutral: 'bg-neutral-500',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type StatusTone = NonNullable<VariantProps<typeof statusTagVariants>['tone']>;

export interface StatusTagProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, VariantProps<typeof statusTagVariants> {
  /** The status's words, e.g. a domain status label rendered with `i18n._(descriptor)` or `<Trans>`. */
  label: ReactNode;
}

/**
 * A record's status in a console list or detail (pending payment, shipped, refused ...): a soft pill with
 * a dot in the tone the caller maps the status to. The words carry the meaning; the colour only repeats it.
 */
export const StatusTag = forwardRef<HTMLSpanElement, StatusTagProps>(function StatusTag(
  { className, tone, label, ...props },
  ref,
) {
  return (
    <span
      ref={ref}
      data-tone={tone ?? 'neutral'}
      className={cn(statusTagVariants({ tone }), className)}
      {...props}
    >
      <span aria-hidden="true" className={dotVariants({ tone })} />
      <span className="truncate">{label}</span>
    </span>
  );
});
