import { useLingui } from '@lingui/react/macro';
import { yuanToCents } from '@mall/domain';
import { Price } from '../Price/index.ts';
import { DiscountLabel } from './DiscountLabel.tsx';
import { isItemValid, shopItems } from './cartSelection.ts';
import {
  DeleteItem,
  DeleteSelected,
  ItemCheckbox,
  ItemInfo,
  ItemQuantity,
  ShopHeading,
  type RowActions,
} from './CartLineParts.tsx';
import type { ShopCart, ShopCartItem } from '@mall/domain';

/** The mobile layout: a card per shop, a row per line. */
export function MobileCards({
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
