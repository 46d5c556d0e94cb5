// The cross of a close button (dialogs, drawers, toasts). Its own module so that a toast does not bring
// the dialog (Radix Dialog, focus scope, scroll lock) into the first download.
import { cn } from '../../lib/cn.ts';

export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      className={cn('size-4', className)}
    >
      <path d="M3.5 3.5l9 9m0-9l-9 9" />
    </svg>
  );
}
