// Everything a route needs around it: the API client, SWR's policy, and the toast host that shows the
// client's messages (spec section 8); the toasts' UI loads with the first toast (decisions/0040).
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
