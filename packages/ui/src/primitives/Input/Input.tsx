import {
  forwardRef,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Field, fieldDescription, hasContent, useFieldText } from './Field.tsx';

/** The bordered box around the input and its slots; the input itself is borderless inside it. */
export const inputVariants = cva(
  'flex w-full items-center overflow-hidden rounded border bg-neutral-0 text-neutral-900 transition-colors focus-within:ring-2 has-[input:disabled]:cursor-not-allowed has-[input:disabled]:bg-neutral-100',
  {
    variants: {
      size: {
        sm: 'h-8 text-sm',
        md: 'h-10 text-base',
        lg: 'h-12 text-md',
      },
      invalid: {
        true: 'border-danger focus-within:border-danger focus-within:ring-danger/20',
        false:
          'border-neutral-300 hover:border-neutral-400 focus-within:border-brand focus-within:ring-brand/20 has-[input:disabled]:hover:border-neutral-300',
      },
    },
    defaultVariants: { size: 'md', invalid: false },
  },
);

const slotPadding = { sm: 'px-2', md: 'px-3', lg: 'px-3.5' } as const;

export interface InputProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'>,
    Omit<VariantProps<typeof inputVariants>, 'invalid'> {
  /** The field's name shown above it; with `hideLabel` it is read by assistive tech only. */
  label?: ReactNode;
  hideLabel?: boolean;
  /** A quiet help text under the field. */
  hint?: ReactNode;
  /** The validation message under the field; also sets aria-invalid and aria-describedby. */
  error?: ReactNode;
  /** Content before the text, e.g. the "+86" country code. */
  prefix?: ReactNode;
  /** Content after the text, e.g. a "Get code" button. */
  suffix?: ReactNode;
  /** Shows a "Clear" button while the field has a value. */
  clearable?: boolean;
  onClear?: () => void;
  /** With `maxLength`, shows "used/max" under the field. */
  showCount?: boolean;
  /** Classes of the outer wrapper (label + box + messages); `className` styles the box. */
  wrapperClassName?: string;
}

/** Sets a value the way typing would, so React's onChange fires for controlled and uncontrolled inputs. */
function setNativeValue(element: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A text field with label, optional prefix/suffix, hint, error, clear button, password visibility
 * toggle and character counter. The ref points at the <input>.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    id,
    label,
    hideLabel,
    hint,
    error,
    prefix,
    suffix,
    clearable,
    onClear,
    showCount,
    size,
    type = 'text',
    className,
    wrapperClassName,
    value,
    defaultValue,
    onChange,
    disabled,
    readOnly,
    maxLength,
    required,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const { t } = useLingui();
  const autoId = useId();
  const inputId = id ?? autoId;
  const innerRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => innerRef.current as HTMLInputElement, []);
  const [current, setUncontrolled] = useFieldText(value, defaultValue);
  const [revealed, setRevealed] = useState(false);
  const invalid = hasContent(error);
  const pad = slotPadding[size ?? 'md'];
  const isPassword = type === 'password';
  const canClear = clearable && !disabled && !readOnly && current.length > 0;

  return (
    <Field
      id={inputId}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      counter={showCount && maxLength !== undefined ? `${current.length}/${maxLength}` : undefined}
      className={wrapperClassName}
    >
      <div className={cn(inputVariants({ size, invalid }), className)}>
        {hasContent(prefix) ? (
          <span
            className={cn(
              'flex h-full shrink-0 items-center border-r border-neutral-200 bg-neutral-50 text-neutral-600',
              pad,
            )}
          >
            {prefix}
          </span>
        ) : null}
        <input
          ref={innerRef}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          value={value}
          defaultValue={defaultValue}
          disabled={disabled}
          readOnly={readOnly}
          maxLength={maxLength}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={fieldDescription(inputId, { hint, error, describedBy })}
          onChange={(event) => {
            setUncontrolled(event.target.value);
            onChange?.(event);
          }}
          className={cn(
            'h-full min-w-0 flex-1 bg-transparent placeholder:text-neutral-500 [&::-webkit-search-cancel-button]:appearance-none focus-visible:outline-none disabled:cursor-not-allowed disabled:text-neutral-500',
            pad,
          )}
          {...props}
        />
        {canClear ? (
          <button
            type="button"
            aria-label={t`Clear`}
            onClick={() => {
              const input = innerRef.current;
              if (input) {
                setNativeValue(input, '');
                input.focus();
              }
              onClear?.();
            }}
            className="mr-1 flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full text-neutral-500 hover:text-neutral-700"
          >
            <ClearIcon />
          </button>
        ) : null}
        {isPassword ? (
          <button
            type="button"
            aria-label={revealed ? t`Hide password` : t`Show password`}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
            className="mr-1 flex size-7 shrink-0 cursor-pointer items-center justify-center rounded text-neutral-500 hover:text-neutral-700 disabled:cursor-not-allowed"
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
        {hasContent(suffix) ? <span className="flex h-full shrink-0 items-center pr-1">{suffix}</span> : null}
      </div>
    </Field>
  );
});

function ClearIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M5.5 5.5l5 5m0-5l-5 5" className="stroke-neutral-0" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function EyeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className="size-5"
    >
      <path d="M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6S1.5 10 1.5 10z" />
      <circle cx="10" cy="10" r="2.5" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className="size-5"
    >
      <path d="M3 3l14 14M8.2 4.2A8.6 8.6 0 0 1 10 4c5.5 0 8.5 6 8.5 6a14 14 0 0 1-2.3 3.1M5.1 5.6A14 14 0 0 0 1.5 10s3 6 8.5 6a8 8 0 0 0 4.2-1.2" />
      <path d="M8.2 8.3a2.5 2.5 0 0 0 3.5 3.5" />
    </svg>
  );
}
