// The platform console's members (issue 18 item 6, decisions/0083; docs/api.md "Platform API"): the list,
// one member, the points and balance ledgers, enabling and disabling, and the manual adjustments. The
// client given must carry the platform token (its `getToken`).
import type { AxiosInstance } from 'axios';
import type {
  Page,
  PlatformMember,
  PlatformMemberBalanceParam,
  PlatformMemberInfo,
  PlatformMemberInfoQuery,
  PlatformMemberLog,
  PlatformMemberLogQuery,
  PlatformMemberQuery,
  PlatformMemberScoreParam,
  PlatformMemberStatusParam,
} from '@mall/domain';
import { getQuery } from '../endpoint.ts';
import { params } from './types.ts';

/** The members, newest first: a word (nickname, mobile, user id), the status, the registration days. */
export const getPlatformMembers = getQuery<PlatformMemberQuery, Page<PlatformMember>>(
  '/platform/user/page',
  (query) => params(query),
);

/** One member: profile, level, points, balance, order counts and latest orders. */
export const getPlatformMember = getQuery<PlatformMemberInfoQuery, PlatformMemberInfo>(
  '/platform/user/info',
  (search) => search,
);

/** A member's points ledger, newest first. */
export const getPlatformMemberScoreLog = getQuery<PlatformMemberLogQuery, Page<PlatformMemberLog>>(
  '/platform/user/scoreLog/page',
  (search) => search,
);

/** A member's balance ledger (fen), newest first. */
export const getPlatformMemberBalanceLog = getQuery<PlatformMemberLogQuery, Page<PlatformMemberLog>>(
  '/platform/user/balanceLog/page',
  (search) => search,
);

/** Enables (1) or disables (0) a member: a disabled member's sessions end at once. */
export async function setPlatformMemberStatus(
  http: AxiosInstance,
  body: PlatformMemberStatusParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/user/status', body)).data;
}

/** Adds (positive) or takes (negative) a member's points, with a reason. */
export async function adjustPlatformMemberScore(
  http: AxiosInstance,
  body: PlatformMemberScoreParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/user/score', body)).data;
}

/** Adds (positive) or takes (negative) fen of a member's balance, with a reason. */
export async function adjustPlatformMemberBalance(
  http: AxiosInstance,
  body: PlatformMemberBalanceParam,
): Promise<boolean> {
  return (await http.put<boolean>('/platform/user/balance', body)).data;
}
