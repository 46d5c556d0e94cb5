import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import {
  ConsoleCanvas,
  allStatesParameters,
  emptyPage,
  heldQuery,
  loadFailedPlay,
  loadingPlay,
} from '../../../storybook/console.tsx';
import { merchantProdPage } from '../../../storybook/fixtures/merchantProducts.ts';
import { ProductListScreen, type ProductListQuery } from './ProductListScreen.tsx';

const query: ProductListQuery = { prodName: '', status: -1, current: 1, size: 10 };

/** The screen with its query held here, as the app holds it in the address. */
const Stateful = heldQuery(ProductListScreen);

const meta = {
  title: 'Screens/Merchant/ProductListScreen',
  component: ProductListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page: merchantProdPage,
    query,
    onQueryChange: fn(),
    onRetry: fn(),
    onSetStatus: fn(),
    onEdit: fn(),
    onCreate: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof ProductListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: names in both languages, price, stock, status; edit, on/off sale and create call back. */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '商品', 'Products') }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: say(globals, '商品', 'Products') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(11);
    await expect(within(rows[1]!).getByText('纯棉短袖T恤')).toBeVisible();
    await expect(within(rows[1]!).getByText('Cotton T-shirt')).toBeVisible();
    await expect(within(rows[1]!).getByText(say(globals, '在售', 'On sale'))).toBeVisible();
    await expect(within(rows[2]!).getByText(say(globals, '预售', 'Pre-sale'))).toBeVisible();
    await expect(within(rows[3]!).getByText(say(globals, '已下架', 'Off sale'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '编辑 纯棉短袖T恤', 'Edit 纯棉短袖T恤') }),
    );
    await expect(args.onEdit).toHaveBeenCalledWith(101);
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '下架：纯棉短袖T恤', 'Take off sale: 纯棉短袖T恤') }),
    );
    await expect(args.onSetStatus).toHaveBeenCalledWith(expect.objectContaining({ prodId: 101 }), 0);
    await userEvent.click(
      within(rows[3]!).getByRole('button', { name: new RegExp(say(globals, '^上架', '^Put on sale')) }),
    );
    await expect(args.onSetStatus).toHaveBeenLastCalledWith(expect.objectContaining({ prodId: 103 }), 1);
    await userEvent.click(
      canvas.getAllByRole('button', { name: say(globals, '发布商品', 'New product') })[0]!,
    );
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** Search by name and status: page 1 of the new filters; Reset clears them. */
export const Filter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '商品名称' }), ' T恤 ');
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '已下架' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      prodName: 'T恤',
      status: 0,
      current: 1,
      size: 10,
    });
    await expect(canvas.getByRole('textbox', { name: '商品名称' })).toHaveValue('T恤');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
  },
};

/** Paging: another page, another page size. */
export const Paging: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/共 23 条/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, current: 2 });
  },
};

/** A row whose on/off sale change is under way: its button is busy. */
export const StatusPending: Story = {
  args: { pendingIds: [101] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下架：纯棉短袖T恤' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '下架：无线蓝牙耳机' })).not.toHaveAttribute('aria-busy');
  },
};

export const Loading: Story = { args: { page: undefined, loading: true }, play: loadingPlay };

/** No products at all: the way to the first one. */
export const Empty: Story = {
  args: { page: emptyPage },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('暂无商品')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: '发布商品' })[1]!);
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('navigation', { name: /分页|Pagination/ })).toBeNull();
  },
};

/** Nothing matches the filters: a way to clear them. */
export const NoMatch: Story = {
  args: {
    page: emptyPage,
    query: { ...query, prodName: '不存在' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('没有符合条件的商品')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
  },
};

export const LoadFailed: Story = {
  args: { page: undefined, error: true },
  play: loadFailedPlay('商品加载失败'),
};

/** Every state (the visual baseline): the list with a pending row, loading, empty, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <ProductListScreen {...args} pendingIds={[102]} />
      <ProductListScreen {...args} page={undefined} loading />
      <ProductListScreen {...args} page={emptyPage} />
      <ProductListScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '商品', 'Products') }),
    ).toHaveLength(4);
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
