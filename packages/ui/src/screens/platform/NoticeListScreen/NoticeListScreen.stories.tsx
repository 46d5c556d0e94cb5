import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
import { platformNoticePage, platformNotices } from '../../../storybook/fixtures/platformContent.ts';
import { emptyNoticeFilters, NoticeListScreen, type NoticeListQuery } from './NoticeListScreen.tsx';

const query: NoticeListQuery = { ...emptyNoticeFilters, current: 1, size: 10 };

const Stateful = heldQuery(NoticeListScreen);

const meta = {
  title: 'Screens/Platform/NoticeListScreen',
  component: NoticeListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page: platformNoticePage,
    query,
    canEdit: true,
    onQueryChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onCreate: fn(),
    onDelete: fn(() => Promise.resolve()),
  },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof NoticeListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The list: pinned first with its tag, both titles, status, publish time; edit and new call back. */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '公告', 'Notices') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1]!).getByText(say(globals, '置顶', 'Pinned'))).toBeVisible();
    await expect(within(rows[1]!).getByText('Double 12 rules')).toBeVisible();
    await expect(within(rows[1]!).getByText('2026-12-01 09:00:00')).toBeVisible();
    await expect(within(rows[2]!).queryByText(say(globals, '置顶', 'Pinned'))).toBeNull();
    await expect(within(rows[2]!).getByText(say(globals, '隐藏', 'Hidden'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '编辑 春节物流安排', 'Edit 春节物流安排') }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(platformNotices[1]);
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '新建公告', 'New notice') }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** The filters: a part of a title (trimmed) and a status, from page 1. */
export const Filter: Story = {
  args: { query: { ...query, current: 2 } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '标题' }), '  物流 ');
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await body().findByRole('option', { name: '已发布' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, title: '物流', status: 1 });
  },
};

export const Paging: Story = { play: pagingPlay(query) };

export const Loading: Story = { args: { page: undefined, loading: true }, play: loadingPlay };

export const Empty: Story = { args: { page: emptyPage }, play: emptyPlay('暂无公告') };

export const NoMatch: Story = {
  args: { page: emptyPage, query: { ...query, title: '不存在' } },
  play: noMatchPlay('没有符合条件的公告', query),
};

export const LoadFailed: Story = {
  args: { page: undefined, error: true, errorText: '搜索内容过长' },
  play: loadFailedPlay('搜索内容过长'),
};

/** Delete asks first; confirmed, the notice's id goes to the callback. */
export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 春节物流安排' }));
    const dialog = await body().findByRole('alertdialog', { name: '确定删除公告「春节物流安排」吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(6);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A refused delete: the refusal in the question, which stays until cancelled. */
export const DeleteRefused: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('refused'))), refusal: '公告不存在' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 双十二活动规则' }));
    const dialog = await body().findByRole('alertdialog', { name: '确定删除公告「双十二活动规则」吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(8);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('公告不存在');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A role that may only read: no new or delete; a notice still opens, to read. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: '新建公告' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /编辑|删除/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '查看 双十二活动规则' }));
    await expect(args.onOpen).toHaveBeenCalledWith(platformNotices[0]);
  },
};

/** Every state (the visual baseline): the list, loading, empty, error, read only. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <NoticeListScreen {...args} />
      <NoticeListScreen {...args} page={undefined} loading />
      <NoticeListScreen {...args} page={emptyPage} />
      <NoticeListScreen {...args} page={undefined} error />
      <NoticeListScreen {...args} canEdit={false} />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '公告', 'Notices') }),
    ).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
