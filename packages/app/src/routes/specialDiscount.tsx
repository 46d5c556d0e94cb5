// /special-discount?current=: the special discount sessions (page log 7 by the route table). When a
// countdown ends the page is asked again, and again every 2 s (up to 5 times) while the answer keeps the
// old states: the server says the sessions' new states (the list has no serverTime).
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SpecialDiscountScreen } from '@mall/ui/screens/SpecialDiscountScreen';
import { useDiscountPage } from '../hooks/promotions.ts';
import { statesOf, useReadAgainAtEnd } from '../hooks/countdown.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { positiveInt } from '../listQuery.ts';

export function Component() {
  const [params, setParams] = useSearchParams();
  const current = positiveInt(params.get('current')) ?? 1;
  const sessions = useDiscountPage(current);
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const { mutate } = sessions;
  const readAgain = useReadAgainAtEnd(
    useCallback(() => mutate(), [mutate]),
    statesOf(sessions.data?.records, (s) => s.discountId),
  );
  const failed = sessions.error !== undefined && sessions.data === undefined;
  return (
    <SpecialDiscountScreen
      page={sessions.data}
      loading={sessions.showLoading}
      error={failed}
      onRetry={() => void sessions.mutate()}
      onPageChange={(page) => {
        setParams(page > 1 ? { current: String(page) } : {});
        window.scrollTo({ top: 0 });
      }}
      onCountdownEnd={readAgain}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
