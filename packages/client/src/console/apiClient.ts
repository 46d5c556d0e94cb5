// A console's API client: the shared client whose token is the console's (it goes on /merchant/ or
// /platform/ paths: apiClient.ts), and whose 401 ends the session: the token is dropped as `expired`,
// and the route guard, which follows the token, shows the login page saying so, with the way back. Only a
// 401 of a request sent under the current token does so (the shared client's rule, decisions/0062).
import type { AxiosInstance } from 'axios';
import { createApiClient, type ApiClientOptions } from '../apiClient.ts';
import type { TokenStore } from './token.ts';

export type ConsoleClientOptions = Pick<ApiClientOptions, 'getLocale' | 'notify' | 'translate'> &
  Partial<Omit<ApiClientOptions, 'getToken' | 'clearToken' | 'onShowLogin'>> & {
    tokens: TokenStore;
  };

export function createConsoleApiClient({ tokens, ...options }: ConsoleClientOptions): AxiosInstance {
  return createApiClient({
    getToken: () => tokens.get(),
    clearToken: () => tokens.clear('expired'),
    // The guard leaves the page as the token goes: one navigation, never two racing.
    onShowLogin: () => undefined,
    ...options,
  });
}
