// One special discount session (/discount-detail?discountId=): its name and store, the rules as text,
// its state with the countdown, and its products as cards leading to their pages. The reduction itself
// is the cart's (the server groups the session's lines and says what they save).
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, yuanToCents, type DiscountInfo } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import type { IntervalClock } from '../../lib/clock.ts';
import { navigateOnLinkClick } from '../../lib/linkNavigation.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { ActivityTiming, DiscountRules } from '../../mall/DiscountRules/index.ts';
import { ProductCard, ProductCardSkeleton } from '../../mall/ProductCard/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';

export interface DiscountDetailScreenProps {
  /** GET /discount/info; undefined until it has loaded. */
  info?: DiscountInfo | undefined;
  /** Skeletons (the app sets it once loading has lasted 200 ms). */
  loading?: boolean;
  /** No such session (a missing or bad id, or the server's 400). */
  notFound?: boolean;
  /** The session could not be loaded: an error with a retry. */
  error?: boolean;
  onRetry?: () => void;
  /** Time source of the countdown, corrected by the answer's `serverTime` in the app. */
  clock?: IntervalClock;
  /** The countdown reached zero: the app asks the server for the new state. */
  onCountdownEnd?: () => void;
  href?: HrefBuilder;
  onNavigate?: (to: string) => void;
  className?: string;
}

export function DiscountDetailScreen({
  info,
  loading = false,
  notFound = false,
  error = false,
  onRetry,
  clock,
  onCountdownEnd,
  href = identityHref,
  onNavigate,
  className,
}: DiscountDetailScreenProps) {
  const { t } = useLingui();
  let body;
  if (info) {
    const shop = info.shopName;
    body = (
      <>
        <header className="flex flex-col gap-2 rounded-lg bg-neutral-0 p-4" data-part="session">
          <h1 className="m-0 text-lg font-semibold text-neutral-900 md:text-xl">{info.discountName}</h1>
          <p className="m-0 text-sm text-neutral-700">
            <a
              href={href(paths.shop(info.shopId))}
              className="text-neutral-700 no-underline hover:text-brand"
            >
              {shop}
            </a>
            {info.allProducts ? ` · ${t`Every product of the store`}` : null}
          </p>
          <DiscountRules discountType={info.discountType} rules={info.rules} size="md" />
          <ActivityTiming
            status={info.status}
            startTime={info.startTime}
            endTime={info.endTime}
            clock={clock}
            onCountdownEnd={onCountdownEnd}
            size="md"
          />
        </header>
        {info.prods.length > 0 ? (
          <ul
            aria-label={t`Products of the session`}
            className="m-0 grid list-none grid-cols-2 gap-3 p-0 md:grid-cols-4 lg:grid-cols-5"
          >
            {info.prods.map((prod) => (
              <li key={prod.prodId}>
                <ProductCard
                  className="h-full"
                  href={href(paths.detail(prod.prodId))}
                  name={prod.prodName}
                  image={prod.pic}
                  priceCents={yuanToCents(prod.price)}
                  {...(prod.oriPrice !== null && prod.oriPrice > prod.price
                    ? { originalPriceCents: yuanToCents(prod.oriPrice) }
                    : {})}
                  soldCount={prod.soldNum}
                />
              </li>
            ))}
          </ul>
        ) : (
          <Empty title={t`No products in this session yet`} className="rounded-lg bg-neutral-0 py-8" />
        )}
      </>
    );
  } else if (notFound) {
    body = (
      <Empty
        illustration="search"
        title={t`This limited-time offer session does not exist`}
        action={
          <Button asChild variant="secondary">
            <a href={href(paths.specialDiscount())}>
              <Trans>All limited-time offers</Trans>
            </a>
          </Button>
        }
        className="rounded-lg bg-neutral-0 py-8"
      />
    );
  } else if (error) {
    body = (
      <Empty
        title={t`The limited-time offer session could not be loaded`}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t`Retry`}
          </Button>
        }
        className="rounded-lg bg-neutral-0 py-8"
      />
    );
  } else if (loading) {
    body = (
      <SkeletonGroup label={t`Loading the limited-time offer session`} className="flex flex-col gap-4">
        <span className="flex flex-col gap-2 rounded-lg bg-neutral-0 p-4">
          <Skeleton shape="text" className="h-6 w-1/2" />
          <Skeleton shape="text" className="w-1/4" />
          <Skeleton shape="text" className="w-1/3" />
        </span>
        <span className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-5">
          {[0, 1, 2, 3, 4].map((i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </span>
      </SkeletonGroup>
    );
  }
  return (
    <section
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 md:px-4', className)}
      onClick={navigateOnLinkClick(onNavigate)}
    >
      {info ? null : (
        <h1 className="sr-only">
          <Trans>Limited-time offer session</Trans>
        </h1>
      )}
      {body}
    </section>
  );
}
