import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import {
  activityEditPlay,
  activityRefusedPlay,
  activityStartedPlay,
  editAllStates,
  loadingPlay,
  activityProductStories,
} from '../../../storybook/activityStories.tsx';
import { ConsoleCanvas, loadFailedPlay } from '../../../storybook/console.tsx';
import {
  ACTIVITY_NOW,
  activityProducts,
  activitySkuOptions,
  merchantSeckillRows,
} from '../../../storybook/fixtures/merchantActivities.ts';
import { SeckillEditScreen } from './SeckillEditScreen.tsx';

const meta = {
  title: 'Screens/Merchant/SeckillEditScreen',
  component: SeckillEditScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    products: activityProducts,
    skuOptions: activitySkuOptions,
    onProductChange: fn(),
    now: ACTIVITY_NOW,
    onSubmit: fn(async (): Promise<string | undefined> => undefined),
    onCancel: fn(),
    onRetry: fn(),
    onProductSearch: fn(),
  },
  render: (args) => (
    <ConsoleCanvas>
      <SeckillEditScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof SeckillEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editing before the start: the client's checks name the bad field; a good form sends the body. */
export const Edit: Story = {
  args: { activity: merchantSeckillRows[0] },
  play: activityEditPlay({
    seckillId: 301,
    prodId: 101,
    startTime: '2026-06-20 10:00:00',
    endTime: '2026-06-20 12:00:00',
    maxNum: 2,
    skus: [{ skuId: 501, seckillPrice: 9.9, seckillStocks: 100 }],
  }),
};
export const EditEn: Story = { ...Edit, globals: matrix.enPc };

/** The server's refusal is shown above the buttons. */
export const Refused: Story = {
  args: {
    activity: merchantSeckillRows[0],
    onSubmit: fn(async (): Promise<string | undefined> => '活动已开始，不能再修改'),
  },
  play: activityRefusedPlay,
};

/** The product picker's stories (activityStories' activityProductStories). */
const productStories = activityProductStories(SeckillEditScreen, merchantSeckillRows[0]!);
export const New: Story = productStories.New;
export const ProductSearch: Story = productStories.ProductSearch;
export const ProductSearchEn: Story = productStories.ProductSearchEn;
export const Searching: Story = productStories.Searching;
export const SearchingEn: Story = productStories.SearchingEn;
export const ProductsFailed: Story = productStories.ProductsFailed;
export const ProductsFailedEn: Story = productStories.ProductsFailedEn;
export const NoProductMatch: Story = productStories.NoProductMatch;
export const NoProductMatchEn: Story = productStories.NoProductMatchEn;
export const ChosenStays: Story = productStories.ChosenStays;
export const ChosenStaysEn: Story = productStories.ChosenStaysEn;
export const ChosenNotListed: Story = productStories.ChosenNotListed;

/** Started: read only, with its figures. */
export const Started: Story = { args: { activity: merchantSeckillRows[1] }, play: activityStartedPlay('63') };

/** Loading the activity: a skeleton, no form. */
export const Loading: Story = { args: { loading: true }, play: loadingPlay };

export const LoadFailed: Story = { args: { error: true }, play: loadFailedPlay('秒杀活动加载失败') };

/** Every state (the visual baseline): new, editing, started, loading, load failed. */
const allStates = editAllStates(SeckillEditScreen, [
  { skuOptions: undefined },
  { activity: merchantSeckillRows[0] },
  { activity: merchantSeckillRows[1] },
]);
export const AllStates: Story = allStates.zh;
export const AllStatesEn: Story = allStates.en;

/**
 * A narrow content area: the SKU table keeps its columns' widths and scrolls inside its card, so no
 * input overlaps its neighbour.
 */
export const NarrowSkuTable: Story = {
  args: { activity: merchantSeckillRows[0] },
  render: (args) => (
    <ConsoleCanvas>
      <div style={{ width: 480 }}>
        <SeckillEditScreen {...args} />
      </div>
    </ConsoleCanvas>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '规格' });
    const frame = table.parentElement!;
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
    const price = canvas.getByRole('textbox', { name: '白色 M 的活动价' }).getBoundingClientRect();
    const units = canvas.getByRole('textbox', { name: '白色 M 的活动库存' }).getBoundingClientRect();
    await expect(price.right).toBeLessThanOrEqual(units.left);
  },
};
