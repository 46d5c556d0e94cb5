// /list: the product list. Its whole state (search, tab type, category, sort, page) lives in the address.
// The activity tabs (`st` 2 special discount, 3 group buy, 4 flash sale) list the activity's products
// instead of the search's; `st` 5 is the coupon centre.
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ProductListScreen } from '@mall/ui/screens/ProductListScreen';
import { CouponCentreScreen } from '@mall/ui/screens/CouponCentreScreen';
import { useCategories, useProductList } from '../hooks/catalog.ts';
import {
  useClaimCoupon,
  useCouponCentre,
  useDiscountInfo,
  useDiscountPage,
  useGroupProducts,
  useOngoingSeckills,
} from '../hooks/promotions.ts';
import { groupListPage, listActivity, offerListPage, seckillListPage } from './listActivity.ts';
import { ongoingSessionId } from './homeProps.ts';
import { useLocalizedHref, useLocalizedNavigate } from '../layouts/useChrome.ts';
import { LIST_PAGE_SIZE, listSearchParams, parseListQuery, type ListQuery } from '../listQuery.ts';

export function Component() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const go = useLocalizedNavigate();
  const query = parseListQuery(params, pathname);
  const activity = listActivity(query.st);
  const search = useProductList(query, activity === undefined);
  const categories = useCategories(0);
  const groups = useGroupProducts(query.current, LIST_PAGE_SIZE, activity === 'groupBuy');
  const seckills = useOngoingSeckills(query.current, LIST_PAGE_SIZE, activity === 'flashSale');
  const sessions = useDiscountPage(1, undefined, activity === 'specialDiscount');
  const sessionId = activity === 'specialDiscount' ? ongoingSessionId(sessions.data) : undefined;
  const offers = useDiscountInfo(sessionId);
  const coupons = useCouponCentre(query.current, undefined, activity === 'coupons');
  const { claimingId, claim } = useClaimCoupon();
  const products =
    activity === 'groupBuy'
      ? { ...groups, data: groupListPage(groups.data) }
      : activity === 'flashSale'
        ? { ...seckills, data: seckillListPage(seckills.data) }
        : activity === 'specialDiscount'
          ? {
              data: offerListPage(sessions.data, offers.data, sessionId !== undefined),
              error: sessions.error ?? (sessionId !== undefined ? offers.error : undefined),
              showLoading: sessions.showLoading || offers.showLoading,
              mutate: () => Promise.all([sessions.mutate(), offers.mutate()]),
            }
          : search;

  /** A change of filter, search or sort starts again at page 1; paging keeps the rest. */
  const update = (patch: Partial<ListQuery>) => {
    const next: ListQuery = { ...query, current: 1, ...patch };
    if ('categoryId' in patch && patch.categoryId === undefined) delete next.categoryId;
    setParams(listSearchParams(next));
  };

  const back = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    if (idx) void navigate(-1);
    else go('/');
  }, [go, navigate]);

  if (activity === 'coupons') {
    return (
      <CouponCentreScreen
        page={coupons.data}
        loading={coupons.showLoading}
        error={coupons.error !== undefined && coupons.data === undefined}
        onRetry={() => void coupons.mutate()}
        onPageChange={(current) => {
          update({ current });
          window.scrollTo({ top: 0 });
        }}
        claimingId={claimingId}
        onClaim={claim}
        href={href}
        onNavigate={(to) => void navigate(to)}
      />
    );
  }

  const failed = products.error !== undefined && products.data === undefined;
  return (
    <ProductListScreen
      {...(activity ? { activity } : {})}
      categories={categories.data}
      categoryId={query.categoryId}
      productName={query.pn}
      sort={query.sort}
      orderBy={query.orderBy}
      page={products.data}
      loading={products.showLoading}
      error={failed}
      onRetry={() => void products.mutate()}
      onCategoryChange={(categoryId) => update({ categoryId })}
      onSortChange={(sort, orderBy) => update({ sort, orderBy })}
      onPageChange={(current) => {
        update({ current });
        window.scrollTo({ top: 0 });
      }}
      onClearSearch={() => update({ pn: '' })}
      onBack={back}
      href={href}
      onNavigate={go}
    />
  );
}
