// The home page (spec sections 2 and 3): search for a product or a store, popular searches, category
// navigation, banners, notices, promotions, new arrivals, best sellers, the tagged home sections and
// preferred stores. A pure view: every data section comes in with its own loading and error state, so one
// failing call never blanks the page; while it waits, each holds its skeleton's space invisibly, so nothing
// moves when data arrives (decisions/0040).
import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  Category,
  HomeSection as WireHomeSection,
  HotSearch,
  IndexImg,
  Notice,
  ProductCard as WireProductCard,
  ShopHead,
} from '@mall/domain';
import { paths } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { realClock, type Clock } from '../../lib/clock.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { NoticeTicker } from '../../mall/NoticeTicker/index.ts';
import { BannerCarousel, type BannerShape } from './BannerCarousel.tsx';
import { HomeSearch, type SearchMode, type ShopResults } from './HomeSearch.tsx';
import {
  HomeSection,
  homeSectionLayout,
  identityHref,
  linkTo,
  ProductRowSkeleton,
  ProductSection,
  Reserve,
  SectionError,
  sectionView,
  StoreList,
  StoreListSkeleton,
  type HomeProduct,
  type HrefBuilder,
  type LinkTo,
  type SectionData,
} from './parts.tsx';
import { CouponRow, type HomeCoupon } from './Promotions.tsx';

export interface HomeScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Builds link addresses from bare paths (the app adds the `/en` prefix). */
  href?: HrefBuilder;
  /** Client-side navigation to a bare path: plain clicks on the page's links, searches, notices. */
  onNavigate?: (path: string) => void;
  /**
   * A plain click on a banner's link (its product's page): the app logs a detail opened from a banner
   * apart (spec section 3, page id 2). Without it banners navigate with `onNavigate`.
   */
  onOpenBanner?: (path: string) => void;

  /** Popular search words (GET /search/hotSearch). */
  hotSearches?: SectionData<readonly HotSearch[]>;
  /** Searches stores by a trimmed, non-empty term; answer with `shopResults`. */
  onSearchShops?: (term: string) => void;
  /** The store results of the last store search (GET /search/searchShopPage). */
  shopResults?: ShopResults | null;
  onCloseShopResults?: () => void;
  /** Which search the switch starts on. */
  defaultSearchMode?: SearchMode;

  /** The PC home banners (GET /indexImgs?imgType=1). */
  banners?: SectionData<readonly IndexImg[]>;
  /**
   * The mobile home banners (GET /indexImgs?imgType=0), shown instead of the PC ones at phone width when
   * there are some. Without it (or with none) the PC banners show at every width.
   */
  mobileBanners?: SectionData<readonly IndexImg[]>;
  /** Pinned notices (GET /shop/notice/topNoticeList). */
  notices?: SectionData<readonly Notice[]>;
  /** The category tree (GET /category/categoryInfo?parentId=0): top categories with their children. */
  categories?: SectionData<readonly Category[]>;
  /** New arrivals (GET /prod/lastedProdPage). */
  latestProducts?: SectionData<readonly WireProductCard[]>;
  /** Best sellers (GET /prod/moreBuyProdList). */
  bestSellers?: SectionData<readonly WireProductCard[]>;
  /** The tagged home sections (GET /prod/tagProdList). */
  homeSections?: SectionData<readonly WireHomeSection[]>;
  /** Preferred stores (GET /shop/recommendShops). */
  recommendShops?: SectionData<readonly ShopHead[]>;

  /** Limited-time offers; the section shows only when there are some. */
  limitedOffers?: readonly HomeProduct[];
  /** Group buying products; shown only when there are some. */
  groupBuying?: readonly HomeProduct[];
  /** Flash sale products (each may link to its `/secdetail/<id>` with `path`); shown only when there are some. */
  flashSale?: readonly HomeProduct[];
  /** Coupons of the coupon center; shown only when there are some. */
  coupons?: readonly HomeCoupon[];
  /** Claims a coupon; without it the coupons show without a claim button. */
  onClaimCoupon?: (couponId: number) => void;
  /** The coupon whose claim is in flight (its button is busy). */
  claimingCouponId?: number;

  /** Time source of the banner autoplay, the notice ticker and the search message; keep it stable. */
  clock?: Clock;
}

