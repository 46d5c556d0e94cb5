// The states of spec section 4 with the numeric codes of the API contract, their labels (message
// descriptors, wording from the glossary) and, for the four state machines (order, refund, store
// application, invoice), the allowed transitions as data. The server enforces the transitions; the
// clients use the same data to decide which actions to offer, and the steppers render the progress.
import type { MessageDescriptor } from '@lingui/core';

// ---------------------------------------------------------------------------------------------------
// State machines

/** A state machine given as data: for each state, the states it may move to. */
export interface StateMachine<S extends number> {
  readonly name: string;
  readonly states: readonly S[];
  /** Allowed moves: `transitions[from]` lists every `to`. Terminal states list nothing. */
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  /** True when the machine allows moving from `from` to `to` (staying put is not a transition). */
  canTransition(from: S, to: S): boolean;
  /** The states `from` may move to. */
  next(from: S): readonly S[];
  /** True for a state without any way out. */
  isTerminal(state: S): boolean;
}

function defineMachine<S extends number>(
  name: string,
  transitions: Readonly<Record<S, readonly S[]>>,
): StateMachine<S> {
  const states = Object.keys(transitions).map(Number) as S[];
  const next = (from: S): readonly S[] =>
    Object.prototype.hasOwnProperty.call(transitions, from) ? transitions[from] : [];
  return Object.freeze({
    name,
    states,
    transitions,
    canTransition: (from: S, to: S) => next(from).includes(to),
    next,
    isTerminal: (state: S) => next(state).length === 0,
  });
}

/** `machine.canTransition(from, to)` as a function. */
export function canTransition<S extends number>(machine: StateMachine<S>, from: S, to: S): boolean {
  return machine.canTransition(from, to);
}

/** The state of one step of a progress display. */
export type StepState = 'done' | 'current' | 'pending' | 'failed';

export interface Step<K extends string = string> {
  readonly key: K;
  readonly label: MessageDescriptor;
  readonly state: StepState;
}

/**
 * Marks a path of steps: the first `reached` steps are done and the one after them is current (the
 * step now waiting for someone to act); the rest are pending. With `failedEnd`, the path stops after
 * the reached steps and the failed end step follows them instead.
 */
function markSteps<K extends string>(
  path: readonly K[],
  labels: Readonly<Record<K, MessageDescriptor>>,
  reached: number,
  failedEnd?: K,
): Step<K>[] {
  const n = Math.max(0, Math.min(reached, path.length));
  if (failedEnd !== undefined) {
    return [
      ...path.slice(0, n).map((key) => ({ key, label: labels[key], state: 'done' as const })),
      { key: failedEnd, label: labels[failedEnd], state: 'failed' as const },
    ];
  }
  return path.map((key, i) => ({
    key,
    label: labels[key],
    state: i < n ? 'done' : i === n ? 'current' : 'pending',
  }));
}

// ---------------------------------------------------------------------------------------------------
// Orders

/** Order `status` of the contract. `0` in the order list query means "all". */
export const OrderStatus = {
  pendingPayment: 1,
  /** Paid, waiting for the seller to ship. */
  pendingDelivery: 2,
  /** Shipped, waiting for the buyer to confirm receipt. */
  pendingReceipt: 3,
  /** Received, waiting for the buyer's review. */
  pendingEvaluation: 4,
  completed: 5,
  /** Cancelled by the buyer, expired unpaid, or closed by a whole-order refund or a failed group. */
  canceled: 6,
  /** Paid group order waiting for the group to form. */
  grouping: 7,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** `status=0` of GET /p/myOrder/myOrder: every order. */
export const ORDER_STATUS_ALL = 0;

export const orderStatuses: readonly OrderStatus[] = Object.values(OrderStatus);

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (orderStatuses as readonly unknown[]).includes(value);
}

