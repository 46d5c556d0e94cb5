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
import { platformShopPage, platformShops } from '../../../storybook/fixtures/platformStores.ts';
import { emptyShopFilters, ShopListScreen, type ShopListQuery } from './ShopListScreen.tsx';

const query: ShopListQuery = { ...emptyShopFilters, current: 1, size: 10 };

const Stateful = heldQuery(ShopListScreen);

const meta = {
  title: 'Screens/Platform/ShopListScreen',
  component: ShopListScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { page: platformShopPage, query, onQueryChange: fn(), onRetry: fn(), onOpen: fn() },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof ShopListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list: an open store, an offline one, the mall's own (no applicant); "View" opens one. */
export const List: Story = {
  play: async ({ canvas, args, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '店铺', 'Stores') });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    const rows = within(table).getAllByRole('row');
    await expect(within(rows[2]!).getByText(say(globals, '已下线', 'Offline'))).toBeVisible();
    await expect(within(rows[1]!).getByText(say(globals, '营业中', 'Open'))).toBeVisible();
    await expect(
      within(rows[3]!).getByText(say(globals, '平台开设', 'Opened by the platform')),
    ).toBeVisible();
    await expect(within(rows[1]!).getByText('138****0012')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: say(globals, '查看 海边杂货', 'View 海边杂货') }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(platformShops[1]);
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** The filters: a part of the name and a status, trimmed, from page 1. */
export const Filter: Story = {
  args: { query: { ...query, current: 2 } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '店铺名称' }), '  茶铺 ');
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '已下线' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, shopName: '茶铺', status: 2 });
  },
};

export const Paging: Story = { play: pagingPlay(query) };

export const Loading: Story = { args: { page: undefined, loading: true }, play: loadingPlay };

export const Empty: Story = { args: { page: emptyPage }, play: emptyPlay('还没有店铺') };

export const NoMatch: Story = {
  args: { page: emptyPage, query: { ...query, shopName: '不存在' } },
  play: noMatchPlay('没有符合条件的店铺', query),
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
      <ShopListScreen {...args} />
      <ShopListScreen {...args} page={undefined} loading />
      <ShopListScreen {...args} page={emptyPage} />
      <ShopListScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '店铺', 'Stores') }),
    ).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
