// Loyalty (issue 14) in the storefront: the shopper's score info, the points ledger, the levels with
// their rights, the paid plans and the rights agreement, the points mall's products and its checkout's
// settlement, and the daily sign-in. The sign-in is a mutation (a GET by the contract, but it changes
// the account): a plain call on a button press, never a query with an SWR key, so no revalidation can
// sign anyone in. After it, the score info, the ledger and the user info (its points) are asked again.
import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLingui } from '@lingui/react/macro';
import {
  confirmScoreOrder,
  getRightsRead,
  getScoreInfo,
  getScoreProdInfo,
  getScoreProdPage,
  getScoreLevels,
  getScoreLog,
  getUserInfo,
  keyOf,
  keysOf,
  signInToday,
} from '@mall/client';
import { LevelType, type ScoreConfirmParam, type ScoreLogQuery } from '@mall/domain';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { useToast } from '@mall/ui';
import { noRetryOn400 } from './query.ts';

/** Records a page of the points ledger. */
export const SCORE_LOG_PAGE_SIZE = 10;
/** The levels are few: one page holds them all. */
export const LEVELS_PAGE_SIZE = 50;

/** Keys a sign-in makes stale: the score info, the ledger's pages and the user info (its points). */
export const isScoreKey = keysOf(getScoreInfo, getScoreLog, getUserInfo);

/** The shopper's points, growth, level and today's sign-in (none asked when not `enabled`). */
export function useScoreInfo(enabled = true) {
  return useApiQuery(getScoreInfo, enabled ? undefined : null);
}

/** A page of the points ledger with its filters. */
export function useScoreLog(
  filter: Pick<ScoreLogQuery, 'ioType' | 'source'>,
  current: number,
  size: number = SCORE_LOG_PAGE_SIZE,
) {
  return useApiQuery(getScoreLog, { ...filter, current, size });
}

/** Every level (ordinary by growth, then paid by price) with its rights (none asked when not `enabled`). */
export function useScoreLevels(enabled = true) {
  return useApiQuery(getScoreLevels, enabled ? { levelType: -1, current: 1, size: LEVELS_PAGE_SIZE } : null);
}

/** The paid plans of the buy-member page (levelType 1), by price. */
export function useScorePlans(enabled = true) {
  return useApiQuery(
    getScoreLevels,
    enabled ? { levelType: LevelType.paid, current: 1, size: LEVELS_PAGE_SIZE } : null,
  );
}

/** Whether the shopper has accepted the paid-membership rights agreement. */
export function useRightsRead(enabled = true) {
  return useApiQuery(getRightsRead, enabled ? undefined : null);
}

/** Products per page of the points mall. */
export const SCORE_PROD_PAGE_SIZE = 12;

/** A page of the points mall's products; the shown page stays while the next one loads. */
export function useScoreProdPage(current: number, size: number = SCORE_PROD_PAGE_SIZE) {
  return useApiQuery(getScoreProdPage, { current, size }, { keepPreviousData: true });
}

/** One points-mall product; a product not in the points mall (400) is final, so it is not retried. */
export function useScoreProdInfo(prodId: number | undefined) {
  return useApiQuery(getScoreProdInfo, prodId ?? null, noRetryOn400);
}

const once = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/**
 * The points-mall checkout's settlement (a new uuid each time): asked again only when the shopper
 * changes the address, never on focus (a settlement must not change under the shopper's eyes).
 */
export function useScoreConfirm(body: ScoreConfirmParam | null) {
  return useApiQuery(confirmScoreOrder, body, { ...once, keepPreviousData: true });
}

/**
 * Signs in for today: one request at a time (a second press while one is under way does nothing); a
 * success says what it earned in a toast; a refusal ("already signed", "not available") is the server's
 * message, which the API client shows. Either way the score keys are asked again.
 */
export function useSignIn() {
  const { t } = useLingui();
  const http = useApiClient();
  const { mutate } = useSWRConfig();
  const { push } = useToast();
  const [signing, setSigning] = useState(false);
  const busy = useRef(false);
  const signIn = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setSigning(true);
    void (async () => {
      try {
        const { addScore, addGrowth: _growth, ...info } = await signInToday(http);
        // The answer is the score info after the sign-in: shown at once, so the button reads "signed"
        // before the revalidation below (a press in between would only earn a refusal).
        await mutate(keyOf(getScoreInfo, undefined), info, { revalidate: false });
        push({ type: 'success', message: t`Signed in: +${addScore} points` });
      } catch {
        // The API client already showed the server's message.
      } finally {
        busy.current = false;
        setSigning(false);
        void mutate(isScoreKey);
      }
    })();
  }, [http, mutate, push, t]);
  return { signing, signIn };
}
