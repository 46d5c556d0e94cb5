import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PlatformReportDaily, PlatformReportProduct, PlatformReportShop } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters } from '../../../storybook/console.tsx';
import { ReportScreen, type ReportRange } from './ReportScreen.tsx';

const zeroDay = { refunds: 0, refundedAmount: 0, newMembers: 0, refundRate: 0 };
const daily: PlatformReportDaily = {
  startDate: '2026-11-21',
  endDate: '2026-11-27',
  total: {
    paidOrders: 58,
    salesAmount: 1_286_050,
    refunds: 3,
    refundedAmount: 25_900,
    newMembers: 17,
    visitors: 842,
    refundRate: 0.0201,
  },
  days: [
    { day: '2026-11-21', paidOrders: 6, salesAmount: 120_000, ...zeroDay, visitors: 98 },
    { day: '2026-11-22', paidOrders: 9, salesAmount: 218_800, ...zeroDay, newMembers: 4, visitors: 131 },
    {
      day: '2026-11-23',
      paidOrders: 4,
      salesAmount: 65_500,
      refunds: 2,
      refundedAmount: 19_900,
      newMembers: 2,
      visitors: 87,
      refundRate: 0.3038,
    },
    { day: '2026-11-24', paidOrders: 11, salesAmount: 301_250, ...zeroDay, newMembers: 5, visitors: 150 },
    { day: '2026-11-25', paidOrders: 8, salesAmount: 162_000, ...zeroDay, visitors: 112 },
    {
      day: '2026-11-26',
      paidOrders: 12,
      salesAmount: 288_500,
      refunds: 1,
      refundedAmount: 6_000,
      newMembers: 6,
      visitors: 160,
      refundRate: 0.0208,
    },
    { day: '2026-11-27', paidOrders: 8, salesAmount: 130_000, ...zeroDay, visitors: 104 },
  ],
};
const products: PlatformReportProduct[] = [
  {
    prodId: 11,
    prodName: '无线降噪耳机',
    pic: '',
    shopId: 1,
    shopName: '数码旗舰店',
    paidOrders: 21,
    quantity: 23,
    salesAmount: 689_770,
  },
  {
    prodId: 12,
    prodName: '纯棉四件套',
    pic: '',
    shopId: 2,
    shopName: '家居生活馆',
    paidOrders: 15,
    quantity: 16,
    salesAmount: 318_400,
  },
];
const shops: PlatformReportShop[] = [
  { shopId: 1, shopName: '数码旗舰店', shopLogo: '', paidOrders: 30, salesAmount: 870_050 },
  { shopId: 2, shopName: '家居生活馆', shopLogo: '', paidOrders: 28, salesAmount: 416_000 },
];
const emptyDaily: PlatformReportDaily = {
  ...daily,
  total: { ...daily.total, paidOrders: 0, salesAmount: 0, refunds: 0, refundedAmount: 0, refundRate: null },
  days: daily.days.map((d) => ({ ...d, paidOrders: 0, salesAmount: 0, ...zeroDay, refundRate: null })),
};

const meta = {
  title: 'Screens/Platform/ReportScreen',
  component: ReportScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    range: { startDate: '2026-11-21', endDate: '2026-11-27' },
    today: '2026-11-27',
    daily,
    products,
    shops,
    chartWidth: 1000,
    onRangeChange: fn(),
    onRetry: fn(),
    onRetryProducts: fn(),
    onRetryShops: fn(),
    onExport: fn(() => Promise.resolve()),
    onExportProducts: fn<(range: ReportRange) => Promise<void>>(() => Promise.resolve()),
    onExportShops: fn<(range: ReportRange) => Promise<void>>(() => Promise.resolve()),
  },
  render: (args) => (
    <ConsoleCanvas>
      <ReportScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof ReportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The totals as formatted money, counts and a percentage; the best products and stores in order. */
export const Figures: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '报表', 'Reports') }),
    ).toBeVisible();
    await expect(canvas.getByText(/^¥12,?860\.50$/)).toBeVisible();
    await expect(canvas.getByText('2.01%')).toBeVisible();
    await expect(canvas.getByText('842')).toBeVisible();
    const best = canvas.getByRole('table', { name: say(globals, '热销商品', 'Best-selling products') });
    const rows = within(best).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('无线降噪耳机');
    await expect(rows[1]).toHaveTextContent(/¥6,?897\.70/);
    // The chart's text alternative lists every day.
    const byDay = canvas.getByRole('table', { name: say(globals, '每日销售额', 'Sales by day') });
    await expect(within(byDay).getAllByRole('row')).toHaveLength(8);
    // New members and visitors by day: a row per day with both.
    const people = canvas.getByRole('table', {
      name: say(globals, '每日新增会员与访客', 'New members and visitors by day'),
    });
    const days = within(people).getAllByRole('row');
    await expect(days).toHaveLength(8);
    await expect(days[2]).toHaveTextContent('2026-11-22');
    await expect(
      within(days[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-11-22', '4', '131']);
  },
};
export const FiguresEn: Story = { ...Figures, globals: matrix.enPc };

/** Quick picks ask for the last 7 or 30 days ending today; the chosen one is pressed. */
export const QuickPicks: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '近7天' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '近30天' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({
      startDate: '2026-10-29',
      endDate: '2026-11-27',
    });
  },
};

