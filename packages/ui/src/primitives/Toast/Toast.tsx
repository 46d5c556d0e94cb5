import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { CloseIcon } from '../Dialog/CloseIcon.tsx';
import {
  TOAST_DEFAULT_DURATION_MS,
  ToastContext,
  useToastList,
  type ToastItem,
  type ToastType,
} from './toastState.ts';

export {
  TOAST_DEFAULT_DURATION_MS,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastType,
} from './toastState.ts';

export const toastVariants = cva(
  'pointer-events-auto flex w-full items-start gap-2 rounded-md border py-2.5 pr-2 pl-3 text-base text-neutral-800 shadow-md motion-safe:data-[state=open]:animate-fade-in data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y)',
  {
    variants: {
      type: {
        info: 'border-info/30 bg-info-soft',
        success: 'border-success/30 bg-success-soft',
        warning: 'border-warning/30 bg-warning-soft',
        error: 'border-danger/30 bg-danger-soft',
      },
    },
    defaultVariants: { type: 'info' },
  },
);

const iconColor: Record<ToastType, string> = {
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  error: 'text-danger',
};

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default time on screen for toasts pushed without one. */
  duration?: number;
  /** At most this many toasts at once; the oldest goes first. */
  max?: number;
  /** Classes of the viewport (top centre by default). */
  viewportClassName?: string;
}

/**
 * Holds the page's toasts and renders their viewport (top centre, above dialogs). Children call
 * `useToast().push({ type, message, duration })`: info, success, warning (the API's 400 messages) or
 * error (500 "The server had a small problem~"). Each toast has a translated close button; F8 moves
 * focus to the toasts.
 */
export function ToastProvider({
  children,
  duration = TOAST_DEFAULT_DURATION_MS,
  max = 3,
  viewportClassName,
}: ToastProviderProps) {
  const { toasts, api, remove } = useToastList(max);
  return (
    <ToastContext.Provider value={api}>
      <ToastLayer toasts={toasts} duration={duration} onRemove={remove} viewportClassName={viewportClassName}>
        {children}
      </ToastLayer>
    </ToastContext.Provider>
  );
}

export interface ToastLayerProps {
  toasts: ToastItem[];
  duration: number;
  /** A toast has closed: drop it from the list. */
  onRemove: (id: number) => void;
  viewportClassName?: string | undefined;
  children?: ReactNode;
}

/** Radix's toast provider with the toasts of a list and their viewport (used by both providers). */
export function ToastLayer({ toasts, duration, onRemove, viewportClassName, children }: ToastLayerProps) {
  const { t } = useLingui();
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="up" label={t`Notification`}>
      {children}
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          type={toast.type}
          open={toast.open}
          duration={toast.duration}
          onOpenChange={(open) => {
            if (!open) onRemove(toast.id);
          }}
        >
          {toast.message}
        </Toast>
      ))}
      <ToastPrimitive.Viewport
        label={t`Notifications (F8)`}
        className={cn(
          'fixed inset-x-4 top-4 z-toast mx-auto my-0 flex w-fit max-w-md list-none flex-col items-stretch gap-2 p-0 outline-none',
          viewportClassName,
        )}
      />
    </ToastPrimitive.Provider>
  );
}

export interface ToastProps extends Omit<ComponentPropsWithoutRef<typeof ToastPrimitive.Root>, 'type'> {
  type?: ToastType;
}

/** One toast (normally created by `push`); warnings and errors are alerts, the rest statuses. */
export const Toast = forwardRef<HTMLLIElement, ToastProps>(function Toast(
  { type = 'info', className, children, ...props },
  ref,
) {
  const { t } = useLingui();
  const urgent = type === 'warning' || type === 'error';
  return (
    <ToastPrimitive.Root
      ref={ref}
      type={urgent ? 'foreground' : 'background'}
      data-type={type}
      className={cn(toastVariants({ type }), className)}
      {...props}
    >
      <ToastIcon type={type} />
      {/* Radix announces the text through its own live region; this role states what the toast is. */}
      <ToastPrimitive.Description
        role={urgent ? 'alert' : 'status'}
        aria-live="off"
        className="min-w-0 flex-1 py-px"
      >
        {children}
      </ToastPrimitive.Description>
      <ToastPrimitive.Close
        aria-label={t`Close`}
        className="flex size-6 shrink-0 cursor-pointer items-center justify-center rounded text-neutral-600 hover:bg-neutral-900/5 hover:text-neutral-900"
      >
        <CloseIcon className="size-3.5" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
});

function ToastIcon({ type }: { type: ToastType }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={cn('mt-px size-5 shrink-0', iconColor[type])}>
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      {type === 'success' ? (
        <path
          d="M6 10.5l2.5 2.5L14 7.5"
          fill="none"
          className="stroke-neutral-0"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : type === 'info' ? (
        <path
          d="M10 9v5M10 6.2v.1"
          fill="none"
          className="stroke-neutral-0"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M10 5.8v5M10 13.8v.1"
          fill="none"
          className="stroke-neutral-0"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
