import { useId, useState, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Category, Page } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Drawer, DrawerClose, DrawerContent, DrawerTrigger } from '../../primitives/Drawer/index.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { ErrorPage } from '../../mall/ErrorPage/index.ts';
import type { HrefBuilder } from '../../mall/SiteFooter/index.ts';
import { categoryPath } from './categoryPath.ts';
import {
  ProductResults,
  SortBar,
  type ListProduct,
  type SortKind,
  type SortOrder,
} from './ProductResults.tsx';

export interface ProductListScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The three-level category tree (`/category/categoryInfo?parentId=0`). */
  categories?: readonly Category[];
  /** The chosen category, at any level. */
  categoryId?: number;
  /** The product name searched for (`pn`). */
  productName?: string;
  sort: SortKind;
  orderBy: SortOrder;
  /** The page of products; undefined until the first answer. */
  page?: Page<ListProduct>;
  /**
   * The list's activity tab (`st` 2 special discount, 3 group buy, 4 flash sale): its products are the
   * activity's, so the category filter and the sort bar, which the activity lists do not have, are left
   * out and the tab's name is the heading. Absent: the product search.
   */
  activity?: 'specialDiscount' | 'groupBuy' | 'flashSale';
  /** Skeleton cards (the app sets it after its 200 ms delay). */
  loading?: boolean;
  /** The products could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** A category chosen or removed (undefined: all categories). */
  onCategoryChange: (categoryId: number | undefined) => void;
  onSortChange: (sort: SortKind, orderBy: SortOrder) => void;
  onPageChange: (page: number) => void;
  /** Removes the product-name search. */
  onClearSearch: () => void;
  /** "Back to previous page" of the no-products screen. */
  onBack: () => void;
  href?: HrefBuilder;
  /** A plain click on a product (the app routes without a reload). */
  onNavigate?: (path: string) => void;
  /** The mobile filter drawer starts open (stories). */
  defaultFilterOpen?: boolean;
  /** Where the mobile filter drawer is portalled (stories render it inline). */
  filterContainer?: HTMLElement | null;
}

const chipClass = (selected: boolean) =>
  cn(
    'inline-flex h-7 cursor-pointer items-center rounded border px-2.5 text-sm transition-colors',
    selected
      ? 'border-brand bg-brand-soft text-brand-hover'
      : 'border-neutral-200 bg-neutral-0 text-neutral-700 hover:border-brand hover:text-brand-hover',
  );

