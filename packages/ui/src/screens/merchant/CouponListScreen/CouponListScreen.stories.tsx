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
import { couponPage } from '../../../storybook/fixtures/merchantPromo.ts';
import { CouponListScreen } from './CouponListScreen.tsx';

const Stateful = heldQuery(CouponListScreen);

const meta = {
  title: 'Screens/Merchant/CouponListScreen',
  component: CouponListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page: couponPage,
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
} satisfies Meta<typeof CouponListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The coupons with their figures (issued, claimed, used, left) and status; edit, view, create. */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '店铺优惠券', 'Shop coupons') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[2]!).getByText('136')).toBeVisible();
    await expect(within(rows[2]!).getByText('57')).toBeVisible();
    await expect(within(rows[2]!).getByText('64')).toBeVisible();
    await expect(within(rows[3]!).getByText(say(globals, '已停止', 'Stopped'))).toBeVisible();
    await expect(within(rows[3]!).queryByRole('button', { name: /停止|Stop/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '编辑 新客满100减10', 'Edit 新客满100减10') }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(51);
    await userEvent.click(
      canvas.getAllByRole('button', { name: say(globals, '新建优惠券', 'New coupon') })[0]!,
    );
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** Stop says the claimed coupons stay usable, then sends it; Cancel sends nothing. */
export const Stop: Story = {
  play: (context) =>
    stopRow(context, {
      kind: 'coupon',
      name: '耳机专享8.5折',
      effect: say(
        context.globals,
        '已领取的优惠券在有效期内仍可使用',
        'the coupons already claimed stay usable until they end',
      ),
      stopped: expect.objectContaining({ couponId: 50 }),
    }),
};
export const StopEn: Story = { ...Stop, globals: matrix.enPc };

/** A stop under way: its button is busy. */
export const StopPending: Story = { args: { pendingIds: [50] }, play: stopPendingPlay('耳机专享8.5折') };

export const Filter: Story = { play: statusFilterPlay('已结束', 2) };

export const Empty: Story = {
  args: { page: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无优惠券')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { page: undefined, error: true },
  play: loadFailedPlay('优惠券加载失败'),
};

/** Every state (the visual baseline): the list with a stop under way, loading, empty, error. */
const allStates = listAllStates(CouponListScreen, 50, {
  emptyTitle: ['暂无优惠券', 'No coupons yet'],
  loadFailed: ['优惠券加载失败', 'The coupons could not be loaded'],
});
export const AllStates: Story = allStates.zh;
export const AllStatesEn: Story = allStates.en;
