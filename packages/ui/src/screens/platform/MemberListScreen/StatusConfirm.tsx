// The question before a member is disabled or enabled (shared by the list and the detail): the confirm
// button stays busy until the app's promise settles, then the dialog closes (a refusal is the screen's
// `refusal`, shown on the page).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MemberStatus } from '@mall/domain';
import { ConfirmDialog } from '../../../primitives/Dialog/index.ts';

export interface StatusChange {
  userId: string;
  nickName: string;
  /** The status asked for. */
  status: MemberStatus;
}

export function StatusConfirm({
  change,
  onSetStatus,
  onClose,
  container,
}: {
  change: StatusChange;
  onSetStatus: (userId: string, status: MemberStatus) => Promise<void>;
  onClose: () => void;
  container?: HTMLElement | null | undefined;
}) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const name = change.nickName;
  const disable = change.status === MemberStatus.disabled;
  return (
    <ConfirmDialog
      open
      // Closed by Cancel or Escape only: Confirm waits for the answer.
      onOpenChange={() => undefined}
      container={container}
      title={disable ? t`Disable the member ${name}?` : t`Enable the member ${name}?`}
      message={
        disable
          ? t`The member is signed out at once and can no longer sign in until enabled again.`
          : t`The member may sign in again.`
      }
      confirmText={disable ? t`Disable` : t`Enable`}
      loading={pending}
      onCancel={() => (pending ? undefined : onClose())}
      onConfirm={() => {
        if (pending) return;
        setPending(true);
        onSetStatus(change.userId, change.status)
          .catch(() => undefined)
          .finally(() => {
            setPending(false);
            onClose();
          });
      }}
    />
  );
}
