import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export interface FormSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading (an <h2>); it also names the section for screen readers. */
  title: ReactNode;
  description?: ReactNode;
  /** The section's own buttons (Save, Cancel), under its fields. */
  footer?: ReactNode;
}

/**
 * One titled part of a console form (basic information, prices and stock, shipping): a card with a
 * heading, an optional description, the fields, and optional footer actions.
 */
export const FormSection = forwardRef<HTMLElement, FormSectionProps>(function FormSection(
  { className, title, description, footer, children, ...props },
  ref,
) {
  const titleId = useId();
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      className={cn('rounded border border-neutral-200 bg-neutral-0', className)}
      {...props}
    >
      <div className="flex flex-col gap-1 border-b border-neutral-200 px-6 py-4">
        <h2 id={titleId} className="m-0 text-md font-medium text-neutral-900">
          {title}
        </h2>
        {description ? <p className="m-0 text-sm text-neutral-600">{description}</p> : null}
      </div>
      <div className="flex flex-col gap-4 px-6 py-5">{children}</div>
      {footer ? (
        <div className="flex items-center justify-end gap-2 border-t border-neutral-200 px-6 py-3">
          {footer}
        </div>
      ) : null}
    </section>
  );
});
