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
import { merchantSeckillRows, pageOf } from '../../../storybook/fixtures/merchantActivities.ts';
import { SeckillListScreen } from './SeckillListScreen.tsx';

const Stateful = heldQuery(SeckillListScreen);

const meta = {
  title: 'Screens/Merchant/SeckillListScreen',
  component: SeckillListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page: pageOf(merchantSeckillRows),
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
} satisfies Meta<typeof SeckillListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: figures and statuses; a stop is asked first; only an open activity can stop. */
export const List: Story = {
  play: async (context) => {
    const { canvas, args, globals } = context;
    const table = canvas.getByRole('table', { name: say(globals, '秒杀', 'Flash sales') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]!).getByText(say(globals, '未开始', 'Not started'))).toBeVisible();
    await expect(within(rows[2]!).getByText('37 / 100')).toBeVisible();
    await expect(within(rows[4]!).getByText(say(globals, '已停止', 'Stopped'))).toBeVisible();
    await expect(within(rows[3]!).queryByRole('button', { name: /停止|Stop/ })).toBeNull();
    await stopRow(context, {
      kind: 'seckill',
      name: '无线蓝牙耳机',
      effect: say(globals, '剩余活动库存退回规格库存', "its units left go back to the specifications' stock"),
      stopped: 302,
    });
    await userEvent.click(
      within(rows[1]!).getByRole('button', { name: say(globals, '编辑 纯棉短袖T恤', 'Edit 纯棉短袖T恤') }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(301);
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** The status filter: page 1 of the status chosen. */
export const Filter: Story = { play: statusFilterPlay('进行中', 1) };

export const LoadFailed: Story = {
  args: { page: undefined, error: true },
  play: loadFailedPlay('秒杀活动加载失败'),
};

/** Every state (the visual baseline): the list with a stop under way, loading, empty, error. */
const allStates = listAllStates(SeckillListScreen, 302, {
  emptyTitle: ['暂无秒杀活动', 'No flash sales yet'],
  loadFailed: ['秒杀活动加载失败', 'The flash sales could not be loaded'],
});
export const AllStates: Story = allStates.zh;
export const AllStatesEn: Story = allStates.en;
