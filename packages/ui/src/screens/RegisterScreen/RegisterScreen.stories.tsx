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
import { RegisterScreen, type RegisterScreenProps } from './RegisterScreen.tsx';

// A form page fetches nothing, so it has no loading, empty or error state of its own: its states are the
// three steps, their field messages, a refused step (the client toasts the server's 400) and the
// completion countdown.

const meta = {
  title: 'Screens/RegisterScreen',
  component: RegisterScreen,
  args: {
    onSendCode: fn(async () => {}),
    onVerifyPhone: fn(async () => {}),
    onRegister: fn(async () => {}),
    onDone: fn(),
    clock: authClock,
    smsClock: authClock,
  },
  beforeEach: () => {
    resetAuthClock();
  },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const t = {
  next: (g: Globals) => say(g, '下一步', 'Next'),
  register: (g: Globals) => say(g, '注册', 'Register'),
  username: (g: Globals) => say(g, '用户名', 'Username'),
  password: (g: Globals) => say(g, '密码', 'Password'),
  confirm: (g: Globals) => say(g, '确认密码', 'Confirm password'),
  stepPhone: (g: Globals) => say(g, '验证手机号', 'Verify mobile number'),
  stepAccount: (g: Globals) => say(g, '填写账号信息', 'Fill in account info'),
  stepDone: (g: Globals) => say(g, '完成', 'Complete'),
  success: (g: Globals) => say(g, '注册成功', 'Registration successful'),
  home: (g: Globals) => say(g, '返回首页', 'Back to home'),
  countdown: (g: Globals, n: number) => say(g, `${n}秒后返回首页`, `Back to the home page in ${n}s`),
};

/** The current step of the indicator (its list item carries aria-current="step"). */
function currentStep(canvas: ReturnType<typeof within>) {
  const steps = canvas.getByRole('list');
  const current = steps.querySelector('[aria-current="step"]');
  return current?.textContent ?? '';
}

/** Step 1 on arrival: the indicator is on "Verify mobile number", the agreement unticked. */
export const PhoneStep: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.register(globals) })).toBeVisible();
    await expect(currentStep(canvas)).toContain(t.stepPhone(globals));
    await expect(canvas.getByRole('checkbox', { name: text.agree(globals) })).not.toBeChecked();
    await expect(
      canvas.getByRole('link', { name: say(globals, '《服务条款》', 'Terms of service') }),
    ).toHaveAttribute('href', '/termsPage?sts=0');
    await expect(
      canvas.getByRole('link', { name: say(globals, '《隐私政策》', 'Privacy policy') }),
    ).toHaveAttribute('href', '/termsPage?sts=1');
  },
};

/** A malformed phone, no code and no agreement: each message under its field; nothing is sent. */
export const PhoneMessages: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: text.phone(globals) });
    await userEvent.type(phone, '2381234567');
    await userEvent.click(canvas.getByRole('button', { name: t.next(globals) }));
    await expect(phone).toHaveAccessibleDescription(text.phoneInvalid(globals));
    await expect(canvas.getByText(text.phoneInvalid(globals))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: text.code(globals) })).toHaveAccessibleDescription(
      text.codeRequired(globals),
    );
    await expect(canvas.getByRole('checkbox', { name: text.agree(globals) })).toHaveAccessibleDescription(
      text.agreementRequired(globals),
    );
    await expect(phone).toHaveFocus();
    await expect(args.onVerifyPhone).not.toHaveBeenCalled();
    // Editing a field clears its own message only.
    await userEvent.type(canvas.getByRole('textbox', { name: text.code(globals) }), '123456');
    await expect(canvas.queryByText(text.codeRequired(globals))).toBeNull();
    await expect(canvas.getByText(text.phoneInvalid(globals))).toBeVisible();
  },
};
export const PhoneMessagesEn: Story = { ...PhoneMessages, globals: matrix.enPc };

/** "Get code" checks the phone, sends once, then counts 60 seconds down on the fake clock. */
export const SmsCountdown: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: text.phone(globals) });
    const getCode = () => canvas.getByRole('button', { name: text.getCode(globals) });
    await userEvent.type(phone, '1381234');
    await userEvent.click(getCode());
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(phone).toHaveAccessibleDescription(text.phoneInvalid(globals));
    await userEvent.type(phone, '5678');
    await userEvent.click(getCode());
    await calledOnceWith(args.onSendCode, '13812345678');
    const counting = await canvas.findByRole('button', { name: text.resendIn(globals, 60) });
    await expect(counting).toBeDisabled();
    await timerStarted();
    tick(59_000);
    await canvas.findByRole('button', { name: text.resendIn(globals, 1) });
    tick(1_000);
    await waitFor(() => expect(getCode()).toBeEnabled());
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
  },
};

