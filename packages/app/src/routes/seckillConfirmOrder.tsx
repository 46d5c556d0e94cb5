// `/secdetail/confirm-order?seckillId=&seckillSkuId=&prodCount=` (login required): the flash-sale
// checkout. The address book is read first (no address: a link to add one); the order path is fetched,
// the order confirmed with it (again for another address), and submit goes to the payment page with the
// order number. Refusals are shown on the page (hooks/seckill.ts): too busy with a retry, sold out, the
// limit or the end with the ways back; an expired path is fetched again once.
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SeckillConfirmScreen } from '@mall/ui/screens/SeckillConfirmScreen';
import { useAddressList } from '../hooks/addresses.ts';
import { useSeckillCheckout } from '../hooks/seckill.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { initialAddressId, paymentPath } from './checkoutPage.ts';
import { parseSeckillCheckout, type SeckillCheckoutSource } from './seckillPage.ts';
import { NotFound } from './NotFound.tsx';

export function Component() {
  const [params] = useSearchParams();
  const query = params.toString();
  const source = useMemo(() => parseSeckillCheckout(query), [query]);
  if (!source) return <NotFound />;
  // Another address starts afresh: its own path, settlement and choices.
  return <Checkout key={query} source={source} />;
}

function Checkout({ source }: { source: SeckillCheckoutSource }) {
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const addresses = useAddressList();
  const [chosenAddress, setChosenAddress] = useState<number>();
  const addrId = chosenAddress ?? (addresses.data ? initialAddressId(addresses.data) : undefined);
  const noAddress = addresses.data !== undefined && addresses.data.length === 0;
  const onSubmitted = useCallback(
    (orderNumbers: string) => void navigate(href(paymentPath(orderNumbers)), { replace: true }),
    [href, navigate],
  );
  const checkout = useSeckillCheckout(source, addrId, onSubmitted);
  const waiting = addrId === undefined || (checkout.confirming && !checkout.order);

  return (
    <SeckillConfirmScreen
      seckillId={source.seckillId}
      order={checkout.order}
      addresses={addresses.data}
      noAddress={noAddress}
      loading={(addresses.showLoading || waiting) && !addresses.error}
      error={(Boolean(addresses.error) && !addresses.data) || checkout.error}
      onRetry={() => {
        if (addresses.error) void addresses.mutate();
        checkout.retry();
      }}
      refusal={checkout.refusal}
      confirming={checkout.confirming && Boolean(checkout.order)}
      submitting={checkout.submitting}
      onChangeAddress={setChosenAddress}
      onSubmit={checkout.submit}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
