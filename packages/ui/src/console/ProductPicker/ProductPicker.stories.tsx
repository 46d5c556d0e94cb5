import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PlatformProdRow } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, emptyPage } from '../../storybook/console.tsx';
import { picture } from '../../storybook/pictures.ts';
import { platformProdPage, platformProds } from '../../storybook/fixtures/platformProdTag.ts';
import { defaultProductPickerQuery, ProductPicker, ProductPickerPanel } from './ProductPicker.tsx';

const [tea, cup, oolong] = platformProds as [PlatformProdRow, PlatformProdRow, PlatformProdRow];
/** A product chosen earlier that is not on the page shown. */
const honey: PlatformProdRow = {
  prodId: 240,
  prodName: '百花蜂蜜',
  prodNameEn: 'Wildflower honey',
  pic: picture('#dcfce7', '#16a34a'),
  price: 36,
  shopId: 3,
  shopName: '蜂语农场',
  status: 1,
};

const meta = {
  title: 'Console/ProductPicker',
  component: ProductPickerPanel,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    query: defaultProductPickerQuery,
    page: platformProdPage,
    chosen: [],
    max: 50,
    onSearch: fn(),
    onRetry: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <div className="max-w-3xl rounded-lg bg-neutral-0 p-5">
        <ProductPickerPanel {...args} />
      </div>
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof ProductPickerPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The results: picture, both names, store, price, state; ticking one lists it as chosen; confirm sends it. */
export const Results: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(args.onSearch).toHaveBeenCalledWith(defaultProductPickerQuery);
    const table = canvas.getByRole('table', { name: say(globals, '搜索到的商品', 'Products found') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByText('Mountain black tea 250 g')).toBeVisible();
    await expect(within(rows[1]!).getByText('山茶小铺')).toBeVisible();
    await expect(rows[1]).toHaveTextContent('59.90');
    await expect(within(rows[3]!).getByText(say(globals, '已下架', 'Off sale'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '尚未选择商品。', 'Nothing chosen yet.'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: say(globals, '选择 手作陶瓷杯', 'Select 手作陶瓷杯') }),
    );
    const chosen = canvas.getByRole('list', { name: say(globals, '指定商品', 'Chosen products') });
    await expect(within(chosen).getByText('手作陶瓷杯')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '确定', 'Confirm') }));
    await expect(args.onConfirm).toHaveBeenCalledWith([cup]);
  },
};
export const ResultsEn: Story = { ...Results, globals: matrix.enPc };

/** The search: the name and the state, from page 1; paging keeps them. */
export const Search: Story = {
  args: { query: { ...defaultProductPickerQuery, current: 2 } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '商品名称' }), ' 红茶 ');
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await body().findByRole('option', { name: '全部' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({
      prodName: '红茶',
      status: -1,
      current: 1,
      size: 10,
    });
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith({ ...defaultProductPickerQuery, current: 3 });
  },
};

/** The results are on their way: the table is busy. */
export const Loading: Story = {
  args: { page: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The search failed: said, with a retry. */
export const LoadFailed: Story = {
  args: { page: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('商品加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Nothing matches the search. */
export const Empty: Story = {
  args: { page: emptyPage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有匹配的商品')).toBeVisible();
  },
};

/**
 * What was chosen before is ticked and listed, also from other pages; removing one unticks it; the
 * confirmed list keeps the earlier order and adds the new ones after.
 */
export const Chosen: Story = {
  args: { chosen: [honey, tea] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: '选择 山间红茶 250g' })).toBeChecked();
    await expect(canvas.getByRole('heading', { name: '已选 2 件，最多 50 件' })).toBeVisible();
    const chosen = canvas.getByRole('list', { name: '指定商品' });
    await expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['百花蜂蜜×', '山间红茶 250g×']);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 桂花乌龙' }));
    await userEvent.click(within(chosen).getByRole('button', { name: '移除 山间红茶 250g' }));
    await expect(canvas.getByRole('checkbox', { name: '选择 山间红茶 250g' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([honey, oolong]);
  },
};

/** At the limit, one more is refused with a message and the choice stays as it was. */
export const LimitReached: Story = {
  args: { chosen: [honey, tea], max: 2 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 手作陶瓷杯' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('最多可选 2 件商品，请先移除一件。');
    await expect(canvas.getByRole('checkbox', { name: '选择 手作陶瓷杯' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选本页' }));
    await expect(canvas.getByRole('checkbox', { name: '选择 桂花乌龙' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '移除 百花蜂蜜' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 手作陶瓷杯' }));
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([tea, cup]);
  },
};

/** Cancel sends nothing. */
export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 手作陶瓷杯' }));
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** In its dialog: titled, opened afresh from `chosen`; confirming hands the rows back. */
export const InDialog: Story = {
  render: (args) => (
    <ProductPicker
      {...args}
      open
      onClose={args.onCancel}
      onConfirm={args.onConfirm}
      title="选择首页栏目的商品"
    />
  ),
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: '选择首页栏目的商品' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '选择 山间红茶 250g' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledWith([tea]);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledOnce());
  },
};

/** Every state (the visual baseline): results with some chosen, loading, failed, nothing found. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      {[
        { ...args, chosen: [honey, tea] },
        { ...args, page: undefined, loading: true },
        { ...args, page: undefined, error: true },
        { ...args, page: emptyPage },
      ].map((props, i) => (
        <div key={i} className="max-w-3xl rounded-lg bg-neutral-0 p-5">
          <ProductPickerPanel {...props} />
        </div>
      ))}
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('search', { name: say(globals, '搜索商品', 'Search products') }),
    ).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
