import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { PlatformLoyaltySettings } from '@mall/domain';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import { ConsoleCanvas, allStatesParameters, loadFailedPlay } from '../../../storybook/console.tsx';
import { LoyaltySettingsScreen } from './LoyaltySettingsScreen.tsx';

const settings: PlatformLoyaltySettings = {
  signInEnabled: true,
  signInScores: [10, 10, 20, 20, 30, 30, 50],
  signInGrowth: 1,
  earnUnitCents: 100,
  growthUnitCents: 100,
};

const meta = {
  title: 'Screens/Platform/LoyaltySettingsScreen',
  component: LoyaltySettingsScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    settings,
    canEdit: true,
    onRetry: fn(),
    onSubmit: fn(() => Promise.resolve(true)),
  },
  render: (args) => (
    <ConsoleCanvas>
      <LoyaltySettingsScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof LoyaltySettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every rule with its stored value. */
export const Form: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: say(globals, '积分规则', 'Points rules') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: say(globals, '每积分所需实付金额（分）', 'Fen paid per point') }),
    ).toHaveValue('100');
    await expect(canvas.getByRole('textbox', { name: say(globals, '第7天', 'Day 7') })).toHaveValue('50');
    await expect(
      canvas.getByRole('checkbox', { name: say(globals, '开启每日签到', 'Shoppers may sign in daily') }),
    ).toBeChecked();
  },
};
export const FormEn: Story = { ...Form, globals: matrix.enPc };

/** Saving sends the checked rules as numbers: a changed day, the sign-in switched off. */
export const Save: Story = {
  play: async ({ canvas, args }) => {
    const day1 = canvas.getByRole('textbox', { name: '第1天' });
    await userEvent.clear(day1);
    await userEvent.type(day1, '70');
    await userEvent.click(canvas.getByRole('checkbox', { name: '开启每日签到' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存规则' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...settings,
      signInEnabled: false,
      signInScores: [70, 10, 20, 20, 30, 30, 50],
    });
  },
};

/** The checks before sending: the domain's message at each bad rule, nothing sent. */
export const Checks: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: '第3天' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '第3天' }), '-5');
    const unit = canvas.getByRole('textbox', { name: '每积分所需实付金额（分）' });
    await userEvent.clear(unit);
    await userEvent.type(unit, '0');
    await userEvent.click(canvas.getByRole('button', { name: '保存规则' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请填写7天每天的签到积分，为0到10,000的整数');
    await expect(canvas.getByText('每积分或每成长值对应的金额须为1到1,000,000分的整数')).toBeVisible();
    // The bad day is invalid and described by the days' message; the good days are neither.
    const day3 = canvas.getByRole('textbox', { name: '第3天' });
    await expect(day3).toHaveAttribute('aria-invalid', 'true');
    await expect(day3).toHaveAccessibleDescription('请填写7天每天的签到积分，为0到10,000的整数');
    const day2 = canvas.getByRole('textbox', { name: '第2天' });
    await expect(day2).not.toHaveAttribute('aria-invalid');
    await expect(day2).not.toHaveAttribute('aria-describedby');
    await expect(unit).toHaveAttribute('aria-invalid', 'true');
    await expect(unit).toHaveAccessibleDescription(expect.stringContaining('每积分或每成长值对应的金额'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The save under way: its button busy, the fields locked. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<unknown>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存规则' }));
    await expect(canvas.getByRole('button', { name: '保存规则' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: '第1天' })).toBeDisabled();
  },
};

/** The server refused the save: its message on top, the form as it was. */
export const Refused: Story = {
  args: { refusal: '您的平台角色无权进行此操作' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('您的平台角色无权进行此操作');
    await expect(canvas.getByRole('form', { name: '积分规则' })).toHaveAccessibleDescription(
      '您的平台角色无权进行此操作',
    );
    await expect(canvas.getByRole('textbox', { name: '第1天' })).toHaveValue('10');
  },
};

/** A role that reads only (the auditor): fields disabled, no save. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('您的角色可以查看积分规则，但不能修改');
    await expect(canvas.getByRole('textbox', { name: '第1天' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '开启每日签到' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存规则' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { settings: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在加载积分规则')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { settings: undefined, error: true },
  play: loadFailedPlay('积分规则加载失败'),
};

/** Every state (the visual baseline): the form with a refusal, read-only, loading, failed. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <LoyaltySettingsScreen {...args} refusal="您的平台角色无权进行此操作" />
      <LoyaltySettingsScreen {...args} canEdit={false} settings={{ ...settings, signInEnabled: false }} />
      <LoyaltySettingsScreen {...args} settings={undefined} loading />
      <LoyaltySettingsScreen {...args} settings={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '积分规则', 'Points rules') }),
    ).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
