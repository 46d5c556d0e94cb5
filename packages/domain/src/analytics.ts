// Page-visit logging (spec section 3): page ids, the two record types posted to /flowAnalysisLog, and
// the session rule of spec section 4 (30 minutes of inactivity start a new session, step back to 0).
import { SESSION_TIMEOUT_MS } from './constants.ts';
import type { FlowLog } from './contract/analytics.ts';
import { matchRoute } from './routes.ts';

export const PageId = {
  home: 1,
  /** Product detail opened from a banner. */
  bannerDetail: 2,
  detail: 3,
  seckillDetail: 4,
  groupDetail: 5,
  list: 6,
  specialDiscount: 7,
  cart: 8,
  orderDetail: 9,
  payment: 10,
  /** A paid order (some records use 10 for it). */
  paid: 11,
  userCenter: 12,
  myOrders: 13,
} as const;
export type PageId = (typeof PageId)[keyof typeof PageId];

/**
 * Page-visit record of the mobile site (spec section 3), a narrowing of the wire's flow log (`FlowLog`,
 * contract/analytics.ts): `pageId` and `prevPageId` (the page before, same session), `bizData` and
 * `bizType` (the business id the page shows), `step` (position of this page in the session: 0 for its
 * first page), `systemType` 1 (the mobile client), the visitor's long-lived `uuid` and the session's
 * `uuidSession`, `visitType` 1 (a page visit) and the signed-in `userId`.
 */
export type PageVisitLog = Pick<FlowLog, 'bizData' | 'bizType' | 'step' | 'userId'> &
  Required<Pick<FlowLog, 'systemType' | 'uuid' | 'uuidSession'>> &
  PageIds & { visitType: 1 };

/**
 * Traffic record of the PC site (spec section 3), a narrowing of the wire's flow log: `pageId`,
 * `bizType` and `bizData`, `visitType`, `nums` (how many the record counts: 1 for a page view, the number
 * of orders for a paid-order record), `orderNumbers` (the paid orders, comma-separated, for the
 * paid-order record) and `step`.
 */
export type TrafficLog = Pick<FlowLog, 'bizType' | 'bizData' | 'visitType' | 'orderNumbers' | 'step'> &
  Required<Pick<FlowLog, 'nums'>> & { pageId: PageId };

/** A record as the storefront sends it: either record, both with the visitor's and session's ids. */
export type FlowLogRecord = PageVisitLog | (TrafficLog & Pick<FlowLog, 'uuid' | 'uuidSession'>);

/** The page ids of a record: the wire's numbers, as `PageId`s. */
type PageIds = { pageId: PageId; prevPageId?: PageId };

/** The page id of a path, where the spec gives one (`/en` prefix allowed). */
export function pageIdForPath(
  pathname: string,
  context: { fromBanner?: boolean; groupBuy?: boolean } = {},
): PageId | undefined {
  const match = matchRoute(pathname);
  if (!match) return undefined;
  const { route, params } = match;
  if (route.name === 'detail') {
    if (context.groupBuy) return PageId.groupDetail;
    if (context.fromBanner) return PageId.bannerDetail;
  }
  if (route.name === 'userCenter' && params.child === 'uc-order') return PageId.myOrders;
  return route.pageId as PageId | undefined;
}

export interface SessionState {
  sessionId: string;
  /** Pages seen in this session before the current one. */
  step: number;
  /** Time of the last activity, ms since the epoch. */
  lastActivity: number;
}

/**
 * The session after an activity at `now`: with no session yet, or after 30 minutes or more without
 * activity, a new session (`newId`) at step 0; otherwise the same session one step further.
 */
export function nextSession(
  state: SessionState | null | undefined,
  now: number,
  newId: string | (() => string),
): SessionState {
  if (!state || now - state.lastActivity >= SESSION_TIMEOUT_MS) {
    return { sessionId: typeof newId === 'function' ? newId() : newId, step: 0, lastActivity: now };
  }
  return {
    sessionId: state.sessionId,
    step: state.step + 1,
    lastActivity: Math.max(now, state.lastActivity),
  };
}
