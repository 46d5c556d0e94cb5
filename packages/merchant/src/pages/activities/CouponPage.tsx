// The shop coupons of the activities section (issue 17 item 7): the store's coupons with their figures
// (status and page in the address), stop per row, and the form of a new coupon (`new`) or one of the
// store's (`:couponId`: editable before its start and any claim, read-only after). The screens are ui's;
// every rule is the server's (packages/server coupon/merchant.ts).
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  createMerchantCoupon,
  getMerchantCoupon,
  getMerchantCoupons,
  stopMerchantCoupon,
  updateMerchantCoupon,
} from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import type { MerchantCouponParam, MerchantCouponUpdateParam } from '@mall/domain';
import { Skeleton } from '@mall/ui';
import { CouponEditScreen } from '@mall/ui/screens/merchant/CouponEditScreen';
import { CouponListScreen } from '@mall/ui/screens/merchant/CouponListScreen';
import NotFoundPage from '../NotFoundPage.tsx';
import { useFormSubmit, useStopRow, useStoreProducts } from './promoShared.ts';
import { activityQueryOf, activitySearchOf, idOf } from './shared.ts';

export default function CouponPage() {
  return (
    <Routes>
      <Route index element={<CouponList />} />
      <Route path="new" element={<CouponEdit />} />
      <Route path=":couponId" element={<CouponEdit />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function CouponList() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const query = activityQueryOf(search);
  const list = useApiQuery(getMerchantCoupons, query);
  const stop = useStopRow(
    getMerchantCoupons.path,
    stopMerchantCoupon,
    (row: { couponId: number }) => row.couponId,
  );
  return (
    <CouponListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(activitySearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      pendingIds={stop.pendingIds}
      onStop={stop.onStop}
      onOpen={(id) => void navigate(String(id))}
      onCreate={() => void navigate('new')}
    />
  );
}

function CouponEdit() {
  const couponId = idOf(useParams().couponId);
  const coupon = useApiQuery(
    getMerchantCoupon,
    couponId === null || Number.isNaN(couponId) ? null : couponId,
  );
  const products = useStoreProducts();
  const form = useFormSubmit(
    getMerchantCoupons.path,
    (http, request: MerchantCouponParam | MerchantCouponUpdateParam) =>
      'couponId' in request ? updateMerchantCoupon(http, request) : createMerchantCoupon(http, request),
    () => void (couponId !== null && coupon.mutate()),
  );
  if (Number.isNaN(couponId)) return <NotFoundPage />;
  if (couponId !== null && coupon.data === undefined) {
    return coupon.error !== undefined ? <NotFoundPage /> : <Skeleton className="h-96 w-full" />;
  }
  return (
    <CouponEditScreen
      key={coupon.data?.couponId ?? 'new'}
      coupon={coupon.data}
      products={products}
      refusal={form.refusal}
      onSubmit={form.onSubmit}
      onCancel={form.onCancel}
    />
  );
}
