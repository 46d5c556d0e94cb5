// Free store opening in the storefront (issue 15): the shopper's application and the approved owner's
// store account (SWR queries), the application's submit (new or resubmitted) and the store password's.
// Their calls are silent: a refusal is shown in place on the page, not in a toast; a 401 opens the login
// popup. After each the application, the account and the centre info (its store state) are asked again.
import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLingui } from '@lingui/react/macro';
import { getShopAccount, getShopApplyInfo } from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { useToast } from '@mall/ui';
import type { ShopApplyInfo, StoreApplicationForm } from '@mall/domain';
import { refusalOf, sendApplication, sendStorePassword } from '../routes/storeApplyPage.ts';
import { showLogin } from '../session/events.ts';
import { silently } from '@mall/client';
import { isStoreKey, storeKeys } from './keys.ts';
import { noRetryOn400 } from './query.ts';

/** The shopper's application (null: never applied); nothing is asked when not `enabled` (a visitor). */
export function useShopApplyInfo(enabled = true) {
  return useApiQuery(getShopApplyInfo, enabled ? undefined : null);
}

/** The approved owner's store account; asked only when `enabled` (the application is approved). */
export function useShopAccount(enabled: boolean) {
  return useApiQuery(getShopAccount, enabled ? undefined : null, noRetryOn400);
}

/** The failure of a silent call: the text to show in place, or the login popup for a 401. */
function useRefusal() {
  const { i18n } = useLingui();
  const [refusal, setRefusal] = useState<string>();
  const fail = useCallback(
    (error: unknown) => {
      const text = refusalOf(error, (descriptor) => i18n._(descriptor));
      if (text === undefined) showLogin();
      setRefusal(text);
    },
    [i18n],
  );
  return { refusal, setRefusal, fail };
}

/**
 * Sends the application: a new one (POST), or the rejected `application` resubmitted (PUT). Done, the
 * promise settles once the application is asked again, so the form stays busy until the page shows the
 * new state (no second application from a press in between). A refusal is kept for the page and the
 * promise rejects, so the form stays as it is.
 */
export function useStoreApplySubmit(application: ShopApplyInfo | undefined) {
  const http = useApiClient();
  const quiet = useMemo(() => silently(http), [http]);
  const { mutate } = useSWRConfig();
  const { push } = useToast();
  const { t } = useLingui();
  const { refusal, setRefusal, fail } = useRefusal();
  const submit = useCallback(
    async (form: StoreApplicationForm) => {
      setRefusal(undefined);
      try {
        await sendApplication(quiet, application, form);
      } catch (error) {
        fail(error);
        // The application may have changed meanwhile (another tab, the audit): ask again.
        void mutate(isStoreKey);
        throw error;
      }
      push({ type: 'success', message: t`Application submitted: the platform will review it` });
      await mutate(isStoreKey);
    },
    [application, fail, mutate, push, quiet, setRefusal, t],
  );
  return { submit, refusal };
}

/**
 * Sets the store password, RSA-encrypted with the server's public key like every password. Done, the
 * page shows the saved state until the owner asks to change it again.
 */
export function useStorePasswordSubmit() {
  const http = useApiClient();
  const quiet = useMemo(() => silently(http), [http]);
  const { mutate } = useSWRConfig();
  const { refusal, setRefusal, fail } = useRefusal();
  const [saved, setSaved] = useState(false);
  const submit = useCallback(
    async (password: string) => {
      setRefusal(undefined);
      try {
        await sendStorePassword(quiet, password);
      } catch (error) {
        fail(error);
        throw error;
      }
      setSaved(true);
      void mutate(storeKeys.account);
    },
    [fail, mutate, quiet, setRefusal],
  );
  return { submit, refusal, saved, changeAgain: () => setSaved(false) };
}