/** The whole way: verify the phone, fill in the account, done; home after 3 seconds, once. */
export const RegisterFlow: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: text.phone(globals) }), ' 13812345678 ');
    await userEvent.type(canvas.getByRole('textbox', { name: text.code(globals) }), '246810');
    await userEvent.click(canvas.getByRole('checkbox', { name: text.agree(globals) }));
    await userEvent.click(canvas.getByRole('button', { name: t.next(globals) }));
    await calledOnceWith(args.onVerifyPhone, { mobile: '13812345678', code: '246810' });

    const user = await canvas.findByRole('textbox', { name: t.username(globals) });
    await expect(currentStep(canvas)).toContain(t.stepAccount(globals));
    await expect(canvas.getByText('13812345678')).toBeVisible();
    await userEvent.type(user, 'mall_user');
    await userEvent.type(canvas.getByLabelText(t.password(globals)), 'Abc 123');
    await userEvent.type(canvas.getByLabelText(t.confirm(globals)), 'Abc 123');
    await userEvent.click(canvas.getByRole('button', { name: t.register(globals) }));
    await expect(args.onRegister).not.toHaveBeenCalled();
    // A space is not half-width visible: the rule refuses it.
    await expect(canvas.getByLabelText(t.password(globals))).toHaveAccessibleDescription(
      text.newPasswordInvalid(globals),
    );
    await userEvent.clear(canvas.getByLabelText(t.password(globals)));
    await userEvent.type(canvas.getByLabelText(t.password(globals)), 'Abc_123');
    await userEvent.clear(canvas.getByLabelText(t.confirm(globals)));
    await userEvent.type(canvas.getByLabelText(t.confirm(globals)), 'Abc_123{Enter}');
    await calledOnceWith(args.onRegister, {
      mobile: '13812345678',
      userName: 'mall_user',
      password: 'Abc_123',
    });

    await expect(await canvas.findByRole('heading', { name: t.success(globals) })).toBeVisible();
    await expect(currentStep(canvas)).toBe('');
    await expect(canvas.getByRole('timer')).toHaveTextContent(t.countdown(globals, 3));
    await timerStarted();
    tick(2_000);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent(t.countdown(globals, 1)));
    await expect(args.onDone).not.toHaveBeenCalled();
    tick(1_000);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    tick(5_000);
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};
export const RegisterFlowEn: Story = { ...RegisterFlow, globals: matrix.enPc };

/** Step 2's rules: username, weak password, then a confirmation that does not match. */
export const AccountMessages: Story = {
  args: { defaultStep: 'account', defaultValues: { mobile: '13812345678' } },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const user = canvas.getByRole('textbox', { name: t.username(globals) });
    const password = canvas.getByLabelText(t.password(globals));
    const confirm = canvas.getByLabelText(t.confirm(globals));
    const submit = canvas.getByRole('button', { name: t.register(globals) });

    await userEvent.click(submit);
    await expect(user).toHaveAccessibleDescription(text.usernameInvalid(globals));
    await expect(password).toHaveAccessibleDescription(text.newPasswordRequired(globals));
    await expect(confirm).toHaveAccessibleDescription(text.confirmRequired(globals));
    await expect(user).toHaveFocus();

    await userEvent.type(user, 'ab');
    await userEvent.type(password, 'abcdefgh');
    await userEvent.type(confirm, 'abcdefgh');
    await userEvent.click(submit);
    await expect(user).toHaveAccessibleDescription(text.usernameInvalid(globals));
    await expect(canvas.getByText(text.newPasswordInvalid(globals))).toBeVisible();
    await expect(password).toHaveAccessibleDescription(text.newPasswordInvalid(globals));

    await userEvent.type(user, 'cd');
    await userEvent.clear(password);
    await userEvent.type(password, 'abc123');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'abc124');
    await userEvent.click(submit);
    await expect(canvas.getByText(text.confirmMismatch(globals))).toBeVisible();
    await expect(confirm).toHaveAccessibleDescription(text.confirmMismatch(globals));
    await expect(confirm).toHaveFocus();
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};
export const AccountMessagesEn: Story = { ...AccountMessages, globals: matrix.enPc };

