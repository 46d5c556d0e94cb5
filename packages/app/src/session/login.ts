// The login flow of spec section 4 as plain functions over the API client, so the popup stays a view.
import type { AxiosInstance } from 'axios';
import { appLogin, getPublicKey, login, LoginType, logOut } from '@mall/client';
import { getToken, removeToken, setToken } from './cookie.ts';
import { showLogin } from './events.ts';
import { browserStorage, clearStoredUser, storeLoginResult, type UserStorage } from './storedUser.ts';
import { VALIDATE_TYPE } from '@mall/domain';

export const FESCO_PLATTYPE_STORAGE_KEY = 'fescoPlattype';

type TokenStore = { set: (token: string) => void; remove: () => void };
const cookieTokenStore: TokenStore = { set: (token) => setToken(token), remove: () => removeToken() };

/** Account login: the password is RSA-encrypted with the server's key; the token is stored. */
export async function loginWithPassword(
  http: AxiosInstance,
  input: { principal: string; password: string; appType: number },
  tokens: TokenStore = cookieTokenStore,
  storage: UserStorage | undefined = browserStorage(),
): Promise<string> {
  // The RSA library (about 18 KB gzip) loads with the first password login, not with every page.
  const [pem, { encryptPassword }] = await Promise.all([getPublicKey(http), import('./password.ts')]);
  return loginAndStore(
    http,
    {
      principal: input.principal.trim(),
      credentials: encryptPassword(pem, input.password),
      appType: input.appType,
      loginType: LoginType.password,
    },
    tokens,
    storage,
  );
}

/** Mobile login with the SMS code; the token is stored. */
export async function loginWithSmsCode(
  http: AxiosInstance,
  input: { mobile: string; code: string; appType: number },
  tokens: TokenStore = cookieTokenStore,
  storage: UserStorage | undefined = browserStorage(),
): Promise<string> {
  return loginAndStore(
    http,
    {
      principal: input.mobile.trim(),
      credentials: input.code.trim(),
      appType: input.appType,
      loginType: LoginType.smsCode,
    },
    tokens,
    storage,
  );
}

/** Logs in (the site's validate type) and stores the token and the login result. */
async function loginAndStore(
  http: AxiosInstance,
  body: { principal: string; credentials: string; appType: number; loginType: LoginType },
  tokens: TokenStore,
  storage: UserStorage | undefined,
): Promise<string> {
  const result = await login(http, { ...body, validateType: VALIDATE_TYPE });
  tokens.set(result.access_token);
  storeLoginResult(result, storage);
  return result.access_token;
}

/** Where the page goes after a login: home from the register page, otherwise a reload of this page. */
export function afterLoginTarget(pathname: string): 'home' | 'reload' {
  return /^(\/en)?\/register\/?$/.test(pathname) ? 'home' : 'reload';
}

/** Logs out (a failure still ends the local session): removes the token and the stored user. */
export async function logoutSession(
  http: AxiosInstance,
  tokens: TokenStore = cookieTokenStore,
  storage: UserStorage | undefined = browserStorage(),
): Promise<void> {
  try {
    await logOut(http);
  } catch {
    // the token may already be invalid: the local session ends either way
  } finally {
    tokens.remove();
    clearStoredUser(storage);
  }
}

/** The SSO `code` of an address, and the address without it (other parameters and the hash kept). */
export function takeSsoCode(href: string): { code: string; cleanHref: string } | undefined {
  const url = new URL(href, 'http://placeholder.invalid');
  const code = url.searchParams.get('code');
  if (!code) return undefined;
  url.searchParams.delete('code');
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(href);
  const cleanHref = relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
  return { code, cleanHref };
}

/**
 * External sign-on: exchanges `code` at /appLogin, stores the token, the platform type, the login
 * result's userId and the stored user.
 */
export async function exchangeSsoCode(
  http: AxiosInstance,
  code: string,
  appType: number,
  tokens: TokenStore = cookieTokenStore,
  storage: Pick<Storage, 'setItem'> | undefined = browserStorage(),
): Promise<void> {
  const result = await appLogin(http, { principal: code, appType, validateType: VALIDATE_TYPE });
  tokens.set(result.access_token);
  storage?.setItem(FESCO_PLATTYPE_STORAGE_KEY, result.fescoPlattype);
  storeLoginResult(result, storage);
}

/** Pages a visitor may not open: the login popup opens instead (spec sections 4 and 6; the coupons
 * centre's route is `/coupons`, spec section 2). */
export const LOGIN_REQUIRED_PATHS = ['/submit-order', '/user-center', '/cart', '/coupons'] as const;

/**
 * For a top-bar link: with a token, follow it; without, open the login popup instead. Answers whether
 * it navigated.
 */
export function followOrLogin(hasToken: boolean, navigate: () => void, openLogin: () => void): boolean {
  if (hasToken) {
    navigate();
    return true;
  }
  openLogin();
  return false;
}

/**
 * Runs a shopper's action that needs an account (add to cart, buy now, collect, follow) at once with a
 * token; a visitor gets the login popup instead, without a request bound to be refused.
 */
export function whenSignedIn(action: () => void): boolean {
  return followOrLogin(Boolean(getToken()), action, showLogin);
}

interface LocationLike {
  href: string;
}
interface HistoryLike {
  replaceState(data: unknown, unused: string, url?: string): void;
}

/**
 * On page load: a `code` query parameter is exchanged at /appLogin and removed from the address
 * (also when the exchange fails, so a reload does not retry a spent code). Answers whether it signed in.
 */
export async function runSsoExchange(
  http: AxiosInstance,
  appType: number,
  location: LocationLike,
  history: HistoryLike,
  tokens: TokenStore = cookieTokenStore,
  storage?: Pick<Storage, 'setItem'>,
): Promise<boolean> {
  const taken = takeSsoCode(location.href);
  if (!taken) return false;
  try {
    await exchangeSsoCode(http, taken.code, appType, tokens, storage);
    return true;
  } catch {
    return false; // the client already showed the server's message
  } finally {
    history.replaceState(null, '', taken.cleanHref);
  }
}
