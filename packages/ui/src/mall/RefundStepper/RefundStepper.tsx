import { forwardRef, type ReactNode } from 'react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import {
  formatDate,
  refundSteps,
  type RefundApplyType,
  type RefundStatus,
  type RefundStepKey,
} from '@mall/domain';
import { Steps, type StepItem, type StepsProps } from '../../primitives/Steps/index.ts';

export interface RefundStepperProps extends Omit<StepsProps, 'items'> {
  /** Service type: 1 refund only, 2 return and refund. */
  applyType: RefundApplyType;
  /** The refund's `returnMoneySts`. */
  status: RefundStatus;
  /**
   * For an alternative end (withdrawn, refused, closed): the status before it, so the stepper shows how
   * far the refund got. Without it domain assumes the usual point (see `refundSteps`).
   */
  lastStatus?: RefundStatus;
  /** When each step happened (ms, Date or ISO string), shown under its title in the mall's time zone. */
  times?: Partial<Record<RefundStepKey, number | Date | string>>;
  /**
   * A second line under a step's title; a refusal says by default that the buyer may apply again
   * (`null` removes it).
   */
  descriptions?: Partial<Record<RefundStepKey, ReactNode>>;
}

function StepTime({ value }: { value: number | Date | string }) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{formatDate(date, 'YYYY-MM-DD hh:mm')}</time>;
}

/**
 * The progress of an after-sales request, from domain's `refundSteps`: application, seller acceptance,
 * buyer shipping, seller receipt and refund success for a return and refund; refund only skips the
 * shipping and receipt. A withdrawn, refused or closed request ends in a failed step. Horizontal from
 * the md breakpoint and vertical below it by default (`orientation` fixes one).
 */
export const RefundStepper = forwardRef<HTMLOListElement, RefundStepperProps>(function RefundStepper(
  { applyType, status, lastStatus, times, descriptions, ...props },
  ref,
) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const defaults: Partial<Record<RefundStepKey, ReactNode>> = {
    refused: t`You can edit the application and submit it again`,
  };
  const items: StepItem[] = refundSteps(
    applyType,
    status,
    lastStatus === undefined ? {} : { lastStatus },
  ).map((step) => {
    const time = times?.[step.key];
    const custom = descriptions?.[step.key];
    const description =
      custom !== undefined ? custom : step.state === 'failed' ? defaults[step.key] : undefined;
    return {
      key: step.key,
      title: i18n._(step.label),
      status: step.state,
      ...(description == null ? {} : { description }),
      ...(time === undefined ? {} : { time: <StepTime value={time} /> }),
    };
  });
  return <Steps ref={ref} aria-label={t`Refund progress`} items={items} {...props} />;
});
