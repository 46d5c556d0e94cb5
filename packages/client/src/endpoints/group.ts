// Group buying (docs/api.md "Group buying", issue 13): the group products, one activity (by its id or by
// its product), the teams waiting for members, confirm and submit (groupTeamId 0 opens a team), and a team.
import type { AxiosInstance } from 'axios';
import type {
  GroupConfirmParam,
  GroupProdCard,
  GroupProdInfo,
  GroupProdQuery,
  GroupSubmitParam,
  GroupTeamInfo,
  JoinableTeam,
  OrderConfirmAnswer,
  OrderSubmitAnswer,
  Page,
} from '@mall/domain';
import { query } from '../endpoint.ts';

export const getGroupProdPage = query<GroupProdQuery, Page<GroupProdCard>>(
  '/group/prod/page',
  async (http, search, path) => (await http.get<Page<GroupProdCard>>(path, { params: search })).data,
);

/** One group activity: by `groupActivityId`, or the product's current one by `prodId` (null: none). */
export const getGroupProdInfo = query<{ groupActivityId: number } | { prodId: number }, GroupProdInfo | null>(
  '/group/prod/info',
  async (http, params, path) => (await http.get<GroupProdInfo | null>(path, { params })).data,
);

/** The teams of an activity still waiting for members, with their end times. */
export const getJoinableTeams = query<number, JoinableTeam[]>(
  '/group/joinGroupList',
  async (http, groupActivityId, path) =>
    (await http.get<JoinableTeam[]>(path, { params: { groupActivityId } })).data,
);

export const confirmGroupOrder = query<GroupConfirmParam, OrderConfirmAnswer>(
  '/p/group/order/confirm',
  async (http, body, path) => (await http.post<OrderConfirmAnswer>(path, body)).data,
  (body) => JSON.stringify(body),
);

export async function submitGroupOrder(
  http: AxiosInstance,
  body: GroupSubmitParam,
): Promise<OrderSubmitAnswer> {
  return (await http.post<OrderSubmitAnswer>('/p/group/order/submit', body)).data;
}

export const getGroupTeam = query<number, GroupTeamInfo>(
  '/p/groupTeam/info',
  async (http, groupTeamId, path) => (await http.get<GroupTeamInfo>(path, { params: { groupTeamId } })).data,
);
