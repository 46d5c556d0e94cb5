// The login page: the store account and password (RSA-encrypted), then back where the guard came from
// (the stored token re-renders it into that page).
// A refusal (wrong account or password, too many tries) and a failure show in the form, not as a toast.
import { useState } from 'react';
import { isAxiosError } from 'axios';
import { useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router';
import { useApiClient } from '@mall/client/swr';
import { MerchantLoginScreen } from '@mall/ui/screens/merchant/MerchantLoginScreen';
import { errorText } from '@mall/client';
import { isLocale } from '@mall/domain';
import { switchLanguage } from '../localeSwitch.ts';
import { loginReason, returnPath } from '@mall/client/console';
import { signIn } from '../session/login.ts';
import { silently } from '@mall/client';
import { merchantToken } from '../session/token.ts';
import { useToken } from '../session/useToken.ts';

export default function LoginPage() {
  const { t, i18n } = useLingui();
  const http = useApiClient();
  const location = useLocation();
  const [refusal, setRefusal] = useState<string>();
  const token = useToken();
  const expired = loginReason(location.search) === 'expired';
  // Signed in already (another tab, or just now): on to where the login was to lead.
  if (token) return <Navigate to={returnPath(location.search)} replace />;
  return (
    <main>
      <MerchantLoginScreen
        className="min-h-screen"
        locale={isLocale(i18n.locale) ? i18n.locale : 'zh'}
        onSwitchLocale={(next) => void switchLanguage(next)}
        notice={expired ? t`Your session has ended: please log in again` : undefined}
        serverError={refusal}
        onSubmit={async ({ username, password }) => {
          setRefusal(undefined);
          try {
            await signIn(silently(http), { username, password }, merchantToken);
          } catch (error) {
            // A 400 is the server's refusal, already in the page's language.
            setRefusal(
              isAxiosError(error) && error.response?.status === 400
                ? errorText(error.response.data)
                : t`The server could not be reached: please try again`,
            );
            throw error;
          }
        }}
      />
    </main>
  );
}
