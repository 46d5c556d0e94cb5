// Whether the login popup is open, kept outside React: a 'show-login' can come before the popup has
// mounted (a login-only page asks for it in its first effect, a 401 can answer early), and must not
// be lost.
import { sessionEvents, type Emitter, type SessionEvents } from './events.ts';

export interface LoginPopupState {
  isOpen: () => boolean;
  open: () => void;
  close: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createLoginPopupState(events: Emitter<SessionEvents> = sessionEvents): LoginPopupState {
  let opened = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (opened === next) return;
    opened = next;
    for (const listener of [...listeners]) listener();
  };
  events.on('show-login', () => set(true));
  return {
    isOpen: () => opened,
    open: () => set(true),
    close: () => set(false),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one login popup state, opened by every 'show-login'. */
export const loginPopupState = createLoginPopupState();
