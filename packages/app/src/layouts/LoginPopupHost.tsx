// The login popup of every page (spec section 4): opened by 'show-login' (a 401, a visitor's top-bar
// link, a login-only page); a login stores the token, closes the popup and reloads the page (or goes
// home from the register page).
import { useLocation } from 'react-router';
import { LoginPopup } from '@mall/ui';
import { useLoginPopup } from '../hooks/useLoginPopup.ts';
import { useLoginSubmit } from '../hooks/useLoginSubmit.ts';
import { afterLoginTarget } from '../session/login.ts';
import { useLocalizedHref } from './useChrome.ts';

export function LoginPopupHost() {
  const { open, close } = useLoginPopup();
  const href = useLocalizedHref();
  const { pathname } = useLocation();

  const afterLogin = () => {
    close();
    if (afterLoginTarget(pathname) === 'home') window.location.assign(href('/'));
    else window.location.reload();
  };
  const login = useLoginSubmit(afterLogin);

  return (
    <LoginPopup
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      href={href}
      {...login}
    />
  );
}
