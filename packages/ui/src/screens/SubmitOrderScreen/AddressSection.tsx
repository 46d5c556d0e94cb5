import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths, DeliveryType, type Address, type OrderConfirmAnswer, type UserAddr } from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogContent } from '../../primitives/Dialog/index.ts';
import { RadioGroup } from '../../primitives/RadioGroup/index.ts';
import type { HrefBuilder } from '../../mall/SiteFooter/siteConfig.ts';
import { card, sectionTitle } from './sectionStyles.ts';

/** The address book page, where an address is added. */
export const ADDRESS_BOOK_PATH = paths.userCenter('uc-address');

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
    <section aria-labelledby="submit-order-address" className={card}>
      <h2 id="submit-order-address" className={sectionTitle}>
        <Trans>Delivery address</Trans>
      </h2>
      <AddressBlock
        address={order.userAddr}
        addresses={addresses}
        disabled={confirming}
        onChange={onChangeAddress}
        href={href}
      />
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
    </section>
  );
}

function addressLine(a: Pick<UserAddr, 'province' | 'city' | 'area' | 'addr'>) {
  return [a.province, a.city, a.area, a.addr].filter(Boolean).join(' ');
}

/** The address shown with the dialog that changes it (also the flash-sale checkout's). */
export function AddressBlock({
  address,
  addresses,
  disabled,
  onChange,
  href,
}: {
  address: UserAddr;
  addresses?: Address[];
  disabled: boolean;
  onChange?: (addrId: number) => void;
  href: HrefBuilder;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(String(address.addrId));
  return (
    <div className="flex flex-wrap items-start justify-between gap-3" data-part="address">
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <p className="m-0 font-medium text-neutral-900">
          {address.receiver} <span className="font-num text-neutral-600">{address.mobile}</span>
        </p>
        <p className="m-0 text-neutral-800">{addressLine(address)}</p>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setPicked(String(address.addrId));
        }}
      >
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
          <Trans>Change address</Trans>
        </Button>
        <DialogContent
          title={t`Choose a delivery address`}
          footer={
            <>
              <Button asChild variant="ghost">
                <a href={href(ADDRESS_BOOK_PATH)}>
                  <Trans>Manage addresses</Trans>
                </a>
              </Button>
              <Button
                onClick={() => {
                  setOpen(false);
                  if (Number(picked) !== address.addrId) onChange?.(Number(picked));
                }}
              >
                <Trans>Use this address</Trans>
              </Button>
            </>
          }
        >
          <RadioGroup
            aria-label={t`Delivery address`}
            value={picked}
            onValueChange={setPicked}
            options={(addresses ?? []).map((a) => ({
              value: String(a.addrId),
              label: `${a.receiver} ${a.mobile}`,
              description: addressLine(a),
            }))}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
