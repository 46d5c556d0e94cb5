// The signed-in platform account and its role (GET /platform/me), for the layout, the gate and the home.
import { getPlatformMe } from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import { useToken } from './session.ts';

export function usePlatformMe() {
  const token = useToken();
  return useApiQuery(getPlatformMe, token ? undefined : null);
}
