// Which of the store's products a discount session or a shop coupon covers: the whole store, or the
// products ticked among those the app loaded (and those the activity already names).
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MerchantPromoProd } from '@mall/domain';
import { Checkbox } from '../../../primitives/Checkbox/index.ts';
import { Image } from '../../../primitives/Image/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { RadioGroup } from '../../../primitives/RadioGroup/index.ts';

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
  disabled = false,
  error,
}: {
  products: readonly MerchantPromoProd[];
  prodIds: readonly number[] | null;
  /** null: the whole store; else the products ticked. */
  onChange: (prodIds: number[] | null) => void;
  /**
   * Searches the store's products by name: called with the search box's text on every change (and on
   * Enter), so the app debounces it and answers with new `products`; the ticked ones stay listed (give
   * `products` through withChosen). Without it, no search box.
   */
  onSearch?: ((keyword: string) => void) | undefined;
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
        <Input
          type="search"
          label={t`Search products`}
          placeholder={t`Product name`}
          value={keyword}
          wrapperClassName="w-64"
          onChange={(event) => {
            setKeyword(event.target.value);
            onSearch(event.target.value);
          }}
          onKeyDown={(event) => {
            // Enter searches at once and sends no form.
            if (event.key === 'Enter') {
              event.preventDefault();
              onSearch(keyword);
            }
          }}
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
