// The coupon centre (/coupons): the platform and shop coupons that can be claimed, each with what it
// needs, its value, the store or "platform", the validity, the stock left and the shopper's own claims,
// claimed in place. A pure view: the page, the coupon being claimed and the claim callback come in.
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, type CentreCoupon } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { CentreCouponCard } from '../../mall/CouponCard/index.ts';
import { PagedList, type PagedListState } from '../../mall/PagedList/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';

export interface CouponCentreScreenProps extends PagedListState<CentreCoupon> {
  /** The coupon whose claim is in flight (its button is busy). */
  claimingId?: number | undefined;
  /** Claims a coupon; a visitor's click makes the app open the login popup. */
  onClaim: (couponId: number) => void;
  /** Builds link addresses (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** A plain click on one of the screen's links, with the built address. */
  onNavigate?: (to: string) => void;
  className?: string;
}

/** The coupon centre: a grid of claimable coupons, paged, with loading, empty and error states. */
export function CouponCentreScreen({
  claimingId,
  onClaim,
  href = identityHref,
  onNavigate,
  className,
  ...list
}: CouponCentreScreenProps) {
  const { t } = useLingui();
  return (
    <section
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 md:px-4', className)}
      onClick={navigateOnLinkClick(onNavigate)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="m-0 text-lg font-semibold text-neutral-900 md:text-xl">
          <Trans>Coupon center</Trans>
        </h1>
        <a
          href={href(paths.userCenter('uc-coupons'))}
          className="text-sm text-neutral-700 no-underline hover:text-brand"
        >
          <Trans>My coupons</Trans>
        </a>
      </div>
      <PagedList
        {...list}
        part="coupon-centre"
        errorTitle={t`The coupons could not be loaded`}
        empty={
          <Empty
            title={t`No coupons to claim right now`}
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
            label={t`Loading the coupons`}
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
          >
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <span
                key={i}
                className="flex flex-col gap-2 rounded-lg border border-neutral-200 bg-neutral-0 p-3"
              >
                <Skeleton shape="text" className="w-1/4" />
                <Skeleton shape="text" className="w-3/5" />
                <Skeleton shape="text" className="w-2/5" />
              </span>
            ))}
          </SkeletonGroup>
        }
      >
        {(coupons) => (
          <ul
            aria-label={t`Coupons`}
            className="m-0 grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2 lg:grid-cols-3"
          >
            {coupons.map((coupon) => (
              <li key={coupon.couponId}>
                <CentreCouponCard coupon={coupon} busy={claimingId === coupon.couponId} onClaim={onClaim} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
