import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoCoupons, demoExpiredCoupons, demoUsedCoupons } from '../../storybook/fixtures/userCenter.ts';
import { Button } from '../../primitives/Button/index.ts';
import { CouponCard } from './CouponCard.tsx';
import { CentreCouponCard } from './CentreCouponCard.tsx';
import { centreCoupons } from '../../storybook/fixtures/promotions.ts';

const meta = {
  title: 'Mall/CouponCard',
  component: CouponCard,
  args: { coupon: demoCoupons[0]! },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Money off with a minimum spend and an action. */
export const AmountOff: Story = {
  args: {
    action: (
      <Button size="sm" onClick={fn()}>
        领取
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥20.00')).toBeInTheDocument();
    await expect(canvas.getByText('满¥199.00可用')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '领取' }));
  },
};

/** A rate coupon without a minimum. */
export const PercentOff: Story = {
  args: { coupon: demoCoupons[2]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('优惠 15%')).toBeVisible();
    await expect(canvas.getByText('无门槛')).toBeVisible();
  },
};

/** A store's coupon shows the store; used and expired ones are muted with their state. */
export const States: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <CouponCard coupon={demoCoupons[1]!} />
      <CouponCard coupon={demoUsedCoupons[0]!} state="used" />
      <CouponCard coupon={demoExpiredCoupons[0]!} state="expired" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/极客数码旗舰店/)).toBeVisible();
    await expect(canvas.getByText('已使用')).toBeVisible();
    await expect(canvas.getByText('已过期')).toBeVisible();
  },
};

/**
 * Coupon-centre coupons: claimable (its button calls back with the id), claimed once of two, claimed
 * to the limit, none left (muted); the stock left and the shopper's claims under the validity.
 */
export const CentreClaimStates: Story = {
  render: () => {
    const onClaim = fn();
    return (
      <ul className="m-0 flex list-none flex-col gap-2 p-0" data-testid="centre" data-claim-spy="">
        {centreCoupons.map((coupon) => (
          <li key={coupon.couponId}>
            <CentreCouponCard coupon={coupon} onClaim={onClaim} />
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByTestId('centre')).getAllByRole('listitem');
    await expect(within(items[0]!).getByRole('button', { name: '领取 全场满199减20' })).toBeEnabled();
    await expect(items[1]).toHaveTextContent('已领 1/2');
    await expect(within(items[3]!).getByRole('button', { name: '已领取：新人专享券' })).toBeDisabled();
    await expect(within(items[4]!).getByRole('button', { name: '已领完：秒光券' })).toBeDisabled();
    await expect(items[4]!.querySelector('[data-state]')).toHaveAttribute('data-state', 'exhausted');
  },
};

/** A centre coupon's claim calls back with its id. */
export const CentreClaim: Story = {
  render: (args) => <CentreCouponCard coupon={centreCoupons[0]!} onClaim={args.onClick as never} />,
  args: { onClick: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '领取 全场满199减20' }));
    await expect(args.onClick).toHaveBeenCalledWith(1);
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid max-w-3xl grid-cols-1 gap-2 md:grid-cols-2">
      {demoCoupons.map((coupon) => (
        <CouponCard key={coupon.couponUserId} coupon={coupon} detail="2026.11.01 - 2026.12.31" />
      ))}
      <CouponCard coupon={demoUsedCoupons[0]!} state="used" />
      <CouponCard coupon={demoExpiredCoupons[0]!} state="expired" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getByText(en ? 'Used' : '已使用')).toBeVisible();
    await expect(canvas.getByText(en ? 'No minimum spend' : '无门槛')).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
