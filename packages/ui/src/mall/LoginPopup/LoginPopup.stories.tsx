import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import {
  authClock,
  calledOnceWith,
  loginArgs,
  resetAuthClock,
  say,
  tick,
  type Globals,
} from '../../storybook/fixtures/auth.ts';
import { LoginPanel, type LoginPanelProps } from './LoginPanel.tsx';
import { LoginPopup } from './LoginPopup.tsx';

const meta = {
  title: 'Mall/LoginPopup',
  component: LoginPopup,
  args: { open: true, onOpenChange: fn(), ...loginArgs() },
  beforeEach: () => {
    resetAuthClock();
  },
} satisfies Meta<typeof LoginPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The popup lives in a portal: query the whole document. */
const screen = () => within(document.body);
const dialog = (globals: Globals) =>
  within(screen().getByRole('dialog', { name: say(globals, '登录', 'Log in') }));

const username = (globals: Globals) => say(globals, '用户名或手机号', 'Username or mobile number');
const password = (globals: Globals) => say(globals, '密码', 'Password');
const phone = (globals: Globals) => say(globals, '手机号', 'Mobile number');
const code = (globals: Globals) => say(globals, '验证码', 'Verification code');
const logIn = (globals: Globals) => say(globals, '登录', 'Log in');
const agree = (globals: Globals) =>
  say(
    globals,
    '我已阅读并同意《服务条款》和《隐私政策》',
    'I have read and agree to the Terms of service and Privacy policy',
  );
const mobileTab = (globals: Globals) => say(globals, '手机登录', 'Mobile login');
const accountTab = (globals: Globals) => say(globals, '账号登录', 'Account login');

const msg = {
  phone: (g: Globals) => say(g, '请输入正确的手机号', 'Malformed phone number'),
  code: (g: Globals) => say(g, '请输入验证码', 'Please enter the code'),
  username: (g: Globals) => say(g, '用户名为4-16位字母、数字或下划线', '4-16 letters, digits or underscores'),
  password: (g: Globals) => say(g, '请输入密码', 'Please enter the password'),
  terms: (g: Globals) => say(g, '请同意以下条款', 'Please agree to the following terms'),
  partner: (g: Globals) => say(g, '请从合作商城登录', 'Please log in from the partner mall'),
};

/** The account tab: empty and invalid fields show the username and password messages under them. */
export const AccountMessages: Story = {
  play: async ({ args, globals }) => {
    const popup = dialog(globals);
    await userEvent.click(popup.getByRole('button', { name: logIn(globals) }));
    const user = popup.getByRole('textbox', { name: username(globals) });
    // Queried again until they hold: the submit's re-render may replace the message nodes (a node found
    // before it is detached after it, which failed CI twice).
    await waitFor(() => expect(user).toHaveAccessibleDescription(msg.username(globals)));
    await expect(popup.getByLabelText(password(globals))).toHaveAccessibleDescription(msg.password(globals));
    await waitFor(() => expect(popup.getByText(msg.username(globals))).toBeVisible());
    await waitFor(() => expect(popup.getByText(msg.password(globals))).toBeVisible());
    await expect(user).toHaveFocus();
    await expect(args.onSubmitAccount).not.toHaveBeenCalled();

    // A too-short username keeps its message after submit; editing the field clears it.
    await userEvent.type(user, 'abc');
    await expect(popup.queryByText(msg.username(globals))).toBeNull();
    await expect(popup.getByText(msg.password(globals))).toBeVisible();
    await userEvent.click(popup.getByRole('button', { name: logIn(globals) }));
    await expect(popup.getByText(msg.username(globals))).toBeVisible();
    await expect(args.onSubmitAccount).not.toHaveBeenCalled();
  },
};
export const AccountMessagesEn: Story = { ...AccountMessages, globals: matrix.enPc };

/** The mobile tab: a malformed phone and an empty code show their messages. */
export const MobileMessages: Story = {
  play: async ({ args, globals }) => {
    const popup = dialog(globals);
    await userEvent.click(popup.getByRole('tab', { name: mobileTab(globals) }));
    await userEvent.type(popup.getByRole('textbox', { name: phone(globals) }), '2381234567');
    await userEvent.click(popup.getByRole('button', { name: logIn(globals) }));
    await expect(popup.getByRole('textbox', { name: phone(globals) })).toHaveAccessibleDescription(
      msg.phone(globals),
    );
    await expect(popup.getByRole('textbox', { name: code(globals) })).toHaveAccessibleDescription(
      msg.code(globals),
    );
    await expect(popup.getByText(msg.phone(globals))).toBeVisible();
    await expect(popup.getByText(msg.code(globals))).toBeVisible();
    await expect(args.onSubmitMobile).not.toHaveBeenCalled();
    await userEvent.type(popup.getByRole('textbox', { name: code(globals) }), '1234');
    await expect(popup.queryByText(msg.code(globals))).toBeNull();
    await expect(popup.getByText(msg.phone(globals))).toBeVisible();
  },
};
export const MobileMessagesEn: Story = { ...MobileMessages, globals: matrix.enPc };

