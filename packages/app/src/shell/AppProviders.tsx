// Everything a route needs around it: the API client, SWR's policy, and the toast host that shows the
// client's messages (spec section 8); the toasts' UI loads with the first toast (decisions/0040).
import { useEffect, type ReactNode } from 'react';
import { isAxiosError, type AxiosInstance } from 'axios';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ToastHost, useToast } from '@mall/ui';
import { ApiClientProvider } from '@mall/client/swr';
import { notifier } from '../session/notifier.ts';

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

/** Shows the API client's messages as toasts. */
function ToastBridge() {
  const { push } = useToast();
  useEffect(() => notifier.connect((type, message) => push({ type, message })), [push]);
  return null;
}

export function AppProviders({ client, children }: { client: AxiosInstance; children: ReactNode }) {
  return (
    <ApiClientProvider client={client}>
      <SWRConfig value={swrOptions}>
        <ToastHost>
          <ToastBridge />
          {children}
        </ToastHost>
      </SWRConfig>
    </ApiClientProvider>
  );
}
