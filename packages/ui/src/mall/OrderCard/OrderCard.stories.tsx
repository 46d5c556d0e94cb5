import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { createClock } from '@sinonjs/fake-timers';
import { frozenClock, fromFakeClock, type Clock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import { demoOrders } from '../../storybook/fixtures/orders.ts';
import { OrderCard } from './OrderCard.tsx';

const enHref = (path: string) => `/en${path}`;
/** 2026-06-18 10:00 China time: the unpaid demo order (09:45) has 15 minutes left. */
const NOW = Date.parse('2026-06-18T10:00:00+08:00');
const orders = demoOrders();

const meta = {
  title: 'Mall/OrderCard',
  component: OrderCard,
  args: {
    order: orders.pendingPayment,
    clock: frozenClock(NOW),
    onCancel: fn(),
    onConfirmReceipt: fn(),
    onDelete: fn(),
    onBuyAgain: fn(),
    onPayExpired: fn(),
  },
} satisfies Meta<typeof OrderCard>;
export default meta;
type Story = StoryObj<typeof meta>;

async function confirmDialog(name: string) {
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Unpaid: pay now links to the payment page, the countdown shows the time left, cancel asks first. */
export const PendingPayment: Story = {
  args: { href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('待付款')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:15:00');
    await expect(canvas.getByRole('link', { name: '立即支付' })).toHaveAttribute(
      'href',
      '/en/payment?orderNumbers=20260618094500000001',
    );
    await expect(canvas.getByRole('link', { name: /订单详情/ })).toHaveAttribute(
      'href',
      '/en/order-detail?orderNumber=20260618094500000001',
    );
    // Not paid: no after-sales yet.
    await expect(canvas.queryByText('申请售后')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '取消订单' }));
    await confirmDialog('确定');
    await expect(args.onCancel).toHaveBeenCalledWith('20260618094500000001');
  },
};

/** The payment time runs out: the countdown reaches zero and the card says so once. */
export const PaymentExpires: Story = {
  loaders: [
    () => {
      const fake = createClock(NOW);
      return { fake, clock: fromFakeClock(fake) };
    },
  ],
  render: (args, { loaded }) => <OrderCard {...args} clock={loaded.clock as Clock} />,
  play: async ({ canvas, args, loaded }) => {
    const fake = loaded.fake as ReturnType<typeof createClock>;
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:15:00');
    await waitFor(() => expect(fake.countTimers()).toBeGreaterThan(0));
    fake.tick(14 * 60_000);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:01:00'));
    await expect(args.onPayExpired).not.toHaveBeenCalled();
    fake.tick(60_000);
    await waitFor(() => expect(args.onPayExpired).toHaveBeenCalledOnce());
    await expect(args.onPayExpired).toHaveBeenCalledWith('20260618094500000001');
  },
};

/** Paid: after-sales per item and buy again. */
export const PendingDelivery: Story = {
  args: { order: orders.pendingDelivery },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('待发货')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /申请售后/ })).toHaveAttribute(
      'href',
      '/user-center/apply-return?orderNumber=20260617100000000002&orderItemId=21',
    );
    await userEvent.click(canvas.getByRole('button', { name: '再次购买' }));
    await expect(args.onBuyAgain).toHaveBeenCalledWith(orders.pendingDelivery);
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** A pre-sale item says so with its shipping date. */
export const PreSaleItem: Story = {
  args: {
    order: {
      ...orders.pendingDelivery,
      orderItemDtos: orders.pendingDelivery.orderItemDtos.map((item, i) =>
        i === 0 ? { ...item, preSale: true, shipDate: '2026-12-20' } : item,
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('预售')).toBeVisible();
    await expect(canvas.getByText('预计 2026-12-20 发货')).toBeVisible();
  },
};

/** Shipped: logistics and confirm receipt (after a confirmation); an item under refund shows its state. */
export const PendingReceipt: Story = {
  args: { order: orders.pendingReceipt },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('待收货')).toBeVisible();
    await expect(canvas.getByText('买家申请')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /申请售后/ })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '查看物流' })).toHaveAttribute(
      'href',
      '/order-detail?orderNumber=20260616110000000003#logistics',
    );
    await userEvent.click(canvas.getByRole('button', { name: '确认收货' }));
    await confirmDialog('确定');
    await expect(args.onConfirmReceipt).toHaveBeenCalledWith('20260616110000000003');
  },
};

/** Completed with an item not reviewed: pending evaluation, review link, delete after a confirmation. */
export const PendingEvaluation: Story = {
  args: { order: orders.pendingEvaluation },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('待评价')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '评价' })).toHaveAttribute(
      'href',
      '/write-comments?orderNumber=20260610120000000004',
    );
    await userEvent.click(canvas.getByRole('button', { name: '删除订单' }));
    await confirmDialog('确定');
    await expect(args.onDelete).toHaveBeenCalledWith('20260610120000000004');
  },
};

/** Every item reviewed: evaluated, no review link. */
export const Evaluated: Story = {
  args: { order: orders.evaluated },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已评价')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '评价' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '删除订单' })).toBeEnabled();
  },
};

/** Cancelled: delete and buy again; while an action runs every button waits. */
export const CanceledBusy: Story = {
  args: { order: orders.canceled, busy: 'buyAgain' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已取消')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '再次购买' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: '删除订单' })).toBeDisabled();
  },
};

/** Every state. */
export const AllStates: Story = {
  render: (args, { globals }) => {
    const all = demoOrders({ en: globals.locale === 'en' });
    return (
      <div className="grid gap-3 md:grid-cols-2">
        {[all.pendingPayment, all.pendingReceipt, all.pendingEvaluation, all.canceled].map((order) => (
          <OrderCard key={order.orderNumber} {...args} order={order} />
        ))}
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText(en ? 'Pending payment' : '待付款')).toBeVisible();
    await expect(canvas.getByRole('link', { name: en ? 'Pay now' : '立即支付' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: en ? 'Confirm receipt' : '确认收货' })).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
