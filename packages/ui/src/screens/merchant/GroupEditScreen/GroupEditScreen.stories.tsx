import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
  merchantGroupRows,
} from '../../../storybook/fixtures/merchantActivities.ts';
import { GroupEditScreen } from './GroupEditScreen.tsx';

const meta = {
  title: 'Screens/Merchant/GroupEditScreen',
  component: GroupEditScreen,
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
      <GroupEditScreen {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof GroupEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Editing before the start: the client's checks name the bad field; a good form sends the body. */
export const Edit: Story = {
  args: { activity: merchantGroupRows[0] },
  play: activityEditPlay({
    groupActivityId: 601,
    prodId: 101,
    groupNumber: 2,
    groupValidTime: 30,
    startTime: '2026-06-20 10:00:00',
    endTime: '2026-06-20 12:00:00',
    maxNum: 0,
    skus: [{ skuId: 501, actPrice: 9.9 }],
  }),
};
export const EditEn: Story = { ...Edit, globals: matrix.enPc };

/** The server's refusal is shown above the buttons. */
export const Refused: Story = {
  args: {
    activity: merchantGroupRows[0],
    onSubmit: fn(async (): Promise<string | undefined> => '活动已开始，不能再修改'),
  },
  play: activityRefusedPlay,
};

/** The product picker's stories (activityStories' activityProductStories). */
const productStories = activityProductStories(GroupEditScreen, merchantGroupRows[0]!);
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
export const Started: Story = { args: { activity: merchantGroupRows[1] }, play: activityStartedPlay('12') };

/** Loading the activity: a skeleton, no form. */
export const Loading: Story = { args: { loading: true }, play: loadingPlay };

export const LoadFailed: Story = { args: { error: true }, play: loadFailedPlay('拼团活动加载失败') };

/** Every state (the visual baseline): new, editing, started, loading, load failed. */
const allStates = editAllStates(GroupEditScreen, [
  { skuOptions: undefined },
  { activity: merchantGroupRows[0] },
  { activity: merchantGroupRows[1] },
]);
export const AllStates: Story = allStates.zh;
export const AllStatesEn: Story = allStates.en;
