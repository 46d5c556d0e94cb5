// `/user-center/uc-collection?tab=stores&currentPage=`: my collection, the collected products and the
// followed stores (the tab and the page in the address); cancel in place, after the server's answer.
import { useNavigate, useSearchParams } from 'react-router';
import { CollectionScreen } from '@mall/ui/screens/CollectionScreen';
import { useLocalizedHref } from '../../layouts/useChrome.ts';
import { collectionQueryOf, collectionSearch } from '../userCenterQuery.ts';
import { useCancelCollections, useCollectedProducts, useFollowedShops } from '../../hooks/accountCentre.ts';

export function Component() {
  const [params, setParams] = useSearchParams();
  const { tab, page } = collectionQueryOf(params);
  const products = useCollectedProducts(page, tab === 'products');
  const stores = useFollowedShops(page, tab === 'stores');
  const { cancelProduct, cancelStore } = useCancelCollections();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const go = (nextTab: typeof tab, nextPage: number) =>
    setParams(new URLSearchParams(collectionSearch(nextTab, nextPage)));
  const list = (query: typeof products | typeof stores) => ({
    loading: query.showLoading,
    error: Boolean(query.error),
    onRetry: () => void query.mutate(),
    onPageChange: (next: number) => go(tab, next),
  });
  return (
    <CollectionScreen
      tab={tab}
      onTabChange={(next) => go(next, 1)}
      products={{ ...list(products), page: products.data }}
      stores={{ ...list(stores), page: stores.data }}
      onCancelProduct={cancelProduct}
      onCancelStore={cancelStore}
      href={href}
      onNavigate={(to) => void navigate(to)}
    />
  );
}
