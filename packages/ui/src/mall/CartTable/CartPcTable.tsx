import { useLingui } from '@lingui/react/macro';
import { yuanToCents } from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Price } from '../Price/index.ts';
import { DiscountLabel } from './DiscountLabel.tsx';
import { isItemValid, shopItems, type SelectionState } from './cartSelection.ts';
import {
  DeleteItem,
  ItemCheckbox,
  ItemInfo,
  ItemQuantity,
  ShopHeading,
  type RowActions,
} from './CartLineParts.tsx';
import type { ShopCart, ShopCartItem } from '@mall/domain';

/** The PC layout: one table, a body per shop, a heading row per promotion. */
export function PcTable({
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
