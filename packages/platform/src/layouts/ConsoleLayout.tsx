// The signed-in console's frame: ui's ConsoleShell with the account and its role from GET /platform/me,
// the menu of the sections the role may read (sections.ts), the language switch and log out. Until `me`
// has answered the outlet shows a loading state, and a section the role may not read shows "no
// permission": its page is never mounted (the console kit's gate; each section's route checks again).
import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConsoleShell } from '@mall/ui';
import { useApiClient } from '@mall/client/swr';
import {
  AccessContext,
  LOGIN_PATH,
  SectionGate,
  sectionHref,
  sectionOf,
  type AccessState,
} from '@mall/client/console';
import { isLocale, platformRoleLabels } from '@mall/domain';
import { basename } from '../base.ts';
import { usePlatformMe } from '../me.ts';
import { switchLanguage } from '../localeSwitch.ts';
import { platformMay, sections, sectionsFor } from '../sections.ts';
import { signOut } from '../session.ts';
import { PlatformGate } from './PlatformGate.tsx';

export function ConsoleLayout() {
  const { i18n } = useLingui();
  const { data: me, error, mutate } = usePlatformMe();
  const access = useMemo<AccessState>(
    () => ({
      known: me !== undefined,
      failed: !me && error !== undefined,
      retry: () => void mutate(),
      may: (key) => (me ? platformMay(me.role, key) : false),
    }),
    [me, error, mutate],
  );
  const location = useLocation();
  const navigate = useNavigate();
  const http = useApiClient();
  const allowed = sectionsFor(me?.role);
  const current = sectionOf(location.pathname, sections);
  return (
    <ConsoleShell
      title={<Trans>Platform console</Trans>}
      items={allowed.map((section) => ({
        key: section.key,
        label: i18n._(section.label),
        href: sectionHref(section.path, basename),
      }))}
      currentKey={current?.key}
      accountName={me?.username}
      accountRole={me ? i18n._(platformRoleLabels[me.role]) : undefined}
      locale={isLocale(i18n.locale) ? i18n.locale : 'zh'}
      onSwitchLocale={(next) => void switchLanguage(next)}
      onNavigate={(key) => {
        const section = allowed.find((s) => s.key === key);
        if (section) void navigate(section.path);
      }}
      onSignOut={() => {
        void signOut(http).then(() => navigate(LOGIN_PATH, { replace: true }));
      }}
    >
      <AccessContext.Provider value={access}>
        <SectionGate sectionKey={current?.key} placeholder={PlatformGate}>
          <Outlet />
        </SectionGate>
      </AccessContext.Provider>
    </ConsoleShell>
  );
}
