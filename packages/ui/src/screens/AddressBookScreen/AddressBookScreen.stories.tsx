import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoAddresses, loadDemoRegions, manyAddresses } from '../../storybook/fixtures/userCenter.ts';
import { AddressBookScreen } from './AddressBookScreen.tsx';

const meta = {
  title: 'Screens/AddressBookScreen',
  component: AddressBookScreen,
  args: {
    addresses: demoAddresses,
    loadRegions: loadDemoRegions,
    onSave: fn(),
    onDelete: fn(),
    onSetDefault: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AddressBookScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default address first and marked; set another as default; delete only after confirming. */
export const Full: Story = {
  args: { addresses: [demoAddresses[1]!, demoAddresses[0]!] },
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('list', { name: '收货地址列表' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('王小明');
    await expect(within(items[0]!).getByText('默认')).toBeVisible();
    await expect(within(items[1]!).queryByText('默认')).toBeNull();
    await expect(within(items[0]!).queryByRole('button', { name: '设为默认' })).toBeNull();
    await userEvent.click(within(items[1]!).getByRole('button', { name: '设为默认' }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(12);
    await userEvent.click(within(items[1]!).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确定删除该地址吗？' });
    await userEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(items[1]!).getByRole('button', { name: '删除' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(12);
  },
};

/** Edit opens the form with the address; saving sends the values with its id and closes the dialog. */
export const EditAndSave: Story = {
  play: async ({ canvas, args }) => {
    const edit = canvas.getAllByRole('button', { name: '编辑' })[1]!;
    await expect(edit).toHaveAccessibleDescription('李华');
    await userEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: '编辑地址' });
    const receiver = within(dialog).getByRole('textbox', { name: /收货人/ });
    await expect(receiver).toHaveValue('李华');
    await userEvent.clear(receiver);
    await userEvent.type(receiver, '李雷');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const [values, addrId] = (args.onSave as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(addrId).toBe(12);
    await expect(values).toMatchObject({ receiver: '李雷', region: { provinceId: 110000, areaId: 110105 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Add opens an empty form; a failed save (rejected) keeps it open with the values. */
export const AddFailureKeepsForm: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('400'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增地址' });
    await expect(within(dialog).getByRole('textbox', { name: /收货人/ })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByText('请输入收货人')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** On a phone the form fills the screen (a full-screen sheet) and the add button sits in the bottom bar. */
export const AddOnPhone: Story = {
  globals: matrix.zhMobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '新增地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增地址' });
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(box.left).toBe(0);
      expect(box.top).toBe(0);
      expect(box.width).toBe(window.innerWidth);
      expect(box.height).toBe(window.innerHeight);
    });
  },
};

/** At the limit of 20 the add button is disabled and says why. */
export const LimitReached: Story = {
  args: { addresses: manyAddresses(20) },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: '新增地址' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('收货地址已达上限');
    await expect(canvas.getByText('已保存20个地址，最多20个')).toBeVisible();
  },
};

/** Nineteen addresses: one more may be added. */
export const BelowLimit: Story = {
  args: { addresses: manyAddresses(19) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '新增地址' })).toBeEnabled();
    await expect(canvas.queryByText('收货地址已达上限')).toBeNull();
  },
};

export const EmptyState: Story = {
  args: { addresses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有收货地址')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新增地址' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { addresses: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载地址');
    await expect(canvas.getByRole('button', { name: '新增地址' })).toBeDisabled();
  },
};

export const ErrorState: Story = {
  args: { addresses: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('地址加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The list, empty, error and loading states side by side (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-3 bg-neutral-50 p-2 md:grid-cols-2">
      <AddressBookScreen {...args} />
      <AddressBookScreen {...args} addresses={[]} />
      <AddressBookScreen {...args} addresses={undefined} error />
      <AddressBookScreen {...args} addresses={undefined} loading />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getByText(en ? 'No delivery addresses yet' : '还没有收货地址')).toBeVisible();
    await expect(canvas.getAllByText(en ? 'Default' : '默认')[0]).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