/** Every order label of spec section 4 (also "evaluated" and "shipped", which are not codes of their own). */
export const orderLabels = {
  all: /*i18n*/ { id: 'status.order.all', message: 'All orders' },
  pendingPayment: /*i18n*/ { id: 'status.order.pendingPayment', message: 'Pending payment' },
  pendingDelivery: /*i18n*/ { id: 'status.order.pendingDelivery', message: 'Pending delivery' },
  pendingReceipt: /*i18n*/ { id: 'status.order.pendingReceipt', message: 'Pending receipt' },
  pendingEvaluation: /*i18n*/ { id: 'status.order.pendingEvaluation', message: 'Pending evaluation' },
  evaluated: /*i18n*/ { id: 'status.order.evaluated', message: 'Evaluated' },
  shipped: /*i18n*/ { id: 'status.order.shipped', message: 'Shipped' },
  completed: /*i18n*/ { id: 'status.order.completed', message: 'Completed' },
  canceled: /*i18n*/ { id: 'status.order.canceled', message: 'Canceled' },
  grouping: /*i18n*/ { id: 'status.order.grouping', message: 'Grouping' },
} satisfies Record<string, MessageDescriptor>;

/** The label of each order status code. */
export const orderStatusLabels: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  1: orderLabels.pendingPayment,
  2: orderLabels.pendingDelivery,
  3: orderLabels.pendingReceipt,
  4: orderLabels.pendingEvaluation,
  5: orderLabels.completed,
  6: orderLabels.canceled,
  7: orderLabels.grouping,
};

/**
 * The label of an order status. `evaluated` (every item reviewed, `commSts` 1) turns "pending
 * evaluation" and "completed" into "evaluated"; `shipped` shows status 3 as "shipped" (the seller's
 * side) instead of "pending receipt" (the buyer's side).
 */
export function orderStatusLabel(
  status: OrderStatus,
  options: { evaluated?: boolean; shipped?: boolean } = {},
): MessageDescriptor {
  if (options.evaluated && (status === 4 || status === 5)) return orderLabels.evaluated;
  if (options.shipped && status === 3) return orderLabels.shipped;
  return orderStatusLabels[status];
}

/**
 * Order transitions: pay (1 -> 2, or 1 -> 7 for a group order), cancel or expire unpaid (1 -> 6),
 * group formed (7 -> 2) or failed and refunded (7 -> 6), ship (2 -> 3), confirm receipt by the buyer
 * or automatically (3 -> 5: "pending evaluation" is a completed order with an item not commented,
 * issue 5; 4 is kept for the contract but never entered). A whole-order refund closes a paid order
 * (2, 3, 4 -> 6).
 */
export const orderMachine = defineMachine<OrderStatus>('order', {
  1: [2, 6, 7],
  2: [3, 6],
  3: [5, 6],
  4: [5, 6],
  5: [],
  6: [],
  7: [2, 6],
});

/**
 * A membership order's machine (order type 4, decisions/0049): nothing to ship, so paying applies the
 * plan and completes it at once (2 -> 5); unpaid, it is cancelled like any order; it has no after-sales.
 */
export const memberOrderMachine = defineMachine<OrderStatus>('memberOrder', {
  1: [2, 6],
  2: [5],
  3: [],
  4: [],
  5: [],
  6: [],
  7: [],
});

/** Order `orderType` of the contract. */
export const OrderType = { normal: 0, group: 1, seckill: 2, points: 3, member: 4 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

export const orderTypeLabels: Readonly<Record<OrderType, MessageDescriptor>> = {
  0: /*i18n*/ { id: 'status.orderType.normal', message: 'Normal order' },
  1: /*i18n*/ { id: 'status.orderType.group', message: 'Group order' },
  2: /*i18n*/ { id: 'status.orderType.seckill', message: 'Flash sale order' },
  3: /*i18n*/ { id: 'status.orderType.points', message: 'Points order' },
  4: /*i18n*/ { id: 'status.orderType.member', message: 'Membership order' },
};

/** The keys of `orderCountData` (GET /p/user/centerInfo) and the status each counts. */
export const orderCountKeys = {
  unPay: 1,
  payed: 2,
  consignment: 3,
  confirm: 4,
  success: 5,
  close: 6,
  grouping: 7,
} as const satisfies Record<string, OrderStatus>;

export type OrderStepKey = 'submit' | 'payment' | 'goodsOut' | 'receipt' | 'completion' | 'canceled';

export const orderStepLabels: Readonly<Record<OrderStepKey, MessageDescriptor>> = {
  submit: /*i18n*/ { id: 'step.order.submit', message: 'Submit order' },
  payment: /*i18n*/ { id: 'step.order.payment', message: 'Buyer payment' },
  goodsOut: /*i18n*/ { id: 'step.order.goodsOut', message: 'Goods out' },
  receipt: /*i18n*/ { id: 'step.order.receipt', message: 'Waiting for receipt' },
  completion: /*i18n*/ { id: 'step.order.completion', message: 'Completion' },
  canceled: orderLabels.canceled,
};

const orderPath = ['submit', 'payment', 'goodsOut', 'receipt', 'completion'] as const;

/** How many timeline steps each status has completed. */
const orderReached: Readonly<Record<OrderStatus, number>> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 1, 7: 2 };

