import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { frozenClock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { PROMO_NOW } from '../../storybook/fixtures/promotions.ts';
import { ActivityTiming } from './ActivityTiming.tsx';
import { DiscountRules } from './DiscountRules.tsx';

const meta = {
  title: 'Mall/DiscountRules',
  component: DiscountRules,
  args: {
    discountType: 0,
    rules: [
      { needAmount: 199, discount: 20 },
      { needAmount: 399.5, discount: 50 },
    ],
  },
} satisfies Meta<typeof DiscountRules>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** Money off: spend the threshold, save the amount (whole yuan without cents). */
export const MoneyOff: Story = {
  play: async ({ canvasElement }) => {
    await expect(texts(canvasElement)).toEqual(['满¥199减¥20', '满¥399.50减¥50']);
  },
};

/** A rate: zh in tenths paid (折), en in percent off; without a threshold it applies from the first yuan. */
export const Rate: Story = {
  args: {
    discountType: 1,
    rules: [
      { needAmount: 0, discount: 9.8 },
      { needAmount: 300, discount: 9.5 },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    await expect(texts(canvasElement)).toEqual(
      say(globals, '打9.8折|满¥300打9.5折', '2% off|5% off from ¥300').split('|'),
    );
  },
};
export const RateEn: Story = { ...Rate, globals: matrix.enPc };

/** A money-off step without a threshold. */
export const NoThreshold: Story = {
  args: { rules: [{ needAmount: 0, discount: 5 }] },
  play: async ({ canvasElement, globals }) => {
    await expect(texts(canvasElement)).toEqual([say(globals, '立减¥5', '¥5 off')]);
  },
};

function TimingRows() {
  const clock = frozenClock(PROMO_NOW);
  return (
    <div className="flex flex-col gap-2">
      <ActivityTiming
        status={1}
        startTime="2026-11-20 00:00:00"
        endTime="2026-11-25 11:00:00"
        clock={clock}
      />
      <ActivityTiming
        status={0}
        startTime="2026-11-25 10:30:00"
        endTime="2026-11-26 00:00:00"
        clock={clock}
      />
      <ActivityTiming
        status={2}
        startTime="2026-11-01 00:00:00"
        endTime="2026-11-02 00:00:00"
        clock={clock}
      />
    </div>
  );
}

/** An activity's state with its countdown: ongoing (to the end), not started (to the start), ended. */
export const Timing: Story = {
  render: () => <TimingRows />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('timer', { name: say(globals, '距结束', 'Ends in') })).toHaveTextContent(
      '01:00:00',
    );
    await expect(canvas.getByRole('timer', { name: say(globals, '距开始', 'Starts in') })).toHaveTextContent(
      '00:30:00',
    );
    await expect(canvas.getAllByRole('timer')).toHaveLength(2);
    await expect(canvas.getByText(say(globals, '已结束', 'Ended'))).toBeVisible();
  },
};

/** Both rule kinds and the three states (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <DiscountRules {...args} />
      <DiscountRules discountType={1} rules={[{ needAmount: 300, discount: 9.5 }]} size="md" />
      <TimingRows />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals, '满¥199减¥20', '¥20 off ¥199'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '满¥300打9.5折', '5% off from ¥300'))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
