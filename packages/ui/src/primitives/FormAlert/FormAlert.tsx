import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface FormAlertProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  /** The form's refusal (usually the server's message); nothing is rendered without one. */
  children?: ReactNode;
}

/**
 * A form's refusal above its button: announced when it appears (`role="alert"`); give it an `id` and point
 * the form's `aria-describedby` at it so the form is described by it too. Field messages stay under their
 * fields (Input's `error`); this is for what belongs to the whole form.
 */
export function FormAlert({ children, className, ...props }: FormAlertProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p
      role="alert"
      className={cn(
        'm-0 rounded border border-danger bg-danger-soft px-3 py-2 text-sm text-danger',
        className,
      )}
      {...props}
    >
      {children}
    </p>
  );
}
