import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { platformCategoryTree } from '../../../storybook/fixtures/platformCategory.ts';
import { CategoryTreeScreen } from './CategoryTreeScreen.tsx';

const uploaded = '/api/uploads/2026/11/0123456789abcdef0123456789abcdef.png';

const meta = {
  title: 'Screens/Platform/CategoryTreeScreen',
  component: CategoryTreeScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    tree: platformCategoryTree,
    canEdit: true,
    onRetry: fn(),
    onSave: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
    onSort: fn(() => Promise.resolve()),
    onUploadImage: fn(() => Promise.resolve(uploaded)),
  },
  render: (args) => (
    <ConsoleCanvas>
      <CategoryTreeScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof CategoryTreeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The three levels: both names, level, status, product count; a branch collapses and expands. */
export const Tree: Story = {
  play: async ({ canvas, globals }) => {
    const top = canvas.getByRole('list', { name: say(globals, '一级分类', 'First-level categories') });
    await expect(within(top).getByText('茶饮')).toBeVisible();
    await expect(within(top).getByText('Lapsang souchong')).toBeVisible();
    await expect(within(top).getAllByText(say(globals, '3 级', 'Level 3'))).toHaveLength(3);
    await expect(within(top).getByText(say(globals, '隐藏', 'Hidden'))).toBeVisible();
    const collapse = canvas.getByRole('button', { name: say(globals, '收起 红茶', 'Collapse 红茶') });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(collapse);
    await expect(canvas.queryByText('正山小种')).toBeNull();
    const expand = canvas.getByRole('button', { name: say(globals, '展开 红茶', 'Expand 红茶') });
    await userEvent.click(expand);
    await expect(canvas.getByText('正山小种')).toBeVisible();
    // No "add a subcategory" below the third level.
    await expect(
      canvas.queryByRole('button', { name: say(globals, '为 滇红 新增子分类', 'Add subcategory to 滇红') }),
    ).toBeNull();
  },
};
export const TreeEn: Story = { ...Tree, globals: matrix.enPc };

export const Loading: Story = {
  args: { tree: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '分类树' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { tree: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有分类')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { tree: undefined, error: true },
  play: loadFailedPlay('分类加载失败'),
};

/** Move up and down: the parent's whole new order goes to onSort; the ends cannot move further. */
export const MoveButtons: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '上移 正山小种' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下移 金骏眉' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '下移 正山小种' }));
    await expect(args.onSort).toHaveBeenLastCalledWith({ parentId: 2, categoryIds: [4, 3, 5] });
    await userEvent.click(canvas.getByRole('button', { name: '上移 家居' }));
    await expect(args.onSort).toHaveBeenLastCalledWith({ parentId: 0, categoryIds: [1, 9, 7] });
    await expect(args.onSort).toHaveBeenCalledTimes(2);
  },
};

/** Drag and drop among siblings sends the same order as the buttons; across parents nothing. */
export const DragAndDrop: Story = {
  play: async ({ canvas, args }) => {
    const item = (text: string) => canvas.getByText(text).closest('li')!;
    fireEvent.dragStart(item('金骏眉'));
    fireEvent.dragOver(item('正山小种'));
    fireEvent.drop(item('正山小种'));
    await expect(args.onSort).toHaveBeenCalledWith({ parentId: 2, categoryIds: [5, 3, 4] });
    fireEvent.dragStart(item('围巾'));
    fireEvent.drop(item('滇红'));
    await expect(args.onSort).toHaveBeenCalledOnce();
  },
};

/** Add a child: the domain's messages first; then the checked category under its parent. */
export const AddChild: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '为 茶具 新增子分类' }));
    const d = within(await body().findByRole('dialog', { name: '为 茶具 新增子分类' }));
    await userEvent.clear(d.getByRole('textbox', { name: '排序' }));
    await userEvent.type(d.getByRole('textbox', { name: '排序' }), '10000');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(d.getByRole('textbox', { name: '分类名称（中文）' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(d.getByRole('textbox', { name: '分类名称（中文）' })).toHaveFocus());
    await expect(d.getByText('排序须为 0 到 9999 的整数')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: '分类名称（中文）' }), ' 茶杯 ');
    await userEvent.type(d.getByRole('textbox', { name: '分类名称（英文）' }), 'Tea cups');
    await userEvent.clear(d.getByRole('textbox', { name: '排序' }));
    await userEvent.type(d.getByRole('textbox', { name: '排序' }), '2');
    const icon = within(d.getByRole('group', { name: '图标' }));
    await userEvent.upload(icon.getByLabelText('添加图片'), new File(['a'], 'a.png', { type: 'image/png' }));
    await expect(args.onUploadImage).toHaveBeenCalledOnce();
    await waitFor(() => expect(d.getByRole('button', { name: '保存' })).toBeEnabled());
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      parentId: 6,
      categoryName: '茶杯',
      categoryNameEn: 'Tea cups',
      pic: '',
      icon: uploaded,
      seq: 2,
      status: 1,
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Edit: the category's values; hiding it sends the whole category with its id and parent. */
export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 茶具' }));
    const d = within(await body().findByRole('dialog', { name: '编辑分类' }));
    await expect(d.getByRole('textbox', { name: '分类名称（英文）' })).toHaveValue('Tea sets');
    await userEvent.click(d.getByRole('checkbox', { name: '在商城显示' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      categoryId: 6,
      parentId: 1,
      categoryName: '茶具',
      categoryNameEn: 'Tea sets',
      pic: '',
      icon: '',
      seq: 2,
      status: 0,
    });
  },
};

