// The stores section (issue 18, decisions/0084): the stores by a part of their name and by status, newest
// first (filters and page kept in the address, so a reload or a shared link shows the same). Opening a
// store goes to `:shopId` with the list's address kept; that store's page (ShopDetailScreen) is the next
// route here, and until it exists the address shows "not found" inside the section.
import { Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { getPlatformShopPage } from '@mall/client';
import { useApiQuery } from '@mall/client/swr';
import { PAGE_CURRENT_MAX, type PlatformShopPageQuery } from '@mall/domain';
import {
  emptyShopFilters,
  ShopListScreen,
  type ShopListQuery,
} from '@mall/ui/screens/platform/ShopListScreen';
import { isAxiosError } from 'axios';
import NotFoundPage from './NotFoundPage.tsx';
import { refusalOf } from './refusal.ts';

export default function StoresPage() {
  return (
    <Routes>
      <Route index element={<ShopList />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

const PAGE_SIZES = [10, 20, 50] as const;
const STATUSES = [-9, 0, 1, 2] as const;

/** The list's filters and page as the address holds them (anything malformed reads as the default). */
export function shopQueryOf(search: URLSearchParams): ShopListQuery {
  const status = Number(search.get('status') ?? -9);
  const current = Number(search.get('current') ?? 1);
  const size = Number(search.get('size') ?? 10);
  return {
    shopName: (search.get('shopName') ?? '').trim().slice(0, 50),
    status: (STATUSES as readonly number[]).includes(status) ? (status as ShopListQuery['status']) : -9,
    current: Number.isInteger(current) && current >= 1 && current <= PAGE_CURRENT_MAX ? current : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : 10,
  };
}

/** The address's search of a list query (defaults left out). */
export function shopSearchOf(query: ShopListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.shopName !== emptyShopFilters.shopName) search.shopName = query.shopName;
  if (query.status !== emptyShopFilters.status) search.status = String(query.status);
  if (query.current > 1) search.current = String(query.current);
  if (query.size !== 10) search.size = String(query.size);
  return search;
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
