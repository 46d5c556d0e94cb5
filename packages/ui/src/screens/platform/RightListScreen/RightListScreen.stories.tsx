import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { isEn, say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { platformLevelList } from '../../../storybook/fixtures/platformLoyalty.ts';
import { RightListScreen } from './RightListScreen.tsx';

/** The demo's rights plus one no level gives yet. */
const list = {
  ...platformLevelList,
  rights: [
    ...platformLevelList.rights,
    {
      rightsId: 7,
      nameZh: '生日礼包',
      nameEn: 'Birthday gift',
      descriptionZh: '生日当月领取礼包',
      descriptionEn: 'A gift in your birthday month',
      discountPercent: null,
      freeShipping: false,
      signInScore: 0,
      seq: 70,
    },
  ],
};

const meta = {
  title: 'Screens/Platform/RightListScreen',
  component: RightListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    list,
    canEdit: true,
    onRetry: fn(),
    onSave: fn(() => Promise.resolve()),
    onCreate: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
  },
  render: (args) => (
    <ConsoleCanvas>
      <RightListScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof RightListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Every right in its order: its member price as the percent paid, free shipping, and who gives it. */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '等级权益', 'Level rights') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    // The name, then its description (the same words in this fixture).
    await expect(
      within(rows[4]!).getAllByText(say(globals, '会员价 9.8 折', 'Member price: 2% off')),
    ).toHaveLength(2);
    await expect(within(rows[4]!).getByText('98%')).toBeVisible();
    await expect(within(rows[4]!).getByText(say(globals, '黄金会员', 'Gold'))).toBeVisible();
    await expect(
      within(rows[6]!).getByText(say(globals, '钻石会员、超级会员', 'Diamond, Premium')),
    ).toBeVisible();
    await expect(within(rows[7]!).getByText(say(globals, '无等级提供', 'No level'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: say(globals, '编辑 包邮', 'Edit Free shipping') }),
    ).toBeVisible();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** Loading for the first time: the table is busy. */
export const Loading: Story = {
  args: { list: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No right at all: the table says so, and one can still be added. */
export const Empty: Story = {
  args: { list: { levels: platformLevelList.levels, rights: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有权益')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加权益' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { list: undefined, error: true },
  play: loadFailedPlay('等级权益加载失败'),
};

/**
 * The member price's hint says what the percent means in the console's language: 折 in Chinese, the share
 * of the price members pay in English (折 is no English word).
 */
export const PriceHint: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '编辑 包邮', 'Edit Free shipping') }),
    );
    const d = within(await body().findByRole('dialog'));
    const price = d.getByRole('textbox', {
      name: say(globals, '会员价（支付比例）', 'Member price (percent paid)'),
    });
    await expect(price).toHaveAccessibleDescription(
      say(
        globals,
        '95 即 9.5 折（会员按原价的 95% 支付）；留空则无会员价。',
        '95 means members pay 95% of the price; blank: no member price.',
      ),
    );
    if (isEn(globals)) await expect(price).not.toHaveAccessibleDescription(/折/);
  },
};
export const PriceHintEn: Story = { ...PriceHint, globals: matrix.enPc };

