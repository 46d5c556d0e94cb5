import { defaultLocale, isLocale, type Locale } from '@mall/domain';

/**
 * The page's language: `?lang=` wins, then an `/en` path prefix, else the default (zh). The prefix counts
 * even on an unknown page, so an English visitor's 404 is in English.
 */
export function localeFromLocation(location: { pathname: string; search: string }): Locale {
  const lang = new URLSearchParams(location.search).get('lang');
  if (isLocale(lang)) return lang;
  const first = location.pathname.split('/').find(Boolean);
  return isLocale(first) ? first : defaultLocale;
}
