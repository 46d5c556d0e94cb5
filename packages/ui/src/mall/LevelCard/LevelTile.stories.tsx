import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { demoPlans } from '../../storybook/fixtures/loyalty.ts';
import { say } from '../../storybook/say.ts';
import { Tag } from '../../primitives/Tag/index.ts';
import { LevelTile, PlanTerms } from './LevelTile.tsx';

interface DemoProps {
  /** Which plan is the current one (none: -1). */
  currentIndex?: number;
}

/** The paid plans as tiles: a badge, the terms beside the name, the current one marked. */
function DemoTiles({ currentIndex = 0 }: DemoProps) {
  const { t } = useLingui();
  return (
    <ol className="grid w-[40rem] max-w-full gap-3 md:grid-cols-2" aria-label={t`Demo plans`}>
      {demoPlans.map((plan, index) => (
        <LevelTile
          key={plan.id}
          name={plan.levelName}
          current={index === currentIndex}
          currentLabel={t`Demo current`}
          badges={<Tag size="sm" tone="warning">{t`Demo badge`}</Tag>}
          aside={
            <span className="ml-auto flex items-center gap-1 text-sm text-neutral-600" data-part="terms">
              <PlanTerms price={plan.price} termDays={plan.termDays} size="sm" />
            </span>
          }
          part="demo-tile"
        >
          <p className="flex items-baseline gap-2">
            <PlanTerms
              price={plan.price}
              termDays={plan.termDays}
              size="lg"
              daysClassName="text-sm text-neutral-600"
            />
          </p>
        </LevelTile>
      ))}
    </ol>
  );
}

const meta = {
  title: 'Mall/LevelTile',
  component: DemoTiles,
} satisfies Meta<typeof DemoTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

const tiles = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-part="demo-tile"]')];

/** The current plan is marked (aria-current and its tag); each shows its price and term. */
export const Current: Story = {
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = tiles(canvasElement);
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(second).not.toHaveAttribute('aria-current');
    await expect(within(first!).getByText('示例当前')).toBeVisible();
    await expect(within(second!).queryByText('示例当前')).toBeNull();
    await expect(within(first!).getByRole('heading', { level: 2, name: '超级会员' })).toBeVisible();
    await expect(first).toHaveTextContent('¥99.00');
    await expect(first).toHaveTextContent('365 天');
    await expect(second).toHaveTextContent('¥30.00');
    await expect(canvas.getAllByText('示例标记')).toHaveLength(2);
  },
};

/** None is current. */
export const NoneCurrent: Story = {
  args: { currentIndex: -1 },
  play: async ({ canvas, canvasElement }) => {
    for (const tile of tiles(canvasElement)) await expect(tile).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByText('示例当前')).toBeNull();
  },
};

/** The tiles with the second one current (the visual baseline). */
export const AllStates: Story = {
  args: { currentIndex: 1 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getByText(say(globals, '示例当前', 'Demo current'))).toBeVisible();
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
