// The stores section (issue 18, decisions/0084): the stores by a part of their name and by status, newest
// first (filters and page kept in the address, so a reload or a shared link shows the same). Opening a
// store goes to `:shopId` with the list's address kept: its details, owner, documents (hidden from roles
// that may not see them), status and the platform's actions on it; taking it offline with a reason and
// bringing it back, for the roles that may change stores (domain platformAreaRoles.stores).
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  bringShopOnline,
  getPlatformShopInfo,
  getPlatformShopPage,
  refusalsInPlace,
  takeShopOffline,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { platformRoleMay, type PlatformShopPageQuery } from '@mall/domain';
import {
  emptyShopFilters,
  ShopListScreen,
  type ShopListQuery,
} from '@mall/ui/screens/platform/ShopListScreen';
import { ShopDetailScreen } from '@mall/ui/screens/platform/ShopDetailScreen';
import { isAxiosError } from 'axios';
import { usePlatformMe } from '../me.ts';
import { useChange, useRefresh } from '../change.ts';
import NotFoundPage from './NotFoundPage.tsx';
import { detailLoadOf } from './detailLoad.ts';
import { pageOf, withPage } from './listAddress.ts';
import { refusalOf } from '@mall/client/console';

export default function StoresPage() {
  return (
    <Routes>
      <Route index element={<ShopList />} />
      <Route path=":shopId" element={<ShopDetailOf />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

const STATUSES = [-9, 0, 1, 2] as const;

/** The list's filters and page as the address holds them (anything malformed reads as the default). */
export function shopQueryOf(search: URLSearchParams): ShopListQuery {
  const status = Number(search.get('status') ?? -9);
  return {
    shopName: (search.get('shopName') ?? '').trim().slice(0, 50),
    status: (STATUSES as readonly number[]).includes(status) ? (status as ShopListQuery['status']) : -9,
    ...pageOf(search),
  };
}

/** The address's search of a list query (defaults left out). */
export function shopSearchOf(query: ShopListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.shopName !== emptyShopFilters.shopName) search.shopName = query.shopName;
  if (query.status !== emptyShopFilters.status) search.status = String(query.status);
  return withPage(search, query);
}

/** The list query as the API takes it (an empty name left out). */
export function shopRequestOf(query: ShopListQuery): PlatformShopPageQuery {
  const request: PlatformShopPageQuery = { current: query.current, size: query.size, status: query.status };
  if (query.shopName) request.shopName = query.shopName;
  return request;
}

function ShopList() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const query = shopQueryOf(search);
  const list = useApiQuery(getPlatformShopPage, shopRequestOf(query));
  const refused = isAxiosError(list.error) && list.error.response?.status === 400;
  return (
    <ShopListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(shopSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      errorText={refused ? refusalOf(list.error, i18n) : undefined}
      onRetry={() => void list.mutate()}
      // The store's page keeps the list's address, so going back shows the same filters and page.
      onOpen={(shop) => void navigate({ pathname: String(shop.shopId), search: search.toString() })}
    />
  );
}

const SHOP_ID = /^[1-9]\d{0,8}$/;

/** One store's page: a fresh state (a refusal shown) for each store. */
function ShopDetailOf() {
  return <ShopDetail key={useParams().shopId} />;
}

function ShopDetail() {
  const [search] = useSearchParams();
  const { t } = useLingui();
  const http = useApiClient();
  const navigate = useNavigate();
  const { data: me } = usePlatformMe();
  const canEdit = me !== undefined && platformRoleMay(me.role, 'stores', true);
  const id = useParams().shopId ?? '';
  const valid = SHOP_ID.test(id);
  const shopId = Number(id);
  const info = useApiQuery(getPlatformShopInfo, valid ? { shopId } : null);
  // A change reads the store and every list page that shows it again.
  const { refusal, change } = useChange(useRefresh(getPlatformShopInfo, getPlatformShopPage));

  if (!valid) return <NotFoundPage />;
  return (
    <ShopDetailScreen
      detail={info.data}
      loading={info.showLoading}
      {...detailLoadOf(info)}
      onRetry={() => void info.mutate()}
      canEdit={canEdit}
      refusal={refusal?.text}
      onBack={() => void navigate({ pathname: '..', search: search.toString() }, { relative: 'path' })}
      onOffline={(reason) =>
        change(() => takeShopOffline(refusalsInPlace(http), { shopId, reason }), t`The store is offline`)
      }
      onOnline={() =>
        change(() => bringShopOnline(refusalsInPlace(http), { shopId }), t`The store is open again`)
      }
    />
  );
}
