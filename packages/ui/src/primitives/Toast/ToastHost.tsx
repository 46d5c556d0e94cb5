// The storefront's toast provider: the same `useToast().push` as ToastProvider, but the toasts' UI (Radix
// toast, its viewport and the close button) is loaded with the first toast rather than with every page.
// A toast pushed before that waits in the list and shows as soon as the UI has arrived.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { TOAST_DEFAULT_DURATION_MS, ToastContext, useToastList, type ToastType } from './toastState.ts';

const ToastLayer = lazy(async () => ({ default: (await import('./Toast.tsx')).ToastLayer }));

export interface ToastHostProps {
  children?: ReactNode;
  /** Default time on screen for toasts pushed without one. */
  duration?: number;
  /** At most this many toasts at once; the oldest goes first. */
  max?: number;
  /**
   * Messages from outside React (an app's API client) shown as toasts: called once with the sink, it
   * answers the disconnect function (the client's notifier's `connect`).
   */
  connect?: (sink: (type: ToastType, message: string) => void) => () => void;
}

/** Holds the page's toasts; their UI loads when the first one is pushed (see ToastProvider). */
export function ToastHost({
  children,
  duration = TOAST_DEFAULT_DURATION_MS,
  max = 3,
  connect,
}: ToastHostProps) {
  const { toasts, api, remove } = useToastList(max);
  const { push } = api;
  useEffect(() => connect?.((type, message) => push({ type, message })), [connect, push]);
  // Mounted with the first toast and kept: later toasts do not remount Radix's provider.
  const [layerWanted, setLayerWanted] = useState(false);
  if (toasts.length > 0 && !layerWanted) setLayerWanted(true);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {layerWanted ? (
        <Suspense fallback={null}>
          <ToastLayer toasts={toasts} duration={duration} onRemove={remove} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
