import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../primitives/Skeleton/index.ts';
import { PageHeader } from '../PageHeader/index.ts';

export type ConsoleGateAccess = 'loading' | 'failed' | 'forbidden';

export interface ConsoleGateProps {
  /** Why the section is not shown: the account is being read, could not be read, or may not open it. */
  access: ConsoleGateAccess;
  /** Reads the account again (offered when it failed). */
  onRetry?: (() => void) | undefined;
  /** Says who to ask for the section (each console its own words); a plain sentence without it. */
  forbiddenDescription?: ReactNode;
}

/**
 * What stands in a console section's place until it may be shown (the console kit's section gate,
 * decisions/0080): a skeleton while the signed-in account is read, the failure with a retry, or
 * "no permission" for a section the account's role does not include.
 */
export function ConsoleGate({ access, onRetry, forbiddenDescription }: ConsoleGateProps) {
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
      description={forbiddenDescription ?? <Trans>Your account's role does not include this section.</Trans>}
    />
  );
}
