// Signing in and out of the merchant centre: the console kit's signIn/signOut with the merchant endpoints.
import type { AxiosInstance } from 'axios';
import { merchantLogin, merchantLogout } from '@mall/client';
import { signIn as signInConsole, signOut as signOutConsole, type TokenStore } from '@mall/client/console';
import { merchantToken } from './token.ts';

/** Signs in with the store account; the merchant token is stored. Answers the token. */
export function signIn(
  http: AxiosInstance,
  input: { username: string; password: string },
  tokens: TokenStore = merchantToken,
): Promise<string> {
  return signInConsole(http, input, { tokens, login: merchantLogin });
}

/** Signs out: the server revokes the token (a failure still ends the local session). */
export function signOut(http: AxiosInstance, tokens: TokenStore = merchantToken): Promise<void> {
  return signOutConsole(http, { tokens, logout: merchantLogout });
}
