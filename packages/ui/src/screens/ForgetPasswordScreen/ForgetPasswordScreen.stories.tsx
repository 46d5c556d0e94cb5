import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { frozenClock } from '../../lib/clock.ts';
import {
  AUTH_START,
  authClock,
  calledOnceWith,
  authText as text,
  resetAuthClock,
  say,
  tick,
  timerStarted,
  type Globals,
} from '../../storybook/fixtures/auth.ts';
import { ForgetPasswordScreen, type ForgetPasswordScreenProps } from './ForgetPasswordScreen.tsx';

// A form page fetches nothing, so it has no loading, empty or error state of its own: its states are the
// empty form, its field messages, a refused reset (the client toasts the server's 400) and the completion
// with the 3-second countdown to the login page.

const meta = {
  title: 'Screens/ForgetPasswordScreen',
  component: ForgetPasswordScreen,
  args: {
    onSendCode: fn(async () => {}),
    onResetPassword: fn(async () => {}),
    onDone: fn(),
    clock: authClock,
    smsClock: authClock,
  },
  beforeEach: () => {
    resetAuthClock();
  },
} satisfies Meta<typeof ForgetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const t = {
  title: (g: Globals) => say(g, '忘记密码', 'Forgot password'),
  submit: (g: Globals) => say(g, '重置密码', 'Reset password'),
  password: (g: Globals) => say(g, '新密码', 'New password'),
  confirm: (g: Globals) => say(g, '确认密码', 'Confirm password'),
  success: (g: Globals) => say(g, '密码重置成功', 'Password reset successful'),
  login: (g: Globals) => say(g, '去登录', 'Go to log in'),
  countdown: (g: Globals, n: number) => say(g, `${n}秒后前往登录页`, `Going to the login page in ${n}s`),
};

async function fill(canvas: ReturnType<typeof within>, globals: Globals, password: string, confirm: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: text.phone(globals) }), '13812345678');
  await userEvent.type(canvas.getByRole('textbox', { name: text.code(globals) }), '135790');
  await userEvent.type(canvas.getByLabelText(t.password(globals)), password);
  await userEvent.type(canvas.getByLabelText(t.confirm(globals)), confirm);
}

/** Submitting the empty form: a message under every field, the focus on the first; nothing is sent. */
export const RequiredMessages: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title(globals) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.submit(globals) }));
    const phone = canvas.getByRole('textbox', { name: text.phone(globals) });
    await expect(phone).toHaveAccessibleDescription(text.phoneInvalid(globals));
    await expect(canvas.getByText(text.phoneInvalid(globals))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text.code(globals) })).toHaveAccessibleDescription(
      text.codeRequired(globals),
    );
    await expect(canvas.getByLabelText(t.password(globals))).toHaveAccessibleDescription(
      text.newPasswordRequired(globals),
    );
    await expect(canvas.getByLabelText(t.confirm(globals))).toHaveAccessibleDescription(
      text.confirmRequired(globals),
    );
    await expect(phone).toHaveFocus();
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};
export const RequiredMessagesEn: Story = { ...RequiredMessages, globals: matrix.enPc };

/** A password of one kind of character is too weak; then a confirmation that does not match. */
export const PasswordRules: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(t.password(globals));
    const confirm = canvas.getByLabelText(t.confirm(globals));
    // The rule is shown as a hint before anything is typed.
    await expect(password).toHaveAccessibleDescription(text.newPasswordInvalid(globals));
    await fill(canvas, globals, '12345678', '12345678');
    await userEvent.click(canvas.getByRole('button', { name: t.submit(globals) }));
    await expect(password).toHaveAccessibleDescription(text.newPasswordInvalid(globals));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveFocus();

    await userEvent.clear(password);
    await userEvent.type(password, 'pass1234');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: t.submit(globals) }));
    await expect(canvas.getByText(text.confirmMismatch(globals))).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription(text.confirmMismatch(globals));
    await expect(confirm).toHaveFocus();
    await expect(args.onResetPassword).not.toHaveBeenCalled();
  },
};
export const PasswordRulesEn: Story = { ...PasswordRules, globals: matrix.enPc };

