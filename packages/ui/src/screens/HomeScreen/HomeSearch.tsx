// The home page's search area: a product/store switch, the search box with the empty-term rule of spec
// section 5 (the domain's message for SEARCH_ERROR_MS, as the site header does), popular searches and
// the store results.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { checkSearchTerm, SEARCH_ERROR_MS, type HotSearch, type Page, type ShopHead } from '@mall/domain';
import type { MessageDescriptor } from '@lingui/core';
import { cn } from '../../lib/cn.ts';
import { realClock } from '../../lib/clock.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Skeleton, SkeletonGroup } from '../../primitives/Skeleton/index.ts';
import { searchPath, type SearchTimers } from '../../mall/SiteHeader/index.ts';
import {
  SectionError,
  sectionView,
  StoreList,
  StoreListSkeleton,
  type LinkTo,
  type SectionData,
} from './parts.tsx';

export type SearchMode = 'products' | 'stores';

/** The store search on show: its term and the page of stores the app fetched for it. */
export interface ShopResults extends SectionData<Page<ShopHead>> {
  term: string;
}

export interface HomeSearchProps {
  linkTo: LinkTo;
  /** Opens a bare path (the product list of a term); without it the browser follows the link. */
  onNavigate?: (path: string) => void;
  /** Searches stores by the trimmed term (never an empty one); the app answers with `shopResults`. */
  onSearchShops?: (term: string) => void;
  /** The store results to show under the box. */
  shopResults?: ShopResults | null;
  /** Closes the store results. */
  onCloseShopResults?: () => void;
  /** Popular search words, each a link to the product list. */
  hotSearches?: SectionData<readonly HotSearch[]>;
  /** Timers of the one-second empty-term message. */
  timers?: SearchTimers;
  /** The switch's starting position. */
  defaultMode?: SearchMode;
  /** Accessible name of the search landmark (default "Search products or stores"). */
  searchLabel?: string;
  className?: string;
}

