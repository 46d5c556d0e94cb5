import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frozenClock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { discountSessions, pageOf, PROMO_NOW } from '../../storybook/fixtures/promotions.ts';
import { SpecialDiscountScreen } from './SpecialDiscountScreen.tsx';

const meta = {
  title: 'Screens/SpecialDiscountScreen',
  component: SpecialDiscountScreen,
  args: {
    page: pageOf(discountSessions),
    clock: frozenClock(PROMO_NOW),
    onPageChange: fn(),
    onRetry: fn(),
    onNavigate: fn(),
    onCountdownEnd: fn(),
  },
} satisfies Meta<typeof SpecialDiscountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Sessions ongoing (money off in two steps; a rate on the whole store), not started and ended: the
 * rules as text, the state, the countdown to the end or the start, a link to each session.
 */
export const Sessions: Story = {
  play: async ({ canvas, args }) => {
    const items = [...canvas.getByRole('list', { name: '限时特惠专场列表' }).children] as HTMLElement[];
    await expect(items).toHaveLength(4);
    const rules = within(items[0]!).getByRole('list', { name: '优惠规则' });
    await expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['满¥199减¥20', '满¥399减¥50']);
    await expect(items[0]).toHaveTextContent('进行中');
    await expect(within(items[0]!).getByRole('timer')).toHaveTextContent(/2.*02:30:45/);
    await expect(within(items[1]!).getByRole('list', { name: '优惠规则' })).toHaveTextContent(
      '打9.8折满¥300打9.5折',
    );
    await expect(items[1]).toHaveTextContent('极客数码旗舰店 · 全店参与');
    await expect(items[2]).toHaveTextContent('未开始');
    await expect(within(items[2]!).getByRole('timer')).toHaveTextContent('02:00:00');
    await expect(items[3]).toHaveTextContent('已结束');
    await expect(within(items[3]!).queryByRole('timer')).toBeNull();
    const link = within(items[0]!).getByRole('link', { name: '冬茶节 满减专场' });
    await expect(link).toHaveAttribute('href', '/discount-detail?discountId=11');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/discount-detail?discountId=11');
  },
};

/** English states the rules as money off and percent off. */
export const English: Story = {
  globals: matrix.enPc,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('¥20 off ¥199')).toHaveLength(3);
    await expect(canvas.getByText('5% off from ¥300')).toBeVisible();
    await expect(canvas.getByText('2% off')).toBeVisible();
  },
};

/** Pages: the next page is asked for. */
export const Paged: Story = {
  args: { page: pageOf(discountSessions, 2, 1) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const EmptyState: Story = {
  args: { page: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无限时特惠')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载限时特惠');
  },
};

export const ErrorState: Story = {
  args: { page: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('限时特惠加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Ongoing, not started and ended sessions, and the empty state (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2 bg-neutral-50">
      <SpecialDiscountScreen {...args} />
      <SpecialDiscountScreen {...args} page={pageOf([])} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '限时特惠', 'Limited-time offers') }),
    ).toHaveLength(2);
    await expect(canvas.getByText(say(globals, '已结束', 'Ended'))).toBeVisible();
    await expect(
      canvas.getByText(say(globals, '暂无限时特惠', 'No limited-time offers right now')),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
