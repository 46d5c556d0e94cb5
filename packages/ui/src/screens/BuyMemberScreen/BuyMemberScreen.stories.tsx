import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { demoPlans } from '../../storybook/fixtures/loyalty.ts';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { BuyMemberScreen } from './BuyMemberScreen.tsx';

const meta = {
  title: 'Screens/BuyMemberScreen',
  component: BuyMemberScreen,
  args: {
    plans: demoPlans,
    agreementRead: true,
    onAcceptAgreement: fn(),
    onBuy: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof BuyMemberScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const plans = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-part="member-plan"]')];

/** The agreement accepted: each plan shows its price, term and rights; buy hands over the plan. */
export const Plans: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const cards = plans(canvasElement);
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveTextContent('99.00');
    await expect(cards[0]).toHaveTextContent(say(globals, '365 天', 'for 365 days'));
    await expect(cards[1]).toHaveTextContent('30.00');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    const buy = canvas.getAllByRole('button', { name: say(globals, '立即开通', 'Join now') });
    await userEvent.click(buy[1]!);
    await expect(args.onBuy).toHaveBeenCalledWith(10);
  },
};

/** Not accepted yet: buying is disabled until the box is ticked, which records the acceptance. */
export const AgreementNeeded: Story = {
  args: { agreementRead: false },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-part="agreement-needed"]')).toHaveTextContent(
      '请先同意协议再开通会员',
    );
    const buy = canvas.getAllByRole('button', { name: '立即开通' });
    await expect(buy[0]).toBeDisabled();
    await userEvent.click(buy[0]!, { pointerEventsCheck: 0 });
    await expect(args.onBuy).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意会员权益协议' }));
    await expect(args.onAcceptAgreement).toHaveBeenCalledTimes(1);
  },
};

/** A plan is running: its button extends the term, the other plan cannot be bought. */
export const Running: Story = {
  args: { runningPlanId: 9, runningUntil: '2027-03-01 10:00:00' },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-part="running"]')).toHaveTextContent('2027.03.01');
    const cards = plans(canvasElement);
    await expect(cards[0]).toHaveAttribute('aria-current', 'true');
    await expect(cards[1]).toHaveTextContent('已开通其他会员');
    await expect(canvas.getByRole('button', { name: '立即开通' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '续费' }));
    await expect(args.onBuy).toHaveBeenCalledWith(9);
  },
};

/** An order is being created: the other buttons are disabled. */
export const Buying: Story = {
  args: { buyingId: 9 },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button', { name: /立即开通/ });
    await expect(buttons[1]).toBeDisabled();
    await userEvent.click(buttons[1]!, { pointerEventsCheck: 0 });
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

export const EmptyState: Story = {
  args: { plans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无可开通的付费会员')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { plans: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载付费会员');
  },
};

export const ErrorState: Story = {
  args: { plans: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('付费会员加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The plans, a running plan with the agreement to accept, empty and error (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3 bg-neutral-50">
      <BuyMemberScreen {...args} />
      <BuyMemberScreen {...args} agreementRead={false} runningPlanId={9} runningUntil="2027-03-01 10:00:00" />
      <BuyMemberScreen {...args} plans={[]} />
      <BuyMemberScreen {...args} plans={undefined} error />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '购买会员', 'Buy membership') }),
    ).toHaveLength(4);
    await expect(canvas.getByText(say(globals, '当前方案', 'Current plan'))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
