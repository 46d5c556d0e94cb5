import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createClock } from '@sinonjs/fake-timers';
import { useLingui } from '@lingui/react';
import { cn } from '../../lib/cn.ts';
import { frozenClock, fromFakeClock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import { enHref, say } from '../../storybook/say.ts';
import { MINUTE, SECKILL_NOW, SECOND, seckillProd } from '../../storybook/fixtures/seckill.ts';
import { SeckillDetailScreen, type SeckillDetailScreenProps } from './SeckillDetailScreen.tsx';

const meta = {
  title: 'Screens/SeckillDetailScreen',
  component: SeckillDetailScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    seckill: seckillProd(),
    clock: frozenClock(SECKILL_NOW),
    onBuy: fn(),
    onRetry: fn(),
    onCountdownEnd: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof SeckillDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const price = (root: HTMLElement) => root.querySelector('[data-part="price"]')!;
const actions = (root: HTMLElement) => within(root.querySelector<HTMLElement>('[data-part="actions"]')!);

/**
 * Ongoing: the flash-sale price against the price, the countdown to the end, 93 % sold, the limit per
 * shopper; buy now hands over the activity, the SKU and the units.
 */
export const Ongoing: Story = {
  args: { href: enHref },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '旗舰智能手机 5G 全网通 6.7 英寸大屏' }),
    ).toBeVisible();
    await expect(price(canvasElement)).toHaveTextContent('¥3999.00');
    await expect(price(canvasElement)).toHaveTextContent('原价 ¥4999.00');
    await expect(canvas.getByRole('timer', { name: '距结束' })).toHaveTextContent('02:00:00');
    await expect(canvas.getByRole('progressbar', { name: '已抢 93%' })).toBeVisible();
    await expect(canvas.getByText('每人限购 2 件')).toBeVisible();
    await expect(canvas.getByText('剩余 5 件')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '曜石黑' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '12GB+512GB (缺货)' })).toBeDisabled();
    await expect(canvasElement.querySelector('[data-part="rich-text"]')).toHaveTextContent('全天续航');

    const normal = canvas.getByRole('link', { name: '查看原价商品' });
    await expect(normal).toHaveAttribute('href', '/en/detail/1002');

    await userEvent.click(actions(canvasElement).getByRole('button', { name: '立即抢购' }));
    await expect(args.onBuy).toHaveBeenCalledWith({ seckillId: 9, seckillSkuId: 701, prodCount: 1 });
  },
};

/** The quantity stops at the per-shopper limit, then at the chosen SKU's units left. */
export const QuantityLimits: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const more = canvas.getByRole('button', { name: '增加数量' });
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(canvas.getByRole('spinbutton', { name: '数量' })).toHaveValue('2');
    await expect(more).toBeDisabled();
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '立即抢购' }));
    await expect(args.onBuy).toHaveBeenLastCalledWith({ seckillId: 9, seckillSkuId: 701, prodCount: 2 });

    // White has 2 left: the quantity starts again at 1 with its own price and units.
    await userEvent.click(canvas.getByRole('radio', { name: '雪域白' }));
    await expect(canvas.getByText('剩余 2 件')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: '数量' })).toHaveValue('1');
    await userEvent.click(actions(canvasElement).getByRole('button', { name: '立即抢购' }));
    await expect(args.onBuy).toHaveBeenLastCalledWith({ seckillId: 9, seckillSkuId: 703, prodCount: 1 });
  },
};

