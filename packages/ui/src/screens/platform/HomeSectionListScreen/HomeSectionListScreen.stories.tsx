import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import {
  platformProdPage,
  platformProdTagDetail,
  platformProdTags,
} from '../../../storybook/fixtures/platformProdTag.ts';
import { defaultProductPickerQuery } from '../../../console/ProductPicker/index.ts';
import { HomeSectionListScreen } from './HomeSectionListScreen.tsx';

const meta = {
  title: 'Screens/Platform/HomeSectionListScreen',
  component: HomeSectionListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    sections: platformProdTags,
    canEdit: true,
    onRetry: fn(),
    onOpenSection: fn(),
    detail: platformProdTagDetail,
    onDetailRetry: fn(),
    productSearch: {
      query: defaultProductPickerQuery,
      page: platformProdPage,
      onSearch: fn(),
      onRetry: fn(),
    },
    onSave: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
  },
  render: (args) => (
    <ConsoleCanvas>
      <HomeSectionListScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof HomeSectionListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The list: order, the title in the console's language with the other below, layout, products, shown. */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '首页栏目', 'Home sections') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByText('每日上新')).toBeVisible();
    await expect(within(rows[1]!).getByText('New every day')).toBeVisible();
    await expect(
      within(rows[1]!).getByText(
        say(
          globals,
          '横排：移动端左右滑动，电脑端每行 5 个',
          'Row: scrolls sideways on phones, 5 per row on PC',
        ),
      ),
    ).toBeVisible();
    await expect(
      within(rows[2]!).getByText(
        say(globals, '网格：移动端每行 2 个，电脑端每行 4 个', 'Grid: 2 per row on phones, 4 on PC'),
      ),
    ).toBeVisible();
    await expect(
      within(rows[3]!).getByText(
        say(globals, '网格：移动端每行 3 个，电脑端每行 6 个', 'Grid: 3 per row on phones, 6 on PC'),
      ),
    ).toBeVisible();
    await expect(within(rows[3]!).getByText(say(globals, '隐藏', 'Hidden'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: say(globals, '编辑 冬季暖饮', 'Edit Warm drinks') }),
    ).toBeVisible();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

export const Loading: Story = {
  args: { sections: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有首页栏目')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { sections: undefined, error: true },
  play: loadFailedPlay('首页栏目加载失败'),
};

/**
 * Add: the domain's messages first; then the titles, order, layout and products picked (the picker's
 * results), one moved up: the ids are sent in the order shown.
 */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增首页栏目' }));
    await expect(args.onOpenSection).toHaveBeenLastCalledWith(null);
    const d = within(await body().findByRole('dialog', { name: '新增首页栏目' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(d.getByRole('textbox', { name: '标题（中文）' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(d.getByRole('textbox', { name: '标题（中文）' }), '茶与器');
    await userEvent.type(d.getByRole('textbox', { name: '标题（英文）' }), 'Tea and cups');
    await userEvent.clear(d.getByRole('textbox', { name: '排序' }));
    await userEvent.type(d.getByRole('textbox', { name: '排序' }), '4');
    await userEvent.click(d.getByRole('radio', { name: '网格：移动端每行 3 个，电脑端每行 6 个' }));
    await userEvent.click(d.getByRole('button', { name: '添加商品' }));
    const picker = within(await body().findByRole('dialog', { name: '选择商品' }));
    await expect(args.productSearch.onSearch).toHaveBeenCalledWith(defaultProductPickerQuery);
    await userEvent.click(picker.getByRole('checkbox', { name: '选择 山间红茶 250g' }));
    await userEvent.click(picker.getByRole('checkbox', { name: '选择 桂花乌龙' }));
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: '选择商品' })).toBeNull());
    const list = d.getByRole('list', { name: '栏目商品' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(d.getByRole('button', { name: '上移 山间红茶 250g' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: '上移 桂花乌龙' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      title: '茶与器',
      titleEn: 'Tea and cups',
      seq: 4,
      style: 2,
      status: 1,
      prodIds: [103, 101],
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenSection).toHaveBeenLastCalledWith(null);
  },
};

/** Edit: the section's products in their order; moved, removed and hidden, sent with its id. */
export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 每日上新' }));
    await expect(args.onOpenSection).toHaveBeenCalledWith(1);
    const d = within(await body().findByRole('dialog', { name: '编辑首页栏目' }));
    await expect(d.getByRole('textbox', { name: '标题（英文）' })).toHaveValue('New every day');
    await expect(d.getByRole('radio', { name: '横排：移动端左右滑动，电脑端每行 5 个' })).toBeChecked();
    await userEvent.click(d.getByRole('button', { name: '下移 山间红茶 250g' }));
    await userEvent.click(d.getByRole('checkbox', { name: '在首页显示' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenLastCalledWith({
      id: 1,
      title: '每日上新',
      titleEn: 'New every day',
      seq: 1,
      style: 0,
      status: 0,
      prodIds: [102, 101],
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A removed product is not sent; the picker opens with what the section holds. */
export const RemoveAndPick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 每日上新' }));
    const d = within(await body().findByRole('dialog', { name: '编辑首页栏目' }));
    await userEvent.click(d.getByRole('button', { name: '移除 山间红茶 250g' }));
    await userEvent.click(d.getByRole('button', { name: '添加商品' }));
    const picker = within(await body().findByRole('dialog', { name: '选择商品' }));
    await expect(picker.getByRole('checkbox', { name: '选择 手作陶瓷杯' })).toBeChecked();
    await expect(picker.getByRole('checkbox', { name: '选择 山间红茶 250g' })).not.toBeChecked();
    await userEvent.click(picker.getByRole('button', { name: '取消' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 1, prodIds: [102] }));
  },
};

/** The opened section is still on its way: the dialog waits, busy. */
export const DetailLoading: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 冬季暖饮' }));
    await expect(args.onOpenSection).toHaveBeenCalledWith(3);
    const dialog = await body().findByRole('dialog', { name: '编辑首页栏目' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('加载中');
    await expect(within(dialog).queryByRole('button', { name: '保存' })).toBeNull();
  },
};

/** The opened section could not be loaded: said in the dialog, with a retry. */
export const DetailFailed: Story = {
  args: { detail: undefined, detailError: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 每日上新' }));
    const dialog = within(await body().findByRole('dialog', { name: '编辑首页栏目' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('首页栏目加载失败');
    await userEvent.click(dialog.getByRole('button', { name: '重试' }));
    await expect(args.onDetailRetry).toHaveBeenCalledOnce();
  },
};

/** While the save is sent: the button is busy, the fields locked, a second click sends nothing. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 每日上新' }));
    const d = within(await body().findByRole('dialog', { name: '编辑首页栏目' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(d.getByRole('textbox', { name: '标题（中文）' })).toBeDisabled();
    await expect(d.getByRole('button', { name: '添加商品' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** A refusal of a field is shown at the field; the dialog stays with what was typed. */
export const RefusedAtField: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error('refused'))),
    refusal: '商品不存在或已下架',
    refusalField: 'prodIds',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 每日上新' }));
    const d = within(await body().findByRole('dialog', { name: '编辑首页栏目' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    const products = d.getByRole('region', { name: /栏目商品/ });
    await expect(await within(products).findByRole('alert')).toHaveTextContent('商品不存在或已下架');
    await expect(d.getAllByRole('alert')).toHaveLength(1);
  },
};

/** A refusal of no field is shown above the form. */
export const Refused: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('refused'))), refusal: '首页栏目不存在' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 每日上新' }));
    const d = within(await body().findByRole('dialog', { name: '编辑首页栏目' }));
    await userEvent.clear(d.getByRole('textbox', { name: '排序' }));
    await userEvent.type(d.getByRole('textbox', { name: '排序' }), '7');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(await d.findByRole('alert')).toHaveTextContent('首页栏目不存在');
    await expect(d.getByRole('form')).toHaveAccessibleDescription('首页栏目不存在');
    await expect(d.getByRole('textbox', { name: '排序' })).toHaveValue('7');
  },
};

/** Delete asks first; confirmed, the section's id goes to the callback and the question closes. */
export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 商城热卖' }));
    const dialog = await body().findByRole('alertdialog', { name: '确定删除首页栏目「商城热卖」吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A role that may only read: no add, edit or delete; a section opens to look, nothing to change. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: '新增首页栏目' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /编辑|删除/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '查看 每日上新' }));
    await expect(args.onOpenSection).toHaveBeenCalledWith(1);
    const d = within(await body().findByRole('dialog', { name: '首页栏目' }));
    await expect(d.getByRole('textbox', { name: '标题（中文）' })).toBeDisabled();
    await expect(within(d.getByRole('list', { name: '栏目商品' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(d.queryByRole('button', { name: /保存|添加商品|上移|移除/ })).toBeNull();
  },
};

/** Every state (the visual baseline): the list, loading, empty, error, read only. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <HomeSectionListScreen {...args} />
      <HomeSectionListScreen {...args} sections={undefined} loading />
      <HomeSectionListScreen {...args} sections={[]} />
      <HomeSectionListScreen {...args} sections={undefined} error />
      <HomeSectionListScreen {...args} canEdit={false} />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '首页栏目', 'Home sections') }),
    ).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
