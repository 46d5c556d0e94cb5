// The promotions the storefront shows (issue 13): the coupon centre and a product's coupons with the
// claim in place, special discount sessions, and the flash-sale and group-buy rows of the home page and
// the list tabs. The coupon lists answer the shopper's own claims when the token goes with them, but a
// server-rendered page is a visitor's: once the browser has a token, those lists are asked again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLingui } from '@lingui/react/macro';
import {
  getCouponCentre,
  getDiscountInfo,
  getDiscountPage,
  getGroupProdPage,
  getProductCoupons,
  getSeckillPage,
  keysOf,
  receiveCoupon,
} from '@mall/client';
import { ActivityStatus } from '@mall/domain';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { useToast } from '@mall/ui';
import { whenSignedIn } from '../session/login.ts';
import { useSessionToken } from '../session/useSessionToken.ts';
import { noRetryOn400, withNotFound } from './query.ts';

/** Coupons a page of the coupon centre. */
export const COUPON_CENTRE_PAGE_SIZE = 12;
/** Sessions a page of the special discounts. */
export const DISCOUNT_PAGE_SIZE = 10;

/** Keys a claim makes stale: the coupon centre's pages and the products' coupons. */
export const isCouponCentreKey = keysOf(getCouponCentre, getProductCoupons);

/**
 * Whether a list fetched at the first render with `first` (the token then) is asked again now that the
 * token is `token`: only when the first render was a visitor's (a server-rendered page hydrating, whose
 * answers are a visitor's) and the browser has a token; a page the browser rendered itself asked with
 * its token already. `asked` is the token it was last asked again for.
 */
export function askAgainWithToken(
  first: string | undefined,
  token: string | undefined,
  asked: string | undefined,
): boolean {
  return first === undefined && token !== undefined && asked !== token;
}

/** Asks an answer again once a token is there, on a page the server rendered for a visitor. */
function useAgainWithToken(result: { mutate: () => unknown }, enabled: boolean) {
  const token = useSessionToken();
  const first = useRef(token);
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled || !askAgainWithToken(first.current, token, asked.current)) return;
    asked.current = token;
    void result.mutate();
  }, [enabled, token, result]);
}

/** A page of the coupon centre (the shopper's own claims with a token). */
export function useCouponCentre(current: number, size: number = COUPON_CENTRE_PAGE_SIZE, enabled = true) {
  const result = useApiQuery(getCouponCentre, enabled ? { current, size } : null);
  useAgainWithToken(result, enabled);
  return result;
}

/**
 * The claimable coupons of a product (none asked without the product). Keyed on the product alone: the
 * server finds its store, so the key does not change when the product arrives (one request).
 */
export function useProductCoupons(prodId: number | undefined) {
  const result = useApiQuery(getProductCoupons, prodId ? { prodId } : null);
  useAgainWithToken(result, prodId !== undefined);
  return result;
}

/**
 * Claims a coupon in place: a visitor gets the login popup; a shopper's claim says so in a toast and
 * the coupon lists are asked again (also after a refusal, whose message the API client shows).
 */
export function useClaimCoupon() {
  const { t } = useLingui();
  const http = useApiClient();
  const { mutate } = useSWRConfig();
  const { push } = useToast();
  const [claimingId, setClaimingId] = useState<number | undefined>(undefined);
  const busy = useRef(false);
  const claim = useCallback(
    (couponId: number) => {
      whenSignedIn(() => {
        if (busy.current) return;
        busy.current = true;
        setClaimingId(couponId);
        void (async () => {
          try {
            await receiveCoupon(http, couponId);
            push({ type: 'success', message: t`Coupon claimed` });
          } catch {
            // The API client already showed the server's message (limit reached, none left).
          } finally {
            busy.current = false;
            setClaimingId(undefined);
            void mutate(isCouponCentreKey);
          }
        })();
      });
    },
    [http, mutate, push, t],
  );
  return { claimingId, claim };
}

/** A page of special discount sessions (none asked when not `enabled`). */
export function useDiscountPage(current: number, size: number = DISCOUNT_PAGE_SIZE, enabled = true) {
  return useApiQuery(getDiscountPage, enabled ? { current, size } : null);
}

/** One session with its products; an unknown one (400) or a missing id is `notFound`. */
export function useDiscountInfo(discountId: number | undefined) {
  return withNotFound(
    useApiQuery(getDiscountInfo, discountId ?? null, noRetryOn400),
    discountId === undefined,
  );
}

/** Ongoing flash sales (the home zone and the list's tab). */
export function useOngoingSeckills(current: number, size: number, enabled = true) {
  return useApiQuery(getSeckillPage, enabled ? { current, size, status: ActivityStatus.ongoing } : null);
}

/** Group-buy products (the home row and the list's tab). */
export function useGroupProducts(current: number, size: number, enabled = true) {
  return useApiQuery(getGroupProdPage, enabled ? { current, size } : null);
}
