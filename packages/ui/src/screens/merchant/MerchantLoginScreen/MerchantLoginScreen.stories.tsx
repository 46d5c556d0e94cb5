import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { MerchantLoginScreen, type MerchantLoginScreenProps } from './index.ts';

const submit = fn();
const pendingSubmit = fn(() => new Promise<void>(() => undefined));
const switchLocale = fn();

const meta = {
  title: 'Screens/Merchant/MerchantLoginScreen',
  component: MerchantLoginScreen,
  parameters: { layout: 'fullscreen', chromatic: { modes: chromaticPcModes } },
  args: { onSubmit: submit, locale: 'zh', onSwitchLocale: switchLocale },
} satisfies Meta<typeof MerchantLoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in and sent: the username trimmed, the password as typed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    submit.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: '商家管理中心' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('店铺账号'), '  shop1 ');
    await userEvent.type(canvas.getByLabelText('密码'), 'Shop@1234 ');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(submit).toHaveBeenCalledWith({ username: 'shop1', password: 'Shop@1234 ' });
  },
};

/** The client's own checks: nothing is sent, each field says what is missing, the first takes focus. */
export const EmptyFields: Story = {
  play: async ({ canvas }) => {
    submit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByText('请输入店铺账号')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(canvas.getByLabelText('店铺账号')).toHaveFocus();
    await expect(canvas.getByLabelText('店铺账号')).toHaveAttribute('aria-invalid', 'true');
    // Editing a field takes its message away.
    await userEvent.type(canvas.getByLabelText('店铺账号'), 's');
    await expect(canvas.queryByText('请输入店铺账号')).toBeNull();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
  },
};

/** While the sign-in is pending the button is busy and a second submit sends nothing. */
export const Submitting: Story = {
  args: { onSubmit: pendingSubmit },
  play: async ({ canvas }) => {
    pendingSubmit.mockClear();
    await userEvent.type(canvas.getByLabelText('店铺账号'), 'shop1');
    await userEvent.type(canvas.getByLabelText('密码'), 'secret');
    const button = canvas.getByRole('button', { name: '登录' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(pendingSubmit).toHaveBeenCalledTimes(1);
  },
};

function RefusingScreen(props: Partial<MerchantLoginScreenProps>) {
  const [error, setError] = useState<string>();
  return (
    <MerchantLoginScreen
      {...props}
      serverError={error}
      onSubmit={() => {
        setError('商家账号或密码错误');
        return Promise.reject(new Error('refused'));
      }}
    />
  );
}

/** The server's refusal shows above the button, describes the form, and goes once a field is edited. */
export const ServerRefusal: Story = {
  render: (args) => <RefusingScreen {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('店铺账号'), 'shop1');
    await userEvent.type(canvas.getByLabelText('密码'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('商家账号或密码错误');
    await expect(canvas.getByRole('button', { name: '登录' })).not.toHaveAttribute('aria-busy');
    await userEvent.type(canvas.getByLabelText('密码'), 'x');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A note above the form (the session ended) and the language switch. */
export const NoticeAndLanguage: Story = {
  args: { notice: '登录已过期，请重新登录' },
  play: async ({ canvas }) => {
    switchLocale.mockClear();
    await expect(canvas.getByText('登录已过期，请重新登录')).toBeVisible();
    const english = canvas.getByRole('button', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await userEvent.click(english);
    await expect(switchLocale).toHaveBeenCalledWith('en');
  },
};

function AllScreens() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'zh';
  const noop = () => undefined;
  return (
    <div className="grid w-[1200px] grid-cols-2 gap-4">
      <MerchantLoginScreen onSubmit={noop} locale={locale} onSwitchLocale={noop} />
      <MerchantLoginScreen onSubmit={noop} validateOnMount />
      <MerchantLoginScreen
        onSubmit={noop}
        defaultValues={{ username: 'shop1', password: 'secret' }}
        serverError={t`Wrong merchant account or password`}
      />
      <MerchantLoginScreen
        onSubmit={noop}
        defaultValues={{ username: 'shop1', password: 'secret' }}
        notice={t`Your session has ended: please log in again`}
        submitting
      />
    </div>
  );
}

/** Empty, the client's checks, the server's refusal, a note while submitting (PC only). */
export const AllStates: Story = {
  render: () => <AllScreens />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(4);
    await expect(
      canvas.getByText(say(globals, '请输入店铺账号', 'Please enter the store account')),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say(globals, '商家账号或密码错误', 'Wrong merchant account or password'),
    );
    const buttons = canvas.getAllByRole('button', { name: say(globals, '登录', 'Log in') });
    await expect(buttons[3]).toHaveAttribute('aria-busy', 'true');
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
