import { forwardRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Button } from '../Button/index.ts';

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The pages to show: always the first and the last, the current one with `siblings` on each side, and an
 * ellipsis for each gap of two or more pages (a gap of one shows the page itself).
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const count = Math.max(pageCount, 1);
  const current = Math.min(Math.max(page, 1), count);
  const slots = siblings * 2 + 5;
  if (count <= slots) return range(1, count);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, count);
  const leftGap = left > 3;
  const rightGap = right < count - 2;
  const edge = 3 + siblings * 2;
  if (!leftGap) return [...range(1, edge), 'end-ellipsis', count];
  if (!rightGap) return [1, 'start-ellipsis', ...range(count - edge + 1, count)];
  return [1, 'start-ellipsis', ...range(left, right), 'end-ellipsis', count];
}

export const paginationVariants = cva('flex items-center text-base text-neutral-700', {
  variants: {
    variant: {
      full: 'flex-wrap gap-2',
      compact: 'justify-center gap-3',
      // Compact on mobile, full from the md breakpoint: both are rendered, CSS shows one.
      auto: '',
    },
  },
  defaultVariants: { variant: 'auto' },
});

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5">
      <path
        d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface PaginationProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onChange'>, VariantProps<typeof paginationVariants> {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one (full variant). */
  siblings?: number;
  /** Total number of items: shows "Total N items". */
  total?: number;
  pageSize?: number;
  /** Offers a page-size choice when given with onPageSizeChange. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Shows the "Go to page" field. */
  showJumper?: boolean;
}

interface PartProps {
  page: number;
  pageCount: number;
  go: (page: number) => void;
}

function Full({
  page,
  pageCount,
  go,
  siblings,
  total,
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
  showJumper,
  className,
}: PartProps &
  Pick<
    PaginationProps,
    'siblings' | 'total' | 'pageSize' | 'pageSizeOptions' | 'onPageSizeChange' | 'showJumper'
  > & {
    className?: string;
  }) {
  const { t } = useLingui();
  const [jump, setJump] = useState('');
  const submitJump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (jump === '') return;
    setJump('');
    go(Number(jump));
  };
  return (
    <div className={cn(paginationVariants({ variant: 'full' }), className)}>
      {total !== undefined ? <span className="mr-1 text-neutral-600">{t`Total ${total} items`}</span> : null}
      <Button variant="outline" size="sm" className="px-2" disabled={page <= 1} onClick={() => go(page - 1)}>
        <Chevron direction="left" />
        {t`Previous page`}
      </Button>
      <ul className="m-0 flex list-none flex-wrap items-center gap-1 p-0">
        {paginationRange(page, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'outline'}
                size="sm"
                className="min-w-8 px-2 font-num"
                aria-label={t`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li
              key={item}
              aria-hidden="true"
              className="min-w-8 text-center text-neutral-500"
              data-ellipsis=""
            >
              …
            </li>
          ),
        )}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="px-2"
        disabled={page >= pageCount}
        onClick={() => go(page + 1)}
      >
        {t`Next page`}
        <Chevron direction="right" />
      </Button>
      {pageSizeOptions && onPageSizeChange ? (
        <select
          aria-label={t`Items per page`}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="h-7 cursor-pointer rounded border border-neutral-300 bg-neutral-0 px-1 text-sm text-neutral-800 hover:border-brand"
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {t`${size} / page`}
            </option>
          ))}
        </select>
      ) : null}
      {showJumper ? (
        <form onSubmit={submitJump} className="flex items-center gap-1 text-sm">
          <span aria-hidden="true">{t`Go to`}</span>
          <input
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            aria-label={t`Page number to go to`}
            value={jump}
            onChange={(event) => {
              if (/^\d*$/.test(event.target.value)) setJump(event.target.value);
            }}
            className="h-7 w-12 rounded border border-neutral-300 bg-neutral-0 text-center font-num text-neutral-900 focus-visible:border-brand"
          />
          <span aria-hidden="true">{t`page`}</span>
          <Button type="submit" variant="outline" size="sm" className="px-2">
            {t`Go`}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function Compact({ page, pageCount, go, className }: PartProps & { className?: string }) {
  const { t } = useLingui();
  return (
    <div className={cn(paginationVariants({ variant: 'compact' }), className)}>
      <Button
        variant="outline"
        size="sm"
        className="w-8 px-0"
        aria-label={t`Previous page`}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <Chevron direction="left" />
      </Button>
      <span aria-live="polite" className="min-w-12 text-center font-num">
        <span aria-hidden="true">
          <span className="text-brand">{page}</span>
          <span className="text-neutral-500"> / {pageCount}</span>
        </span>
        <span className="sr-only">{t`Page ${page} of ${pageCount}`}</span>
      </span>
      <Button
        variant="outline"
        size="sm"
        className="w-8 px-0"
        aria-label={t`Next page`}
        disabled={page >= pageCount}
        onClick={() => go(page + 1)}
      >
        <Chevron direction="right" />
      </Button>
    </div>
  );
}

/**
 * Page navigation. Full: total, previous, pages with ellipses, next, page size and a jump field. Compact
 * (mobile): previous · 3 / 10 · next. The current page carries aria-current="page"; onPageChange receives
 * only pages within 1..pageCount that differ from the current one.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    className,
    variant = 'auto',
    page,
    pageCount,
    onPageChange,
    siblings = 1,
    total,
    pageSize,
    pageSizeOptions,
    onPageSizeChange,
    showJumper = false,
    ...props
  },
  ref,
) {
  const { t } = useLingui();
  const count = Math.max(pageCount, 1);
  const go = (next: number) => {
    const target = Math.min(Math.max(Math.trunc(next), 1), count);
    if (target !== page) onPageChange(target);
  };
  const full = (
    <Full
      page={page}
      pageCount={count}
      go={go}
      siblings={siblings}
      total={total}
      pageSize={pageSize}
      pageSizeOptions={pageSizeOptions}
      onPageSizeChange={onPageSizeChange}
      showJumper={showJumper}
      className={variant === 'auto' ? 'hidden md:flex' : undefined}
    />
  );
  const compact = (
    <Compact page={page} pageCount={count} go={go} className={variant === 'auto' ? 'md:hidden' : undefined} />
  );
  return (
    <nav ref={ref} aria-label={t`Pagination`} className={className} {...props}>
      {variant === 'compact' ? null : full}
      {variant === 'full' ? null : compact}
    </nav>
  );
});
