// `/user-center/uc-coupons?tab=&currentPage=`: my coupons by state (usable, used, expired) with counts.
import { useNavigate, useSearchParams } from 'react-router';
import { MyCouponsScreen, myCouponsTabStatus } from '@mall/ui/screens/MyCouponsScreen';
import { useLocalizedHref } from '../../layouts/useChrome.ts';
import { couponsQueryOf, couponsSearch } from '../userCenterQuery.ts';
import { useMyCouponCounts, useMyCoupons } from '../../hooks/coupons.ts';

export function Component() {
  const [params, setParams] = useSearchParams();
  const { tab, page } = couponsQueryOf(params);
  const coupons = useMyCoupons(myCouponsTabStatus[tab], page);
  const counts = useMyCouponCounts();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const go = (nextTab: typeof tab, nextPage: number) =>
    setParams(new URLSearchParams(couponsSearch(nextTab, nextPage)));
  return (
    <MyCouponsScreen
      tab={tab}
      onTabChange={(next) => go(next, 1)}
      counts={counts.data}
      page={coupons.data}
      onPageChange={(next) => go(tab, next)}
      loading={coupons.showLoading}
      error={Boolean(coupons.error)}
      onRetry={() => void coupons.mutate()}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
