// The session token lives in a cookie named `token` (spec section 4). The pure functions take and give
// cookie text so they run in tests; the `document` wrappers apply them in the browser.

export const TOKEN_COOKIE = 'token';

/** A cookie's value from a `document.cookie` text, or undefined. */
export function readCookie(cookieText: string, name: string): string | undefined {
  for (const part of cookieText.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Lifetime in seconds; omitted: a session cookie. */
  maxAgeSeconds?: number;
}

/** The `document.cookie` assignment that sets a cookie for the whole site. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  let text = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (options.maxAgeSeconds !== undefined) text += `; max-age=${Math.floor(options.maxAgeSeconds)}`;
  return text;
}

/** The `document.cookie` assignment that removes a cookie. */
export function removalCookie(name: string): string {
  return `${name}=; path=/; SameSite=Lax; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

interface CookieJar {
  cookie: string;
}

function jar(doc?: CookieJar): CookieJar | undefined {
  return doc ?? (typeof document !== 'undefined' ? document : undefined);
}

export function getToken(doc?: CookieJar): string | undefined {
  const d = jar(doc);
  const token = d ? readCookie(d.cookie, TOKEN_COOKIE) : undefined;
  return token || undefined;
}

export function setToken(token: string, options: CookieOptions = {}, doc?: CookieJar): void {
  const d = jar(doc);
  if (d) d.cookie = serializeCookie(TOKEN_COOKIE, token, options);
}

export function removeToken(doc?: CookieJar): void {
  const d = jar(doc);
  if (d) d.cookie = removalCookie(TOKEN_COOKIE);
}
