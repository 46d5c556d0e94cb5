// Flash sale (issue 13): the activities of the flash-sale page, one activity (their countdowns' clock
// and re-reads are hooks/countdown.ts), and the checkout of `/secdetail/confirm-order` (order path, confirm, submit).
//
// The checkout is a small state machine rather than an SWR query: its confirm depends on a short-lived
// order path fetched first, an expired path is fetched again once (at confirm and at submit: the calls
// are routes/seckillFlow.ts), and every refusal is shown on the page (too busy with a retry, sold out / limit / ended with the ways back), so
// its requests are silent (no toast on top of the page's message).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AxiosError } from 'axios';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { messages, type OrderConfirmAnswer, type SeckillSubmitParam } from '@mall/domain';
import type { SeckillRefusal } from '@mall/ui/screens/SeckillConfirmScreen';
import { getSeckillPage, getSeckillProd } from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { showLogin } from '../session/events.ts';
import { silently } from '@mall/client';
import { createSubmitGuard } from '../session/submitGuard.ts';
import {
  classifyRefusal,
  type ClassifiedRefusal,
  type SeckillCheckoutSource,
} from '../routes/seckillPage.ts';
import { seckillFlow } from '../routes/seckillFlow.ts';
import { noRetryOn400 } from './query.ts';

/** The first `size` activities (ongoing and upcoming first); the shown ones stay while more load. */
export function useSeckillPage(size: number) {
  return useApiQuery(getSeckillPage, { current: 1, size }, { keepPreviousData: true });
}

/** One activity; an unknown one (400) is final, so it is not retried. */
export function useSeckillProd(seckillId: number | undefined) {
  return useApiQuery(getSeckillProd, seckillId || null, noRetryOn400);
}

export interface SeckillCheckout {
  order: OrderConfirmAnswer | undefined;
  /** A confirm is on its way. */
  confirming: boolean;
  /** The confirm failed without a refusal (network, 500): the error state with a retry. */
  error: boolean;
  /** The server refused: too busy (retry) or final. */
  refusal: SeckillRefusal | undefined;
  submitting: boolean;
  /** Tries the last step again (the confirm, or the submit with the same remarks). */
  retry: () => void;
  submit: (param: SeckillSubmitParam) => void;
}

type Step = { kind: 'confirm' } | { kind: 'submit'; remarks: string };

/**
 * The flash-sale checkout of `source` sent to `addrId` (undefined: not known yet, nothing is asked).
 * `onSubmitted` gets the new order numbers once.
 */
export function useSeckillCheckout(
  source: SeckillCheckoutSource,
  addrId: number | undefined,
  onSubmitted: (orderNumbers: string) => void,
): SeckillCheckout {
  const http = useApiClient();
  const quiet = useMemo(() => silently(http), [http]);
  const { i18n } = useLingui();
  const translate = useCallback((d: MessageDescriptor) => i18n._(d), [i18n]);
  const [order, setOrder] = useState<OrderConfirmAnswer>();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState(false);
  const [refusal, setRefusal] = useState<SeckillRefusal>();
  const [submitting, setSubmitting] = useState(false);
  const [guard] = useState(createSubmitGuard);
  const latest = useRef(0);
  const lastStep = useRef<Step>({ kind: 'confirm' });
  const submitted = useRef(false);
  const { seckillId, seckillSkuId, prodCount } = source;
  const flow = useMemo(
    () => seckillFlow(quiet, { seckillId, seckillSkuId, prodCount }, translate),
    [quiet, seckillId, seckillSkuId, prodCount, translate],
  );

  /** A failure's refusal; a 401 opens the login popup (the calls are silent). */
  const refusalOf = useCallback(
    (e: unknown): ClassifiedRefusal | undefined => {
      if (e instanceof AxiosError && e.response?.status === 401) showLogin();
      return classifyRefusal(e, translate);
    },
    [translate],
  );

  const showFailure = useCallback(
    (e: unknown, atSubmit: boolean) => {
      const r = refusalOf(e);
      if (r) {
        setRefusal({ message: r.message, retry: r.kind === 'busy' });
      } else if (atSubmit) {
        // Network or server trouble at submit: the order stays, with a retry.
        setRefusal({ message: translate(messages.serverProblem), retry: true });
      } else {
        setError(true);
      }
    },
    [refusalOf, translate],
  );

  const confirm = useCallback(async () => {
    if (addrId === undefined) return;
    const mine = ++latest.current;
    lastStep.current = { kind: 'confirm' };
    setConfirming(true);
    setError(false);
    setRefusal(undefined);
    try {
      const answer = await flow.confirm(addrId);
      if (mine === latest.current) setOrder(answer);
    } catch (e) {
      if (mine === latest.current) showFailure(e, false);
    } finally {
      if (mine === latest.current) setConfirming(false);
    }
  }, [addrId, flow, showFailure]);

  useEffect(() => {
    void confirm();
  }, [confirm]);

  const submit = useCallback(
    ({ uuid, remarks = '' }: SeckillSubmitParam) => {
      if (submitted.current || addrId === undefined) return;
      void guard.run(async () => {
        lastStep.current = { kind: 'submit', remarks };
        setSubmitting(true);
        setRefusal(undefined);
        try {
          const orderNumbers = await flow.submit(addrId, uuid, remarks, setOrder);
          submitted.current = true;
          onSubmitted(orderNumbers);
        } catch (e) {
          showFailure(e, true);
        } finally {
          setSubmitting(false);
        }
      });
    },
    [addrId, flow, guard, onSubmitted, showFailure],
  );

  const retry = useCallback(() => {
    const step = lastStep.current;
    if (step.kind === 'submit' && order) submit({ uuid: order.uuid, remarks: step.remarks });
    else void confirm();
  }, [confirm, order, submit]);

  return { order, confirming, error, refusal, submitting, retry, submit };
}
