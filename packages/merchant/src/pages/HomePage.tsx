// The centre's home: the store (name, logo, open or taken offline by the platform), who is signed in, and
// the dashboard (GET /merchant/dashboard, read again every minute): the figures the account's role may
// see, the daily sales chart, and links to what waits (orders to ship, after-sales, chats) and to the
// sections the account may open. Every figure is the server's.
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { getMerchantDashboard } from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import { MerchantHomeScreen } from '@mall/ui/screens/merchant/MerchantHomeScreen';
import { merchantRoleLabels, shopIsOpen } from '@mall/domain';
import { useMerchantMe } from '../hooks/me.ts';
import { sectionHref } from '../layouts/ConsoleLayout.tsx';
import { allowedSections } from '../sections.ts';
import { useToken } from '../session/useToken.ts';
import { dashboardTargets } from './dashboardLinks.ts';

/** The dashboard is read again this often while the home is open. */
export const DASHBOARD_REFRESH_MS = 60_000;

export default function HomePage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const token = useToken();
  const { data: me, error, mutate } = useMerchantMe();
  const dashboard = useApiQuery(getMerchantDashboard, token ? undefined : null, {
    refreshInterval: DASHBOARD_REFRESH_MS,
  });
  const targets = dashboardTargets(allowedSections(me?.permissions), (path) => sectionHref(path));
  const routes = new Map(
    [...targets.sections, targets.toShip, targets.afterSales, targets.chats].flatMap((t) =>
      t ? [[t.href, t.to] as const] : [],
    ),
  );
  return (
    <MerchantHomeScreen
      store={me ? { name: me.shopName, logo: me.shopLogo, open: shopIsOpen(me.shopStatus) } : undefined}
      accountName={me?.username}
      roleLabel={me ? i18n._(merchantRoleLabels[me.role]) : undefined}
      failed={!me && error !== undefined}
      onRetry={() => void mutate()}
      dashboard={dashboard.data}
      dashboardFailed={!dashboard.data && dashboard.error !== undefined}
      onRetryDashboard={() => void dashboard.mutate()}
      sections={targets.sections.map((t) => ({ key: t.key, label: i18n._(t.section.label), href: t.href }))}
      links={{
        toShip: targets.toShip?.href,
        afterSales: targets.afterSales?.href,
        chats: targets.chats?.href,
      }}
      onNavigate={(href) => {
        const to = routes.get(href);
        if (to !== undefined) void navigate(to);
      }}
    />
  );
}
