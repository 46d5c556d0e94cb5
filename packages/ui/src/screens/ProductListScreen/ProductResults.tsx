// The parts the product list and the shop page share: the sort bar (default, sales, price both ways) and
// the results area (skeletons, error with retry, the cards as a grid on PC and a list on mobile, the pager).
import type { MouseEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { paths, yuanToCents, type Page, type ProductCard as ProductCardData } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Pagination } from '../../primitives/Pagination/index.ts';
import { SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { ProductCard, ProductCardSkeleton, type ProductTag } from '../../mall/ProductCard/index.ts';
import { identityHref, type HrefBuilder } from '../../mall/SiteFooter/index.ts';

/**
 * A product of the list: a product card, or an activity's card (a flash sale's at its price, linking to
 * its own page with `path`, its tag in `tags`, without a sold count).
 */
export type ListProduct = Omit<ProductCardData, 'soldNum'> & {
  soldNum?: number;
  /** Where the card links; `/detail/<prodId>` when absent. */
  path?: string;
  tags?: readonly ProductTag[];
};

/** `sort` of the search call: 0 default (newest), 1 sales, 2 price. */
export type SortKind = 0 | 1 | 2;
/** `orderBy` of the search call: 0 ascending, 1 descending. */
export type SortOrder = 0 | 1;

export interface SortState {
  sort: SortKind;
  orderBy: SortOrder;
}

/**
 * The sort after a click on `kind`: the active sales or price sort turns around; a newly chosen sales
 * sort starts with the best sellers (descending), a price sort with the cheapest (ascending).
 */
export function nextSort(current: SortState, kind: SortKind): SortState {
  if (kind === 0) return { sort: 0, orderBy: 0 };
  if (current.sort === kind) return { sort: kind, orderBy: current.orderBy === 1 ? 0 : 1 };
  return { sort: kind, orderBy: kind === 1 ? 1 : 0 };
}

/** A plain left click: anything else (new tab, new window) is left to the browser. */
export function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function SortArrows({ active, orderBy }: { active: boolean; orderBy: SortOrder }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 10 16" className="h-3.5 w-2.5">
      <path
        d="M5 2l3.5 4.5h-7z"
        className={active && orderBy === 0 ? 'fill-brand' : 'fill-neutral-400'}
        data-arrow="up"
      />
      <path
        d="M5 14l3.5-4.5h-7z"
        className={active && orderBy === 1 ? 'fill-brand' : 'fill-neutral-400'}
        data-arrow="down"
      />
    </svg>
  );
}

export interface SortBarProps extends SortState {
  onSortChange: (sort: SortKind, orderBy: SortOrder) => void;
  className?: string;
  /** More controls at the end of the bar (the mobile filter button). */
  children?: ReactNode;
}

/** Default, sales and price: the pressed one is the active sort, its arrow shows the direction. */
export function SortBar({ sort, orderBy, onSortChange, className, children }: SortBarProps) {
  const { t } = useLingui();
  const items: { kind: SortKind; label: string }[] = [
    { kind: 0, label: t`Default` },
    { kind: 1, label: t`Sales` },
    { kind: 2, label: t`Price` },
  ];
  return (
    <div
      role="group"
      aria-label={t`Sort`}
      className={cn(
        'flex items-center gap-1 rounded border border-neutral-200 bg-neutral-50 px-2 py-1',
        className,
      )}
    >
      {items.map(({ kind, label }) => {
        const active = sort === kind;
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={active}
            onClick={() => {
              const next = nextSort({ sort, orderBy }, kind);
              if (next.sort !== sort || next.orderBy !== orderBy) onSortChange(next.sort, next.orderBy);
            }}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1 rounded border-0 bg-transparent px-3 text-base',
              active ? 'font-medium text-brand-hover' : 'text-neutral-700 hover:text-brand-hover',
            )}
          >
            {label}
            {kind === 0 ? null : (
              <>
                <SortArrows active={active} orderBy={orderBy} />
                {active ? (
                  <span className="sr-only"> {orderBy === 0 ? t`(ascending)` : t`(descending)`}</span>
                ) : null}
              </>
            )}
          </button>
        );
      })}
      {children ? <span className="ml-auto flex items-center">{children}</span> : null}
    </div>
  );
}

