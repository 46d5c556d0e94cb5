// Signing in and out of the merchant centre, as plain functions over the API client (the screens stay
// views). The password travels RSA-encrypted with the server's public key, as the storefront's login
// (decisions/0012); logging out revokes the token on the server, and the local session ends either way.
import type { AxiosInstance } from 'axios';
import { getPublicKey, merchantLogin, merchantLogout } from '@mall/client';
import type { TokenStore } from './token.ts';

/** Signs in with the store account; the merchant token is stored. Answers the token. */
export async function signIn(
  http: AxiosInstance,
  input: { username: string; password: string },
  tokens: TokenStore,
): Promise<string> {
  // The RSA library loads with the first sign-in, not with every page.
  const [pem, { encryptPassword }] = await Promise.all([getPublicKey(http), import('./password.ts')]);
  const result = await merchantLogin(http, {
    username: input.username.trim(),
    password: encryptPassword(pem, input.password),
  });
  tokens.set(result.access_token);
  return result.access_token;
}

/** Signs out: the server revokes the token (a failure still ends the local session). */
export async function signOut(http: AxiosInstance, tokens: TokenStore): Promise<void> {
  try {
    if (tokens.get()) await merchantLogout(http);
  } catch {
    // the token may already be dead: the local session ends either way
  } finally {
    tokens.clear();
  }
}
