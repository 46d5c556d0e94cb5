// The centre's home: the store (name, logo, open or taken offline by the platform) and who is signed in.
import { useLingui } from '@lingui/react/macro';
import { MerchantHomeScreen } from '@mall/ui/screens/merchant/MerchantHomeScreen';
import { merchantRoleLabels, shopIsOpen } from '@mall/domain';
import { useMerchantMe } from '../hooks/me.ts';

export default function HomePage() {
  const { i18n } = useLingui();
  const { data: me, error, mutate } = useMerchantMe();
  return (
    <MerchantHomeScreen
      store={me ? { name: me.shopName, logo: me.shopLogo, open: shopIsOpen(me.shopStatus) } : undefined}
      accountName={me?.username}
      roleLabel={me ? i18n._(merchantRoleLabels[me.role]) : undefined}
      failed={!me && error !== undefined}
      onRetry={() => void mutate()}
    />
  );
}
