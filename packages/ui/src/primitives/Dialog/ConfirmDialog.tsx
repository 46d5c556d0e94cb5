import { useRef, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Button } from '../Button/index.ts';
import { dialogContentVariants, overlayClass } from './Dialog.tsx';

export interface ConfirmDialogProps {
  /** Controlled open state; or leave it out and pass a `trigger`. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  /** The question, e.g. "Are you sure you want to delete the selected items?" */
  title: ReactNode;
  /** More detail under the title. */
  message?: ReactNode;
  /** Defaults to "Confirm" (确定). */
  confirmText?: ReactNode;
  /** Defaults to "Cancel" (取消). */
  cancelText?: ReactNode;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Busy confirm button that ignores clicks and keeps the dialog open (while a request runs). */
  loading?: boolean;
  /** Where to portal the dialog; defaults to document.body. */
  container?: HTMLElement | null;
  /** Modal (default): backdrop, focus trap, the rest of the page inert. Off only for galleries. */
  modal?: boolean;
  className?: string;
}

/**
 * A yes/no question (role alertdialog): Cancel has focus first, Escape cancels, Confirm calls
 * `onConfirm` and closes (a click outside does nothing). Used by the cart's "delete selected".
 */
export function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  message,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  loading = false,
  container,
  modal = true,
  className,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal container={container}>
        {modal ? <DialogPrimitive.Overlay className={overlayClass} /> : null}
        <DialogPrimitive.Content
          role="alertdialog"
          className={cn(dialogContentVariants({ size: 'sm' }), 'gap-2 px-5 pt-5 pb-4', className)}
          {...(message ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // The safe answer gets focus first, as in an alert dialog.
            event.preventDefault();
            if (modal) cancelRef.current?.focus();
          }}
          // A question must be answered: a click on the backdrop does not dismiss it.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={() => onCancel?.()}
        >
          <DialogPrimitive.Title className="m-0 text-md font-medium text-neutral-900">
            {title}
          </DialogPrimitive.Title>
          {message ? (
            <DialogPrimitive.Description className="m-0 text-base text-neutral-600">
              {message}
            </DialogPrimitive.Description>
          ) : null}
          <div className="mt-3 flex justify-end gap-2">
            <DialogPrimitive.Close asChild>
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                {cancelText ?? t`Cancel`}
              </Button>
            </DialogPrimitive.Close>
            <DialogPrimitive.Close asChild>
              <Button loading={loading} onClick={() => onConfirm()}>
                {confirmText ?? t`Confirm`}
              </Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
