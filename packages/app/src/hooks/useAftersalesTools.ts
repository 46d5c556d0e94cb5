// What an after-sales route's actions use: the API client, localized links, navigation, SWR's cache
// (to refresh the lists a change affects) and the toasts.
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useToast } from '@mall/ui';
import { useApiClient } from '@mall/client/swr';
import { useLocalizedHref } from '../layouts/useChrome.ts';

export function useAftersalesTools() {
  const http = useApiClient();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { push } = useToast();
  return { http, href, navigate, mutate, push };
}
