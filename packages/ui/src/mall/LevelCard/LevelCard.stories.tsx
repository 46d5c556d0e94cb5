import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoLevels, demoNewInfo, demoPaidInfo, demoScoreInfo } from '../../storybook/fixtures/loyalty.ts';
import { matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
import { LevelCard } from './LevelCard.tsx';
import { LevelRightsList } from './LevelRightsList.tsx';

const ordinary = demoLevels.filter((level) => level.levelType === 0);

const meta = {
  title: 'Mall/LevelCard',
  component: LevelCard,
  args: { info: demoScoreInfo, levels: ordinary },
  decorators: [(Story) => <div className="max-w-md p-4">{Story()}</div>],
} satisfies Meta<typeof LevelCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Silver at 620 growth: 8 % of the way from silver (500) to gold (2000). */
export const Ordinary: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText('白银会员')).toBeVisible();
    const bar = canvas.getByRole('progressbar', {
      name: say(globals, '距黄金会员进度 8%', 'Progress to 黄金会员: 8%'),
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '8');
    await expect(
      canvas.getByText(
        say(globals, '下一等级：黄金会员（需 2000 成长值）', 'Next level: 黄金会员 (2000 growth)'),
      ),
    ).toBeVisible();
  },
};

/** Without the levels loaded the bar runs from 0 to the next level's growth. */
export const WithoutLevels: Story = {
  args: { levels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '31');
  },
};

/** A new shopper: no level yet, on the way to the first. */
export const NoLevel: Story = {
  args: { info: demoNewInfo },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无等级')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A paid member beyond the last ordinary level: marked paid, with the end of its term, bar full. */
export const PaidAtTheTop: Story = {
  args: { info: demoPaidInfo },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('付费会员')).toBeVisible();
    await expect(canvas.getByText('有效期至 2027.11.25')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '已达最高等级' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

/** A level's rights: member price (zh in tenths, en as percent off), free shipping, sign-in points. */
export const Rights: Story = {
  render: () => (
    <LevelRightsList rights={[...demoLevels[2]!.rights, ...demoLevels[0]!.rights]} label="rights" />
  ),
  play: async ({ canvas, globals }) => {
    const items = within(canvas.getByRole('list', { name: 'rights' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(say(globals, '会员价 9.5折', 'Member price: 5% off'));
    await expect(items[1]).toHaveTextContent(say(globals, '包邮', 'Free shipping'));
    await expect(items[2]).toHaveTextContent(say(globals, '每次签到 +5 积分', '+5 points per sign-in'));
  },
};

/** Ordinary, no level, paid, and the rights (the visual baseline). */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <LevelCard {...args} />
      <LevelCard {...args} info={demoNewInfo} />
      <LevelCard {...args} info={demoPaidInfo} />
      <LevelRightsList rights={demoLevels[3]!.rights} label="rights" />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
    await expect(canvas.getByText(say(globals, '已达最高等级', 'Highest level reached'))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
