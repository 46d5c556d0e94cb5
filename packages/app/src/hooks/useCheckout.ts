// SWR hooks of the checkout and payment pages. Keys put the API path first, then the arguments
// (keys.ts). A confirm saves a settlement on the server (its uuid), so it is asked again only when the
// shopper changes something or asks for it, never on focus or reconnect.
import useSWR from 'swr';
import type { OrderConfirmParam } from '@mall/domain';
import { confirmOrder, getAddressList } from '../api/checkout.ts';
import { getPayInfo } from '../api/payment.ts';
import { useApiClient } from './ApiClientContext.tsx';
import { useDelayedFlag } from './delayedFlag.ts';

export const checkoutKeys = {
  addresses: '/p/address/list',
  /** The body as built by confirmBody (a fixed field order), as text. */
  confirm: (body: OrderConfirmParam) => ['/p/order/confirm', JSON.stringify(body)] as const,
  payInfo: (orderNumbers: string) => ['/p/order/getOrderPayInfoByOrderNumber', orderNumbers] as const,
};

const once = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

function withLoading<T extends { isLoading: boolean }>(result: T, showLoading: boolean) {
  return Object.assign(result, { showLoading });
}

export function useAddressList(enabled = true) {
  const http = useApiClient();
  const result = useSWR(enabled ? checkoutKeys.addresses : null, () => getAddressList(http), {
    revalidateOnFocus: false,
  });
  return withLoading(result, useDelayedFlag(result.isLoading));
}

/** The settlement of `body`; the previous one stays shown while a changed body is confirmed. */
export function useConfirm(body: OrderConfirmParam | null) {
  const http = useApiClient();
  const result = useSWR(body ? checkoutKeys.confirm(body) : null, () => confirmOrder(http, body!), {
    ...once,
    keepPreviousData: true,
  });
  return withLoading(result, useDelayedFlag(result.isLoading));
}

export function usePayInfo(orderNumbers: string | undefined) {
  const http = useApiClient();
  const result = useSWR(
    orderNumbers ? checkoutKeys.payInfo(orderNumbers) : null,
    () => getPayInfo(http, orderNumbers!),
    once,
  );
  return withLoading(result, useDelayedFlag(result.isLoading));
}
