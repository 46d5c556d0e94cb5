import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createClock } from '@sinonjs/fake-timers';
import { frozenClock, fromFakeClock, type Clock } from '../../lib/clock.ts';
import { matrix } from '../../storybook/matrix.ts';
import { isEn, say } from '../../storybook/say.ts';
import { GROUP_NOW, groupInfo, joinableTeams } from '../../storybook/fixtures/group.ts';
import { GroupBuyPanel, type GroupBuyPanelProps } from './GroupBuyPanel.tsx';

const meta = {
  title: 'Mall/GroupBuyPanel',
  component: GroupBuyPanel,
  args: {
    info: groupInfo(),
    teams: joinableTeams(),
    skuId: 201,
    count: 1,
    clock: frozenClock(GROUP_NOW),
    onOpen: fn(),
    onJoin: fn(),
    onExpire: fn(),
  },
  render: (args) => <GroupBuyPanel {...args} className="max-w-xl" />,
} satisfies Meta<typeof GroupBuyPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = (root: HTMLElement, name: string) => root.querySelector(`[data-part="${name}"]`);
const teamRow = (root: HTMLElement, id: number) => root.querySelector<HTMLElement>(`[data-team-id="${id}"]`)!;

/** Ongoing: group price beside the price alone, open a group, and the waiting teams with countdowns. */
export const Ongoing: Story = {
  args: { count: 2 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: '拼团' })).toBeVisible();
    await expect(part(canvasElement, 'group-size')).toHaveTextContent('3人团');
    await expect(part(canvasElement, 'limit')).toHaveTextContent('每人限购 2 件');
    await expect(part(canvasElement, 'group-price')).toHaveTextContent('¥4599.00');
    await expect(part(canvasElement, 'alone-price')).toHaveTextContent('¥4999.00');
    // The activity's end: 2026-06-20 10:00, two days from now.
    await expect(canvas.getAllByRole('timer')[0]).toHaveTextContent('距结束2天 00:00:00');

    const first = within(teamRow(canvasElement, 71));
    await expect(first.getByText('小莉')).toBeVisible();
    await expect(first.getByText('还差 1 人')).toBeVisible();
    await expect(first.getByRole('timer')).toHaveTextContent('00:20:00');
    await expect(within(teamRow(canvasElement, 72)).getByText('还差 2 人')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '发起拼团 ¥4599.00' }));
    await expect(args.onOpen).toHaveBeenCalledWith({ groupSkuId: 301, groupTeamId: 0, prodCount: 2 });
    await userEvent.click(canvas.getByRole('button', { name: '去参团：张伟的团' }));
    await expect(args.onJoin).toHaveBeenCalledWith({ groupSkuId: 301, groupTeamId: 72, prodCount: 2 });
  },
};

/** More than the shopper may buy: the group takes the limit, and says so. */
export const AboveTheLimit: Story = {
  args: { count: 5 },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(part(canvasElement, 'count-limited')).toHaveTextContent('拼团最多可买 2 件');
    await userEvent.click(canvas.getByRole('button', { name: /发起拼团/ }));
    await expect(args.onOpen).toHaveBeenCalledWith({ groupSkuId: 301, groupTeamId: 0, prodCount: 2 });
  },
};

/** Before the start: the start time and a countdown to it; nothing can be bought, no teams. */
export const NotStarted: Story = {
  args: { info: groupInfo({ status: 0 }) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(part(canvasElement, 'starts')).toHaveTextContent('2026-06-18 12:00:00 开始');
    await expect(canvas.getByRole('timer')).toHaveTextContent('距开始02:00:00');
    await expect(canvas.getByRole('button', { name: /发起拼团/ })).toBeDisabled();
    await expect(part(canvasElement, 'teams')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /发起拼团/ }), { pointerEventsCheck: 0 });
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** After the end: ended, no button, no teams, no countdown. */
export const Ended: Story = {
  args: { info: groupInfo({ status: 2 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('拼团活动已结束');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(part(canvasElement, 'teams')).toBeNull();
  },
};

/** Nobody is waiting: the invitation to open a team. */
export const NoTeam: Story = {
  args: { teams: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无可参与的团，发起拼团并邀请好友吧。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /发起拼团/ })).toBeEnabled();
  },
};