/** The server refuses: its words in the dialog, which stays open. */
export const SaveRefused: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('refused'))), refusal: '分类不存在' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 茶具' }));
    const d = within(await body().findByRole('dialog', { name: '编辑分类' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(await d.findByRole('alert')).toHaveTextContent('分类不存在');
    await expect(d.getByRole('textbox', { name: '分类名称（中文）' })).toHaveValue('茶具');
  },
};

/** While the save is sent: the form is busy and a second click sends nothing. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 茶具' }));
    const d = within(await body().findByRole('dialog', { name: '编辑分类' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(d.getByRole('textbox', { name: '分类名称（中文）' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** Delete asks first; confirmed, the id goes to the callback. */
export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 金骏眉' }));
    const dialog = await body().findByRole('alertdialog', { name: '确定删除分类「金骏眉」吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(5);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A refusal is said in the question, which stays until cancelled. */
export const DeleteRefused: Story = {
  args: {
    onDelete: fn(() => Promise.reject(new Error('refused'))),
    refusal: '该分类下还有商品：请先将商品移到其他分类',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 家居' }));
    const dialog = await body().findByRole('alertdialog', { name: '确定删除分类「家居」吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(9);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('该分类下还有商品');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A category with products or subcategories says why it cannot be deleted, and nothing is sent. */
export const CannotDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 滇红' }));
    const dialog = within(await body().findByRole('dialog', { name: '「滇红」不能删除' }));
    await waitFor(() =>
      expect(dialog.getByText('该分类下有 2 件商品：请先将商品移到其他分类。')).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '删除 服饰' }));
    const branch = within(await body().findByRole('dialog', { name: '「服饰」不能删除' }));
    await waitFor(() => expect(branch.getByText('该分类下还有子分类：请先删除或移走子分类。')).toBeVisible());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A role that may only read: no add, edit, delete or reorder. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正山小种')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '新增一级分类' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /编辑|删除|上移|下移|新增/ })).toBeNull();
    await expect(canvas.getByText('茶饮').closest('li')).toHaveAttribute('draggable', 'false');
  },
};

/** Every state (the visual baseline): the tree, loading, empty, error, read only. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <CategoryTreeScreen {...args} />
      <CategoryTreeScreen {...args} tree={undefined} loading />
      <CategoryTreeScreen {...args} tree={[]} />
      <CategoryTreeScreen {...args} tree={undefined} error />
      <CategoryTreeScreen {...args} canEdit={false} />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '商品分类', 'Categories') }),
    ).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
