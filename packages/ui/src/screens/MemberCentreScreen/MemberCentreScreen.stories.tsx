import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  demoLevels,
  demoNewInfo,
  demoPaidInfo,
  demoScoreInfo,
  demoSignedInfo,
} from '../../storybook/fixtures/loyalty.ts';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { MemberCentreScreen } from './MemberCentreScreen.tsx';

const meta = {
  title: 'Screens/MemberCentreScreen',
  component: MemberCentreScreen,
  args: {
    info: demoScoreInfo,
    levels: demoLevels,
    onSignIn: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof MemberCentreScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Silver, not signed today: the level card, the calendar with its button, silver's rights, the links. */
export const CanSign: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getByRole('group', { name: say(globals, '我的等级', 'My level') })).toHaveTextContent(
      '白银会员',
    );
    const rights = within(
      canvas.getByRole('list', { name: say(globals, '白银会员的权益', 'Rights of 白银会员') }),
    );
    await expect(rights.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '签到', 'Sign in') }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    const points = canvas.getByRole('link', { name: say(globals, '1280 我的积分', '1280 My points') });
    await expect(points).toHaveAttribute('href', '/user-center/uc-integral');
    await userEvent.click(points);
    await expect(args.onNavigate).toHaveBeenCalledWith('/user-center/uc-integral');
    await expect(
      canvas.getByRole('link', { name: say(globals, '会员权益', 'Member benefits') }),
    ).toHaveAttribute('href', '/member-center/member-equity');
  },
};

/** Signed in today: the button is off and says so. */
export const SignedToday: Story = {
  args: { info: demoSignedInfo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  },
};

/** Sign-in turned off by the operator. */
export const NotAvailable: Story = {
  args: { info: { ...demoScoreInfo, signInEnabled: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '签到暂未开放' })).toBeDisabled();
  },
};

/** The sign-in under way: the button is busy. */
export const Signing: Story = {
  args: { signing: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '签到' }));
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** A new shopper: no level and so no rights yet. */
export const NoLevel: Story = {
  args: { info: demoNewInfo },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('累积成长值即可达到第一个等级')).toBeVisible();
  },
};

/** A paid member: the paid level's rights. */
export const PaidMember: Story = {
  args: { info: demoPaidInfo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '超级会员的权益' })).toHaveTextContent('包邮');
    // The growth level (Gold) keeps its rights under the plan, listed beneath it.
    await expect(canvas.getByRole('list', { name: '黄金会员的权益' })).toHaveTextContent('9.5 折');
    await expect(canvas.getByText(/成长等级黄金会员/)).toBeVisible();
  },
};

/** A plan over the same level the growth reaches lists its rights once. */
export const PaidOverSameLevel: Story = {
  args: { info: { ...demoPaidInfo, growthLevelId: 9 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: '超级会员的权益' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="growth-level-rights"]')).toBeNull();
  },
};

/** The levels could not be loaded: the rights say so, with a retry; the rest of the page is there. */
export const RightsError: Story = {
  args: { levels: undefined, levelsError: true, onLevelsRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('权益加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onLevelsRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: '签到' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { info: undefined, levels: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载会员中心');
  },
};

export const ErrorState: Story = {
  args: { info: undefined, error: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('会员中心加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Can sign, signed, no level and error (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3 bg-neutral-50">
      <MemberCentreScreen {...args} />
      <MemberCentreScreen {...args} info={demoSignedInfo} />
      <MemberCentreScreen {...args} info={demoNewInfo} />
      <MemberCentreScreen {...args} info={undefined} error />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '会员中心', 'Member center') }),
    ).toHaveLength(4);
    await expect(
      canvas.getByRole('button', { name: say(globals, '今日已签到', 'Signed in today') }),
    ).toBeDisabled();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
