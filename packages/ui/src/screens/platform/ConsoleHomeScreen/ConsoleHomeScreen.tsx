// The platform console's home (issue 18): a greeting, the signed-in account's role, and a card for every
// area the role may open (decisions/0079) saying whether the role may change things there or only read,
// linked when the area's page exists. Props in, callbacks out: which areas, their links and what the role
// may do there are the app's (domain platformConsole.ts); this screen only shows them, in the order given.
import type { HTMLAttributes } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { platformAreaLabels, platformRoleLabels, type PlatformArea, type PlatformRole } from '@mall/domain';
import { PageHeader } from '../../../console/PageHeader/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { cn } from '../../../lib/cn.ts';
import { navigateOnLinkClick } from '../../../lib/linkNavigation.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../../primitives/Skeleton/index.ts';

/** Who is signed in (GET /platform/me). */
export interface ConsoleHomeAccount {
  name: string;
  role: PlatformRole;
}

/** An area the account's role may open. */
export interface ConsoleHomeArea {
  area: PlatformArea;
  /** The address of the area's page; none: its card names it without a link. */
  href?: string | undefined;
  /** The role may change things in the area; false: it only reads there. */
  mayChange: boolean;
}

export interface ConsoleHomeScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The signed-in account; undefined while it loads. */
  account?: ConsoleHomeAccount | undefined;
  /** The areas the account's role may open, in menu order. */
  areas?: readonly ConsoleHomeArea[];
  /** The account could not be loaded: a message and a retry instead. */
  error?: boolean;
  onRetry?: () => void;
  /** A plain click on an area's link: the app's router goes to `href` instead of a reload. */
  onNavigate?: (href: string) => void;
}

export function ConsoleHomeScreen({
  account,
  areas = [],
  error = false,
  onRetry,
  onNavigate,
  className,
  onClick,
  ...props
}: ConsoleHomeScreenProps) {
  const { i18n, t } = useLingui();
  const follow = navigateOnLinkClick(onNavigate);
  const name = account?.name ?? '';
  const role = account ? i18n._(platformRoleLabels[account.role]) : '';
  return (
    <div
      className={cn('flex flex-col gap-6', className)}
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
      {...props}
    >
      {error ? (
        <Empty
          role="alert"
          illustration="error"
          className="rounded-lg border border-neutral-200 bg-neutral-0"
          title={<Trans>Your account could not be loaded.</Trans>}
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                <Trans>Retry</Trans>
              </Button>
            ) : undefined
          }
        />
      ) : account ? (
        <>
          <PageHeader
            title={t`Hello, ${name}`}
            description={t`You are signed in as ${role}. These are the areas your role may open:`}
          />
          <ul aria-label={t`Your areas`} className="m-0 grid list-none grid-cols-3 gap-4 p-0">
            {areas.map(({ area, href, mayChange }) => {
              const label = i18n._(platformAreaLabels[area]);
              return (
                <li
                  key={area}
                  data-area={area}
                  className="flex items-center justify-between gap-2 rounded-lg border border-neutral-200 bg-neutral-0 px-4 py-3"
                >
                  {href ? (
                    <a
                      href={href}
                      className="font-medium text-neutral-900 no-underline hover:text-brand-hover"
                    >
                      {label}
                    </a>
                  ) : (
                    <span className="font-medium text-neutral-900">{label}</span>
                  )}
                  <StatusTag
                    tone={mayChange ? 'success' : 'neutral'}
                    label={mayChange ? <Trans>May change</Trans> : <Trans>Read only</Trans>}
                  />
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <SkeletonGroup className="flex flex-col gap-6">
          <div className="flex flex-col gap-2 pb-4">
            <Skeleton className="h-8 w-48" />
            <Skeleton className="h-5 w-96" />
          </div>
          <div className="grid grid-cols-3 gap-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 rounded-lg" />
            ))}
          </div>
        </SkeletonGroup>
      )}
    </div>
  );
}
