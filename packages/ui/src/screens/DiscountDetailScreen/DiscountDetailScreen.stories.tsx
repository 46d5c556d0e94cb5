import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frozenClock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { discountInfo, discountSessions, PROMO_NOW } from '../../storybook/fixtures/promotions.ts';
import { DiscountDetailScreen } from './DiscountDetailScreen.tsx';

const meta = {
  title: 'Screens/DiscountDetailScreen',
  component: DiscountDetailScreen,
  args: {
    info: discountInfo,
    clock: frozenClock(PROMO_NOW),
    onRetry: fn(),
    onNavigate: fn(),
    onCountdownEnd: fn(),
  },
} satisfies Meta<typeof DiscountDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An ongoing session: its rules, store, countdown to the end, and its products linking to their pages. */
export const Ongoing: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '冬茶节 满减专场' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '优惠规则' })).toHaveTextContent('满¥199减¥20满¥399减¥50');
    await expect(canvas.getByText('进行中')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: '距结束' })).toHaveTextContent(/02:30:45/);
    const products = within(canvas.getByRole('list', { name: '专场商品' })).getAllByRole('listitem');
    await expect(products).toHaveLength(6);
    const link = within(products[0]!).getByRole('link');
    await expect(link.getAttribute('href')).toMatch(/^\/detail\/\d+$/);
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(link.getAttribute('href'));
    await expect(canvas.getByRole('link', { name: '山茶小铺' })).toHaveAttribute('href', '/shop/7');
  },
};

/** Not started: counts down to the start. */
export const NotStarted: Story = {
  args: {
    info: {
      ...discountInfo,
      ...discountSessions[2]!,
      serverTime: '2026-11-25 10:00:00',
      prods: discountInfo.prods,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未开始')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: '距开始' })).toHaveTextContent('02:00:00');
  },
};

/** Ended: no countdown. */
export const Ended: Story = {
  args: { info: { ...discountInfo, ...discountSessions[3]!, serverTime: '2026-11-25 10:00:00', prods: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已结束')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByText('该专场暂无商品')).toBeVisible();
  },
};

/** The countdown reaching zero tells the app (which asks the server for the new state). */
export const CountdownEnds: Story = {
  args: { clock: frozenClock(Date.parse('2026-11-27T04:30:45Z')) },
  play: async ({ args }) => {
    await expect(args.onCountdownEnd).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { info: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该限时特惠专场不存在')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部限时特惠' })).toHaveAttribute(
      'href',
      '/special-discount',
    );
  },
};

export const Loading: Story = {
  args: { info: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载限时特惠专场');
  },
};

export const ErrorState: Story = {
  args: { info: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('限时特惠专场加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Ongoing with products, not started, and not found (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2 bg-neutral-50">
      <DiscountDetailScreen {...args} info={{ ...discountInfo, prods: discountInfo.prods.slice(0, 5) }} />
      <DiscountDetailScreen
        {...args}
        info={{ ...discountInfo, ...discountSessions[2]!, serverTime: '2026-11-25 10:00:00', prods: [] }}
      />
      <DiscountDetailScreen {...args} info={undefined} notFound />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals, '进行中', 'Ongoing'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '未开始', 'Not started'))).toBeVisible();
    await expect(
      canvas.getByText(
        say(globals, '该限时特惠专场不存在', 'This limited-time offer session does not exist'),
      ),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
