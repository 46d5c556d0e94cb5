import {
  forwardRef,
  useId,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Button } from '../Button/index.ts';

export const quantityInputVariants = cva(
  'inline-flex items-stretch rounded border border-neutral-300 bg-neutral-0 focus-within:border-brand has-[input:disabled]:bg-neutral-100',
  {
    variants: {
      size: {
        sm: 'h-7 text-sm',
        md: 'h-9 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

const stepButton =
  'h-auto rounded-none border-0 bg-transparent px-0 text-neutral-700 hover:bg-neutral-100 disabled:bg-transparent';

/** Brings a number into [min, max] on the step grid that starts at min. */
export function clampQuantity(value: number, min: number, max: number, step: number): number {
  if (!Number.isFinite(value)) return min;
  const bounded = Math.min(Math.max(value, min), Math.max(max, min));
  const aligned = min + Math.floor((bounded - min) / step) * step;
  return aligned;
}

export interface QuantityInputProps
  extends
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'size' | 'type'
    >,
    VariantProps<typeof quantityInputVariants> {
  /** The quantity (controlled). Leave it out and use defaultValue for an uncontrolled field. */
  value?: number;
  defaultValue?: number;
  /** Smallest quantity; 1 by default. */
  min?: number;
  /** Largest quantity, e.g. the stock; unbounded when absent. */
  max?: number;
  step?: number;
  /** Called only with valid quantities (within bounds, on the step grid) that differ from the current. */
  onChange?: (value: number) => void;
  /** Shows "Only N left" when max is at or below this number. */
  lowStockThreshold?: number;
  /** Class of the input itself (className goes to the whole control). */
  inputClassName?: string;
}

/**
 * A quantity stepper: minus, a numeric field and plus. Buttons stop at the bounds, typing is checked as
 * it happens (digits only) and clamped on blur or Enter, and onChange only ever receives valid values.
 * Native input props (aria-label, name, id, onBlur ...) go to the field; className to the whole control.
 */
export const QuantityInput = forwardRef<HTMLInputElement, QuantityInputProps>(function QuantityInput(
  {
    className,
    inputClassName,
    size,
    value: valueProp,
    defaultValue,
    min = 1,
    max = Number.POSITIVE_INFINITY,
    step = 1,
    onChange,
    lowStockThreshold,
    disabled,
    onBlur,
    onKeyDown,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const { t } = useLingui();
  const hintId = useId();
  const [inner, setInner] = useState(() => clampQuantity(defaultValue ?? min, min, max, step));
  const value = valueProp ?? inner;
  // What the shopper is typing; null when the field shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const soldOut = max < min;
  const showHint =
    lowStockThreshold !== undefined && !soldOut && Number.isFinite(max) && max <= lowStockThreshold;

  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max, step);
    setDraft(null);
    if (clamped === value) return;
    if (valueProp === undefined) setInner(clamped);
    onChange?.(clamped);
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    // Digits only: a letter, a sign or a decimal point is simply not accepted.
    if (/^\d*$/.test(event.target.value)) setDraft(event.target.value);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (draft !== null) commit(draft === '' ? value : Number(draft));
    onBlur?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' && draft !== null) commit(draft === '' ? value : Number(draft));
    else if (event.key === 'ArrowUp' && value + step <= max) {
      event.preventDefault();
      commit(value + step);
    } else if (event.key === 'ArrowDown' && value - step >= min) {
      event.preventDefault();
      commit(value - step);
    }
  };

  const describedByIds = [describedBy, showHint ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <span className={cn('inline-flex flex-col gap-1', className)}>
      <span className={quantityInputVariants({ size })}>
        <Button
          variant="outline"
          className={cn(stepButton, 'rounded-l border-r', size === 'sm' ? 'w-7' : 'w-9')}
          aria-label={t`Decrease quantity`}
          disabled={disabled || soldOut || value - step < min}
          onClick={() => commit(value - step)}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5">
            <path d="M3 8h10" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </Button>
        <input
          ref={ref}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          role="spinbutton"
          aria-label={t`Quantity`}
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={Number.isFinite(max) ? max : undefined}
          aria-describedby={describedByIds}
          disabled={disabled || soldOut}
          value={draft ?? String(value)}
          onChange={handleInput}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
          className={cn(
            'w-12 min-w-0 border-0 bg-transparent text-center font-num text-neutral-900 outline-none disabled:text-neutral-500',
            inputClassName,
          )}
          {...props}
        />
        <Button
          variant="outline"
          className={cn(stepButton, 'rounded-r border-l', size === 'sm' ? 'w-7' : 'w-9')}
          aria-label={t`Increase quantity`}
          disabled={disabled || soldOut || value + step > max}
          onClick={() => commit(value + step)}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5">
            <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </Button>
      </span>
      {showHint ? (
        <span id={hintId} className="text-xs text-warning">
          <Trans>Only {max} left</Trans>
        </span>
      ) : null}
    </span>
  );
});
