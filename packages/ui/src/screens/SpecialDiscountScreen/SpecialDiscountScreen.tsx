// Special discount sessions (/special-discount): each shop's spend-and-save sessions with their rules
// ("满199减20", "满300打9.5折"), store, state and countdown, each leading to its products
// (/discount-detail?discountId=). A pure view: the page and the clock come in.
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, type DiscountSession } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import type { IntervalClock } from '../../lib/clock.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { ActivityTiming, DiscountRules } from '../../mall/DiscountRules/index.ts';
import { PagedList, type PagedListState } from '../../mall/PagedList/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';

export interface SpecialDiscountScreenProps extends PagedListState<DiscountSession> {
  /** Time source of the countdowns (the app may correct it by the server's time). */
  clock?: IntervalClock;
  /** A countdown reached zero: the app asks the server again for the sessions' states. */
  onCountdownEnd?: () => void;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
  className?: string;
}

function SessionCard({
  session,
  href,
  clock,
  onCountdownEnd,
}: {
  session: DiscountSession;
  href: HrefBuilder;
  clock: IntervalClock | undefined;
  onCountdownEnd: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const link = href(paths.discountDetail(session.discountId));
  const shop = session.shopName;
  return (
    <article className="flex h-full gap-3 rounded-lg border border-neutral-200 bg-neutral-0 p-3 hover:border-brand">
      <Image src={session.pic ?? undefined} alt="" ratio={1} className="w-24 shrink-0 rounded md:w-28" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="m-0 text-md font-semibold text-neutral-900">
          <a href={link} className="text-neutral-900 no-underline hover:text-brand">
            {session.discountName}
          </a>
        </h2>
        <p className="m-0 truncate text-sm text-neutral-700">
          {session.allProducts ? t`${shop} · whole store` : shop}
        </p>
        <DiscountRules discountType={session.discountType} rules={session.rules} />
        <ActivityTiming
          status={session.status}
          startTime={session.startTime}
          endTime={session.endTime}
          clock={clock}
          onCountdownEnd={onCountdownEnd}
          className="mt-auto"
        />
      </div>
    </article>
  );
}

/** The sessions as a grid of cards (one column on a phone), paged, with loading, empty and error states. */
export function SpecialDiscountScreen({
  clock,
  onCountdownEnd,
  href = identityHref,
  onNavigate,
  className,
  ...list
}: SpecialDiscountScreenProps) {
  const { t } = useLingui();
  return (
    <section
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 md:px-4', className)}
      onClick={navigateOnLinkClick(onNavigate)}
    >
      <h1 className="m-0 text-lg font-semibold text-neutral-900 md:text-xl">
        <Trans>Limited-time offers</Trans>
      </h1>
      <PagedList
        {...list}
        part="discount-sessions"
        errorTitle={t`The limited-time offers could not be loaded`}
        empty={
          <Empty
            title={t`No limited-time offers right now`}
            action={
              <Button asChild variant="secondary">
                <a href={href(paths.home())}>
                  <Trans>Back to home</Trans>
                </a>
              </Button>
            }
          />
        }
        skeleton={
          <SkeletonGroup
            label={t`Loading the limited-time offers`}
            className="grid grid-cols-1 gap-3 md:grid-cols-2"
          >
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="flex gap-3 rounded-lg border border-neutral-200 bg-neutral-0 p-3">
                <Skeleton className="size-24 shrink-0 md:size-28" />
                <span className="flex flex-1 flex-col gap-2">
                  <Skeleton shape="text" className="w-3/5" />
                  <Skeleton shape="text" className="w-2/5" />
                  <Skeleton shape="text" className="w-1/2" />
                </span>
              </span>
            ))}
          </SkeletonGroup>
        }
      >
        {(sessions) => (
          <ul
            aria-label={t`Limited-time offer sessions`}
            className="m-0 grid list-none grid-cols-1 gap-3 p-0 md:grid-cols-2"
          >
            {sessions.map((session) => (
              <li key={session.discountId}>
                <SessionCard session={session} href={href} clock={clock} onCountdownEnd={onCountdownEnd} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
