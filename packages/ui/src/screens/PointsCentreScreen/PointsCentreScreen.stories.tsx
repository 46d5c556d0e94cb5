import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoNewInfo, demoScoreInfo, demoScoreLogs, scoreLogPage } from '../../storybook/fixtures/loyalty.ts';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { PointsCentreScreen } from './PointsCentreScreen.tsx';

const meta = {
  title: 'Screens/PointsCentreScreen',
  component: PointsCentreScreen,
  args: {
    info: demoScoreInfo,
    filter: { ioType: -1, source: 0 },
    page: scoreLogPage(demoScoreLogs),
    onFilterChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
    onInfoRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof PointsCentreScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The balance, the points expiring within 30 days and the ledger with signed changes and balances. */
export const Ledger: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const part = (name: string) => canvasElement.querySelector(`[data-part="${name}"]`);
    await expect(part('score')).toHaveTextContent('1280');
    await expect(part('expiring')).toHaveTextContent('120');
    await expect(part('expiring-time')).toHaveTextContent(
      say(globals, '最早 2026.12.10 过期', 'First expiry 2026.12.10'),
    );
    const rows = within(
      canvas.getByRole('list', { name: say(globals, '积分明细', 'Points history') }),
    ).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent(say(globals, '每日签到', 'Daily sign-in'));
    await expect(rows[0]).toHaveTextContent('+20');
    await expect(rows[1]).toHaveTextContent('-300');
    await expect(rows[1]).toHaveTextContent(
      say(globals, '订单编号 1700000000123', 'Order number 1700000000123'),
    );
    await expect(rows[2]).toHaveTextContent(say(globals, '余额 1560', 'Balance 1560'));
    await expect(rows[2]).toHaveTextContent(say(globals, '2027.11.18 过期', 'Expires 2027.11.18'));
    await userEvent.click(canvas.getByRole('link', { name: say(globals, '会员中心', 'Member center') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/member-center/member-center');
  },
};

/** The direction tabs and the source select tell the app the new filter. */
export const Filters: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '收入' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ ioType: 1, source: 0 });
    await userEvent.click(canvas.getByRole('combobox', { name: '来源' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '积分过期' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ ioType: -1, source: 5 });
  },
};

/** Several pages: the next one is asked for. */
export const Paged: Story = {
  args: { page: scoreLogPage(demoScoreLogs, 3, 1) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /第 2 页|2/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A new shopper: nothing expiring, no records, a way to the sign-in. */
export const EmptyState: Story = {
  args: { info: demoNewInfo, page: scoreLogPage([]) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('暂无积分记录')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '签到赚积分' })).toHaveAttribute(
      'href',
      '/member-center/member-center',
    );
    await expect(canvasElement.querySelector('[data-part="expiring-time"]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { info: undefined, page: undefined, loading: true },
  play: async ({ canvas }) => {
    const busy = canvas.getAllByRole('status');
    await expect(busy[0]).toHaveTextContent('正在加载积分');
    await expect(busy[1]).toHaveTextContent('正在加载积分明细');
  },
};

export const ErrorState: Story = {
  args: { info: undefined, infoError: true, page: undefined, error: true },
  play: async ({ canvas, args }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('积分加载失败');
    await expect(alerts[1]).toHaveTextContent('积分明细加载失败');
    const retries = canvas.getAllByRole('button', { name: '重试' });
    await userEvent.click(retries[0]!);
    await expect(args.onInfoRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(retries[1]!);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The ledger, empty, loading and error (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-3 bg-neutral-50 p-2 md:grid-cols-2">
      <PointsCentreScreen {...args} />
      <PointsCentreScreen {...args} info={demoNewInfo} page={scoreLogPage([])} />
      <PointsCentreScreen {...args} info={undefined} page={undefined} loading />
      <PointsCentreScreen {...args} info={undefined} infoError page={undefined} error />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { name: say(globals, '我的积分', 'My points') }),
    ).toHaveLength(4);
    await expect(canvas.getByText(say(globals, '暂无积分记录', 'No points records'))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
