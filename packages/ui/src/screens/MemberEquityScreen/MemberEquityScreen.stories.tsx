import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { demoLevels } from '../../storybook/fixtures/loyalty.ts';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { MemberEquityScreen } from './MemberEquityScreen.tsx';

const meta = {
  title: 'Screens/MemberEquityScreen',
  component: MemberEquityScreen,
  args: {
    signedIn: true,
    levels: demoLevels,
    currentLevelId: 2,
    onLogin: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof MemberEquityScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every level with its rights; silver (the shopper's) is marked current; the paid plan shows its price. */
export const Levels: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('list', { name: say(globals, '会员等级', 'Member levels') })).toBeVisible();
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="member-level"]')];
    await expect(cards).toHaveLength(4);
    await expect(cards[1]).toHaveAttribute('aria-current', 'true');
    await expect(cards[1]).toHaveTextContent(say(globals, '当前等级', 'Current level'));
    await expect(cards[0]).not.toHaveAttribute('aria-current');
    await expect(cards[2]).toHaveTextContent(say(globals, '需 2000 成长值', 'Needs 2000 growth'));
    await expect(cards[3]).toHaveTextContent(say(globals, '付费会员', 'Paid member'));
    await expect(cards[3]).toHaveTextContent('99');
    await expect(cards[3]).toHaveTextContent(say(globals, '365 天', 'for 365 days'));
  },
};

/** Under a paid plan: the plan is the current level, and the growth level is marked as still counting. */
export const PaidPlan: Story = {
  args: { currentLevelId: 9, growthLevelId: 3 },
  play: async ({ canvasElement, globals }) => {
    const cards = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="member-level"]')];
    await expect(cards[3]).toHaveTextContent(say(globals, '当前等级', 'Current level'));
    await expect(cards[2]).toHaveTextContent(
      say(globals, '成长等级，权益仍然有效', 'Your growth level: its rights still count'),
    );
    await expect(cards[1]).not.toHaveAttribute('aria-current');
  },
};
export const PaidPlanEn: Story = { ...PaidPlan, globals: matrix.enPc };

/** A visitor is asked to log in. */
export const Visitor: Story = {
  args: { signedIn: false, levels: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('登录后查看会员等级与权益')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const EmptyState: Story = {
  args: { levels: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无会员等级')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { levels: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载会员等级');
  },
};

export const ErrorState: Story = {
  args: { levels: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('会员等级加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The levels, a visitor, empty and error (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3 bg-neutral-50">
      <MemberEquityScreen {...args} />
      <MemberEquityScreen {...args} signedIn={false} />
      <MemberEquityScreen {...args} levels={[]} />
      <MemberEquityScreen {...args} levels={undefined} error />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '会员权益', 'Member benefits') }),
    ).toHaveLength(4);
    await expect(canvas.getByText(say(globals, '当前等级', 'Current level'))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
