import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PlatformMemberInfo, PlatformMemberLogPage } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { MemberDetailScreen } from './MemberDetailScreen.tsx';

const info: PlatformMemberInfo = {
  userId: 'u1',
  nickName: '林小满',
  pic: null,
  mobile: '138****0001',
  sex: 'F',
  birthDate: '1996-05-20',
  status: 1,
  createTime: '2026-03-20 09:12:00',
  levelName: '黄金会员',
  growth: 2350,
  paidLevel: { levelName: '年卡会员', endTime: '2027-03-01 00:00:00' },
  ownedShop: { shopId: 7, shopName: '小满茶铺', status: 1 },
  score: 1280,
  balance: 5990,
  orderCounts: [1, 2, 3, 4, 5, 6, 7].map((status) => ({ status, count: status === 5 ? 9 : status % 2 })),
  latestOrders: [
    {
      orderNumber: '202611261200010',
      shopName: '小满茶铺',
      status: 2,
      actualTotal: 5990,
      createTime: '2026-11-26 12:00:01',
    },
    {
      orderNumber: '202611201030002',
      shopName: '山野果园',
      status: 5,
      actualTotal: 12800,
      createTime: '2026-11-20 10:30:00',
    },
  ],
};

const scoreLog: PlatformMemberLogPage = {
  records: [
    {
      logId: 3,
      kind: 5,
      change: -200,
      balanceAfter: 1280,
      ref: null,
      reason: '重复赠送，扣回',
      createTime: '2026-11-25 15:00:00',
    },
    {
      logId: 2,
      kind: 1,
      change: 128,
      balanceAfter: 1480,
      ref: '202611201030002',
      reason: null,
      createTime: '2026-11-22 08:00:00',
    },
    {
      logId: 1,
      kind: 3,
      change: 10,
      balanceAfter: 1352,
      ref: null,
      reason: null,
      createTime: '2026-11-21 07:30:00',
    },
  ],
  total: 13,
  size: 10,
  current: 1,
  pages: 2,
};

const balanceLog: PlatformMemberLogPage = {
  records: [
    {
      logId: 8,
      kind: 5,
      change: 5000,
      balanceAfter: 5990,
      ref: null,
      reason: '活动补偿',
      createTime: '2026-11-24 11:00:00',
    },
    {
      logId: 7,
      kind: 2,
      change: 990,
      balanceAfter: 990,
      ref: '2026112012000011',
      reason: null,
      createTime: '2026-11-21 09:00:00',
    },
  ],
  total: 2,
  size: 10,
  current: 1,
  pages: 1,
};

const ok = () => Promise.resolve();

const meta = {
  title: 'Screens/Platform/MemberDetailScreen',
  component: MemberDetailScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    info,
    scoreLog,
    balanceLog,
    canEdit: true,
    onRetry: fn(),
    onBack: fn(),
    onOpenShop: fn(),
    onScoreLogPage: fn(),
    onBalanceLogPage: fn(),
    onSetStatus: fn(ok),
    onAdjustScore: fn(ok),
    onAdjustBalance: fn(ok),
  },
  render: (args) => (
    <ConsoleCanvas>
      <MemberDetailScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof MemberDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The member: profile, figures in yuan, orders by status and the latest, the points ledger first. */
export const Detail: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '会员 林小满', 'Member 林小满') }),
    ).toBeVisible();
    await expect(canvas.getByText('138****0001')).toBeVisible();
    await expect(canvas.getByText(say(globals, '女', 'Female'))).toBeVisible();
    await expect(
      canvas.getByText(
        say(globals, '年卡会员，有效期至 2027-03-01 00:00:00', '年卡会员, until 2027-03-01 00:00:00'),
      ),
    ).toBeVisible();
    await expect(canvas.getAllByText('¥59.90').length).toBeGreaterThan(1);
    const orders = canvas.getByRole('table', { name: say(globals, '最近订单', 'Latest orders') });
    await expect(within(orders).getByText('¥128.00')).toBeVisible();
    await expect(within(orders).getByText(say(globals, '待发货', 'Pending delivery'))).toBeVisible();
    const ledger = canvas.getByRole('table', { name: say(globals, '积分明细', 'Points ledger') });
    await expect(within(ledger).getByText('-200')).toBeVisible();
    await expect(within(ledger).getByText('+128')).toBeVisible();
    await expect(within(ledger).getByText('重复赠送，扣回')).toBeVisible();
    await expect(
      within(ledger).getByText(say(globals, '平台调整', 'Adjusted by the platform')),
    ).toBeVisible();
    // The store the member opened, with its state; its name opens it.
    await expect(canvas.getByText(say(globals, '营业中', 'Open'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '小满茶铺' }));
    await expect(args.onOpenShop).toHaveBeenCalledWith(7);
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '返回会员列表', 'Back to the members') }),
    );
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
export const DetailEn: Story = { ...Detail, globals: matrix.enPc };

