// The merchant centre's API client: the shared client (packages/client) whose token is the merchant
// token (it goes on /merchant/ paths), and whose 401 ends the session: the token is dropped as `expired`,
// and the route guard, which follows the token, shows the login page saying so, with the way back. Only a
// 401 of a request sent under the current token does so (the shared client's rule, decisions/0062).
import type { AxiosInstance } from 'axios';
import { createApiClient, type ApiClientOptions } from '@mall/client';
import type { TokenStore } from './token.ts';

export type MerchantClientOptions = Pick<ApiClientOptions, 'getLocale' | 'notify' | 'translate'> &
  Partial<Omit<ApiClientOptions, 'getToken' | 'clearToken' | 'onShowLogin'>> & {
    tokens: TokenStore;
  };

export function createMerchantApiClient({ tokens, ...options }: MerchantClientOptions): AxiosInstance {
  return createApiClient({
    getToken: () => tokens.get(),
    clearToken: () => tokens.clear('expired'),
    // The guard leaves the page as the token goes: one navigation, never two racing.
    onShowLogin: () => undefined,
    ...options,
  });
}
