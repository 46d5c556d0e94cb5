// `/login` (top bar and footer): the login panel on a page. A login stores the token and loads the
// `redirect` query's page when it is a path of this site, else home (loginRedirect.ts); the client toasts
// a refusal (spec section 8).
import { useSearchParams } from 'react-router';
import { LoginScreen } from '@mall/ui/screens/LoginScreen';
import { useLoginSubmit } from '../hooks/useLoginSubmit.ts';
import { useLocale, useLocalizedHref } from '../layouts/useChrome.ts';
import { loginRedirectTarget } from './loginRedirect.ts';

export function Component() {
  const href = useLocalizedHref();
  const locale = useLocale();
  const [params] = useSearchParams();
  // A full load, so every part of the page starts with the new session (spec section 4: login reloads).
  const afterLogin = () => window.location.assign(loginRedirectTarget(params.get('redirect'), locale));
  const login = useLoginSubmit(afterLogin);

  return <LoginScreen href={href} {...login} />;
}
