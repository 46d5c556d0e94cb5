// The home page's building blocks: a section with its own loading, error and empty states, product
// rows, store cards and the links that route on the client.
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, yuanToCents, type ProductCard as WireProductCard, type ShopHead } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { ProductCard, ProductCardSkeleton, type ProductTag } from '../../mall/ProductCard/index.ts';

/** A path builder: the app passes one that adds the `/en` prefix. */
export type HrefBuilder = (path: string) => string;
export const identityHref: HrefBuilder = (path) => path;

/** One data section's state, as the app's SWR hook gives it. */
export interface SectionData<T> {
  /** The data once it has arrived (kept while it revalidates). */
  data?: T | undefined;
  /** Shows skeletons while there is no data yet (the app passes its 200 ms delayed flag). */
  loading?: boolean;
  /** The fetch failed: without data, a small retry shows in the section's place. */
  error?: boolean;
  /** Fetches the section again. */
  onRetry?: () => void;
}

/** How a section is drawn: skeletons, a retry, nothing yet, or its data. */
export type SectionView<T> =
  { kind: 'data'; data: T } | { kind: 'loading' } | { kind: 'error' } | { kind: 'waiting' };

export function sectionView<T>(section: SectionData<T> | undefined): SectionView<T> {
  if (section?.data !== undefined) return { kind: 'data', data: section.data };
  if (section?.error) return { kind: 'error' };
  if (section?.loading) return { kind: 'loading' };
  return { kind: 'waiting' };
}

/** A plain left click: anything else (new tab, new window) is left to the browser. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Link props of a bare path: the localized address, and a plain click handed to `onNavigate`. */
export type LinkTo = (path: string) => { href: string; onClick?: (event: MouseEvent<HTMLElement>) => void };

export function linkTo(href: HrefBuilder, onNavigate?: (path: string) => void): LinkTo {
  return (path) => ({
    href: href(path),
    ...(onNavigate
      ? {
          onClick: (event: MouseEvent<HTMLElement>) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onNavigate(path);
          },
        }
      : {}),
  });
}

/**
 * What a section shows while it waits for its data, before a skeleton may show (the first 200 ms, spec):
 * its skeleton, invisible and hidden from assistive tech, so that the space is held and nothing below
 * moves when the skeleton or the data arrives (layout shift).
 */
export function Reserve({ children }: { children: ReactNode }) {
  return (
    <div aria-hidden="true" className="invisible">
      {children}
    </div>
  );
}
/** A small "could not load" line with a retry button, in place of a section's content. */
export function SectionError({
  what,
  onRetry,
  className,
}: {
  what: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-center gap-3 rounded border border-dashed border-neutral-300 bg-neutral-50 px-4 py-4 text-sm text-neutral-600',
        className,
      )}
    >
      <span>
        <Trans>Could not load {what}.</Trans>
      </span>
      {onRetry ? (
        <Button size="sm" variant="outline" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      ) : null}
    </div>
  );
}

export interface HomeSectionProps {
  /** The section's heading (also what the error line names). */
  title: string;
  /** A "More" link to the section's own page. */
  more?: { path: string; label?: string } | undefined;
  linkTo: LinkTo;
  className?: string;
  children: ReactNode;
}

