// The API client's toasts reach the page through this bridge (`createNotifier`, packages/client).
import { createNotifier } from '@mall/client';

/** The app's one notifier. */
export const notifier = createNotifier();
