import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import {
  authClock,
  calledOnceWith,
  loginArgs,
  authText as text,
  resetAuthClock,
  say,
  tick,
  timerStarted,
  type Globals,
} from '../../storybook/fixtures/auth.ts';
import { LoginScreen, type LoginScreenProps } from './LoginScreen.tsx';

// A form page fetches nothing, so it has no loading, empty or error state of its own: its states are the
// two tabs, their field messages, a server message, the partner-mall warning and a pending login.

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  args: loginArgs(),
  beforeEach: () => {
    resetAuthClock();
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const t = {
  logIn: (g: Globals) => say(g, '登录', 'Log in'),
  username: (g: Globals) => say(g, '用户名或手机号', 'Username or mobile number'),
  password: (g: Globals) => say(g, '密码', 'Password'),
  mobileTab: (g: Globals) => say(g, '手机登录', 'Mobile login'),
};

/** The page: a "Log in" heading over the panel; an account login goes out with what was typed. */
export const AccountLogin: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.logIn(globals) })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: t.username(globals) }), 'mall_user');
    await userEvent.type(canvas.getByLabelText(t.password(globals)), 'secret{Enter}');
    await calledOnceWith(args.onSubmitAccount, { principal: 'mall_user', password: 'secret' });
    await expect(args.onSubmitMobile).not.toHaveBeenCalled();
  },
};
export const AccountLoginEn: Story = { ...AccountLogin, globals: matrix.enPc };

/** Mobile login: a malformed phone is refused with its message, then the code is sent and counted down. */
export const MobileLogin: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t.mobileTab(globals) }));
    const phone = canvas.getByRole('textbox', { name: text.phone(globals) });
    await userEvent.type(phone, '2381234567');
    await userEvent.click(canvas.getByRole('button', { name: t.logIn(globals) }));
    await expect(phone).toHaveAccessibleDescription(text.phoneInvalid(globals));
    await expect(canvas.getByText(text.phoneInvalid(globals))).toBeVisible();
    await expect(args.onSubmitMobile).not.toHaveBeenCalled();

    await userEvent.clear(phone);
    await userEvent.type(phone, '13812345678');
    await userEvent.click(canvas.getByRole('button', { name: text.getCode(globals) }));
    await calledOnceWith(args.onSendCode, '13812345678');
    await expect(await canvas.findByRole('button', { name: text.resendIn(globals, 60) })).toBeDisabled();
    await timerStarted();
    tick(60_000);
    await waitFor(() => expect(canvas.getByRole('button', { name: text.getCode(globals) })).toBeEnabled());

    await userEvent.type(canvas.getByRole('textbox', { name: text.code(globals) }), '246810{Enter}');
    await calledOnceWith(args.onSubmitMobile, { mobile: '13812345678', code: '246810' });
  },
};
export const MobileLoginEn: Story = { ...MobileLogin, globals: matrix.enPc };

let finishLogin: () => void = () => {};
/** A login is sent once, however often the shopper clicks meanwhile. */
export const SubmitOnce: Story = {
  args: { onSubmitAccount: fn(() => new Promise<void>((resolve) => (finishLogin = resolve))) },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: t.username(globals) }), 'mall_user');
    await userEvent.type(canvas.getByLabelText(t.password(globals)), 'secret');
    const button = canvas.getByRole('button', { name: t.logIn(globals) });
    await userEvent.dblClick(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await calledOnceWith(args.onSubmitAccount, { principal: 'mall_user', password: 'secret' });
    finishLogin();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(args.onSubmitAccount).toHaveBeenCalledTimes(1);
  },
};

/** The register and forgot-password links go through the href helper. */
export const Links: Story = {
  args: { href: (path: string) => `/en${path}` },
  globals: matrix.enPc,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
    await expect(canvas.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/en/forget-password',
    );
  },
};

const panel = (props: Partial<LoginScreenProps>) => (
  <LoginScreen
    className="px-0 py-0"
    onSubmitAccount={async () => {}}
    onSubmitMobile={async () => {}}
    onSendCode={async () => {}}
    smsClock={authClock}
    {...props}
  />
);

/**
 * The empty page, the account tab's messages, and the mobile tab's with the partner warning (a server
 * message shows as in the LoginPopup stories).
 */
export const AllStates: Story = {
  render: () => (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
      {panel({ 'aria-label': 'Log in 1' })}
      {panel({ 'aria-label': 'Log in 2', defaultValues: { principal: 'ab' }, validateOnMount: true })}
      {panel({
        'aria-label': 'Log in 3',
        defaultTab: 'mobile',
        defaultValues: { mobile: '1381234' },
        validateOnMount: true,
        partnerWarning: true,
      })}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1, name: t.logIn(globals) })).toHaveLength(3);
    await expect(canvas.getByText(text.usernameInvalid(globals))).toBeVisible();
    await expect(canvas.getByText(text.phoneInvalid(globals))).toBeVisible();
    await expect(
      canvas.getByText(say(globals, '请从合作商城登录', 'Please log in from the partner mall')),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
