// The special discounts of the activities section (issue 17 item 7): the store's sessions (status and
// page in the address), stop per row, and the form of a new session (`new`) or one of the store's
// (`:discountId`: editable before its start, read-only after). The screens are ui's; every rule is the
// server's (packages/server discount/merchant.ts).
import { useState } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  createMerchantDiscount,
  getMerchantDiscount,
  getMerchantDiscounts,
  stopMerchantDiscount,
  updateMerchantDiscount,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import type { MerchantDiscountParam, MerchantDiscountUpdateParam } from '@mall/domain';
import { DiscountEditScreen } from '@mall/ui/screens/merchant/DiscountEditScreen';
import { DiscountListScreen } from '@mall/ui/screens/merchant/DiscountListScreen';
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
  const http = useApiClient();
  const query = promoQueryOf(search);
  const list = useApiQuery(getMerchantDiscounts, query);
  const refresh = useRefreshList(getMerchantDiscounts.path);
  const [pending, setPending] = useState<readonly number[]>([]);
  return (
    <DiscountListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(promoSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      pendingIds={pending}
      onStop={(row) => {
        setPending((ids) => [...ids, row.discountId]);
        // A refusal is the client's toast; the row shows the server's state either way.
        void stopMerchantDiscount(http, row.discountId)
          .catch(() => undefined)
          .finally(() => {
            setPending((ids) => ids.filter((id) => id !== row.discountId));
            void refresh();
          });
      }}
      onOpen={(id) => void navigate(String(id))}
      onCreate={() => void navigate('new')}
    />
  );
}

function DiscountEdit() {
  const http = useApiClient();
  const navigate = useNavigate();
  const discountId = idOf(useParams().discountId);
  const discount = useApiQuery(
    getMerchantDiscount,
    discountId === null || Number.isNaN(discountId) ? null : discountId,
  );
  const products = useStoreProducts();
  const refresh = useRefreshList(getMerchantDiscounts.path);
  const refusalText = useRefusalText();
  const [refusal, setRefusal] = useState<string | undefined>();
  if (Number.isNaN(discountId)) return <NotFoundPage />;
  if (discountId !== null && discount.data === undefined) {
    return discount.error !== undefined ? <NotFoundPage /> : <Skeleton className="h-96 w-full" />;
  }
  return (
    <DiscountEditScreen
      key={discount.data?.discountId ?? 'new'}
      discount={discount.data}
      products={products}
      refusal={refusal}
      onSubmit={async (request) => {
        setRefusal(undefined);
        try {
          if ('discountId' in request)
            await updateMerchantDiscount(http, request as MerchantDiscountUpdateParam);
          else await createMerchantDiscount(http, request as MerchantDiscountParam);
        } catch (error) {
          setRefusal(refusalText(error));
          throw error;
        }
        void refresh();
        if (discountId !== null) void discount.mutate();
        void navigate('..', { relative: 'path' });
      }}
      onCancel={() => void navigate('..', { relative: 'path' })}
    />
  );
}
