// Which of the store's products a discount session or a shop coupon covers: the whole store, or the
// products ticked among those the app loaded (and those the activity already names).
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MerchantPromoProd } from '@mall/domain';
import { Button } from '../../../primitives/Button/index.ts';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { Image } from '../../../primitives/Image/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { RadioGroup } from '../../../primitives/RadioGroup/index.ts';
import type { ProductSearchProps } from './activityForm.ts';

/** The products to tick: those the activity names first (even if the store's list left them out). */
export function withChosen(
  products: readonly MerchantPromoProd[],
  chosen: readonly MerchantPromoProd[] = [],
): MerchantPromoProd[] {
  return [...chosen, ...products.filter((p) => !chosen.some((q) => q.prodId === p.prodId))];
}

/**
 * Which of the store's products an activity covers: all of them (`prodIds` empty) or those ticked in
 * `products` (the store's products the app loaded, plus those the activity already names).
 */
export function ProductPicks({
  products,
  prodIds,
  onChange,
  onSearch,
  loading = false,
  loadFailed = false,
  onRetry,
  disabled = false,
  error,
}: {
  products: readonly MerchantPromoProd[];
  prodIds: readonly number[] | null;
  /** null: the whole store; else the products ticked. */
  onChange: (prodIds: number[] | null) => void;
  /**
   * Searches the store's products by name: called with the search box's text on every change (the app
   * debounces it) and with `{ now: true }` on Enter (the app searches at once), answered with new
   * `products`; the ticked ones stay listed (give `products` through withChosen). Without it, no search box.
   */
  onSearch?: ProductSearchProps['onProductSearch'];
  /** The store's products are loading. */
  loading?: boolean | undefined;
  /** The store's products could not be loaded: said, with a retry when `onRetry` is given. */
  loadFailed?: boolean | undefined;
  onRetry?: (() => void) | undefined;
  disabled?: boolean;
  error?: ReactNode;
}) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  // The products ticked, kept so that a search answering without them still lists them (at the end).
  const [picked, setPicked] = useState<readonly MerchantPromoProd[]>(() =>
    products.filter((p) => prodIds?.includes(p.prodId)),
  );
  const some = prodIds !== null;
  const listed = [
    ...products,
    ...picked.filter((p) => prodIds?.includes(p.prodId) && !products.some((q) => q.prodId === p.prodId)),
  ];
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        label={t`Products`}
        orientation="horizontal"
        value={some ? 'some' : 'all'}
        disabled={disabled}
        onValueChange={(value) => onChange(value === 'all' ? null : [])}
        options={[
          { value: 'all', label: t`All products of the store` },
          { value: 'some', label: t`Chosen products` },
        ]}
        error={error}
      />
      {some && onSearch && !disabled ? (
        <ProductSearchBox keyword={keyword} onKeywordChange={setKeyword} onSearch={onSearch} />
      ) : null}
      {some ? (
        <ProductSearchNote
          loading={loading}
          error={loadFailed}
          onRetry={onRetry}
          noMatch={keyword.trim() !== '' && products.length === 0}
        />
      ) : null}
      {some ? (
        <ul
          aria-label={t`Chosen products`}
          className="m-0 grid max-h-72 list-none grid-cols-2 gap-2 overflow-y-auto p-0"
        >
          {listed.map((p) => (
            <li key={p.prodId} className="flex items-center gap-2">
              <Checkbox
                label={
                  <span className="flex items-center gap-2">
                    <Image src={p.pic} alt="" className="size-8 shrink-0 rounded" ratio={null} />
                    <span className="line-clamp-1">{p.prodName}</span>
                  </span>
                }
                disabled={disabled}
                checked={prodIds.includes(p.prodId)}
                onCheckedChange={(checked) => {
                  if (checked) setPicked((all) => [...all.filter((q) => q.prodId !== p.prodId), p]);
                  onChange(checked ? [...prodIds, p.prodId] : prodIds.filter((id) => id !== p.prodId));
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The search box of a product picker: every change searches (the app debounces it); Enter searches at
 * once (the app may be waiting out its debounce) and sends no form.
 */
export function ProductSearchBox({
  keyword,
  onKeywordChange,
  onSearch,
}: {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  onSearch: NonNullable<ProductSearchProps['onProductSearch']>;
}) {
  const { t } = useLingui();
  return (
    <Input
      type="search"
      label={t`Search products`}
      placeholder={t`Product name`}
      value={keyword}
      wrapperClassName="w-64"
      onChange={(event) => {
        onKeywordChange(event.target.value);
        onSearch(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(keyword, { now: true });
        }
      }}
    />
  );
}

/**
 * What a product picker says of its search: the failure to load the products (an alert, with a retry),
 * else "Searching…" while they load, else that the search matched nothing. A polite live region, so the
 * state is announced as it changes.
 */
export function ProductSearchNote({
  loading,
  error,
  onRetry,
  noMatch,
}: {
  loading: boolean;
  error: boolean;
  onRetry?: (() => void) | undefined;
  noMatch: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      {error ? (
        <div role="alert" className="flex items-center gap-2 text-sm text-danger">
          <span>{t`The products could not be loaded`}</span>
          {onRetry ? (
            <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
              {t`Retry`}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="m-0 text-sm text-neutral-600 empty:hidden">
        {error ? null : loading ? t`Searching…` : noMatch ? t`No product matches` : null}
      </p>
    </>
  );
}
