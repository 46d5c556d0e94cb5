import { forwardRef, type ComponentPropsWithoutRef, type HTMLAttributes, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { CloseIcon } from './CloseIcon.tsx';

/** Root, trigger and close come straight from radix: `open`/`onOpenChange` or `defaultOpen`. */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

/** The dimmed backdrop behind a modal dialog (also used by Drawer). */
export const overlayClass =
  'fixed inset-0 z-dialog bg-neutral-900/50 motion-safe:data-[state=open]:animate-fade-in';

export const DialogOverlay = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Overlay>
>(function DialogOverlay({ className, ...props }, ref) {
  return <DialogPrimitive.Overlay ref={ref} className={cn(overlayClass, className)} {...props} />;
});

export const dialogContentVariants = cva(
  'fixed inset-x-4 top-1/2 z-dialog mx-auto flex max-h-9/10 -translate-y-1/2 flex-col overflow-hidden rounded-lg bg-neutral-0 text-neutral-900 shadow-lg focus-visible:outline-none motion-safe:data-[state=open]:animate-fade-in',
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-3xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** What a dialog and a drawer both take besides radix's content props. */
export interface OverlayContentOptions {
  /** Names the overlay for assistive tech; required. */
  title: ReactNode;
  /** Keep the title for assistive tech only (when the body has its own heading, e.g. login tabs). */
  hideTitle?: boolean;
  description?: ReactNode;
  /** Action buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** Hide the corner close button (the footer must then offer a way out; Escape still works). */
  hideClose?: boolean;
  /** Where to portal the overlay; defaults to document.body. */
  container?: HTMLElement | null;
  /** Render without the dimmed backdrop (non-modal use). */
  hideOverlay?: boolean;
}

export interface DialogContentProps
  extends
    Omit<ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, 'title'>,
    VariantProps<typeof dialogContentVariants>,
    OverlayContentOptions {}

/** Title, description and close button: the head of both Dialog and Drawer. */
export function DialogHeading({
  title,
  hideTitle,
  description,
  hideClose,
  className,
}: {
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  hideClose?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div
      className={cn(
        'flex shrink-0 items-start gap-3 px-5 pt-4',
        hideTitle && !description && 'pt-0',
        className,
      )}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <DialogPrimitive.Title className={cn('m-0 text-lg font-medium', hideTitle && 'sr-only')}>
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="m-0 text-sm text-neutral-600">
            {description}
          </DialogPrimitive.Description>
        ) : null}
      </div>
      {hideClose ? null : (
        <DialogPrimitive.Close
          aria-label={t`Close`}
          className={cn(
            '-mr-2 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded text-neutral-500 hover:bg-neutral-100 hover:text-neutral-800',
            hideTitle && 'absolute top-2 right-4',
          )}
        >
          <CloseIcon />
        </DialogPrimitive.Close>
      )}
    </div>
  );
}

/**
 * The dialog box: heading (title, optional description, close button), scrolling body (children),
 * optional footer. Focus is trapped inside while open, Escape and the close button close it.
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  {
    title,
    hideTitle,
    description,
    footer,
    hideClose,
    container,
    hideOverlay,
    size,
    className,
    children,
    ...props
  },
  ref,
) {
  return (
    <DialogPrimitive.Portal container={container}>
      {hideOverlay ? null : <DialogOverlay />}
      <DialogPrimitive.Content
        ref={ref}
        className={cn(dialogContentVariants({ size }), className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <DialogHeading title={title} hideTitle={hideTitle} description={description} hideClose={hideClose} />
        {children !== undefined && children !== null ? (
          <DialogBody>{children}</DialogBody>
        ) : (
          <div className="h-4 shrink-0" />
        )}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});

export function DialogBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-4 text-base text-neutral-700', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'flex shrink-0 flex-col-reverse gap-2 border-t border-neutral-100 px-5 py-3 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}

export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