/**
 * The order timeline: submit order, buyer payment, goods out, waiting for receipt, completion. Steps
 * already passed are done, the next one is current. A canceled order shows the steps it had passed
 * (give `lastStatus`, the status before cancellation; by default it was unpaid) and then a failed
 * "canceled" step.
 */
export function orderSteps(
  status: OrderStatus,
  options: { lastStatus?: OrderStatus } = {},
): Step<OrderStepKey>[] {
  if (status === OrderStatus.canceled) {
    const before = options.lastStatus ?? OrderStatus.pendingPayment;
    const reached = before === OrderStatus.canceled ? 1 : Math.min(orderReached[before], 4);
    return markSteps<OrderStepKey>(orderPath, orderStepLabels, reached, 'canceled');
  }
  return markSteps<OrderStepKey>(orderPath, orderStepLabels, orderReached[status]);
}

// ---------------------------------------------------------------------------------------------------
// Refunds

/** Refund `returnMoneySts` of the contract. */
export const RefundStatus = {
  applied: 1,
  sellerAccepted: 2,
  buyerShipped: 3,
  sellerReceived: 4,
  refunded: 5,
  withdrawn: 6,
  refused: 7,
  closed: -1,
} as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];

export const refundStatuses: readonly RefundStatus[] = Object.values(RefundStatus);

export function isRefundStatus(value: unknown): value is RefundStatus {
  return (refundStatuses as readonly unknown[]).includes(value);
}

export const refundStatusLabels: Readonly<Record<RefundStatus, MessageDescriptor>> = {
  1: /*i18n*/ { id: 'status.refund.applied', message: 'Buyer application' },
  2: /*i18n*/ { id: 'status.refund.sellerAccepted', message: 'Seller acceptance' },
  3: /*i18n*/ { id: 'status.refund.buyerShipped', message: 'Buyer shipping' },
  4: /*i18n*/ { id: 'status.refund.sellerReceived', message: 'Seller receipt' },
  5: /*i18n*/ { id: 'status.refund.refunded', message: 'Refund successful' },
  6: /*i18n*/ { id: 'status.refund.withdrawn', message: 'Buyer withdrew the application' },
  7: /*i18n*/ { id: 'status.refund.refused', message: 'Merchant refused' },
  [-1]: /*i18n*/ { id: 'status.refund.closed', message: 'Refund closed' },
};

/** Refund `applyType`: the service type. */
export const RefundApplyType = { refundOnly: 1, returnAndRefund: 2 } as const;
export type RefundApplyType = (typeof RefundApplyType)[keyof typeof RefundApplyType];

export const refundApplyTypeLabels: Readonly<Record<RefundApplyType, MessageDescriptor>> = {
  1: /*i18n*/ { id: 'status.refundApplyType.refundOnly', message: 'Refund only' },
  2: /*i18n*/ { id: 'status.refundApplyType.returnAndRefund', message: 'Return and refund' },
};

/** Refund `refundType`: what is refunded. */
export const RefundType = { wholeOrder: 1, singleItem: 2 } as const;
export type RefundType = (typeof RefundType)[keyof typeof RefundType];

