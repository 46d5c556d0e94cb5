import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { frozenClock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import { demoOrderDetail } from '../../storybook/fixtures/orders.ts';
import { OrderDetailScreen } from './OrderDetailScreen.tsx';
import { GroupTeamCard } from '../../mall/GroupTeamCard/index.ts';
import { groupTeam } from '../../storybook/fixtures/group.ts';
import { enHref, isEn, say } from '../../storybook/say.ts';

const NOW = Date.parse('2026-06-18T10:00:00+08:00');

const meta = {
  title: 'Screens/OrderDetailScreen',
  component: OrderDetailScreen,
  args: {
    clock: frozenClock(NOW),
    onRetry: fn(),
    onCancel: fn(),
    onConfirmReceipt: fn(),
    onDelete: fn(),
    onBuyAgain: fn(),
    onCopyOrderNumber: fn(),
    onContactService: fn(),
    onPayExpired: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => (
    <OrderDetailScreen order={demoOrderDetail('pendingReceipt', { en: isEn(globals) })} {...args} />
  ),
} satisfies Meta<typeof OrderDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function confirm() {
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Shipped: state, timeline, address, logistics, items with after-sales and refund state, amounts, invoice. */
export const Shipped: Story = {
  args: { href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '待收货' })).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: '订单进度' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('等待收货');
    const logistics = within(canvas.getByRole('region', { name: '物流信息' }));
    await expect(logistics.getByText('顺丰速运')).toBeVisible();
    await expect(logistics.getByText('SF1234567890123')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '收货地址' })).toHaveTextContent('李华');
    await expect(canvas.getByText('买家申请')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /申请售后/ })).toHaveAttribute(
      'href',
      '/en/user-center/apply-return?orderNumber=20260616110000000003&orderItemId=32',
    );
    const amounts = within(canvas.getByRole('region', { name: '金额' }));
    await expect(amounts.getByText('运费')).toBeVisible();
    await expect(amounts.getByText('实付款')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '查看发票' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/invoice-detail?orderNumber=20260616110000000003');
    await userEvent.click(canvas.getByRole('button', { name: '复制订单编号' }));
    await expect(args.onCopyOrderNumber).toHaveBeenCalledWith('20260616110000000003');
    // Contact customer service asks the order's store about this order.
    await userEvent.click(canvas.getByRole('button', { name: '联系客服' }));
    await expect(args.onContactService).toHaveBeenCalledWith(expect.any(Number), '20260616110000000003');
    await userEvent.click(
      canvas.getAllByRole('button', { name: '确认收货' }).find((b) => b.checkVisibility())!,
    );
    await confirm();
    await expect(args.onConfirmReceipt).toHaveBeenCalledWith('20260616110000000003');
  },
};

/** Unpaid: countdown, pay now, cancel; coupon and points reductions; no logistics yet. */
export const PendingPayment: Story = {
  render: (args) => <OrderDetailScreen {...args} order={demoOrderDetail('pendingPayment')} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:15:00');
    await expect(canvas.getByText('暂未发货')).toBeVisible();
    const amounts = within(canvas.getByRole('region', { name: '金额' }));
    await expect(amounts.getByText('优惠券')).toBeVisible();
    await expect(amounts.getByText('积分（500）')).toBeVisible();
    await expect(canvas.queryByText('申请售后')).toBeNull();
    await userEvent.click(
      canvas.getAllByRole('button', { name: '取消订单' }).find((b) => b.checkVisibility())!,
    );
    await confirm();
    await expect(args.onCancel).toHaveBeenCalledWith('20260618094500000001');
  },
};

/** Completed with one item to review: its own review link, delete and buy again; no invoice asked. */
export const PendingEvaluation: Story = {
  render: (args) => (
    <OrderDetailScreen {...args} order={demoOrderDetail('pendingEvaluation', { invoice: false })} />
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '待评价' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^评价：/ })).toHaveLength(1);
    await expect(canvas.getByText('未申请')).toBeVisible();
    await userEvent.click(
      canvas.getAllByRole('button', { name: '再次购买' }).find((b) => b.checkVisibility())!,
    );
    await expect(args.onBuyAgain).toHaveBeenCalledOnce();
  },
};

/** Cancelled: the timeline ends in the failed step; delete after a confirmation. */
export const Canceled: Story = {
  render: (args) => <OrderDetailScreen {...args} order={demoOrderDetail('canceled')} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: '订单进度' })).toHaveTextContent('已取消');
    await expect(canvas.getByText('2026-05-30 14:30:00')).toBeVisible();
    await userEvent.click(
      canvas.getAllByRole('button', { name: '删除订单' }).find((b) => b.checkVisibility())!,
    );
    await confirm();
    await expect(args.onDelete).toHaveBeenCalledWith('20260530140000000006');
  },
};

/** A group order waiting for its team: the team card (the app's GroupTeamCard) under the state. */
export const GroupOrder: Story = {
  render: (args) => (
    <OrderDetailScreen
      {...args}
      order={{ ...demoOrderDetail('pendingDelivery'), status: 7, orderType: 1, groupTeamId: 71 }}
      groupTeam={<GroupTeamCard team={groupTeam(1)} clock={args.clock!} onCopyLink={fn()} />}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '拼团中' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '拼团信息' })).toBeVisible();
    await expect(canvas.getByText('还差 1 人成团')).toBeVisible();
  },
};

/** An action running: the buttons wait. */
export const Busy: Story = {
  args: { busy: 'confirmReceipt' },
  play: async ({ canvas }) => {
    for (const b of canvas.getAllByRole('button', { name: '确认收货' })) await expect(b).toBeDisabled();
  },
};

/** An unknown order: the way back to my orders. */
export const NotFound: Story = {
  render: (args) => <OrderDetailScreen {...args} notFound />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('订单不存在')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回我的订单' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/user-center/uc-order');
  },
};

export const Loading: Story = {
  render: (args) => <OrderDetailScreen {...args} loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载订单');
  },
};

export const LoadError: Story = {
  render: (args) => <OrderDetailScreen {...args} error />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The full detail (paid, not shipped), with the loading, not-found and error panels beside it. */
export const AllStates: Story = {
  render: (args, { globals }) => {
    const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-2 md:p-2';
    return (
      <div className="grid items-start gap-3 p-2 md:grid-cols-[3fr_1fr_1fr]">
        <OrderDetailScreen
          {...args}
          className={panel}
          order={demoOrderDetail('pendingDelivery', { en: isEn(globals) })}
        />
        <div className="grid gap-3">
          <OrderDetailScreen {...args} className={panel} loading />
          <OrderDetailScreen {...args} className={panel} notFound />
        </div>
        <OrderDetailScreen {...args} className={panel} error />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: say(globals, '待发货', 'Pending delivery') }),
    ).toBeVisible();
    await expect(canvas.getByText(say(globals, '订单不存在', 'The order does not exist'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '订单加载失败', 'The order could not be loaded'),
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
