import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { platformHotSearches } from '../../../storybook/fixtures/platformContent.ts';
import { HotSearchScreen } from './HotSearchScreen.tsx';

const meta = {
  title: 'Screens/Platform/HotSearchScreen',
  component: HotSearchScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    words: platformHotSearches,
    canEdit: true,
    onRetry: fn(),
    onSave: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
  },
  render: (args) => (
    <ConsoleCanvas>
      <HotSearchScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof HotSearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The words in order: both languages, order, shown or hidden. */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '热搜词', 'Hot search words') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByText('红茶')).toBeVisible();
    await expect(within(rows[1]!).getByText('Black tea')).toBeVisible();
    await expect(within(rows[3]!).getByText(say(globals, '隐藏', 'Hidden'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: say(globals, '编辑 围巾', 'Edit 围巾') })).toBeVisible();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

export const Loading: Story = {
  args: { words: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { words: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有热搜词')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { words: undefined, error: true },
  play: loadFailedPlay('热搜词加载失败'),
};

/** Add: the domain's messages first; then the checked word (trimmed) goes to the callback. */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增热搜词' }));
    const d = within(await body().findByRole('dialog', { name: '新增热搜词' }));
    await userEvent.clear(d.getByRole('textbox', { name: '排序' }));
    await userEvent.type(d.getByRole('textbox', { name: '排序' }), '10000');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(d.getByRole('textbox', { name: '热搜词（中文）' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(d.getByRole('textbox', { name: '热搜词（中文）' })).toHaveFocus());
    await expect(d.getByText('排序须为 0 到 9999 的整数')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: '热搜词（中文）' }), ' 手套 ');
    await userEvent.type(d.getByRole('textbox', { name: '热搜词（英文）' }), 'Gloves');
    await userEvent.clear(d.getByRole('textbox', { name: '排序' }));
    await userEvent.type(d.getByRole('textbox', { name: '排序' }), '4');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ title: '手套', titleEn: 'Gloves', seq: 4, status: 1 });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Edit: the word's values; hiding it sends the whole word with its id. */
export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 保温杯' }));
    const d = within(await body().findByRole('dialog', { name: '编辑热搜词' }));
    await expect(d.getByRole('textbox', { name: '热搜词（英文）' })).toHaveValue('Thermos');
    await userEvent.click(d.getByRole('checkbox', { name: '在搜索框下显示' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...platformHotSearches[1]!, status: 0 });
  },
};

/** The server refuses: its words in the dialog, which stays open. */
export const SaveRefused: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('refused'))), refusal: '热搜词不存在' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 红茶' }));
    const d = within(await body().findByRole('dialog', { name: '编辑热搜词' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(await d.findByRole('alert')).toHaveTextContent('热搜词不存在');
    await expect(d.getByRole('textbox', { name: '热搜词（中文）' })).toHaveValue('红茶');
  },
};

/** While the save is sent: the button is busy and a second click sends nothing. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 红茶' }));
    const d = within(await body().findByRole('dialog', { name: '编辑热搜词' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(d.getByRole('textbox', { name: '热搜词（中文）' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** Delete asks first; a refusal is said in the question; confirmed, the id goes to the callback. */
export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 围巾' }));
    const dialog = await body().findByRole('alertdialog', { name: '确定删除热搜词「围巾」吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(4);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteRefused: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('refused'))), refusal: '热搜词不存在' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 红茶' }));
    const dialog = await body().findByRole('alertdialog', { name: '确定删除热搜词「红茶」吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('热搜词不存在');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A role that may only read: no add, edit or delete. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: '新增热搜词' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /编辑|删除/ })).toBeNull();
  },
};

/** Every state (the visual baseline): the list, loading, empty, error, read only. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <HotSearchScreen {...args} />
      <HotSearchScreen {...args} words={undefined} loading />
      <HotSearchScreen {...args} words={[]} />
      <HotSearchScreen {...args} words={undefined} error />
      <HotSearchScreen {...args} canEdit={false} />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '热搜词', 'Hot search words') }),
    ).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