export const refundTypeLabels: Readonly<Record<RefundType, MessageDescriptor>> = {
  1: /*i18n*/ { id: 'status.refundType.wholeOrder', message: 'Whole order' },
  2: /*i18n*/ { id: 'status.refundType.singleItem', message: 'Single item' },
};

/** Cargo status of a refund application (`isReceiver`): has the buyer received the goods? */
export const CargoStatus = { notReceived: 0, received: 1 } as const;
export type CargoStatus = (typeof CargoStatus)[keyof typeof CargoStatus];

export const cargoStatusLabels: Readonly<Record<CargoStatus, MessageDescriptor>> = {
  0: /*i18n*/ { id: 'status.cargo.notReceived', message: 'Goods not received' },
  1: /*i18n*/ { id: 'status.cargo.received', message: 'Goods received' },
};

/** The refund reasons a buyer can pick (`buyerReason` carries the code). */
export const buyerRefundReasons = [
  'wrongOrDislike',
  'consensual',
  'damagedOrMissing',
  'notAsDescribed',
  'wrongItem',
  'quality',
  'other',
] as const;

/** The refund reasons of spec section 4: the buyer's, plus a failed group (set by the system only). */
export const refundReasons = [...buyerRefundReasons, 'groupFailure'] as const;
export type RefundReason = (typeof refundReasons)[number];

export function isRefundReason(value: unknown): value is RefundReason {
  return (refundReasons as readonly unknown[]).includes(value);
}

export const refundReasonLabels: Readonly<Record<RefundReason, MessageDescriptor>> = {
  wrongOrDislike: /*i18n*/ {
    id: 'refundReason.wrongOrDislike',
    message: 'Ordered by mistake, ordered too many, or no longer wanted',
  },
  consensual: /*i18n*/ { id: 'refundReason.consensual', message: 'Refund agreed with the seller' },
  damagedOrMissing: /*i18n*/ { id: 'refundReason.damagedOrMissing', message: 'Damaged or missing parts' },
  notAsDescribed: /*i18n*/ { id: 'refundReason.notAsDescribed', message: 'Not as described' },
  wrongItem: /*i18n*/ { id: 'refundReason.wrongItem', message: 'Wrong item sent' },
  quality: /*i18n*/ { id: 'refundReason.quality', message: 'Quality problem' },
  other: /*i18n*/ { id: 'refundReason.other', message: 'Other' },
  groupFailure: /*i18n*/ { id: 'refundReason.groupFailure', message: 'Group buying failed' },
};

/**
 * Refund transitions of the refund-only flow: the seller accepts (1 -> 2; also when the merchant lets
 * the deadline pass) or refuses (1 -> 7), the money goes back (2 -> 5); the buyer may withdraw while
 * nothing is paid (1, 2 -> 6); a refused application can be edited and resubmitted (7 -> 1).
 */
export const refundOnlyMachine = defineMachine<RefundStatus>('refundOnly', {
  1: [2, 6, 7],
  2: [5, 6],
  3: [],
  4: [],
  5: [],
  6: [],
  7: [1],
  [-1]: [],
});

/**
 * Refund transitions of the return-and-refund flow: accepted (1 -> 2) or refused (1 -> 7); the buyer
 * ships the goods back (2 -> 3) or withdraws (1, 2 -> 6), and without logistics information in time
 * the request closes (2 -> -1); the seller receives them (3 -> 4) and refunds (4 -> 5), or refuses after
 * inspecting them (4 -> 7); a refused application can be edited and resubmitted (7 -> 1).
 */
export const returnRefundMachine = defineMachine<RefundStatus>('returnAndRefund', {
  1: [2, 6, 7],
  2: [3, 6, -1],
  3: [4],
  4: [5, 7],
  5: [],
  6: [],
  7: [1],
  [-1]: [],
});

/** The refund machine of a service type. */
export function refundMachine(applyType: RefundApplyType): StateMachine<RefundStatus> {
  return applyType === RefundApplyType.refundOnly ? refundOnlyMachine : returnRefundMachine;
}

export type RefundStepKey =
  'apply' | 'accept' | 'ship' | 'receive' | 'success' | 'withdrawn' | 'refused' | 'closed';

