// The shop coupons of the activities section (issue 17 item 7): the store's coupons with their figures
// (status and page in the address), stop per row, and the form of a new coupon (`new`) or one of the
// store's (`:couponId`: editable before its start and any claim, read-only after). The screens are ui's;
// every rule is the server's (packages/server coupon/merchant.ts).
import { useState } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  createMerchantCoupon,
  getMerchantCoupon,
  getMerchantCoupons,
  stopMerchantCoupon,
  updateMerchantCoupon,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import type { MerchantCouponParam, MerchantCouponUpdateParam } from '@mall/domain';
import { CouponEditScreen } from '@mall/ui/screens/merchant/CouponEditScreen';
import { CouponListScreen } from '@mall/ui/screens/merchant/CouponListScreen';
import { Skeleton } from '@mall/ui';
import NotFoundPage from '../NotFoundPage.tsx';
import {
  idOf,
  promoQueryOf,
  promoSearchOf,
  useRefreshList,
  useRefusalText,
  useStoreProducts,
} from './promoShared.ts';

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
  const http = useApiClient();
  const query = promoQueryOf(search);
  const list = useApiQuery(getMerchantCoupons, query);
  const refresh = useRefreshList(getMerchantCoupons.path);
  const [pending, setPending] = useState<readonly number[]>([]);
  return (
    <CouponListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(promoSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      pendingIds={pending}
      onStop={(row) => {
        setPending((ids) => [...ids, row.couponId]);
        // A refusal is the client's toast; the row shows the server's state either way.
        void stopMerchantCoupon(http, row.couponId)
          .catch(() => undefined)
          .finally(() => {
            setPending((ids) => ids.filter((id) => id !== row.couponId));
            void refresh();
          });
      }}
      onOpen={(id) => void navigate(String(id))}
      onCreate={() => void navigate('new')}
    />
  );
}

function CouponEdit() {
  const http = useApiClient();
  const navigate = useNavigate();
  const couponId = idOf(useParams().couponId);
  const coupon = useApiQuery(
    getMerchantCoupon,
    couponId === null || Number.isNaN(couponId) ? null : couponId,
  );
  const products = useStoreProducts();
  const refresh = useRefreshList(getMerchantCoupons.path);
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<string | undefined>();
  if (Number.isNaN(couponId)) return <NotFoundPage />;
  if (couponId !== null && coupon.data === undefined) {
    return coupon.error !== undefined ? <NotFoundPage /> : <Skeleton className="h-96 w-full" />;
  }
  return (
    <CouponEditScreen
      key={coupon.data?.couponId ?? 'new'}
      coupon={coupon.data}
      products={products}
      refusal={refusal}
      onSubmit={async (request) => {
        setRefusal(undefined);
        try {
          if ('couponId' in request) await updateMerchantCoupon(http, request as MerchantCouponUpdateParam);
          else await createMerchantCoupon(http, request as MerchantCouponParam);
        } catch (error) {
          setRefusal(refusalText(error));
          throw error;
        }
        void refresh();
        if (couponId !== null) void coupon.mutate();
        void navigate('..', { relative: 'path' });
      }}
      onCancel={() => void navigate('..', { relative: 'path' })}
    />
  );
}
