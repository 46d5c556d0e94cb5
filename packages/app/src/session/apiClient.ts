// The app's client: createApiClient wired to the session cookie and the show-login event. The app passes
// the page language, the toast and the translator (its Lingui i18n).
import type { AxiosInstance } from 'axios';
import { createApiClient, type ApiClientOptions } from '@mall/client';
import { getToken, removeToken } from './cookie.ts';
import { showLogin } from './events.ts';

export function createAppApiClient(
  options: Pick<ApiClientOptions, 'getLocale' | 'notify' | 'translate'> & Partial<ApiClientOptions>,
): AxiosInstance {
  return createApiClient({
    getToken: () => getToken(),
    clearToken: () => removeToken(),
    onShowLogin: showLogin,
    ...options,
  });
}
