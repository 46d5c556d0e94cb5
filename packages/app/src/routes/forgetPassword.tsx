// `/forget-password` (top bar and footer): phone, SMS code and a new password (RSA-encrypted); done, the
// login page follows after the 3-second countdown (spec section 9) or by the link. The client toasts a
// refusal (wrong code, unknown phone).
import { useNavigate } from 'react-router';
import { ForgetPasswordScreen } from '@mall/ui/screens/ForgetPasswordScreen';
import { getPublicKey, resetPassword, sendResetSms } from '@mall/client';
import { useApiClient } from '@mall/client/swr';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { encryptPassword } from '../session/password.ts';

export function Component() {
  const http = useApiClient();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const toLogin = () => void navigate(href('/login'));

  return (
    <ForgetPasswordScreen
      href={href}
      onNavigate={(path) => void navigate(href(path))}
      onSendCode={async (mobile) => {
        await sendResetSms(http, mobile);
      }}
      onResetPassword={async ({ mobile, code, password }) => {
        const pem = await getPublicKey(http);
        await resetPassword(http, { mobile, validCode: code, password: encryptPassword(pem, password) });
      }}
      onDone={toLogin}
    />
  );
}
