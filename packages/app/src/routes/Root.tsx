import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePageLog } from '../analytics/usePageLog.ts';
import { useSiteConfig } from '../hooks/site.ts';
import { useUserInfo } from '../hooks/account.ts';
import { useSiteHead } from '../hooks/siteHead.ts';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { useLoginPopup } from '../hooks/useLoginPopup.ts';
import { useLocale } from '../layouts/useChrome.ts';
import { langQueryIsValid } from '../routing.ts';
import { NotFound } from './NotFound.tsx';
import { serverRenderedPage } from '../ssr/boot.ts';

// The popup (its forms, dialog and the RSA library) loads the first time it opens, not with every page.
const LoginPopupHost = lazy(async () => ({
  default: (await import('../layouts/LoginPopupHost.tsx')).LoginPopupHost,
}));

/**
 * The root route: a `?lang=` other than en or zh is a 404 on any page (spec section 2). It also holds
 * what every page shares: the site config (revalidated on each route change, title and favicon from it),
 * the page-visit log and the login popup.
 */
export function Root() {
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const { data: config } = useSiteConfig(pathname);
  // A server-rendered page's own title stays until the first navigation.
  const [rendered] = useState(() => ({ path: pathname, byServer: serverRenderedPage() }));
  useSiteHead(config, locale, rendered.byServer && pathname === rendered.path);
  const { data: user } = useUserInfo();
  usePageLog(user?.userId);
  const { open: loginOpen } = useLoginPopup();
  const [loginWanted, setLoginWanted] = useState(loginOpen);
  if (loginOpen && !loginWanted) setLoginWanted(true);
  return (
    <>
      {langQueryIsValid(search) ? (
        <Outlet />
      ) : (
        <DefaultLayout>
          <NotFound />
        </DefaultLayout>
      )}
      {loginWanted ? (
        <Suspense fallback={null}>
          <LoginPopupHost />
        </Suspense>
      ) : null}
    </>
  );
}