/** A range typed in the fields is asked for; an end before the start is said and not asked. */
export const ChooseRange: Story = {
  play: async ({ canvas, args }) => {
    const from = canvas.getByLabelText('开始日期');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({
      startDate: '2026-11-01',
      endDate: '2026-11-27',
    });
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByText('结束日期早于开始日期')).toBeVisible();
    await expect(args.onRangeChange).toHaveBeenCalledOnce();
  },
};

/** Export: busy until the file is saved, then again. */
export const Exporting: Story = {
  args: { onExport: fn() },
  play: async ({ canvas, args }) => {
    // The export stays unfinished until the play ends it (a timer could end first on a slow machine).
    let finish!: () => void;
    args.onExport.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const button = canvas.getByRole('button', { name: '导出 CSV' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onExport).toHaveBeenCalledOnce();
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

/**
 * Each best list exports its own rows: the callback gets the range shown; busy until the file is saved,
 * the other list's export untouched; a list that failed to load cannot be exported.
 */
export const ExportBestLists: Story = {
  args: { onExportProducts: fn(), range: { startDate: '2026-11-01', endDate: '2026-11-27' } },
  play: async ({ canvas, args }) => {
    let finish!: () => void;
    args.onExportProducts.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const products = canvas.getByRole('button', { name: '导出 CSV：热销商品' });
    const stores = canvas.getByRole('button', { name: '导出 CSV：热销店铺' });
    await userEvent.click(products);
    await expect(args.onExportProducts).toHaveBeenCalledOnce();
    await expect(args.onExportProducts).toHaveBeenLastCalledWith({
      startDate: '2026-11-01',
      endDate: '2026-11-27',
    });
    await expect(products).toHaveAttribute('aria-busy', 'true');
    await expect(stores).not.toHaveAttribute('aria-busy');
    await userEvent.click(products);
    await expect(args.onExportProducts).toHaveBeenCalledOnce();
    await userEvent.click(stores);
    await expect(args.onExportShops).toHaveBeenCalledOnce();
    await expect(args.onExportShops).toHaveBeenLastCalledWith({
      startDate: '2026-11-01',
      endDate: '2026-11-27',
    });
    await waitFor(() => expect(stores).not.toHaveAttribute('aria-busy'));
    finish();
    await waitFor(() => expect(products).not.toHaveAttribute('aria-busy'));
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};
export const ExportBestListsEn: Story = {
  ...ExportBestLists,
  globals: matrix.enPc,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV: best-selling stores' }));
    await expect(args.onExportShops).toHaveBeenCalledOnce();
    await expect(args.onExportShops).toHaveBeenLastCalledWith({
      startDate: '2026-11-01',
      endDate: '2026-11-27',
    });
  },
};

/** The server refused the export: its reason is shown. */
export const ExportRefused: Story = {
  args: { exportRefusal: '报表最多统计92天，请缩短日期范围' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('报表最多统计92天，请缩短日期范围');
  },
};

export const Loading: Story = {
  args: { daily: undefined, products: undefined, shops: undefined },
  play: async ({ canvas }) => {
    for (const table of canvas.getAllByRole('table'))
      await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('status').length).toBeGreaterThan(0);
  },
};

/** Nothing sold in the range: zeros, no rate, a message instead of a flat line and empty tables. */
export const NothingSold: Story = {
  args: { daily: emptyDaily, products: [], shops: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('这些天还没有销售。')).toBeVisible();
    await expect(canvas.getAllByText('这段时间没有售出')).toHaveLength(2);
    await expect(canvas.getByText('-')).toBeVisible();
  },
};

/** The range was refused (or the figures failed): the reason and a retry. */
export const LoadFailed: Story = {
  args: {
    daily: undefined,
    products: undefined,
    shops: undefined,
    error: true,
    errorText: '报表最多统计92天，请缩短日期范围',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('报表最多统计92天，请缩短日期范围');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: '导出 CSV' })).toBeDisabled();
  },
};

/** The best products and stores failed on their own: each table says so with its retry; the rest stands. */
export const TablesFailed: Story = {
  args: { products: undefined, shops: undefined, productsError: true, shopsError: true },
  play: async ({ canvas, args }) => {
    const best = canvas.getByRole('table', { name: '热销商品' });
    await expect(best).not.toHaveAttribute('aria-busy', 'true');
    await expect(within(best).getByRole('alert')).toHaveTextContent('热销商品加载失败。');
    await userEvent.click(within(best).getByRole('button', { name: '重试' }));
    await expect(args.onRetryProducts).toHaveBeenCalledOnce();
    await expect(args.onRetryShops).not.toHaveBeenCalled();
    const stores = canvas.getByRole('table', { name: '热销店铺' });
    await expect(within(stores).getByRole('alert')).toHaveTextContent('热销店铺加载失败。');
    await userEvent.click(within(stores).getByRole('button', { name: '重试' }));
    await expect(args.onRetryShops).toHaveBeenCalledOnce();
    // Nothing shown, nothing to export.
    await expect(canvas.getByRole('button', { name: '导出 CSV：热销商品' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '导出 CSV：热销店铺' })).toBeDisabled();
    // The figures are still there.
    await expect(canvas.getByText('842')).toBeVisible();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/**
 * Every state (the visual baseline): figures, loading, nothing sold, failed. The tables' own failure is
 * TablesFailed's (a fifth screen made the baseline too tall to capture reliably).
 */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <ReportScreen {...args} />
      <ReportScreen {...args} daily={undefined} products={undefined} shops={undefined} />
      <ReportScreen {...args} daily={emptyDaily} products={[]} shops={[]} />
      <ReportScreen {...args} daily={undefined} products={undefined} shops={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '报表', 'Reports') }),
    ).toHaveLength(4);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
