// The account centre's pages (issue 15 items 1 to 3): the profile save and the avatar upload, the
// password change, the collections and their cancel. Their calls are silent where the page shows the refusal in place (the password
// change); a 401 opens the login popup.
import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLingui } from '@lingui/react/macro';
import {
  changePassword,
  getCollectedProducts,
  getFollowedShops,
  getPublicKey,
  keysOf,
  setUserInfo,
  toggleProductCollection,
  toggleShopFollow,
  uploadImage,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { useToast } from '@mall/ui';
import type { SetUserInfoParam } from '@mall/domain';
import { refusalOf } from '../routes/storeApplyPage.ts';
import { removeToken } from '../session/cookie.ts';
import { showLogin } from '../session/events.ts';
import { silently } from '@mall/client';
import { clearStoredUser, storeUser } from '../session/storedUser.ts';
import { isCollectionKey, keys, shopKeys } from './keys.ts';

/**
 * The account page's calls: the avatar upload (the cropped picture; the client toasts a refusal) and
 * the profile save, whose answer replaces the cached user info (the top bar's nickname and avatar) and
 * the stored user, with a success toast. A refusal is toasted by the client and rejects (the form stays).
 */
export function useProfileActions() {
  const http = useApiClient();
  const { mutate } = useSWRConfig();
  const { push } = useToast();
  const { t } = useLingui();
  const uploadAvatar = useCallback((file: File) => uploadImage(http, file), [http]);
  const save = useCallback(
    async (change: SetUserInfoParam) => {
      const user = await setUserInfo(http, change);
      storeUser(user);
      await mutate(keys.userInfo, user, { revalidate: false });
      push({ type: 'success', message: t`Your account information is saved` });
    },
    [http, mutate, push, t],
  );
  return { uploadAvatar, save };
}

export const COLLECTION_PAGE_SIZE = 12;

/** A page of the collected products (latest first). */
export function useCollectedProducts(current: number, enabled = true) {
  return useApiQuery(getCollectedProducts, enabled ? { current, size: COLLECTION_PAGE_SIZE } : null);
}

/** A page of the followed stores (latest first). */
export function useFollowedShops(current: number, enabled = true) {
  return useApiQuery(getFollowedShops, enabled ? { current, size: COLLECTION_PAGE_SIZE } : null);
}

const isCollectionPageKey = keysOf(getCollectedProducts, getFollowedShops);

/**
 * Leaves a collection cancelled with a toggle that answers the state after the call: an answer "still
 * collected" means it had been cancelled meanwhile and this call added it back, so it is sent once more.
 */
export async function cancelByToggle(toggle: () => Promise<boolean>): Promise<void> {
  if (await toggle()) await toggle();
}

/**
 * Cancels a collection (or a follow) with the toggle endpoint, after the answer: the toggle answers the
 * state after the call, so when it says "collected" again (it had been cancelled meanwhile, in another
 * tab) it is sent once more to leave it cancelled. Then the pages are asked again. A failure rejects (the
 * client has toasted it) and the screen keeps the item.
 */
export function useCancelCollections() {
  const http = useApiClient();
  const { mutate } = useSWRConfig();
  const cancelProduct = useCallback(
    async (prodId: number) => {
      await cancelByToggle(() => toggleProductCollection(http, prodId));
      await mutate(isCollectionKey(prodId), false, { revalidate: false });
      void mutate(isCollectionPageKey);
    },
    [http, mutate],
  );
  const cancelStore = useCallback(
    async (shopId: number) => {
      await cancelByToggle(() => toggleShopFollow(http, shopId));
      await mutate(shopKeys.followed(shopId), false, { revalidate: false });
      void mutate(isCollectionPageKey);
    },
    [http, mutate],
  );
  return { cancelProduct, cancelStore };
}

/**
 * Changes the password, both RSA-encrypted with the server's public key. Done, the server has ended every
 * session of the account, this one included: the local token and stored user go at once (nothing asks
 * with a dead token during the countdown), and the page counts down to the sign-in page.
 */
export function useChangePassword() {
  const http = useApiClient();
  const quiet = useMemo(() => silently(http), [http]);
  const { i18n } = useLingui();
  const [refusal, setRefusal] = useState<string>();
  const [changed, setChanged] = useState(false);
  const submit = useCallback(
    async ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) => {
      setRefusal(undefined);
      try {
        const [pem, { encryptPassword }] = await Promise.all([
          getPublicKey(quiet),
          import('../session/password.ts'),
        ]);
        await changePassword(quiet, {
          oldPassword: encryptPassword(pem, oldPassword),
          newPassword: encryptPassword(pem, newPassword),
        });
      } catch (error) {
        const text = refusalOf(error, (descriptor) => i18n._(descriptor));
        if (text === undefined) showLogin();
        setRefusal(text);
        throw error;
      }
      removeToken();
      clearStoredUser();
      setChanged(true);
    },
    [i18n, quiet],
  );
  return { submit, refusal, changed };
}
