// The platform content screens' "delete?" question: Confirm waits for the app's answer; a rejection
// shows the app's refusal in the question, which stays until cancelled. Its texts are the caller's.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';

export function DeleteConfirm({
  title,
  message,
  confirmText,
  refusal,
  container,
  onClose,
  onDelete,
}: {
  title: ReactNode;
  message: ReactNode;
  confirmText: ReactNode;
  refusal?: string | undefined;
  container?: HTMLElement | null | undefined;
  onClose: () => void;
  onDelete: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <ConfirmDialog
      open
      // Closed by Cancel or Escape only: Confirm waits for the answer (a refusal is shown here).
      onOpenChange={() => undefined}
      container={container}
      title={title}
      message={
        failed && refusal ? (
          <span role="alert" className="text-danger">
            {refusal}
          </span>
        ) : (
          message
        )
      }
      confirmText={confirmText}
      loading={pending}
      onCancel={() => (pending ? undefined : onClose())}
      onConfirm={() => {
        if (pending) return;
        setPending(true);
        setFailed(false);
        onDelete()
          .then(onClose, () => setFailed(true))
          .finally(() => setPending(false));
      }}
    />
  );
}
