// `/submit-integral-order?prodId=&skuId=&prodCount=` (login required): the points-mall checkout. The
// address book is read first (no address: a link to add one), the order confirmed (again for another
// address); a refusal of the server (too few points, sold out) is shown with the ways back. Submit runs
// once (scoreCheckout.ts): an order with a cash part goes to the payment page; a points-only order is
// paid at once with points (payType 0, which spends nothing more: its points were spent at submit) and
// opens the order, or the payment page if that pay call fails.
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { errorText } from '@mall/client';
import { useApiClient } from '@mall/client/swr';
import type { ScoreSubmitParam } from '@mall/domain';
import { ScoreConfirmScreen } from '@mall/ui/screens/ScoreConfirmScreen';
import { useAddressList } from '../hooks/addresses.ts';
import { isScoreKey, useScoreConfirm } from '../hooks/loyalty.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { createSubmitGuard } from '../session/submitGuard.ts';
import { initialAddressId } from './checkoutPage.ts';
import { isBadRequest } from './detailPage.ts';
import { scoreCheckoutOf } from './loyaltyQuery.ts';
import { submitScoreCheckout } from './scoreCheckout.ts';
import { NotFound } from './NotFound.tsx';

export function Component() {
  const [params] = useSearchParams();
  const query = params.toString();
  const line = useMemo(() => scoreCheckoutOf(new URLSearchParams(query)), [query]);
  if (!line) return <NotFound />;
  return <Checkout key={query} line={line} />;
}

function Checkout({ line }: { line: { prodId: number; skuId: number; prodCount: number } }) {
  const http = useApiClient();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const addresses = useAddressList();
  const [chosenAddress, setChosenAddress] = useState<number>();
  const addrId = chosenAddress ?? (addresses.data ? initialAddressId(addresses.data) : undefined);
  const noAddress = addresses.data !== undefined && addresses.data.length === 0;
  const confirm = useScoreConfirm(addrId === undefined ? null : { ...line, addrId });
  const [guard] = useState(createSubmitGuard);
  const [submitting, setSubmitting] = useState(false);
  const order = confirm.data;
  const refusal =
    !order && isBadRequest(confirm.error)
      ? errorText((confirm.error as { response?: { data?: unknown } }).response?.data).trim()
      : undefined;

  const submit = (param: ScoreSubmitParam) =>
    void guard.run(async () => {
      if (!order) return;
      setSubmitting(true);
      try {
        const next = await submitScoreCheckout(http, param, order.actualTotal > 0);
        void mutate(isScoreKey);
        void navigate(href(next), { replace: true });
      } catch {
        // The client showed the refusal (points changed, sold out...): confirm again.
        setSubmitting(false);
        void confirm.mutate();
      }
    });

  return (
    <ScoreConfirmScreen
      prodId={line.prodId}
      order={order}
      addresses={addresses.data}
      noAddress={noAddress}
      loading={(addresses.showLoading || confirm.showLoading || addrId === undefined) && !addresses.error}
      error={(Boolean(addresses.error) && !addresses.data) || (Boolean(confirm.error) && !order && !refusal)}
      onRetry={() => {
        if (addresses.error) void addresses.mutate();
        void confirm.mutate();
      }}
      refusal={refusal}
      confirming={confirm.isValidating && Boolean(order)}
      submitting={submitting}
      onChangeAddress={setChosenAddress}
      onSubmit={submit}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
