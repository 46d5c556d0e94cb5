import { forwardRef } from 'react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { formatDate, OrderStatus, orderSteps, parseMallDateTime, type OrderStepKey } from '@mall/domain';
import { Steps, type StepItem, type StepsProps } from '../../primitives/Steps/index.ts';

/** The times an order record carries (GET /p/myOrder/orderDetail), as the wire writes them. */
export interface OrderTimes {
  createTime?: string | null;
  payTime?: string | null;
  dvyTime?: string | null;
  finallyTime?: string | null;
  cancelTime?: string | null;
}

export interface OrderTimelineProps extends Omit<StepsProps, 'items'> {
  /** The order's `status`. */
  status: OrderStatus;
  /** When each step happened; the step of each time is `timelineTimes`' choice. */
  times?: OrderTimes;
  /**
   * For a cancelled order: the status before the cancellation. Without it, it is read from the times
   * (shipped, paid, otherwise unpaid).
   */
  lastStatus?: OrderStatus;
}

/** The status a cancelled order had before it was closed, as far as its times tell. */
export function statusBeforeCancel(times: OrderTimes | undefined): OrderStatus {
  if (times?.dvyTime) return OrderStatus.pendingReceipt;
  if (times?.payTime) return OrderStatus.pendingDelivery;
  return OrderStatus.pendingPayment;
}

/** The wire time of each timeline step: submit, payment, goods out, receipt and completion, cancellation. */
export function timelineTimes(times: OrderTimes | undefined): Partial<Record<OrderStepKey, string>> {
  const out: Partial<Record<OrderStepKey, string>> = {};
  if (times?.createTime) out.submit = times.createTime;
  if (times?.payTime) out.payment = times.payTime;
  if (times?.dvyTime) out.goodsOut = times.dvyTime;
  if (times?.finallyTime) {
    out.receipt = times.finallyTime;
    out.completion = times.finallyTime;
  }
  if (times?.cancelTime) out.canceled = times.cancelTime;
  return out;
}

function StepTime({ value }: { value: string }) {
  const ms = parseMallDateTime(value);
  if (Number.isNaN(ms)) return null;
  return <time dateTime={new Date(ms).toISOString()}>{formatDate(ms, 'YYYY-MM-DD hh:mm')}</time>;
}

/**
 * The order timeline of spec section 4, from domain's `orderSteps`: submit order, buyer payment, goods
 * out, waiting for receipt, completion, with the time of each step passed and the step now waiting
 * marked current. A cancelled order shows the steps it had passed and then a failed "canceled" step.
 * Horizontal from the md breakpoint and vertical below it by default.
 */
export const OrderTimeline = forwardRef<HTMLOListElement, OrderTimelineProps>(function OrderTimeline(
  { status, times, lastStatus, ...props },
  ref,
) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const before = status === OrderStatus.canceled ? (lastStatus ?? statusBeforeCancel(times)) : undefined;
  const at = timelineTimes(times);
  const items: StepItem[] = orderSteps(status, before === undefined ? {} : { lastStatus: before }).map(
    (step) => {
      const time = step.state === 'done' || step.state === 'failed' ? at[step.key] : undefined;
      return {
        key: step.key,
        title: i18n._(step.label),
        status: step.state,
        ...(time === undefined ? {} : { time: <StepTime value={time} /> }),
      };
    },
  );
  return <Steps ref={ref} aria-label={t`Order progress`} items={items} {...props} />;
});
