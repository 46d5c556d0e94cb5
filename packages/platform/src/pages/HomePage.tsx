// The console's home (the dashboard): a greeting, the account's role, and every area the role may read
// (domain platformConsole.ts) with what it may do there (read only, or change), linked when the area's
// page exists (sections.ts). The areas' own figures come with their pages.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Empty, PageHeader, Skeleton, SkeletonGroup, StatusTag } from '@mall/ui';
import { platformAreaLabels, platformAreas, platformRoleLabels, platformRoleMay } from '@mall/domain';
import { usePlatformMe } from '../me.ts';
import { sectionOfArea } from '../sections.ts';

export default function HomePage() {
  const { i18n, t } = useLingui();
  const { data: me, error, mutate } = usePlatformMe();
  if (!me) {
    return error !== undefined ? (
      <Empty
        illustration="error"
        title={<Trans>Your account could not be loaded.</Trans>}
        action={
          <Button variant="outline" size="sm" onClick={() => void mutate()}>
            <Trans>Retry</Trans>
          </Button>
        }
      />
    ) : (
      <SkeletonGroup className="flex flex-col gap-4">
        <Skeleton className="h-8 w-48" />
      </SkeletonGroup>
    );
  }
  const role = i18n._(platformRoleLabels[me.role]);
  const name = me.username;
  const areas = platformAreas.filter((area) => platformRoleMay(me.role, area));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Hello, ${name}`}
        description={t`You are signed in as ${role}. These are the areas your role may open:`}
      />
      <ul aria-label={t`Your areas`} className="m-0 grid list-none grid-cols-3 gap-4 p-0">
        {areas.map((area) => {
          const section = sectionOfArea(area);
          const label = i18n._(platformAreaLabels[area]);
          const write = platformRoleMay(me.role, area, true);
          return (
            <li
              key={area}
              data-area={area}
              className="flex items-center justify-between gap-2 rounded-lg border border-neutral-200 bg-neutral-0 px-4 py-3"
            >
              {section ? (
                <Link to={section.path} className="font-medium text-neutral-900 hover:text-brand-hover">
                  {label}
                </Link>
              ) : (
                <span className="font-medium text-neutral-900">{label}</span>
              )}
              <StatusTag
                tone={write ? 'success' : 'neutral'}
                label={write ? <Trans>May change</Trans> : <Trans>Read only</Trans>}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
