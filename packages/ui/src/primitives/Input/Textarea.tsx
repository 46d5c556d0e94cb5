import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { Field, fieldDescription, hasContent, useFieldText } from './Field.tsx';

export const textareaVariants = cva(
  'block w-full rounded border bg-neutral-0 px-3 py-2 text-base text-neutral-900 transition-colors placeholder:text-neutral-500 focus-visible:outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500',
  {
    variants: {
      invalid: {
        true: 'border-danger focus-visible:ring-danger/20',
        false:
          'border-neutral-300 hover:border-neutral-400 focus-visible:border-brand focus-visible:ring-brand/20 disabled:hover:border-neutral-300',
      },
      resize: { true: 'resize-y', false: 'resize-none' },
    },
    defaultVariants: { invalid: false, resize: true },
  },
);

export interface TextareaProps
  extends
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    Omit<VariantProps<typeof textareaVariants>, 'invalid'> {
  label?: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** The validation message under the field; also sets aria-invalid and aria-describedby. */
  error?: ReactNode;
  /** With `maxLength`, shows "used/max" under the field (comments: 150, refund notes: 200). */
  showCount?: boolean;
  wrapperClassName?: string;
}

/** A multi-line text field with the same label, hint, error and counter as Input. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    id,
    label,
    hideLabel,
    hint,
    error,
    showCount,
    resize,
    className,
    wrapperClassName,
    value,
    defaultValue,
    onChange,
    maxLength,
    required,
    rows = 4,
    'aria-describedby': describedBy,
    ...props
  },
  ref,
) {
  const autoId = useId();
  const textareaId = id ?? autoId;
  const [current, setUncontrolled] = useFieldText(value, defaultValue);
  const invalid = hasContent(error);
  return (
    <Field
      id={textareaId}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      counter={showCount && maxLength !== undefined ? `${current.length}/${maxLength}` : undefined}
      className={wrapperClassName}
    >
      <textarea
        ref={ref}
        id={textareaId}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={fieldDescription(textareaId, { hint, error, describedBy })}
        onChange={(event) => {
          setUncontrolled(event.target.value);
          onChange?.(event);
        }}
        className={cn(textareaVariants({ invalid, resize }), className)}
        {...props}
      />
    </Field>
  );
});
