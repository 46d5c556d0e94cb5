import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MerchantCouponPage } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { isEn, say } from '../../../storybook/say.ts';
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
import { PlatformCouponListScreen } from './PlatformCouponListScreen.tsx';

const Stateful = heldQuery(PlatformCouponListScreen);

/** The platform's coupons: for all products, except the second (three chosen products of any store). */
const page: MerchantCouponPage = {
  ...couponPage,
  records: couponPage.records.map((r) =>
    r.couponId === 50
      ? { ...r, suitableProdType: 1, prodCount: 3 }
      : { ...r, suitableProdType: 0, prodCount: 0 },
  ),
};

const meta = {
  title: 'Screens/Platform/PlatformCouponListScreen',
  component: PlatformCouponListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page,
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
} satisfies Meta<typeof PlatformCouponListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The platform's coupons with their figures and status under the platform's title, each saying what it
 * applies to (all products, or how many chosen ones); edit, create.
 */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '平台优惠券', 'Platform coupons') }),
    ).toBeVisible();
    await expect(canvas.queryByText(/every product|所有商品/)).toBeNull();
    const table = canvas.getByRole('table', { name: say(globals, '平台优惠券', 'Platform coupons') });
    await expect(
      within(table).getByRole('columnheader', { name: say(globals, '适用商品', 'Applies to') }),
    ).toBeVisible();
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByText(say(globals, '全部商品', 'All products'))).toBeVisible();
    await expect(within(rows[2]!).getByText('136')).toBeVisible();
    await expect(
      within(rows[2]!).getByText(say(globals, '指定商品 3 件', '3 chosen products')),
    ).toBeVisible();
    await expect(within(rows[3]!).getByText(say(globals, '全部商品', 'All products'))).toBeVisible();
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

/** The stop names the platform coupon and says the claimed ones stay usable, then sends it. */
export const Stop: Story = {
  play: (context) =>
    stopRow(context, {
      kind: 'platformCoupon',
      name: '耳机专享8.5折',
      effect: say(
        context.globals,
        '已领取的优惠券在有效期内仍可使用',
        'the coupons already claimed stay usable until they end',
      ),
      stopped: expect.objectContaining({ couponId: 50 }),
    }),
};

/** A stop under way: its button is busy. */
export const StopPending: Story = { args: { pendingIds: [50] }, play: stopPendingPlay('耳机专享8.5折') };

export const Filter: Story = { play: statusFilterPlay('已结束', 2, { name: '' }) };

/**
 * The name filter (GET /platform/coupon/page takes `name`): the search sends the name typed with the
 * status chosen, from page 1; Reset clears both.
 */
export const NameFilter: Story = {
  args: { query: { ...query, current: 2 } },
  play: async ({ canvas, args, globals }) => {
    const name = canvas.getByRole('textbox', { name: say(globals, '优惠券名称', 'Coupon name') });
    await userEvent.type(name, '  新客 ');
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '搜索', 'Search') }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, name: '新客', current: 1 });
    await expect(
      canvas.getByRole('textbox', { name: say(globals, '优惠券名称', 'Coupon name') }),
    ).toHaveValue('新客');
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '重置', 'Reset') }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, name: '', current: 1 });
  },
};
export const NameFilterEn: Story = { ...NameFilter, globals: matrix.enPc };

/** A name that matches nothing: the list says so and offers to clear the filters. */
export const NoMatch: Story = {
  args: { page: empty, query: { ...query, name: '不存在' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有符合条件的优惠券')).toBeVisible();
    await expect(canvas.queryByText('暂无优惠券')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, name: '', current: 1 });
  },
};

/**
 * A read-only role (the auditor): the list and the views, no create and no stop; a coupon not started yet
 * says "View", not "Edit" (its form opens read-only).
 */
export const ReadOnlyRole: Story = {
  args: { mayChange: false },
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.queryByRole('button', { name: say(globals, '新建优惠券', 'New coupon') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: isEn(globals) ? /^Stop/ : /^停止/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: isEn(globals) ? /^Edit/ : /^编辑/ })).toBeNull();
    const view = canvas.getByRole('button', {
      name: say(globals, '查看 新客满100减10', 'View 新客满100减10'),
    });
    await expect(view).toHaveTextContent(say(globals, '查看', 'View'));
    await userEvent.click(view);
    await expect(args.onOpen).toHaveBeenCalledWith(51);
  },
};
export const ReadOnlyRoleEn: Story = { ...ReadOnlyRole, globals: matrix.enPc };

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
const allStates = listAllStates(PlatformCouponListScreen, 50, {
  emptyTitle: ['暂无优惠券', 'No coupons yet'],
  loadFailed: ['优惠券加载失败', 'The coupons could not be loaded'],
});
export const AllStates: Story = allStates.zh;
export const AllStatesEn: Story = allStates.en;

/** The first load: the table is busy with its skeleton, and no coupon is listed yet. */
export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '平台优惠券' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('新客满100减10')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '编辑 新客满100减10' })).toBeNull();
  },
};

/** More coupons than a page holds: page 2 asks for the same filters on page 2. */
export const Paging: Story = {
  args: { page: { ...page, total: 13, pages: 2 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, current: 2 });
  },
};
