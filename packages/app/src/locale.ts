import { defaultLocale, isLocale, matchRoute, type Locale } from '@mall/domain';

/** The page's language: `?lang=` wins, then an `/en` path prefix, else the default (zh). */
export function localeFromLocation(location: { pathname: string; search: string }): Locale {
  const lang = new URLSearchParams(location.search).get('lang');
  if (isLocale(lang)) return lang;
  return matchRoute(location.pathname)?.locale ?? defaultLocale;
}
