import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, heldQuery, loadFailedPlay } from '../../../storybook/console.tsx';
import {
  activityQuery as query,
  listAllStates,
  statusFilterPlay,
  stopRow,
} from '../../../storybook/activityStories.tsx';
import { merchantGroupRows, pageOf } from '../../../storybook/fixtures/merchantActivities.ts';
import { GroupListScreen } from './GroupListScreen.tsx';

const Stateful = heldQuery(GroupListScreen);

const meta = {
  title: 'Screens/Merchant/GroupListScreen',
  component: GroupListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page: pageOf(merchantGroupRows),
    query,
    onQueryChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onStop: fn(),
    onCreate: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof GroupListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: teams formed, members, sold and statuses; a stop is asked first; only an open activity can stop. */
export const List: Story = {
  play: async (context) => {
    const { canvas, args, globals } = context;
    const table = canvas.getByRole('table', { name: say(globals, '拼团', 'Group buys') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]!).getByText(say(globals, '未开始', 'Not started'))).toBeVisible();
    await expect(within(rows[2]!).getByText('29', { selector: 'td' })).toBeVisible();
    await expect(within(rows[2]!).getByText('31', { selector: 'td' })).toBeVisible();
    await expect(within(rows[4]!).getByText(say(globals, '已停止', 'Stopped'))).toBeVisible();
    await expect(within(rows[3]!).queryByRole('button', { name: /停止|Stop/ })).toBeNull();
    await stopRow(context, {
      kind: 'group',
      name: '无线蓝牙耳机',
      effect: say(globals, '未成团的团全部失败并为每位成员退款', 'every member is refunded'),
      stopped: 602,
    });
    await userEvent.click(
      within(rows[1]!).getByRole('button', { name: say(globals, '编辑 纯棉短袖T恤', 'Edit 纯棉短袖T恤') }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(601);
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/**
 * An account whose role lacks `orders` (a stop refunds members, so the server needs products and orders):
 * no stop on any row; editing and viewing stay.
 */
export const MayNotStop: Story = {
  args: { mayStop: false },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: say(globals, '编辑 纯棉短袖T恤', 'Edit 纯棉短袖T恤') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /停止|Stop/ })).toBeNull();
  },
};
export const MayNotStopEn: Story = { ...MayNotStop, globals: matrix.enPc };

/** The status filter: page 1 of the status chosen. */
export const Filter: Story = { play: statusFilterPlay('进行中', 1) };

export const LoadFailed: Story = {
  args: { page: undefined, error: true },
  play: loadFailedPlay('拼团活动加载失败'),
};

/** Every state (the visual baseline): the list with a stop under way, loading, empty, error. */
const allStates = listAllStates(GroupListScreen, 602, {
  emptyTitle: ['暂无拼团活动', 'No group buys yet'],
  loadFailed: ['拼团活动加载失败', 'The group buys could not be loaded'],
});
export const AllStates: Story = allStates.zh;
export const AllStatesEn: Story = allStates.en;
