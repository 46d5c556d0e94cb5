// /coupons?current=: the coupon centre. Claiming happens in place (a visitor gets the login popup); the
// page lives in the address.
import { useNavigate, useSearchParams } from 'react-router';
import { CouponCentreScreen } from '@mall/ui/screens/CouponCentreScreen';
import { useClaimCoupon, useCouponCentre } from '../hooks/promotions.ts';
import { useLocalizedHref } from '../layouts/useChrome.ts';
import { positiveInt } from '../listQuery.ts';

export function Component() {
  const [params, setParams] = useSearchParams();
  const current = positiveInt(params.get('current')) ?? 1;
  const centre = useCouponCentre(current);
  const { claimingId, claim } = useClaimCoupon();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const failed = centre.error !== undefined && centre.data === undefined;
  return (
    <CouponCentreScreen
      page={centre.data}
      loading={centre.showLoading}
      error={failed}
      onRetry={() => void centre.mutate()}
      onPageChange={(page) => {
        setParams(page > 1 ? { current: String(page) } : {});
        window.scrollTo({ top: 0 });
      }}
      claimingId={claimingId}
      onClaim={claim}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
