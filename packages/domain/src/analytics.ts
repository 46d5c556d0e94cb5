// Page-visit logging (spec section 3): page ids, the two record types posted to /flowAnalysisLog, and
// the session rule of spec section 4 (30 minutes of inactivity start a new session, step back to 0).
import { SESSION_TIMEOUT_MS } from './constants.ts';
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

/** Page-visit record of the mobile site. */
export interface PageVisitLog {
  pageId: PageId;
  bizData?: string | number;
  bizType?: number;
  /** Position of this page in the session: 0 for its first page. */
  step: number;
  /** 1: the mobile client's system type. */
  systemType: 1;
  /** The visitor's long-lived id. */
  uuid: string;
  /** The current session's id. */
  uuidSession: string;
  /** 1: a page visit. */
  visitType: 1;
  userId?: string;
  prevPageId?: PageId;
}

/** Traffic record of the PC site. */
export interface TrafficLog {
  pageId: PageId;
  bizType?: number;
  bizData?: string | number;
  visitType: number;
  /** How many the record counts: 1 for a page view, the number of orders for a paid-order record. */
  nums: number;
  /** The paid orders, comma-separated (for the paid-order record). */
  orderNumbers?: string;
  step: number;
}

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
