import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { demoAddresses, loadDemoRegions } from '../../storybook/fixtures/userCenter.ts';
import { AddressForm } from './AddressForm.tsx';

const meta = {
  title: 'Mall/AddressForm',
  component: AddressForm,
  args: { loadRegions: loadDemoRegions, onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl bg-neutral-0 p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saving an empty form shows the address rule's messages and focuses the recipient; nothing is sent. */
export const EmptyShowsRuleMessages: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请输入收货人')).toBeVisible();
    await expect(canvas.getByText('请输入正确的手机号')).toBeVisible();
    await expect(canvas.getByText('请选择所在地区')).toBeVisible();
    await expect(canvas.getByText('详细地址至少5个字')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /收货人/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Province → city → district: each choice loads the next level; the checked values are sent. */
export const FillAndSave: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /收货人/ }), '张三');
    await userEvent.type(canvas.getByRole('textbox', { name: /手机号/ }), '13800138000');
    await expect(canvas.getByRole('combobox', { name: '城市' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: '省份' }));
    await userEvent.click(await screen.findByRole('option', { name: '广东省' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '城市' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('combobox', { name: '城市' }));
    await userEvent.click(await screen.findByRole('option', { name: '深圳市' }));
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '区县' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('combobox', { name: '区县' }));
    await userEvent.click(await screen.findByRole('option', { name: '南山区' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /详细地址/ }), '科技园 8 号');
    await userEvent.click(canvas.getByRole('checkbox', { name: '设为默认地址' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      receiver: '张三',
      mobile: '13800138000',
      region: {
        provinceId: 440000,
        province: '广东省',
        cityId: 440300,
        city: '深圳市',
        areaId: 440305,
        area: '南山区',
      },
      addr: '科技园 8 号',
      isDefault: true,
    });
  },
};

/** Editing: the address's values are filled in; choosing another province clears city and district. */
export const Edit: Story = {
  args: { address: demoAddresses[0] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: /收货人/ })).toHaveValue('王小明');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '区县' })).toHaveTextContent('南山区'));
    await userEvent.click(canvas.getByRole('combobox', { name: '省份' }));
    await userEvent.click(await screen.findByRole('option', { name: '北京市' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请选择所在地区')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The messages of an empty form and a filled one (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <AddressForm {...args} validateOnMount />
      <AddressForm {...args} address={demoAddresses[1]} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const en = globals.locale === 'en';
    await expect(canvas.getByText(en ? 'Please enter the recipient' : '请输入收货人')).toBeVisible();
    await expect(canvas.getAllByText(en ? 'Set as default address' : '设为默认地址')).toHaveLength(2);
    const districts = canvas.getAllByRole('combobox', { name: en ? 'District' : '区县' });
    await waitFor(() => expect(districts[1]).toHaveTextContent('朝阳区'));
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
