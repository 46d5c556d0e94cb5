import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createClock } from '@sinonjs/fake-timers';
import { frozenClock, fromFakeClock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import { enHref, isEn, say } from '../../storybook/say.ts';
import {
  emptySeckillPage,
  HOUR,
  SECKILL_NOW,
  SECOND,
  seckillCards,
  seckillPage,
} from '../../storybook/fixtures/seckill.ts';
import { FlashSaleScreen, type FlashSaleScreenProps } from './FlashSaleScreen.tsx';

const meta = {
  title: 'Screens/FlashSaleScreen',
  component: FlashSaleScreen,
  args: {
    onRetry: fn(),
    onMore: fn(),
    onNavigate: fn(),
    onCountdownEnd: fn(),
    clock: frozenClock(SECKILL_NOW),
  },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <FlashSaleScreen page={seckillPage({ en: isEn(globals) })} {...args} />,
} satisfies Meta<typeof FlashSaleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('li[data-seckill-id]')];
const visibleCards = (root: HTMLElement) => cards(root).filter((c) => c.checkVisibility());

/**
 * The sessions of the day: 08:00 ended, 10:00 ongoing (shown first), 14:00 and tomorrow's 10:00 not
 * started. The ongoing session counts down to its end; each card shows its sold share and its button.
 */
export const Sessions: Story = {
  args: { href: enHref },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '秒杀' })).toBeVisible();
    const bar = within(canvas.getByRole('tablist', { name: '场次' }));
    const tabs = bar.getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual([
      '08:00已结束',
      '10:00抢购中',
      '14:00即将开始',
      '06-19 10:00即将开始',
    ]);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const timer = canvas.getByRole('timer', { name: '距结束' });
    await expect(timer).toHaveTextContent('02:00:00');

    const shown = visibleCards(canvasElement);
    await expect(shown.map((c) => c.dataset.state)).toEqual(['ongoing', 'soldOut', 'ongoing']);
    await expect(within(shown[0]!).getByRole('progressbar', { name: '已抢 63%' })).toBeVisible();
    await expect(within(shown[0]!).getByText('¥99.00')).toBeInTheDocument();
    await expect(within(shown[0]!).getByText(/¥299\.00/)).toBeInTheDocument();
    await expect(within(shown[1]!).getByRole('button', { name: '已售罄' })).toBeDisabled();
    await expect(within(shown[2]!).getByRole('progressbar', { name: '已抢 99%' })).toBeVisible();

    const grab = within(shown[0]!).getByRole('link', { name: '立即抢购：无线降噪蓝牙耳机 长续航' });
    await expect(grab).toHaveAttribute('href', '/en/secdetail/1');
    await userEvent.click(grab);
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/secdetail/1');
    // No more activities than shown: no "more" button.
    await expect(canvas.queryByRole('button', { name: '更多秒杀' })).toBeNull();
  },
};

/** Choosing an upcoming session: its start time on the disabled buttons, a countdown to its start. */
export const UpcomingSession: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /14:00/ }));
    await expect(canvas.getByRole('tab', { name: /14:00/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('timer', { name: '距开始' })).toHaveTextContent('04:00:00');
    const [card] = visibleCards(canvasElement);
    await expect(card!.dataset.state).toBe('notStarted');
    await expect(within(card!).getByRole('button', { name: '14:00 开抢' })).toBeDisabled();
    await expect(within(card!).getByRole('progressbar', { name: '已抢 0%' })).toBeVisible();
  },
};

/** An ended session: no countdown, every button says it has ended. */
export const EndedSession: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /08:00/ }));
    await expect(canvas.getByText('本场已结束')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    const [card] = visibleCards(canvasElement);
    await expect(within(card!).getByRole('button', { name: '已结束' })).toBeDisabled();
  },
};

