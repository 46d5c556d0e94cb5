import { Trans, useLingui } from '@lingui/react/macro';
import { DeliveryType, type Address, type OrderConfirmAnswer } from '@mall/domain';
import { RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { CheckoutAddressSection } from '../../mall/Checkout/index.ts';
import type { HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';

export { ADDRESS_BOOK_PATH } from '../../mall/Checkout/index.ts';

export interface AddressSectionProps {
  order: OrderConfirmAnswer;
  /** The address book, for changing the address (GET /p/address/list). */
  addresses?: Address[] | undefined;
  /** A new confirm is on its way: the choices wait for it. */
  confirming: boolean;
  onChangeAddress?: ((addrId: number) => void) | undefined;
  onChangeDeliveryType?: ((dvyType: DeliveryType) => void) | undefined;
  href: HrefBuilder;
}

/** The checkout's delivery address (with the dialog that changes it) and the delivery method. */
export function AddressSection({
  order,
  addresses,
  confirming,
  onChangeAddress,
  onChangeDeliveryType,
  href,
}: AddressSectionProps) {
  const { t } = useLingui();
  const deliveryOptions = [
    { value: String(DeliveryType.express), label: t`Express delivery` },
    { value: String(DeliveryType.pickup), label: t`Buyer pickup` },
    { value: String(DeliveryType.sameCity), label: t`Same-city delivery` },
    { value: String(DeliveryType.none), label: t`No delivery needed` },
  ];
  return (
    <CheckoutAddressSection
      id="submit-order-address"
      address={order.userAddr}
      addresses={addresses}
      disabled={confirming}
      onChange={onChangeAddress}
      href={href}
    >
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-neutral-100 pt-3">
        <span id="submit-order-delivery" className="text-sm font-medium text-neutral-800">
          <Trans>Delivery method</Trans>
        </span>
        <RadioGroup
          aria-labelledby="submit-order-delivery"
          orientation="horizontal"
          className="flex-wrap gap-x-5 gap-y-2"
          options={deliveryOptions}
          value={String(order.dvyType)}
          // Without a handler (an activity's order takes no choice) the method is shown, read-only.
          disabled={confirming || !onChangeDeliveryType}
          onValueChange={(value) => onChangeDeliveryType?.(Number(value) as DeliveryType)}
        />
      </div>
    </CheckoutAddressSection>
  );
}
