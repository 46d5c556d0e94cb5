import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Trans } from '@lingui/react/macro';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { StatCard } from './index.ts';

const meta = {
  title: 'Console/StatCard',
  component: StatCard,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    label: 'Sales today',
    value: '¥12,860.00',
    trend: { direction: 'up', value: '12.5%', tone: 'success', comparison: 'vs yesterday' },
  },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value is shown as given; the trend's direction is spoken, its arrow is decorative. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('¥12,860.00')).toBeVisible();
    const trend = canvasElement.querySelector('[data-direction]')!;
    await expect(trend).toHaveAttribute('data-direction', 'up');
    await expect(trend).toHaveClass('text-success');
    await expect(trend).toHaveTextContent('上升12.5%');
    await expect(canvas.getByText('上升')).toHaveClass('sr-only');
    await expect(canvas.getByText('vs yesterday')).toBeVisible();
  },
};

/** A fall that is bad news, in the danger tone. */
export const Down: Story = {
  args: { trend: { direction: 'down', value: '3.2%', tone: 'danger' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-direction]')).toHaveClass('text-danger');
    await expect(canvas.getByText('下降')).toHaveClass('sr-only');
  },
};

/** Loading: a skeleton and "Loading" for screen readers instead of the figure. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    await expect(canvas.queryByText('¥12,860.00')).toBeNull();
    await expect(canvas.getByText('Sales today')).toBeVisible();
  },
};

/** Every form at once, for visual review (PC only). */
export const AllStates: Story = {
  render: () => (
    <div className="grid w-[1200px] grid-cols-4 gap-4">
      <StatCard
        label={<Trans>Sales today</Trans>}
        value="¥12,860.00"
        trend={{ direction: 'up', value: '12.5%', tone: 'success', comparison: <Trans>vs yesterday</Trans> }}
      />
      <StatCard
        label={<Trans>Refund requests</Trans>}
        value="8"
        trend={{ direction: 'down', value: '3.2%', tone: 'danger', comparison: <Trans>vs yesterday</Trans> }}
      />
      <StatCard
        label={<Trans>Orders today</Trans>}
        value="126"
        trend={{ direction: 'flat', value: '0%' }}
        footer={<Trans>Pending delivery: 14</Trans>}
      />
      <StatCard label={<Trans>Visitors today</Trans>} loading />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getByText(en ? 'Refund requests' : '退款申请')).toBeVisible();
    await expect(canvas.getByText(en ? 'Unchanged' : '持平')).toHaveClass('sr-only');
    await expect(canvas.getByRole('status')).toBeInTheDocument();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