/** A refused code (the client toasts the 400): the screen stays on step 1, inputs kept, usable again. */
export const VerifyRefused: Story = {
  args: { onVerifyPhone: fn(async () => Promise.reject(new Error('400'))) },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: text.phone(globals) }), '13812345678');
    await userEvent.type(canvas.getByRole('textbox', { name: text.code(globals) }), '000000');
    await userEvent.click(canvas.getByRole('checkbox', { name: text.agree(globals) }));
    const next = canvas.getByRole('button', { name: t.next(globals) });
    await userEvent.click(next);
    await calledOnceWith(args.onVerifyPhone, { mobile: '13812345678', code: '000000' });
    await waitFor(() => expect(next).not.toHaveAttribute('aria-busy'));
    await expect(currentStep(canvas)).toContain(t.stepPhone(globals));
    await expect(canvas.getByRole('textbox', { name: text.phone(globals) })).toHaveValue('13812345678');
    await expect(canvas.getByRole('textbox', { name: text.code(globals) })).toHaveValue('000000');
    await expect(canvas.getByRole('checkbox', { name: text.agree(globals) })).toBeChecked();
  },
};

let finishRegister: () => void = () => {};
/** The account is created once, however often the shopper clicks or presses Enter meanwhile. */
export const SubmitOnce: Story = {
  args: {
    defaultStep: 'account',
    defaultValues: {
      mobile: '13812345678',
      userName: 'mall_user',
      password: 'abc123',
      confirmPassword: 'abc123',
    },
    onRegister: fn(() => new Promise<void>((resolve) => (finishRegister = resolve))),
  },
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: t.register(globals) });
    await userEvent.dblClick(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText(t.confirm(globals)), '{Enter}');
    await calledOnceWith(args.onRegister, {
      mobile: '13812345678',
      userName: 'mall_user',
      password: 'abc123',
    });
    finishRegister();
    await expect(await canvas.findByRole('heading', { name: t.success(globals) })).toBeVisible();
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

/** Completion: the 3-second countdown calls onDone once; the link goes home through href and onNavigate. */
export const Completion: Story = {
  args: { defaultStep: 'done', href: (path: string) => `/en${path}`, onNavigate: fn() },
  globals: matrix.enPc,
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getByRole('list');
    await expect(steps.querySelectorAll('[data-status="done"]')).toHaveLength(3);
    const link = canvas.getByRole('link', { name: t.home(globals) });
    await expect(link).toHaveAttribute('href', '/en/');
    await userEvent.click(link);
    await calledOnceWith(args.onNavigate, '/');
    await expect(canvas.getByRole('timer')).toHaveTextContent(t.countdown(globals, 3));
    await timerStarted();
    tick(2_999);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent(t.countdown(globals, 1)));
    await expect(args.onDone).not.toHaveBeenCalled();
    tick(1);
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('timer')).toHaveTextContent(t.countdown(globals, 0));
    tick(10_000);
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

const still = frozenClock(AUTH_START);
const panel = (props: Partial<RegisterScreenProps>) => (
  <RegisterScreen
    className="px-0 py-0"
    onSendCode={async () => {}}
    onVerifyPhone={async () => {}}
    onRegister={async () => {}}
    onDone={() => {}}
    clock={still}
    smsClock={still}
    {...props}
  />
);

/**
 * The three steps side by side (one column on a phone): step 1 with its messages, step 2 with its
 * messages, and the completion with its countdown.
 */
export const AllStates: Story = {
  render: () => (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
      {panel({ 'aria-label': 'Register 1', defaultValues: { mobile: '2381234567' }, validateOnMount: true })}
      {panel({
        'aria-label': 'Register 2',
        defaultStep: 'account',
        defaultValues: { mobile: '13812345678', userName: 'ab', password: 'abcdefgh', confirmPassword: '' },
        validateOnMount: true,
      })}
      {panel({ 'aria-label': 'Register 3', defaultStep: 'done' })}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1, name: t.register(globals) })).toHaveLength(3);
    await expect(canvas.getByText(text.phoneInvalid(globals))).toBeVisible();
    await expect(canvas.getByText(text.agreementRequired(globals))).toBeVisible();
    await expect(canvas.getByText(text.usernameInvalid(globals))).toBeVisible();
    await expect(canvas.getByText(text.confirmRequired(globals))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t.success(globals) })).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(t.countdown(globals, 3));
    await expect(canvas.getAllByText(t.stepAccount(globals)).length).toBeGreaterThan(0);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
