// Settlement participants (decisions/0022): every resource an order takes at submit (cart lines, stock,
// coupons, points, and later activity stock, team seats, member rights) is a participant that reserves
// it inside submit's transaction and releases it when the order gives it back (cancel, unpaid expiry,
// a failed group: everything; each successful refund: what that refund covers, decisions/0033). A
// participant lives in the module that owns the resource's tables, its release beside its reserve; the
// order module only loops over the list (order/participants.ts) in its one lock order.
import type { ChooseDiscountItemDto } from '@mall/domain';
import type { Database } from '../db/connection.ts';

/** Why an order gives its resources back. */
export type ReleaseReason = 'cancel' | 'expire' | 'refund' | 'groupFailure';

/**
 * The activity a checkout buys in (issue 13): a flash sale (order type 2) or a group buy (order type 1),
 * or the points mall (order type 3, issue 14: `activityId` the product, `activitySkuId` the SKU,
 * `scorePrice` its points price at confirm). It is the shopper's choice handed to the pricing providers
 * (`choices`), kept in the settlement, and written on the order (`activity_id`, `activity_sku_id`,
 * `team_id`). `teamId` 0 opens a group team.
 */
export interface OrderActivity {
  orderType: 1 | 2 | 3;
  activityId: number;
  activitySkuId: number;
  teamId?: number | undefined;
  scorePrice?: number | undefined;
}

/**
 * Whether a pricing choice names an activity (an OrderActivity). Only the flash-sale and group checkouts
 * put one there (order/service.ts `choicesOf`); a request body that carries one (the cart's chosen
 * discounts) is dropped, so a shopper cannot price a cart at an activity's price.
 */
export function isActivityChoice(choice: unknown): choice is OrderActivity {
  return choice !== null && typeof choice === 'object' && 'orderType' in choice;
}

/** What one submit takes: every line of the settlement (all its shops) and what was chosen. */
export interface Reservation {
  userId: string;
  /** 0 normal; 1 group, 2 flash sale, 3 points mall: `activity` says which. */
  orderType: number;
  activity: OrderActivity | null;
  /** The settlement's uuid: the ledger reference of what the submit spends. */
  uuid: string;
  now: Date;
  lines: readonly { key: number; basketId: number; skuId: number; prodId: number; count: number }[];
  /**
   * What each promotion claimed at confirm: its shown dto and the keys of its lines (an activity-stock
   * or team-seat participant reserves for exactly these).
   */
  promotions: readonly { dto: ChooseDiscountItemDto | null; lineKeys: readonly number[] }[];
  couponUserIds: readonly number[];
  pointsUsed: number;
}

/**
 * What a successful refund gives back (decisions/0033): every refund of an order calls the release, the
 * partial ones too, so a participant with a per-item resource reacts to each; `closesOrder` tells the
 * one refund that closes the order (participants of per-order resources react to that one only).
 */
export interface RefundRelease {
  /**
   * The units of each order item this refund covers that no earlier refund covered (an item's units are
   * counted once, however many refunds name them): a whole-order refund covers every unit left.
   */
  items: readonly { orderItemId: number; count: number }[];
  /** Whether the goods had left the warehouse (the order was shipped) when the refund was paid. */
  shipped: boolean;
  closesOrder: boolean;
  /** What the order's refunds have paid back so far, this one included, cents; and what was paid. */
  refundedTotal: number;
  paidTotal: number;
}

interface ReleaseBase {
  userId: string;
  orderId: number;
  /** The order's type: a flash-sale order's units go back to its activity, not to the SKU (issue 13). */
  orderType: number;
  orderNumber: string;
  pointsUsed: number;
  now: Date;
}

/**
 * One order giving back what it took (an order is one shop's part of a submit): all of it on a cancel,
 * an expiry or a failed group; on a refund, what `refund` says.
 */
export type Release = ReleaseBase &
  ({ reason: Exclude<ReleaseReason, 'refund'> } | { reason: 'refund'; refund: RefundRelease });

/** A participant's taking, run last in submit's transaction (in the participants' order), or throws. */
export type LateTake = () => Promise<void>;

export interface SettlementParticipant {
  name: string;
  /**
   * Takes the resource in submit's transaction, or throws a BusinessError (the whole submit rolls back).
   * It may answer a last step instead of taking at once (`LateTake`): its checks done now, the taking
   * itself runs after the orders are written, just before the commit, so a row every buyer updates (a
   * flash sale's units) stays locked for the commit alone, not for the rest of the submit.
   */
  reserve(tx: Database, reservation: Reservation): Promise<void | LateTake>;
  /**
   * Gives back the order's part in the caller's transaction, once: the caller has already moved the order
   * out of the state that held it with a conditional update, so a second release never runs.
   */
  release(tx: Database, release: Release): Promise<void>;
}
