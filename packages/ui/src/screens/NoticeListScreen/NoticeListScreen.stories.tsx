import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoNoticePage } from '../../storybook/fixtures/notices.ts';
import { NoticeListScreen, type NoticeListScreenProps } from './NoticeListScreen.tsx';
import { enHref, isEn, say } from '../../storybook/say.ts';

const meta = {
  title: 'Screens/NoticeListScreen',
  component: NoticeListScreen,
  args: { onRetry: fn(), onNavigate: fn(), onPageChange: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <NoticeListScreen page={demoNoticePage({ en: isEn(globals) })} {...args} />,
} satisfies Meta<typeof NoticeListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-notice-id]')];

/** The notices, pinned first and marked; each opens its detail page through the app's router. */
export const Full: Story = {
  args: { href: enHref },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '公告' })).toBeVisible();
    const list = rows(canvasElement);
    await expect(list).toHaveLength(6);
    await expect(within(list[0]!).getByText('置顶')).toBeVisible();
    await expect(within(list[1]!).getByText('置顶')).toBeVisible();
    await expect(within(list[2]!).queryByText('置顶')).toBeNull();
    await expect(list[0]!.querySelector('time')).toHaveTextContent('2026-06-17');
    await expect(list[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-06-17T10:00:00+08:00');
    // One page only: no pagination.
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();

    const link = canvas.getByRole('link', { name: /春节期间物流安排公告/ });
    await expect(link).toHaveAttribute('href', '/en/notice-detail?id=3');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/notice-detail?id=3');
  },
};

/** More than one page: the pager shows the total and reports the page chosen. */
export const Paged: Story = {
  render: (args) => <NoticeListScreen page={demoNoticePage({ current: 2, size: 6, total: 26 })} {...args} />,
  play: async ({ canvas, args }) => {
    const pager = within(canvas.getByRole('navigation', { name: '分页' }));
    await expect(pager.getAllByText('共 26 条')[0]).toBeInTheDocument();
    await userEvent.click(pager.getAllByRole('button', { name: '下一页' }).find((b) => b.checkVisibility())!);
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(pager.getByRole('button', { name: '第 1 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** No notices at all: an empty state with the way home. */
export const NoNotices: Story = {
  args: { page: { records: [], total: 0, size: 10, current: 1, pages: 0 }, href: enHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('暂无公告')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回首页' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en');
  },
};

/** A page past the last one (an old address): the way back to the first page. */
export const PastTheLastPage: Story = {
  args: { page: { records: [], total: 14, size: 10, current: 5, pages: 2 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('本页没有公告')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回公告列表' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/notice-list');
  },
};

/** Loading for longer than 200 ms: skeleton rows in a busy region. */
export const Loading: Story = {
  render: (args) => <NoticeListScreen {...args} loading />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载公告列表');
    await expect(rows(canvasElement)).toHaveLength(0);
  },
};

/** The notices could not be loaded: a message and retry. */
export const LoadError: Story = {
  render: (args) => <NoticeListScreen {...args} error loading />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('公告列表加载失败');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function AllNoticeListStates({ page, ...args }: NoticeListScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-3 md:p-3';
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <div className="grid gap-4">
        <NoticeListScreen {...args} className={panel} page={page} />
        <NoticeListScreen {...args} className={panel} loading />
      </div>
      <div className="grid gap-4">
        <NoticeListScreen
          {...args}
          className={panel}
          page={{ records: [], total: 0, size: 10, current: 1, pages: 0 }}
        />
        <NoticeListScreen {...args} className={panel} error />
      </div>
    </div>
  );
}

/** A paged list with pinned notices, loading, no notices and the error. */
export const AllStates: Story = {
  render: (args, { globals }) => (
    <AllNoticeListStates {...args} page={demoNoticePage({ en: isEn(globals), size: 6, total: 14 })} />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(rows(canvasElement)).toHaveLength(6);
    await expect(canvas.getAllByText(say(globals, '置顶', 'Pinned'))).toHaveLength(2);
    await expect(canvas.getByText(say(globals, '暂无公告', 'No notices yet'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '公告列表加载失败', 'The notices could not be loaded'),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      say(globals, '正在加载公告列表', 'Loading the notices'),
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
