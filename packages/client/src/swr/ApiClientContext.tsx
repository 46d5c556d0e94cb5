// The API client of an app's hooks: the app creates it once (createApiClient) and provides it here.
import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { SWRConfig } from 'swr';
import { swrOptions } from './policy.ts';

const ApiClientContext = createContext<AxiosInstance | null>(null);

export function ApiClientProvider({ client, children }: { client: AxiosInstance; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): AxiosInstance {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider>');
  return client;
}

/** What an app's routes need around them: the API client and SWR's policy (`swrOptions`). */
export function ApiProviders({ client, children }: { client: AxiosInstance; children: ReactNode }) {
  return (
    <ApiClientProvider client={client}>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </ApiClientProvider>
  );
}
