// The special discounts and shop coupons of the activities section (issue 17 item 7): one page for both
// kinds, driven by the kind's entry below (its endpoints, screens and id field). The store's list with its
// figures (status, page and size in the address), stop per row, and the form of a new one (`new`) or of
// one of the store's (`:id`: editable before its start, and for a coupon before any claim; read-only
// after), reached and left with the list's search kept. A form whose activity the server refuses as none
// of the store's is "not found"; any other failure is an error with a retry. The screens are ui's; every
// rule is the server's (packages/server discount/merchant.ts, coupon/merchant.ts).
import type { ComponentType } from 'react';
import { Route, Routes, useParams } from 'react-router';
import {
  createMerchantCoupon,
  createMerchantDiscount,
  getMerchantCoupon,
  getMerchantCoupons,
  getMerchantDiscount,
  getMerchantDiscounts,
  stopMerchantCoupon,
  stopMerchantDiscount,
  updateMerchantCoupon,
  updateMerchantDiscount,
  type QueryEndpoint,
} from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import type {
  MerchantCouponDetail,
  MerchantCouponParam,
  MerchantCouponRow,
  MerchantCouponUpdateParam,
  MerchantDiscountDetail,
  MerchantDiscountParam,
  MerchantDiscountRow,
  MerchantDiscountUpdateParam,
  MerchantPromoProd,
} from '@mall/domain';
import type { ActivityListQuery, ProductSearchProps } from '@mall/ui/screens/merchant/ActivityKit';
import { CouponEditScreen } from '@mall/ui/screens/merchant/CouponEditScreen';
import { CouponListScreen, type CouponListScreenProps } from '@mall/ui/screens/merchant/CouponListScreen';
import { DiscountEditScreen } from '@mall/ui/screens/merchant/DiscountEditScreen';
import { DiscountListScreen } from '@mall/ui/screens/merchant/DiscountListScreen';
import type { AxiosInstance } from 'axios';
import NotFoundPage from '../NotFoundPage.tsx';
import { useActivityList, useFormSubmit, useStoreProducts } from './promoShared.ts';
import { activityFormStateOf, idOf } from './shared.ts';

/** What a kind's form takes (the kind's screen under one name for its activity). */
export interface PromoEditProps<Detail, Request> {
  activity?: Detail | undefined;
  /** The activity is loading (editing one). */
  loading: boolean;
  /** Loading it failed (not for an absent one: that is "not found"). */
  error: boolean;
  onRetry: () => void;
  products: readonly MerchantPromoProd[];
  onProductSearch: NonNullable<ProductSearchProps['onProductSearch']>;
  productsLoading?: boolean;
  productsError?: boolean;
  onProductsRetry?: () => void;
  refusal?: string | undefined;
  onSubmit: (request: Request) => Promise<unknown>;
  onCancel: () => void;
}

/** A kind of promotion: its endpoints, its screens and its id field. */
export interface PromoKind<Row, ListPage, Detail, Request> {
  list: QueryEndpoint<ActivityListQuery, ListPage>;
  one: QueryEndpoint<number, Detail>;
  stop: (http: AxiosInstance, id: number) => Promise<unknown>;
  /** Creates, or updates when the request holds the id field. */
  save: (http: AxiosInstance, request: Request) => Promise<unknown>;
  /** The id field of a row and of an activity. */
  idOf: (activity: Row | Detail) => number;
  ListScreen: ComponentType<
    Omit<CouponListScreenProps, 'page' | 'onStop'> & {
      page?: ListPage | undefined;
      onStop: (row: Row) => void;
    }
  >;
  EditScreen: ComponentType<PromoEditProps<Detail, Request>>;
}

type CouponRequest = MerchantCouponParam | MerchantCouponUpdateParam;
type DiscountRequest = MerchantDiscountParam | MerchantDiscountUpdateParam;

export const couponKind: PromoKind<
  MerchantCouponRow,
  Awaited<ReturnType<typeof getMerchantCoupons>>,
  MerchantCouponDetail,
  CouponRequest
> = {
  list: getMerchantCoupons,
  one: getMerchantCoupon,
  stop: stopMerchantCoupon,
  save: (http, request) =>
    'couponId' in request ? updateMerchantCoupon(http, request) : createMerchantCoupon(http, request),
  idOf: (coupon) => coupon.couponId,
  ListScreen: CouponListScreen,
  EditScreen: ({ activity, ...props }) => <CouponEditScreen coupon={activity} {...props} />,
};

export const discountKind: PromoKind<
  MerchantDiscountRow,
  Awaited<ReturnType<typeof getMerchantDiscounts>>,
  MerchantDiscountDetail,
  DiscountRequest
> = {
  list: getMerchantDiscounts,
  one: getMerchantDiscount,
  stop: stopMerchantDiscount,
  save: (http, request) =>
    'discountId' in request ? updateMerchantDiscount(http, request) : createMerchantDiscount(http, request),
  idOf: (discount) => discount.discountId,
  ListScreen: DiscountListScreen,
  EditScreen: ({ activity, ...props }) => <DiscountEditScreen discount={activity} {...props} />,
};

export function CouponPage() {
  return <PromoPage kind={couponKind} />;
}

export function DiscountPage() {
  return <PromoPage kind={discountKind} />;
}

export function PromoPage<Row, ListPage, Detail, Request>({
  kind,
}: {
  kind: PromoKind<Row, ListPage, Detail, Request>;
}) {
  return (
    <Routes>
      <Route index element={<PromoList kind={kind} />} />
      <Route path="new" element={<PromoEdit kind={kind} />} />
      <Route path=":id" element={<PromoEdit kind={kind} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function PromoList<Row, ListPage, Detail, Request>({
  kind,
}: {
  kind: PromoKind<Row, ListPage, Detail, Request>;
}) {
  const { ListScreen } = kind;
  return <ListScreen {...useActivityList(kind.list, kind.stop, kind.idOf)} />;
}

function PromoEdit<Row, ListPage, Detail, Request>({
  kind,
}: {
  kind: PromoKind<Row, ListPage, Detail, Request>;
}) {
  const id = idOf(useParams().id);
  const activity = useApiQuery(kind.one, id === null || Number.isNaN(id) ? null : id);
  const products = useStoreProducts();
  const form = useFormSubmit(kind.list.path, kind.save, () => void (id !== null && activity.mutate()));
  if (Number.isNaN(id)) return <NotFoundPage />;
  const state = activityFormStateOf(id, activity);
  if (state === 'absent') return <NotFoundPage />;
  const { EditScreen } = kind;
  return (
    <EditScreen
      // A fresh form once the activity is here (the form's fields start from it).
      key={activity.data === undefined ? 'new' : kind.idOf(activity.data)}
      activity={activity.data}
      loading={state === 'loading'}
      error={state === 'failed'}
      onRetry={() => void activity.mutate()}
      {...products}
      refusal={form.refusal}
      onSubmit={form.onSubmit}
      onCancel={form.onCancel}
    />
  );
}
