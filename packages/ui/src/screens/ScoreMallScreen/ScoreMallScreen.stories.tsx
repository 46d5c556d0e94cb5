import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoScoreProds, scoreProdPage } from '../../storybook/fixtures/loyalty.ts';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { ScoreMallScreen } from './ScoreMallScreen.tsx';

const meta = {
  title: 'Screens/ScoreMallScreen',
  component: ScoreMallScreen,
  args: {
    page: scoreProdPage(demoScoreProds),
    score: 1280,
    onPageChange: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ScoreMallScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Points only, points plus cash, sold out; the shopper's points; a card opens its product. */
export const Products: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(canvasElement.querySelector('[data-part="my-score"]')).toHaveTextContent('1280');
    const cards = within(
      canvas.getByRole('list', { name: say(globals, '积分商城商品', 'Points mall products') }),
    ).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent(say(globals, '800 积分', '800 points'));
    await expect(cards[0]).not.toHaveTextContent('+');
    await expect(cards[1]).toHaveTextContent(say(globals, '1500 积分', '1500 points'));
    await expect(cards[1]).toHaveTextContent('49.90');
    await expect(cards[2]).toHaveTextContent(say(globals, '已售罄', 'Sold out'));
    await userEvent.click(within(cards[0]!).getByRole('link'));
    await expect(args.onNavigate).toHaveBeenCalledWith('/member-center/integral-det/101');
  },
};

/** A visitor sees the products without a points line. */
export const Visitor: Story = {
  args: { score: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="my-score"]')).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-part="score-prod"]')).toHaveLength(3);
  },
};

export const Paged: Story = {
  args: { page: scoreProdPage(demoScoreProds, 3, 1) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const EmptyState: Story = {
  args: { page: scoreProdPage([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('积分商城暂无商品')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载积分商城');
  },
};

export const ErrorState: Story = {
  args: { page: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('积分商城加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The products, empty and error (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3 bg-neutral-50">
      <ScoreMallScreen {...args} />
      <ScoreMallScreen {...args} page={scoreProdPage([])} />
      <ScoreMallScreen {...args} page={undefined} error />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '积分商城', 'Points mall') }),
    ).toHaveLength(3);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
