// The signed-in centre's frame: ui's ConsoleShell with the store and account from GET /merchant/me, the
// menu of the sections the account's permissions allow (sections.ts), the language switch and log out.
// A section the account may not open shows "no permission" in place of its page (the server refuses its
// calls anyway: 403).
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConsoleShell, PageHeader } from '@mall/ui';
import { useApiClient } from '@mall/client/swr';
import { isLocale, merchantRoleLabels } from '@mall/domain';
import { useMerchantMe } from '../hooks/me.ts';
import { switchLanguage } from '../localeSwitch.ts';
import { basename } from '../base.ts';
import { allowedSections, sectionOf } from '../sections.ts';
import { LOGIN_PATH } from '../session/guard.ts';
import { signOut } from '../session/login.ts';
import { merchantToken } from '../session/token.ts';

/** A section's address for a plain link (the router's basename before its path). */
export function sectionHref(path: string, base = basename): string {
  if (base === '/') return path;
  return path === '/' ? `${base}/` : `${base}${path}`;
}

export function ConsoleLayout() {
  const { t, i18n } = useLingui();
  const { data: me } = useMerchantMe();
  const location = useLocation();
  const navigate = useNavigate();
  const http = useApiClient();
  const allowed = allowedSections(me?.permissions);
  const current = sectionOf(location.pathname);
  const forbidden = me !== undefined && current !== undefined && !me.permissions.includes(current.permission);
  return (
    <ConsoleShell
      title={<Trans>Merchant centre</Trans>}
      items={allowed.map((section) => ({
        key: section.key,
        label: i18n._(section.label),
        href: sectionHref(section.path),
      }))}
      currentKey={current?.key}
      storeName={me?.shopName}
      storeLogo={me?.shopLogo || undefined}
      accountName={me?.username}
      accountRole={me ? i18n._(merchantRoleLabels[me.role]) : undefined}
      locale={isLocale(i18n.locale) ? i18n.locale : 'zh'}
      onSwitchLocale={(next) => void switchLanguage(next)}
      onNavigate={(key) => {
        const section = allowed.find((s) => s.key === key);
        if (section) void navigate(section.path);
      }}
      onSignOut={() => {
        void signOut(http, merchantToken).then(() => navigate(LOGIN_PATH, { replace: true }));
      }}
    >
      {forbidden ? (
        <PageHeader
          title={<Trans>No permission</Trans>}
          description={t`Your account's role does not include this section: ask the store owner.`}
        />
      ) : (
        <Outlet />
      )}
    </ConsoleShell>
  );
}
