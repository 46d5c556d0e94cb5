import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createClock } from '@sinonjs/fake-timers';
import { matrix } from '../../storybook/matrix.ts';
import { Countdown } from './Countdown.tsx';
import type { Clock } from '../../lib/clock.ts';
import { frozenClock, fromFakeClock } from '../../lib/clock.ts';

/** 2026-06-18 10:00:00 Beijing time: every story's clock starts here. */
const START = Date.UTC(2026, 5, 18, 2, 0, 0);
const D = 86_400_000;
const H = 3_600_000;
const M = 60_000;
const S = 1_000;

type FakeClock = ReturnType<typeof createClock>;

const meta = {
  title: 'Mall/Countdown',
  component: Countdown,
  args: { target: START + 1 * D + 2 * H + 3 * M + 4 * S, onEnd: fn() },
  // A fresh fake clock per story: the component reads it, the play function ticks it.
  loaders: [
    () => {
      const clock = createClock(START);
      return { clock, componentClock: fromFakeClock(clock) };
    },
  ],
  render: (args, { loaded }) => <Countdown {...args} clock={loaded.componentClock as Clock} />,
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the component has set its timer on the fake clock, so that ticks reach it. */
const started = (clock: FakeClock) => waitFor(() => expect(clock.countTimers()).toBeGreaterThan(0));

const value = (root: HTMLElement) => root.querySelector('[data-part="value"]') as HTMLElement;

export const WithDays: Story = {
  play: async ({ canvas, canvasElement, loaded, globals, args }) => {
    const clock = loaded.clock as FakeClock;
    await started(clock);
    const day = globals.locale === 'en' ? '1d' : '1天';
    const timer = canvas.getByRole('timer', { name: globals.locale === 'en' ? 'Countdown' : '倒计时' });
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(value(canvasElement)).toHaveTextContent(`${day} 02:03:04`);
    clock.tick(S);
    await waitFor(() => expect(value(canvasElement)).toHaveTextContent(`${day} 02:03:03`));
    clock.tick(3 * S + 3 * M);
    await waitFor(() => expect(value(canvasElement)).toHaveTextContent(`${day} 02:00:00`));
    // Past the last day the days part goes away.
    clock.tick(2 * H + 1 * S);
    await waitFor(() => expect(value(canvasElement)).toHaveTextContent(/^23:59:59$/));
    // The name stays put while the digits change, so nothing is re-announced every second.
    await expect(timer).toHaveAccessibleName(globals.locale === 'en' ? 'Countdown' : '倒计时');
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
};

export const Compact: Story = {
  args: { format: 'compact' },
  play: async ({ canvasElement, loaded }) => {
    await expect(value(canvasElement)).toHaveTextContent(/^26:03:04$/);
    await started(loaded.clock as FakeClock);
    (loaded.clock as FakeClock).tick(5 * S);
    await waitFor(() => expect(value(canvasElement)).toHaveTextContent(/^26:02:59$/));
  },
};

/** onEnd fires exactly once at zero, and the display stays at zero however long time runs on. */
export const EndsOnce: Story = {
  args: { target: START + 3 * S },
  play: async ({ canvasElement, loaded, args }) => {
    const clock = loaded.clock as FakeClock;
    await started(clock);
    await expect(value(canvasElement)).toHaveTextContent(/^00:00:03$/);
    clock.tick(2 * S + 999);
    await waitFor(() => expect(value(canvasElement)).toHaveTextContent(/^00:00:01$/));
    await expect(args.onEnd).not.toHaveBeenCalled();
    // Past the end twice: onEnd once, the display stays at zero, no timer is left running.
    clock.tick(5 * S);
    await waitFor(() => expect(value(canvasElement)).toHaveTextContent(/^00:00:00$/));
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1));
    clock.tick(5 * S);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
    await expect(value(canvasElement)).toHaveTextContent(/^00:00:00$/);
    await expect(clock.countTimers()).toBe(0);
  },
};

/** Ticks land on whole seconds even when the countdown starts between two of them. */
export const OffTheSecond: Story = {
  args: { target: START + 2 * S + 500 },
  play: async ({ canvasElement, loaded }) => {
    const clock = loaded.clock as FakeClock;
    await started(clock);
    // 2.5 s left reads as 3 s (rounded up) until exactly 2 s are left.
    await expect(value(canvasElement)).toHaveTextContent(/^00:00:03$/);
    clock.tick(499);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(value(canvasElement)).toHaveTextContent(/^00:00:03$/);
    clock.tick(1);
    await waitFor(() => expect(value(canvasElement)).toHaveTextContent(/^00:00:02$/));
  },
};

export const AlreadyEnded: Story = {
  args: { target: START - M },
  play: async ({ canvasElement, args }) => {
    await expect(value(canvasElement)).toHaveTextContent(/^00:00:00$/);
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1));
  },
};

export const WithLabel: Story = {
  args: { label: 'endsIn', variant: 'blocks', target: START + 5 * H + 6 * M + 7 * S },
  play: async ({ canvas, globals }) => {
    const label = globals.locale === 'en' ? 'Ends in' : '距结束';
    const timer = canvas.getByRole('timer', { name: label });
    await expect(timer).toHaveTextContent(`${label}05:06:07`);
    await expect(timer.querySelector('[data-part="hours"]')).toHaveClass('bg-brand');
  },
};

function AllCountdowns() {
  const clock = frozenClock(START);
  const target = START + 1 * D + 2 * H + 3 * M + 4 * S;
  return (
    <div className="flex flex-col items-start gap-3">
      <Countdown clock={clock} target={target} />
      <Countdown clock={clock} target={target} format="compact" />
      <Countdown clock={clock} target={START + 5 * H + 6 * M + 7 * S} label="endsIn" />
      <Countdown clock={clock} target={target} label="startsIn" size="sm" />
      <Countdown clock={clock} target={target} label="endsIn" variant="blocks" size="lg" />
      <Countdown clock={clock} target={START + 9 * M} variant="blocks" format="compact" />
      <Countdown clock={clock} target={START - M} label="endsIn" />
    </div>
  );
}

/** Every format, label, look and the ended state at once, at a fixed instant. */
export const AllStates: Story = {
  render: () => <AllCountdowns />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('timer')).toHaveLength(7);
    await expect(canvas.getAllByRole('timer', { name: en ? 'Ends in' : '距结束' })).toHaveLength(3);
    await expect(canvas.getByRole('timer', { name: en ? 'Starts in' : '距开始' })).toBeInTheDocument();
    await expect(canvas.getAllByText(en ? '1d' : '1天')).toHaveLength(3);
    await expect(canvas.getAllByRole('timer')[1]).toHaveTextContent('26:03:04');
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