/** The agreement is ticked by default; unticked, it blocks the login with its message. */
export const AgreementRequired: Story = {
  play: async ({ args, globals }) => {
    const popup = dialog(globals);
    const box = popup.getByRole('checkbox', { name: agree(globals) });
    await expect(box).toBeChecked();
    await userEvent.type(popup.getByRole('textbox', { name: username(globals) }), 'mall_user');
    await userEvent.type(popup.getByLabelText(password(globals)), 'secret');
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await userEvent.click(popup.getByRole('button', { name: logIn(globals) }));
    await expect(args.onSubmitAccount).not.toHaveBeenCalled();
    await expect(popup.getByText(msg.terms(globals))).toBeVisible();
    await expect(box).toHaveAccessibleDescription(msg.terms(globals));
    await expect(box).toHaveFocus();
    await userEvent.click(box);
    await expect(popup.queryByText(msg.terms(globals))).toBeNull();
    await userEvent.click(popup.getByRole('button', { name: logIn(globals) }));
    await calledOnceWith(args.onSubmitAccount, {
      principal: 'mall_user',
      password: 'secret',
    });
  },
};
export const AgreementRequiredEn: Story = { ...AgreementRequired, globals: matrix.enPc };

/** Switching tabs clears every input and message, in both directions. */
export const SwitchingTabsClears: Story = {
  play: async ({ globals }) => {
    const popup = dialog(globals);
    await userEvent.type(popup.getByRole('textbox', { name: username(globals) }), 'ab');
    await userEvent.click(popup.getByRole('button', { name: logIn(globals) }));
    await expect(popup.getByText(msg.username(globals))).toBeVisible();

    await userEvent.click(popup.getByRole('tab', { name: mobileTab(globals) }));
    await expect(popup.getByRole('tab', { name: mobileTab(globals) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(popup.getByRole('textbox', { name: phone(globals) })).toHaveValue('');
    await userEvent.type(popup.getByRole('textbox', { name: phone(globals) }), '123');
    await userEvent.click(popup.getByRole('button', { name: logIn(globals) }));
    await expect(popup.getByText(msg.phone(globals))).toBeVisible();
    await userEvent.click(popup.getByRole('checkbox', { name: agree(globals) }));

    await userEvent.click(popup.getByRole('tab', { name: accountTab(globals) }));
    await expect(popup.getByRole('textbox', { name: username(globals) })).toHaveValue('');
    await expect(popup.getByLabelText(password(globals))).toHaveValue('');
    await expect(popup.getByRole('checkbox', { name: agree(globals) })).toBeChecked();
    await expect(popup.queryByText(msg.username(globals))).toBeNull();
    await expect(popup.queryByText(msg.phone(globals))).toBeNull();
    await expect(popup.queryByRole('alert')).toBeNull();

    await userEvent.click(popup.getByRole('tab', { name: mobileTab(globals) }));
    await expect(popup.getByRole('textbox', { name: phone(globals) })).toHaveValue('');
    await expect(popup.queryByText(msg.phone(globals))).toBeNull();
  },
};

let finishLogin: () => void = () => {};
/** A valid account login is sent once, however often the shopper clicks or presses Enter meanwhile. */
export const SubmitOnce: Story = {
  args: {
    onSubmitAccount: fn(() => new Promise<void>((resolve) => (finishLogin = resolve))),
  },
  play: async ({ args, globals }) => {
    const popup = dialog(globals);
    await userEvent.type(popup.getByRole('textbox', { name: username(globals) }), ' mall_user ');
    await userEvent.type(popup.getByLabelText(password(globals)), 'secret 1');
    const button = popup.getByRole('button', { name: logIn(globals) });
    await userEvent.dblClick(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.type(popup.getByLabelText(password(globals)), '{Enter}');
    await calledOnceWith(args.onSubmitAccount, {
      principal: 'mall_user',
      password: 'secret 1',
    });
    finishLogin();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(args.onSubmitAccount).toHaveBeenCalledTimes(1);
  },
};

/** Mobile login: the code button checks the phone, sends once, counts down; then the login goes out. */
export const MobileLogin: Story = {
  args: { defaultTab: 'mobile' },
  play: async ({ args, globals }) => {
    const popup = dialog(globals);
    const getCode = () => popup.getByRole('button', { name: say(globals, '获取验证码', 'Get code') });
    const phoneBox = popup.getByRole('textbox', { name: phone(globals) });
    await userEvent.type(phoneBox, '1381234');
    await userEvent.click(getCode());
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await expect(phoneBox).toHaveAccessibleDescription(msg.phone(globals));
    await expect(phoneBox).toHaveFocus();

    await userEvent.type(phoneBox, '5678');
    await expect(popup.queryByText(msg.phone(globals))).toBeNull();
    await userEvent.click(getCode());
    await calledOnceWith(args.onSendCode, '13812345678');
    const counting = await popup.findByRole('button', {
      name: say(globals, '60秒后重新获取', 'Resend in 60s'),
    });
    await expect(counting).toBeDisabled();
    tick(60_000);
    await waitFor(() => expect(getCode()).toBeEnabled());

    await userEvent.type(popup.getByRole('textbox', { name: code(globals) }), '246810{Enter}');
    await calledOnceWith(args.onSubmitMobile, {
      mobile: '13812345678',
      code: '246810',
    });
  },
};

/** On the partner mall's address outside channels 20 and 30 the popup warns. */
export const PartnerWarning: Story = {
  args: { partnerWarning: true },
  play: async ({ globals }) => {
    const popup = dialog(globals);
    await expect(popup.getByRole('alert')).toHaveTextContent(msg.partner(globals));
  },
};
export const PartnerWarningEn: Story = { ...PartnerWarning, globals: matrix.enPc };

/**
 * A server message (say a wrong password from a 400) shows until the shopper edits a field, and again
 * when the next attempt fails the same way.
 */
export const ServerError: Story = {
  args: {
    serverError: 'Wrong username or password',
    defaultValues: { principal: 'mall_user' },
    onSubmitAccount: fn(async () => Promise.reject(new Error('400'))),
  },
  play: async ({ args, globals }) => {
    const popup = dialog(globals);
    await expect(popup.getByRole('alert')).toHaveTextContent('Wrong username or password');
    await userEvent.type(popup.getByLabelText(password(globals)), 'wrong');
    await expect(popup.queryByRole('alert')).toBeNull();
    await userEvent.click(popup.getByRole('button', { name: logIn(globals) }));
    await calledOnceWith(args.onSubmitAccount, { principal: 'mall_user', password: 'wrong' });
    await expect(await popup.findByRole('alert')).toHaveTextContent('Wrong username or password');
    await expect(popup.getByRole('button', { name: logIn(globals) })).not.toHaveAttribute('aria-busy');
  },
};

/** Register, forgot password, terms and privacy links go through the href helper. */
export const Links: Story = {
  args: { href: (path: string) => `/en${path}` },
  globals: matrix.enPc,
  play: async ({ globals }) => {
    const popup = dialog(globals);
    await expect(popup.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
    await expect(popup.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/en/forget-password',
    );
    await expect(popup.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/en/termsPage?sts=0',
    );
    await expect(popup.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/termsPage?sts=1',
    );
  },
};

/** Opening focuses the first field; Escape (or the close button) asks to close. */
export const Closing: Story = {
  play: async ({ args, globals }) => {
    const popup = dialog(globals);
    await waitFor(() => expect(popup.getByRole('textbox', { name: username(globals) })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await calledOnceWith(args.onOpenChange, false);
    // Still open (the caller decides); the close button asks too.
    await userEvent.click(popup.getByRole('button', { name: say(globals, '关闭', 'Close') }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};

/** At phone width the popup takes the whole width. */
export const Mobile: Story = {
  globals: matrix.zhMobile,
  play: async ({ globals }) => {
    const box = screen().getByRole('dialog', { name: logIn(globals) });
    await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(window.innerWidth - 1);
  },
};

const panel = (props: Partial<LoginPanelProps>) => (
  <LoginPanel
    className="w-full max-w-sm rounded-lg border border-neutral-200 p-5"
    onSubmitAccount={async () => {}}
    onSubmitMobile={async () => {}}
    onSendCode={async () => {}}
    smsClock={authClock}
    {...props}
  />
);

/** A sample of what the server answers a wrong password with (its 400 body, in the shopper's language). */
function ServerErrorPanel() {
  const { t } = useLingui();
  return panel({ defaultValues: { principal: 'mall_user' }, serverError: t`Wrong username or password` });
}

/**
 * The popup's content in each state, inline (a dialog's portal would leave the screenshot): empty,
 * account and mobile messages, the terms message, a server error and the partner warning.
 */
export const AllStates: Story = {
  render: () => (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
      {panel({})}
      {panel({ defaultValues: { principal: 'ab' }, validateOnMount: true })}
      {panel({ defaultTab: 'mobile', defaultValues: { mobile: '1381234' }, validateOnMount: true })}
      {panel({
        defaultValues: { principal: 'mall_user', password: 'secret', agreement: false },
        validateOnMount: true,
      })}
      <ServerErrorPanel />
      {panel({ defaultTab: 'mobile', partnerWarning: true })}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab', { name: accountTab(globals) })).toHaveLength(6);
    await expect(canvas.getByText(msg.username(globals))).toBeVisible();
    await expect(canvas.getByText(msg.password(globals))).toBeVisible();
    await expect(canvas.getByText(msg.phone(globals))).toBeVisible();
    await expect(canvas.getByText(msg.code(globals))).toBeVisible();
    await expect(canvas.getByText(msg.terms(globals))).toBeVisible();
    await expect(canvas.getByText(msg.partner(globals))).toBeVisible();
    await expect(
      canvas.getByText(say(globals, '用户名或密码错误', 'Wrong username or password')),
    ).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