export const refundStepLabels: Readonly<Record<RefundStepKey, MessageDescriptor>> = {
  apply: refundStatusLabels[1],
  accept: refundStatusLabels[2],
  ship: refundStatusLabels[3],
  receive: refundStatusLabels[4],
  success: refundStatusLabels[5],
  withdrawn: refundStatusLabels[6],
  refused: refundStatusLabels[7],
  closed: refundStatusLabels[-1],
};

const refundStepOfStatus: Partial<Record<RefundStatus, RefundStepKey>> = {
  1: 'apply',
  2: 'accept',
  3: 'ship',
  4: 'receive',
  5: 'success',
};

const refundEnds: Partial<Record<RefundStatus, RefundStepKey>> = {
  6: 'withdrawn',
  7: 'refused',
  [-1]: 'closed',
};

/** Where each alternative end happens by default when `lastStatus` is not given. */
const refundEndDefaultLast: Partial<Record<RefundStatus, RefundStatus>> = { 6: 1, 7: 1, [-1]: 2 };

/**
 * The refund progress for a stepper. Return and refund: application, seller acceptance, buyer
 * shipping, seller receipt, refund success; refund only: application, seller acceptance, refund
 * success. Steps already passed are done and the next one is current (the one now waiting for
 * someone); on success every step is done.
 *
 * The alternative ends (withdrawn, refused, closed) show the steps passed before them and then one
 * failed step. The status alone does not say when the flow ended, so pass `lastStatus` (the status
 * before the end) when it is known; by default a withdrawal or refusal came after the application and
 * a closure (no logistics information in time) after the seller's acceptance.
 */
export function refundSteps(
  applyType: RefundApplyType,
  status: RefundStatus,
  options: { lastStatus?: RefundStatus } = {},
): Step<RefundStepKey>[] {
  const path: readonly RefundStepKey[] =
    applyType === RefundApplyType.refundOnly
      ? ['apply', 'accept', 'success']
      : ['apply', 'accept', 'ship', 'receive', 'success'];
  const reachedOf = (s: RefundStatus): number => {
    const key = refundStepOfStatus[s];
    return key === undefined ? 0 : path.indexOf(key) + 1;
  };
  const end = refundEnds[status];
  if (end !== undefined) {
    const last = options.lastStatus ?? refundEndDefaultLast[status] ?? 1;
    const reached =
      refundEnds[last] !== undefined ? 1 : Math.max(1, Math.min(reachedOf(last), path.length - 1));
    return markSteps(path, refundStepLabels, reached, end);
  }
  return markSteps(path, refundStepLabels, Math.max(1, reachedOf(status)));
}

// ---------------------------------------------------------------------------------------------------
// Coupons and activities

/** Coupon states with the `status` codes of GET /p/myCoupon/getCouponList. */
export const CouponStatus = { expired: 0, notUsed: 1, used: 2 } as const;
export type CouponStatus = (typeof CouponStatus)[keyof typeof CouponStatus];

export const couponStatusLabels: Readonly<Record<CouponStatus, MessageDescriptor>> = {
  0: /*i18n*/ { id: 'status.coupon.expired', message: 'Expired' },
  1: /*i18n*/ { id: 'status.coupon.notUsed', message: 'Not used' },
  2: /*i18n*/ { id: 'status.coupon.used', message: 'Used' },
};

/** States of a time-limited activity (flash sale, group buying, special discount, limited-time offer). */
export const ActivityState = {
  notStarted: 'notStarted',
  ongoing: 'ongoing',
  ended: 'ended',
  soldOut: 'soldOut',
} as const;
export type ActivityState = (typeof ActivityState)[keyof typeof ActivityState];

export const activityStateLabels: Readonly<Record<ActivityState, MessageDescriptor>> = {
  notStarted: /*i18n*/ { id: 'status.activity.notStarted', message: 'Not started' },
  ongoing: /*i18n*/ { id: 'status.activity.ongoing', message: 'Ongoing' },
  ended: /*i18n*/ { id: 'status.activity.ended', message: 'Ended' },
  soldOut: /*i18n*/ { id: 'status.activity.soldOut', message: 'Sold out' },
};

