// The login popup of every page (spec section 4): opened by 'show-login' (a 401, a visitor's top-bar
// link, a login-only page); a login stores the token, closes the popup and reloads the page (or goes
// home from the register page).
import { useLocation } from 'react-router';
import { LoginPopup } from '@mall/ui';
import { sendLoginCode } from '@mall/client';
import { useApiClient } from '@mall/client/swr';
import { useLoginPopup } from '../hooks/useLoginPopup.ts';
import { currentChannel, partnerLoginWarning } from '../session/channel.ts';
import { afterLoginTarget, loginWithPassword, loginWithSmsCode } from '../session/login.ts';
import { useLocalizedHref } from './useChrome.ts';

export function LoginPopupHost() {
  const { open, close } = useLoginPopup();
  const http = useApiClient();
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const { appType } = currentChannel();

  const afterLogin = () => {
    close();
    if (afterLoginTarget(pathname) === 'home') window.location.assign(href('/'));
    else window.location.reload();
  };

  return (
    <LoginPopup
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
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
