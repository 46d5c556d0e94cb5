import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { frozenClock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import { demoOrderPage, demoOrders } from '../../storybook/fixtures/orders.ts';
import { MyOrdersScreen, type MyOrdersScreenProps } from './MyOrdersScreen.tsx';
import { enHref, isEn, say } from '../../storybook/say.ts';

const NOW = Date.parse('2026-06-18T10:00:00+08:00');
const empty = { records: [], total: 0, size: 10, current: 1, pages: 0 };

const meta = {
  title: 'Screens/MyOrdersScreen',
  component: MyOrdersScreen,
  args: {
    tab: 'all',
    clock: frozenClock(NOW),
    counts: { pendingPayment: 1, pendingDelivery: 1, pendingReceipt: 1, pendingEvaluation: 1 },
    onTabChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onCancel: fn(),
    onConfirmReceipt: fn(),
    onDelete: fn(),
    onBuyAgain: fn(),
    onPayExpired: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <MyOrdersScreen page={demoOrderPage({ en: isEn(globals) })} {...args} />,
} satisfies Meta<typeof MyOrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-order-number]')];

/** All orders: one card per order with its state; the tabs carry the centre's counts. */
export const Full: Story = {
  args: { href: enHref },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部订单' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /待付款/ })).toHaveTextContent('1');
    await expect(cards(canvasElement)).toHaveLength(6);
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:15:00');
    // A link is handed to the router with the built address.
    await userEvent.click(canvas.getByRole('link', { name: '立即支付' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/payment?orderNumbers=20260618094500000001');
  },
};

/** Choosing a tab reports it (the app puts it in the address and loads its orders). */
export const ChangeTab: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /待收货/ }));
    await expect(args.onTabChange).toHaveBeenCalledWith('pendingReceipt');
    await userEvent.click(canvas.getByRole('tab', { name: '已取消' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('canceled');
  },
};

/** Each action reports the order: cancel and receipt and delete after a confirmation, buy again at once. */
export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    const [unpaid, paid, shipped, toReview] = cards(canvasElement).map((c) => within(c));
    const confirm = async () => {
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    };
    await userEvent.click(unpaid!.getByRole('button', { name: '取消订单' }));
    await confirm();
    await expect(args.onCancel).toHaveBeenCalledWith('20260618094500000001');
    await userEvent.click(paid!.getByRole('button', { name: '再次购买' }));
    await expect(args.onBuyAgain).toHaveBeenCalledWith(demoOrders().pendingDelivery);
    await userEvent.click(shipped!.getByRole('button', { name: '确认收货' }));
    await confirm();
    await expect(args.onConfirmReceipt).toHaveBeenCalledWith('20260616110000000003');
    await userEvent.click(toReview!.getByRole('button', { name: '删除订单' }));
    await confirm();
    await expect(args.onDelete).toHaveBeenCalledWith('20260610120000000004');
  },
};

/** An action running on one order: its buttons wait, the other orders' do not. */
export const Busy: Story = {
  args: { busy: { orderNumber: '20260616110000000003', action: 'confirmReceipt' } },
  play: async ({ canvasElement }) => {
    const list = cards(canvasElement);
    await expect(within(list[2]!).getByRole('button', { name: '确认收货' })).toBeDisabled();
    await expect(within(list[0]!).getByRole('button', { name: '取消订单' })).toBeEnabled();
  },
};

/** More than one page: the pager reports the page chosen. */
export const Paged: Story = {
  render: (args) => (
    <MyOrdersScreen
      {...args}
      tab="pendingPayment"
      page={demoOrderPage({ records: [demoOrders().pendingPayment], current: 1, size: 1, total: 3 })}
    />
  ),
  play: async ({ canvas, args }) => {
    const pager = within(canvas.getByRole('navigation', { name: '分页' }));
    await userEvent.click(pager.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A tab without orders says so in its own words and offers the way to shop. */
export const EmptyTab: Story = {
  args: { tab: 'pendingReceipt', page: empty, href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('暂无订单：待收货')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '去逛逛' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en');
  },
};

/** On a phone the tabs scroll sideways and the chosen one is brought into view. */
export const ChosenTabInView: Story = {
  args: { tab: 'canceled', page: empty },
  globals: matrix.zhMobile,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: '订单状态' });
    const tab = canvas.getByRole('tab', { name: '已取消' });
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const box = list.getBoundingClientRect();
    const rect = tab.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(box.right + 1);
    await expect(rect.left).toBeGreaterThanOrEqual(box.left - 1);
  },
};

/** No orders at all. */
export const NoOrders: Story = {
  args: { page: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无订单')).toBeVisible();
  },
};

/** A page past the last one: back to the first page. */
export const PastTheLastPage: Story = {
  args: { page: { records: [], total: 4, size: 10, current: 3, pages: 1 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '返回第一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};

/** Loading for longer than 200 ms: skeleton cards. */
export const Loading: Story = {
  render: (args) => <MyOrdersScreen {...args} loading />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载订单');
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

/** The orders could not be loaded: a message and retry. */
export const LoadError: Story = {
  render: (args) => <MyOrdersScreen {...args} error />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('订单加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function AllMyOrdersStates({ page, ...args }: MyOrdersScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-3';
  return (
    <div className="grid items-start gap-4 p-2 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid gap-4">
        <MyOrdersScreen {...args} className={panel} page={page} />
        <MyOrdersScreen {...args} className={panel} loading />
      </div>
      <div className="grid gap-4">
        <MyOrdersScreen {...args} className={panel} tab="canceled" page={empty} />
        <MyOrdersScreen {...args} className={panel} error />
      </div>
    </div>
  );
}

/** An unpaid order on a paged list, an empty tab, loading and the error. */
export const AllStates: Story = {
  render: (args, { globals }) => {
    const all = demoOrders({ en: isEn(globals) });
    return (
      <AllMyOrdersStates
        {...args}
        page={demoOrderPage({ records: [all.pendingPayment], size: 1, total: 6 })}
      />
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(cards(canvasElement)).toHaveLength(1);
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '我的订单', 'My orders') }),
    ).toHaveLength(4);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '订单加载失败', 'The orders could not be loaded'),
    );
    await expect(canvas.getByText(say(globals, '暂无订单：已取消', 'No orders: Canceled'))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
