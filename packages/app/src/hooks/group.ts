// Group buying (issue 13): the group products, a product's group activity with its waiting teams, the
// group checkout's settlement, and a team's state (asked again while it is open, so the order page and
// the payment result follow the team filling up).
import {
  confirmGroupOrder,
  getGroupProdInfo,
  getGroupProdPage,
  getGroupTeam,
  getJoinableTeams,
} from '@mall/client';
import { GroupTeamStatus, type GroupConfirmParam, type GroupTeamInfo } from '@mall/domain';
import { useApiQuery } from '@mall/client/swr';
import { noRetryOn400 } from './query.ts';

/** Group products per page of `/group-buy`. */
export const GROUP_PAGE_SIZE = 12;

/** How often an open team's state is asked again (the failure job runs every 15 seconds). */
export const TEAM_REFRESH_MS = 15_000;

const once = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** A page of group products; the previous page stays shown while the next one loads. */
export function useGroupProdPage(current: number, size: number = GROUP_PAGE_SIZE) {
  return useApiQuery(getGroupProdPage, { current, size }, { keepPreviousData: true });
}

/**
 * The group activity of the product page: the one of the address's `groupActivityId` (group mode), else
 * the product's current one (null: none).
 */
export function useGroupProdInfo(prodId: number | undefined, groupActivityId: number | undefined) {
  const args = groupActivityId ? { groupActivityId } : prodId ? { prodId } : null;
  return useApiQuery(getGroupProdInfo, args, noRetryOn400);
}

/** How often the waiting teams are asked again on the product page (others join and open teams). */
export const TEAMS_REFRESH_MS = 30_000;

/** The teams of an activity waiting for members (asked only while it is ongoing). */
export function useJoinableTeams(groupActivityId: number | undefined) {
  return useApiQuery(getJoinableTeams, groupActivityId || null, { refreshInterval: TEAMS_REFRESH_MS });
}

/** The group checkout's settlement; asked again only when the shopper changes something. */
export function useGroupConfirm(body: GroupConfirmParam | null) {
  return useApiQuery(confirmGroupOrder, body, { ...once, keepPreviousData: true });
}

/** Whether a team may still change: waiting for the leader's payment or grouping. */
export function isTeamOpen(team: GroupTeamInfo | undefined): boolean {
  return team?.status === GroupTeamStatus.waitingLeader || team?.status === GroupTeamStatus.grouping;
}

/** A team's state, asked again every 15 seconds while it is open. */
export function useGroupTeam(groupTeamId: number | null | undefined) {
  return useApiQuery(getGroupTeam, groupTeamId || null, {
    ...noRetryOn400,
    refreshInterval: (team) => (isTeamOpen(team) ? TEAM_REFRESH_MS : 0),
  });
}
