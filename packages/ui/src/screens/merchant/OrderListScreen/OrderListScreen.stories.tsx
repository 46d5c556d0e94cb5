import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import {
  ConsoleCanvas,
  allStatesParameters,
  emptyPage,
  emptyPlay,
  heldQuery,
  loadFailedPlay,
  loadingPlay,
  noMatchPlay,
} from '../../../storybook/console.tsx';
import { merchantOrderPage } from '../../../storybook/fixtures/merchantOrders.ts';
import { emptyOrderFilters, OrderListScreen, type OrderListQuery } from './OrderListScreen.tsx';

const query: OrderListQuery = { ...emptyOrderFilters, current: 1, size: 10 };

/** The screen with its query held here, as the app holds it in the address. */
const Stateful = heldQuery(OrderListScreen);

const meta = {
  title: 'Screens/Merchant/OrderListScreen',
  component: OrderListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page: merchantOrderPage,
    query,
    onQueryChange: fn(),
    onRetry: fn(),
    onExport: fn(),
    onOpen: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof OrderListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: number, receiver, items, the paid amount, the seller's status; open and export call back. */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '订单', 'Orders') }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: say(globals, '订单', 'Orders') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(11);
    await expect(within(rows[1]!).getByText('202611261200010')).toBeVisible();
    await expect(within(rows[1]!).getByText('张伟')).toBeVisible();
    await expect(within(rows[1]!).getByText('¥59.90')).toBeVisible();
    await expect(within(rows[1]!).getByText(say(globals, '待发货', 'Pending delivery'))).toBeVisible();
    // Status 3 in the seller's words.
    await expect(within(rows[3]!).getByText(say(globals, '已发货', 'Shipped'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: say(globals, '发货 202611261200010', 'Ship 202611261200010'),
      }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith('202611261200010');
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '导出 CSV', 'Export CSV') }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** The filters: page 1 of the new ones; an end day before the start is said and nothing is searched. */
export const Filter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '收货人' }), ' 张伟 ');
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), '138');
    await userEvent.type(canvas.getByLabelText('下单开始日期'), '2026-11-20');
    await userEvent.type(canvas.getByLabelText('下单结束日期'), '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByText('结束日期早于开始日期')).toBeVisible();
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('下单结束日期'));
    await userEvent.type(canvas.getByLabelText('下单结束日期'), '2026-11-26');
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '待发货' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...query,
      receiver: '张伟',
      mobile: '138',
      startDate: '2026-11-20',
      endDate: '2026-11-26',
      status: 2,
    });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
  },
};

/** Paging: another page. */
export const Paging: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/共 23 条/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, current: 2 });
  },
};

/** The export under way: its button is busy. */
export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '导出 CSV' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = { args: { page: undefined, loading: true }, play: loadingPlay };

export const Empty: Story = { args: { page: emptyPage }, play: emptyPlay('暂无订单') };

/** Nothing matches the filters: a way to clear them. */
export const NoMatch: Story = {
  args: { page: emptyPage, query: { ...query, orderNumber: '999' } },
  play: noMatchPlay('没有符合条件的订单', query),
};

/** The list failed, with the server's reason when it refused the filters. */
export const LoadFailed: Story = {
  args: { page: undefined, error: true, errorText: '日期格式不正确' },
  play: loadFailedPlay('日期格式不正确'),
};

/** Every state (the visual baseline): the list exporting, loading, empty, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <OrderListScreen {...args} exporting />
      <OrderListScreen {...args} page={undefined} loading />
      <OrderListScreen {...args} page={emptyPage} />
      <OrderListScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '订单', 'Orders') }),
    ).toHaveLength(4);
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
