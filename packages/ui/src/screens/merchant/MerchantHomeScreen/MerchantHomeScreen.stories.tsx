import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { allStatesParameters, ConsoleCanvas, loadFailedPlay } from '../../../storybook/console.tsx';
import {
  chatStaffDashboard,
  newStoreDashboard,
  ordersStaffDashboard,
  ownerDashboard,
} from '../../../storybook/fixtures/merchantDashboard.ts';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { MerchantHomeScreen } from './index.ts';

const retry = fn();
const navigate = fn();

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#15803d"/><circle cx="32" cy="34" r="16" fill="#fff"/></svg>',
  );

const ownerSections = [
  { key: 'products', label: '商品', href: '/merchant-center/products' },
  { key: 'orders', label: '订单', href: '/merchant-center/orders' },
  { key: 'staff', label: '员工', href: '/merchant-center/staff' },
];
const ownerLinks = { toShip: '/merchant-center/orders?status=2' };

const meta = {
  title: 'Screens/Merchant/MerchantHomeScreen',
  component: MerchantHomeScreen,
  // The screen at a fixed width: the chart's canvas draws the same pixels every time.
  decorators: [
    (Story) => (
      <ConsoleCanvas>
        <div className="w-[1000px]">
          <Story />
        </div>
      </ConsoleCanvas>
    ),
  ],
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    store: { name: '鲜果小铺', logo, open: true },
    accountName: 'shop1',
    roleLabel: '店主',
    dashboard: ownerDashboard,
    sections: ownerSections,
    links: ownerLinks,
    onNavigate: navigate,
  },
} satisfies Meta<typeof MerchantHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An open store: its logo, name, an "open" tag and who is signed in; no offline notice. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '鲜果小铺' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '鲜果小铺的店铺标志' })).toBeVisible();
    await expect(canvas.getByText('营业中')).toBeVisible();
    await expect(canvas.getByText('当前登录：shop1（店主）')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/**
 * The owner's dashboard: today's and the last 30 days' figures, what waits for the store, the chart and
 * the sections; a plain click on a link goes to the app's router.
 */
export const Dashboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    navigate.mockClear();
    const today = within(canvas.getByRole('region', { name: '今日' }));
    await expect(today.getByText('2026-03-10')).toBeVisible();
    await expect(today.getByText('¥1612.50')).toBeVisible();
    await expect(today.getByText('236')).toBeVisible();
    await expect(today.getByText('1 笔售后已退款')).toBeVisible();
    const month = within(canvas.getByRole('region', { name: '近30天' }));
    await expect(month.getByText('¥36208.40')).toBeVisible();
    await expect(month.getByText('5120')).toBeVisible();
    const waiting = within(canvas.getByRole('region', { name: '待处理' }));
    await expect(waiting.getByText('14')).toBeVisible();
    await expect(waiting.getByText('3')).toBeVisible();
    // No address for the after-sales or the chat: their cards have no link.
    await expect(waiting.getAllByRole('link')).toHaveLength(1);
    await userEvent.click(waiting.getByRole('link', { name: '去发货' }));
    await expect(navigate).toHaveBeenLastCalledWith('/merchant-center/orders?status=2');
    const chart = canvas.getByRole('region', { name: '近30天每日销售额' });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    await expect(within(chart).getAllByRole('row')).toHaveLength(31);
    const nav = within(canvas.getByRole('navigation', { name: '功能入口' }));
    await userEvent.click(nav.getByRole('link', { name: '订单' }));
    await expect(navigate).toHaveBeenLastCalledWith('/merchant-center/orders');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  },
};

/** An orders staff account: no visitors and no chats, the rest as the owner's. */
export const OrdersStaff: Story = {
  args: { dashboard: ordersStaffDashboard, accountName: 'packer', roleLabel: '订单与售后' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('访客数')).toBeNull();
    await expect(canvas.queryByText('未回复会话')).toBeNull();
    // Today's and the last 30 days' cards (the chart's hidden table names its column so too).
    await expect(canvas.getAllByText('支付订单数', { selector: 'p' })).toHaveLength(2);
    await expect(canvas.getByText('待发货订单')).toBeVisible();
  },
};

