import { Trans, useLingui } from '@lingui/react/macro';
import { LevelType, paths, type ScoreLevel } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { TitledSection } from '../../mall/ScreenFrame/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { LevelRightsList, LevelTile, PlanTerms } from '../../mall/LevelCard/index.ts';
import { ListStates } from '../../mall/PagedList/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';

export interface MemberEquityScreenProps {
  /** A visitor sees a login prompt: the levels are a shopper's read (GET /p/score/scoreLevel/page). */
  signedIn: boolean;
  /** The visitor pressed "log in" (the app opens the login popup). */
  onLogin?: (() => void) | undefined;
  /** The levels with their rights, ordinary by growth then paid by price; undefined until loaded. */
  levels?: readonly ScoreLevel[] | undefined;
  /** The level that applies to the shopper now (`ScoreInfo.levelId`), marked as current. */
  currentLevelId?: number | null | undefined;
  /**
   * The ordinary level the shopper's growth reaches (`ScoreInfo.growthLevelId`); under a paid plan it is
   * another level, marked as the growth level whose rights still count.
   */
  growthLevelId?: number | null | undefined;
  /** Shows the skeleton while the levels have not loaded (the app sets it after 200 ms). */
  loading?: boolean | undefined;
  /** The levels could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
  className?: string;
}

/**
 * The member benefits: every level (ordinary ones with the growth they need, paid ones with their price
 * and term) and its rights, the shopper's current level marked; a visitor is asked to log in.
 */
export function MemberEquityScreen({
  signedIn,
  onLogin,
  levels,
  currentLevelId,
  growthLevelId,
  loading = false,
  error = false,
  onRetry,
  href = identityHref,
  onNavigate,
  className,
}: MemberEquityScreenProps) {
  const { t } = useLingui();
  const list = (
    <ListStates
      items={levels}
      loading={loading}
      error={error}
      onRetry={onRetry}
      errorTitle={t`The member levels could not be loaded`}
      empty={<Empty className="py-10" title={t`No member levels yet`} />}
      skeleton={
        <SkeletonGroup label={t`Loading the member levels`} className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 rounded-lg" />
          ))}
        </SkeletonGroup>
      }
    >
      {(levels) => (
        <ol className="flex flex-col gap-3" aria-label={t`Member levels`}>
          {levels.map((level) => {
            const current = level.id === currentLevelId;
            const growth = !current && growthLevelId != null && level.id === growthLevelId;
            const paid = level.levelType === LevelType.paid;
            return (
              <LevelTile
                key={level.id}
                name={level.levelName}
                current={current || growth}
                currentLabel={
                  current ? (
                    <Trans>Current level</Trans>
                  ) : (
                    <Trans>Your growth level: its rights still count</Trans>
                  )
                }
                badges={
                  paid ? (
                    <Tag size="sm" tone="warning">
                      <Trans>Paid member</Trans>
                    </Tag>
                  ) : null
                }
                aside={
                  <span className="ml-auto text-sm text-neutral-600" data-part="level-terms">
                    {paid ? (
                      <span className="flex items-center gap-1">
                        <PlanTerms price={level.price} termDays={level.termDays} size="sm" />
                      </span>
                    ) : (
                      <Trans>Needs {level.needGrowth} growth</Trans>
                    )}
                  </span>
                }
                part="member-level"
              >
                {level.rights.length > 0 ? (
                  <LevelRightsList rights={level.rights} label={t`Rights of ${level.levelName}`} />
                ) : (
                  <p className="text-sm text-neutral-600">
                    <Trans>No rights at this level</Trans>
                  </p>
                )}
              </LevelTile>
            );
          })}
        </ol>
      )}
    </ListStates>
  );
  const body = signedIn ? (
    list
  ) : (
    <Empty
      className="rounded-lg bg-neutral-0 py-10"
      title={t`Log in to see the member levels and their benefits`}
      action={
        <Button onClick={onLogin}>
          <Trans>Log in</Trans>
        </Button>
      }
    />
  );

  return (
    <TitledSection
      heading={<Trans>Member benefits</Trans>}
      links={
        signedIn
          ? [
              { href: href(paths.memberCenter()), label: <Trans>Member center</Trans> },
              { href: href(paths.buyMember()), label: <Trans>Buy membership</Trans> },
            ]
          : undefined
      }
      onNavigate={onNavigate}
      className={cn('mx-auto w-full max-w-5xl p-4 md:p-6', className)}
    >
      {body}
    </TitledSection>
  );
}
