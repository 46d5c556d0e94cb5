// A section's page stands only where the account may see it (decisions/0062). Until GET /merchant/me has
// answered: a loading state; if it failed: the error with a retry; without the section's permission: "no
// permission". The console layout puts the gate around its outlet (the section of the address, and the
// not-found page), and every section's route puts it around its own page (the section the router
// matched), so a page the account's permissions do not allow is never mounted (none of its requests
// leave) and its module is never loaded. The layout reads `me` once and hands it down in MeContext.
import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Empty, PageHeader, Skeleton, SkeletonGroup, SkeletonText } from '@mall/ui';
import type { MerchantMe, MerchantPermission } from '@mall/domain';
import type { MerchantSection } from '../sections.ts';

/** The signed-in account as the layout has it: `me` once GET /merchant/me answered. */
export interface MeState {
  me: MerchantMe | undefined;
  /** GET /merchant/me failed and no answer is at hand. */
  failed: boolean;
  retry: () => void;
}

/** Outside the layout nothing is known: every section waits. */
export const MeContext = createContext<MeState>({ me: undefined, failed: false, retry: () => undefined });

export type SectionAccess = 'loading' | 'failed' | 'forbidden' | 'open';

/** What stands in a section's place: its page only once `me` is known and allows `permission`. */
export function sectionAccess(
  state: Pick<MeState, 'me' | 'failed'>,
  permission: MerchantPermission | undefined,
): SectionAccess {
  if (!state.me) return state.failed ? 'failed' : 'loading';
  if (permission !== undefined && !state.me.permissions.includes(permission)) return 'forbidden';
  return 'open';
}

function SectionPlaceholder({
  access,
  onRetry,
}: {
  access: Exclude<SectionAccess, 'open'>;
  onRetry?: () => void;
}) {
  const { t } = useLingui();
  if (access === 'loading') {
    return (
      <SkeletonGroup className="flex flex-col gap-4">
        <Skeleton className="h-8 w-48" />
        <SkeletonText lines={4} />
      </SkeletonGroup>
    );
  }
  if (access === 'failed') {
    return (
      <Empty
        illustration="error"
        title={<Trans>Your account could not be loaded.</Trans>}
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <Trans>Retry</Trans>
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <PageHeader
      title={<Trans>No permission</Trans>}
      description={t`Your account's role does not include this section: ask the store owner.`}
    />
  );
}

/** Its children once `me` allows `permission` (none: any signed-in account), else what stands in. */
export function SectionGate({
  permission,
  children,
}: {
  permission?: MerchantPermission | undefined;
  children: ReactNode;
}) {
  const state = useContext(MeContext);
  const access = sectionAccess(state, permission);
  if (access === 'open') return children;
  return <SectionPlaceholder access={access} onRetry={state.retry} />;
}

/** A section's route component: its page, loaded and mounted only when the account may open it. */
export function sectionRouteComponent(section: MerchantSection): ComponentType {
  const Page = lazy(section.load);
  function SectionRoute() {
    return (
      <SectionGate permission={section.permission}>
        <Suspense fallback={<SectionPlaceholder access="loading" />}>
          <Page />
        </Suspense>
      </SectionGate>
    );
  }
  SectionRoute.displayName = `SectionRoute(${section.key})`;
  return SectionRoute;
}
