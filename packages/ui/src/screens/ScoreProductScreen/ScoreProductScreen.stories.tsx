import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoScoreProdInfo } from '../../storybook/fixtures/loyalty.ts';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { ScoreProductScreen } from './ScoreProductScreen.tsx';

const meta = {
  title: 'Screens/ScoreProductScreen',
  component: ScoreProductScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    prod: demoScoreProdInfo,
    score: 2500,
    onRedeem: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ScoreProductScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-part="${name}"]`)!;
const actions = (root: HTMLElement) => within(part(root, 'actions'));

/** The first SKU in stock is chosen; two units cost 2000 points; redeem hands over the SKU and units. */
export const Redeem: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '蓝牙耳机' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '黑色' })).toBeChecked();
    await expect(part(canvasElement, 'summary')).toHaveTextContent('1000 积分');
    await expect(part(canvasElement, 'my-score')).toHaveTextContent('我的积分：2500');
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await expect(part(canvasElement, 'cost')).toHaveTextContent('2000 积分');
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '立即兑换' }));
    await expect(args.onRedeem).toHaveBeenCalledWith({ prodId: 102, skuId: 1021, prodCount: 2 });
  },
};

/** Three units cost more than the shopper's points: the button says so and does nothing. */
export const NotEnoughPoints: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const more = canvas.getByRole('button', { name: '增加数量' });
    await userEvent.click(more);
    await userEvent.click(more);
    const button = actions(canvasElement).getByRole('button', { name: '积分不足' });
    await expect(button).toBeDisabled();
    await expect(part(canvasElement, 'my-score')).toHaveClass('text-danger');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

/** No SKU in stock: sold out. */
export const SoldOut: Story = {
  args: {
    prod: {
      ...demoScoreProdInfo,
      totalStocks: 0,
      skuList: demoScoreProdInfo.skuList.map((s) => ({ ...s, stocks: 0 })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(actions(canvasElement).getByRole('button', { name: '已售罄' })).toBeDisabled();
  },
};

/** Taken off sale: the button says so. */
export const OffSale: Story = {
  args: { prod: { ...demoScoreProdInfo, status: 0 } },
  play: async ({ canvasElement }) => {
    await expect(actions(canvasElement).getByRole('button', { name: '已下架' })).toBeDisabled();
  },
};

/** A visitor: no points line, the button is on (the app opens the login popup). */
export const Visitor: Story = {
  args: { score: undefined },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-part="my-score"]')).toBeNull();
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '立即兑换' }));
    await expect(args.onRedeem).toHaveBeenCalledWith({ prodId: 102, skuId: 1021, prodCount: 1 });
  },
};

export const NotFoundState: Story = {
  args: { prod: undefined, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该商品不在积分商城中')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回积分商城' })).toHaveAttribute(
      'href',
      '/member-center/integral-mall',
    );
  },
};

export const Loading: Story = {
  args: { prod: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载商品');
  },
};

export const ErrorState: Story = {
  args: { prod: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('商品加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The product, too few points, not found and error (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3 bg-neutral-50">
      <ScoreProductScreen {...args} />
      <ScoreProductScreen {...args} score={100} />
      <ScoreProductScreen {...args} prod={undefined} notFound />
      <ScoreProductScreen {...args} prod={undefined} error />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const redeem = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="actions"] button')];
    await expect(redeem).toHaveLength(2);
    await expect(redeem[0]).toHaveTextContent(say(globals, '立即兑换', 'Redeem now'));
    await expect(redeem[1]).toHaveTextContent(say(globals, '积分不足', 'Not enough points'));
    await expect(redeem[1]).toBeDisabled();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
