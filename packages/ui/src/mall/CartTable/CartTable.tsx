import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import {
  cartSelectionSchema,
  firstError,
  yuanToCents,
  type CartTotals,
  type ShopCart,
  type ShopCartItem,
} from '@mall/domain';
import type { MessageDescriptor } from '@lingui/core';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Price } from '../Price/index.ts';
import { DeleteSelected, type RowActions } from './CartLineParts.tsx';
import { PcTable } from './CartPcTable.tsx';
import { MobileCards } from './CartPhoneCards.tsx';
import { hasValidItems, selectedBasketIds, selectionOf, shopItems } from './cartSelection.ts';

export interface CartTableProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The cart as `/p/shopCart/info` returns it; `isChecked` of each line is the selection. */
  shops: ShopCart[];
  /** `/p/shopCart/totalPay` for the selected lines. */
  totals: CartTotals;
  onToggleItem?: (basketId: number, checked: boolean) => void;
  onToggleShop?: (shopId: number, checked: boolean) => void;
  onToggleAll?: (checked: boolean) => void;
  /** A new quantity (the absolute count, 1..stocks), not a delta. */
  onChangeQuantity?: (basketId: number, count: number) => void;
  /** Called after the shopper confirmed the deletion. */
  onDelete?: (basketIds: number[]) => void;
  /** The selected lines, never empty. */
  onSettle?: (basketIds: number[]) => void;
  /** Shows the settle button busy (e.g. while the order is being confirmed). */
  settling?: boolean;
  /** Where "Go shopping" of the empty cart leads. */
  shoppingHref?: string;
  /** The product page of a line; without it the name is plain text. */
  productHref?: (item: ShopCartItem) => string;
}

/**
 * The cart: lines grouped by shop and promotion, selection per line, per shop and for everything
 * (controlled by `isChecked`), quantities within stock, deletion after confirmation and settlement of the
 * selected lines. A table from the md breakpoint, cards with a sticky settle bar below it. Lines whose
 * product is off the shelf or out of stock are shown as unavailable and cannot be selected.
 */
export const CartTable = forwardRef<HTMLDivElement, CartTableProps>(function CartTable(
  {
    shops,
    totals,
    onToggleItem,
    onToggleShop,
    onToggleAll,
    onChangeQuantity,
    onDelete,
    onSettle,
    settling = false,
    shoppingHref = '/',
    productHref,
    className,
    ...props
  },
  ref,
) {
  const { t, i18n } = useLingui();
  // The rule's message (spec section 5, from domain) while a settle or delete was refused.
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);

  const items = shops.flatMap(shopItems);
  const selected = selectedBasketIds(shops);
  const all = selectionOf(items);
  const canSelect = hasValidItems(items);
  // The "select at least one item" message stays until something is selected.
  if (refusal && selected.length > 0) setRefusal(null);
  /** Checks the cart rule; shows its message and answers false when the selection is empty. */
  const allowed = (basketIds: number[]) => {
    const error = firstError(cartSelectionSchema.safeParse(basketIds));
    if (error) setRefusal(error);
    return !error;
  };

  const actions: RowActions = {
    productHref,
    onToggleItem: (item, checked) => onToggleItem?.(item.basketId, checked),
    onToggleShop: (shop, checked) => onToggleShop?.(shop.shopId, checked),
    onChangeQuantity: (item, count) => onChangeQuantity?.(item.basketId, count),
    onDelete: (basketIds) => onDelete?.(basketIds),
    allowed,
  };
  const settle = () => {
    if (allowed(selected) && !settling) onSettle?.(selected);
  };
  const toggleAll = (checked: boolean) => onToggleAll?.(checked);
  const count = totals.count;

  if (items.length === 0) {
    return (
      <div ref={ref} className={cn('w-full', className)} {...props}>
        <Empty
          illustration="cart"
          title={t`Your cart is empty`}
          description={t`Go and find something you like.`}
          action={
            <Button asChild>
              <a href={shoppingHref}>{t`Go shopping`}</a>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div ref={ref} className={cn('w-full text-base', className)} {...props}>
      <PcTable shops={shops} all={all} canSelect={canSelect} onToggleAll={toggleAll} actions={actions} />
      <MobileCards shops={shops} actions={actions} selected={selected} />
      <div
        data-part="settle-bar"
        className="border-t border-neutral-200 bg-neutral-0 max-md:sticky max-md:bottom-0 max-md:z-header max-md:shadow-md md:mt-4 md:border"
      >
        <div role="alert">
          {refusal ? (
            <p className="m-0 bg-danger-soft px-4 py-2 text-sm text-danger">{i18n._(refusal)}</p>
          ) : null}
        </div>
        <div className="flex items-center gap-3 px-3 py-2 md:gap-6 md:px-4 md:py-3">
          <Checkbox
            label={t`Select all`}
            checked={all}
            disabled={!canSelect}
            onCheckedChange={(checked) => toggleAll(checked === true)}
          />
          <DeleteSelected selected={selected} actions={actions} className="max-md:hidden" />
          <div className="ml-auto flex flex-col items-end gap-0.5 md:flex-row md:items-center md:gap-6">
            <span className="text-sm text-neutral-600 max-md:hidden" data-part="selected-count">
              {t`${plural(count, { one: '# item selected', other: '# items selected' })}`}
            </span>
            <Amount className="max-md:hidden" label={t`Items total`} part="total">
              <Price size="sm" tone="neutral" cents={yuanToCents(totals.totalMoney)} />
            </Amount>
            <Amount label={t`Discount`} className="text-xs md:text-base" part="discount">
              <Price size="sm" cents={yuanToCents(totals.subtractMoney)} />
            </Amount>
            <Amount label={t`Total`} strong part="final">
              <Price size="lg" cents={yuanToCents(totals.finalMoney)} />
            </Amount>
          </div>
          <Button size="lg" loading={settling} onClick={settle} className="max-md:px-4">
            {t`Settle`}
          </Button>
        </div>
      </div>
    </div>
  );
});

function Amount({
  label,
  part,
  strong = false,
  className,
  children,
}: {
  label: string;
  part: string;
  strong?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={cn('inline-flex items-baseline gap-1 text-neutral-700', className)} data-part={part}>
      <span className={strong ? 'font-medium text-neutral-900' : undefined}>{label}</span>
      {children}
    </span>
  );
}
