// The ui chrome wired to the session: site config (cached, revalidated per route by the root), the
// signed-in user and cart count, the login popup for visitors' protected links, logout, language.
import { useNavigation } from 'react-router';
import {
  RouteProgress,
  SiteFooter,
  SiteHeader,
  TopBar,
  searchPath,
  topBarPaths,
  type TopBarTarget,
} from '@mall/ui';
import { useCartCount } from '../hooks/cart.ts';
import { useSiteConfig } from '../hooks/site.ts';
import { useLogout, useUserInfo } from '../hooks/account.ts';
import { getToken } from '../session/cookie.ts';
import { useSessionToken } from '../session/useSessionToken.ts';
import { useChatUnread } from '../hooks/chat.ts';
import { showLogin } from '../session/events.ts';
import { followOrLogin } from '../session/login.ts';
import {
  defaultSiteConfig,
  useLocale,
  useLocalizedHref,
  useLocalizedNavigate,
  useSwitchLocale,
} from './useChrome.ts';

/** Top-bar links a visitor may not follow: the login popup opens instead (spec sections 4 and 6). */
const loginOnlyTargets: ReadonlySet<TopBarTarget> = new Set([
  'orders',
  'userCenter',
  'messages',
  'cart',
  'coupons',
  'collection',
]);

export function MallTopBar() {
  const locale = useLocale();
  const href = useLocalizedHref();
  const go = useLocalizedNavigate();
  const switchLocale = useSwitchLocale();
  const { data: config } = useSiteConfig();
  const token = useSessionToken();
  const { data: user } = useUserInfo();
  const { data: cartCount } = useCartCount();
  const chatUnread = useChatUnread();
  const logout = useLogout(href('/'));
  return (
    <TopBar
      config={config ?? defaultSiteConfig}
      user={token && user ? { nickName: user.nickName } : null}
      {...(token && cartCount !== undefined ? { cartCount } : {})}
      {...(token && chatUnread !== undefined ? { chatUnread } : {})}
      locale={locale}
      href={href}
      onLogin={showLogin}
      onLogout={() => void logout()}
      onNavigate={(target) => {
        const navigate = () => go(topBarPaths[target]);
        if (loginOnlyTargets.has(target)) followOrLogin(Boolean(getToken()), navigate, showLogin);
        else navigate();
      }}
      onSwitchLocale={switchLocale}
    />
  );
}

export function MallHeader() {
  const href = useLocalizedHref();
  const go = useLocalizedNavigate();
  const { data: config } = useSiteConfig();
  return (
    <SiteHeader config={config ?? defaultSiteConfig} href={href} onSearch={(term) => go(searchPath(term))} />
  );
}

export function MallFooter() {
  const locale = useLocale();
  const href = useLocalizedHref();
  const { data: config } = useSiteConfig();
  return <SiteFooter config={config ?? defaultSiteConfig} locale={locale} href={href} />;
}

/** The progress bar, active while the router loads the next page. */
export function MallRouteProgress() {
  const navigation = useNavigation();
  return <RouteProgress active={navigation.state !== 'idle'} />;
}
