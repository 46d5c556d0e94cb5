import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { platformLevelList } from '../../../storybook/fixtures/platformLoyalty.ts';
import { LevelListScreen } from './LevelListScreen.tsx';

const meta = {
  title: 'Screens/Platform/LevelListScreen',
  component: LevelListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    list: platformLevelList,
    canEdit: true,
    onRetry: fn(),
    onSave: fn(() => Promise.resolve()),
    onCreate: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
  },
  render: (args) => (
    <ConsoleCanvas>
      <LevelListScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof LevelListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The ordinary levels in order with their thresholds, then the paid plan with its price and term. */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const ordinary = canvas.getByRole('table', { name: say(globals, '普通等级', 'Ordinary levels') });
    const rows = within(ordinary).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByText('白银会员')).toBeVisible();
    await expect(within(rows[3]!).getByText('2000')).toBeVisible();
    await expect(
      within(rows[3]!).getByText(
        say(
          globals,
          '签到加 10 积分、会员价 9.5 折、包邮',
          'Sign-in: 10 extra points, Member price: 5% off, Free shipping',
        ),
      ),
    ).toBeVisible();
    const paid = canvas.getByRole('table', { name: say(globals, '付费会员', 'Paid plans') });
    const plan = within(paid).getAllByRole('row')[1]!;
    await expect(within(plan).getByText('Premium')).toBeVisible();
    await expect(plan).toHaveTextContent('¥19.90');
    await expect(within(plan).getByText(say(globals, '30 天', '30 days'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: say(globals, '编辑 超级会员', 'Edit Premium') }),
    ).toBeVisible();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** Loading for the first time: both tables are busy. */
