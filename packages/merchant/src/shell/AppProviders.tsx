// Everything the centre's routes need around them: the API client, SWR's policy (as the storefront's:
// no retries of a refusal, no refetch on focus), and the toast host that shows the client's messages.
import { useEffect, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { SWRConfig } from 'swr';
import { ToastHost, useToast } from '@mall/ui';
import { ApiClientProvider, swrOptions } from '@mall/client/swr';
import { notifier } from '../session/notifier.ts';

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
