// The signed-in account, its store and what it may do (GET /merchant/me), for the shell and the guard.
import { getMerchantMe } from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import { useToken } from '../session/useToken.ts';

export function useMerchantMe() {
  const token = useToken();
  return useApiQuery(getMerchantMe, token ? undefined : null);
}
