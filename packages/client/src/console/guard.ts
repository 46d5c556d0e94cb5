// Where a page goes when there is no session: the login page, with the address to come back to. Pure
// functions over paths (relative to the console's basename), shared by the route guard and the API
// client's 401.

/** The login page's path. */
export const LOGIN_PATH = '/login';

/** Why the login page is shown: nothing said, or the session ended (a 401). */
export type LoginReason = 'expired';

/** The login page's address that returns to `from` (path + search) afterwards. */
export function loginPath(from: string, reason?: LoginReason): string {
  const params = new URLSearchParams();
  if (from && from !== '/' && isSafeReturn(from)) params.set('from', from);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/**
 * A path inside the console only: it starts with one `/` (not `//` or `/\`, which a browser reads as
 * another host), and is not the login page itself.
 */
export function isSafeReturn(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  if ([...path].some((c) => c.charCodeAt(0) < 0x20)) return false;
  return path !== LOGIN_PATH && !path.startsWith(`${LOGIN_PATH}?`) && !path.startsWith(`${LOGIN_PATH}/`);
}

/** Where the login page goes after signing in: its `from` when that is a safe path, else home. */
export function returnPath(search: string): string {
  const from = new URLSearchParams(search).get('from');
  return from && isSafeReturn(from) ? from : '/';
}

/** The login page's reason from its address. */
export function loginReason(search: string): LoginReason | undefined {
  return new URLSearchParams(search).get('reason') === 'expired' ? 'expired' : undefined;
}

/**
 * The route guard's decision for a page at `location` (path + search): undefined to show it (there is a
 * token), or the login address to go to instead (saying why, when the session ended on a 401).
 */
export function sessionRedirect(
  token: string | undefined,
  location: string,
  reason?: LoginReason,
): string | undefined {
  return token ? undefined : loginPath(location, reason);
}
