import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useLingui } from '@lingui/react';
import {
  RefundApplyType,
  RefundStatus,
  refundApplyTypeLabels,
  refundStatusLabels,
  refundSteps,
  type RefundStepKey,
} from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { RefundStepper, type RefundStepperProps } from './RefundStepper.tsx';

const meta = {
  title: 'Mall/RefundStepper',
  component: RefundStepper,
  args: { applyType: RefundApplyType.returnAndRefund, status: RefundStatus.applied },
} satisfies Meta<typeof RefundStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

// The glossary's words for the steps, written out here so a wrong label fails the stories.
const titles: Record<'zh' | 'en', Record<RefundStepKey, string>> = {
  zh: {
    apply: '买家申请',
    accept: '卖家处理',
    ship: '买家发货',
    receive: '卖家收货',
    success: '退款成功',
    withdrawn: '买家撤销申请',
    refused: '商家拒绝',
    closed: '退款关闭',
  },
  en: {
    apply: 'Buyer application',
    accept: 'Seller acceptance',
    ship: 'Buyer shipping',
    receive: 'Seller receipt',
    success: 'Refund successful',
    withdrawn: 'Buyer withdrew the application',
    refused: 'Merchant refused',
    closed: 'Refund closed',
  },
};

interface Expected {
  /** The steps in order. */
  steps: RefundStepKey[];
  /** The step marked aria-current (none when the refund succeeded or ended). */
  current?: RefundStepKey;
  /** The failed terminal step of an alternative end. */
  failed?: RefundStepKey;
}

/** A story of one status: checks the step titles, the current step and the failed end. */
function flow(args: Partial<RefundStepperProps>, expected: Expected): Story {
  return {
    args,
    play: async ({ canvasElement, globals }) => {
      const locale = globals.locale === 'en' ? 'en' : 'zh';
      const name = locale === 'en' ? 'Refund progress' : '退款进度';
      const list = within(canvasElement).getByRole('list', { name });
      const items = within(list).getAllByRole('listitem');
      await expect(items).toHaveLength(expected.steps.length);
      for (const [i, key] of expected.steps.entries()) {
        await expect(items[i]).toHaveTextContent(titles[locale][key]);
      }
      const current = list.querySelectorAll('[aria-current="step"]');
      if (expected.current) {
        await expect(current).toHaveLength(1);
        await expect(current[0]).toHaveTextContent(titles[locale][expected.current]);
        const at = expected.steps.indexOf(expected.current);
        await expect(items.map((item) => item.getAttribute('data-status'))).toEqual(
          expected.steps.map((_, i) => (i < at ? 'done' : i === at ? 'current' : 'pending')),
        );
      } else {
        await expect(current).toHaveLength(0);
      }
      if (expected.failed) {
        const last = items.at(-1)!;
        await expect(last).toHaveAttribute('data-status', 'failed');
        await expect(last).toHaveTextContent(titles[locale][expected.failed]);
        for (const item of items.slice(0, -1)) await expect(item).toHaveAttribute('data-status', 'done');
      } else {
        await expect(list.querySelector('[data-status="failed"]')).toBeNull();
      }
    },
  };
}

const RR = RefundApplyType.returnAndRefund;
const RO = RefundApplyType.refundOnly;
const returnPath: RefundStepKey[] = ['apply', 'accept', 'ship', 'receive', 'success'];
const refundOnlyPath: RefundStepKey[] = ['apply', 'accept', 'success'];

// Return and refund: every status.
export const ReturnApplied = flow(
  { applyType: RR, status: RefundStatus.applied },
  { steps: returnPath, current: 'accept' },
);
export const ReturnSellerAccepted = flow(
  { applyType: RR, status: RefundStatus.sellerAccepted },
  { steps: returnPath, current: 'ship' },
);
export const ReturnBuyerShipped = flow(
  { applyType: RR, status: RefundStatus.buyerShipped },
  { steps: returnPath, current: 'receive' },
);
export const ReturnSellerReceived = flow(
  { applyType: RR, status: RefundStatus.sellerReceived },
  { steps: returnPath, current: 'success' },
);
export const ReturnRefunded = flow({ applyType: RR, status: RefundStatus.refunded }, { steps: returnPath });
export const ReturnWithdrawn = flow(
  { applyType: RR, status: RefundStatus.withdrawn },
  { steps: ['apply', 'withdrawn'], failed: 'withdrawn' },
);
export const ReturnRefused = flow(
  { applyType: RR, status: RefundStatus.refused },
  { steps: ['apply', 'refused'], failed: 'refused' },
);
/** Refused after inspecting the returned goods: the steps reached stay done before the failed end. */
export const ReturnRefusedAfterReceipt = flow(
  { applyType: RR, status: RefundStatus.refused, lastStatus: RefundStatus.sellerReceived },
  { steps: ['apply', 'accept', 'ship', 'receive', 'refused'], failed: 'refused' },
);
/** No logistics information in time after the seller accepted: the request closes. */
export const ReturnClosed = flow(
  { applyType: RR, status: RefundStatus.closed },
  { steps: ['apply', 'accept', 'closed'], failed: 'closed' },
);

