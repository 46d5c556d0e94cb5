// The platform console's coupon form (issue 18 item 5, decisions/0101; POST and PUT /platform/coupon,
// GET /platform/coupon/info): the merchant centre's coupon form (screens/merchant/CouponEditScreen)
// without its products section (a platform coupon applies to all products), sending the platform's body;
// `mayChange` false (a read-only role) shows it read-only. Props in, callbacks out.
import {
  CouponEditScreen,
  type CouponEditScreenProps,
} from '../../merchant/CouponEditScreen/CouponEditScreen.tsx';

export type PlatformCouponEditScreenProps = Omit<
  CouponEditScreenProps,
  'scope' | 'products' | 'onProductSearch' | 'productsLoading' | 'productsError' | 'onProductsRetry'
>;

export function PlatformCouponEditScreen(props: PlatformCouponEditScreenProps) {
  return <CouponEditScreen {...props} products={[]} scope="platform" />;
}
