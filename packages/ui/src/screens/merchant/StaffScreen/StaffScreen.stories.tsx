import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MerchantStaff } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { StaffScreen, type StaffAnswer } from './StaffScreen.tsx';

const staff: MerchantStaff[] = [
  {
    merchantId: 11,
    username: 'kefu_xiaowang',
    role: 'chat',
    note: '客服小王',
    status: 1,
    createTime: '2026-11-02 10:15:00',
    createdBy: 'shop_owner',
  },
  {
    merchantId: 12,
    username: 'cangku01',
    role: 'orders',
    note: '仓库',
    status: 0,
    createTime: '2026-11-05 16:40:12',
    createdBy: 'shop_owner',
  },
  {
    merchantId: 13,
    username: 'yunying_li',
    role: 'all',
    note: '',
    status: 1,
    createTime: '2026-11-20 09:03:45',
    createdBy: null,
  },
];

const done = (): StaffAnswer => Promise.resolve(undefined);

const meta = {
  title: 'Screens/Merchant/StaffScreen',
  component: StaffScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    staff,
    onRetry: fn(),
    onCreate: fn(done),
    onChangeRole: fn(done),
    onSetStatus: fn(),
    onResetPassword: fn(done),
    onDelete: fn(done),
  },
  render: (args) => (
    <ConsoleCanvas>
      <StaffScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The list: username, note, role, status, created; disable and enable call back at once. */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '员工', 'Staff') }),
    ).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByText('kefu_xiaowang')).toBeVisible();
    await expect(within(rows[1]!).getByText('客服小王')).toBeVisible();
    await expect(within(rows[1]!).getByText(say(globals, '客服', 'Customer service'))).toBeVisible();
    await expect(within(rows[1]!).getByText(say(globals, '已启用', 'Enabled'))).toBeVisible();
    await expect(within(rows[2]!).getByText(say(globals, '已禁用', 'Disabled'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '禁用 kefu_xiaowang', 'Disable kefu_xiaowang') }),
    );
    await expect(args.onSetStatus).toHaveBeenCalledWith(expect.objectContaining({ merchantId: 11 }), 0);
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '启用 cangku01', 'Enable cangku01') }),
    );
    await expect(args.onSetStatus).toHaveBeenLastCalledWith(expect.objectContaining({ merchantId: 12 }), 1);
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** Add staff: the rules' messages first; valid, the plain password and the role go to the callback. */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加员工' }));
    const dialog = await body().findByRole('dialog', { name: '添加员工' });
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('textbox', { name: '用户名' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(within(dialog).getByRole('textbox', { name: '用户名' })).toHaveFocus();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '用户名' }), 'new_staff');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'abc12345');
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'abc12346');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '角色' }));
    await userEvent.click(await body().findByRole('option', { name: '商品' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注（选填）' }), '运营小张');
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await expect(within(dialog).getByLabelText('确认密码')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(within(dialog).getByLabelText('确认密码'));
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'abc12345');
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      username: 'new_staff',
      password: 'abc12345',
      role: 'products',
      note: '运营小张',
    });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The server refuses: its words in the dialog, which stays open with what was typed. */
export const CreateRefused: Story = {
  args: { onCreate: fn((): StaffAnswer => Promise.resolve('用户名已存在')) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加员工' }));
    const dialog = await body().findByRole('dialog', { name: '添加员工' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '用户名' }), 'kefu_xiaowang');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'abc12345');
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'abc12345');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '角色' }));
    await userEvent.click(await body().findByRole('option', { name: '客服' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('用户名已存在');
    await expect(within(dialog).getByRole('textbox', { name: '用户名' })).toHaveValue('kefu_xiaowang');
  },
};

/** Change a role: the current one chosen; another is sent, and the dialog closes. */
export const ChangeRole: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '修改角色：cangku01' }));
    const dialog = await body().findByRole('dialog', { name: '修改 cangku01 的角色' });
    const select = within(dialog).getByRole('combobox', { name: '角色' });
    await expect(select).toHaveTextContent('订单与售后');
    await userEvent.click(select);
    await userEvent.click(await body().findByRole('option', { name: '全部权限（员工管理除外）' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith(expect.objectContaining({ merchantId: 12 }), 'all');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Reset a password: the new-password rule, then the plain text to the callback. */
export const ResetPassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重置密码：yunying_li' }));
    const dialog = await body().findByRole('dialog', { name: '重置 yunying_li 的密码' });
    await userEvent.type(within(dialog).getByLabelText('新密码'), '123456');
    await userEvent.type(within(dialog).getByLabelText('确认密码'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: '重置密码' }));
    await expect(args.onResetPassword).not.toHaveBeenCalled();
    await expect(within(dialog).getByLabelText('新密码')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(within(dialog).getByLabelText('新密码'));
    await userEvent.clear(within(dialog).getByLabelText('确认密码'));
    await userEvent.type(within(dialog).getByLabelText('新密码'), 'n3w-Pass');
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'n3w-Pass');
    await userEvent.click(within(dialog).getByRole('button', { name: '重置密码' }));
    await expect(args.onResetPassword).toHaveBeenCalledWith(
      expect.objectContaining({ merchantId: 13 }),
      'n3w-Pass',
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Delete asks first; a refusal is said in the question, which stays until cancelled. */
export const DeleteRefused: Story = {
  args: { onDelete: fn((): StaffAnswer => Promise.resolve('员工账号不存在')) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除 cangku01' }));
    const dialog = await body().findByRole('alertdialog', { name: '确定删除员工账号 cangku01 吗？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ merchantId: 12 }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('员工账号不存在');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** While the server answers: the dialog's button is busy and a second click sends nothing. */
export const ResetPasswordBusy: Story = {
  args: { onResetPassword: fn((): StaffAnswer => new Promise(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重置密码：kefu_xiaowang' }));
    const dialog = await body().findByRole('dialog', { name: '重置 kefu_xiaowang 的密码' });
    await userEvent.type(within(dialog).getByLabelText('新密码'), 'n3w-Pass');
    await userEvent.type(within(dialog).getByLabelText('确认密码'), 'n3w-Pass');
    const submit = within(dialog).getByRole('button', { name: '重置密码' });
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onResetPassword).toHaveBeenCalledOnce();
  },
};

/** A row whose enable/disable is under way: its button is busy. */
export const StatusPending: Story = {
  args: { pendingIds: [11] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '禁用 kefu_xiaowang' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { staff: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { staff: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无员工账号')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: '添加员工' })[1]!);
    const dialog = await body().findByRole('dialog', { name: '添加员工' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const LoadFailed: Story = {
  args: { staff: undefined, error: true },
  play: loadFailedPlay('员工账号加载失败'),
};

/** Every state (the visual baseline): the list with a pending row, loading, empty, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <StaffScreen {...args} pendingIds={[12]} />
      <StaffScreen {...args} staff={undefined} loading />
      <StaffScreen {...args} staff={[]} />
      <StaffScreen {...args} staff={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '员工', 'Staff') }),
    ).toHaveLength(4);
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