/**
 * The category list's skeleton, as tall as the usual list: per category its name and one line of its
 * children (24 px each); four side by side on a phone, eight down the column on PC.
 */
function CategorySkeleton() {
  return (
    <SkeletonGroup className="flex gap-4 md:flex-col md:gap-3">
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <span key={i} className={cn('w-36 shrink-0 flex-col md:flex md:w-auto', i < 4 ? 'flex' : 'hidden')}>
          <span className="flex h-6 items-center">
            <Skeleton shape="text" className="h-4 w-2/3" />
          </span>
          <span className="flex h-6 items-center">
            <Skeleton shape="text" className="w-full" />
          </span>
        </span>
      ))}
    </SkeletonGroup>
  );
}

export function CategoryNav({
  categories,
  linkTo: to,
}: {
  categories: HomeScreenProps['categories'];
  linkTo: LinkTo;
}) {
  const { t } = useLingui();
  const view = sectionView(categories);
  const label = t`Product categories`;
  return (
    <nav
      aria-label={label}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-neutral-200 bg-neutral-0 p-3"
    >
      <p className="m-0 text-md font-semibold text-neutral-900">
        <Trans>All categories</Trans>
      </p>
      {view.kind === 'waiting' ? (
        <Reserve>
          <CategorySkeleton />
        </Reserve>
      ) : null}
      {view.kind === 'loading' ? <CategorySkeleton /> : null}
      {view.kind === 'error' ? (
        <SectionError what={label} {...(categories?.onRetry ? { onRetry: categories.onRetry } : {})} />
      ) : null}
      {view.kind === 'data' ? (
        <ul className="m-0 flex list-none gap-4 overflow-x-auto p-0 pb-1 md:flex-col md:gap-3 md:overflow-visible md:pb-0">
          {view.data.map((category) => (
            <li key={category.categoryId} className="flex w-36 shrink-0 flex-col md:w-auto">
              <a
                {...to(paths.list({ categoryId: category.categoryId }))}
                className="inline-flex min-h-[24px] items-center self-start font-medium text-neutral-900 no-underline hover:text-brand"
              >
                {category.categoryName}
              </a>
              {category.categories.length > 0 ? (
                <ul className="m-0 flex list-none flex-wrap gap-x-2.5 p-0 text-xs">
                  {category.categories.map((child) => (
                    <li key={child.categoryId}>
                      <a
                        {...to(paths.list({ categoryId: child.categoryId }))}
                        className="inline-flex min-h-[24px] items-center text-neutral-600 no-underline hover:text-brand"
                      >
                        {child.categoryName}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

/**
 * The home banners. With a mobile list that has banners, a phone shows those and a PC the PC list, by CSS
 * breakpoint only, so the server's page is right at both widths; a mall that made no mobile banners (or
 * whose mobile list failed) shows the PC ones at every width. While the mobile list is still coming, the
 * phone holds the banners' space (decisions/0112).
 */
export function Banners({
  banners,
  mobileBanners,
  linkTo: to,
  clock,
}: {
  banners: HomeScreenProps['banners'];
  mobileBanners?: HomeScreenProps['mobileBanners'];
  linkTo: LinkTo;
  clock: Clock;
}) {
  const { t } = useLingui();
  const what = t`Banners`;
  const pc = bannerContent(banners, 'pc', to, clock, what);
  const mobile = sectionView(mobileBanners);
  const pcEverywhere =
    mobileBanners === undefined ||
    mobile.kind === 'error' ||
    (mobile.kind === 'data' && mobile.data.length === 0);
  if (pcEverywhere) return pc;
  return (
    <>
      <div className="md:hidden">{bannerContent(mobileBanners, 'mobile', to, clock, what)}</div>
      {pc ? <div className="hidden md:block">{pc}</div> : null}
    </>
  );
}

/** One banner list drawn in its state: the carousel, a retry, a skeleton (in the PC shape) or nothing. */
function bannerContent(
  banners: HomeScreenProps['banners'],
  shape: BannerShape,
  to: LinkTo,
  clock: Clock,
  what: string,
): ReactNode {
  const view = sectionView(banners);
  if (view.kind === 'data' && view.data.length > 0)
    return <BannerCarousel banners={view.data} linkTo={to} clock={clock} shape={shape} />;
  if (view.kind === 'error')
    return (
      <SectionError
        what={what}
        className="aspect-[3/1] w-full"
        {...(banners?.onRetry ? { onRetry: banners.onRetry } : {})}
      />
    );
  const skeleton = (
    <SkeletonGroup>
      <Skeleton className="aspect-[3/1] w-full rounded-lg" />
    </SkeletonGroup>
  );
  if (view.kind === 'loading') return skeleton;
  if (view.kind === 'waiting') return <Reserve>{skeleton}</Reserve>;
  return null;
}

export function Notices({
  notices,
  linkTo: to,
  onNavigate,
  clock,
}: {
  notices: HomeScreenProps['notices'];
  linkTo: LinkTo;
  onNavigate: HomeScreenProps['onNavigate'];
  clock: Clock;
}) {
  const { t } = useLingui();
  const view = sectionView(notices);
  const items =
    view.kind === 'data' ? view.data.map((notice) => ({ id: notice.id, title: notice.title })) : [];
  if (view.kind === 'error')
    return (
      <SectionError
        what={t`Notices`}
        {...(notices?.onRetry ? { onRetry: notices.onRetry } : {})}
        className="py-2"
      />
    );
  const skeleton = (
    <SkeletonGroup>
      <Skeleton className="h-10 w-full" />
    </SkeletonGroup>
  );
  if (view.kind === 'loading') return skeleton;
  if (view.kind === 'waiting') return <Reserve>{skeleton}</Reserve>;
  if (items.length === 0) return null;
  return (
    <NoticeTicker
      notices={items}
      clock={clock}
      onOpen={(id) => onNavigate?.(paths.noticeDetail(id))}
      more={
        <a
          {...to(paths.noticeList())}
          aria-label={t`More notices`}
          className="shrink-0 text-neutral-600 no-underline hover:text-brand"
        >
          <Trans>More</Trans>
        </a>
      }
    />
  );
}

/** The home page. */
export function HomeScreen({
  href = identityHref,
  onNavigate,
  onOpenBanner,
  hotSearches,
  onSearchShops,
  shopResults,
  onCloseShopResults,
  defaultSearchMode,
  banners,
  mobileBanners,
  notices,
  categories,
  latestProducts,
  bestSellers,
  homeSections,
  recommendShops,
  limitedOffers = [],
  groupBuying = [],
  flashSale = [],
  coupons = [],
  onClaimCoupon,
  claimingCouponId,
  clock = realClock,
  className,
  ...props
}: HomeScreenProps) {
  const { t } = useLingui();
  const to = useMemo(() => linkTo(href, onNavigate), [href, onNavigate]);
  const bannerTo = useMemo(() => linkTo(href, onOpenBanner ?? onNavigate), [href, onOpenBanner, onNavigate]);
  const sections = sectionView(homeSections);
  const shops = sectionView(recommendShops);
  const storesTitle = t`Preferred stores`;

  return (
    <div
      className={cn('mx-auto flex max-w-6xl flex-col gap-6 px-3 py-4 md:gap-8 md:px-4 md:py-6', className)}
      {...props}
    >
      <h1 className="sr-only">
        <Trans>Mall home</Trans>
      </h1>
      <HomeSearch
        linkTo={to}
        timers={clock}
        {...(onNavigate ? { onNavigate } : {})}
        {...(onSearchShops ? { onSearchShops } : {})}
        {...(shopResults !== undefined ? { shopResults } : {})}
        {...(onCloseShopResults ? { onCloseShopResults } : {})}
        {...(hotSearches ? { hotSearches } : {})}
        {...(defaultSearchMode ? { defaultMode: defaultSearchMode } : {})}
        className="md:mx-auto md:w-full md:max-w-2xl"
      />

      <div className="flex flex-col gap-4 md:grid md:grid-cols-[13rem_minmax(0,1fr)]">
        <div className="order-2 min-w-0 md:order-none">
          <CategoryNav categories={categories} linkTo={to} />
        </div>
        <div className="order-1 flex min-w-0 flex-col gap-3 md:order-none">
          <Banners
            banners={banners}
            {...(mobileBanners ? { mobileBanners } : {})}
            linkTo={bannerTo}
            clock={clock}
          />
          <Notices notices={notices} linkTo={to} onNavigate={onNavigate} clock={clock} />
        </div>
      </div>

      {limitedOffers.length > 0 ? (
        <ProductSection
          title={t`Limited-time offers`}
          more={{ path: paths.specialDiscount() }}
          section={{ data: limitedOffers }}
          linkTo={to}
        />
      ) : null}
      {groupBuying.length > 0 ? (
        <ProductSection
          title={t`Group buying`}
          more={{ path: paths.groupBuy() }}
          section={{ data: groupBuying }}
          linkTo={to}
          tags={['groupBuy']}
        />
      ) : null}
      {flashSale.length > 0 ? (
        <ProductSection
          title={t`Flash sale`}
          more={{ path: paths.flashSale() }}
          section={{ data: flashSale }}
          linkTo={to}
          tags={['flashSale']}
        />
      ) : null}
      {coupons.length > 0 ? (
        <HomeSection title={t`Coupon center`} more={{ path: paths.coupons() }} linkTo={to}>
          <CouponRow
            coupons={coupons}
            label={t`Coupons`}
            onClaim={onClaimCoupon}
            claimingId={claimingCouponId}
          />
        </HomeSection>
      ) : null}

      <ProductSection
        title={t`New arrivals`}
        more={{ path: paths.list({ st: 0 }) }}
        section={latestProducts}
        linkTo={to}
        tags={['new']}
      />
      <ProductSection title={t`Best sellers`} section={bestSellers} linkTo={to} />

      {sections.kind === 'waiting' ? (
        <Reserve>
          <ProductRowSkeleton />
        </Reserve>
      ) : null}
      {sections.kind === 'loading' ? <ProductRowSkeleton /> : null}
      {sections.kind === 'error' ? (
        <SectionError
          what={t`Featured products`}
          {...(homeSections?.onRetry ? { onRetry: homeSections.onRetry } : {})}
        />
      ) : null}
      {sections.kind === 'data'
        ? [...sections.data]
            .filter((section) => section.productDtoList.length > 0)
            .sort((a, b) => a.seq - b.seq)
            .map((section) => (
              <ProductSection
                key={section.id}
                title={section.title}
                section={{ data: section.productDtoList }}
                linkTo={to}
                layout={homeSectionLayout(section.style)}
              />
            ))
        : null}

      {shops.kind === 'data' && shops.data.length === 0 ? null : (
        <HomeSection title={storesTitle} linkTo={to}>
          {shops.kind === 'waiting' ? (
            <Reserve>
              <StoreListSkeleton />
            </Reserve>
          ) : null}
          {shops.kind === 'loading' ? <StoreListSkeleton /> : null}
          {shops.kind === 'error' ? (
            <SectionError
              what={storesTitle}
              {...(recommendShops?.onRetry ? { onRetry: recommendShops.onRetry } : {})}
            />
          ) : null}
          {shops.kind === 'data' ? <StoreList shops={shops.data} linkTo={to} label={storesTitle} /> : null}
        </HomeSection>
      )}
    </div>
  );
}
