import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoScoreInfo } from '../../storybook/fixtures/loyalty.ts';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { SignInCalendar } from './SignInCalendar.tsx';

const meta = {
  title: 'Mall/SignInCalendar',
  component: SignInCalendar,
  args: {
    signInCount: demoScoreInfo.signInCount,
    isSignIn: false,
    signInScores: demoScoreInfo.signInScores,
    onSignIn: fn(),
  },
  decorators: [(Story) => <div className="max-w-xl bg-neutral-50 p-4">{Story()}</div>],
} satisfies Meta<typeof SignInCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Day 4 of a streak, not signed yet: three days checked, today outlined, the button signs in. */
export const CanSign: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    await expect(canvasElement.querySelector('[data-part="streak"]')).toHaveTextContent(
      say(globals, '已连续签到3天', 'Signed in 3 days in a row'),
    );
    const days = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(days).toHaveLength(7);
    await expect(days.map((d) => d.dataset.state)).toEqual([
      'signed',
      'signed',
      'signed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    await expect(days[3]).toHaveAttribute('aria-current', 'date');
    await expect(days[3]).toHaveAccessibleName(
      say(globals, '第4天：20积分，今天', 'Day 4: 20 points, today'),
    );
    await userEvent.click(canvas.getByRole('button', { name: say(globals, '签到', 'Sign in') }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** Signed today: the day is checked and the button is off. */
export const SignedToday: Story = {
  args: { signInCount: 4, isSignIn: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '今日已签到' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSignIn).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('listitem')[3]).toHaveAttribute('data-state', 'signedToday');
  },
};

/** The operator turned sign-in off: the button says so and cannot be pressed. */
export const NotAvailable: Story = {
  args: { signInEnabled: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '签到暂未开放' })).toBeDisabled();
  },
};

/** The request is under way: the button is busy and ignores another press. */
export const Signing: Story = {
  args: { signing: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '签到' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** Day 10 of a streak: the second week (days 8-14), each at the points of day 7. */
export const SecondWeek: Story = {
  args: { signInCount: 9 },
  play: async ({ canvas }) => {
    const days = canvas.getAllByRole('listitem');
    await expect(days[0]).toHaveAccessibleName('第8天：50积分，已签到');
    await expect(days[2]).toHaveAttribute('aria-current', 'date');
  },
};

/** The first day signed: one day (singular in English). */
export const FirstDaySigned: Story = {
  args: { signInCount: 1, isSignIn: true },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.querySelector('[data-part="streak"]')).toHaveTextContent(
      say(globals, '已连续签到1天', 'Signed in 1 day in a row'),
    );
  },
};
export const FirstDaySignedEn: Story = { ...FirstDaySigned, globals: matrix.enPc };

/** Can sign, signed, not available and signing (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <SignInCalendar {...args} />
      <SignInCalendar {...args} signInCount={4} isSignIn />
      <SignInCalendar {...args} signInEnabled={false} />
      <SignInCalendar {...args} signing />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { name: say(globals, '每日签到', 'Daily sign-in') }),
    ).toHaveLength(4);
    await expect(
      canvas.getByRole('button', { name: say(globals, '今日已签到', 'Signed in today') }),
    ).toBeDisabled();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
