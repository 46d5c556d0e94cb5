// The console's home (the dashboard): ui's ConsoleHomeScreen with the signed-in account (GET /platform/me)
// and every area its role may read (domain platformConsole.ts, sections.homeAreas) with what it may do
// there, linked when the area's page exists. The areas' own figures come with their pages.
import { useNavigate } from 'react-router';
import { sectionHref } from '@mall/client/console';
import { ConsoleHomeScreen } from '@mall/ui/screens/platform/ConsoleHomeScreen';
import { basename } from '../base.ts';
import { usePlatformMe } from '../me.ts';
import { homeAreas } from '../sections.ts';

export default function HomePage() {
  const navigate = useNavigate();
  const { data: me, error, mutate } = usePlatformMe();
  const areas = me ? homeAreas(me.role) : [];
  const paths = new Map(
    areas.flatMap((a) => (a.path ? [[sectionHref(a.path, basename), a.path] as const] : [])),
  );
  return (
    <ConsoleHomeScreen
      account={me ? { name: me.username, role: me.role } : undefined}
      areas={areas.map((a) => ({
        area: a.area,
        href: a.path ? sectionHref(a.path, basename) : undefined,
        mayChange: a.mayChange,
      }))}
      error={!me && error !== undefined}
      onRetry={() => void mutate()}
      onNavigate={(href) => {
        const to = paths.get(href);
        if (to !== undefined) void navigate(to);
      }}
    />
  );
}
