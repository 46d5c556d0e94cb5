import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Notice } from '@mall/domain';
import { matrix } from '../../storybook/matrix.ts';
import { demoNotices } from '../../storybook/fixtures/notices.ts';
import { NoticeDetailScreen, type NoticeDetailScreenProps } from './NoticeDetailScreen.tsx';
import { enHref, say } from '../../storybook/say.ts';

const notice = (globals: { locale?: unknown }) => demoNotices({ en: globals.locale === 'en' })[0]!;

const meta = {
  title: 'Screens/NoticeDetailScreen',
  component: NoticeDetailScreen,
  args: { onRetry: fn(), onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <NoticeDetailScreen notice={notice(globals)} {...args} />,
} satisfies Meta<typeof NoticeDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pinned notice as the server seeds it (HTML): title, publish time, content, back to the list. */
export const Full: Story = {
  args: { href: enHref },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '双十二年终盛典 全场满299减50' }),
    ).toBeVisible();
    await expect(canvas.getByText('置顶')).toBeVisible();
    const time = canvasElement.querySelector('time')!;
    await expect(time).toHaveTextContent('2026-06-17 10:00:00');
    await expect(time).toHaveAttribute('dateTime', '2026-06-17T10:00:00+08:00');
    const content = canvasElement.querySelector<HTMLElement>('[data-part="notice-content"]')!;
    await expect(content.querySelectorAll('p')).toHaveLength(1);
    await expect(content).toHaveTextContent('全场商品满299元立减50元');
    await expect(content).not.toHaveTextContent('<p>');

    const back = canvas.getByRole('link', { name: '返回公告列表' });
    await expect(back).toHaveAttribute('href', '/en/notice-list');
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/notice-list');
    await userEvent.click(canvas.getByRole('link', { name: '公告' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(2);
  },
};

/** Plain-text content keeps its paragraphs and line breaks. */
export const PlainText: Story = {
  args: {
    notice: {
      id: 9,
      shopId: 0,
      title: '客服服务时间调整',
      content: '在线客服服务时间：\n每天 9:00-17:00\n\n节假日照常服务。',
      isTop: 0,
      publishTime: '2026-06-01 09:30:00',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('置顶')).toBeNull();
    const content = canvasElement.querySelector<HTMLElement>('[data-part="notice-content"]')!;
    const paragraphs = content.querySelectorAll('p');
    await expect(paragraphs).toHaveLength(2);
    await expect(paragraphs[0]!.querySelectorAll('br')).toHaveLength(1);
    await expect(paragraphs[1]).toHaveTextContent('节假日照常服务。');
  },
};

const hostile: Notice = {
  id: 10,
  shopId: 0,
  title: '活动规则',
  content:
    '<h1>活动说明</h1><p onclick="window.__noticeXss=1" style="color:red">详见<a href="javascript:window.__noticeXss=1">这里</a>或<a href="https://example.com/rules">规则页</a>，<a href="/list?st=0">全部商品</a>。</p>' +
    '<script>window.__noticeXss=1</script><img src="x" onerror="window.__noticeXss=1"><iframe src="https://example.com"></iframe>' +
    '<ul><li><strong>满299减50</strong></li><li>可叠加</li></ul>',
  isTop: 0,
  publishTime: '2026-06-10 08:00:00',
};

/** HTML from the server is rebuilt from an allow-list: no script, handler, style or unsafe link survives. */
export const SanitisedHtml: Story = {
  args: { notice: hostile },
  play: async ({ canvas, canvasElement, args }) => {
    const content = canvasElement.querySelector<HTMLElement>('[data-part="notice-content"]')!;
    await expect(content.querySelector('script, iframe, img, [onclick], [onerror], [style]')).toBeNull();
    await expect((window as { __noticeXss?: number }).__noticeXss).toBeUndefined();
    // The content's own h1 sits below the notice title.
    await expect(within(content).getByRole('heading', { level: 2, name: '活动说明' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The javascript: link is plain text; the web link opens apart; the site link stays in the app.
    await expect(within(content).queryByRole('link', { name: '这里' })).toBeNull();
    await expect(content).toHaveTextContent('详见这里或规则页');
    const web = within(content).getByRole('link', { name: '规则页' });
    await expect(web).toHaveAttribute('target', '_blank');
    await expect(web).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await userEvent.click(within(content).getByRole('link', { name: '全部商品' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/list?st=0');
    await expect(within(content).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Loading for longer than 200 ms: a skeleton in a busy region. */
export const Loading: Story = {
  render: (args) => <NoticeDetailScreen {...args} loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载公告');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** An unknown id: the domain's not-found message and the way back to the list. */
export const NotFound: Story = {
  render: (args) => <NoticeDetailScreen {...args} notFound />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '公告不存在' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '返回公告列表' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/notice-list');
  },
};

/** The notice could not be loaded: a message, retry and the way back. */
export const LoadError: Story = {
  render: (args) => <NoticeDetailScreen {...args} error loading />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('公告加载失败');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function AllNoticeStates({ notice, ...args }: NoticeDetailScreenProps) {
  const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-3 md:p-3';
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <NoticeDetailScreen {...args} className={panel} notice={notice} />
      <NoticeDetailScreen {...args} className={panel} loading />
      <NoticeDetailScreen {...args} className={panel} notFound />
      <NoticeDetailScreen {...args} className={panel} error />
    </div>
  );
}

/** The notice, loading, not found and the error. */
export const AllStates: Story = {
  render: (args, { globals }) => <AllNoticeStates {...args} notice={notice(globals)} />,
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: say(globals, '双十二年终盛典 全场满299减50', 'Year-end sale: ¥50 off every ¥299'),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(say(globals, '置顶', 'Pinned'))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      say(globals, '正在加载公告', 'Loading the notice'),
    );
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: say(globals, '公告不存在', 'The notice does not exist'),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '公告加载失败', 'The notice could not be loaded'),
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
