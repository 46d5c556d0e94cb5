import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { chromaticPcModes, matrix } from '../../../storybook/matrix.ts';
import { say } from '../../../storybook/say.ts';
import {
  ConsoleCanvas,
  allStatesParameters,
  heldQuery,
  loadFailedPlay,
} from '../../../storybook/console.tsx';
import { scoreProdPage } from '../../../storybook/fixtures/merchantPromo.ts';
import { PointsPriceScreen, type PointsPriceQuery } from './PointsPriceScreen.tsx';

const query: PointsPriceQuery = { prodName: '', inMall: 0, current: 1, size: 10 };
const Stateful = heldQuery(PointsPriceScreen);
const empty = { records: [], total: 0, size: 10, current: 1, pages: 0 };

const meta = {
  title: 'Screens/Merchant/PointsPriceScreen',
  component: PointsPriceScreen,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    page: scoreProdPage,
    query,
    onQueryChange: fn(),
    onRetry: fn(),
    onSave: fn(() => Promise.resolve()),
    onRemove: fn(() => Promise.resolve()),
  },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof PointsPriceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The products with their SKUs' points prices; one not in the points mall says so. */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('table', { name: say(globals, '积分商城', 'Points mall') });
    const rows = within(table).getAllByRole('row');
    await expect(within(rows[1]!).getByText(say(globals, '3000 积分', '3000 points'))).toBeVisible();
    await expect(
      within(rows[2]!).getByText(say(globals, '未加入积分商城', 'Not in the points mall')),
    ).toBeVisible();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** Set prices: a line per SKU; the ticked ones are sent with their points and cash part. */
export const SetPrices: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '设置积分价：无线蓝牙耳机' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /默认/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '积分（默认）' }), '8000');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '现金部分，元（默认）' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '现金部分，元（默认）' }), '19.9');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith(102, [{ skuId: 1003, scorePrice: 8000, price: 19.9 }]);
  },
};

/** A points price that is not a whole number: the schema's message, nothing sent. */
export const InvalidPrice: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '设置积分价：纯棉短袖T恤' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '积分（白色 M）' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '积分（白色 M）' }), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByRole('alert')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Remove asks first, then takes the product out. */
export const Remove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '移除积分价：纯棉短袖T恤' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '移除' }));
    await expect(args.onRemove).toHaveBeenCalledWith(101);
  },
};

export const Filter: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '显示' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '已加入积分商城' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...query, inMall: 1 });
  },
};

export const LoadFailed: Story = {
  args: { page: undefined, error: true },
  play: loadFailedPlay('商品加载失败'),
};

/** Every state (the visual baseline): the list, loading, empty, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <PointsPriceScreen {...args} />
      <PointsPriceScreen {...args} page={undefined} loading />
      <PointsPriceScreen {...args} page={empty} />
      <PointsPriceScreen {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
