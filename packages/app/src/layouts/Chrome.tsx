import { useNavigation } from 'react-router';
import { RouteProgress, SiteFooter, SiteHeader, TopBar, searchPath, topBarPaths } from '@mall/ui';
import {
  defaultSiteConfig,
  useLocale,
  useLocalizedHref,
  useLocalizedNavigate,
  useSwitchLocale,
} from './useChrome.ts';

/** The top bar, wired with a visitor until the session work lands. */
export function MallTopBar() {
  const locale = useLocale();
  const href = useLocalizedHref();
  const go = useLocalizedNavigate();
  const switchLocale = useSwitchLocale();
  return (
    <TopBar
      config={defaultSiteConfig}
      user={null}
      locale={locale}
      href={href}
      onLogin={() => go('/login')}
      onLogout={() => go('/')}
      onNavigate={(target) => go(topBarPaths[target])}
      onSwitchLocale={switchLocale}
    />
  );
}

export function MallHeader() {
  const href = useLocalizedHref();
  const go = useLocalizedNavigate();
  return <SiteHeader config={defaultSiteConfig} href={href} onSearch={(term) => go(searchPath(term))} />;
}

export function MallFooter() {
  const locale = useLocale();
  const href = useLocalizedHref();
  return <SiteFooter config={defaultSiteConfig} locale={locale} href={href} />;
}

/** The progress bar, active while the router loads the next page. */
export function MallRouteProgress() {
  const navigation = useNavigation();
  return <RouteProgress active={navigation.state !== 'idle'} />;
}
