// The platform console's session on the console kit (`@mall/client/console`, decisions/0080, 0081): its
// token under its own localStorage key (never the storefront's cookie nor the merchant centre's key), its
// language key, sign-in and out over POST /platform/login and /platform/logout, and the toasts' notifier.
import type { AxiosInstance } from 'axios';
import { createNotifier, platformLogin, platformLogout } from '@mall/client';
import {
  createLocaleStore,
  createTokenStore,
  signIn as signInConsole,
  signOut as signOutConsole,
  useToken as useConsoleToken,
  type TokenStore,
} from '@mall/client/console';

/** The localStorage key of the platform token. */
export const PLATFORM_TOKEN_KEY = 'mall.platform.token';
/** The localStorage key of the console's language. */
export const PLATFORM_LOCALE_KEY = 'mall.platform.locale';

/** The console's one token store. */
export const platformToken = createTokenStore(PLATFORM_TOKEN_KEY);

export const { stored: storedLocale, keep: keepLocale } = createLocaleStore(PLATFORM_LOCALE_KEY);

/** The console's one notifier (the API client's toasts). */
export const notifier = createNotifier();

/** The platform token as React state. */
export function useToken(tokens: TokenStore = platformToken): string | undefined {
  return useConsoleToken(tokens);
}

/** Signs in with a platform account; the platform token is stored. */
export function signIn(
  http: AxiosInstance,
  input: { username: string; password: string },
  tokens: TokenStore = platformToken,
): Promise<string> {
  return signInConsole(http, input, { tokens, login: platformLogin });
}

/** Signs out: the server revokes the token (a failure still ends the local session). */
export function signOut(http: AxiosInstance, tokens: TokenStore = platformToken): Promise<void> {
  return signOutConsole(http, { tokens, logout: platformLogout });
}
