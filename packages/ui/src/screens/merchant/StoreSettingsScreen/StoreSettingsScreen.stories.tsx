import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { merchantShopSettings } from '../../../storybook/fixtures/merchantStore.ts';
import { logoPicture } from '../../../storybook/pictures.ts';
import { StoreSettingsScreen } from './StoreSettingsScreen.tsx';

const meta = {
  title: 'Screens/Merchant/StoreSettingsScreen',
  component: StoreSettingsScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    settings: merchantShopSettings,
    onRetry: fn(),
    onUploadImage: fn(() => Promise.resolve(logoPicture('#16a34a', '新'))),
    onSubmit: fn(() => Promise.resolve(true)),
  },
  render: (args) => (
    <ConsoleCanvas>
      <StoreSettingsScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof StoreSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The settings as stored, in their groups. */
export const Form: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '店铺设置', 'Store settings') }),
    ).toBeVisible();
    for (const [zh, en] of [
      ['店铺信息', 'Store information'],
      ['联系方式与营业时间', 'Contact and hours'],
      ['店铺公告', 'Store notices'],
      ['运费模板', 'Freight template'],
    ] as const) {
      await expect(canvas.getByRole('heading', { level: 2, name: say(globals, zh, en) })).toBeVisible();
    }
    await expect(
      canvas.getByRole('textbox', { name: say(globals, '店铺名称（中文）', 'Store name (Chinese)') }),
    ).toHaveValue('官方自营旗舰店');
    await expect(canvas.getByRole('textbox', { name: say(globals, '公告 2', 'Notice 2') })).toHaveValue(
      '春节期间 2 月 1 日起停止发货',
    );
    await expect(
      canvas.getByRole('textbox', { name: say(globals, '满额包邮（元）', 'Free shipping from (yuan)') }),
    ).toHaveValue('99');
  },
};
export const FormEn: Story = { ...Form, globals: matrix.enPc };

/** Saving: a notice added, the request as the server takes it (trimmed, amounts as numbers). */
export const Save: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: '店铺名称（中文）' });
    await userEvent.clear(name);
    await userEvent.type(name, '  新名字小店 ');
    await userEvent.click(canvas.getByRole('button', { name: '添加公告' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '公告 3' }), '满 99 包邮');
    await userEvent.click(canvas.getByRole('button', { name: '删除公告 1' }));
    const fee = canvas.getByRole('textbox', { name: '每单运费（元）' });
    await userEvent.clear(fee);
    await userEvent.type(fee, '12.5');
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    const { shopId: _shopId, ...stored } = merchantShopSettings;
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...stored,
      shopName: '新名字小店',
      notices: ['春节期间 2 月 1 日起停止发货', '满 99 包邮'],
      freightFee: 12.5,
    });
  },
};

/** The checks before sending: a message under each bad field, nothing sent. */
export const Checks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: '店铺名称（中文）' }));
    const tel = canvas.getByRole('textbox', { name: '联系电话' });
    await userEvent.clear(tel);
    await userEvent.type(tel, '12345');
    const fee = canvas.getByRole('textbox', { name: '每单运费（元）' });
    await userEvent.clear(fee);
    await userEvent.type(fee, 'abc');
    await userEvent.type(canvas.getByRole('textbox', { name: '地址' }), '<b>');
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await expect(canvas.getByText('请输入店铺名称')).toBeVisible();
    await expect(canvas.getByText('请输入正确的手机号或座机号码')).toBeVisible();
    await expect(canvas.getByText(/运费：每单运费/)).toBeVisible();
    await expect(canvas.getByText('请输入纯文本，不要包含 HTML 标签')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The save under way: its button busy. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<unknown>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    await expect(canvas.getByRole('button', { name: '保存设置' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused the save: its message above the button, the form as it was. */
export const Refused: Story = {
  args: { refusal: '请先在此上传店铺 Logo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请先在此上传店铺 Logo');
    await expect(canvas.getByRole('form', { name: '店铺设置' })).toHaveAccessibleDescription(
      '请先在此上传店铺 Logo',
    );
  },
};

export const Loading: Story = {
  args: { settings: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在加载店铺设置')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { settings: undefined, error: true },
  play: loadFailedPlay('店铺设置加载失败'),
};

/** Every state (the visual baseline): the form with a refusal, loading, failed. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <StoreSettingsScreen {...args} refusal="请先在此上传店铺 Logo" />
      <StoreSettingsScreen {...args} settings={undefined} loading />
      <StoreSettingsScreen {...args} settings={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '店铺设置', 'Store settings') }),
    ).toHaveLength(3);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
