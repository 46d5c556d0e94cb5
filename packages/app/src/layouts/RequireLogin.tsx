// Pages a visitor may not see (route table `requiresLogin`, spec sections 4 and 6): the login popup opens
// instead, and after the login the page reloads into the page itself.
import { useEffect, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Empty } from '@mall/ui';
import { getToken } from '../session/cookie.ts';
import { useSessionToken } from '../session/useSessionToken.ts';
import { showLogin } from '../session/events.ts';

export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useSessionToken();
  useEffect(() => {
    // The cookie itself: while a server-rendered page hydrates, `token` is still the visitor's.
    if (!token && !getToken()) showLogin();
  }, [token]);
  if (token) return children;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Empty
        title={<Trans>Please log in first</Trans>}
        description={<Trans>Log in to see this page.</Trans>}
        action={
          <Button onClick={showLogin}>
            <Trans>Log in</Trans>
          </Button>
        }
      />
    </div>
  );
}
