// `/submit-order` (login required): the checkout of cart lines (`?basketIds=1,2`) or of one item bought
// now (`?prodId=&skuId=&prodCount=&shopId=`). The address book is read first (no address: the screen
// links to the address book); every change of address, delivery, coupons or points confirms again, and
// the totals are the server's. Submit sends the confirm's uuid once, then goes to the payment page; a
// refusal (400, already toasted by the client: stock, prices...) confirms again.
// Group mode (`?groupSkuId=&groupTeamId=&prodCount=`, team 0 opens a team): the group buy's confirm and
// submit instead of the cart's (no coupons, points or invoice: the group price is final), then the
// payment page, marked so that the paid order shows its team.
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import type { OrderSubmitParam } from '@mall/domain';
import { SubmitOrderScreen } from '@mall/ui/screens/SubmitOrderScreen';
import { submitGroupOrder, submitOrder } from '@mall/client';
import { useApiClient } from '@mall/client/swr';
import {
  confirmBody,
  couponsDiffer,
  initialAddressId,
  parseCheckoutQuery,
  paymentPath,
  type CheckoutChoices,
  type CheckoutSource,
} from './checkoutPage.ts';
import { revalidateCart } from '../hooks/cart.ts';
import { useAddressList } from '../hooks/addresses.ts';
import { useConfirm } from '../hooks/orders.ts';
import { useGroupConfirm } from '../hooks/group.ts';
import {
  groupConfirmBody,
  groupPaymentPath,
  isGroupCheckoutQuery,
  parseGroupCheckoutQuery,
} from './groupPage.ts';
import type { GroupBuyChoice } from '@mall/ui';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { createSubmitGuard } from '../session/submitGuard.ts';
import { NotFound } from './NotFound.tsx';

export function Component() {
  const [params] = useSearchParams();
  const query = params.toString();
  const source = useMemo(() => parseCheckoutQuery(query), [query]);
  const group = useMemo(() => parseGroupCheckoutQuery(query), [query]);
  if (isGroupCheckoutQuery(query)) return group ? <GroupCheckout key={query} choice={group} /> : <NotFound />;
  if (!source) return <NotFound />;
  // Another address starts afresh: its own choices.
  return <Checkout key={query} source={source} />;
}

/**
 * A submit that runs once: a second click while it runs, or after it succeeded, does nothing; a failure
 * runs `onFailure` and lets the shopper submit again.
 */
function useSubmitOnce() {
  const [guard] = useState(createSubmitGuard);
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const submitOnce = (work: () => Promise<void>, onFailure: () => void) => {
    if (submitted.current) return;
    void guard.run(async () => {
      setSubmitting(true);
      try {
        await work();
        submitted.current = true;
      } catch {
        onFailure();
      } finally {
        setSubmitting(false);
      }
    });
  };
  return { submitting, submitOnce };
}

function Checkout({ source }: { source: CheckoutSource }) {
  const http = useApiClient();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const addresses = useAddressList();
  const [choices, setChoices] = useState<CheckoutChoices>({});
  const { submitting, submitOnce } = useSubmitOnce();

  const addrId = choices.addrId ?? (addresses.data ? initialAddressId(addresses.data) : undefined);
  const noAddress = addresses.data !== undefined && addresses.data.length === 0;
  const body = addrId !== undefined ? confirmBody(source, { ...choices, addrId }) : null;
  const confirm = useConfirm(body);
  const order = confirm.data;
  const confirming = confirm.isValidating;

  const change = (next: Partial<CheckoutChoices>) => setChoices((c) => ({ ...c, ...next }));

  const onSubmit = (param: OrderSubmitParam) =>
    submitOnce(
      async () => {
        const answer = await submitOrder(http, param);
        void revalidateCart(mutate);
        void navigate(href(paymentPath(answer.orderNumbers)), { replace: true });
      },
      // The client has shown the server's reason; the settlement may be stale: confirm again.
      () => void confirm.mutate(),
    );

  return (
    <SubmitOrderScreen
      order={order}
      addresses={addresses.data}
      noAddress={noAddress}
      loading={addresses.showLoading || confirm.showLoading}
      error={Boolean(addresses.error || confirm.error) && !order}
      onRetry={() => {
        void addresses.mutate();
        void confirm.mutate();
      }}
      confirming={confirming && Boolean(order)}
      submitting={submitting}
      couponsChanged={order && !confirming ? couponsDiffer(choices.couponIds, order) : false}
      onChangeAddress={(id) => change({ addrId: id })}
      onChangeDeliveryType={(dvyType) => change({ dvyType })}
      onChangeCoupons={(couponIds) => change({ couponIds })}
      onChangePoints={({ isScorePay, userUseScore }) => change({ isScorePay, userUseScore })}
      onSubmit={onSubmit}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}

/** The group checkout: the group buy's settlement for the chosen address, submitted with the remarks. */
function GroupCheckout({ choice }: { choice: GroupBuyChoice }) {
  const http = useApiClient();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const addresses = useAddressList();
  const [chosenAddr, setChosenAddr] = useState<number>();
  const { submitting, submitOnce } = useSubmitOnce();

  const addrId = chosenAddr ?? (addresses.data ? initialAddressId(addresses.data) : undefined);
  const noAddress = addresses.data !== undefined && addresses.data.length === 0;
  const confirm = useGroupConfirm(addrId !== undefined ? groupConfirmBody(choice, addrId) : null);
  const order = confirm.data;

  const onSubmit = (param: OrderSubmitParam) =>
    submitOnce(
      async () => {
        const remarks = param.orderShopParam?.[0]?.remarks ?? '';
        const answer = await submitGroupOrder(http, { uuid: param.uuid, remarks });
        void navigate(href(groupPaymentPath(answer.orderNumbers)), { replace: true });
      },
      // The client has shown the server's reason (team full, limit reached...): confirm again.
      () => void confirm.mutate(),
    );

  return (
    <SubmitOrderScreen
      order={order}
      addresses={addresses.data}
      noAddress={noAddress}
      loading={addresses.showLoading || confirm.showLoading}
      error={Boolean(addresses.error || confirm.error) && !order}
      onRetry={() => {
        void addresses.mutate();
        void confirm.mutate();
      }}
      confirming={confirm.isValidating && Boolean(order)}
      submitting={submitting}
      activityOrder
      onChangeAddress={setChosenAddr}
      onSubmit={onSubmit}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
