import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { allStatesParameters, ConsoleCanvas } from '../../storybook/console.tsx';
import { dashboardSeries } from '../../storybook/fixtures/merchantDashboard.ts';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { SalesChart } from './index.ts';

const zeros = dashboardSeries.map((d) => ({ ...d, paidOrders: 0, sales: 0 }));

const meta = {
  title: 'Console/SalesChart',
  component: SalesChart,
  // A fixed size: the canvas draws the same pixels every time.
  args: { series: dashboardSeries, label: '近30天每日销售额', width: 720, height: 240 },
  parameters: { chromatic: { modes: chromaticPcModes } },
  decorators: [
    (Story) => (
      <ConsoleCanvas>
        <Story />
      </ConsoleCanvas>
    ),
  ],
} satisfies Meta<typeof SalesChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty days drawn on a canvas (loaded on first use), and the same days in a hidden table. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
    const chart = canvasElement.querySelector('canvas')!;
    await expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-chart="uplot"]')?.parentElement).toHaveStyle({
      width: '720px',
    });
    const table = canvas.getByRole('table', { name: '近30天每日销售额' });
    await expect(table).toHaveClass('sr-only');
    const rows = within(table).getAllByRole('row');
    // The heads and one row a day.
    await expect(rows).toHaveLength(31);
    const first = dashboardSeries[0]!;
    await expect(rows[1]).toHaveTextContent(`${first.day}${first.paidOrders}¥${first.sales.toFixed(2)}`);
    await expect(within(table).getByRole('columnheader', { name: '销售额' })).toBeInTheDocument();
  },
};

/** While the days load: a skeleton marked busy, and "loading" for screen readers. */
export const Loading: Story = {
  args: { series: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** No day sold anything: a message instead of a flat line, and no canvas is loaded. */
export const Empty: Story = {
  args: { series: zeros },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('这些天还没有销售。')).toBeVisible();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
  },
};

function AllCharts() {
  const { t } = useLingui();
  return (
    <ConsoleCanvas stack>
      <SalesChart series={dashboardSeries} label={t`Daily sales`} width={720} height={240} />
      <SalesChart series={undefined} label={t`Daily sales`} width={720} height={120} />
      <SalesChart series={zeros} label={t`Daily sales`} width={720} height={120} />
    </ConsoleCanvas>
  );
}

/** Drawn, loading and empty (PC only). */
export const AllStates: Story = {
  render: () => <AllCharts />,
  parameters: allStatesParameters,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('canvas')).toHaveLength(1));
    await expect(
      canvas.getByRole('table', { name: say(globals, '每日销售额', 'Daily sales') }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await expect(
      canvas.getByText(say(globals, '这些天还没有销售。', 'No sales in these days yet.')),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
