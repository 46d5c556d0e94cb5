import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
import { merchantCommentPage } from '../../../storybook/fixtures/merchantStore.ts';
import { CommentListScreen, emptyCommentFilters, type CommentListQuery } from './CommentListScreen.tsx';

const query: CommentListQuery = { ...emptyCommentFilters, current: 1, size: 10 };
/** The store's products of the reviews, once each (the product filter's options). */
const products = [
  ...new Map(
    merchantCommentPage.records.map((c) => [c.prodId, { prodId: c.prodId, prodName: c.prodName }]),
  ).values(),
];

/** The screen with its query held here, as the app holds it in the address. */
const Stateful = heldQuery(CommentListScreen);

const meta = {
  title: 'Screens/Merchant/CommentListScreen',
  component: CommentListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page: merchantCommentPage,
    query,
    onQueryChange: fn(),
    onRetry: fn(),
    onReply: fn(() => Promise.resolve(true)),
    products,
  },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof CommentListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: product, author, stars, text and pictures; a given reply with Edit, a box for the others. */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '商品评价', 'Product reviews') }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: say(globals, '商品评价', 'Product reviews') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByText('面料很舒服，尺码合适，物流也快。')).toBeVisible();
    await expect(within(rows[1]!).getAllByRole('img', { name: /评价图片|Review picture/ })).toHaveLength(2);
    await expect(within(rows[2]!).getByText(/冷水手洗/)).toBeVisible();
    await expect(
      within(rows[2]!).getByRole('button', {
        name: say(globals, '编辑对评价 502 的回复', 'Edit the reply to review 502'),
      }),
    ).toBeVisible();
    await expect(
      within(rows[3]!).getByRole('textbox', { name: say(globals, '回复评价 503', 'Reply to review 503') }),
    ).toBeVisible();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** A reply: sent trimmed, the button busy while the app sends it. */
export const Reply: Story = {
  args: { onReply: fn(() => new Promise<unknown>(() => {})) },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: '回复评价 503' });
    await userEvent.type(box, '  已为您换新，请查收。 ');
    const form = canvas.getByRole('form', { name: '回复评价 503' });
    await userEvent.click(within(form).getByRole('button', { name: '回复' }));
    await expect(args.onReply).toHaveBeenCalledWith(503, '已为您换新，请查收。');
    await expect(within(form).getByRole('button', { name: '回复' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The reply's rule before sending: empty, HTML; nothing is sent. */
export const ReplyChecks: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: '回复评价 503' });
    await userEvent.click(within(form).getByRole('button', { name: '回复' }));
    await expect(within(form).getByText('请输入回复内容')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox'), '<b>谢谢</b>');
    await userEvent.click(within(form).getByRole('button', { name: '回复' }));
    await expect(within(form).getByText('请输入纯文本，不要包含 HTML 标签')).toBeVisible();
    await expect(args.onReply).not.toHaveBeenCalled();
  },
};

/** Editing a given reply: the box holds it; Cancel goes back. */
export const EditReply: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑对评价 502 的回复' }));
    const box = canvas.getByRole('textbox', { name: '回复评价 502' });
    await expect(box).toHaveValue('抱歉给您带来不便，建议冷水手洗，我们已联系您补发一件。');
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(canvas.queryByRole('textbox', { name: '回复评价 502' })).toBeNull();
    await expect(args.onReply).not.toHaveBeenCalled();
  },
};

/** The server refused the reply: its message under that review's box, the text kept. */
export const Refused: Story = {
  args: {
    onReply: fn(() => Promise.reject(new Error('refused'))),
    refusal: { commentId: 503, message: '评价不存在' },
  },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: '回复评价 503' });
    await expect(within(form).getByRole('alert')).toHaveTextContent('评价不存在');
    await userEvent.type(within(form).getByRole('textbox'), '谢谢');
    await userEvent.click(within(form).getByRole('button', { name: '回复' }));
    await expect(within(form).getByRole('textbox')).toHaveValue('谢谢');
  },
};

/** The filters: page 1 of the new ones; Reset clears them. */
export const Filter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '评分' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '差评' }));
    await userEvent.click(canvas.getByRole('combobox', { name: '回复状态' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '未回复' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, evaluate: 2, replied: 0 });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
  },
};

/** The product filter: one product's reviews, page 1; "all products" is the empty filter. */
export const ProductFilter: Story = {
  play: async ({ canvas, args }) => {
    const first = products[0]!;
    await userEvent.click(canvas.getByRole('combobox', { name: '商品' }));
    // "All products" is offered first (found, not checked for visibility: the list is still fading in).
    await within(document.body).findByRole('option', { name: '全部商品' });
    await userEvent.click(await within(document.body).findByRole('option', { name: first.prodName }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, prodId: first.prodId });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
  },
};

/** Without products given, no product filter. */
export const NoProducts: Story = {
  args: { products: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: '商品' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: '评分' })).toBeVisible();
  },
};

/** A product of the address that the products given miss: still the filter's choice, named by its reviews. */
export const ProductNotListed: Story = {
  args: {
    products: products.slice(1),
    query: { ...query, prodId: products[0]!.prodId },
  },
  play: async ({ canvas, args }) => {
    const filter = canvas.getByRole('combobox', { name: '商品' });
    await expect(filter).toHaveTextContent(products[0]!.prodName);
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, prodId: products[0]!.prodId });
  },
};

/** No products given (an account that may not read them) while the address names one: the filter stays. */
export const ProductWithoutList: Story = {
  args: { products: undefined, query: { ...query, prodId: 999 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: '商品' })).toHaveTextContent('商品 999');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, prodId: 999 });
  },
};

/** Paging: another page. */
export const Paging: Story = {
  play: pagingPlay(query),
};

export const Loading: Story = { args: { page: undefined, loading: true }, play: loadingPlay };

export const Empty: Story = { args: { page: emptyPage }, play: emptyPlay('暂无评价') };

/** Nothing matches the filters: a way to clear them. */
export const NoMatch: Story = {
  args: { page: emptyPage, query: { ...query, evaluate: 2 } },
  play: noMatchPlay('没有符合条件的评价', query),
};

export const LoadFailed: Story = {
  args: { page: undefined, error: true, errorText: '评价加载失败' },
  play: loadFailedPlay('评价加载失败'),
};

/** Every state (the visual baseline): a refusal, loading, empty, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <CommentListScreen {...args} refusal={{ commentId: 503, message: '评价不存在' }} />
      <CommentListScreen {...args} page={undefined} loading />
      <CommentListScreen {...args} page={emptyPage} />
      <CommentListScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '商品评价', 'Product reviews') }),
    ).toHaveLength(4);
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
