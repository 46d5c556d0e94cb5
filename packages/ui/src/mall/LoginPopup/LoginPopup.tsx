import { useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent } from '../../primitives/Dialog/index.ts';
import { cn } from '../../lib/cn.ts';
import { LoginPanel, type LoginPanelProps } from './LoginPanel.tsx';

export interface LoginPopupProps extends LoginPanelProps {
  /** Visible or hidden (spec section 4); the panel starts afresh each time it opens. */
  open: boolean;
  /** Asked to close by Escape, the close button or a click outside; close it after a login too. */
  onOpenChange: (open: boolean) => void;
  /** Where to portal the popup; document.body by default. */
  container?: HTMLElement | null;
}

/**
 * The login popup: a dialog titled "Log in" around the LoginPanel (account and mobile tabs, agreement,
 * register and forgot-password links). On PC a centred box; at phone width a full-width sheet at the
 * bottom of the screen.
 */
export function LoginPopup({ open, onOpenChange, container, className, ...panel }: LoginPopupProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t`Log in`}
        size="sm"
        container={container}
        // The shopper came to log in: focus the first field rather than the close button.
        onOpenAutoFocus={(event) => {
          const first = (event.currentTarget as HTMLElement | null)?.querySelector('input');
          if (first) {
            event.preventDefault();
            first.focus();
          }
        }}
        className="max-sm:inset-x-0 max-sm:top-auto max-sm:bottom-0 max-sm:max-w-none max-sm:translate-y-0 max-sm:rounded-b-none"
      >
        <LoginPanel className={cn('pb-1', className)} {...panel} />
      </DialogContent>
    </Dialog>
  );
}