/** A customer-service account: the unanswered chats alone, no sales, no chart. */
export const ChatStaff: Story = {
  args: { dashboard: chatStaffDashboard, sections: [], links: { chats: '/merchant-center/chat' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: '今日' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: '近30天每日销售额' })).toBeNull();
    await expect(canvas.getByText('未回复会话')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去回复' })).toHaveAttribute(
      'href',
      '/merchant-center/chat',
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A new store: zeros, and the chart says nothing was sold yet. */
export const NothingSold: Story = {
  args: { dashboard: newStoreDashboard },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('这些天还没有销售。')).toBeVisible();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await expect(canvas.getAllByText('¥0.00').length).toBeGreaterThanOrEqual(4);
  },
};

/** A store the platform took offline says so, and what it means. */
export const Offline: Story = {
  args: { store: { name: '鲜果小铺', logo: '', open: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已下线')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('平台已将您的店铺下线');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** While the store and its figures load: placeholders, marked busy. */
export const Loading: Story = {
  args: { store: undefined, accountName: undefined, dashboard: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    // Each card and the chart say "loading".
    await expect(canvas.getAllByRole('status').length).toBeGreaterThanOrEqual(12);
  },
};

/** The store could not be loaded: a message and a retry. */
export const Failed: Story = {
  args: { store: undefined, failed: true, onRetry: retry },
  play: async ({ canvas }) => {
    retry.mockClear();
    await expect(canvas.getByText('店铺信息加载失败。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** The figures could not be loaded: an alert and a retry in their place. */
export const DashboardFailed: Story = {
  args: { dashboard: undefined, dashboardFailed: true, onRetryDashboard: fn() },
  play: async (context) => {
    await loadFailedPlay('店铺数据加载失败。')({
      canvasElement: context.canvasElement,
      args: { onRetry: context.args.onRetryDashboard },
    });
  },
};

function AllHomes() {
  const { t } = useLingui();
  const name = t`Fresh Fruit Shop`;
  const sections = [
    { key: 'products', label: t`Products`, href: '/merchant-center/products' },
    { key: 'orders', label: t`Orders`, href: '/merchant-center/orders' },
  ];
  return (
    <ConsoleCanvas stack>
      <div className="flex w-[1000px] flex-col gap-8">
        <MerchantHomeScreen
          store={{ name, logo, open: true }}
          accountName="shop1"
          roleLabel={t`Store owner`}
          dashboard={ownerDashboard}
          sections={sections}
          links={{ toShip: '/merchant-center/orders?status=2', afterSales: '/merchant-center/after-sales' }}
        />
        <MerchantHomeScreen
          store={{ name, logo: '', open: false }}
          accountName="clerk"
          dashboard={chatStaffDashboard}
        />
        <MerchantHomeScreen store={{ name, logo, open: true }} dashboard={newStoreDashboard} />
        <MerchantHomeScreen />
        <MerchantHomeScreen
          failed
          onRetry={() => undefined}
          dashboardFailed
          onRetryDashboard={() => undefined}
        />
      </div>
    </ConsoleCanvas>
  );
}

/** The owner's dashboard, a chat account's on an offline store, a new store, loading and failed (PC only). */
export const AllStates: Story = {
  render: () => <AllHomes />,
  decorators: [(Story) => <Story />],
  parameters: allStatesParameters,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('canvas')).toHaveLength(1));
    await expect(canvas.getAllByText(say(globals, '营业中', 'Open'))).toHaveLength(2);
    await expect(canvas.getByText(say(globals, '已下线', 'Offline'))).toBeVisible();
    await expect(canvas.getByText('¥36208.40')).toBeVisible();
    await expect(
      canvas.getByText(say(globals, '这些天还没有销售。', 'No sales in these days yet.')),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