export const Loading: Story = {
  args: { list: undefined, loading: true },
  play: async ({ canvas }) => {
    const tables = canvas.getAllByRole('table');
    await expect(tables).toHaveLength(2);
    for (const table of tables) await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

/** No level at all: each table says so. */
export const Empty: Story = {
  args: { list: { levels: [], rights: platformLevelList.rights } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有普通等级')).toBeVisible();
    await expect(canvas.getByText('还没有付费会员')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { list: undefined, error: true },
  play: loadFailedPlay('会员等级加载失败'),
};

/** An ordinary level: the domain's message first; then the threshold and the ticked rights are sent. */
export const EditOrdinary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 黄金会员' }));
    const d = within(await body().findByRole('dialog', { name: '编辑等级「黄金会员」' }));
    const growth = d.getByRole('textbox', { name: '所需成长值' });
    await expect(growth).toHaveValue('500');
    await expect(d.queryByRole('textbox', { name: '价格（元）' })).toBeNull();
    await userEvent.clear(growth);
    await userEvent.type(growth, 'abc');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(growth).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(growth).toHaveFocus());
    await expect(d.getByText('所需成长值须为0到100,000,000的整数')).toBeVisible();
    await userEvent.clear(growth);
    await userEvent.type(growth, '800');
    await userEvent.click(d.getByRole('checkbox', { name: '会员价 9.8 折' }));
    await userEvent.click(d.getByRole('checkbox', { name: '包邮' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      levelId: 2,
      nameZh: '黄金会员',
      nameEn: 'Gold',
      needGrowth: 800,
      rightsIds: [2, 6],
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A paid plan: the price typed in yuan (its limits said in yuan) goes out in fen, with the term. */
export const EditPaidPlan: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 超级会员' }));
    const d = within(await body().findByRole('dialog', { name: '编辑等级「超级会员」' }));
    const price = d.getByRole('textbox', { name: '价格（元）' });
    await expect(price).toHaveValue('19.90');
    await expect(d.queryByRole('textbox', { name: '所需成长值' })).toBeNull();
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(price).toHaveAccessibleDescription('请输入 ¥0.01 到 ¥100000.00 之间的价格');
    await userEvent.clear(price);
    await userEvent.type(price, '29.9');
    await userEvent.clear(d.getByRole('textbox', { name: '期限（天）' }));
    await userEvent.type(d.getByRole('textbox', { name: '期限（天）' }), '90');
    await userEvent.clear(d.getByRole('textbox', { name: '等级名称（英文）' }));
    await userEvent.type(d.getByRole('textbox', { name: '等级名称（英文）' }), ' Premium plus ');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      levelId: 4,
      nameZh: '超级会员',
      nameEn: 'Premium plus',
      price: 2990,
      termDays: 90,
      status: 1,
      seq: 0,
      rightsIds: [5, 6],
    });
  },
};

/** "Add level" opens the dialog empty; the new ordinary level goes out with its threshold, no plan fields. */
export const AddLevel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加等级' }));
    const d = within(await body().findByRole('dialog', { name: '添加等级' }));
    const growth = d.getByRole('textbox', { name: '所需成长值' });
    await expect(growth).toHaveValue('');
    await expect(d.queryByRole('checkbox', { name: '显示并在售' })).toBeNull();
    await userEvent.type(d.getByRole('textbox', { name: '等级名称（中文）' }), '铂金会员');
    await userEvent.type(d.getByRole('textbox', { name: '等级名称（英文）' }), 'Platinum');
    await userEvent.type(growth, '1000');
    await userEvent.click(d.getByRole('checkbox', { name: '包邮' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      levelType: 0,
      nameZh: '铂金会员',
      nameEn: 'Platinum',
      needGrowth: 1000,
      rightsIds: [6],
    });
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** "Add paid plan": price, term, order and the status switch (hidden: not sold) go out with the plan. */
export const AddPaidPlan: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加付费会员' }));
    const d = within(await body().findByRole('dialog', { name: '添加付费会员' }));
    await expect(d.getByRole('checkbox', { name: '显示并在售' })).toBeChecked();
    await userEvent.type(d.getByRole('textbox', { name: '等级名称（中文）' }), '年卡');
    await userEvent.type(d.getByRole('textbox', { name: '等级名称（英文）' }), 'Yearly');
    await userEvent.type(d.getByRole('textbox', { name: '价格（元）' }), '99');
    await userEvent.type(d.getByRole('textbox', { name: '期限（天）' }), '365');
    const order = d.getByRole('textbox', { name: '套餐排序' });
    await userEvent.clear(order);
    await userEvent.type(order, '99999');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(order).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(order);
    await userEvent.type(order, '5');
    await userEvent.click(d.getByRole('checkbox', { name: '显示并在售' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      levelType: 1,
      nameZh: '年卡',
      nameEn: 'Yearly',
      price: 9900,
      termDays: 365,
      status: 0,
      seq: 5,
      rightsIds: [],
    });
  },
};

/** Delete asks first; the server's refusal (a plan ever bought) is shown in the question, nothing closes. */
export const DeleteRefused: Story = {
  args: {
    onDelete: fn(() => Promise.reject(new Error('refused'))),
    deleteRefusal: '该付费会员套餐已有人购买，不能删除：请改为隐藏',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 超级会员' }));
    const d = within(await body().findByRole('alertdialog', { name: '删除等级「超级会员」？' }));
    await userEvent.click(d.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(platformLevelList.levels[3]);
    await expect(await d.findByRole('alert')).toHaveTextContent(
      '该付费会员套餐已有人购买，不能删除：请改为隐藏',
    );
    await userEvent.click(d.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** Delete confirmed: the level is sent and the question closes. */
export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 黄金会员' }));
    const d = within(await body().findByRole('alertdialog'));
    await userEvent.click(d.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(platformLevelList.levels[1]);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A hidden plan says so in its row. */
export const HiddenPlan: Story = {
  args: {
    list: {
      ...platformLevelList,
      levels: platformLevelList.levels.map((l) => (l.levelType === 1 ? { ...l, status: 0 } : l)),
    },
  },
  play: async ({ canvas }) => {
    const paid = canvas.getByRole('table', { name: '付费会员' });
    await expect(within(within(paid).getAllByRole('row')[1]!).getByText('隐藏')).toBeVisible();
  },
};

/** While the save is sent: the fields are locked and a second click sends nothing. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 白银会员' }));
    const d = within(await body().findByRole('dialog', { name: '编辑等级「白银会员」' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(d.getByRole('textbox', { name: '所需成长值' })).toBeDisabled();
    await expect(d.getByRole('checkbox', { name: '签到加 2 积分' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** A refusal that names a field (the thresholds' order) is shown at that field; the dialog stays. */
export const RefusedAtField: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error('refused'))),
    refusal: '等级所需成长值须大于上一等级、小于下一等级',
    refusalField: 'needGrowth',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 黄金会员' }));
    const d = within(await body().findByRole('dialog', { name: '编辑等级「黄金会员」' }));
    const growth = d.getByRole('textbox', { name: '所需成长值' });
    await userEvent.clear(growth);
    await userEvent.type(growth, '50');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(growth).toHaveAttribute('aria-invalid', 'true'));
    await expect(growth).toHaveAccessibleDescription(/等级所需成长值须大于上一等级、小于下一等级/);
    await expect(growth).toHaveValue('50');
    // Typing again clears it.
    await userEvent.type(growth, '0');
    await expect(growth).not.toHaveAttribute('aria-invalid');
  },
};

/** A refusal about the whole level is shown on top of the form, which keeps what was typed. */
export const RefusedOnTop: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('refused'))), refusal: '会员等级不存在' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 超级会员' }));
    const d = within(await body().findByRole('dialog', { name: '编辑等级「超级会员」' }));
    await userEvent.click(d.getByRole('checkbox', { name: '包邮' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(await d.findByRole('alert')).toHaveTextContent('会员等级不存在');
    await expect(d.getByRole('checkbox', { name: '包邮' })).not.toBeChecked();
    await userEvent.click(d.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A role that may only read: told so, and no edit buttons. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('你的角色可以查看会员等级，但不能修改。');
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: /编辑|删除|添加/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).toBeNull();
  },
};

/** Every state (the visual baseline): the list, loading, empty, error, read only. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <LevelListScreen {...args} />
      <LevelListScreen {...args} list={undefined} loading />
      <LevelListScreen {...args} list={{ levels: [], rights: [] }} />
      <LevelListScreen {...args} list={undefined} error />
      <LevelListScreen {...args} canEdit={false} />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '会员等级', 'Member levels') }),
    ).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
