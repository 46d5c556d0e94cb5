import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { SeckillProgress } from './SeckillProgress.tsx';

const meta = {
  title: 'Mall/SeckillProgress',
  component: SeckillProgress,
  args: { total: 100, left: 37 },
  decorators: [(Story) => <div className="w-64 p-4">{Story()}</div>],
} satisfies Meta<typeof SeckillProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 63 of 100 units gone: the bar is filled to 63 % and says so. */
export const Selling: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: say(globals, '已抢 63%', '63% sold') });
    await expect(bar).toHaveAttribute('aria-valuenow', '63');
    await expect(canvasElement.querySelector<HTMLElement>('[data-part="bar"]')!.style.width).toBe('63%');
  },
};

/** One unit left of 200: rounded down, it is not yet 100 %. */
export const AlmostGone: Story = {
  args: { total: 200, left: 1, size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99');
  },
};

/** Nothing left: 100 %. */
export const SoldOut: Story = {
  args: { total: 50, left: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Not started: nothing sold yet. */
export const NoneSold: Story = {
  args: { total: 50, left: 50 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <SeckillProgress total={50} left={50} />
      <SeckillProgress total={100} left={37} />
      <SeckillProgress total={200} left={1} size="md" />
      <SeckillProgress total={50} left={0} size="md" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['0', '63', '99', '100']);
    await expect(bars[3]).toHaveAccessibleName(say(globals, '已抢 100%', '100% sold'));
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
