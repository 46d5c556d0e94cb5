// What the browser keeps of the signed-in shopper besides the token (spec section 3): the stored user
// (nickName, userAvatar) and the login result's userId. Written at login and whenever the user info
// arrives, read by the page log (its userId) before the user info call answers, removed at logout.
import type { LoginResult } from '@mall/domain';

export const STORED_USER_KEY = 'mall.user';
export const LOGIN_RESULT_KEY = 'mall.loginResult';

export interface StoredUser {
  nickName: string;
  userAvatar: string | null;
}

export type UserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage where there is one (not in Node, not when the browser refuses it). */
export function browserStorage(): UserStorage | undefined {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Pick<Storage, 'setItem'> | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or a full storage: the token still signs the shopper in
  }
}

function read(storage: UserStorage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The stored user from the user info call (its `pic` is the avatar). */
export function storeUser(
  user: { nickName: string; pic: string | null },
  storage: Pick<Storage, 'setItem'> | undefined = browserStorage(),
): void {
  write(storage, STORED_USER_KEY, { nickName: user.nickName, userAvatar: user.pic } satisfies StoredUser);
}

/** After a login: the login result's userId and the stored user. */
export function storeLoginResult(
  result: LoginResult,
  storage: Pick<Storage, 'setItem'> | undefined = browserStorage(),
): void {
  write(storage, LOGIN_RESULT_KEY, { userId: result.userId });
  if (typeof result.nickName === 'string') storeUser(result, storage);
}

export function readStoredUser(storage = browserStorage()): StoredUser | undefined {
  const value = read(storage, STORED_USER_KEY) as Partial<StoredUser> | undefined;
  return value && typeof value.nickName === 'string'
    ? { nickName: value.nickName, userAvatar: typeof value.userAvatar === 'string' ? value.userAvatar : null }
    : undefined;
}

/** The userId of the last login, if any. */
export function storedUserId(storage = browserStorage()): string | undefined {
  const value = read(storage, LOGIN_RESULT_KEY) as { userId?: unknown } | undefined;
  return typeof value?.userId === 'string' && value.userId !== '' ? value.userId : undefined;
}

/**
 * The userId for the page log before the user info has answered: the stored one, but only while a token
 * exists (a token that expired leaves a visitor, whatever storage still holds).
 */
export function signedInUserId(
  token: string | undefined,
  storage: UserStorage | undefined = browserStorage(),
): string | undefined {
  return token ? storedUserId(storage) : undefined;
}

/** At logout: nothing of the shopper stays. */
export function clearStoredUser(storage = browserStorage()): void {
  try {
    storage?.removeItem(STORED_USER_KEY);
    storage?.removeItem(LOGIN_RESULT_KEY);
  } catch {
    // nothing stored, nothing to remove
  }
}
