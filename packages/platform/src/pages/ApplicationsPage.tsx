// The store applications section (issue 18, decisions/0084): the applications by state and a search word,
// newest first (filters and page kept in the address). Opening one goes to `:applyId` with the list's
// address kept: every field, the documents (zoomable), the history of decisions, and approve or reject
// with a reason for the roles that may decide (domain platformAreaRoles.applications).
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { auditShopApply, getPlatformShopApplyInfo, getShopApplyPage, refusalsInPlace } from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { platformRoleMay, type ShopApplyPageQuery } from '@mall/domain';
import {
  emptyShopApplyFilters,
  ShopApplyListScreen,
  type ShopApplyListQuery,
} from '@mall/ui/screens/platform/ShopApplyListScreen';
import { ShopApplyDetailScreen } from '@mall/ui/screens/platform/ShopApplyDetailScreen';
import { isAxiosError } from 'axios';
import { usePlatformMe } from '../me.ts';
import { useChange, useRefresh } from '../change.ts';
import NotFoundPage from './NotFoundPage.tsx';
import { detailLoadOf } from './detailLoad.ts';
import { pageOf, withPage } from './listAddress.ts';
import { refusalOf } from '@mall/client/console';

export default function ApplicationsPage() {
  return (
    <Routes>
      <Route index element={<ApplyList />} />
      <Route path=":applyId" element={<ApplyDetailOf />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

const STATUSES = [-9, -1, 0, 1, 2] as const;
const APPLY_ID = /^[1-9]\d{0,8}$/;

/** The list's filters and page as the address holds them (anything malformed reads as the default). */
export function applyQueryOf(search: URLSearchParams): ShopApplyListQuery {
  const status = Number(search.get('status') ?? emptyShopApplyFilters.status);
  return {
    keyword: (search.get('keyword') ?? '').trim().slice(0, 50),
    status: (STATUSES as readonly number[]).includes(status)
      ? (status as ShopApplyListQuery['status'])
      : emptyShopApplyFilters.status,
    ...pageOf(search),
  };
}

/** The address's search of a list query (defaults left out). */
export function applySearchOf(query: ShopApplyListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.keyword) search.keyword = query.keyword;
  if (query.status !== emptyShopApplyFilters.status) search.status = String(query.status);
  return withPage(search, query);
}

/** The list query as the API takes it (an empty word left out). */
export function applyRequestOf(query: ShopApplyListQuery): ShopApplyPageQuery {
  const request: ShopApplyPageQuery = { current: query.current, size: query.size, status: query.status };
  if (query.keyword) request.keyword = query.keyword;
  return request;
}

function ApplyList() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const query = applyQueryOf(search);
  const list = useApiQuery(getShopApplyPage, applyRequestOf(query));
  const refused = isAxiosError(list.error) && list.error.response?.status === 400;
  return (
    <ShopApplyListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(applySearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      errorText={refused ? refusalOf(list.error, i18n) : undefined}
      onRetry={() => void list.mutate()}
      onOpen={(applyId) => void navigate({ pathname: String(applyId), search: search.toString() })}
    />
  );
}

/** One application's page: a fresh state (a refusal shown) for each application. */
function ApplyDetailOf() {
  return <ApplyDetail key={useParams().applyId} />;
}

function ApplyDetail() {
  const [search] = useSearchParams();
  const { t } = useLingui();
  const http = useApiClient();
  const navigate = useNavigate();
  const { data: me } = usePlatformMe();
  const canAudit = me !== undefined && platformRoleMay(me.role, 'applications', true);
  const id = useParams().applyId ?? '';
  const valid = APPLY_ID.test(id);
  const info = useApiQuery(getPlatformShopApplyInfo, valid ? { applyId: Number(id) } : null);
  // An audit reads the application and every list page that shows it again.
  const { refusal, change } = useChange(useRefresh(getPlatformShopApplyInfo, getShopApplyPage));

  if (!valid) return <NotFoundPage />;
  return (
    <ShopApplyDetailScreen
      detail={info.data}
      loading={info.showLoading}
      {...detailLoadOf(info)}
      onRetry={() => void info.mutate()}
      canAudit={canAudit}
      refusal={refusal?.text}
      onBack={() => void navigate({ pathname: '..', search: search.toString() }, { relative: 'path' })}
      onAudit={({ agree, remark }) =>
        change(
          () => auditShopApply(refusalsInPlace(http), { applyId: Number(id), agree, remark }),
          agree ? t`The application is approved` : t`The application is rejected`,
        )
      }
    />
  );
}
