import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const checkboxVariants = cva(
  'peer inline-flex shrink-0 cursor-pointer items-center justify-center rounded-sm border bg-neutral-0 text-brand-fg transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-brand data-[state=checked]:bg-brand data-[state=indeterminate]:border-brand data-[state=indeterminate]:bg-brand',
  {
    variants: {
      size: {
        sm: 'size-4',
        md: 'size-4.5',
      },
      invalid: {
        true: 'border-danger',
        false: 'border-neutral-500 hover:border-brand disabled:hover:border-neutral-500',
      },
    },
    defaultVariants: { size: 'md', invalid: false },
  },
);

export interface CheckboxProps
  extends
    ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>,
    Omit<VariantProps<typeof checkboxVariants>, 'invalid'> {
  /** The text beside the box; clicking it toggles the box. Without it, pass aria-label. */
  label?: ReactNode;
  /** A validation message under the box (e.g. the terms must be agreed); sets aria-invalid. */
  error?: ReactNode;
  /** Classes of the wrapper around box, label and error. */
  wrapperClassName?: string;
}

/**
 * A checkbox with label: checked, unchecked or indeterminate (`checked="indeterminate"`, for a
 * "select all" over a partly selected list), disabled, with an optional error. The ref is the box.
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { id, label, error, size, className, wrapperClassName, 'aria-describedby': describedBy, ...props },
  ref,
) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const errorId = `${boxId}-error`;
  const box = (
    <CheckboxPrimitive.Root
      ref={ref}
      id={boxId}
      aria-invalid={invalid || undefined}
      aria-describedby={[invalid ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined}
      className={cn(checkboxVariants({ size, invalid }), className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="group flex items-center justify-center">
        <CheckIcon className="group-data-[state=indeterminate]:hidden" />
        <DashIcon className="hidden group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (label === undefined && !invalid) return box;
  return (
    <div className={cn('inline-flex flex-col gap-1', wrapperClassName)}>
      <div className="inline-flex items-center gap-2">
        {box}
        {label !== undefined ? (
          <label
            htmlFor={boxId}
            className="cursor-pointer text-base text-neutral-800 select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
          >
            {label}
          </label>
        ) : null}
      </div>
      {invalid ? (
        <p id={errorId} className="m-0 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
});

function CheckIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className={cn('size-3.5', className)}>
      <path
        d="M3.5 8.5l3 3 6-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function DashIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className={cn('size-3.5', className)}>
      <path d="M4 8h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
