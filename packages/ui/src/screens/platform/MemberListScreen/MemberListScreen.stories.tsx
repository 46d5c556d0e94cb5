import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PlatformMember, PlatformMemberPage } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import {
  ConsoleCanvas,
  allStatesParameters,
  emptyPage,
  emptyPlay,
  heldQuery,
  loadFailedPlay,
  loadingPlay,
  noMatchPlay,
  pagingPlay,
} from '../../../storybook/console.tsx';
import { emptyMemberFilters, MemberListScreen, type MemberListQuery } from './MemberListScreen.tsx';

const members: PlatformMember[] = [
  {
    userId: 'u1',
    nickName: '林小满',
    pic: null,
    mobile: '138****0001',
    levelName: '黄金会员',
    score: 1280,
    balance: 5990,
    status: 1,
    createTime: '2026-11-20 09:12:00',
    orderCount: 12,
  },
  {
    userId: 'u2',
    nickName: 'Tom',
    pic: null,
    mobile: null,
    levelName: null,
    score: 0,
    balance: 0,
    status: 0,
    createTime: '2026-10-02 18:40:05',
    orderCount: 0,
  },
  {
    userId: 'u3',
    nickName: '陈一',
    pic: null,
    mobile: '139****8888',
    levelName: '白银会员',
    score: 40,
    balance: 1000000,
    status: 1,
    createTime: '2026-09-15 07:03:45',
    orderCount: 3,
  },
];
const page: PlatformMemberPage = { records: members, total: 23, size: 10, current: 1, pages: 3 };
const query: MemberListQuery = { ...emptyMemberFilters, current: 1, size: 10 };

/** The screen with its query held here, as the app holds it in the address. */
const Stateful = heldQuery(MemberListScreen);

const meta = {
  title: 'Screens/Platform/MemberListScreen',
  component: MemberListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page,
    query,
    canEdit: true,
    onQueryChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onSetStatus: fn(() => Promise.resolve()),
  },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof MemberListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The list: nickname and id, masked mobile, level, points, balance in yuan, orders, status; view calls back. */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '会员', 'Members') }),
    ).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByText('林小满')).toBeVisible();
    await expect(within(rows[1]!).getByText('138****0001')).toBeVisible();
    await expect(within(rows[1]!).getByText('¥59.90')).toBeVisible();
    await expect(within(rows[1]!).getByText('1280')).toBeVisible();
    await expect(within(rows[1]!).getByText(say(globals, '已启用', 'Enabled'))).toBeVisible();
    await expect(within(rows[2]!).getByText(say(globals, '已禁用', 'Disabled'))).toBeVisible();
    await expect(within(rows[3]!).getByText('¥10000.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '查看 陈一', 'View 陈一') }));
    await expect(args.onOpen).toHaveBeenCalledWith('u3');
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** The filters: page 1 of the new ones; an end day before the start is said and nothing is searched. */
export const Filter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '昵称、手机号或ID' }), ' 林 ');
    await userEvent.type(canvas.getByLabelText('注册开始日期'), '2026-11-20');
    await userEvent.type(canvas.getByLabelText('注册结束日期'), '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByText('结束日期早于开始日期')).toBeVisible();
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('注册结束日期'));
    await userEvent.type(canvas.getByLabelText('注册结束日期'), '2026-11-26');
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await body().findByRole('option', { name: '已禁用' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...query,
      keyword: '林',
      startDate: '2026-11-20',
      endDate: '2026-11-26',
      status: 0,
    });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
  },
};

/** Paging: another page, the filters kept. */
export const Paging: Story = { play: pagingPlay(query) };

/** Disabling is asked first: cancel changes nothing; confirm calls back and the dialog closes. */
export const ConfirmDisable: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '禁用 林小满' }));
    let dialog = await body().findByRole('alertdialog', { name: '禁用会员 林小满？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onSetStatus).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '禁用 林小满' }));
    dialog = await body().findByRole('alertdialog', { name: '禁用会员 林小满？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '禁用' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('u1', 0);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** Enabling a disabled member, asked the same way. */
export const ConfirmEnable: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '启用 Tom' }));
    const dialog = await body().findByRole('alertdialog', { name: '启用会员 Tom？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '启用' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('u2', 1);
  },
};

/** While the change is sent, the confirm button is busy and the dialog stays. */
export const Submitting: Story = {
  args: { onSetStatus: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '禁用 林小满' }));
    const dialog = await body().findByRole('alertdialog', { name: '禁用会员 林小满？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '禁用' }));
    await expect(within(dialog).getByRole('button', { name: '禁用' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '禁用' }));
    await expect(args.onSetStatus).toHaveBeenCalledOnce();
  },
};

/** The server's refusal of the last change is shown above the list. */
export const Refused: Story = {
  args: { refusal: '该会员已是此状态' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该会员已是此状态');
  },
};

/** A role that only reads: view, but no disable or enable. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '查看 林小满' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^禁用|^启用/ })).toBeNull();
  },
};

export const Loading: Story = { args: { page: undefined, loading: true }, play: loadingPlay };

export const Empty: Story = { args: { page: emptyPage }, play: emptyPlay('暂无会员') };

/** Nothing matches the filters: a way to clear them. */
export const NoMatch: Story = {
  args: { page: emptyPage, query: { ...query, keyword: '没有这个人' } },
  play: noMatchPlay('没有符合条件的会员', query),
};

/** The list failed, with the server's reason when it refused the filters. */
export const LoadFailed: Story = {
  args: { page: undefined, error: true, errorText: '日期格式不正确' },
  play: loadFailedPlay('日期格式不正确'),
};

/** Every state (the visual baseline): the list with a refusal, read-only, loading, empty, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <MemberListScreen {...args} refusal="该会员已是此状态" />
      <MemberListScreen {...args} canEdit={false} />
      <MemberListScreen {...args} page={undefined} loading />
      <MemberListScreen {...args} page={emptyPage} />
      <MemberListScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '会员', 'Members') }),
    ).toHaveLength(5);
    await expect(canvas.getAllByRole('table')).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