export interface ProductResultsProps {
  /** The page of products; undefined while nothing has arrived. */
  page?: Page<ListProduct> | undefined;
  /** Turns the page: the pager shows below the products when there is more than one page. */
  onPageChange: (page: number) => void;
  /** Skeleton cards instead of the products (the app sets it after its 200 ms delay). */
  loading?: boolean;
  /** The products could not be loaded: a message and the retry button. */
  error?: boolean;
  onRetry?: () => void;
  /** What shows when the page has no products. */
  empty: ReactNode;
  href?: HrefBuilder;
  /** Called on a plain click of a product (the app routes without a reload); the default is prevented. */
  onNavigate?: (path: string) => void;
  skeletonCount?: number;
}

/**
 * The products as cards: grid on PC, list on mobile, the pager below; skeletons while loading; error
 * with retry.
 */
export function ProductResults({
  page,
  onPageChange,
  loading = false,
  error = false,
  onRetry,
  empty,
  href = identityHref,
  onNavigate,
  skeletonCount = 8,
}: ProductResultsProps) {
  const { t } = useLingui();
  if (loading) {
    return (
      <SkeletonGroup label={t`Loading products`}>
        <span className="hidden grid-cols-4 gap-3 md:grid lg:grid-cols-5">
          {Array.from({ length: skeletonCount }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </span>
        <span className="flex flex-col gap-2 md:hidden">
          {Array.from({ length: Math.min(skeletonCount, 4) }, (_, i) => (
            <ProductCardSkeleton key={i} layout="list" />
          ))}
        </span>
      </SkeletonGroup>
    );
  }
  if (error) {
    return (
      <Empty
        illustration="error"
        size="sm"
        title={t`The products could not be loaded`}
        action={
          <Button variant="primary" onClick={onRetry}>
            {t`Retry`}
          </Button>
        }
      />
    );
  }
  if (!page) return null;
  const products = page.records;
  const pager =
    page.pages > 1 ? (
      <Pagination
        className="flex justify-center pt-2"
        page={page.current}
        pageCount={page.pages}
        total={page.total}
        onPageChange={onPageChange}
      />
    ) : null;
  if (products.length === 0)
    return (
      <>
        {empty}
        {pager}
      </>
    );
  const card = (product: ListProduct, layout: 'grid' | 'list') => {
    const path = product.path ?? paths.detail(product.prodId);
    return (
      <li key={path} className="flex">
        <ProductCard
          layout={layout}
          className="w-full"
          href={href(path)}
          linkProps={
            onNavigate
              ? {
                  onClick: (event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onNavigate(path);
                  },
                }
              : undefined
          }
          name={product.prodName}
          image={product.pic}
          priceCents={yuanToCents(product.price)}
          {...(product.oriPrice !== null && product.oriPrice > product.price
            ? { originalPriceCents: yuanToCents(product.oriPrice) }
            : {})}
          {...(product.soldNum !== undefined ? { soldCount: product.soldNum } : {})}
          {...(product.shopName ? { shopName: product.shopName } : {})}
          {...(product.tags ? { tags: product.tags } : {})}
        />
      </li>
    );
  };
  return (
    <>
      <ul className="m-0 hidden list-none grid-cols-4 gap-3 p-0 md:grid lg:grid-cols-5">
        {products.map((product) => card(product, 'grid'))}
      </ul>
      <ul className="m-0 flex list-none flex-col gap-2 p-0 md:hidden">
        {products.map((product) => card(product, 'list'))}
      </ul>
      {pager}
    </>
  );
}
