// `/user-center/uc-password`: change the password. On success every session of the account has ended
// (this one too): the local token is dropped and, after the 3-second countdown, the sign-in page opens
// with a full load (a fresh page without the old session).
import { paths } from '@mall/domain';
import { ChangePasswordScreen } from '@mall/ui/screens/ChangePasswordScreen';
import { useLocalizedHref } from '../../layouts/useChrome.ts';
import { useChangePassword } from '../../hooks/accountCentre.ts';

export function Component() {
  const href = useLocalizedHref();
  const change = useChangePassword();
  return (
    <ChangePasswordScreen
      onChangePassword={change.submit}
      refusal={change.refusal}
      changed={change.changed}
      onSignInAgain={() => window.location.assign(href(paths.login()))}
    />
  );
}
