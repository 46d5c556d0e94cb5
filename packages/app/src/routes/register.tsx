// `/register` (top bar and footer): verify the phone, fill in the account, done. The code check's flag
// is kept for the account step; the new account is signed in (token stored) and, after the 3-second
// countdown or the link, the home page loads with the new session. The client toasts a refusal.
import { useRef } from 'react';
import { RegisterScreen } from '@mall/ui/screens/RegisterScreen';
import { checkRegisterSms, getPublicKey, registerOrBindUser, sendRegisterSms } from '@mall/client';
import { useApiClient } from '@mall/client/swr';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { currentChannel } from '../session/channel.ts';
import { setToken } from '../session/cookie.ts';
import { encryptPassword } from '../session/password.ts';

export function Component() {
  const http = useApiClient();
  const href = useLocalizedHref();
  const flag = useRef('');
  const { appType } = currentChannel();

  return (
    <RegisterScreen
      href={href}
      onSendCode={async (mobile) => {
        await sendRegisterSms(http, mobile);
      }}
      onVerifyPhone={async ({ mobile, code }) => {
        flag.current = await checkRegisterSms(http, { mobile, validCode: code });
      }}
      onRegister={async ({ mobile, userName, password }) => {
        const pem = await getPublicKey(http);
        const result = await registerOrBindUser(http, {
          checkRegisterSmsFlag: flag.current,
          mobile,
          userName,
          password: encryptPassword(pem, password),
          registerOrBind: 1,
          appType,
        });
        setToken(result.access_token);
      }}
      // A full load (no onNavigate for the link either), so the page starts with the new session.
      onDone={() => window.location.assign(href('/'))}
    />
  );
}
