import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import {
  cartSelectionSchema,
  firstError,
  yuanToCents,
  ProdStatus,
  type CartTotals,
  type ShopCart,
  type ShopCartItem,
} from '@mall/domain';
import type { MessageDescriptor } from '@lingui/core';
import { cn } from '../../lib/cn.ts';
import { Button, type ButtonProps } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { QuantityInput } from '../../primitives/QuantityInput/index.ts';
import { Price } from '../Price/index.ts';
import { DiscountLabel } from './DiscountLabel.tsx';
import {
  hasValidItems,
  isItemValid,
  selectedBasketIds,
  selectionOf,
  shopItems,
  type SelectionState,
} from './cartSelection.ts';

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

/** At or below this stock the quantity field says "Only N left". */
const LOW_STOCK = 5;

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

interface RowActions {
  productHref?: (item: ShopCartItem) => string;
  onToggleItem: (item: ShopCartItem, checked: boolean) => void;
  onToggleShop: (shop: ShopCart, checked: boolean) => void;
  onChangeQuantity: (item: ShopCartItem, count: number) => void;
  onDelete: (basketIds: number[]) => void;
  /** The cart rule: false (and its message shown) when the lines may not be settled or deleted. */
  allowed: (basketIds: number[]) => boolean;
}

/**
 * A delete button that asks first. Its dialog is its own (the button is the dialog's trigger, so focus
 * returns to it on cancel); with nothing to delete the cart rule refuses instead of opening.
 */
function ConfirmDelete({
  basketIds,
  title,
  actions,
  children,
  ...props
}: {
  basketIds: number[];
  title: string;
  actions: RowActions;
  children: ReactNode;
} & ButtonProps) {
  const { t } = useLingui();
  const [asked, setAsked] = useState<number[] | null>(null);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" {...props}>
          {children}
        </Button>
      }
      open={asked !== null}
      onOpenChange={(open) => {
        if (!open) setAsked(null);
        else if (actions.allowed(basketIds)) setAsked(basketIds);
      }}
      title={title}
      confirmText={t`Delete`}
      onConfirm={() => {
        if (asked) actions.onDelete(asked);
      }}
    />
  );
}

function DeleteSelected({
  selected,
  actions,
  className,
}: {
  selected: number[];
  actions: RowActions;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <ConfirmDelete
      basketIds={selected}
      actions={actions}
      title={t`Delete the selected items?`}
      className={className}
    >
      {t`Delete selected`}
    </ConfirmDelete>
  );
}

/** The PC layout: one table, a body per shop, a heading row per promotion. */
function PcTable({
  shops,
  all,
  canSelect,
  onToggleAll,
  actions,
}: {
  shops: ShopCart[];
  all: SelectionState;
  canSelect: boolean;
  onToggleAll: (checked: boolean) => void;
  actions: RowActions;
}) {
  const { t } = useLingui();
  const head = 'px-3 py-2.5 text-left text-sm font-normal whitespace-nowrap text-neutral-600';
  return (
    <table className="w-full table-fixed border-collapse max-md:hidden" data-part="cart-table">
      <caption className="sr-only">{t`Cart`}</caption>
      <colgroup>
        <col className="w-28" />
        <col />
        <col className="w-30" />
        <col className="w-34" />
        <col className="w-28" />
        <col className="w-20" />
      </colgroup>
      <thead className="bg-neutral-100">
        <tr>
          <th scope="col" className={head}>
            <Checkbox
              label={t`Select all`}
              checked={all}
              disabled={!canSelect}
              onCheckedChange={(checked) => onToggleAll(checked === true)}
            />
          </th>
          <th scope="col" className={head}>
            {t`Product`}
          </th>
          <th scope="col" className={head}>
            {t`Unit price`}
          </th>
          <th scope="col" className={head}>
            {t`Quantity`}
          </th>
          <th scope="col" className={head}>
            {t`Subtotal`}
          </th>
          <th scope="col" className={head}>
            {t`Actions`}
          </th>
        </tr>
      </thead>
      {shops.map((shop) => {
        const lines = shopItems(shop);
        return (
          <tbody key={shop.shopId} className="border-b-8 border-neutral-0">
            <tr>
              <th scope="colgroup" colSpan={6} className="px-3 pt-4 pb-2 text-left font-medium">
                <ShopHeading shop={shop} lines={lines} actions={actions} />
              </th>
            </tr>
            {shop.shopCartItemDiscounts.map((group, index) => (
              <GroupRows key={index} group={group} actions={actions} />
            ))}
          </tbody>
        );
      })}
    </table>
  );
}

