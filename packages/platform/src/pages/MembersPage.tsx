// The members section (issue 18 item 6, decisions/0083): the list (filters and page kept in the address,
// so a reload or a shared link shows the same), enabling and disabling a member, and one member's page
// at `:userId` with the points and balance ledgers (each with its own page) and the manual adjustments.
// A refusal is the server's translated text shown in place; after a change the member, its ledgers and
// the list are read again. The screens are ui's; every rule and amount is the server's.
import { useState } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  adjustPlatformMemberBalance,
  adjustPlatformMemberScore,
  getPlatformMember,
  getPlatformMemberBalanceLog,
  getPlatformMemberScoreLog,
  getPlatformMembers,
  refusalsInPlace,
  setPlatformMemberStatus,
} from '@mall/client';
import { useApiClient, useApiQuery } from '@mall/client/swr';
import { platformRoleMay, type MemberStatus, type PlatformMemberQuery } from '@mall/domain';
import {
  emptyMemberFilters,
  MemberListScreen,
  type MemberListQuery,
} from '@mall/ui/screens/platform/MemberListScreen';
import { MemberDetailScreen } from '@mall/ui/screens/platform/MemberDetailScreen';
import { isAxiosError } from 'axios';
import { usePlatformMe } from '../me.ts';
import { useChange, useRefresh } from '../change.ts';
import NotFoundPage from './NotFoundPage.tsx';
import { detailLoadOf } from './detailLoad.ts';
import { pageOf, withPage } from './listAddress.ts';
import { refusalOf } from '@mall/client/console';

export default function MembersPage() {
  return (
    <Routes>
      <Route index element={<MemberList />} />
      <Route path=":userId" element={<MemberDetailOf />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The list's filters and page as the address holds them (anything malformed reads as the default). */
export function memberQueryOf(search: URLSearchParams): MemberListQuery {
  const day = (name: string) => {
    const value = (search.get(name) ?? '').trim();
    return DAY.test(value) ? value : '';
  };
  const status = search.get('status');
  const startDate = day('startDate');
  const endDate = day('endDate');
  const ordered = !startDate || !endDate || startDate <= endDate;
  return {
    keyword: (search.get('keyword') ?? '').trim().slice(0, 50),
    status: status === '0' || status === '1' ? (Number(status) as MemberStatus) : 'all',
    startDate: ordered ? startDate : '',
    endDate: ordered ? endDate : '',
    ...pageOf(search),
  };
}

/** The address's search of a list query (defaults left out). */
export function memberSearchOf(query: MemberListQuery): Record<string, string> {
  const search: Record<string, string> = {};
  for (const key of Object.keys(emptyMemberFilters) as (keyof typeof emptyMemberFilters)[]) {
    if (query[key] !== emptyMemberFilters[key]) search[key] = String(query[key]);
  }
  return withPage(search, query);
}

/** The list query as the API takes it (the empty filters left out). */
export function memberRequestOf(query: MemberListQuery): PlatformMemberQuery {
  const request: PlatformMemberQuery = { current: query.current, size: query.size };
  if (query.keyword) request.keyword = query.keyword;
  if (query.status !== 'all') request.status = query.status;
  if (query.startDate) request.startDate = query.startDate;
  if (query.endDate) request.endDate = query.endDate;
  return request;
}

/** Marks every cached answer of the members' endpoints stale (the list, a member, the ledgers). */
const useRefreshMembers = () =>
  useRefresh(getPlatformMembers, getPlatformMember, getPlatformMemberScoreLog, getPlatformMemberBalanceLog);

function useCanEdit(): boolean {
  const { data: me } = usePlatformMe();
  return me !== undefined && platformRoleMay(me.role, 'members', true);
}

function MemberList() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const http = useApiClient();
  const { t, i18n } = useLingui();
  const canEdit = useCanEdit();
  const query = memberQueryOf(search);
  const list = useApiQuery(getPlatformMembers, memberRequestOf(query));
  const { refusal, change } = useChange(useRefreshMembers());
  const refused = isAxiosError(list.error) && list.error.response?.status === 400;
  return (
    <MemberListScreen
      page={list.data}
      query={query}
      onQueryChange={(next) => setSearch(memberSearchOf(next))}
      loading={list.showLoading}
      error={list.data === undefined && list.error !== undefined}
      errorText={refused ? refusalOf(list.error, i18n) : undefined}
      onRetry={() => void list.mutate()}
      canEdit={canEdit}
      refusal={refusal?.text}
      onSetStatus={(userId, status) =>
        change(
          () => setPlatformMemberStatus(refusalsInPlace(http), { userId, status }),
          status === 1 ? t`The member is enabled` : t`The member is disabled`,
        )
      }
      // The detail keeps the list's address, so going back shows the same filters and page.
      onOpen={(userId) => void navigate({ pathname: encodeURIComponent(userId), search: search.toString() })}
    />
  );
}

/** One member's page: a fresh state (a refusal shown, the ledgers' pages) for each member. */
function MemberDetailOf() {
  return <MemberDetail key={useParams().userId} />;
}

function MemberDetail() {
  const [search] = useSearchParams();
  const { t } = useLingui();
  const http = useApiClient();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const userId = useParams().userId ?? '';
  const valid = USER_ID.test(userId);
  const [scorePage, setScorePage] = useState({ current: 1, size: 10 });
  const [balancePage, setBalancePage] = useState({ current: 1, size: 10 });
  const info = useApiQuery(getPlatformMember, valid ? { userId } : null);
  const scoreLog = useApiQuery(getPlatformMemberScoreLog, valid ? { userId, ...scorePage } : null);
  const balanceLog = useApiQuery(getPlatformMemberBalanceLog, valid ? { userId, ...balancePage } : null);
  const { refusal, change } = useChange(useRefreshMembers());

  if (!valid) return <NotFoundPage />;
  return (
    <MemberDetailScreen
      info={info.data}
      loading={info.showLoading}
      {...detailLoadOf(info)}
      onRetry={() => void info.mutate()}
      onOpenShop={(shopId) => void navigate(`/stores/${shopId}`)}
      scoreLog={scoreLog.data}
      onScoreLogPage={(next) =>
        setScorePage((page) => ({ current: next.current, size: next.size ?? page.size }))
      }
      balanceLog={balanceLog.data}
      onBalanceLogPage={(next) =>
        setBalancePage((page) => ({ current: next.current, size: next.size ?? page.size }))
      }
      canEdit={canEdit}
      refusal={refusal?.text}
      onSetStatus={(id, status) =>
        change(
          () => setPlatformMemberStatus(refusalsInPlace(http), { userId: id, status }),
          status === 1 ? t`The member is enabled` : t`The member is disabled`,
        )
      }
      onAdjustScore={(adjustment) =>
        change(
          () => adjustPlatformMemberScore(refusalsInPlace(http), { userId, ...adjustment }),
          t`The member's points are adjusted`,
        )
      }
      onAdjustBalance={(adjustment) =>
        change(
          () => adjustPlatformMemberBalance(refusalsInPlace(http), { userId, ...adjustment }),
          t`The member's balance is adjusted`,
        )
      }
      onBack={() => void navigate({ pathname: '..', search: search.toString() }, { relative: 'path' })}
    />
  );
}
