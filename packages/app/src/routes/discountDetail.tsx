// /discount-detail?discountId=: one special discount session with its rules, countdown (on the server's
// time, drawn once the page has hydrated) and products; its end reads the session again until its state
// changes. A missing or unknown id is the not-found state.
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DiscountDetailScreen } from '@mall/ui/screens/DiscountDetailScreen';
import { useDiscountInfo } from '../hooks/promotions.ts';
import { useReadAgainAtEnd, useServerClock } from '../hooks/countdown.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { positiveInt } from '../listQuery.ts';

export function Component() {
  const [params] = useSearchParams();
  const discountId = positiveInt(params.get('discountId'));
  const info = useDiscountInfo(discountId);
  const clock = useServerClock(info.data?.serverTime);
  const { mutate } = info;
  const readAgain = useReadAgainAtEnd(
    useCallback(() => mutate(), [mutate]),
    info.data?.status,
  );
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <DiscountDetailScreen
      info={info.data}
      loading={info.showLoading}
      notFound={info.notFound}
      error={info.error !== undefined && info.data === undefined && !info.notFound}
      onRetry={() => void info.mutate()}
      {...(clock ? { clock } : {})}
      onCountdownEnd={readAgain}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
