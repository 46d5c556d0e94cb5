// Page-visit and traffic logging (spec sections 3 and 4): on each page the storefront shows, one record
// to POST /flowAnalysisLog. On a phone-sized screen the mobile page-visit record, on a desktop the PC
// traffic record; both carry the visitor's uuid and the session id. The session (domain nextSession)
// lives in localStorage: 30 minutes without activity start a new session at step 0.
import type { AxiosInstance } from 'axios';
import { nextSession, PageId, pageIdForPath, type FlowLogRecord, type SessionState } from '@mall/domain';
import { postFlowAnalysisLog } from '@mall/client';

export const UUID_KEY = 'mall.uuid';
export const SESSION_KEY = 'mall.flowSession';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export interface PageView {
  pathname: string;
  /** The product or other business id the page shows (detail: the prodId). */
  bizData?: string | number;
  /** Opened from a home banner (detail page id 2). */
  fromBanner?: boolean;
  /** The product page in group mode, `?groupActivityId=` (group detail page id 5). */
  groupBuy?: boolean;
}

export interface PageLogContext {
  store: Store | undefined;
  now: number;
  /** A new random id (uuid or session id). */
  newId: () => string;
  /** True on a phone-sized screen: the mobile page-visit record. */
  mobile: boolean;
  userId?: string | undefined;
}

export type FlowRecord = FlowLogRecord;

function read<T>(store: Store | undefined, key: string): T | undefined {
  try {
    const text = store?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(store: Store | undefined, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or a full storage: the record still goes out, the session just restarts
  }
}

/** The visitor's long-lived id, made on first use. */
export function visitorId(store: Store | undefined, newId: () => string): string {
  const known = read<string>(store, UUID_KEY);
  if (typeof known === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(known)) return known;
  const id = newId();
  write(store, UUID_KEY, id);
  return id;
}

interface StoredSession extends SessionState {
  prevPageId?: PageId;
}

/**
 * The record for one page view, advancing the stored session; undefined for a page without a page id
 * (nothing is logged there and the session is not advanced).
 */
export function pageRecord(view: PageView, context: PageLogContext): FlowRecord | undefined {
  const pageId = pageIdForPath(view.pathname, {
    fromBanner: view.fromBanner === true,
    groupBuy: view.groupBuy === true,
  });
  if (pageId === undefined) return undefined;
  const stored = read<StoredSession>(context.store, SESSION_KEY);
  const session = nextSession(stored, context.now, context.newId);
  const prevPageId = session.step > 0 ? stored?.prevPageId : undefined;
  write(context.store, SESSION_KEY, { ...session, prevPageId: pageId } satisfies StoredSession);
  const uuid = visitorId(context.store, context.newId);
  const common = {
    pageId,
    step: session.step,
    ...(view.bizData !== undefined ? { bizData: view.bizData, bizType: 0 } : {}),
    uuid,
    uuidSession: session.sessionId,
  };
  if (context.mobile) {
    return {
      ...common,
      systemType: 1,
      visitType: 1,
      ...(context.userId ? { userId: context.userId } : {}),
      ...(prevPageId !== undefined ? { prevPageId } : {}),
    };
  }
  // `nums`: how many visits the record counts (spec section 3's traffic record): one page view.
  return { ...common, visitType: 1, nums: 1 };
}

/**
 * The paid-order record (page id 11 with the order numbers), advancing the stored session like a page
 * view: the traffic record with `orderNumbers` (and `nums`, how many orders) on a desktop, the page-visit record (the numbers as
 * `bizData`) on a phone.
 */
export function paidOrderRecord(orderNumbers: string, context: PageLogContext): FlowRecord {
  const stored = read<StoredSession>(context.store, SESSION_KEY);
  const session = nextSession(stored, context.now, context.newId);
  const prevPageId = session.step > 0 ? stored?.prevPageId : undefined;
  write(context.store, SESSION_KEY, { ...session, prevPageId: PageId.paid } satisfies StoredSession);
  const ids = { uuid: visitorId(context.store, context.newId), uuidSession: session.sessionId };
  if (context.mobile) {
    return {
      pageId: PageId.paid,
      step: session.step,
      bizData: orderNumbers,
      bizType: 0,
      systemType: 1,
      visitType: 1,
      ...(context.userId ? { userId: context.userId } : {}),
      ...(prevPageId !== undefined ? { prevPageId } : {}),
      ...ids,
    };
  }
  const nums = orderNumbers.split(',').filter(Boolean).length;
  return { pageId: PageId.paid, step: session.step, visitType: 1, nums, orderNumbers, ...ids };
}

/** Sends the paid-order record from the browser (its storage and screen size). */
export function logPaidOrder(http: AxiosInstance, orderNumbers: string, userId?: string): Promise<void> {
  const record = paidOrderRecord(orderNumbers, {
    store: typeof localStorage !== 'undefined' ? localStorage : undefined,
    now: Date.now(),
    newId: randomId,
    mobile: typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches,
    userId,
  });
  return sendPageRecord(http, record);
}

/** Sends a record; analytics never bothers the shopper, so failures are silent. */
export async function sendPageRecord(http: AxiosInstance, record: FlowRecord): Promise<void> {
  try {
    await postFlowAnalysisLog(http, record);
  } catch {
    // dropped: a lost page view is not worth a retry or a message
  }
}

/** A random id of 32 hex characters (crypto where there is one). */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
