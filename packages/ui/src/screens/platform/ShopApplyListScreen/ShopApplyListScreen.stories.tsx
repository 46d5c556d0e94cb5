import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import {
  ConsoleCanvas,
  allStatesParameters,
  emptyPage,
  emptyPlay,
  heldQuery,
  loadFailedPlay,
  loadingPlay,
  noMatchPlay,
  pagingPlay,
} from '../../../storybook/console.tsx';
import { platformShopApplyPage } from '../../../storybook/fixtures/platformStores.ts';
import {
  emptyShopApplyFilters,
  ShopApplyListScreen,
  type ShopApplyListQuery,
} from './ShopApplyListScreen.tsx';

const query: ShopApplyListQuery = { ...emptyShopApplyFilters, current: 1, size: 10 };

const Stateful = heldQuery(ShopApplyListScreen);

const meta = {
  title: 'Screens/Platform/ShopApplyListScreen',
  component: ShopApplyListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { page: platformShopApplyPage, query, onQueryChange: fn(), onRetry: fn(), onOpen: fn() },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof ShopApplyListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: one application of each state, the masked mobile; "View" opens one by its id. */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '开店申请', 'Store applications') });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(within(rows[1]!).getByText(say(globals, '待审核', 'Under review'))).toBeVisible();
    await expect(within(rows[2]!).getByText(say(globals, '已驳回', 'Rejected'))).toBeVisible();
    await expect(within(rows[3]!).getByText(say(globals, '已通过', 'Approved'))).toBeVisible();
    await expect(within(rows[4]!).getByText(say(globals, '已下线', 'Offline'))).toBeVisible();
    await expect(within(rows[1]!).getByText('137****0031')).toBeVisible();
    await expect(within(rows[1]!).getByText('2026-11-20 10:15:00')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '查看 北窗书店', 'View 北窗书店') }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(27);
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** The filters: a state and a search word, trimmed, from page 1. */
export const Filter: Story = {
  args: { query: { ...query, current: 2 } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '待审核' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '关键词' }), '  花坊 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, keyword: '花坊', status: 0 });
  },
};

export const Paging: Story = { play: pagingPlay(query) };

export const Loading: Story = { args: { page: undefined, loading: true }, play: loadingPlay };

export const Empty: Story = { args: { page: emptyPage }, play: emptyPlay('还没有开店申请') };

export const NoMatch: Story = {
  args: { page: emptyPage, query: { ...query, status: -1 } },
  play: noMatchPlay('没有符合条件的申请', query),
};

export const LoadFailed: Story = {
  args: { page: undefined, error: true, errorText: '搜索内容过长' },
  play: loadFailedPlay('搜索内容过长'),
};

/** Every state (the visual baseline): the list, loading, empty, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <ShopApplyListScreen {...args} />
      <ShopApplyListScreen {...args} page={undefined} loading />
      <ShopApplyListScreen {...args} page={emptyPage} />
      <ShopApplyListScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '开店申请', 'Store applications') }),
    ).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
