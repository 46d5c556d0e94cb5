// Everything the centre's routes need around them: the API client, SWR's policy (as the storefront's:
// no retries of a refusal, no refetch on focus), and the toast host that shows the client's messages.
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
