// Where the login page goes after a login (issue 4): the `redirect` query's page when it is a path of
// this site, else home. Never another site (an open redirect), never back to the account pages.
import { localizedPath, type Locale } from '@mall/domain';
import { barePath } from '../layouts/useChrome.ts';
import { afterLoginTarget } from '../session/login.ts';

const SITE = 'https://mall.invalid';

/** Account pages a login never goes back to (the register page goes home: afterLoginTarget). */
const ACCOUNT_PAGES = new Set(['/login', '/forget-password']);

/**
 * The address to load after a login from `/login?redirect=...`, in the page's language: the redirect's
 * path, query and hash when it is a same-site path (`/cart`, `/en/list?categoryId=3`), else home.
 * Refused: absolute or protocol-relative addresses (`https://x`, `//x`, `/\x`), control characters,
 * and the login, register and forgot-password pages.
 */
export function loginRedirectTarget(redirect: string | null | undefined, locale: Locale): string {
  const home = localizedPath('/', locale);
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return home;
  // Browsers read a backslash as a slash (`/\evil.com`); control characters are stripped from addresses.
  if (redirect.includes('\\') || [...redirect].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f')) {
    return home;
  }
  let url: URL;
  try {
    url = new URL(redirect, SITE);
  } catch {
    return home;
  }
  if (url.origin !== SITE) return home;
  const path = barePath(url.pathname).replace(/(.)\/$/, '$1');
  if (ACCOUNT_PAGES.has(path) || afterLoginTarget(path) === 'home') return home;
  return `${localizedPath(path, locale)}${url.search}${url.hash}`;
}
