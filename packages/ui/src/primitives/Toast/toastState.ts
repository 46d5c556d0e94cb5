// The toasts' state without their UI: what `useToast` pushes to, the list with its limit, and the options.
// Both providers hold it: ToastProvider (Toast.tsx, the UI built in) and ToastHost (ToastHost.tsx, the UI
// loaded with the first toast, so that Radix's toast is not in the storefront's first download).
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

/** How long a toast stays when `push` is given no duration. */
export const TOAST_DEFAULT_DURATION_MS = 3000;

export interface ToastOptions {
  type?: ToastType;
  /** The text; pass `i18n._(descriptor)` for a domain message, or the server's own 400 text. */
  message: ReactNode;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until closed. Default 3000. */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'type' | 'message'>> {
  id: number;
  duration: number | undefined;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  push: (options: ToastOptions) => number;
  /** Closes a toast early. */
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The `push`/`dismiss` of the nearest ToastProvider or ToastHost. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider> or <ToastHost>.');
  return api;
}

/** The toasts on screen, at most `max` open at once (the oldest goes first), and their API. */
export function useToastList(max: number) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  }, []);

  const push = useCallback(
    ({ type = 'info', message, duration: ms }: ToastOptions) => {
      const id = nextId.current;
      nextId.current += 1;
      setToasts((list) => {
        const showing = list.filter((toast) => toast.open);
        const kept = showing.slice(Math.max(0, showing.length - (max - 1)));
        return [...kept, { id, type, message, duration: ms, open: true }];
      });
      return id;
    },
    [max],
  );

  /** Drops a toast once it has closed (its exit has run). */
  const remove = useCallback((id: number) => {
    setToasts((list) => list.filter((item) => item.id !== id));
  }, []);

  const api = useMemo<ToastApi>(() => ({ push, dismiss }), [push, dismiss]);
  return { toasts, api, remove };
}
