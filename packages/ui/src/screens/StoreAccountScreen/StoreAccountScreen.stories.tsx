import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { demoShopAccount } from '../../storybook/fixtures/store.ts';
import { StoreAccountScreen } from './StoreAccountScreen.tsx';

const meta = {
  title: 'Screens/StoreAccountScreen',
  component: StoreAccountScreen,
  args: {
    account: demoShopAccount,
    onSetPassword: fn(),
    onChangeAgain: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof StoreAccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The store and its account name; a valid password and its confirmation are sent (the password alone). */
export const SetPassword: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '我的店铺', 'My store') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '小王的数码小铺' })).toHaveAttribute('href', '/shop/7');
    await expect(canvas.getByText('shop_7')).toBeVisible();
    await expect(canvas.getByText(say(globals, '未设置', 'Not set yet'))).toBeVisible();
    const form = canvas.getByRole('form', { name: say(globals, '设置店铺密码', 'Set the store password') });
    await expect(form).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${say(globals, '店铺密码', 'Store password')}`), {
        selector: 'input',
      }),
      '20261126',
    );
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${say(globals, '确认密码', 'Confirm password')}`), {
        selector: 'input',
      }),
      '20261126',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '保存密码', 'Save the password') }),
    );
    await expect(args.onSetPassword).toHaveBeenCalledOnce();
    await expect(args.onSetPassword).toHaveBeenCalledWith('20261126');
  },
};
export const SetPasswordEnMobile: Story = { ...SetPassword, globals: matrix.enMobile };

/** The rule: 6-12 digits, and the confirmation must match; the first invalid field takes the focus. */
export const RuleMessages: Story = {
  play: async ({ canvas, args }) => {
    const password = canvas.getByLabelText(/^店铺密码/, { selector: 'input' });
    const confirm = canvas.getByLabelText(/^确认密码/, { selector: 'input' });
    const save = canvas.getByRole('button', { name: '保存密码' });
    await userEvent.click(save);
    await expect(canvas.getByText('店铺密码为6-12位数字')).toBeVisible();
    await expect(canvas.getByText('请再次输入密码')).toBeVisible();
    await expect(password).toHaveFocus();
    // Letters are refused, and so are fewer than 6 digits.
    await userEvent.type(password, 'abc123');
    await userEvent.type(confirm, 'abc123');
    await userEvent.click(save);
    await expect(canvas.getByText('店铺密码为6-12位数字')).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, '12345');
    await userEvent.click(save);
    await expect(canvas.getByText('店铺密码为6-12位数字')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // Digits, but the confirmation differs.
    await userEvent.clear(password);
    await userEvent.type(password, '123456');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, '123457');
    await userEvent.click(save);
    await expect(canvas.getByText('确认密码与新密码不一致')).toBeVisible();
    await expect(confirm).toHaveFocus();
    await expect(args.onSetPassword).not.toHaveBeenCalled();
  },
};

/** A slow save: the button is busy and a second press sends nothing more. */
export const SaveOnceAtATime: Story = {
  args: { onSetPassword: fn(() => new Promise(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^店铺密码/, { selector: 'input' }), '123456');
    await userEvent.type(canvas.getByLabelText(/^确认密码/, { selector: 'input' }), '123456');
    const save = canvas.getByRole('button', { name: '保存密码' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(save);
    await expect(args.onSetPassword).toHaveBeenCalledOnce();
  },
};

/** The server refused: its message in place; the password already set says "change". */
export const Refused: Story = {
  args: { account: { ...demoShopAccount, passwordSet: true }, refusal: '店铺已下线，暂不能修改密码' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: '修改店铺密码' })).toHaveAccessibleDescription(
      '店铺已下线，暂不能修改密码',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('店铺已下线');
    await expect(canvas.getByText('已设置')).toBeVisible();
  },
};

/** Saved: the account name to sign in to the merchant centre with, and a way to change it again. */
export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas, args, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: say(globals, '店铺密码已设置', 'The store password is set') }),
    ).toBeVisible();
    await expect(canvas.getByText(new RegExp(say(globals, '商家中心', 'merchant centre')))).toHaveTextContent(
      'shop_7',
    );
    await expect(canvas.queryByRole('form')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '再次修改密码', 'Change the password again') }),
    );
    await expect(args.onChangeAgain).toHaveBeenCalledOnce();
  },
};
export const SavedEn: Story = { ...Saved, globals: matrix.enPc };

/** No approved store: never applied, so the way to the application. */
export const NotApproved: Story = {
  args: { account: undefined, applicationStatus: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('您还没有审核通过的店铺')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '免费开店' })).toHaveAttribute('href', '/ffjs');
  },
};

/** Under review: the account comes once approved; a link to the application. */
export const NotApprovedYet: Story = {
  args: { account: undefined, applicationStatus: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/审核中/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看我的申请' })).toHaveAttribute('href', '/ffjs');
  },
};

/** The store is offline and its account could not be read: the reason is on the application page. */
export const NotAvailableOffline: Story = {
  args: { account: undefined, applicationStatus: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/已被平台下线/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看我的申请' })).toHaveAttribute('href', '/ffjs');
  },
};

export const Loading: Story = {
  args: { account: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载店铺账号');
  },
};

export const LoadFailed: Story = {
  args: { account: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('店铺账号加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Every state (the visual baseline): the form, saved, refused, not approved, error. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6 bg-neutral-50 p-2">
      <StoreAccountScreen {...args} />
      <StoreAccountScreen {...args} saved />
      <StoreAccountScreen
        {...args}
        account={{ ...demoShopAccount, passwordSet: true }}
        refusal="店铺已下线，暂不能修改密码"
      />
      <StoreAccountScreen {...args} account={undefined} applicationStatus={null} />
      <StoreAccountScreen {...args} account={undefined} error />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '我的店铺', 'My store') }),
    ).toHaveLength(5);
    await expect(canvas.getAllByRole('form')).toHaveLength(2);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