function ShopHeading({
  shop,
  lines,
  actions,
}: {
  shop: ShopCart;
  lines: ShopCartItem[];
  actions: RowActions;
}) {
  const { t } = useLingui();
  const shopName = shop.shopName;
  return (
    <div className="flex items-center gap-3">
      <Checkbox
        aria-label={t`Select all items of ${shopName}`}
        checked={selectionOf(lines)}
        disabled={!hasValidItems(lines)}
        onCheckedChange={(checked) => actions.onToggleShop(shop, checked === true)}
      />
      <span className="text-base font-medium text-neutral-900">{shopName}</span>
    </div>
  );
}

function GroupRows({
  group,
  actions,
}: {
  group: ShopCart['shopCartItemDiscounts'][number];
  actions: RowActions;
}) {
  return (
    <>
      {group.chooseDiscountItemDto ? (
        <tr className="border-x border-t border-neutral-200 bg-neutral-0">
          <td />
          <td colSpan={5} className="px-3 py-2">
            <DiscountLabel discount={group.chooseDiscountItemDto} />
          </td>
        </tr>
      ) : null}
      {group.shopCartItems.map((item) => (
        <ItemRow key={item.basketId} item={item} actions={actions} />
      ))}
    </>
  );
}

function ItemRow({ item, actions }: { item: ShopCartItem; actions: RowActions }) {
  const valid = isItemValid(item);
  const cell = 'px-3 py-3 align-top';
  return (
    <tr
      data-basket-id={item.basketId}
      data-invalid={valid ? undefined : ''}
      className={cn('border border-neutral-200', valid ? 'bg-neutral-0' : 'bg-neutral-50')}
    >
      <td className={cell}>
        <ItemCheckbox item={item} actions={actions} />
      </td>
      <td className={cell}>
        <ItemInfo item={item} productHref={actions.productHref} />
      </td>
      <td className={cell}>
        <Price
          size="sm"
          tone="neutral"
          cents={yuanToCents(item.price)}
          originalCents={
            item.oriPrice != null && item.oriPrice > item.price ? yuanToCents(item.oriPrice) : undefined
          }
          className="flex-col items-start gap-0"
        />
      </td>
      <td className={cell}>
        <ItemQuantity item={item} actions={actions} />
      </td>
      <td className={cell}>
        <Price size="sm" tone={valid ? 'price' : 'neutral'} cents={yuanToCents(item.productTotalAmount)} />
      </td>
      <td className={cell}>
        <DeleteItem item={item} actions={actions} />
      </td>
    </tr>
  );
}

function ItemCheckbox({ item, actions }: { item: ShopCartItem; actions: RowActions }) {
  const { t } = useLingui();
  const valid = isItemValid(item);
  const prodName = item.prodName;
  return (
    <Checkbox
      aria-label={t`Select ${prodName}`}
      checked={valid && item.isChecked}
      disabled={!valid}
      onCheckedChange={(checked) => actions.onToggleItem(item, checked === true)}
    />
  );
}

