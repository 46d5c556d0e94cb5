import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { reviewPage, reviewSummary } from '../../storybook/fixtures/detail.ts';
import { ReviewList } from './ReviewList.tsx';

const meta = {
  title: 'Mall/ReviewList',
  component: ReviewList,
  args: {
    summary: reviewSummary,
    filter: -1,
    reviews: reviewPage(1),
    onFilterChange: fn(),
    onPageChange: fn(),
    className: 'w-full max-w-3xl',
  },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Positive rating and counts per filter; each review shows its name (or anonymous), stars, date, text,
 * pictures and the merchant's reply.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('92%')).toBeVisible();
    await expect(canvas.getByText('共 25 条评价')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部 25' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: '好评 20' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '中评 3' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '差评 2' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '有图 6' })).toBeVisible();
    const items = canvas.getAllByRole('listitem').filter((li) => li.querySelector('[data-part="nickname"]'));
    await expect(items).toHaveLength(5);
    const first = within(items[0]!);
    await expect(first.getByText('买家1号')).toBeVisible();
    await expect(first.getByRole('img', { name: '评分 4 星（满分 5 星）' })).toBeVisible();
    await expect(first.getByText('2026-05-27')).toBeVisible();
    await expect(first.getByText('手感很好，屏幕清晰，电池很耐用。')).toBeVisible();
    await expect(first.getAllByRole('img', { name: /评价图片/ })).toHaveLength(2);
    await expect(first.getByText('感谢您的支持，欢迎再次光临！')).toBeVisible();
    const third = within(items[2]!);
    await expect(third.getByText('张***丰')).toBeVisible();
    await expect(third.getByText('匿名')).toBeVisible();
    await expect(within(items[1]!).queryAllByRole('img', { name: /评价图片/ })).toHaveLength(0);
  },
};

/** A filter tab reports its filter; the pager reports the page. */
export const FilterAndPaging: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '差评 2' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('tab', { name: '有图 6' }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith(3);
    const pager = canvas.getByRole('navigation', { name: '分页' });
    await userEvent.click(within(pager).getAllByRole('button', { name: '下一页' })[0]!);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(pager).getByRole('button', { name: '第 5 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

/** Another filter is chosen: its tab is selected and its page shown. */
export const Filtered: Story = {
  args: { filter: 1, reviews: reviewPage(1, 5, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '中评 3' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
  },
};

/** Loading: skeleton rows in a busy region. */
export const Loading: Story = {
  args: { loading: true, reviews: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('正在加载评价')).toBeInTheDocument();
  },
};

/** No reviews. */
export const Empty: Story = {
  args: {
    summary: {
      ...reviewSummary,
      number: 0,
      praiseNumber: 0,
      secondaryNumber: 0,
      negativeNumber: 0,
      picNumber: 0,
      positiveRating: 100,
    },
    reviews: reviewPage(1, 5, 0),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无评价')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '全部 0' })).toBeVisible();
  },
};

/** Full list with paging, loading and empty. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-6 md:w-5xl md:grid-cols-[3fr_2fr]">
      <ReviewList summary={reviewSummary} filter={-1} reviews={reviewPage(1, 3)} />
      <div className="flex flex-col gap-6">
        <ReviewList filter={0} loading />
        <ReviewList filter={2} reviews={reviewPage(1, 5, 0)} />
      </div>
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('tab', { name: en ? /^With pictures/ : /^有图/ })).toHaveLength(3);
    await expect(canvas.getByText(en ? 'No reviews yet' : '暂无评价')).toBeVisible();
    await expect(canvas.getByText(en ? 'Merchant reply:' : '商家回复：')).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