/** Editing: the domain's message at its field first; then every field goes out, a blank price as none. */
export const Edit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 会员价 9.8 折' }));
    const d = within(await body().findByRole('dialog', { name: '编辑权益「会员价 9.8 折」' }));
    const price = d.getByRole('textbox', { name: '会员价（支付比例）' });
    await expect(price).toHaveValue('98');
    await userEvent.clear(price);
    await userEvent.type(price, '100');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(price).toHaveFocus());
    await expect(price).toHaveAccessibleDescription(/会员价按支付比例填写，为1至99的整数/);
    await userEvent.clear(price);
    await userEvent.type(price, '90');
    await userEvent.clear(d.getByRole('textbox', { name: '权益名称（中文）' }));
    await userEvent.type(d.getByRole('textbox', { name: '权益名称（中文）' }), ' 会员价 9 折 ');
    await userEvent.clear(d.getByRole('textbox', { name: '签到加赠积分' }));
    await userEvent.type(d.getByRole('textbox', { name: '签到加赠积分' }), '3');
    await userEvent.click(d.getByRole('checkbox', { name: '包邮' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      rightsId: 4,
      nameZh: '会员价 9 折',
      nameEn: 'Member price: 2% off',
      descriptionZh: '会员价 9.8 折',
      descriptionEn: 'Member price: 2% off',
      discountPercent: 90,
      freeShipping: true,
      signInScore: 3,
      seq: 40,
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** "Add right" opens the dialog empty, ordered last; a blank member price goes out as none. */
export const Add: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加权益' }));
    const d = within(await body().findByRole('dialog', { name: '添加权益' }));
    await expect(d.getByRole('textbox', { name: '排序' })).toHaveValue('71');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(d.getByRole('textbox', { name: '权益名称（中文）' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(d.getByRole('textbox', { name: '权益名称（中文）' }), '双倍积分');
    await userEvent.type(d.getByRole('textbox', { name: '权益名称（英文）' }), 'Double points');
    await userEvent.type(d.getByRole('textbox', { name: '权益说明（英文）' }), 'Twice the points');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      nameZh: '双倍积分',
      nameEn: 'Double points',
      descriptionZh: '',
      descriptionEn: 'Twice the points',
      discountPercent: null,
      freeShipping: false,
      signInScore: 0,
      seq: 71,
    });
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** While the save is sent: the fields are locked and a second click sends nothing. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 包邮' }));
    const d = within(await body().findByRole('dialog', { name: '编辑权益「包邮」' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(d.getByRole('textbox', { name: '权益名称（英文）' })).toBeDisabled();
    await expect(d.getByRole('checkbox', { name: '包邮' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** A refusal that names a field is shown there; the dialog stays with what was typed. */
export const RefusedAtField: Story = {
  args: {
    onSave: fn(() => Promise.reject(new Error('refused'))),
    refusal: '签到加赠积分须为0至10,000的整数',
    refusalField: 'signInScore',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 签到加 2 积分' }));
    const d = within(await body().findByRole('dialog', { name: '编辑权益「签到加 2 积分」' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    const score = d.getByRole('textbox', { name: '签到加赠积分' });
    await waitFor(() => expect(score).toHaveAttribute('aria-invalid', 'true'));
    await expect(score).toHaveAccessibleDescription(/签到加赠积分须为0至10,000的整数/);
    await userEvent.type(score, '1');
    await expect(score).not.toHaveAttribute('aria-invalid');
  },
};

/** A refusal about the whole right (it no longer exists) is shown on top of the form. */
export const RefusedOnTop: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('refused'))), refusal: '等级权益不存在' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 包邮' }));
    const d = within(await body().findByRole('dialog', { name: '编辑权益「包邮」' }));
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(await d.findByRole('alert')).toHaveTextContent('等级权益不存在');
    await userEvent.click(d.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Delete asks first; the server's refusal (a level still gives it) is shown in the question. */
export const DeleteRefused: Story = {
  args: {
    onDelete: fn(() => Promise.reject(new Error('refused'))),
    deleteRefusal: '仍有等级提供该权益：请先从所有等级中移除',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 包邮' }));
    const d = within(await body().findByRole('alertdialog', { name: '删除权益「包邮」？' }));
    await userEvent.click(d.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(platformLevelList.rights[5]);
    await expect(await d.findByRole('alert')).toHaveTextContent('仍有等级提供该权益：请先从所有等级中移除');
    await userEvent.click(d.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** Delete confirmed: the right is sent and the question closes. */
export const Delete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 生日礼包' }));
    const d = within(await body().findByRole('alertdialog'));
    await userEvent.click(d.getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(list.rights[6]);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** A role that may only read: told so, and no add, edit or delete buttons. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('你的角色可以查看等级权益，但不能修改。');
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: /编辑|删除|添加/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).toBeNull();
  },
};

/** Every state (the visual baseline): the list, loading, empty, error, read only. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <RightListScreen {...args} />
      <RightListScreen {...args} list={undefined} loading />
      <RightListScreen {...args} list={{ levels: [], rights: [] }} />
      <RightListScreen {...args} list={undefined} error />
      <RightListScreen {...args} canEdit={false} />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '等级权益', 'Level rights') }),
    ).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