/** Picture, name, specification and status of a line; `children` go under them (the mobile controls). */
function ItemInfo({
  item,
  productHref,
  children,
}: {
  item: ShopCartItem;
  productHref?: (item: ShopCartItem) => string;
  children?: ReactNode;
}) {
  const valid = isItemValid(item);
  const name = productHref ? (
    <a href={productHref(item)} className="text-inherit no-underline hover:text-brand hover:underline">
      {item.prodName}
    </a>
  ) : (
    item.prodName
  );
  return (
    <div className="flex min-w-0 flex-1 gap-3">
      <Image
        src={item.pic}
        alt=""
        loading="eager"
        className={cn(
          'size-20 shrink-0 rounded border border-neutral-200 md:size-16',
          valid ? undefined : 'opacity-50 grayscale',
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p
          className={cn(
            'm-0 line-clamp-2 text-base break-words max-md:text-sm',
            valid ? 'text-neutral-900' : 'text-neutral-500',
          )}
        >
          {name}
        </p>
        {item.skuName ? <p className="m-0 text-xs text-neutral-500">{item.skuName}</p> : null}
        {valid ? <StockNote item={item} /> : <InvalidTag item={item} />}
        {children}
      </div>
    </div>
  );
}

function InvalidTag({ item }: { item: ShopCartItem }) {
  return (
    <p className="m-0 flex flex-wrap items-center gap-2 text-xs" data-part="invalid">
      <span className="rounded-sm bg-neutral-200 px-1.5 text-neutral-700">
        <Trans>Unavailable</Trans>
      </span>
      <span className="text-neutral-500">
        {item.prodStatus !== ProdStatus.onSale ? <Trans>Off the shelf</Trans> : <Trans>Sold out</Trans>}
      </span>
    </p>
  );
}

function StockNote({ item }: { item: ShopCartItem }) {
  if (item.prodCount <= item.stocks) return null;
  return (
    <p className="m-0 text-xs text-warning">
      <Trans>Insufficient inventory</Trans>
    </p>
  );
}

function ItemQuantity({
  item,
  actions,
  size = 'md',
}: {
  item: ShopCartItem;
  actions: RowActions;
  size?: 'sm' | 'md';
}) {
  const { t } = useLingui();
  const prodName = item.prodName;
  if (!isItemValid(item)) {
    const count = item.prodCount;
    return <span className="text-sm text-neutral-500">{t`×${count}`}</span>;
  }
  return (
    <QuantityInput
      size={size}
      aria-label={t`Quantity of ${prodName}`}
      value={item.prodCount}
      min={1}
      max={item.stocks}
      lowStockThreshold={LOW_STOCK}
      onChange={(count: number) => actions.onChangeQuantity(item, count)}
    />
  );
}

function DeleteItem({ item, actions }: { item: ShopCartItem; actions: RowActions }) {
  const { t } = useLingui();
  const prodName = item.prodName;
  return (
    <ConfirmDelete
      basketIds={[item.basketId]}
      actions={actions}
      title={t`Delete this item?`}
      aria-label={t`Delete ${prodName}`}
    >
      {t`Delete`}
    </ConfirmDelete>
  );
}

/** The mobile layout: a card per shop, a row per line. */
function MobileCards({
  shops,
  actions,
  selected,
}: {
  shops: ShopCart[];
  actions: RowActions;
  selected: number[];
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3 md:hidden" data-part="cart-cards">
      <div className="flex justify-end">
        <DeleteSelected selected={selected} actions={actions} />
      </div>
      <ul className="m-0 flex list-none flex-col gap-3 p-0" aria-label={t`Cart`}>
        {shops.map((shop) => {
          const lines = shopItems(shop);
          return (
            <li key={shop.shopId} className="rounded-lg bg-neutral-0 p-3 shadow-sm">
              <ShopHeading shop={shop} lines={lines} actions={actions} />
              {shop.shopCartItemDiscounts.map((group, index) => (
                <div key={index} className="mt-3 flex flex-col gap-3">
                  {group.chooseDiscountItemDto ? (
                    <DiscountLabel discount={group.chooseDiscountItemDto} className="pl-7" />
                  ) : null}
                  {group.shopCartItems.map((item) => (
                    <ItemCard key={item.basketId} item={item} actions={actions} />
                  ))}
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ItemCard({ item, actions }: { item: ShopCartItem; actions: RowActions }) {
  const valid = isItemValid(item);
  return (
    <div
      data-basket-id={item.basketId}
      data-invalid={valid ? undefined : ''}
      className="flex items-start gap-2"
    >
      <div className="flex h-20 shrink-0 items-center">
        <ItemCheckbox item={item} actions={actions} />
      </div>
      <ItemInfo item={item} productHref={actions.productHref}>
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <Price size="sm" tone={valid ? 'price' : 'neutral'} cents={yuanToCents(item.price)} />
          <ItemQuantity item={item} actions={actions} size="sm" />
        </div>
        <div className="-mr-2 -mb-1 flex justify-end">
          <DeleteItem item={item} actions={actions} />
        </div>
      </ItemInfo>
    </div>
  );
}
