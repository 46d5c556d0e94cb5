import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { OrderTimeline } from './OrderTimeline.tsx';

const meta = {
  title: 'Mall/OrderTimeline',
  component: OrderTimeline,
  args: { status: 1, times: { createTime: '2026-06-18 09:45:00' } },
} satisfies Meta<typeof OrderTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const steps = (root: HTMLElement) => [...root.querySelectorAll('li')];
const current = (root: HTMLElement) => root.querySelector('[aria-current="step"]');

/** Unpaid: the order is submitted (with its time) and the payment is the step now waiting. */
export const PendingPayment: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: '订单进度' })).toBeVisible();
    await expect(steps(canvasElement)).toHaveLength(5);
    await expect(current(canvasElement)).toHaveTextContent('买家付款');
    await expect(steps(canvasElement)[0]).toHaveTextContent('2026-06-18 09:45');
  },
};

/** Shipped: submit, payment and goods out done with their times; waiting for receipt is current. */
export const Shipped: Story = {
  args: {
    status: 3,
    times: {
      createTime: '2026-06-16 11:00:00',
      payTime: '2026-06-16 11:00:30',
      dvyTime: '2026-06-17 08:00:00',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('等待收货');
    await expect(steps(canvasElement)[2]).toHaveTextContent('2026-06-17 08:00');
  },
};

/** Completed: every step done, none current. */
export const Completed: Story = {
  args: {
    status: 5,
    times: {
      createTime: '2026-06-10 12:00:00',
      payTime: '2026-06-10 12:00:30',
      dvyTime: '2026-06-11 08:00:00',
      finallyTime: '2026-06-12 08:30:00',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toBeNull();
    await expect(steps(canvasElement)[4]).toHaveTextContent('完成');
    await expect(steps(canvasElement)[4]).toHaveTextContent('2026-06-12 08:30');
  },
};

/** Cancelled after payment: submit and payment done, then the failed "canceled" step with its time. */
export const CanceledAfterPayment: Story = {
  args: {
    status: 6,
    times: {
      createTime: '2026-05-30 14:00:00',
      payTime: '2026-05-30 14:00:30',
      cancelTime: '2026-05-30 14:30:00',
    },
  },
  play: async ({ canvasElement }) => {
    const list = steps(canvasElement);
    await expect(list).toHaveLength(3);
    await expect(list[2]).toHaveTextContent('已取消');
    await expect(list[2]).toHaveTextContent('2026-05-30 14:30');
  },
};

/** Every state at once. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6">
      <OrderTimeline orientation="horizontal" status={1} times={{ createTime: '2026-06-18 09:45:00' }} />
      <OrderTimeline
        orientation="horizontal"
        status={3}
        times={{
          createTime: '2026-06-16 11:00:00',
          payTime: '2026-06-16 11:00:30',
          dvyTime: '2026-06-17 08:00:00',
        }}
      />
      <OrderTimeline
        orientation="horizontal"
        status={5}
        times={{
          createTime: '2026-06-10 12:00:00',
          payTime: '2026-06-10 12:00:30',
          dvyTime: '2026-06-11 08:00:00',
          finallyTime: '2026-06-12 08:30:00',
        }}
      />
      <OrderTimeline
        orientation="horizontal"
        status={6}
        times={{ createTime: '2026-05-30 14:00:00', cancelTime: '2026-05-30 14:30:00' }}
      />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const en = globals.locale === 'en';
    const lists = within(canvasElement).getAllByRole('list', { name: en ? 'Order progress' : '订单进度' });
    await expect(lists).toHaveLength(4);
    await expect(lists[0]).toHaveTextContent(en ? 'Submit order' : '提交订单');
    await expect(lists[3]).toHaveTextContent(en ? 'Canceled' : '已取消');
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
