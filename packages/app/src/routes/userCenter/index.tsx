// `/user-center`: the personal center's main page (member, level and sign-in, order counts,
// coupon counts, shortcuts).
import { useNavigate } from 'react-router';
import { UserCenterHomeScreen } from '@mall/ui/screens/UserCenterHomeScreen';
import { useLocalizedHref } from '../../layouts/useChrome.ts';
import { useCenterInfo } from '../../hooks/orders.ts';
import { useUserInfo } from '../../hooks/account.ts';
import { useMyCouponCounts } from '../../hooks/coupons.ts';
import { useScoreInfo, useSignIn } from '../../hooks/loyalty.ts';

export function Component() {
  const user = useUserInfo();
  const centerInfo = useCenterInfo();
  const couponCounts = useMyCouponCounts();
  const scoreInfo = useScoreInfo();
  const { signing, signIn } = useSignIn();
  const loading = user.showLoading;
  const href = useLocalizedHref();
  const navigate = useNavigate();
  return (
    <UserCenterHomeScreen
      user={user.data}
      centerInfo={centerInfo.data}
      couponCounts={couponCounts.data}
      scoreInfo={scoreInfo.data}
      signing={signing}
      onSignIn={signIn}
      loading={loading}
      error={Boolean(user.error)}
      onRetry={() => {
        void user.mutate();
        void centerInfo.mutate();
        void couponCounts.mutate();
        void scoreInfo.mutate();
      }}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