/** The teams are loading: a placeholder where they will be. */
export const TeamsLoading: Story = {
  args: { teams: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载可参与的团');
  },
};

/** A specification outside the group buy, and one sold out in it: buying and joining are disabled. */
export const SkuNotInGroup: Story = {
  args: { skuId: 204 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('该规格不参加拼团');
    await expect(part(canvasElement, 'group-prices')).toBeNull();
    await expect(canvas.getByRole('button', { name: '发起拼团' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '去参团：小莉的团' })).toBeDisabled();
  },
};

export const SkuSoldOutInGroup: Story = {
  args: { skuId: 202 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('该规格的拼团已售罄');
    await expect(part(canvasElement, 'group-price')).toHaveTextContent('¥5499.00');
    await expect(canvas.getByRole('button', { name: /发起拼团/ })).toBeDisabled();
  },
};

/** The browser's clock is 5 minutes slow: the countdowns follow the server's time. */
export const BrowserClockSlow: Story = {
  args: { clock: frozenClock(GROUP_NOW - 5 * 60_000) },
  play: async ({ canvasElement }) => {
    await expect(within(teamRow(canvasElement, 71)).getByRole('timer')).toHaveTextContent('00:20:00');
  },
};

/** A team's time runs out: it can no longer be joined and the app is told to ask again. */
export const TeamRunsOut: Story = {
  loaders: [
    () => {
      const fake = createClock(GROUP_NOW);
      return { fake, clock: fromFakeClock(fake) };
    },
  ],
  render: (args, { loaded }) => <GroupBuyPanel {...args} clock={loaded.clock as Clock} />,
  play: async ({ canvasElement, args, loaded }) => {
    const fake = loaded.fake as ReturnType<typeof createClock>;
    const row = within(teamRow(canvasElement, 71));
    await expect(row.getByRole('timer')).toHaveTextContent('00:20:00');
    await waitFor(() => expect(fake.countTimers()).toBeGreaterThan(0));
    fake.tick(19 * 60_000);
    await waitFor(() => expect(row.getByRole('timer')).toHaveTextContent('00:01:00'));
    await expect(row.getByRole('button', { name: '去参团：小莉的团' })).toBeEnabled();
    await expect(args.onExpire).not.toHaveBeenCalled();
    fake.tick(60_000);
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledOnce());
    await expect(row.getByRole('button', { name: '去参团：小莉的团' })).toBeDisabled();
    await expect(within(teamRow(canvasElement, 72)).getByRole('button')).toBeEnabled();
  },
};

function AllGroupBuyStates({ en, ...args }: GroupBuyPanelProps & { en: boolean }) {
  return (
    <div className="grid items-start gap-3 md:grid-cols-2">
      <div className="grid gap-3">
        <GroupBuyPanel {...args} info={groupInfo({ en })} teams={joinableTeams({ en })} />
        <GroupBuyPanel {...args} info={groupInfo({ en })} teams={[]} skuId={202} />
      </div>
      <div className="grid gap-3">
        <GroupBuyPanel {...args} info={groupInfo({ en, status: 0 })} />
        <GroupBuyPanel {...args} info={groupInfo({ en, status: 2 })} />
        <GroupBuyPanel {...args} info={groupInfo({ en })} teams={undefined} skuId={204} />
      </div>
    </div>
  );
}

/** Ongoing with teams, sold out without teams, not started, ended, a SKU outside with teams loading. */
export const AllStates: Story = {
  render: (args, { globals }) => <AllGroupBuyStates {...args} en={isEn(globals)} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('heading', { name: say(globals, '拼团', 'Group buying') })).toHaveLength(
      5,
    );
    await expect(canvas.getByText(say(globals, '拼团活动已结束', 'This group buy has ended'))).toBeVisible();
    await expect(canvas.getByText(say(globals, '还差 1 人', '1 more needed'))).toBeVisible();
    const open = canvas.getAllByRole('button', {
      name: say(globals, '发起拼团 ¥4599.00', 'Open a group ¥4599.00'),
    });
    await expect(open.map((b) => !b.hasAttribute('disabled'))).toEqual([true, false]);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
