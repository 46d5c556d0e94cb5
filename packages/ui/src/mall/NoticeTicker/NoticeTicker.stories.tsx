import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createClock } from '@sinonjs/fake-timers';
import { NOTICE_TICKER_SPEED_MS } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { frozenClock, fromFakeClock, type Clock } from '../../lib/clock.ts';
import { NoticeTicker, type Notice } from './NoticeTicker.tsx';

const START = Date.UTC(2026, 5, 18, 2, 0, 0);
type FakeClock = ReturnType<typeof createClock>;

// Notices are data, so they stay in the data's language (the server sends them translated).
const notices: Notice[] = [
  { id: 101, title: '618 年中大促 6月18日零点开抢', tag: '活动' },
  { id: 102, title: '端午节期间物流配送时效说明' },
  { id: 103, title: '关于防范电信诈骗的安全提醒', tag: '安全' },
];

const meta = {
  title: 'Mall/NoticeTicker',
  component: NoticeTicker,
  args: { notices, onOpen: fn(), moreHref: '#notice-list', reducedMotion: false },
  // A fresh fake clock per story: the component schedules on it, the play function ticks it.
  loaders: [
    () => {
      const clock = createClock(START);
      return { clock, componentClock: fromFakeClock(clock) };
    },
  ],
  render: (args, { loaded }) => <NoticeTicker {...args} clock={loaded.componentClock as Clock} />,
} satisfies Meta<typeof NoticeTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the ticker has set its timer on the fake clock, so that ticks reach it. */
const started = (clock: FakeClock) => waitFor(() => expect(clock.countTimers()).toBeGreaterThan(0));
/** The notice on show: hidden ones are aria-hidden, so only it has the button role. */
const shown = (root: HTMLElement) => within(root).getByRole('button');
const track = (root: HTMLElement) => root.querySelector('[data-part="track"]') as HTMLElement;

export const Autoplay: Story = {
  play: async ({ canvasElement, loaded }) => {
    const clock = loaded.clock as FakeClock;
    await started(clock);
    await expect(shown(canvasElement)).toHaveAccessibleName(/618 年中大促/);
    clock.tick(2999);
    await expect(shown(canvasElement)).toHaveAccessibleName(/618 年中大促/);
    clock.tick(1);
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('端午节期间物流配送时效说明'));
    // It slides (800 ms) rather than jumps.
    await expect(track(canvasElement).style.transitionDuration).toBe(`${NOTICE_TICKER_SPEED_MS}ms`);
    await expect(track(canvasElement).style.transform).toBe('translateY(-25%)');
    clock.tick(3000);
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName(/关于防范电信诈骗/));
  },
};

/** From the last notice the loop slides on to the first, then jumps back unseen to the start. */
export const LoopsToFirst: Story = {
  play: async ({ canvasElement, loaded }) => {
    const clock = loaded.clock as FakeClock;
    await started(clock);
    clock.tick(6000);
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName(/关于防范电信诈骗/));
    clock.tick(3000);
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName(/618 年中大促/));
    await expect(track(canvasElement).style.transform).toBe('translateY(-75%)');
    // The autoplay interval and the jump back after the slide.
    await waitFor(() => expect(clock.countTimers()).toBe(2));
    clock.tick(NOTICE_TICKER_SPEED_MS);
    await waitFor(() => expect(track(canvasElement).style.transform).toBe('translateY(0%)'));
    await expect(track(canvasElement).style.transitionDuration).toBe('0ms');
    await expect(shown(canvasElement)).toHaveAccessibleName(/618 年中大促/);
    clock.tick(3000);
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('端午节期间物流配送时效说明'));
  },
};

export const PausesOnHover: Story = {
  play: async ({ canvasElement, loaded }) => {
    const clock = loaded.clock as FakeClock;
    await started(clock);
    await userEvent.hover(shown(canvasElement));
    clock.tick(10_000);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(shown(canvasElement)).toHaveAccessibleName(/618 年中大促/);
    await userEvent.unhover(shown(canvasElement));
    await started(clock);
    clock.tick(3000);
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('端午节期间物流配送时效说明'));
  },
};

export const OpensOnClick: Story = {
  play: async ({ canvasElement, loaded, args }) => {
    const clock = loaded.clock as FakeClock;
    await started(clock);
    clock.tick(3000);
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('端午节期间物流配送时效说明'));
    await userEvent.click(shown(canvasElement));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(102);
  },
};

/** Keyboard: Tab reaches the notice on show (only that one), focus stops the rotation, Enter opens it. */
export const PausesOnFocusAndOpensWithEnter: Story = {
  play: async ({ canvasElement, loaded, args }) => {
    const clock = loaded.clock as FakeClock;
    await started(clock);
    await userEvent.tab();
    await expect(shown(canvasElement)).toHaveFocus();
    clock.tick(10_000);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(shown(canvasElement)).toHaveAccessibleName(/618 年中大促/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(101);
    // The next Tab leaves the notices (hidden ones are inert) for the More link.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

/** With reduced motion the notices swap in place: no slide, no copy of the first notice. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement, loaded }) => {
    const clock = loaded.clock as FakeClock;
    await started(clock);
    await expect(track(canvasElement).children).toHaveLength(3);
    clock.tick(3000);
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('端午节期间物流配送时效说明'));
    await expect(track(canvasElement).style.transitionDuration).toBe('0ms');
    clock.tick(6000);
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName(/618 年中大促/));
  },
};

export const CustomInterval: Story = {
  args: { interval: 5000 },
  play: async ({ canvasElement, loaded }) => {
    const clock = loaded.clock as FakeClock;
    await started(clock);
    clock.tick(4999);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(shown(canvasElement)).toHaveAccessibleName(/618 年中大促/);
    clock.tick(1);
    await waitFor(() => expect(shown(canvasElement)).toHaveAccessibleName('端午节期间物流配送时效说明'));
  },
};

export const SingleNotice: Story = {
  args: { notices: [notices[1]!] },
  play: async ({ canvasElement, loaded }) => {
    await expect(shown(canvasElement)).toHaveAccessibleName('端午节期间物流配送时效说明');
    await expect((loaded.clock as FakeClock).countTimers()).toBe(0);
  },
};

export const CustomMore: Story = {
  args: { moreHref: undefined, more: <a href="#all-notices">全部公告</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '全部公告' })).toHaveAttribute('href', '#all-notices');
  },
};

function AllTickers() {
  const clock = frozenClock(START);
  return (
    <div className="flex w-md max-w-full flex-col gap-3">
      <NoticeTicker clock={clock} notices={notices} moreHref="#notice-list" />
      <NoticeTicker clock={clock} notices={notices.slice(1)} />
      <NoticeTicker clock={clock} notices={[notices[2]!]} moreHref="#notice-list" />
      <NoticeTicker
        clock={clock}
        notices={[{ id: 1, title: 'A very long notice title that does not fit in the bar and is cut off' }]}
        moreHref="#notice-list"
      />
    </div>
  );
}

/** Tags, no tag, the More link and a long title cut off, for visual review and the matrix. */
export const AllStates: Story = {
  render: () => <AllTickers />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('list', { name: en ? 'Notices' : '公告' })).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: en ? 'More' : '更多' })).toHaveLength(3);
    await expect(canvas.getAllByRole('button')).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
