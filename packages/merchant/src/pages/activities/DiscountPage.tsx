// The special discounts of the activities section (issue 17 item 7): the store's sessions (status and
// page in the address), stop per row, and the form of a new session (`new`) or one of the store's
// (`:discountId`: editable before its start, read-only after). The screens are ui's; every rule is the
// server's (packages/server discount/merchant.ts).
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  createMerchantDiscount,
  getMerchantDiscount,
  getMerchantDiscounts,
  stopMerchantDiscount,
  updateMerchantDiscount,
} from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import type { MerchantDiscountParam, MerchantDiscountUpdateParam } from '@mall/domain';
import { Skeleton } from '@mall/ui';
import { DiscountEditScreen } from '@mall/ui/screens/merchant/DiscountEditScreen';
import { DiscountListScreen } from '@mall/ui/screens/merchant/DiscountListScreen';
import NotFoundPage from '../NotFoundPage.tsx';
import { useFormSubmit, useStopRow, useStoreProducts } from './promoShared.ts';
import { activityQueryOf, activitySearchOf, idOf } from './shared.ts';

export default function DiscountPage() {
  return (
    <Routes>
      <Route index element={<DiscountList />} />
      <Route path="new" element={<DiscountEdit />} />
      <Route path=":discountId" element={<DiscountEdit />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function DiscountList() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const query = activityQueryOf(search);
  const list = useApiQuery(getMerchantDiscounts, query);
  const stop = useStopRow(
    getMerchantDiscounts.path,
    stopMerchantDiscount,
    (row: { discountId: number }) => row.discountId,
  );
  return (
    <DiscountListScreen
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

function DiscountEdit() {
  const discountId = idOf(useParams().discountId);
  const discount = useApiQuery(
    getMerchantDiscount,
    discountId === null || Number.isNaN(discountId) ? null : discountId,
  );
  const products = useStoreProducts();
  const form = useFormSubmit(
    getMerchantDiscounts.path,
    (http, request: MerchantDiscountParam | MerchantDiscountUpdateParam) =>
      'discountId' in request ? updateMerchantDiscount(http, request) : createMerchantDiscount(http, request),
    () => void (discountId !== null && discount.mutate()),
  );
  if (Number.isNaN(discountId)) return <NotFoundPage />;
  if (discountId !== null && discount.data === undefined) {
    return discount.error !== undefined ? <NotFoundPage /> : <Skeleton className="h-96 w-full" />;
  }
  return (
    <DiscountEditScreen
      key={discount.data?.discountId ?? 'new'}
      discount={discount.data}
      products={products}
      refusal={form.refusal}
      onSubmit={form.onSubmit}
      onCancel={form.onCancel}
    />
  );
}
