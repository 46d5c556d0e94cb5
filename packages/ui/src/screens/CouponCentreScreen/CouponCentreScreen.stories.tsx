import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { centreCoupons, pageOf } from '../../storybook/fixtures/promotions.ts';
import { CouponCentreScreen } from './CouponCentreScreen.tsx';

const meta = {
  title: 'Screens/CouponCentreScreen',
  component: CouponCentreScreen,
  args: {
    page: pageOf(centreCoupons),
    onClaim: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof CouponCentreScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every claim state: claimable (platform, store, a rate), claimed once of two (still claimable),
 * claimed to the limit, none left. Claiming calls back with the coupon's id.
 */
export const Claimable: Story = {
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('list', { name: '优惠券' })).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('平台优惠券');
    await expect(items[0]).toHaveTextContent('满¥199.00可用');
    await expect(items[0]).toHaveTextContent('剩余 35 张');
    await expect(items[0]).toHaveTextContent('每人限领 2 张');
    await expect(items[0]).toHaveTextContent('有效期 2026.11.01 - 2026.12.31');
    await userEvent.click(within(items[0]!).getByRole('button', { name: '领取 全场满199减20' }));
    await expect(args.onClaim).toHaveBeenCalledWith(1);
    await expect(items[1]).toHaveTextContent('极客数码旗舰店');
    await expect(items[1]).toHaveTextContent('已领 1/2');
    await expect(within(items[1]!).getByRole('button', { name: '领取 数码店铺券' })).toBeEnabled();
    await expect(items[2]).toHaveTextContent('优惠 15%');
  },
};

/** Claimed to the limit and none left: disabled buttons that say why, and no call. */
export const ClaimedAndExhausted: Story = {
  play: async ({ canvas, args }) => {
    const claimed = canvas.getByRole('button', { name: '已领取：新人专享券' });
    await expect(claimed).toBeDisabled();
    const gone = canvas.getByRole('button', { name: '已领完：秒光券' });
    await expect(gone).toBeDisabled();
    // The stock line says the same word as the button.
    await expect(canvas.getByText(/^已领完 ·/)).toBeVisible();
    await userEvent.click(gone, { pointerEventsCheck: 0 });
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

/** A claim in flight: its button is busy and swallows a second click. */
export const Claiming: Story = {
  args: { claimingId: 1 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '领取 全场满199减20' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

/** Pages: the next page is asked for. */
export const Paged: Story = {
  args: { page: pageOf(centreCoupons, 3, 1) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const EmptyState: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无可领取的优惠券')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
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

/** The coupons in every claim state, and the empty state (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2 bg-neutral-50">
      <CouponCentreScreen {...args} claimingId={2} />
      <CouponCentreScreen {...args} page={pageOf([])} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { name: say(globals, '领券中心', 'Coupon center') }),
    ).toHaveLength(2);
    await expect(
      canvas.getByRole('button', { name: say(globals, '已领完：秒光券', 'All claimed: 秒光券') }),
    ).toBeDisabled();
    await expect(
      canvas.getByText(say(globals, '暂无可领取的优惠券', 'No coupons to claim right now')),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
