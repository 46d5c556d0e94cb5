// /shop/:shopId: a store's head (with the notices, hours, contact, address and freight rule its merchant
// sets), follow button, search inside the store, sort and products. The search,
// sort and page live in the address; an unknown store (400 `店铺不存在`) shows the not-found state.
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ShopScreen } from '@mall/ui/screens/ShopScreen';
import { useShopFollowed, useShopHead, useToggleShopFollow } from '../hooks/stores.ts';
import { useShopProducts } from '../hooks/catalog.ts';
import { useLocalizedHref, useLocalizedNavigate } from '../layouts/useChrome.ts';
import { parseShopId, parseShopQuery, shopSearchParams, shopStatus, type ShopQuery } from '../listQuery.ts';
import { whenSignedIn } from '../session/login.ts';

export function Component() {
  const { shopId: shopIdParam } = useParams();
  const [params, setParams] = useSearchParams();
  const href = useLocalizedHref();
  const go = useLocalizedNavigate();
  const shopId = parseShopId(shopIdParam);
  const query = parseShopQuery(params);
  const head = useShopHead(shopId);
  const products = useShopProducts(shopId, query);
  const followed = useShopFollowed(shopId);
  const toggleFollow = useToggleShopFollow();
  const [followBusy, setFollowBusy] = useState(false);

  const status = shopStatus(shopId, head);
  if (status === 'pending') return null;

  const update = (patch: Partial<ShopQuery>) =>
    setParams(shopSearchParams({ ...query, current: 1, ...patch }));

  const onToggleFollow = async () => {
    if (shopId === undefined || followBusy) return;
    setFollowBusy(true);
    try {
      await toggleFollow(shopId);
    } catch {
      // The API client already told the shopper (toast, or the login popup for a visitor).
    } finally {
      setFollowBusy(false);
    }
  };

  return (
    <ShopScreen
      shop={head.data}
      status={status}
      onRetryShop={() => void head.mutate()}
      followed={followed.data ?? false}
      followBusy={followBusy}
      onToggleFollow={() => whenSignedIn(() => void onToggleFollow())}
      searchTerm={query.pn}
      onSearch={(pn) => update({ pn })}
      sort={query.sort}
      orderBy={query.orderBy}
      onSortChange={(sort, orderBy) => update({ sort, orderBy })}
      page={products.data}
      productsLoading={products.showLoading}
      productsError={products.error !== undefined && products.data === undefined}
      onRetryProducts={() => void products.mutate()}
      onPageChange={(current) => {
        update({ current });
        window.scrollTo({ top: 0 });
      }}
      href={href}
      onNavigate={go}
    />
  );
}
