// `/user-center/uc-address`: the address book (list, add, edit, delete, default) with the region picker.
import { AddressBookScreen } from '@mall/ui/screens/AddressBookScreen';
import { useAddressActions, useAddressList, useRegionLoader } from '../../hooks/addresses.ts';

export function Component() {
  const list = useAddressList();
  const actions = useAddressActions();
  const loadRegions = useRegionLoader();
  return (
    <AddressBookScreen
      addresses={list.data}
      loading={list.showLoading}
      error={Boolean(list.error)}
      onRetry={() => void list.mutate()}
      loadRegions={loadRegions}
      onSave={actions.save}
      onDelete={(addrId) => actions.remove(addrId).catch(() => undefined)}
      onSetDefault={(addrId) => actions.setDefault(addrId).catch(() => undefined)}
    />
  );
}
