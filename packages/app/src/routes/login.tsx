// `/login` (top bar and footer): the login panel on a page. A login stores the token and loads the
// `redirect` query's page when it is a path of this site, else home (loginRedirect.ts); the client toasts
// a refusal (spec section 8).
import { useSearchParams } from 'react-router';
import { LoginScreen } from '@mall/ui/screens/LoginScreen';
import { sendLoginCode } from '@mall/client';
import { useApiClient } from '@mall/client/swr';
import { useLocale, useLocalizedHref } from '../layouts/useChrome.ts';
import { currentChannel, partnerLoginWarning } from '../session/channel.ts';
import { loginWithPassword, loginWithSmsCode } from '../session/login.ts';
import { loginRedirectTarget } from './loginRedirect.ts';

export function Component() {
  const http = useApiClient();
  const href = useLocalizedHref();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { appType } = currentChannel();
  // A full load, so every part of the page starts with the new session (spec section 4: login reloads).
  const afterLogin = () => window.location.assign(loginRedirectTarget(params.get('redirect'), locale));

  return (
    <LoginScreen
      href={href}
      partnerWarning={partnerLoginWarning() !== undefined}
      onSubmitAccount={async ({ principal, password }) => {
        await loginWithPassword(http, { principal, password, appType });
        afterLogin();
      }}
      onSubmitMobile={async ({ mobile, code }) => {
        await loginWithSmsCode(http, { mobile, code, appType });
        afterLogin();
      }}
      onSendCode={async (mobile) => {
        await sendLoginCode(http, mobile);
      }}
    />
  );
}
