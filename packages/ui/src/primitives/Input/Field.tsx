import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface FieldProps {
  /** The id of the control the label points at; hint and error ids derive from it. */
  id: string;
  label?: ReactNode;
  /** Keep the label for assistive tech only (a search box whose purpose the layout makes clear). */
  hideLabel?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shown at the end of the message row, e.g. a "12/150" character counter. */
  counter?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The ids of a field's hint and error texts, for aria-describedby (error first: it matters most). */
export function fieldDescription(
  id: string,
  { hint, error, describedBy }: { hint?: ReactNode; error?: ReactNode; describedBy?: string },
): string | undefined {
  const ids = [hasContent(error) ? `${id}-error` : null, hasContent(hint) ? `${id}-hint` : null, describedBy]
    .filter(Boolean)
    .join(' ');
  return ids || undefined;
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * Label above, control, then one message row below: the error (danger) replaces nothing, it stands
 * before the hint so the shopper reads what is wrong first; the counter sits at the row's end.
 */
export function Field({
  id,
  label,
  hideLabel,
  required,
  hint,
  error,
  counter,
  className,
  children,
}: FieldProps) {
  const showError = hasContent(error);
  const showHint = hasContent(hint);
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {hasContent(label) ? (
        <label htmlFor={id} className={cn('text-sm font-medium text-neutral-800', hideLabel && 'sr-only')}>
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-danger">
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {children}
      {showError || showHint || hasContent(counter) ? (
        <div className="flex items-start gap-2 text-xs">
          <div className="flex min-w-0 flex-1 flex-col">
            {showError ? (
              <p id={`${id}-error`} className="m-0 text-danger">
                {error}
              </p>
            ) : null}
            {showHint ? (
              <p id={`${id}-hint`} className="m-0 text-neutral-500">
                {hint}
              </p>
            ) : null}
          </div>
          {hasContent(counter) ? (
            <span className="ml-auto shrink-0 font-num text-neutral-500 tabular-nums">{counter}</span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The text a field shows, controlled (`value`) or not (`defaultValue`), and the setter its change handler
 * calls so the counter and the clear button follow typing in both modes.
 */
export function useFieldText(
  value: unknown,
  defaultValue: unknown,
): [current: string, setUncontrolled: (text: string) => void] {
  const [uncontrolled, setUncontrolled] = useState(String(defaultValue ?? ''));
  return [value !== undefined && value !== null ? String(value) : uncontrolled, setUncontrolled];
}
