import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, heldQuery, loadFailedPlay } from '../../../storybook/console.tsx';
import {
  activityQuery as query,
  emptyPage as empty,
  listAllStates,
  statusFilterPlay,
  stopPendingPlay,
  stopRow,
} from '../../../storybook/activityStories.tsx';
import { discountPage } from '../../../storybook/fixtures/merchantPromo.ts';
import { DiscountListScreen } from './DiscountListScreen.tsx';

const Stateful = heldQuery(DiscountListScreen);

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
  play: (context) =>
    stopRow(context, {
      kind: 'discount',
      name: '全店九五折',
      effect: say(context.globals, '优惠不再生效', 'its prices no longer apply'),
      stopped: expect.objectContaining({ discountId: 30 }),
    }),
};

/** A stop under way: its button is busy. */
export const StopPending: Story = { args: { pendingIds: [30] }, play: stopPendingPlay('全店九五折') };

/** The status filter: page 1 of the status chosen; Reset clears it. */
export const Filter: Story = {
  play: async (context) => {
    await statusFilterPlay('进行中', 1)(context);
    const { canvas, args } = context;
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
const allStates = listAllStates(DiscountListScreen, 30, {
  emptyTitle: ['暂无活动', 'No sessions yet'],
  loadFailed: ['活动加载失败', 'The sessions could not be loaded'],
});
export const AllStates: Story = allStates.zh;
export const AllStatesEn: Story = allStates.en;
