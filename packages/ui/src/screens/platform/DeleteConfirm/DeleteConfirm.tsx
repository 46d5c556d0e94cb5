// The platform content screens' "delete?" question: Confirm waits for the app's answer; a rejection
// shows the app's refusal in the question, which stays until cancelled. Its texts are the caller's.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../primitives/Dialog/index.ts';

export interface DeleteConfirmProps {
  /** The question, e.g. "Delete the banner X?" */
  title: ReactNode;
  /** What deleting does, shown under the question until a refusal replaces it. */
  message: ReactNode;
  confirmText: ReactNode;
  /** The app's refusal of the last delete, shown once `onDelete` rejects. */
  refusal?: string | undefined;
  /** Where the dialog portals (stories); document.body by default. */
  container?: HTMLElement | null | undefined;
  /** Closes the question (Cancel, Escape, or after the delete resolved). */
  onClose: () => void;
  /** Sends the delete; resolves once deleted (the question closes), rejects when refused. */
  onDelete: () => Promise<void>;
}

export function DeleteConfirm({
  title,
  message,
  confirmText,
  refusal,
  container,
  onClose,
  onDelete,
}: DeleteConfirmProps) {
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