/** Not started: the button is disabled with the start time; the countdown runs to the start. */
export const NotStarted: Story = {
  args: { seckill: seckillProd({ status: 0 }) },
  play: async ({ canvas, canvasElement, args }) => {
    const button = actions(canvasElement).getByRole('button', { name: '06-18 10:30 开抢' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('timer', { name: '距开始' })).toHaveTextContent('00:30:00');
    await expect(canvas.getByRole('progressbar', { name: '已抢 0%' })).toBeVisible();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** The start is reached on the (server-corrected) clock: the app is told, to read the activity again. */
export const CountdownToStart: Story = {
  args: { seckill: seckillProd({ status: 0 }) },
  loaders: [
    () => {
      const fake = createClock(SECKILL_NOW + 30 * MINUTE - 2 * SECOND);
      return { fake, clock: fromFakeClock(fake) };
    },
  ],
  render: (args, { loaded }) => (
    <SeckillDetailScreen {...args} clock={loaded.clock as SeckillDetailScreenProps['clock']} />
  ),
  play: async ({ canvas, loaded, args }) => {
    const fake = loaded.fake as ReturnType<typeof createClock>;
    const timer = canvas.getByRole('timer', { name: '距开始' });
    await expect(timer).toHaveTextContent('00:00:02');
    await waitFor(() => expect(fake.countTimers()).toBeGreaterThan(0));
    fake.tick(SECOND);
    await waitFor(() => expect(timer).toHaveTextContent('00:00:01'));
    await expect(args.onCountdownEnd).not.toHaveBeenCalled();
    fake.tick(SECOND);
    await waitFor(() => expect(args.onCountdownEnd).toHaveBeenCalledOnce());
  },
};

/** Every unit gone while the activity runs: sold out, 100 %. */
export const SoldOut: Story = {
  args: { seckill: seckillProd({ soldOut: true }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(actions(canvasElement).getByRole('button', { name: '已售罄' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: '已抢 100%' })).toBeVisible();
    await expect(canvas.getByRole('timer', { name: '距结束' })).toBeVisible();
  },
};

/** Ended: no countdown, the button says so. */
export const Ended: Story = {
  args: { seckill: seckillProd({ status: 2 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(actions(canvasElement).getByRole('button', { name: '已结束' })).toBeDisabled();
    await expect(canvas.getByText('本次秒杀已结束')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** Buy now on its way: the button is busy and a second click does nothing. */
export const Buying: Story = {
  args: { buying: true },
  play: async ({ canvasElement, args }) => {
    const button = actions(canvasElement).getByRole('button', { name: /立即抢购/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** Server-rendered (no clock yet): the countdown shows no digits. */
export const ServerRendered: Story = {
  args: { clock: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="countdown-pending"]')).toHaveTextContent('距结束');
  },
};

/** On a phone the buy button sits in a bar fixed at the bottom. */
export const Mobile: Story = {
  globals: matrix.zhMobile,
  play: async ({ canvas, args }) => {
    const bar = within(canvas.getByRole('group', { name: '购买' }));
    await userEvent.click(bar.getByRole('button', { name: '立即抢购' }));
    await expect(args.onBuy).toHaveBeenCalledWith({ seckillId: 9, seckillSkuId: 701, prodCount: 1 });
  },
};

export const NotFound: Story = {
  args: { seckill: undefined, notFound: true, href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('该秒杀活动不存在')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '更多秒杀' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/flash-sale');
  },
};

export const LoadError: Story = {
  args: { seckill: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('秒杀活动加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { seckill: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载秒杀活动');
  },
};

/**
 * Ongoing and not started (clipped), then ended, sold out and the error, in panels. A panel is
 * `transform`ed so the phone's fixed action bar stays inside it. Data in the active language.
 */
function AllStatesPanels(args: SeckillDetailScreenProps) {
  const { i18n } = useLingui();
  const en = i18n.locale === 'en';
  const panel = 'relative transform-gpu overflow-hidden rounded-lg border border-neutral-200';
  const common = { clock: args.clock, onBuy: args.onBuy, onRetry: args.onRetry };
  return (
    <div className="flex flex-col gap-4 p-4 md:w-[1240px]">
      <div className="grid gap-4 md:grid-cols-2">
        <div className={cn(panel, 'h-[420px]')}>
          <SeckillDetailScreen seckill={seckillProd({ en })} {...common} />
        </div>
        <div className={cn(panel, 'h-[420px]')}>
          <SeckillDetailScreen seckill={seckillProd({ en, status: 0 })} {...common} />
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <div className={cn(panel, 'h-[250px]')}>
          <SeckillDetailScreen seckill={seckillProd({ en, status: 2 })} {...common} />
        </div>
        <div className={cn(panel, 'h-[250px]')}>
          <SeckillDetailScreen seckill={seckillProd({ en, soldOut: true })} {...common} />
        </div>
        <div className={cn(panel, 'h-[250px]')}>
          <SeckillDetailScreen error {...common} />
        </div>
      </div>
    </div>
  );
}

export const AllStates: Story = {
  render: (args) => <AllStatesPanels {...args} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByText(say(globals, '立即抢购', 'Grab it now')).length).toBeGreaterThan(0);
    await expect(
      canvas.getAllByText(say(globals, '06-18 10:30 开抢', 'Starts at 06-18 10:30')).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getAllByText(say(globals, '已结束', 'Has ended')).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(say(globals, '已售罄', 'Sold out')).length).toBeGreaterThan(0);
    await expect(
      canvas.getByText(say(globals, '秒杀活动加载失败', 'The flash sale could not be loaded')),
    ).toBeInTheDocument();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
