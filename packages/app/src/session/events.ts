// A tiny typed event emitter; `sessionEvents` carries 'show-login' from the API client to the login popup.

export type Listener<T> = (payload: T) => void;

export interface Emitter<Events extends Record<string, unknown>> {
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void;
  off<K extends keyof Events>(event: K, listener: Listener<Events[K]>): void;
  emit<K extends keyof Events>(event: K, payload: Events[K]): void;
}

export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  const emitter: Emitter<Events> = {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener as Listener<never>);
      return () => emitter.off(event, listener);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as Listener<never>);
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        (listener as Listener<Events[typeof event]>)(payload);
      }
    },
  };
  return emitter;
}

export interface SessionEvents extends Record<string, unknown> {
  /** Open the login popup. */
  'show-login': undefined;
}

export const sessionEvents = createEmitter<SessionEvents>();

export function showLogin(): void {
  sessionEvents.emit('show-login', undefined);
}
