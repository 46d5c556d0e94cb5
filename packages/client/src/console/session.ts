// Signing in and out of a console, as plain functions over the API client (the screens stay views). The
// console gives its own login and logout endpoints (merchantLogin/merchantLogout, platformLogin/
// platformLogout). The password travels RSA-encrypted with the server's public key, as the storefront's
// login (decisions/0012); logging out revokes the token on the server, and the local session ends either way.
import type { AxiosInstance } from 'axios';
import { getPublicKey } from '../endpoints/account.ts';
import type { TokenStore } from './token.ts';

/** A console's login endpoint: the account and the encrypted password in, a token out. */
export type ConsoleLogin = (
  http: AxiosInstance,
  body: { username: string; password: string },
) => Promise<{ access_token: string }>;

/** A console's logout endpoint: revokes the token the client carries. */
export type ConsoleLogout = (http: AxiosInstance) => Promise<unknown>;

/** Signs in with `login`; the console's token is stored. Answers the token. */
export async function signIn(
  http: AxiosInstance,
  input: { username: string; password: string },
  { tokens, login }: { tokens: TokenStore; login: ConsoleLogin },
): Promise<string> {
  // The RSA library loads with the first sign-in, not with every page.
  const [pem, { encryptPassword }] = await Promise.all([getPublicKey(http), import('./password.ts')]);
  const result = await login(http, {
    username: input.username.trim(),
    password: encryptPassword(pem, input.password),
  });
  tokens.set(result.access_token);
  return result.access_token;
}

/** Signs out with `logout`: the server revokes the token (a failure still ends the local session). */
export async function signOut(
  http: AxiosInstance,
  { tokens, logout }: { tokens: TokenStore; logout: ConsoleLogout },
): Promise<void> {
  try {
    if (tokens.get()) await logout(http);
  } catch {
    // the token may already be dead: the local session ends either way
  } finally {
    tokens.clear();
  }
}
