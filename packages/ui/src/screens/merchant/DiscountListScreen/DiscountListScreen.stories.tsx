import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import {
  ConsoleCanvas,
  allStatesParameters,
  heldQuery,
  loadFailedPlay,
} from '../../../storybook/console.tsx';
import { discountPage } from '../../../storybook/fixtures/merchantPromo.ts';
import type { PromoListQuery } from '../PromoParts/index.ts';
import { DiscountListScreen } from './DiscountListScreen.tsx';

const query: PromoListQuery = { status: -1, current: 1, size: 10 };
const Stateful = heldQuery(DiscountListScreen);
const empty = { records: [], total: 0, size: 10, current: 1, pages: 0 };

const meta = {
  title: 'Screens/Merchant/DiscountListScreen',
  component: DiscountListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page: discountPage,
    query,
    onQueryChange: fn(),
    onRetry: fn(),
    onStop: fn(),
    onOpen: fn(),
    onCreate: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof DiscountListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sessions: rules as shoppers see them, status, edit before the start, view after, create. */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '限时特惠', 'Special discounts') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]!).getByText(say(globals, '未开始', 'Not started'))).toBeVisible();
    await expect(within(rows[2]!).getByText(say(globals, '进行中', 'Ongoing'))).toBeVisible();
    await expect(within(rows[3]!).getByText(say(globals, '已停止', 'Stopped'))).toBeVisible();
    await expect(within(rows[4]!).getByText(say(globals, '已结束', 'Ended'))).toBeVisible();
    // Ended ones cannot be stopped; only the one not started is edited.
    await expect(within(rows[4]!).queryByRole('button', { name: /停止|Stop/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '编辑 双十二满减', 'Edit 双十二满减') }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(31);
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '查看 全店九五折', 'View 全店九五折') }),
    );
    await expect(args.onOpen).toHaveBeenLastCalledWith(30);
    await userEvent.click(
      canvas.getAllByRole('button', { name: say(globals, '新建活动', 'New session') })[0]!,
    );
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** Stop asks first; Cancel sends nothing, Stop sends it. */
export const Stop: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '停止 全店九五折' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '停止 全店九五折？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onStop).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '停止 全店九五折' }));
    const again = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: '停止' }));
    await expect(args.onStop).toHaveBeenCalledWith(expect.objectContaining({ discountId: 30 }));
  },
};

/** A stop under way: its button is busy. */
export const StopPending: Story = {
  args: { pendingIds: [30] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '停止 全店九五折' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The status filter: page 1 of the status chosen; Reset clears it. */
export const Filter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '进行中' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, status: 1 });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
  },
};

export const Empty: Story = {
  args: { page: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无活动')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { page: empty, query: { ...query, status: 1 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
  },
};

export const LoadFailed: Story = {
  args: { page: undefined, error: true },
  play: loadFailedPlay('活动加载失败'),
};

/** Every state (the visual baseline): the list with a stop under way, loading, empty, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <DiscountListScreen {...args} pendingIds={[30]} />
      <DiscountListScreen {...args} page={undefined} loading />
      <DiscountListScreen {...args} page={empty} />
      <DiscountListScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
