// A console's token (the merchant centre's, the platform console's), kept in localStorage under a key of
// the console's own: never the storefront's `token` cookie nor the other console's key, so a shopper's,
// a merchant's and a platform session never meet in one browser (decisions/0062, 0080). A small store the
// React tree subscribes to (useSyncExternalStore), so signing out or a 401 re-renders the route guard.

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStore {
  get(): string | undefined;
  set(token: string): void;
  /** Drops the token; `expired` when the server refused it (a 401), so the login page can say so. */
  clear(reason?: 'expired'): void;
  /** Why the last session ended, while no new one has begun: `expired` after a 401. */
  endedReason(): 'expired' | undefined;
  /** Calls `listener` on every change (also another tab's); answers the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked: the session lives as long as the page
  }
}

/**
 * A token store under the localStorage `key` of `storage` (the browser's localStorage by default; a
 * memory copy when storage refuses).
 */
export function createTokenStore(key: string, storage: Storage | undefined = browserStorage()): TokenStore {
  let memory: string | undefined;
  let ended: 'expired' | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const read = () => {
    try {
      return storage ? (storage.getItem(key) ?? undefined) : memory;
    } catch {
      return memory;
    }
  };
  return {
    get: () => read() || undefined,
    endedReason: () => ended,
    set(token) {
      memory = token;
      ended = undefined;
      try {
        storage?.setItem(key, token);
      } catch {
        // quota or privacy mode: the memory copy serves this page
      }
      notify();
    },
    clear(reason) {
      memory = undefined;
      ended = reason;
      try {
        storage?.removeItem(key);
      } catch {
        // nothing stored
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      // Another tab signing in or out changes the key here too.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
