import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Address, OrderConfirmAnswer } from '@mall/domain';
import { Tag } from '../../primitives/Tag/index.ts';
import type { HrefBuilder } from '../SiteFooter/siteConfig.ts';
import { CheckoutAddressSection } from './AddressBlock.tsx';
import { CheckoutSection, OrderLine, OrderLines, RemarksInput, type OrderRemarks } from './Checkout.tsx';

/** A line of a confirmed order. */
type ConfirmedItem =
  OrderConfirmAnswer['shopCartOrders'][number]['shopCartItemDiscounts'][number]['shopCartItems'][number];

export interface ActivityOrderSectionsProps {
  /** The ids of the sections' titles: `<idPrefix>-address` and `<idPrefix>-items`. */
  idPrefix: string;
  order: Pick<OrderConfirmAnswer, 'userAddr' | 'shopCartOrders'>;
  /** The address book, for changing the address (GET /p/address/list). */
  addresses: Address[] | undefined;
  /** A new confirm is on its way: the address waits for it. */
  confirming: boolean;
  onChangeAddress: ((addrId: number) => void) | undefined;
  href: HrefBuilder;
  /** The activity's tag on each line ("Flash sale", "Points mall"), before the store's name. */
  tag: string;
  /** A line's price (the server's); without it each line shows its count alone. */
  price?: ((item: ConfirmedItem) => ReactNode) | undefined;
  /** The one remark to the store. */
  remarks: OrderRemarks;
}

/**
 * The main column of an activity's checkout (a flash sale, the points mall): the delivery address, and
 * the order's lines, each with the activity's tag and its store, with the one remark under them.
 */
export function ActivityOrderSections({
  idPrefix,
  order,
  addresses,
  confirming,
  onChangeAddress,
  href,
  tag,
  price,
  remarks,
}: ActivityOrderSectionsProps) {
  const lines = order.shopCartOrders.flatMap((shop) =>
    shop.shopCartItemDiscounts.flatMap((g) => g.shopCartItems).map((item) => ({ shop, item })),
  );
  return (
    <>
      <CheckoutAddressSection
        id={`${idPrefix}-address`}
        address={order.userAddr}
        addresses={addresses}
        disabled={confirming}
        onChange={onChangeAddress}
        href={href}
      />
      <CheckoutSection id={`${idPrefix}-items`} title={<Trans>Items</Trans>}>
        <OrderLines>
          {lines.map(({ shop, item }) => (
            <OrderLine key={`${item.skuId}-${item.basketId}`} item={item} price={price?.(item)}>
              <span className="flex flex-wrap items-center gap-2 text-neutral-600">
                <Tag tone="brand">{tag}</Tag>
                {shop.shopName}
              </span>
            </OrderLine>
          ))}
        </OrderLines>
        <RemarksInput {...remarks.field} className="mt-3" />
      </CheckoutSection>
    </>
  );
}
