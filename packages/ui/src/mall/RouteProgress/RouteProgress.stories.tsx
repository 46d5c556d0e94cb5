import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createClock } from '@sinonjs/fake-timers';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { fromFakeClock, type Clock } from '../../lib/clock.ts';
import { Button } from '../../primitives/Button/index.ts';
import { PROGRESS_FADE_MS, RouteProgress, RouteProgressBar } from './RouteProgress.tsx';

const START = Date.UTC(2026, 5, 18, 2, 0, 0);
type FakeClock = ReturnType<typeof createClock>;

/** Stands in for the router: the buttons start and finish a navigation. */
function Navigation({ clock }: { clock: Clock }) {
  const [active, setActive] = useState(false);
  return (
    <div className="flex gap-2">
      <RouteProgress active={active} clock={clock} />
      <Button onClick={() => setActive(true)}>Start navigation</Button>
      <Button variant="outline" onClick={() => setActive(false)}>
        Finish navigation
      </Button>
    </div>
  );
}

const meta = {
  title: 'Mall/RouteProgress',
  component: RouteProgress,
  args: { active: false },
  parameters: { layout: 'fullscreen' },
  loaders: [
    () => {
      const clock = createClock(START);
      return { clock, componentClock: fromFakeClock(clock) };
    },
  ],
  render: (_args, { loaded }) => (
    <div className="p-6">
      <Navigation clock={loaded.componentClock as Clock} />
    </div>
  ),
} satisfies Meta<typeof RouteProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

const idle = () => new Promise((resolve) => requestAnimationFrame(resolve));
const value = (bar: HTMLElement) => Number(bar.getAttribute('aria-valuenow'));

/** A navigation faster than the 200 ms throttle never shows the bar. */
export const FastNavigationShowsNothing: Story = {
  play: async ({ canvas, loaded }) => {
    const clock = loaded.clock as FakeClock;
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await waitFor(() => expect(clock.countTimers()).toBe(1));
    clock.tick(PROGRESS_THROTTLE_MS - 1);
    await idle();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await waitFor(() => expect(clock.countTimers()).toBe(0));
    clock.tick(10_000);
    await idle();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** A slow navigation shows the bar after 200 ms, creeping up but never past 90 % until it finishes. */
export const SlowNavigation: Story = {
  play: async ({ canvas, loaded, globals }) => {
    const clock = loaded.clock as FakeClock;
    await userEvent.click(canvas.getByRole('button', { name: 'Start navigation' }));
    await waitFor(() => expect(clock.countTimers()).toBe(1));
    clock.tick(PROGRESS_THROTTLE_MS);
    const bar = await canvas.findByRole('progressbar', {
      name: globals.locale === 'en' ? 'Loading page' : '页面加载中',
    });
    await expect(value(bar)).toBe(10);
    await waitFor(() => expect(clock.countTimers()).toBe(1));
    clock.tick(1000);
    await waitFor(() => expect(value(bar)).toBeGreaterThan(10));
    const early = value(bar);
    clock.tick(2000);
    await waitFor(() => expect(value(bar)).toBeGreaterThan(early));
    clock.tick(PROGRESS_DURATION_MS * 4);
    await waitFor(() => expect(value(bar)).toBe(90));
    // Finishing fills the bar, then it fades and goes.
    await userEvent.click(canvas.getByRole('button', { name: 'Finish navigation' }));
    await waitFor(() => expect(value(bar)).toBe(100));
    await expect(bar).toHaveAttribute('data-state', 'done');
    await waitFor(() => expect(clock.countTimers()).toBe(1));
    clock.tick(PROGRESS_FADE_MS);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

/** A new navigation can start while the last one is still fading out. */
export const NavigateAgain: Story = {
  play: async ({ canvas, loaded }) => {
    const clock = loaded.clock as FakeClock;
    const start = canvas.getByRole('button', { name: 'Start navigation' });
    const finish = canvas.getByRole('button', { name: 'Finish navigation' });
    await userEvent.click(start);
    await waitFor(() => expect(clock.countTimers()).toBe(1));
    clock.tick(PROGRESS_THROTTLE_MS);
    const bar = await canvas.findByRole('progressbar');
    await userEvent.click(finish);
    await waitFor(() => expect(value(bar)).toBe(100));
    await userEvent.click(start);
    await waitFor(() => expect(clock.countTimers()).toBe(2));
    clock.tick(PROGRESS_THROTTLE_MS);
    await waitFor(() => expect(value(canvas.getByRole('progressbar'))).toBe(10));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-state', 'loading');
  },
};

function AllBars() {
  const steps = [
    { value: 10, done: false },
    { value: 45, done: false },
    { value: 90, done: false },
    { value: 100, done: false },
  ];
  return (
    <div className="flex w-96 flex-col gap-3">
      {steps.map(({ value, done }) => (
        <div key={value} className="relative h-6 rounded-sm border border-neutral-200">
          <RouteProgressBar className="absolute" value={value} done={done} />
          <span className="absolute right-2 bottom-0 text-xs text-neutral-600">{value}%</span>
        </div>
      ))}
    </div>
  );
}

/** The bar at its start, midway, at its 90 % ceiling and full, for visual review and the matrix. */
export const AllStates: Story = {
  parameters: { layout: 'padded' },
  render: () => <AllBars />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const bars = canvas.getAllByRole('progressbar', {
      name: globals.locale === 'en' ? 'Loading page' : '页面加载中',
    });
    await expect(bars.map(value)).toEqual([10, 45, 90, 100]);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
