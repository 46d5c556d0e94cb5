// The parts of a cart line and a shop that the PC table and the phone cards share: selection, the
// product's picture and name with its state, quantity and the delete buttons that ask first.
import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { Button, type ButtonProps } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { PreSaleBadge } from '../PreSaleBadge/index.ts';
import { QuantityInput } from '../../primitives/QuantityInput/index.ts';
import { hasValidItems, isItemValid, selectionOf } from './cartSelection.ts';
import { maxLineUnits, ProdStatus, type ShopCart, type ShopCartItem } from '@mall/domain';

/** At or below this stock the quantity field says "Only N left". */
const LOW_STOCK = 5;

/** What a line's and a shop's controls report, bound to the cart's callbacks by CartTable. */
export interface RowActions {
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

export function DeleteSelected({
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

export function ShopHeading({
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

export function ItemCheckbox({ item, actions }: { item: ShopCartItem; actions: RowActions }) {
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
export function ItemInfo({
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
        {item.preSale ? <PreSaleBadge shipDate={item.shipDate} /> : null}
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

export function ItemQuantity({
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
      max={maxLineUnits(item.stocks)}
      lowStockThreshold={LOW_STOCK}
      onChange={(count: number) => actions.onChangeQuantity(item, count)}
    />
  );
}

export function DeleteItem({ item, actions }: { item: ShopCartItem; actions: RowActions }) {
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
