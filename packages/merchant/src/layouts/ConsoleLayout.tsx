// The signed-in centre's frame: ui's ConsoleShell with the store and account from GET /merchant/me, the
// menu of the sections the account's permissions allow (sections.ts), the language switch and log out.
// Until `me` has answered the outlet shows a loading state, and a section the account may not open shows
// "no permission": its page is never mounted (the console kit's gate with SectionGate.tsx's rule; each
// section's route checks again). The
// chat entry shows the unread messages of an account that may open the chat (hooks/chatUnread.ts).
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConsoleShell } from '@mall/ui';
import { useApiClient } from '@mall/client/swr';
import { isLocale, merchantRoleLabels } from '@mall/domain';
import { useChatUnreadTotal } from '../hooks/chatUnread.ts';
import { useMerchantMe } from '../hooks/me.ts';
import { switchLanguage } from '../localeSwitch.ts';
import { basename } from '../base.ts';
import { allowedSections, sectionOf } from '../sections.ts';
import { MerchantGate, merchantMay } from './SectionGate.tsx';
import {
  AccessContext,
  LOGIN_PATH,
  SectionGate,
  sectionHref as consoleHref,
  type AccessState,
} from '@mall/client/console';
import { signOut } from '../session/login.ts';
import { merchantToken } from '../session/token.ts';

/** A section's address for a plain link (the router's basename before its path). */
export function sectionHref(path: string, base = basename): string {
  return consoleHref(path, base);
}

export function ConsoleLayout() {
  const { i18n } = useLingui();
  const { data: me, error, mutate } = useMerchantMe();
  const access = useMemo<AccessState>(
    () => ({
      known: me !== undefined,
      failed: !me && error !== undefined,
      retry: () => void mutate(),
      may: (key) => (me ? merchantMay(me, key) : false),
    }),
    [me, error, mutate],
  );
  const location = useLocation();
  const navigate = useNavigate();
  const http = useApiClient();
  const allowed = allowedSections(me?.permissions);
  const current = sectionOf(location.pathname);
  const unread = useChatUnreadTotal(allowed.some((section) => section.key === 'chat'));
  return (
    <ConsoleShell
      title={<Trans>Merchant centre</Trans>}
      items={allowed.map((section) => ({
        key: section.key,
        label: i18n._(section.label),
        href: sectionHref(section.path),
        badge: section.key === 'chat' ? unread : undefined,
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
      <AccessContext.Provider value={access}>
        <SectionGate sectionKey={current?.key} placeholder={MerchantGate}>
          <Outlet />
        </SectionGate>
      </AccessContext.Provider>
    </ConsoleShell>
  );
}