/** "Get code" checks the phone, sends once, then counts 60 seconds down on the fake clock. */
export const SmsCountdown: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: text.phone(globals) });
    const getCode = () => canvas.getByRole('button', { name: text.getCode(globals) });
    await userEvent.click(getCode());
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(phone).toHaveAccessibleDescription(text.phoneInvalid(globals));
    await expect(phone).toHaveFocus();
    await userEvent.type(phone, '13812345678');
    await userEvent.click(getCode());
    await calledOnceWith(args.onSendCode, '13812345678');
    await expect(await canvas.findByRole('button', { name: text.resendIn(globals, 60) })).toBeDisabled();
    await timerStarted();
    tick(30_000);
    await canvas.findByRole('button', { name: text.resendIn(globals, 30) });
    tick(30_000);
    await waitFor(() => expect(getCode()).toBeEnabled());
  },
};

let finishReset: () => void = () => {};
/**
 * The reset goes out once however often the shopper clicks; done, the page says so and goes to the
 * login page after 3 seconds (onDone once).
 */
export const ResetFlow: Story = {
  args: { onResetPassword: fn(() => new Promise<void>((resolve) => (finishReset = resolve))) },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await fill(canvas, globals, 'Pass_1234', 'Pass_1234');
    const button = canvas.getByRole('button', { name: t.submit(globals) });
    await userEvent.dblClick(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await calledOnceWith(args.onResetPassword, {
      mobile: '13812345678',
      code: '135790',
      password: 'Pass_1234',
    });
    finishReset();
    await expect(await canvas.findByRole('heading', { name: t.success(globals) })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(t.countdown(globals, 3));
    await timerStarted();
    tick(1_000);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent(t.countdown(globals, 2)));
    tick(2_000);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    tick(10_000);
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expect(args.onResetPassword).toHaveBeenCalledTimes(1);
  },
};
export const ResetFlowEn: Story = { ...ResetFlow, globals: matrix.enPc };

/** A refused reset (wrong code, toasted by the client): the form stays with its inputs, usable again. */
export const ResetRefused: Story = {
  args: { onResetPassword: fn(async () => Promise.reject(new Error('400'))) },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await fill(canvas, globals, 'abc123', 'abc123');
    const button = canvas.getByRole('button', { name: t.submit(globals) });
    await userEvent.click(button);
    await calledOnceWith(args.onResetPassword, { mobile: '13812345678', code: '135790', password: 'abc123' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(canvas.queryByRole('heading', { name: t.success(globals) })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: text.code(globals) })).toHaveValue('135790');
    await expect(canvas.getByLabelText(t.password(globals))).toHaveValue('abc123');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** The completion's link goes to the login page through href and onNavigate. */
export const CompletionLink: Story = {
  args: { defaultDone: true, href: (path: string) => `/en${path}`, onNavigate: fn() },
  globals: matrix.enPc,
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: t.login(globals) });
    await expect(link).toHaveAttribute('href', '/en/login');
    await userEvent.click(link);
    await calledOnceWith(args.onNavigate, '/login');
  },
};

const still = frozenClock(AUTH_START);
const panel = (props: Partial<ForgetPasswordScreenProps>) => (
  <ForgetPasswordScreen
    className="px-0 py-0"
    onSendCode={async () => {}}
    onResetPassword={async () => {}}
    onDone={() => {}}
    clock={still}
    smsClock={still}
    {...props}
  />
);

/** The empty form, the form with its messages, and the completion with its countdown. */
export const AllStates: Story = {
  render: () => (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
      {panel({ 'aria-label': 'Forgot password 1' })}
      {panel({
        'aria-label': 'Forgot password 2',
        defaultValues: { mobile: '1381234', code: '', password: 'abcdefgh', confirmPassword: '' },
        validateOnMount: true,
      })}
      {panel({ 'aria-label': 'Forgot password 3', defaultDone: true })}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1, name: t.title(globals) })).toHaveLength(3);
    await expect(canvas.getByText(text.phoneInvalid(globals))).toBeVisible();
    await expect(canvas.getByText(text.codeRequired(globals))).toBeVisible();
    await expect(canvas.getByText(text.confirmRequired(globals))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t.success(globals) })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(t.countdown(globals, 3));
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