export function HomeSearch({
  linkTo: to,
  onNavigate,
  onSearchShops,
  shopResults,
  onCloseShopResults,
  hotSearches,
  timers = realClock,
  defaultMode = 'products',
  searchLabel,
  className,
}: HomeSearchProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const [mode, setMode] = useState<SearchMode>(defaultMode);
  const [term, setTerm] = useState('');
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const timer = useRef<unknown>(null);
  const errorId = useId();
  const hotId = useId();
  const resultsHeadingId = useId();
  const modeName = useId();

  useEffect(
    () => () => {
      if (timer.current !== null) timers.clearTimeout(timer.current);
    },
    [timers],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (timer.current !== null) timers.clearTimeout(timer.current);
    timer.current = null;
    const checked = checkSearchTerm(term);
    if (checked.error) {
      setRefusal(checked.error);
      timer.current = timers.setTimeout(() => {
        timer.current = null;
        setRefusal(null);
      }, SEARCH_ERROR_MS);
      return;
    }
    setRefusal(null);
    if (mode === 'stores') onSearchShops?.(checked.term);
    else onNavigate?.(searchPath(checked.term));
  };

  const hot = sectionView(hotSearches);
  const results = shopResults ? sectionView(shopResults) : null;
  const shopTerm = shopResults?.term ?? '';
  const found = results?.kind === 'data' ? results.data.total : 0;

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <form
        role="search"
        aria-label={searchLabel ?? t`Search products or stores`}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-2"
      >
        {/* Native radios (arrow keys move and choose, as in any radio group): Radix's radio group and
            its roving focus would be the only Radix code in the home page's chunk. */}
        <div role="radiogroup" aria-label={t`Search for`} className="flex gap-1">
          {(['products', 'stores'] as const).map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-t px-3 py-1 text-sm text-neutral-700 hover:text-brand has-[:checked]:bg-brand has-[:checked]:font-medium has-[:checked]:text-brand-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-info"
            >
              <input
                type="radio"
                name={modeName}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="sr-only"
              />
              {value === 'products' ? <Trans>Products</Trans> : <Trans>Stores</Trans>}
            </label>
          ))}
        </div>
        <div className="relative flex">
          <Input
            type="search"
            label={mode === 'products' ? t`Product name` : t`Store name`}
            hideLabel
            placeholder={mode === 'products' ? t`Search for products` : t`Search for stores`}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? errorId : undefined}
            wrapperClassName="min-w-0 flex-1"
            className="h-10 rounded-r-none border-2 border-r-0 border-brand hover:border-brand"
            enterKeyHint="search"
          />
          <Button type="submit" className="h-10 shrink-0 rounded-l-none px-5 md:px-8">
            <Trans>Search</Trans>
          </Button>
          {refusal ? (
            <p
              id={errorId}
              role="alert"
              className="absolute top-full left-0 z-tooltip m-0 mt-1 rounded bg-neutral-800 px-3 py-1.5 text-sm text-neutral-0 shadow-md"
            >
              {i18n._(refusal)}
            </p>
          ) : null}
        </div>
      </form>
      {(hot.kind === 'waiting' && !hotSearches) || (hot.kind === 'data' && hot.data.length === 0) ? null : (
        // Waiting for its words (before a skeleton may show), the row holds its place invisibly, so that
        // nothing below moves when they come.
        <div
          className={cn('flex min-w-0 items-center gap-2 text-xs', hot.kind === 'waiting' && 'invisible')}
          {...(hot.kind === 'waiting' ? { 'aria-hidden': true } : {})}
        >
          <span id={hotId} className="shrink-0 text-neutral-600">
            <Trans>Popular searches</Trans>
          </span>
          {hot.kind === 'loading' || hot.kind === 'waiting' ? (
            <SkeletonGroup className="flex gap-3">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} shape="text" className="w-10" />
              ))}
            </SkeletonGroup>
          ) : null}
          {hot.kind === 'error' ? (
            hotSearches?.onRetry ? (
              <Button size="sm" variant="link" className="text-xs" onClick={hotSearches.onRetry}>
                <Trans>Retry</Trans>
              </Button>
            ) : null
          ) : null}
          {hot.kind === 'data' ? (
            <ul
              aria-labelledby={hotId}
              className="m-0 flex min-w-0 list-none gap-x-3 overflow-x-auto p-0 whitespace-nowrap md:flex-wrap"
            >
              {hot.data.map((word) => (
                <li key={word.hotSearchId}>
                  <a
                    {...to(searchPath(word.title))}
                    className="text-neutral-600 no-underline hover:text-brand"
                  >
                    {word.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
      {shopResults && results ? (
        <section
          aria-labelledby={resultsHeadingId}
          className="flex flex-col gap-3 rounded-lg border border-neutral-200 bg-neutral-0 p-3 shadow-sm"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 id={resultsHeadingId} className="m-0 min-w-0 truncate text-md font-semibold text-neutral-900">
              <Trans>Stores matching “{shopTerm}”</Trans>
            </h2>
            {onCloseShopResults ? (
              <Button size="sm" variant="ghost" onClick={onCloseShopResults}>
                <Trans>Close</Trans>
              </Button>
            ) : null}
          </div>
          {results.kind === 'loading' ? <StoreListSkeleton count={2} /> : null}
          {results.kind === 'error' ? (
            <SectionError
              what={t`Stores`}
              {...(shopResults.onRetry ? { onRetry: shopResults.onRetry } : {})}
            />
          ) : null}
          {results.kind === 'data' ? (
            results.data.records.length === 0 ? (
              <p className="m-0 py-2 text-center text-sm text-neutral-600">
                <Trans>No stores found</Trans>
              </p>
            ) : (
              <>
                <p className="m-0 text-xs text-neutral-600">
                  <Trans>{found} stores found</Trans>
                </p>
                <StoreList shops={results.data.records} linkTo={to} label={t`Store results`} />
              </>
            )
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
