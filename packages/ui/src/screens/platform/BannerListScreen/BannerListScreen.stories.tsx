import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { bannerPicture } from '../../../storybook/pictures.ts';
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
import { platformBannerPage, platformBanners } from '../../../storybook/fixtures/platformContent.ts';
import { BannerListScreen, emptyBannerFilters, type BannerListQuery } from './BannerListScreen.tsx';

const query: BannerListQuery = { ...emptyBannerFilters, current: 1, size: 10 };
const uploaded = bannerPicture('#dcfce7', '#16a34a', '新');

const Stateful = heldQuery(BannerListScreen);

const meta = {
  title: 'Screens/Platform/BannerListScreen',
  component: BannerListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page: platformBannerPage,
    query,
    canEdit: true,
    onQueryChange: fn(),
    onRetry: fn(),
    onSave: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
    onUploadImage: fn(() => Promise.resolve(uploaded)),
  },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof BannerListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const user = () => userEvent.setup({ applyAccept: false });

/** The list: picture, both titles, PC or mobile, the linked product, order, shown or hidden. */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '首页轮播图', 'Home banners') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1]!).getByRole('img', { name: '双十二好物节' })).toBeVisible();
    await expect(within(rows[1]!).getByText('Double 12 sale')).toBeVisible();
    await expect(within(rows[1]!).getByText('山间红茶 250g')).toBeVisible();
    await expect(within(rows[1]!).getByText(say(globals, '电脑端', 'PC'))).toBeVisible();
    await expect(within(rows[1]!).getByText(say(globals, '显示', 'Shown'))).toBeVisible();
    await expect(within(rows[2]!).getByText(say(globals, '移动端', 'Mobile site'))).toBeVisible();
    await expect(within(rows[2]!).getByText(say(globals, '无关联', 'No link'))).toBeVisible();
    await expect(within(rows[2]!).getByText(say(globals, '隐藏', 'Hidden'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: say(globals, '编辑 冬季新品', 'Edit 冬季新品') }),
    ).toBeVisible();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** The filter: PC or mobile, from page 1. */
export const Filter: Story = {
  args: { query: { ...query, current: 2 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '投放端' }));
    await userEvent.click(await body().findByRole('option', { name: '移动端' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, imgType: 0 });
  },
};

export const Paging: Story = { play: pagingPlay(query) };

export const Loading: Story = { args: { page: undefined, loading: true }, play: loadingPlay };

export const Empty: Story = { args: { page: emptyPage }, play: emptyPlay('还没有轮播图') };

export const NoMatch: Story = {
  args: { page: emptyPage, query: { ...query, imgType: 1 } },
  play: noMatchPlay('没有符合条件的轮播图', query),
};

export const LoadFailed: Story = {
  args: { page: undefined, error: true, errorText: '参数有误' },
  play: loadFailedPlay('参数有误'),
};

/** Add: the domain's messages first (picture, titles, order); then the upload and the checked banner. */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增轮播图' }));
    const dialog = await body().findByRole('dialog', { name: '新增轮播图' });
    const d = within(dialog);
    await userEvent.clear(d.getByRole('textbox', { name: '排序' }));
    await userEvent.type(d.getByRole('textbox', { name: '排序' }), '1.5');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(d.getByRole('group', { name: '图片' })).toHaveTextContent('请上传轮播图图片');
    await expect(d.getByRole('textbox', { name: '标题（中文）' })).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByRole('textbox', { name: '标题（英文）' })).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByText('排序须为 0 到 9999 的整数')).toBeVisible();

    await user().upload(d.getByLabelText('添加图片'), new File(['a'], 'a.png', { type: 'image/png' }));
    await expect(args.onUploadImage).toHaveBeenCalledOnce();
    await waitFor(() => expect(d.getByRole('group', { name: '图片' })).not.toHaveTextContent('请上传'));
    await userEvent.type(d.getByRole('textbox', { name: '标题（中文）' }), ' 年货节 ');
    await userEvent.type(d.getByRole('textbox', { name: '标题（英文）' }), 'New Year market');
    await userEvent.clear(d.getByRole('textbox', { name: '排序' }));
    await userEvent.type(d.getByRole('textbox', { name: '排序' }), '3');
    await userEvent.click(d.getByRole('combobox', { name: '投放端' }));
    await userEvent.click(await body().findByRole('option', { name: '移动端' }));
    await userEvent.type(d.getByRole('textbox', { name: '关联商品 ID（选填）' }), '101');
    await userEvent.click(d.getByRole('checkbox', { name: '在首页显示' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      imgUrl: uploaded,
      title: '年货节',
      titleEn: 'New Year market',
      seq: 3,
      imgType: 0,
      relation: 101,
      status: 0,
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Edit: the banner's values in the form; saving sends them with its id, the link removed. */
export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 双十二好物节' }));
    const dialog = await body().findByRole('dialog', { name: '编辑轮播图' });
    const d = within(dialog);
    await expect(d.getByRole('textbox', { name: '标题（英文）' })).toHaveValue('Double 12 sale');
    await expect(d.getByRole('checkbox', { name: '在首页显示' })).toBeChecked();
    await userEvent.clear(d.getByRole('textbox', { name: '关联商品 ID（选填）' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    const { prodName: _, ...banner } = platformBanners[0]!;
    await expect(args.onSave).toHaveBeenCalledWith({ ...banner, relation: null });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** While the save is sent: the button is busy, the fields locked, a second click sends nothing. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 冬季新品' }));
    const d = within(await body().findByRole('dialog', { name: '编辑轮播图' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(d.getByRole('textbox', { name: '标题（中文）' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** The server refuses: its words in the dialog, which stays open with what was typed. */
export const SaveRefused: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error('refused'))),
    refusal: '关联商品不存在或未上架',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 冬季新品' }));
    const d = within(await body().findByRole('dialog', { name: '编辑轮播图' }));
    await userEvent.type(d.getByRole('textbox', { name: '关联商品 ID（选填）' }), '999');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 5, relation: 999 }));
    await expect(await d.findByRole('alert')).toHaveTextContent('关联商品不存在或未上架');
    await expect(d.getByRole('textbox', { name: '关联商品 ID（选填）' })).toHaveValue('999');
  },
};

/** Delete asks first; confirmed, the banner's id goes to the callback and the question closes. */
export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 冬季新品' }));
    const dialog = await body().findByRole('alertdialog', { name: '确定删除轮播图「冬季新品」吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(5);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A refused delete: the refusal in the question, which stays until cancelled. */
export const DeleteRefused: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('refused'))), refusal: '轮播图不存在' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 双十二好物节' }));
    const dialog = await body().findByRole('alertdialog', { name: '确定删除轮播图「双十二好物节」吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('轮播图不存在');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A role that may only read: no add, edit or delete. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: '新增轮播图' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /编辑|删除/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).toBeNull();
  },
};

/** Every state (the visual baseline): the list, loading, empty, error, read only. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <BannerListScreen {...args} />
      <BannerListScreen {...args} page={undefined} loading />
      <BannerListScreen {...args} page={emptyPage} />
      <BannerListScreen {...args} page={undefined} error />
      <BannerListScreen {...args} canEdit={false} />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '首页轮播图', 'Home banners') }),
    ).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
