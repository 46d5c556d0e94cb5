import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const radioGroupVariants = cva('flex', {
  variants: {
    orientation: {
      horizontal: 'flex-row flex-wrap items-center gap-x-6 gap-y-2',
      vertical: 'flex-col gap-2',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radioVariants = cva(
  'peer flex size-4.5 shrink-0 cursor-pointer items-center justify-center rounded-full border bg-neutral-0 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-brand',
  {
    variants: {
      invalid: {
        true: 'border-danger',
        false: 'border-neutral-500 hover:border-brand disabled:hover:border-neutral-500',
      },
    },
    defaultVariants: { invalid: false },
  },
);

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A quieter second line under the label. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps
  extends
    Omit<ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>, 'orientation'>,
    VariantProps<typeof radioGroupVariants> {
  options: RadioOption[];
  /** The question the options answer; names the group. Without it, pass aria-label. */
  label?: ReactNode;
  /** A validation message under the options; sets aria-invalid and aria-describedby. */
  error?: ReactNode;
  wrapperClassName?: string;
}

/**
 * One choice among a few visible options, on radix RadioGroup: Tab enters the group at the chosen
 * option, arrow keys move and choose (disabled options are skipped), horizontal or vertical.
 */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioGroup(
  {
    options,
    label,
    error,
    orientation,
    className,
    wrapperClassName,
    id,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const autoId = useId();
  const groupId = id ?? autoId;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <div className={cn('flex flex-col gap-1.5', wrapperClassName)}>
      {label !== undefined ? (
        <div id={`${groupId}-label`} className="text-sm font-medium text-neutral-800">
          {label}
        </div>
      ) : null}
      <RadioGroupPrimitive.Root
        ref={ref}
        id={groupId}
        orientation={orientation ?? 'vertical'}
        aria-labelledby={label !== undefined ? `${groupId}-label` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [invalid ? `${groupId}-error` : null, describedBy].filter(Boolean).join(' ') || undefined
        }
        className={cn(radioGroupVariants({ orientation }), className)}
        {...props}
      >
        {options.map((option) => (
          <RadioGroupItem
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            label={option.label}
            description={option.description}
            invalid={invalid}
          />
        ))}
      </RadioGroupPrimitive.Root>
      {invalid ? (
        <p id={`${groupId}-error`} className="m-0 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
});

export interface RadioGroupItemProps
  extends ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Item>, VariantProps<typeof radioVariants> {
  label?: ReactNode;
  description?: ReactNode;
}

/** One radio with its label, for composing a RadioGroup by hand inside `RadioGroupRoot`. */
export const RadioGroupItem = forwardRef<HTMLButtonElement, RadioGroupItemProps>(function RadioGroupItem(
  { id, label, description, invalid, className, ...props },
  ref,
) {
  const autoId = useId();
  const itemId = id ?? autoId;
  return (
    <div className="group/radio inline-flex items-start gap-2">
      <RadioGroupPrimitive.Item
        ref={ref}
        id={itemId}
        aria-describedby={description ? `${itemId}-description` : undefined}
        className={cn(radioVariants({ invalid }), 'mt-0.5', className)}
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand" />
      </RadioGroupPrimitive.Item>
      {label !== undefined ? (
        <div className="flex flex-col">
          <label
            htmlFor={itemId}
            className="cursor-pointer text-base text-neutral-800 select-none group-has-[[data-disabled]]/radio:cursor-not-allowed group-has-[[data-disabled]]/radio:opacity-50"
          >
            {label}
          </label>
          {description ? (
            <span id={`${itemId}-description`} className="text-xs text-neutral-500">
              {description}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});

/** The bare radix root, for laying out RadioGroupItems by hand. */
export const RadioGroupRoot = RadioGroupPrimitive.Root;
