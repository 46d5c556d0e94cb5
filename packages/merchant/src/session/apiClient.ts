// The merchant centre's API client: the shared client (packages/client) whose token is the merchant
// token (it goes only on /merchant/ paths), and whose 401 ends the session and shows the login page with
// the way back.
import type { AxiosInstance } from 'axios';
import { createApiClient, type ApiClientOptions } from '@mall/client';
import type { TokenStore } from './token.ts';

export type MerchantClientOptions = Pick<ApiClientOptions, 'getLocale' | 'notify' | 'translate'> &
  Partial<Omit<ApiClientOptions, 'getToken' | 'clearToken' | 'onShowLogin'>> & {
    tokens: TokenStore;
    /** The session ended (a 401): the app shows the login page. */
    onSessionEnded: () => void;
  };

export function createMerchantApiClient({
  tokens,
  onSessionEnded,
  ...options
}: MerchantClientOptions): AxiosInstance {
  return createApiClient({
    getToken: () => tokens.get(),
    clearToken: () => tokens.clear(),
    onShowLogin: onSessionEnded,
    ...options,
  });
}
