// SWR's policy for the apps (storefront and consoles): a query is retried only when retrying can help (the
// network or the server failed, never a refusal), twice at most, and not refetched when the window
// regains focus.
import { isAxiosError } from 'axios';
import type { SWRConfiguration } from 'swr';

/** Retried only when retrying can help: the network or the server failed, not a refusal (4xx). */
export function shouldRetry(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

export const swrOptions: SWRConfiguration = {
  shouldRetryOnError: shouldRetry,
  errorRetryCount: 2,
  revalidateOnFocus: false,
};
