// The marketing section's platform coupons tab (issue 18 item 5, decisions/0101): the platform's coupons
// for all products or for products chosen across stores (decisions/0109: the form's picker searches GET
// /platform/prod/page through SWR, as the home sections tab does; the coupon centre lists them), with the list's name, status and page in the address
// (`coupons?name=&status=&current=&size=`); `coupons/new` and `coupons/:couponId` the form (editable before
// the start and any claim; read-only after, or for a role that may only read). A stop is confirmed in the
// list; a change is confirmed by a toast, a refusal shown in place (the form's, or as a toast for a stop),
// and the list read again. The rules are the server's (coupon/manage.ts).
import { useState } from 'react';
import { Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  createPlatformCoupon,
  getPlatformCoupon,
  getPlatformCoupons,
  getPlatformProdPage,
  refusalsInPlace,
  stopPlatformCoupon,
  updatePlatformCoupon,
} from '@mall/client';
import { refusalOf } from '@mall/client/console';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { platformRoleMay, SEARCH_TEXT_MAX, type PlatformCouponQuery } from '@mall/domain';
import { defaultProductPickerQuery, type ProductPickerQuery } from '@mall/ui';
import type { ActivityListQuery } from '@mall/ui/screens/merchant/ActivityKit';
import { PlatformCouponEditScreen } from '@mall/ui/screens/platform/PlatformCouponEditScreen';
import { PlatformCouponListScreen } from '@mall/ui/screens/platform/PlatformCouponListScreen';
import { usePlatformMe } from '../../me.ts';
import { useChange, useRefresh } from '../../change.ts';
import { notifier } from '../../session.ts';
import { productRequestOf } from '../ContentPage.tsx';
import { detailLoadOf } from '../detailLoad.ts';
import NotFoundPage from '../NotFoundPage.tsx';
import { pageOf, withPage } from '../listAddress.ts';

const COUPON_ID = /^[1-9][0-9]{0,8}$/;
const STATUSES = [-1, 0, 1, 2] as const;

/**
 * Trimmed and cut to what the endpoint's search text takes (its length in UTF-16 units), never through a
 * character: half an emoji would be text the address cannot encode.
 */
function searchTextOf(text: string | null): string {
  let kept = '';
  for (const char of (text ?? '').trim()) {
    if (kept.length + char.length > SEARCH_TEXT_MAX) break;
    kept += char;
  }
  return kept;
}

/** The list's query as the address holds it (an unknown status reads as all). */
export function couponQueryOf(search: URLSearchParams): ActivityListQuery & { name: string } {
  const text = search.get('status');
  const status = text ? Number(text) : -1;
  return {
    name: searchTextOf(search.get('name')),
    status: (STATUSES as readonly number[]).includes(status) ? (status as ActivityListQuery['status']) : -1,
    ...pageOf(search),
  };
}

/** The address's search of a list query (the defaults left out). */
export function couponSearchOf(query: ActivityListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  const name = (query.name ?? '').trim();
  if (name) search.name = name;
  if (query.status !== -1) search.status = String(query.status);
  return withPage(search, query);
}

/** The list query as the API takes it (an empty name left out). */
export function couponRequestOf(query: ActivityListQuery): PlatformCouponQuery {
  const request: PlatformCouponQuery = { status: query.status, current: query.current, size: query.size };
  if (query.name) request.name = query.name;
  return request;
}

function useCanEdit(): boolean {
  const { data: me } = usePlatformMe();
  return me !== undefined && platformRoleMay(me.role, 'marketing', true);
}

/** The coupons' list pages and the coupons read again (after a change or a stop). */
const useRefreshCoupons = () => useRefresh(getPlatformCoupons, getPlatformCoupon);

export default function CouponsTab() {
  return (
    <Routes>
      <Route index element={<CouponList />} />
      <Route path="new" element={<CouponEdit key="new" />} />
      <Route path=":couponId" element={<CouponEditOf />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function CouponList() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const http = useApiClient();
  const { t, i18n } = useLingui();
  const canEdit = useCanEdit();
  const refresh = useRefreshCoupons();
  const query = couponQueryOf(search);
  const list = useApiQuery(getPlatformCoupons, couponRequestOf(query));
  const [pending, setPending] = useState<number[]>([]);
  // The form keeps the list's address, so going back shows the same filter and page.
  const open = (pathname: string) => void navigate({ pathname, search: search.toString() });
  return (
    <PlatformCouponListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(couponSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      onRetry={() => void list.mutate()}
      mayChange={canEdit}
      pendingIds={pending}
      onOpen={(couponId) => open(String(couponId))}
      onCreate={() => open('new')}
      onStop={(row) => {
        setPending((ids) => [...ids, row.couponId]);
        stopPlatformCoupon(refusalsInPlace(http), row.couponId)
          .then(() => notifier.notify('success', t`The coupon is stopped`))
          .catch((error: unknown) => notifier.notify('error', refusalOf(error, i18n)))
          .finally(() => {
            setPending((ids) => ids.filter((id) => id !== row.couponId));
            void refresh();
          });
      }}
    />
  );
}

/** One coupon's form: a fresh state (a refusal shown) for each coupon. */
function CouponEditOf() {
  return <CouponEdit key={useParams().couponId} />;
}

function CouponEdit() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const http = useApiClient();
  const { t } = useLingui();
  const canEdit = useCanEdit();
  const param = useParams().couponId;
  const creating = param === undefined;
  const valid = creating || COUPON_ID.test(param);
  const id = creating || !valid ? null : Number(param);
  const info = useApiQuery(getPlatformCoupon, id);
  // The picker's search: none until it opens (it asks for its first page then).
  const [pickerQuery, setPickerQuery] = useState<ProductPickerQuery | null>(null);
  const products = useApiQuery(
    getPlatformProdPage,
    pickerQuery === null ? null : productRequestOf(pickerQuery),
  );
  const { refusal, change } = useChange(useRefreshCoupons());
  const back = () => void navigate({ pathname: '..', search }, { relative: 'path' });

  if (!valid) return <NotFoundPage />;
  return (
    <PlatformCouponEditScreen
      // A fresh form once the coupon is here: the form's fields (and its products) start from it, so a
      // form drawn while it loaded would keep blank fields and "all products" (the merchant's PromoPage).
      key={creating || info.data === undefined ? 'new' : info.data.couponId}
      coupon={creating ? undefined : info.data}
      loading={!creating && info.showLoading}
      {...detailLoadOf(info)}
      onRetry={() => void info.mutate()}
      mayChange={canEdit}
      productSearch={{
        query: pickerQuery ?? defaultProductPickerQuery,
        page: products.data,
        loading: products.showLoading,
        error: products.data === undefined && products.error !== undefined,
        onRetry: () => void products.mutate(),
        onSearch: setPickerQuery,
      }}
      refusal={refusal?.text}
      onCancel={back}
      onSubmit={async (body) => {
        await change(
          () =>
            'couponId' in body && body.couponId !== undefined
              ? updatePlatformCoupon(refusalsInPlace(http), { ...body, couponId: body.couponId })
              : createPlatformCoupon(refusalsInPlace(http), body),
          creating ? t`The coupon is created` : t`The coupon is saved`,
        );
        back();
      }}
    />
  );
}