/** A titled home section: an h2, an optional "More" link, then its content. */
export function HomeSection({ title, more, linkTo: to, className, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('flex min-w-0 flex-col gap-3', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="m-0 text-lg font-semibold text-neutral-900 md:text-xl">
          {title}
        </h2>
        {more ? (
          <a {...to(more.path)} className="shrink-0 text-sm text-neutral-600 no-underline hover:text-brand">
            {more.label ?? <Trans>More</Trans>}
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A product card of the home page: a wire card and, for activities, where it links and its marks. */
export interface HomeProduct extends Omit<WireProductCard, 'soldNum'> {
  /** Where the card links; `/detail/<prodId>` when absent (a flash sale passes `/secdetail/<id>`). */
  path?: string;
  /** Units sold; absent (an activity's card): not shown. */
  soldNum?: number;
}

/**
 * How a product section lays out its cards. `row`: one row, scrolling sideways in a narrow box, five per
 * row in a wide one (container ≥ @3xl). `grid`: every product, two per row narrow, four wide. `denseGrid`:
 * every product, three per row narrow, six wide.
 */
export type ProductLayout = 'row' | 'grid' | 'denseGrid';

/** A home section's `style` (the console's choice, domain `PROD_TAG_STYLES`) as its layout; unknown: a row. */
export function homeSectionLayout(style: number): ProductLayout {
  return style === 1 ? 'grid' : style === 2 ? 'denseGrid' : 'row';
}

/** Each layout's classes (literal, so that Tailwind sees them) and its skeleton's card count. */
const layouts: Record<ProductLayout, { list: string; item: string; skeleton: string; count: number }> = {
  row: {
    list: 'flex snap-x gap-3 overflow-x-auto pb-1 @3xl:grid @3xl:grid-cols-5 @3xl:overflow-visible @3xl:pb-0',
    item: 'w-36 shrink-0 snap-start @3xl:w-auto',
    skeleton: 'flex gap-3 overflow-hidden @3xl:grid @3xl:grid-cols-5',
    count: 5,
  },
  grid: {
    list: 'grid grid-cols-2 gap-3 @3xl:grid-cols-4',
    item: 'min-w-0',
    skeleton: 'grid grid-cols-2 gap-3 @3xl:grid-cols-4',
    count: 4,
  },
  denseGrid: {
    list: 'grid grid-cols-3 gap-2 @3xl:grid-cols-6 @3xl:gap-3',
    item: 'min-w-0',
    skeleton: 'grid grid-cols-3 gap-2 @3xl:grid-cols-6 @3xl:gap-3',
    count: 6,
  },
};

/** Product cards in a layout: a row (horizontally scrollable in a narrow box) or a grid of every product. */
export function ProductRow({
  products,
  linkTo: to,
  tags,
  label,
  layout = 'row',
}: {
  products: readonly HomeProduct[];
  linkTo: LinkTo;
  tags?: readonly ProductTag[];
  label: string;
  layout?: ProductLayout;
}) {
  return (
    <div className="@container">
      <ul aria-label={label} className={cn('m-0 list-none p-0', layouts[layout].list)}>
        {products.map((product) => {
          const link = to(product.path ?? paths.detail(product.prodId));
          return (
            <li key={product.path ?? product.prodId} className={layouts[layout].item}>
              <ProductCard
                className="h-full"
                href={link.href}
                linkProps={link.onClick ? { onClick: link.onClick } : {}}
                name={product.prodName}
                image={product.pic}
                priceCents={yuanToCents(product.price)}
                {...(product.oriPrice !== null && product.oriPrice > product.price
                  ? { originalPriceCents: yuanToCents(product.oriPrice) }
                  : {})}
                {...(product.soldNum !== undefined ? { soldCount: product.soldNum } : {})}
                {...(tags ? { tags } : {})}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The layout's shape while it loads: a row's (or a wide grid row's) worth of card skeletons, busy. */
export function ProductRowSkeleton({ count, layout = 'row' }: { count?: number; layout?: ProductLayout }) {
  return (
    <SkeletonGroup className="@container">
      <span className={layouts[layout].skeleton}>
        {Array.from({ length: count ?? layouts[layout].count }, (_, i) => (
          <ProductCardSkeleton key={i} className={layouts[layout].item} />
        ))}
      </span>
    </SkeletonGroup>
  );
}

/** A product section: skeletons, a retry, an empty line or the row. */
export function ProductSection({
  title,
  more,
  section,
  linkTo: to,
  tags,
  layout = 'row',
  className,
}: {
  title: string;
  more?: HomeSectionProps['more'];
  section: SectionData<readonly HomeProduct[]> | undefined;
  linkTo: LinkTo;
  tags?: readonly ProductTag[];
  /** How the products are laid out (a row by default). */
  layout?: ProductLayout;
  className?: string;
}) {
  const view = sectionView(section);
  return (
    <HomeSection title={title} more={more} linkTo={to} {...(className ? { className } : {})}>
      {view.kind === 'waiting' ? (
        <Reserve>
          <ProductRowSkeleton layout={layout} />
        </Reserve>
      ) : null}
      {view.kind === 'loading' ? <ProductRowSkeleton layout={layout} /> : null}
      {view.kind === 'error' ? (
        <SectionError what={title} {...(section?.onRetry ? { onRetry: section.onRetry } : {})} />
      ) : null}
      {view.kind === 'data' && view.data.length === 0 ? (
        <p className="m-0 rounded bg-neutral-50 px-4 py-4 text-center text-sm text-neutral-600">
          <Trans>No products yet</Trans>
        </p>
      ) : null}
      {view.kind === 'data' && view.data.length > 0 ? (
        <ProductRow
          products={view.data}
          linkTo={to}
          label={title}
          layout={layout}
          {...(tags ? { tags } : {})}
        />
      ) : null}
    </HomeSection>
  );
}

/** A store: logo, name (the link to its page), introduction, followers and products. */
export function StoreCard({
  shop,
  linkTo: to,
  className,
}: {
  shop: ShopHead;
  linkTo: LinkTo;
  className?: string;
}) {
  const { t } = useLingui();
  const detailsId = useId();
  const link = to(paths.shop(shop.shopId));
  const fans = shop.fansCount;
  const products = shop.prodCount;
  return (
    <article
      className={cn(
        'relative flex min-w-0 items-center gap-3 rounded-lg border border-neutral-200 bg-neutral-0 p-3 hover:border-neutral-300 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-info',
        className,
      )}
    >
      <Image src={shop.shopLogo ?? undefined} alt="" ratio={1} rounded="full" className="w-12 shrink-0" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <a
          {...link}
          aria-describedby={detailsId}
          className="truncate font-medium text-neutral-900 no-underline after:absolute after:inset-0 after:content-[''] hover:text-brand focus-visible:outline-none"
        >
          {shop.shopName}
        </a>
        <span id={detailsId} className="flex min-w-0 flex-col gap-0.5 text-xs text-neutral-600">
          {shop.intro ? <span className="truncate">{shop.intro}</span> : null}
          <span>
            {t`${fans} followers`} · {t`${products} products`}
          </span>
        </span>
      </span>
    </article>
  );
}

/** A store card's shape while stores load. */
export function StoreCardSkeleton() {
  return (
    <span
      aria-hidden="true"
      className="flex items-center gap-3 rounded-lg border border-neutral-200 bg-neutral-0 p-3"
    >
      <Skeleton shape="circle" className="size-12 shrink-0" />
      <span className="flex flex-1 flex-col gap-2">
        <Skeleton shape="text" className="h-4 w-2/3" />
        <Skeleton shape="text" className="w-1/2" />
      </span>
    </span>
  );
}

/** Stores as a list: one column in a narrow box, more in a wide one. */
export function StoreList({
  shops,
  linkTo: to,
  label,
}: {
  shops: readonly ShopHead[];
  linkTo: LinkTo;
  label: string;
}) {
  return (
    <div className="@container">
      <ul aria-label={label} className="m-0 grid list-none gap-3 p-0 @xl:grid-cols-2 @4xl:grid-cols-4">
        {shops.map((shop) => (
          <li key={shop.shopId} className="min-w-0">
            <StoreCard shop={shop} linkTo={to} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StoreListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SkeletonGroup className="@container">
      <span className="grid gap-3 @xl:grid-cols-2 @4xl:grid-cols-4">
        {Array.from({ length: count }, (_, i) => (
          <StoreCardSkeleton key={i} />
        ))}
      </span>
    </SkeletonGroup>
  );
}