/** The balance ledger in its tab, in yuan; each ledger pages on its own. */
export const Ledgers: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onScoreLogPage).toHaveBeenLastCalledWith({ current: 2 });
    await userEvent.click(canvas.getByRole('tab', { name: '余额明细' }));
    const ledger = await canvas.findByRole('table', { name: '余额明细' });
    await expect(within(ledger).getByText('+¥50.00')).toBeVisible();
    await expect(within(ledger).getByText('活动补偿')).toBeVisible();
    await expect(within(ledger).getByText('退款')).toBeVisible();
    await expect(args.onBalanceLogPage).not.toHaveBeenCalled();
  },
};

/** A ledger still loading is busy; an empty one says so. */
export const LedgerLoadingAndEmpty: Story = {
  args: { scoreLog: undefined, balanceLog: { records: [], total: 0, size: 10, current: 1, pages: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '积分明细' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: '余额明细' }));
    await expect(await canvas.findByText('暂无记录')).toBeVisible();
  },
};

/** Points: the domain's rules first (a number other than 0, a reason); valid, the change goes out. */
export const AdjustPoints: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '调整积分' }));
    const dialog = await body().findByRole('dialog', { name: '调整 林小满 的积分' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '积分变动' }), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onAdjustScore).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('textbox', { name: '积分变动' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(within(dialog).getByText(/积分变动须为非零的整数/)).toBeVisible();
    await expect(within(dialog).getByText('请填写调整原因')).toBeVisible();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '积分变动' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '积分变动' }), '-200');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '原因' }), ' 重复赠送 ');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onAdjustScore).toHaveBeenCalledWith({ change: -200, reason: '重复赠送' });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Balance: typed in yuan, sent in fen; more than ¥100,000 is refused by the rule. */
export const AdjustBalance: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '调整余额' }));
    const dialog = await body().findByRole('dialog', { name: '调整 林小满 的余额' });
    const field = within(dialog).getByRole('textbox', { name: '余额变动（元）' });
    await userEvent.type(field, '100000.01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '原因' }), '活动补偿');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onAdjustBalance).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '-20.5');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onAdjustBalance).toHaveBeenCalledWith({ change: -2050, reason: '活动补偿' });
  },
};

/** While the adjustment is sent, its button is busy and a second click sends nothing. */
export const AdjustSubmitting: Story = {
  args: { onAdjustScore: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '调整积分' }));
    const dialog = await body().findByRole('dialog', { name: '调整 林小满 的积分' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '积分变动' }), '50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '原因' }), '补发');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByRole('button', { name: '保存' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onAdjustScore).toHaveBeenCalledOnce();
  },
};

/** The server refuses: the dialog stays open with what was typed and the app's refusal. */
export const AdjustRefused: Story = {
  args: {
    refusal: '该会员仅有 1280 积分，积分不能低于零',
    onAdjustScore: fn(() => Promise.reject(new Error('400'))),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '调整积分' }));
    const dialog = await body().findByRole('dialog', { name: '调整 林小满 的积分' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '积分变动' }), '-5000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '原因' }), '扣回');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onAdjustScore).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('积分不能低于零');
    await expect(within(dialog).getByRole('textbox', { name: '积分变动' })).toHaveValue('-5000');
  },
};

/** Disabling is asked first; confirm calls back with the member and status 0. */
export const ConfirmDisable: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '禁用' }));
    const dialog = await body().findByRole('alertdialog', { name: '禁用会员 林小满？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '禁用' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('u1', 0);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A refused status change is shown above the detail. */
export const StatusRefused: Story = {
  args: { refusal: '该会员已是此状态' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该会员已是此状态');
  },
};

/** A role that only reads: no button that changes anything. */
/** A member who opened no store: the line says so. */
export const NoStore: Story = {
  args: { info: { ...info, ownedShop: null } },
  play: async ({ canvas }) => {
    const line = canvas.getByText('开设的店铺').closest('div');
    await expect(line).not.toBeNull();
    await expect(within(line as HTMLElement).getByText('无')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '小满茶铺' })).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '返回会员列表' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '调整积分' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '调整余额' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '禁用' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { info: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No such member (the server's 404): said, no retry; the header's Back goes to the list. */
export const NotFound: Story = {
  args: { info: undefined, notFound: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该会员不存在');
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '返回会员列表' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const LoadFailed: Story = {
  args: { info: undefined, error: true },
  play: loadFailedPlay('会员加载失败'),
};

/** Every state (the visual baseline): the detail, read-only with a refusal, loading, not found, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <MemberDetailScreen {...args} />
      <MemberDetailScreen {...args} canEdit={false} refusal="该会员已是此状态" />
      <MemberDetailScreen {...args} info={undefined} loading />
      <MemberDetailScreen {...args} info={undefined} notFound />
      <MemberDetailScreen {...args} info={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '会员 林小满', 'Member 林小满') }),
    ).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
