import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { createClock } from '@sinonjs/fake-timers';
import { frozenClock, fromFakeClock, type Clock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import { isEn, say } from '../../storybook/say.ts';
import { GROUP_NOW, groupTeam } from '../../storybook/fixtures/group.ts';
import { GroupTeamCard, type GroupTeamCardProps } from './GroupTeamCard.tsx';

const meta = {
  title: 'Mall/GroupTeamCard',
  component: GroupTeamCard,
  args: {
    team: groupTeam(1),
    clock: frozenClock(GROUP_NOW),
    onCopyLink: fn(),
    onExpire: fn(),
  },
  render: (args) => <GroupTeamCard {...args} className="max-w-xl border border-neutral-200" />,
} satisfies Meta<typeof GroupTeamCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (root: HTMLElement, name: string) => [...root.querySelectorAll(`[data-part="${name}"]`)];

/** Grouping: the leader marked, one member, one empty seat, 1 more needed, the countdown, the invitation. */
export const Grouping: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: '拼团信息' })).toBeVisible();
    await expect(canvas.getByText('拼团中')).toBeVisible();
    await expect(parts(canvasElement, 'member')).toHaveLength(2);
    await expect(parts(canvasElement, 'empty-seat')).toHaveLength(1);
    await expect(canvas.getByText('团长')).toBeVisible();
    await expect(canvas.getByText('还差 1 人成团')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('距结束00:20:00');
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.onCopyLink).toHaveBeenCalledOnce();
  },
};

/** The leader has not paid yet: the team is not open to others, no invitation. */
export const WaitingForLeader: Story = {
  args: { team: groupTeam(0) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('等待团长支付')).toBeVisible();
    await expect(parts(canvasElement, 'empty-seat')).toHaveLength(2);
    await expect(canvas.getByText('还差 3 人成团')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '复制链接' })).toBeNull();
  },
};

/** Formed: every member, no empty seat, no countdown. */
export const Succeeded: Story = {
  args: { team: groupTeam(2) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('拼团成功')).toBeVisible();
    await expect(parts(canvasElement, 'member')).toHaveLength(3);
    await expect(parts(canvasElement, 'empty-seat')).toHaveLength(0);
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByText('已成团，订单将尽快发货。')).toBeVisible();
  },
};

/** Failed: the refund is said, no empty seats, no invitation. */
export const Failed: Story = {
  args: { team: groupTeam(3) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('拼团失败')).toBeVisible();
    await expect(canvas.getByText('未在规定时间内成团，款项将原路退回。')).toBeVisible();
    await expect(parts(canvasElement, 'empty-seat')).toHaveLength(0);
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Without a copy handler (another page), no invitation either. */
export const GroupingWithoutInvite: Story = {
  args: { onCopyLink: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The team's time runs out: the app is told once, to ask for its state again. */
export const RunsOut: Story = {
  loaders: [
    () => {
      const fake = createClock(GROUP_NOW);
      return { fake, clock: fromFakeClock(fake) };
    },
  ],
  render: (args, { loaded }) => <GroupTeamCard {...args} clock={loaded.clock as Clock} />,
  play: async ({ canvas, args, loaded }) => {
    const fake = loaded.fake as ReturnType<typeof createClock>;
    await waitFor(() => expect(fake.countTimers()).toBeGreaterThan(0));
    fake.tick(19 * 60_000 + 59_000);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:00:01'));
    await expect(args.onExpire).not.toHaveBeenCalled();
    fake.tick(1000);
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
  },
};

function AllTeamStates({ en, ...args }: GroupTeamCardProps & { en: boolean }) {
  const panel = 'border border-neutral-200';
  return (
    <div className="grid items-start gap-3 md:grid-cols-2">
      <GroupTeamCard {...args} className={panel} team={groupTeam(1, { en })} />
      <GroupTeamCard {...args} className={panel} team={groupTeam(0, { en })} />
      <GroupTeamCard {...args} className={panel} team={groupTeam(2, { en })} />
      <GroupTeamCard {...args} className={panel} team={groupTeam(3, { en })} />
    </div>
  );
}

/** Grouping with the invitation, waiting for the leader, formed, failed. */
export const AllStates: Story = {
  render: (args, { globals }) => <AllTeamStates {...args} en={isEn(globals)} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(say(globals, '拼团中', 'Grouping'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '拼团成功', 'Group formed'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '拼团失败', 'Group failed'))).toBeVisible();
    await expect(canvas.getAllByRole('timer')).toHaveLength(2);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