/** The countdown runs on the given clock and tells the app when the session ends. */
export const CountdownEnds: Story = {
  loaders: [
    () => {
      const fake = createClock(SECKILL_NOW + 2 * HOUR - 3 * SECOND);
      return { fake, clock: fromFakeClock(fake) };
    },
  ],
  render: (args, { loaded }) => (
    <FlashSaleScreen page={seckillPage()} {...args} clock={loaded.clock as FlashSaleScreenProps['clock']} />
  ),
  play: async ({ canvas, loaded, args }) => {
    const fake = loaded.fake as ReturnType<typeof createClock>;
    const timer = canvas.getByRole('timer', { name: '距结束' });
    await expect(timer).toHaveTextContent('00:00:03');
    await waitFor(() => expect(fake.countTimers()).toBeGreaterThan(0));
    fake.tick(2 * SECOND);
    await waitFor(() => expect(timer).toHaveTextContent('00:00:01'));
    await expect(args.onCountdownEnd).not.toHaveBeenCalled();
    fake.tick(SECOND);
    await waitFor(() => expect(args.onCountdownEnd).toHaveBeenCalledOnce());
  },
};

/**
 * A session whose sales end at different times: its countdown runs to the first end (11:00), so the
 * states are read again then, not only at the last end (12:00).
 */
export const EarliestEndFirst: Story = {
  render: (args) => {
    const records = seckillCards().map((c) =>
      c.seckillId === 2 ? { ...c, endTime: '2026-06-18 11:00:00' } : c,
    );
    return <FlashSaleScreen {...args} page={{ ...seckillPage(), records }} />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: '距结束' })).toHaveTextContent('01:00:00');
  },
};

/** Before the page is interactive (server rendering): the countdown shows no digits. */
export const ServerRendered: Story = {
  args: { clock: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="countdown-pending"]')).toHaveTextContent(
      '距结束--:--:--',
    );
  },
};

/** More activities than loaded: "more" asks for them, and is busy while they load. */
export const More: Story = {
  render: (args) => <FlashSaleScreen page={seckillPage({ total: 30 })} {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多秒杀' }));
    await expect(args.onMore).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = {
  render: (args) => <FlashSaleScreen page={seckillPage({ total: 30 })} {...args} loadingMore />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /更多秒杀/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** No activities at all: an empty state with the way home. */
export const NoFlashSales: Story = {
  args: { page: emptySeckillPage, href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('暂无秒杀活动')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回首页' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en');
  },
};

export const Loading: Story = {
  render: (args) => <FlashSaleScreen {...args} loading />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载秒杀活动');
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

export const LoadError: Story = {
  render: (args) => <FlashSaleScreen {...args} error loading />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('秒杀活动加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function AllFlashSaleStates({ page, ...args }: FlashSaleScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-2 md:p-2';
  return (
    <div className="grid items-start gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <FlashSaleScreen {...args} className={panel} page={page} />
      <div className="grid gap-3">
        <FlashSaleScreen {...args} className={panel} page={emptySeckillPage} />
        <FlashSaleScreen {...args} className={panel} error />
        <FlashSaleScreen {...args} className={panel} loading />
      </div>
    </div>
  );
}

/** The sessions (ongoing, sold out, nearly gone), the empty state, the error and the skeleton. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <AllFlashSaleStates {...args} page={seckillPage({ en: isEn(globals), total: 12 })} />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(visibleCards(canvasElement)).toHaveLength(3);
    await expect(
      canvas.getByRole('tab', { name: new RegExp(`^10:00\\s*${say(globals, '抢购中', 'Ongoing')}$`) }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('timer', { name: say(globals, '距结束', 'Ends in') })).toBeVisible();
    await expect(
      canvas.getByText(say(globals, '暂无秒杀活动', 'No flash sales at the moment')),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '秒杀活动加载失败', 'The flash sales could not be loaded'),
    );
    await expect(
      canvas.getByRole('button', { name: say(globals, '更多秒杀', 'More flash sales') }),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
