import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import {
  addressForm,
  fieldErrors,
  type Address,
  type AddressForm as AddressFormData,
  type AreaItem,
} from '@mall/domain';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Input, Textarea } from '../../primitives/Input/index.ts';
import { RegionPicker, type RegionValue } from './RegionPicker.tsx';

export type AddressFormValues = AddressFormData;

type Field = 'receiver' | 'mobile' | 'region' | 'addr';
const fields: readonly Field[] = ['receiver', 'mobile', 'region', 'addr'];

export interface AddressFormProps {
  /** The address being edited; absent for a new one. */
  address?: Address | null;
  /** The regions under a parent (0: provinces), for the region picker. */
  loadRegions: (parentId: number) => Promise<AreaItem[]>;
  /** The checked values (the domain address rule); a rejection keeps the form as it is. */
  onSubmit: (values: AddressFormValues) => Promise<unknown> | unknown;
  onCancel?: () => void;
  /** Shows the messages of the starting values at once (review, stories). */
  validateOnMount?: boolean;
  className?: string;
}

function regionOf(address: Address | null | undefined): RegionValue {
  if (!address) return {};
  const { provinceId, province, cityId, city, areaId, area } = address;
  return { provinceId, province, cityId, city, areaId, area };
}

/**
 * A delivery address: recipient, phone, region (province, city, district) and the detailed address,
 * with "set as default"; checked with the domain address rule, its messages under the fields and the
 * first invalid field focused. Used by the address book and the checkout's "add address".
 */
export function AddressForm({
  address,
  loadRegions,
  onSubmit,
  onCancel,
  validateOnMount = false,
  className,
}: AddressFormProps) {
  const { i18n } = useLinguiRuntime();
  const { t } = useLingui();
  const [receiver, setReceiver] = useState(address?.receiver ?? '');
  const [mobile, setMobile] = useState(address?.mobile ?? '');
  const [addr, setAddr] = useState(address?.addr ?? '');
  const [region, setRegion] = useState<RegionValue>(() => regionOf(address));
  const [isDefault, setIsDefault] = useState(address?.commonAddr === 1);
  const values = () => ({ receiver, mobile, addr, region, isDefault });
  const check = (input: ReturnType<typeof values>) => {
    const found = fieldErrors(addressForm.safeParse(input));
    const out: Partial<Record<Field, MessageDescriptor>> = {};
    for (const [key, message] of Object.entries(found)) {
      const field = key.split('.')[0] as Field;
      if (fields.includes(field)) out[field] ??= message;
    }
    return out;
  };
  const [errors, setErrors] = useState(() => (validateOnMount ? check(values()) : {}));
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const clear = (field: Field) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    const input = values();
    const shown = check(input);
    setErrors(shown);
    const first = fields.find((field) => shown[field]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      await onSubmit(addressForm.parse(input));
    } catch {
      // The caller reported the failure; the form keeps its values.
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const message = (field: Field) => (errors[field] ? i18n._(errors[field]) : undefined);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className={cn('flex flex-col gap-4', className)}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input
          ref={(el) => {
            refs.current.receiver = el;
          }}
          label={t`Recipient`}
          required
          autoComplete="name"
          maxLength={50}
          value={receiver}
          error={message('receiver')}
          onChange={(e) => {
            setReceiver(e.target.value);
            clear('receiver');
          }}
        />
        <Input
          ref={(el) => {
            refs.current.mobile = el;
          }}
          label={t`Mobile number`}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          value={mobile}
          error={message('mobile')}
          onChange={(e) => {
            setMobile(e.target.value);
            clear('mobile');
          }}
        />
      </div>
      <RegionPicker
        value={region}
        loadRegions={loadRegions}
        error={message('region')}
        firstRef={(el) => {
          refs.current.region = el;
        }}
        onChange={(next) => {
          setRegion(next);
          clear('region');
        }}
      />
      <Textarea
        ref={(el) => {
          refs.current.addr = el;
        }}
        label={t`Detailed address`}
        required
        rows={2}
        maxLength={200}
        placeholder={t`Street, building, room number`}
        value={addr}
        error={message('addr')}
        onChange={(e) => {
          setAddr(e.target.value);
          clear('addr');
        }}
      />
      <Checkbox
        label={t`Set as default address`}
        checked={isDefault}
        onCheckedChange={(checked) => setIsDefault(checked === true)}
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" loading={pending}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
