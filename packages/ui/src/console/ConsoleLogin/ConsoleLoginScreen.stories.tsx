import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { platformLoginForm } from '@mall/domain';
import { chromaticPcModes } from '../../storybook/matrix.ts';
import { ConsoleLoginScreen } from './ConsoleLoginScreen.tsx';

const submit = fn();

// The merchant centre's use of this screen has its own stories (Screens/Merchant/MerchantLoginScreen);
// these show that the console's name, the account's label and the form's rules are the caller's.
const meta = {
  title: 'Console/ConsoleLoginScreen',
  component: ConsoleLoginScreen,
  parameters: { layout: 'fullscreen', chromatic: { modes: chromaticPcModes } },
  args: {
    title: '平台管理后台',
    subtitle: '使用平台账号登录',
    accountLabel: '平台账号',
    form: platformLoginForm,
    onSubmit: submit,
    locale: 'zh',
  },
} satisfies Meta<typeof ConsoleLoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Another console's name and account label; the credentials are handed over trimmed. */
export const OtherConsole: Story = {
  play: async ({ canvas }) => {
    submit.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: '平台管理后台' })).toBeVisible();
    await expect(canvas.getByText('使用平台账号登录')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('平台账号'), ' admin ');
    await userEvent.type(canvas.getByLabelText('密码'), 'Admin@1234');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(submit).toHaveBeenCalledWith({ username: 'admin', password: 'Admin@1234' });
  },
};

/** The form's rules are the console's: the platform's message names the platform account. */
export const OwnRules: Story = {
  play: async ({ canvas }) => {
    submit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByText('请输入平台账号')).toBeVisible();
    await expect(canvas.getByLabelText('平台账号')).toHaveFocus();
  },
};
