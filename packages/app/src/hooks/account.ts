// The signed-in shopper: token (read once per page; a login or logout reloads the page, spec section 4),
// the user info for the top bar, logout.
import { useCallback } from 'react';
import { getUserInfo } from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { logoutSession } from '../session/login.ts';
import { useSessionToken } from '../session/useSessionToken.ts';
import { storeUser } from '../session/storedUser.ts';
import { keys } from './keys.ts';

export const USER_INFO_KEY = keys.userInfo;

/**
 * The user info, only with a token; an expired token quietly makes a visitor (no popup). Each answer
 * refreshes the stored user (nickName, userAvatar: spec section 3).
 */
export function useUserInfo() {
  const token = useSessionToken();
  return useApiQuery(getUserInfo, token ? { dontShowLogin: true } : null, {
    onSuccess: (user) => storeUser(user),
  });
}

/** Logs out (the token is revoked and removed) and opens the home page afresh. */
export function useLogout(homeHref: string) {
  const http = useApiClient();
  return useCallback(async () => {
    await logoutSession(http);
    window.location.assign(homeHref);
  }, [homeHref, http]);
}
