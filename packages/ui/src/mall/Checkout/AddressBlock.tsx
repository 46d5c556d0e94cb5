import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Address, UserAddr } from '@mall/domain';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogContent } from '../../primitives/Dialog/index.ts';
import { RadioGroup } from '../../primitives/RadioGroup/index.ts';
import type { HrefBuilder } from '../SiteFooter/siteConfig.ts';
import { ADDRESS_BOOK_PATH } from './addressBook.ts';
import { CheckoutSection } from './Checkout.tsx';

function addressLine(a: Pick<UserAddr, 'province' | 'city' | 'area' | 'addr'>) {
  return [a.province, a.city, a.area, a.addr].filter(Boolean).join(' ');
}

export interface AddressBlockProps {
  address: UserAddr;
  /** The address book, for changing the address (GET /p/address/list). */
  addresses?: Address[] | undefined;
  /** A new confirm is on its way: the change waits for it. */
  disabled: boolean;
  onChange?: ((addrId: number) => void) | undefined;
  href: HrefBuilder;
}

/** The address shown with the dialog that changes it. */
export function AddressBlock({ address, addresses, disabled, onChange, href }: AddressBlockProps) {
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

export interface CheckoutAddressSectionProps extends AddressBlockProps {
  /** The section's id (its title is `${id}` and labels it). */
  id: string;
  /** What follows the address in the same card (the cart checkout's delivery method). */
  children?: ReactNode;
}

/** The checkout's "Delivery address" card: the address and its change dialog, then `children`. */
export function CheckoutAddressSection({ id, children, ...block }: CheckoutAddressSectionProps) {
  return (
    <CheckoutSection id={id} title={<Trans>Delivery address</Trans>}>
      <AddressBlock {...block} />
      {children}
    </CheckoutSection>
  );
}
