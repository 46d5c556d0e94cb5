import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { frozenClock } from '../../lib/clock.ts';
import {
  AUTH_START,
  authClock,
  resetAuthClock,
  say,
  tick,
  timerStarted,
} from '../../storybook/fixtures/auth.ts';
import { ChangePasswordScreen } from './ChangePasswordScreen.tsx';

// A form page fetches nothing: its states are the form, its rule messages, the server's refusal in place,
// a slow save, and the success countdown before signing in again.

const meta = {
  title: 'Screens/ChangePasswordScreen',
  component: ChangePasswordScreen,
  args: { onChangePassword: fn(), onSignInAgain: fn(), clock: authClock },
  beforeEach: () => {
    resetAuthClock();
  },
} satisfies Meta<typeof ChangePasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByLabelText: (m: RegExp, o: object) => HTMLElement }, name: string) =>
  canvas.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

/** A valid change: the current and the new password are sent, the confirmation is not. */
export const Change: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '修改密码', 'Change password') }),
    ).toBeVisible();
    await userEvent.type(field(canvas, say(globals, '当前密码', 'Current password')), 'Old@1234');
    await userEvent.type(field(canvas, say(globals, '新密码', 'New password')), 'Next@12345');
    await userEvent.type(field(canvas, say(globals, '确认新密码', 'Confirm new password')), 'Next@12345');
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '保存', 'Save') }));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      oldPassword: 'Old@1234',
      newPassword: 'Next@12345',
    });
  },
};
export const ChangeEnMobile: Story = { ...Change, globals: matrix.enMobile };

/** The rule: every field required, 6-20 with two kinds, the confirmation must match (the spec's words). */
export const RuleMessages: Story = {
  play: async ({ canvas, args }) => {
    const old = field(canvas, '当前密码');
    const password = field(canvas, '新密码');
    const confirm = field(canvas, '确认新密码');
    const save = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await expect(canvas.getByText('请输入新密码')).toBeVisible();
    await expect(canvas.getByText('请再次输入密码')).toBeVisible();
    await expect(old).toHaveFocus();
    await userEvent.type(old, 'Old@1234');
    // One kind only (digits), then too short.
    await userEvent.type(password, '12345678');
    await userEvent.type(confirm, '12345678');
    await userEvent.click(save);
    await expect(canvas.getByText('密码为6-20位半角字符，须包含字母、数字、符号中的至少两种')).toBeVisible();
    await expect(password).toHaveFocus();
    await userEvent.clear(password);
    await userEvent.type(password, 'a1');
    await userEvent.click(save);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // Valid, but the confirmation differs.
    await userEvent.clear(password);
    await userEvent.type(password, 'abc123');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'abc124');
    await userEvent.click(save);
    await expect(canvas.getByText('确认密码与新密码不一致')).toBeVisible();
    await expect(confirm).toHaveFocus();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const RuleMessagesEn: Story = {
  globals: matrix.enPc,
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, 'Current password'), 'Old@1234');
    await userEvent.type(field(canvas, 'New password'), 'abc123');
    await userEvent.type(field(canvas, 'Confirm new password'), 'abc12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Confirm password is inconsistent with new password')).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** A slow save: the button is busy and a second press sends nothing more. */
export const SaveOnceAtATime: Story = {
  args: { onChangePassword: fn(() => new Promise(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, '当前密码'), 'Old@1234');
    await userEvent.type(field(canvas, '新密码'), 'abc123');
    await userEvent.type(field(canvas, '确认新密码'), 'abc123');
    const save = canvas.getByRole('button', { name: '保存' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
  },
};

/** The current password is wrong: the server's message in place, the form described by it. */
export const WrongCurrentPassword: Story = {
  args: { refusal: '原密码不正确' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '修改密码' })).toHaveAccessibleDescription('原密码不正确');
    await expect(canvas.getByRole('alert')).toHaveTextContent('原密码不正确');
  },
};

/** Changed: 3, 2, 1, then onSignInAgain once; the button does it at once. */
export const Changed: Story = {
  args: { changed: true },
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: say(globals, '密码修改成功', 'Password changed') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('3');
    await timerStarted();
    tick(2_999);
    await waitFor(() => expect(timer).toHaveTextContent('1'));
    await expect(args.onSignInAgain).not.toHaveBeenCalled();
    tick(1);
    await waitFor(() => expect(args.onSignInAgain).toHaveBeenCalledTimes(1));
    await expect(timer).toHaveTextContent('0');
    tick(10_000);
    await expect(args.onSignInAgain).toHaveBeenCalledTimes(1);
  },
};
export const ChangedEnMobile: Story = { ...Changed, globals: matrix.enMobile };

export const SignInAtOnce: Story = {
  args: { changed: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重新登录' }));
    await expect(args.onSignInAgain).toHaveBeenCalledOnce();
  },
};

const still = frozenClock(AUTH_START);

/**
 * Every state (the visual baseline): the form (with the server's refusal in place) and the countdown
 * (one form only: two forms of the same name on a page would be indistinct landmarks).
 */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6 bg-neutral-50 p-2">
      <ChangePasswordScreen {...args} clock={still} refusal="原密码不正确" />
      <ChangePasswordScreen {...args} clock={still} changed />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '修改密码', 'Change password') }),
    ).toHaveLength(2);
    await expect(canvas.getAllByRole('form')).toHaveLength(1);
    await expect(canvas.getByRole('timer')).toHaveTextContent('3');
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
