// Real-name verification (issue 15 item 4): the account's identity (masked) and the verification, whose
// failure is told on the screen: a 400 with the mismatch message is the mismatch, another 400 a refusal
// with the server's text (identity taken, too many attempts), a 503 "not available" its text too, any
// other 503 or no answer "unknown error". A 401
// is the client's login popup (the form stays as it is). A success reloads the identity.
import { useCallback } from 'react';
import { AxiosError } from 'axios';
import { useSWRConfig } from 'swr';
import type { MessageDescriptor } from '@lingui/core';
import { getRealName, keyOf, verifyRealName } from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { messages, type RealNameForm } from '@mall/domain';
import type { RealNameFailure } from '@mall/ui/screens/RealNameScreen';

export const realNameKey = keyOf(getRealName, undefined);

/** The account's identity: status 0 none, 1 verified (masked). */
export function useRealName() {
  return useApiQuery(getRealName, undefined, { revalidateOnFocus: false });
}

/**
 * What a failed verification shows; rethrows a 401 (the login popup handles it). `translate` gives the
 * mismatch message in the page's language, as the server answers it.
 */
export function realNameFailureOf(
  error: unknown,
  translate: (descriptor: MessageDescriptor) => string,
): RealNameFailure {
  const response = error instanceof AxiosError ? error.response : undefined;
  if (response?.status === 401) throw error;
  const text = typeof response?.data === 'string' ? response.data.trim() : '';
  if (response?.status === 400) {
    if (text === translate(messages.realNameMismatch)) return { kind: 'mismatch' };
    if (text) return { kind: 'refused', message: text };
  }
  // "Not available" (no provider configured) is the server's own text, not an unknown error.
  if (response?.status === 503 && text === translate(messages.realNameUnavailable))
    return { kind: 'refused', message: text };
  return { kind: 'unknown' };
}

/** Verifies; resolves null when verified (the identity reloaded) or the failure to show. */
export function useVerifyRealName(translate: (descriptor: MessageDescriptor) => string) {
  const http = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (form: RealNameForm): Promise<RealNameFailure | null> => {
      try {
        await verifyRealName(http, form);
      } catch (error) {
        return realNameFailureOf(error, translate);
      }
      await mutate(realNameKey);
      return null;
    },
    [http, mutate, translate],
  );
}
