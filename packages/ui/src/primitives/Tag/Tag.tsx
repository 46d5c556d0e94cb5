import { forwardRef, useId, type HTMLAttributes, type MouseEvent } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

export const tagVariants = cva(
  'inline-flex max-w-full items-center gap-0.5 rounded-sm border whitespace-nowrap',
  {
    variants: {
      tone: {
        brand: '',
        neutral: '',
        success: '',
        warning: '',
        danger: '',
        info: '',
      },
      variant: {
        outline: 'bg-transparent',
        solid: 'text-neutral-0',
      },
      size: {
        sm: 'h-5 px-1 text-xs',
        md: 'h-6 px-2 text-sm',
      },
    },
    compoundVariants: [
      { variant: 'outline', tone: 'brand', className: 'border-brand text-brand' },
      { variant: 'outline', tone: 'neutral', className: 'border-neutral-300 text-neutral-600' },
      { variant: 'outline', tone: 'success', className: 'border-success text-success' },
      { variant: 'outline', tone: 'warning', className: 'border-warning text-warning' },
      { variant: 'outline', tone: 'danger', className: 'border-danger text-danger' },
      { variant: 'outline', tone: 'info', className: 'border-info text-info' },
      { variant: 'solid', tone: 'brand', className: 'border-brand bg-brand' },
      { variant: 'solid', tone: 'neutral', className: 'border-neutral-600 bg-neutral-600' },
      { variant: 'solid', tone: 'success', className: 'border-success bg-success' },
      { variant: 'solid', tone: 'warning', className: 'border-warning bg-warning' },
      { variant: 'solid', tone: 'danger', className: 'border-danger bg-danger' },
      { variant: 'solid', tone: 'info', className: 'border-info bg-info' },
    ],
    defaultVariants: { tone: 'brand', variant: 'outline', size: 'md' },
  },
);

export interface TagProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof tagVariants> {
  /** Adds a remove button (labelled "Remove", described by the tag's text). */
  closable?: boolean;
  onClose?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Overrides the remove button's label. */
  closeLabel?: string;
}

/** A small label (free shipping, new, a search filter) in a tone, outlined or solid, optionally removable. */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { className, tone, variant, size, closable = false, onClose, closeLabel, children, ...props },
  ref,
) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <span ref={ref} className={cn(tagVariants({ tone, variant, size }), className)} {...props}>
      <span id={closable ? labelId : undefined} className="truncate">
        {children}
      </span>
      {closable ? (
        <button
          type="button"
          aria-label={closeLabel ?? t`Remove`}
          aria-describedby={labelId}
          onClick={onClose}
          className="-mr-0.5 inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-sm border-0 bg-transparent p-0 text-current opacity-80 hover:bg-neutral-900/10 hover:opacity-100"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3">
            <path
              d="M4 4l8 8M12 4l-8 8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
        </button>
      ) : null}
    </span>
  );
});
