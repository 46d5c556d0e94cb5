// `/user-center/uc-shopaccount`: my store. The application says whether the shopper has a store
// (approved, or offline); then its account (name and merchant login name) is asked for and the owner
// sets the store password (RSA-encrypted). Without a store the page leads to the application (`/ffjs`).
import { useNavigate } from 'react-router';
import { StoreAccountScreen } from '@mall/ui/screens/StoreAccountScreen';
import { StoreApplicationStatus } from '@mall/domain';
import { useLocalizedHref } from '../../layouts/useChrome.ts';
import { useShopAccount, useShopApplyInfo, useStorePasswordSubmit } from '../../hooks/storeApply.ts';
import { isBadRequest } from '../../listQuery.ts';

export function Component() {
  const info = useShopApplyInfo();
  const status = info.data === undefined ? undefined : (info.data?.status ?? null);
  const hasStore = status === StoreApplicationStatus.approved || status === StoreApplicationStatus.offline;
  const account = useShopAccount(hasStore);
  const password = useStorePasswordSubmit();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  // No store, or the server says the account is not there (400): the way to the application.
  const noStore = status !== undefined && (!hasStore || (!account.data && isBadRequest(account.error)));
  const failed =
    (info.error !== undefined && info.data === undefined) ||
    (account.error !== undefined && !account.data && !isBadRequest(account.error));
  return (
    <StoreAccountScreen
      account={account.data}
      applicationStatus={noStore ? status : undefined}
      loading={info.showLoading || account.showLoading}
      error={failed}
      onRetry={() => {
        void info.mutate();
        void account.mutate();
      }}
      onSetPassword={password.submit}
      refusal={password.refusal}
      saved={password.saved}
      onChangeAgain={password.changeAgain}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
