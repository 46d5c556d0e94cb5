import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Coupon, Page } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import {
  demoCouponCounts,
  demoCoupons,
  demoExpiredCoupons,
  demoUsedCoupons,
} from '../../storybook/fixtures/userCenter.ts';
import { MyCouponsScreen } from './MyCouponsScreen.tsx';

const pageOf = (records: Coupon[], pages = 1, current = 1): Page<Coupon> => ({
  records,
  total: pages * 10,
  size: 10,
  current,
  pages,
});

const meta = {
  title: 'Screens/MyCouponsScreen',
  component: MyCouponsScreen,
  args: {
    tab: 'usable',
    counts: demoCouponCounts,
    page: pageOf(demoCoupons),
    onTabChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof MyCouponsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Usable coupons with the tabs' counts; "use now" leads to the store or all products. */
export const Usable: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: /可使用/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /可使用/ })).toHaveTextContent('3');
    await expect(canvas.getByRole('tab', { name: /已使用/ })).toHaveTextContent('1');
    const items = within(canvas.getByRole('list', { name: '优惠券' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('有效期 2026.11.01 - 2026.12.31');
    const use = within(items[1]!).getByRole('link', { name: '立即使用：数码店铺券' });
    await expect(use).toHaveAttribute('href', '/shop/3');
    await userEvent.click(use);
    await expect(args.onNavigate).toHaveBeenCalledWith('/shop/3');
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/list');
  },
};

/** Choosing a tab tells the app. */
export const SwitchTab: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /已过期/ }));
    await expect(args.onTabChange).toHaveBeenCalledWith('expired');
  },
};

/** Used coupons are muted, marked and have no action. */
export const Used: Story = {
  args: { tab: 'used', page: pageOf(demoUsedCoupons) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '优惠券' });
    await expect(within(list).getAllByText('已使用')).toHaveLength(1);
    await expect(within(list).queryByRole('link')).toBeNull();
  },
};

/** Pages: the next page is asked for. */
export const Paged: Story = {
  args: { page: pageOf(demoCoupons, 3, 1) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /第 2 页|2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const EmptyState: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无可用优惠券')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '领券中心' })).toHaveAttribute('href', '/coupons');
  },
};

export const Loading: Story = {
  args: { page: undefined, counts: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载优惠券');
  },
};

export const ErrorState: Story = {
  args: { page: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('优惠券加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Usable, expired, empty, error and loading (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-3 bg-neutral-50 p-2 md:grid-cols-2">
      <MyCouponsScreen {...args} />
      <MyCouponsScreen {...args} tab="expired" page={pageOf(demoExpiredCoupons)} />
      <MyCouponsScreen {...args} page={pageOf([])} />
      <MyCouponsScreen {...args} page={undefined} error />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('tab', { name: new RegExp(en ? 'Usable' : '可使用') })).toHaveLength(4);
    await expect(canvas.getByText(en ? 'No usable coupons' : '暂无可用优惠券')).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
