// Everything the centre's routes need around them: the API client, SWR's policy (as the storefront's:
// no retries of a refusal, no refetch on focus), and the toast host that shows the client's messages.
import type { ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { ToastHost } from '@mall/ui';
import { ApiProviders } from '@mall/client/swr';
import { notifier } from '../session/notifier.ts';

export function AppProviders({ client, children }: { client: AxiosInstance; children: ReactNode }) {
  return (
    <ApiProviders client={client}>
      <ToastHost connect={notifier.connect}>{children}</ToastHost>
    </ApiProviders>
  );
}
