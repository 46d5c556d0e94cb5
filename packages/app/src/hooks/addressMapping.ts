// The address form's checked values to the address book's wire body (pure, tested).
import type { AddressForm, AddressParam } from '@mall/domain';

/** The body of addAddr (no `addrId`) or updateAddr; `commonAddr` 1 makes it the default. */
export function addressParamOf(values: AddressForm, addrId?: number): AddressParam {
  const { region } = values;
  return {
    ...(addrId === undefined ? {} : { addrId }),
    receiver: values.receiver.trim(),
    mobile: values.mobile.trim(),
    addr: values.addr.trim(),
    provinceId: region.provinceId,
    cityId: region.cityId,
    areaId: region.areaId,
    ...(region.province === undefined ? {} : { province: region.province }),
    ...(region.city === undefined ? {} : { city: region.city }),
    ...(region.area === undefined ? {} : { area: region.area }),
    commonAddr: values.isDefault ? 1 : 0,
  };
}
