// The API client's toasts reach an app's page through a notifier: the client is made before React renders
// (the storefront's single sign-on exchange runs first), so messages sent before the toast host mounts
// wait here (at most `maxQueued`, the oldest dropped). Each app makes its one notifier.
import type { NotifyType } from './apiClient.ts';

export type NotifySink = (type: NotifyType, message: string) => void;

export interface Notifier {
  notify: NotifySink;
  /** Connects the toast host; queued messages are delivered at once. Answers a disconnect function. */
  connect: (sink: NotifySink) => () => void;
}

export function createNotifier(maxQueued = 5): Notifier {
  let sink: NotifySink | undefined;
  const queue: [NotifyType, string][] = [];
  return {
    notify(type, message) {
      if (sink) sink(type, message);
      else if (queue.push([type, message]) > maxQueued) queue.shift();
    },
    connect(next) {
      sink = next;
      for (const [type, message] of queue.splice(0)) next(type, message);
      return () => {
        if (sink === next) sink = undefined;
      };
    },
  };
}