// Refund only: no shipping and receipt steps.
export const RefundOnlyApplied = flow(
  { applyType: RO, status: RefundStatus.applied },
  { steps: refundOnlyPath, current: 'accept' },
);
export const RefundOnlySellerAccepted = flow(
  { applyType: RO, status: RefundStatus.sellerAccepted },
  { steps: refundOnlyPath, current: 'success' },
);
export const RefundOnlyRefunded = flow(
  { applyType: RO, status: RefundStatus.refunded },
  { steps: refundOnlyPath },
);
export const RefundOnlyWithdrawn = flow(
  { applyType: RO, status: RefundStatus.withdrawn, lastStatus: RefundStatus.sellerAccepted },
  { steps: ['apply', 'accept', 'withdrawn'], failed: 'withdrawn' },
);
export const RefundOnlyRefused = flow(
  { applyType: RO, status: RefundStatus.refused },
  { steps: ['apply', 'refused'], failed: 'refused' },
);
export const RefundOnlyClosed = flow(
  { applyType: RO, status: RefundStatus.closed },
  { steps: ['apply', 'accept', 'closed'], failed: 'closed' },
);

/** Times appear under their steps, in the mall's time zone; a refusal says the buyer may apply again. */
export const WithTimes: Story = {
  args: {
    applyType: RR,
    status: RefundStatus.refused,
    lastStatus: RefundStatus.sellerAccepted,
    times: { apply: Date.UTC(2026, 5, 18, 2, 0), accept: '2026-06-18T06:30:00Z', refused: new Date(NaN) },
  },
  play: async ({ canvas, globals }) => {
    const applied = canvas.getByText('2026-06-18 10:00');
    await expect(applied.tagName).toBe('TIME');
    await expect(applied).toHaveAttribute('dateTime', '2026-06-18T02:00:00.000Z');
    await expect(canvas.getByText('2026-06-18 14:30')).toBeInTheDocument();
    // An unreadable time is left out rather than shown as "Invalid Date".
    await expect(canvas.getAllByRole('listitem')[2]!.querySelector('time')).toBeNull();
    await expect(
      canvas.getByText(
        globals.locale === 'en'
          ? 'You can edit the application and submit it again'
          : '您可以修改申请后重新提交',
      ),
    ).toBeInTheDocument();
  },
};

/** The layout can be fixed: vertical in a narrow column even on PC. */
export const Vertical: Story = {
  args: { applyType: RR, status: RefundStatus.buyerShipped, orientation: 'vertical' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '退款进度' });
    await expect(getComputedStyle(list).flexDirection).toBe('column');
  },
};

export const Horizontal: Story = {
  args: { applyType: RR, status: RefundStatus.buyerShipped, orientation: 'horizontal' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '退款进度' });
    await expect(getComputedStyle(list).flexDirection).toBe('row');
  },
};

interface Case {
  applyType: RefundApplyType;
  status: RefundStatus;
  lastStatus?: RefundStatus;
  /** Show the times of the steps passed (only on some cases, to keep the picture compact). */
  withTimes?: boolean;
  /** Leave out the default "you can apply again" line of a refusal. */
  noHint?: boolean;
}

const cases: Case[] = [
  ...[1, 2, 3, 4, 5, 6, 7, -1].map((status) => ({
    applyType: RR,
    status: status as RefundStatus,
    withTimes: status === 5 || status === -1,
  })),
  { applyType: RR, status: RefundStatus.refused, lastStatus: RefundStatus.sellerReceived, noHint: true },
  ...[1, 2, 5, 6, 7].map((status) => ({
    applyType: RO,
    status: status as RefundStatus,
    withTimes: status === 5,
  })),
];

/** Fixed instants, one per step passed (the application, then every 4 hours). */
const APPLIED_AT = Date.UTC(2026, 5, 18, 2, 0);

/** Times of the steps a case has passed (done, or its failed end), never of steps still ahead. */
function timesOf(applyType: RefundApplyType, status: RefundStatus, lastStatus?: RefundStatus) {
  const steps = refundSteps(applyType, status, lastStatus === undefined ? {} : { lastStatus });
  return Object.fromEntries(
    steps
      .filter((step) => step.state === 'done' || step.state === 'failed')
      .map((step, i) => [step.key, APPLIED_AT + i * 4 * 3_600_000]),
  );
}

function AllRefundSteppers() {
  const { i18n } = useLingui();
  return (
    <div className="grid w-full grid-cols-1 gap-x-4 gap-y-5 lg:grid-cols-3">
      {cases.map(({ applyType, status, lastStatus, withTimes, noHint }, index) => (
        <section key={index} className="flex min-w-0 flex-col gap-2">
          <h3 className="m-0 text-sm font-medium text-neutral-600">
            {i18n._(refundApplyTypeLabels[applyType])} · {i18n._(refundStatusLabels[status])}
          </h3>
          <RefundStepper
            applyType={applyType}
            status={status}
            {...(lastStatus === undefined ? {} : { lastStatus })}
            {...(withTimes ? { times: timesOf(applyType, status, lastStatus) } : {})}
            {...(noHint ? { descriptions: { refused: null } } : {})}
          />
        </section>
      ))}
    </div>
  );
}

/** Every status of both flows, with times, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllRefundSteppers />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    const lists = canvas.getAllByRole('list', { name: en ? 'Refund progress' : '退款进度' });
    await expect(lists).toHaveLength(cases.length);
    await expect(
      canvas.getAllByRole('heading', { name: en ? /^Return and refund/ : /^退货退款/ }),
    ).toHaveLength(9);
    await expect(canvas.getAllByRole('heading', { name: en ? /^Refund only/ : /^仅退款/ })).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('[data-status="failed"]')).toHaveLength(6);
    // The hint follows both refusals except the one drawn with `descriptions={{ refused: null }}`.
    const hint = en ? 'You can edit the application and submit it again' : '您可以修改申请后重新提交';
    await expect(canvas.getAllByText(hint)).toHaveLength(2);
    await expect(canvas.getAllByText(en ? 'Merchant refused' : '商家拒绝').length).toBeGreaterThan(0);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
