import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Field, fieldDescription } from '../Input/index.ts';

export const selectTriggerVariants = cva(
  'flex w-full cursor-pointer items-center justify-between gap-2 rounded border bg-neutral-0 text-left text-neutral-900 transition-colors focus-visible:outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 data-[placeholder]:text-neutral-500',
  {
    variants: {
      size: {
        sm: 'h-8 px-2 text-sm',
        md: 'h-10 px-3 text-base',
        lg: 'h-12 px-3.5 text-md',
      },
      invalid: {
        true: 'border-danger focus-visible:ring-danger/20',
        false:
          'border-neutral-300 hover:border-neutral-400 focus-visible:border-brand focus-visible:ring-brand/20 data-[state=open]:border-brand disabled:hover:border-neutral-300',
      },
    },
    defaultVariants: { size: 'md', invalid: false },
  },
);

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps
  extends
    Omit<ComponentPropsWithoutRef<typeof SelectPrimitive.Root>, 'children'>,
    Omit<VariantProps<typeof selectTriggerVariants>, 'invalid'> {
  options: SelectOption[];
  label?: ReactNode;
  hideLabel?: boolean;
  /** Shown while nothing is chosen; defaults to "Please select" (请选择). */
  placeholder?: ReactNode;
  hint?: ReactNode;
  /** The validation message under the field; also sets aria-invalid and aria-describedby. */
  error?: ReactNode;
  id?: string;
  /** Classes of the trigger button. */
  className?: string;
  wrapperClassName?: string;
  /** Where to portal the option list; defaults to document.body. */
  container?: HTMLElement | null;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * A single choice from a list, on radix Select: the trigger is a combobox button, the list opens on
 * click, Enter, Space or the arrow keys, arrows move, Enter chooses, typing jumps to a match.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  {
    options,
    label,
    hideLabel,
    placeholder,
    hint,
    error,
    id,
    size,
    className,
    wrapperClassName,
    container,
    required,
    'aria-label': ariaLabel,
    'aria-describedby': describedBy,
    ...rootProps
  },
  ref,
) {
  const { t } = useLingui();
  const autoId = useId();
  const triggerId = id ?? autoId;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <Field
      id={triggerId}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      className={wrapperClassName}
    >
      <SelectPrimitive.Root required={required} {...rootProps}>
        <SelectPrimitive.Trigger
          ref={ref}
          id={triggerId}
          aria-label={ariaLabel}
          aria-invalid={invalid || undefined}
          aria-describedby={fieldDescription(triggerId, { hint, error, describedBy })}
          className={cn(selectTriggerVariants({ size, invalid }), className)}
        >
          <span className="min-w-0 flex-1 truncate">
            <SelectPrimitive.Value placeholder={placeholder ?? t`Please select`} />
          </span>
          <SelectPrimitive.Icon className="shrink-0 text-neutral-500">
            <ChevronIcon />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal container={container}>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-tooltip max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-neutral-200 bg-neutral-0 shadow-md motion-safe:data-[state=open]:animate-fade-in"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </Field>
  );
});

export const SelectItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof SelectPrimitive.Item>>(
  function SelectItem({ className, children, ...props }, ref) {
    return (
      <SelectPrimitive.Item
        ref={ref}
        className={cn(
          'relative flex cursor-pointer items-center rounded py-2 pr-8 pl-3 text-base text-neutral-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-neutral-500 data-[highlighted]:bg-neutral-100 data-[state=checked]:font-medium data-[state=checked]:text-neutral-900',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
        <SelectPrimitive.ItemIndicator className="absolute right-2 flex items-center text-brand">
          <CheckIcon />
        </SelectPrimitive.ItemIndicator>
      </SelectPrimitive.Item>
    );
  },
);

function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className="size-4"
    >
      <path d="M4 6l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="size-4"
    >
      <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
