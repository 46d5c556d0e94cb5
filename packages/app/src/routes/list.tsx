// /list: the product list. Its whole state (search, tab type, category, sort, page) lives in the address.
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ProductListScreen } from '@mall/ui/screens/ProductListScreen';
import { useCategories, useProductList } from '../hooks/catalog.ts';
import { useLocalizedHref, useLocalizedNavigate } from '../layouts/useChrome.ts';
import { listSearchParams, parseListQuery, type ListQuery } from '../listQuery.ts';

export function Component() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const href = useLocalizedHref();
  const go = useLocalizedNavigate();
  const query = parseListQuery(params, pathname);
  const products = useProductList(query);
  const categories = useCategories(0);

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

  const failed = products.error !== undefined && products.data === undefined;
  return (
    <ProductListScreen
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