/**
 * The state of an activity at `now` (ms): before its start it has not started, from its end on it has
 * ended, in between it is sold out when no stock is left, else ongoing.
 */
export function activityState(
  activity: { startTime: number | Date; endTime: number | Date; stock?: number },
  now: number,
): ActivityState {
  const start = +activity.startTime;
  const end = +activity.endTime;
  if (now < start) return ActivityState.notStarted;
  if (now >= end) return ActivityState.ended;
  if (activity.stock !== undefined && activity.stock <= 0) return ActivityState.soldOut;
  return ActivityState.ongoing;
}

/**
 * An activity's `status` on the wire (flash sale, group buying, special discount sessions, coupons):
 * 0 not started, 1 ongoing, 2 ended. The server decides it from its own clock, never the browser.
 */
export const ActivityStatus = { notStarted: 0, ongoing: 1, ended: 2 } as const;
export type ActivityStatus = (typeof ActivityStatus)[keyof typeof ActivityStatus];

/** The wire status of an activity window at `now` (ms): the end is exclusive, as in activityState. */
export function activityStatusAt(
  window: { startTime: number | Date; endTime: number | Date },
  now: number,
): ActivityStatus {
  if (now < +window.startTime) return ActivityStatus.notStarted;
  if (now >= +window.endTime) return ActivityStatus.ended;
  return ActivityStatus.ongoing;
}

// ---------------------------------------------------------------------------------------------------
// Invoices

/** Invoice states (ours, in the contract's style). */
export const InvoiceStatus = { applying: 1, issued: 2 } as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

export const invoiceStatusLabels: Readonly<Record<InvoiceStatus, MessageDescriptor>> = {
  1: /*i18n*/ { id: 'status.invoice.applying', message: 'Applying' },
  2: /*i18n*/ { id: 'status.invoice.issued', message: 'Issued' },
};

/** The merchant issues an invoice that was applied for (1 -> 2); an issued invoice is final. */
export const invoiceMachine = defineMachine<InvoiceStatus>('invoice', { 1: [2], 2: [] });

/** Invoice `headerType`: the title is a unit (company, with a tax number) or a person. */
export const InvoiceHeaderType = { unit: 1, personal: 2 } as const;
export type InvoiceHeaderType = (typeof InvoiceHeaderType)[keyof typeof InvoiceHeaderType];

export const invoiceHeaderTypeLabels: Readonly<Record<InvoiceHeaderType, MessageDescriptor>> = {
  1: /*i18n*/ { id: 'status.invoiceHeader.unit', message: 'Unit' },
  2: /*i18n*/ { id: 'status.invoiceHeader.personal', message: 'Personal' },
};

// ---------------------------------------------------------------------------------------------------
// Store application

/**
 * Store application states: `shopAuditStatus` of GET /p/user/centerInfo (0 under review, 1 approved,
 * -1 rejected; null = never applied) plus 2 offline (the platform took an approved store offline; ours,
 * after the mall4j shop status "platform offline").
 */
export const StoreApplicationStatus = { underReview: 0, approved: 1, rejected: -1, offline: 2 } as const;
export type StoreApplicationStatus = (typeof StoreApplicationStatus)[keyof typeof StoreApplicationStatus];

export const storeApplicationStatusLabels: Readonly<Record<StoreApplicationStatus, MessageDescriptor>> = {
  0: /*i18n*/ { id: 'status.store.underReview', message: 'Under review' },
  1: /*i18n*/ { id: 'status.store.approved', message: 'Approved' },
  [-1]: /*i18n*/ { id: 'status.store.rejected', message: 'Rejected' },
  2: /*i18n*/ { id: 'status.store.offline', message: 'Offline' },
};

/**
 * Store application transitions: the audit approves (0 -> 1) or rejects (0 -> -1); a rejected
 * application can be modified and resubmitted (-1 -> 0); the platform can take a store offline
 * (1 -> 2), and the owner can apply again for review (2 -> 0).
 */
export const storeApplicationMachine = defineMachine<StoreApplicationStatus>('storeApplication', {
  0: [1, -1],
  1: [2],
  [-1]: [0],
  2: [0],
});
