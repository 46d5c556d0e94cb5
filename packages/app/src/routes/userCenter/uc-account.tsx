// `/user-center/uc-account`: account information (avatar cropped and uploaded, nickname, sex, birthday,
// the mobile masked); saving sends the profile and refreshes the top bar's user.
import { AccountScreen } from '@mall/ui/screens/AccountScreen';
import { useUserInfo } from '../../hooks/account.ts';
import { useProfileActions } from '../../hooks/accountCentre.ts';

export function Component() {
  const info = useUserInfo();
  const { uploadAvatar, save } = useProfileActions();
  return (
    <AccountScreen
      user={info.data}
      loading={info.showLoading}
      error={info.error !== undefined && info.data === undefined}
      onRetry={() => void info.mutate()}
      onUploadAvatar={uploadAvatar}
      onSave={save}
    />
  );
}
