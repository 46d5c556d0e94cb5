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
import { couponPage } from '../../../storybook/fixtures/merchantPromo.ts';
import type { PromoListQuery } from '../PromoParts/index.ts';
import { CouponListScreen } from './CouponListScreen.tsx';

const query: PromoListQuery = { status: -1, current: 1, size: 10 };
const Stateful = heldQuery(CouponListScreen);
const empty = { records: [], total: 0, size: 10, current: 1, pages: 0 };

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

/** Stop says the claimed coupons stay usable, then sends it. */
export const Stop: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '停止 耳机专享8.5折' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '停止 耳机专享8.5折？' });
    await expect(dialog).toHaveTextContent('已领取的优惠券在有效期内仍可使用');
    await userEvent.click(within(dialog).getByRole('button', { name: '停止' }));
    await expect(args.onStop).toHaveBeenCalledWith(expect.objectContaining({ couponId: 50 }));
  },
};

export const Filter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '已结束' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, status: 2 });
  },
};

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
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <CouponListScreen {...args} pendingIds={[50]} />
      <CouponListScreen {...args} page={undefined} loading />
      <CouponListScreen {...args} page={empty} />
      <CouponListScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
