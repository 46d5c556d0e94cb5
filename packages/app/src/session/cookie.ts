// The session token lives in a cookie named `token` (spec section 4): site-wide, SameSite=Lax, and Secure
// when the page is served over HTTPS (never sent over plain http then; decisions/0028). The pure
// functions take and give cookie text so they run in tests; the `document` wrappers apply them in the
// browser.

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
  /** Only over HTTPS (the `Secure` attribute). */
  secure?: boolean;
}

/** The `document.cookie` assignment that sets a cookie for the whole site. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  let text = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (options.maxAgeSeconds !== undefined) text += `; max-age=${Math.floor(options.maxAgeSeconds)}`;
  if (options.secure) text += '; Secure';
  return text;
}

/** The `document.cookie` assignment that removes a cookie. */
export function removalCookie(name: string, secure = false): string {
  return `${name}=; path=/; SameSite=Lax; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT${secure ? '; Secure' : ''}`;
}

interface CookieJar {
  cookie: string;
  /** The page's address (a real document has one): Secure cookies on https. */
  location?: { protocol: string } | null;
}

const onHttps = (d: CookieJar) => d.location?.protocol === 'https:';

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
  if (d) d.cookie = serializeCookie(TOKEN_COOKIE, token, { secure: onHttps(d), ...options });
}

export function removeToken(doc?: CookieJar): void {
  const d = jar(doc);
  if (d) d.cookie = removalCookie(TOKEN_COOKIE, onHttps(d));
}
