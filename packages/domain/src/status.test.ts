import { describe, expect, it } from 'vitest';
import {
  activityState,
  canTransition,
  CouponStatus,
  invoiceMachine,
  isOrderStatus,
  isRefundStatus,
  memberOrderMachine,
  orderMachine,
  OrderStatus,
  orderStatusLabel,
  orderStatusLabels,
  orderSteps,
  refundMachine,
  refundOnlyMachine,
  refundReasonLabels,
  refundReasons,
  buyerRefundReasons,
  RefundStatus,
  refundStatusLabels,
  refundSteps,
  returnRefundMachine,
  storeApplicationMachine,
  type Step,
} from './status.ts';

const shape = (steps: Step[]) => steps.map((s) => `${s.key}:${s.state}`).join(' ');

describe('order status', () => {
  it('has the contract codes and glossary labels', () => {
    expect(OrderStatus).toEqual({
      pendingPayment: 1,
      pendingDelivery: 2,
      pendingReceipt: 3,
      pendingEvaluation: 4,
      completed: 5,
      canceled: 6,
      grouping: 7,
    });
    expect(orderStatusLabels[1].message).toBe('Pending payment');
    expect(orderStatusLabels[7].message).toBe('Grouping');
    expect(isOrderStatus(3)).toBe(true);
    expect(isOrderStatus(0)).toBe(false);
  });

  it('labels evaluated and shipped orders', () => {
    expect(orderStatusLabel(5, { evaluated: true }).message).toBe('Evaluated');
    expect(orderStatusLabel(4, { evaluated: true }).message).toBe('Evaluated');
    expect(orderStatusLabel(2, { evaluated: true }).message).toBe('Pending delivery');
    expect(orderStatusLabel(3, { shipped: true }).message).toBe('Shipped');
    expect(orderStatusLabel(3).message).toBe('Pending receipt');
  });

  it('completes a membership order on payment and allows nothing else after it is paid', () => {
    expect(memberOrderMachine.canTransition(1, 2)).toBe(true);
    expect(memberOrderMachine.canTransition(1, 6)).toBe(true);
    expect(memberOrderMachine.canTransition(2, 5)).toBe(true);
    expect(memberOrderMachine.canTransition(2, 3)).toBe(false);
    expect(memberOrderMachine.canTransition(2, 6)).toBe(false);
    expect(memberOrderMachine.canTransition(1, 7)).toBe(false);
    expect(orderMachine.canTransition(2, 5)).toBe(false);
    expect(memberOrderMachine.isTerminal(5)).toBe(true);
  });

  it('allows only the order transitions', () => {
    expect(orderMachine.canTransition(1, 2)).toBe(true);
    expect(orderMachine.canTransition(1, 7)).toBe(true);
    expect(orderMachine.canTransition(7, 2)).toBe(true);
    expect(orderMachine.canTransition(2, 3)).toBe(true);
    expect(orderMachine.canTransition(3, 5)).toBe(true);
    expect(orderMachine.canTransition(3, 4)).toBe(false);
    expect(orderMachine.canTransition(4, 5)).toBe(true);
    expect(canTransition(orderMachine, 1, 6)).toBe(true);
    expect(orderMachine.canTransition(1, 3)).toBe(false);
    expect(orderMachine.canTransition(3, 2)).toBe(false);
    expect(orderMachine.canTransition(5, 6)).toBe(false);
    expect(orderMachine.canTransition(6, 1)).toBe(false);
    expect(orderMachine.canTransition(2, 2)).toBe(false);
    expect(orderMachine.isTerminal(5)).toBe(true);
    expect(orderMachine.isTerminal(6)).toBe(true);
    expect(orderMachine.isTerminal(1)).toBe(false);
    expect([...orderMachine.states].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('renders the order timeline', () => {
    expect(shape(orderSteps(1))).toBe(
      'submit:done payment:current goodsOut:pending receipt:pending completion:pending',
    );
    expect(shape(orderSteps(2))).toBe(
      'submit:done payment:done goodsOut:current receipt:pending completion:pending',
    );
    expect(shape(orderSteps(7))).toBe(
      'submit:done payment:done goodsOut:current receipt:pending completion:pending',
    );
    expect(shape(orderSteps(3))).toBe(
      'submit:done payment:done goodsOut:done receipt:current completion:pending',
    );
    expect(shape(orderSteps(4))).toBe(
      'submit:done payment:done goodsOut:done receipt:done completion:current',
    );
    expect(shape(orderSteps(5))).toBe('submit:done payment:done goodsOut:done receipt:done completion:done');
    expect(shape(orderSteps(6))).toBe('submit:done canceled:failed');
    expect(shape(orderSteps(6, { lastStatus: 2 }))).toBe('submit:done payment:done canceled:failed');
    expect(orderSteps(1)[0]!.label.message).toBe('Submit order');
  });
});

describe('refund status', () => {
  it('has the contract codes and glossary labels', () => {
    expect(RefundStatus).toEqual({
      applied: 1,
      sellerAccepted: 2,
      buyerShipped: 3,
      sellerReceived: 4,
      refunded: 5,
      withdrawn: 6,
      refused: 7,
      closed: -1,
    });
    expect(refundStatusLabels[1].message).toBe('Buyer application');
    expect(refundStatusLabels[-1].message).toBe('Refund closed');
    expect(isRefundStatus(-1)).toBe(true);
    expect(isRefundStatus(0)).toBe(false);
  });

  it('lists the reasons of the spec, group failure only for the system', () => {
    expect(refundReasons).toHaveLength(8);
    expect(buyerRefundReasons).not.toContain('groupFailure');
    for (const r of refundReasons) expect(refundReasonLabels[r].id).toBe(`refundReason.${r}`);
  });

  it('allows only the refund transitions of each flow', () => {
    expect(refundMachine(1)).toBe(refundOnlyMachine);
    expect(refundMachine(2)).toBe(returnRefundMachine);
    expect(refundOnlyMachine.canTransition(2, 5)).toBe(true);
    expect(refundOnlyMachine.canTransition(2, 3)).toBe(false);
    expect(returnRefundMachine.canTransition(2, 3)).toBe(true);
    expect(returnRefundMachine.canTransition(2, 5)).toBe(false);
    expect(returnRefundMachine.canTransition(2, -1)).toBe(true);
    expect(returnRefundMachine.canTransition(3, 4)).toBe(true);
    expect(returnRefundMachine.canTransition(4, 5)).toBe(true);
    for (const m of [refundOnlyMachine, returnRefundMachine]) {
      expect(m.canTransition(1, 2)).toBe(true);
      expect(m.canTransition(1, 6)).toBe(true);
      expect(m.canTransition(1, 7)).toBe(true);
      expect(m.canTransition(7, 1)).toBe(true);
      expect(m.canTransition(5, 1)).toBe(false);
      expect(m.isTerminal(5)).toBe(true);
      expect(m.isTerminal(6)).toBe(true);
      expect(m.isTerminal(-1)).toBe(true);
    }
  });

  it('renders the return-and-refund progress', () => {
    expect(shape(refundSteps(2, 1))).toBe(
      'apply:done accept:current ship:pending receive:pending success:pending',
    );
    expect(shape(refundSteps(2, 2))).toBe(
      'apply:done accept:done ship:current receive:pending success:pending',
    );
    expect(shape(refundSteps(2, 3))).toBe('apply:done accept:done ship:done receive:current success:pending');
    expect(shape(refundSteps(2, 4))).toBe('apply:done accept:done ship:done receive:done success:current');
    expect(shape(refundSteps(2, 5))).toBe('apply:done accept:done ship:done receive:done success:done');
  });

  it('renders the refund-only progress without shipping and receipt', () => {
    expect(shape(refundSteps(1, 1))).toBe('apply:done accept:current success:pending');
    expect(shape(refundSteps(1, 2))).toBe('apply:done accept:done success:current');
    expect(shape(refundSteps(1, 5))).toBe('apply:done accept:done success:done');
  });

  it('renders the alternative ends', () => {
    expect(shape(refundSteps(2, 6))).toBe('apply:done withdrawn:failed');
    expect(shape(refundSteps(1, 7))).toBe('apply:done refused:failed');
    expect(shape(refundSteps(2, -1))).toBe('apply:done accept:done closed:failed');
    expect(shape(refundSteps(2, 7, { lastStatus: 4 }))).toBe(
      'apply:done accept:done ship:done receive:done refused:failed',
    );
    expect(shape(refundSteps(1, 6, { lastStatus: 2 }))).toBe('apply:done accept:done withdrawn:failed');
    expect(refundSteps(2, -1).at(-1)!.label.message).toBe('Refund closed');
  });
});

describe('other states', () => {
  it('uses the coupon list codes', () => {
    expect(CouponStatus).toEqual({ expired: 0, notUsed: 1, used: 2 });
  });

  it('tells the activity state from the time and stock', () => {
    const a = { startTime: 1000, endTime: 2000, stock: 3 };
    expect(activityState(a, 999)).toBe('notStarted');
    expect(activityState(a, 1000)).toBe('ongoing');
    expect(activityState({ ...a, stock: 0 }, 1500)).toBe('soldOut');
    expect(activityState(a, 2000)).toBe('ended');
    expect(activityState({ startTime: new Date(0), endTime: new Date(10) }, 5)).toBe('ongoing');
  });

  it('moves invoices and store applications only as allowed', () => {
    expect(invoiceMachine.canTransition(1, 2)).toBe(true);
    expect(invoiceMachine.canTransition(2, 1)).toBe(false);
    expect(storeApplicationMachine.canTransition(0, 1)).toBe(true);
    expect(storeApplicationMachine.canTransition(0, -1)).toBe(true);
    expect(storeApplicationMachine.canTransition(-1, 0)).toBe(true);
    expect(storeApplicationMachine.canTransition(1, 2)).toBe(true);
    expect(storeApplicationMachine.canTransition(-1, 1)).toBe(false);
    expect(storeApplicationMachine.canTransition(2, 1)).toBe(false);
  });
});
