// False while a server-rendered page hydrates (and on the server), true after: time-driven text such as
// a countdown is drawn only then, so the server's render and the browser's first one agree (0038).
// The one such check of the mall: the ui's countdown components and the app's server clock use it.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
