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
  pagingPlay,
} from '../../../storybook/console.tsx';
import { merchantRefundPage } from '../../../storybook/fixtures/merchantAfterSales.ts';
import { emptyRefundFilters, RefundListScreen, type RefundListQuery } from './RefundListScreen.tsx';

const query: RefundListQuery = { ...emptyRefundFilters, current: 1, size: 10 };

const Stateful = heldQuery(RefundListScreen);

const meta = {
  title: 'Screens/Merchant/RefundListScreen',
  component: RefundListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { page: merchantRefundPage, query, onQueryChange: fn(), onRetry: fn(), onOpen: fn() },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof RefundListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: number, order, type, amount, status; a request to decide opens with "Handle". */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '售后服务', 'After-sales') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]!).getByText('1866000000000000001')).toBeVisible();
    await expect(within(rows[1]!).getByText(/¥4,?949\.00/)).toBeVisible();
    await expect(within(rows[1]!).getByText(say(globals, '仅退款', 'Refund only'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', {
        name: say(globals, '处理 1866000000000000001', 'Handle 1866000000000000001'),
      }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith('1866000000000000001');
    await userEvent.click(
      canvas.getByRole('button', {
        name: say(globals, '查看 1866000000000000003', 'View 1866000000000000003'),
      }),
    );
    await expect(args.onOpen).toHaveBeenLastCalledWith('1866000000000000003');
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** The filters: page 1 of the new ones; an end day before the start is said and nothing is searched. */
export const Filter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '售后单号' }), ' 1866 ');
    await userEvent.type(canvas.getByRole('textbox', { name: '订单编号' }), '2026');
    await userEvent.type(canvas.getByLabelText('申请开始日期'), '2026-06-20');
    await userEvent.type(canvas.getByLabelText('申请结束日期'), '2026-06-10');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByText('结束日期早于开始日期')).toBeVisible();
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('申请结束日期'));
    await userEvent.type(canvas.getByLabelText('申请结束日期'), '2026-06-30');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...query,
      refundSn: '1866',
      orderNumber: '2026',
      startDate: '2026-06-20',
      endDate: '2026-06-30',
    });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
  },
};

export const Paging: Story = {
  play: pagingPlay(query),
};

export const Loading: Story = { args: { page: undefined, loading: true }, play: loadingPlay };

export const Empty: Story = { args: { page: emptyPage }, play: emptyPlay('暂无售后申请') };

export const NoMatch: Story = {
  args: { page: emptyPage, query: { ...query, refundSn: '999' } },
  play: noMatchPlay('没有符合条件的售后申请', query),
};

export const LoadFailed: Story = {
  args: { page: undefined, error: true, errorText: '请输入售后单号的数字' },
  play: loadFailedPlay('请输入售后单号的数字'),
};

/** Every state (the visual baseline): the list, loading, empty, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <RefundListScreen {...args} />
      <RefundListScreen {...args} page={undefined} loading />
      <RefundListScreen {...args} page={emptyPage} />
      <RefundListScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '售后服务', 'After-sales') }),
    ).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
