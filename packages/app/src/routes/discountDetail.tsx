// /discount-detail?discountId=: one special discount session with its rules, countdown (on the server's
// time) and products. A missing or unknown id is the not-found state.
import { useNavigate, useSearchParams } from 'react-router';
import { DiscountDetailScreen } from '@mall/ui/screens/DiscountDetailScreen';
import { useDiscountInfo, useServerClock } from '../hooks/promotions.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { positiveInt } from '../listQuery.ts';

export function Component() {
  const [params] = useSearchParams();
  const discountId = positiveInt(params.get('discountId'));
  const info = useDiscountInfo(discountId);
  const clock = useServerClock(info.data?.serverTime);
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <DiscountDetailScreen
      info={info.data}
      loading={info.showLoading}
      notFound={info.notFound}
      error={info.error !== undefined && info.data === undefined && !info.notFound}
      onRetry={() => void info.mutate()}
      clock={clock}
      onCountdownEnd={() => void info.mutate()}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
