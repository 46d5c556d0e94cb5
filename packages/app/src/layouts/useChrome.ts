// What the layouts give the ui chrome components: links that keep the page's language, navigation through
// the router and the language switch.
import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { useLingui } from '@lingui/react';
import { isLocale, localizedPath, type Locale } from '@mall/domain';
import type { PcWebConfig } from '@mall/ui';

/** Site config until the app fetches it (the session work): the mall's names. */
export const defaultSiteConfig: PcWebConfig = {
  pcWelcomeCn: '欢迎来到全球购商城！',
  pcWelcomeEn: 'Welcome to the Global shopping mall!',
  pcLogoImgText: '全球购商城',
  pcCompanyNameCn: '全球购商城',
  pcCompanyNameEn: 'Global shopping mall',
};

/** The page's language (activated once in main.tsx from the address). */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : 'zh';
}

/** A path builder that keeps the `/en` prefix on English pages. */
export function useLocalizedHref(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}

/** Navigates to a bare (language-less) path in the page's language. */
export function useLocalizedNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const href = useLocalizedHref();
  return useCallback(
    (path: string, options?: NavigateOptions) => void navigate(href(path), options),
    [navigate, href],
  );
}

/** The path without its `/en` prefix. */
export function barePath(pathname: string): string {
  const rest = pathname.replace(/^\/en(?=\/|$)/, '');
  return rest === '' ? '/' : rest;
}

/** The address of the current page in another language, with the lang query (spec section 4). */
export function switchedLocaleUrl(location: { pathname: string; search: string }, locale: Locale): string {
  const params = new URLSearchParams(location.search);
  params.set('lang', locale);
  return `${localizedPath(barePath(location.pathname), locale)}?${params.toString()}`;
}

/** The language switch: reloads the page at the other language's path. */
export function useSwitchLocale(): (locale: Locale) => void {
  const location = useLocation();
  return useCallback(
    (locale: Locale) => window.location.assign(switchedLocaleUrl(location, locale)),
    [location],
  );
}