/** One row per level: the top categories, then the chosen one's children, then theirs. */
function CategoryFilter({
  tree,
  path,
  onChange,
}: {
  tree: readonly Category[];
  path: readonly Category[];
  onChange: (categoryId: number | undefined) => void;
}) {
  const { t } = useLingui();
  const baseId = useId();
  const labels = [t`Level 1 category`, t`Level 2 category`, t`Level 3 category`];
  const levels = [tree, path[0]?.categories, path[1]?.categories].filter(
    (level): level is readonly Category[] => level !== undefined && level.length > 0,
  );
  return (
    <div className="flex flex-col divide-y divide-neutral-100">
      {levels.map((level, i) => (
        <div
          key={i}
          role="group"
          aria-labelledby={`${baseId}-${i}`}
          className="flex flex-col gap-2 py-2 md:flex-row md:items-start md:gap-4"
        >
          <span
            id={`${baseId}-${i}`}
            className="shrink-0 whitespace-nowrap pt-1 text-sm text-neutral-600 md:w-32"
          >
            {labels[i]}
          </span>
          <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
            {level.map((category) => {
              const selected = path[i]?.categoryId === category.categoryId;
              return (
                <li key={category.categoryId}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    className={chipClass(selected)}
                    onClick={() => onChange(selected ? path[i - 1]?.categoryId : category.categoryId)}
                  >
                    {category.categoryName}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * The product list (/list): search term and chosen category path as removable crumbs, the three-level
 * category filter (a drawer on mobile), sort by sales or price both ways, the products as a grid on PC
 * and a list on mobile, paging; skeletons while loading, retry on error, "Sorry, no related products"
 * with a way back when nothing matches.
 */
export function ProductListScreen({
  categories = [],
  categoryId,
  productName,
  sort,
  orderBy,
  page,
  activity,
  loading = false,
  error = false,
  onRetry,
  onCategoryChange,
  onSortChange,
  onPageChange,
  onClearSearch,
  onBack,
  href,
  onNavigate,
  defaultFilterOpen = false,
  filterContainer,
  className,
  ...props
}: ProductListScreenProps) {
  const { t } = useLingui();
  const [filterOpen, setFilterOpen] = useState(defaultFilterOpen);
  const path = categoryPath(categories, categoryId);
  const term = productName?.trim() ?? '';
  const total = page?.total ?? 0;
  const showCount = page !== undefined && total > 0 && !loading && !error;

  return (
    <section
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-3 px-3 py-3 md:px-4 md:py-5', className)}
      {...props}
    >
      {activity ? (
        <h1 className="m-0 text-lg font-semibold text-neutral-900">
          {activity === 'specialDiscount'
            ? t`Limited-time offers`
            : activity === 'groupBuy'
              ? t`Group buying`
              : t`Flash sale`}
        </h1>
      ) : (
        <h1 className="sr-only">{t`Product list`}</h1>
      )}
      <div className={cn('flex flex-wrap items-center gap-2 text-sm', activity && 'hidden')}>
        <div role="group" aria-label={t`Chosen categories`}>
          <ol className="m-0 flex list-none flex-wrap items-center gap-1.5 p-0">
            <li>
              <button
                type="button"
                onClick={() => onCategoryChange(undefined)}
                aria-current={path.length === 0 ? 'true' : undefined}
                className="cursor-pointer border-0 bg-transparent p-0 text-sm text-neutral-800 hover:text-brand-hover"
              >
                {t`All categories`}
              </button>
            </li>
            {path.map(({ categoryId: id, categoryName: name }, i) => (
              <li key={id} className="flex items-center gap-1.5">
                <span aria-hidden="true" className="text-neutral-400">
                  ›
                </span>
                <Tag
                  tone="neutral"
                  closable
                  closeLabel={t`Remove ${name}`}
                  onClose={() => onCategoryChange(path[i - 1]?.categoryId)}
                >
                  {name}
                </Tag>
              </li>
            ))}
          </ol>
        </div>
        {term ? (
          <Tag tone="brand" closable closeLabel={t`Clear search`} onClose={onClearSearch}>
            {t`Search: ${term}`}
          </Tag>
        ) : null}
        {showCount ? <span className="ml-auto text-neutral-600">{t`${total} products`}</span> : null}
      </div>

      {categories.length > 0 && !activity ? (
        <div className="hidden rounded border border-neutral-200 bg-neutral-0 px-4 md:block">
          <CategoryFilter tree={categories} path={path} onChange={onCategoryChange} />
        </div>
      ) : null}

      {activity ? null : (
        <SortBar sort={sort} orderBy={orderBy} onSortChange={onSortChange}>
          {categories.length > 0 ? (
            <Drawer open={filterOpen} onOpenChange={setFilterOpen}>
              <DrawerTrigger asChild>
                <Button variant="ghost" size="sm" className="md:hidden">
                  {t`Filter`}
                  {path.length > 0 ? <span className="text-brand-hover">({path.length})</span> : null}
                </Button>
              </DrawerTrigger>
              <DrawerContent
                side="bottom"
                title={t`Filter`}
                container={filterContainer}
                footer={
                  <>
                    <Button variant="outline" onClick={() => onCategoryChange(undefined)}>
                      {t`Reset`}
                    </Button>
                    <DrawerClose asChild>
                      <Button>{t`Done`}</Button>
                    </DrawerClose>
                  </>
                }
              >
                <CategoryFilter tree={categories} path={path} onChange={onCategoryChange} />
              </DrawerContent>
            </Drawer>
          ) : null}
        </SortBar>
      )}

      <ProductResults
        page={page}
        onPageChange={onPageChange}
        loading={loading}
        error={error}
        onRetry={onRetry}
        href={href}
        onNavigate={onNavigate}
        empty={<ErrorPage variant="no-products" headingLevel={2} onBack={onBack} className="py-6 md:py-8" />}
      />
    </section>
  );
}
