import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoMyComments } from '../../storybook/fixtures/orders.ts';
import { MyCommentsScreen } from './MyCommentsScreen.tsx';
import { enHref, isEn, say } from '../../storybook/say.ts';

const empty = { records: [], total: 0, size: 10, current: 1, pages: 0 };

const meta = {
  title: 'Screens/MyCommentsScreen',
  component: MyCommentsScreen,
  args: { onRetry: fn(), onPageChange: fn(), onNavigate: fn() },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <MyCommentsScreen page={demoMyComments({ en: isEn(globals) })} {...args} />,
} satisfies Meta<typeof MyCommentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-comment-id]')];

/** The buyer's reviews: stars, text, images, anonymous mark, the seller's reply; products link to their page. */
export const Full: Story = {
  args: { href: enHref },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的评价' })).toBeVisible();
    const list = rows(canvasElement);
    await expect(list).toHaveLength(3);
    const first = within(list[0]!);
    await expect(first.getByRole('img', { name: '评分 5 星（满分 5 星）' })).toBeVisible();
    await expect(within(first.getByRole('list', { name: '评价图片' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    await expect(first.getByText('商家回复：感谢您的支持！')).toBeVisible();
    await expect(within(list[1]!).getByText('匿名')).toBeVisible();
    await userEvent.click(first.getByRole('link', { name: '轻薄羽绒服 女款短款连帽' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/en/detail/101');
  },
};

export const Paged: Story = {
  render: (args) => <MyCommentsScreen {...args} page={{ ...demoMyComments(), total: 23, pages: 3 }} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '第 3 页' }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** No reviews yet: the way to the orders waiting for one. */
export const NoReviews: Story = {
  args: { page: empty },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('暂无评价')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '去评价订单' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/user-center/uc-order?status=4');
  },
};

export const Loading: Story = {
  render: (args) => <MyCommentsScreen {...args} loading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载评价');
  },
};

export const LoadError: Story = {
  render: (args) => <MyCommentsScreen {...args} error />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('评价加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const AllStates: Story = {
  render: (args, { globals }) => {
    const panel = 'rounded-lg border border-neutral-200 bg-neutral-50 p-3';
    return (
      <div className="grid items-start gap-4 p-2 md:grid-cols-[2fr_1fr_1fr]">
        <MyCommentsScreen {...args} className={panel} page={demoMyComments({ en: isEn(globals) })} />
        <div className="grid gap-4">
          <MyCommentsScreen {...args} className={panel} page={empty} />
          <MyCommentsScreen {...args} className={panel} loading />
        </div>
        <MyCommentsScreen {...args} className={panel} error />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(rows(canvasElement)).toHaveLength(3);
    await expect(canvas.getByText(say(globals, '暂无评价', 'No reviews yet'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '评价加载失败', 'The reviews could not be loaded'),
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
