import { Trans, useLingui } from '@lingui/react/macro';
import { LevelType, paths, type ScoreInfo, type ScoreLevel } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { TitledSection } from '../../mall/ScreenFrame/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { LevelCard, LevelRightsList } from '../../mall/LevelCard/index.ts';
import { LoadError } from '../../mall/PagedList/index.ts';
import { SignInCalendar } from '../../mall/SignInCalendar/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';

export interface MemberCentreScreenProps {
  /** The shopper's points, growth, level and sign-in (GET /p/score/scoreInfo). */
  info?: ScoreInfo | undefined;
  /** The levels with their rights (GET /p/score/scoreLevel/page); the rights shown are the current level's. */
  levels?: readonly ScoreLevel[] | undefined;
  /** The levels could not be loaded: the rights show an error with a retry. */
  levelsError?: boolean | undefined;
  onLevelsRetry?: (() => void) | undefined;
  /** Shows the skeleton while the score info has not loaded (the app sets it after 200 ms). */
  loading?: boolean | undefined;
  /** The score info could not be loaded: the error state with a retry button. */
  error?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  /** The sign-in request is under way. */
  signing?: boolean | undefined;
  /** The shopper pressed "sign in" (a mutation: the app signs in, then asks the score info again). */
  onSignIn?: (() => void) | undefined;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
  className?: string;
}

/**
 * The member centre: the level card (level, growth, progress to the next level), the daily sign-in with
 * its seven-day calendar and button, the current level's rights, and links to my points, the member
 * benefits and the paid plans.
 */
export function MemberCentreScreen({
  info,
  levels,
  levelsError = false,
  onLevelsRetry,
  loading = false,
  error = false,
  onRetry,
  signing = false,
  onSignIn,
  href = identityHref,
  onNavigate,
  className,
}: MemberCentreScreenProps) {
  const { t } = useLingui();
  let body;
  if (info) {
    const ordinary = levels?.filter((level) => level.levelType === LevelType.ordinary);
    const current = levels?.find((level) => level.id === info.levelId);
    // A running plan adds to the growth level: its rights still count, each at the better of the two.
    const growthLevel =
      info.growthLevelId !== null && info.growthLevelId !== info.levelId
        ? levels?.find((level) => level.id === info.growthLevelId && level.rights.length > 0)
        : undefined;
    body = (
      <>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <LevelCard info={info} levels={ordinary} />
          <SignInCalendar
            signInCount={info.signInCount}
            isSignIn={info.isSignIn}
            signInScores={info.signInScores}
            signInEnabled={info.signInEnabled}
            signing={signing}
            onSignIn={onSignIn}
          />
        </div>
        <div className="grid grid-cols-3 gap-2 text-center text-sm">
          <a
            className="flex flex-col gap-1 rounded-md bg-neutral-50 p-3 text-neutral-700 hover:text-brand-hover"
            href={href(paths.userCenter('uc-integral'))}
          >
            <span className="font-num text-lg font-semibold text-neutral-900 tabular-nums" data-part="score">
              {info.score}
            </span>
            <Trans>My points</Trans>
          </a>
          <a
            className="flex flex-col justify-center rounded-md bg-neutral-50 p-3 text-neutral-700 hover:text-brand-hover"
            href={href(paths.memberEquity())}
          >
            <Trans>Member benefits</Trans>
          </a>
          <a
            className="flex flex-col justify-center rounded-md bg-neutral-50 p-3 text-neutral-700 hover:text-brand-hover"
            href={href(paths.buyMember())}
          >
            <Trans>Buy membership</Trans>
          </a>
        </div>
        <div className="flex flex-col gap-2">
          <h2 className="text-base font-semibold text-neutral-900">
            <Trans>My rights</Trans>
          </h2>
          {current && (current.rights.length > 0 || growthLevel) ? (
            <>
              {current.rights.length > 0 ? (
                <LevelRightsList rights={current.rights} label={t`Rights of ${current.levelName}`} />
              ) : null}
              {growthLevel ? (
                <div className="flex flex-col gap-2" data-part="growth-level-rights">
                  <p className="m-0 text-sm text-neutral-600">
                    <Trans>
                      Your growth level {growthLevel.levelName} keeps its rights while the plan runs: each
                      right counts at the better of the two.
                    </Trans>
                  </p>
                  <LevelRightsList
                    rights={growthLevel.rights}
                    label={t`Rights of ${growthLevel.levelName}`}
                  />
                </div>
              ) : null}
            </>
          ) : levels ? (
            <Empty
              size="sm"
              title={
                info.levelName === null
                  ? t`Earn growth to reach your first level`
                  : t`No rights at this level`
              }
            />
          ) : levelsError ? (
            <LoadError size="sm" title={t`The rights could not be loaded`} onRetry={onLevelsRetry} />
          ) : (
            <SkeletonGroup label={t`Loading the rights`} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {[0, 1].map((i) => (
                <Skeleton key={i} className="h-16" />
              ))}
            </SkeletonGroup>
          )}
        </div>
      </>
    );
  } else if (error) {
    body = <LoadError title={t`The member center could not be loaded`} onRetry={onRetry} />;
  } else if (loading) {
    body = (
      <SkeletonGroup label={t`Loading the member center`} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </SkeletonGroup>
    );
  } else body = null;

  return (
    <TitledSection
      heading={<Trans>Member center</Trans>}
      onNavigate={onNavigate}
      className={cn('mx-auto w-full max-w-5xl p-4 md:p-6', className)}
    >
      {body}
    </TitledSection>
  );
}
