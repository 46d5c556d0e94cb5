import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { FilterBar, type FilterBarProps } from './index.ts';

/** A merchant's order list filters: number, buyer, status and a date range. */
function OrderFilters(props: Omit<FilterBarProps, 'children'> & { defaultStatus?: string }) {
  const { t } = useLingui();
  const { defaultStatus, ...rest } = props;
  return (
    <FilterBar {...rest}>
      <Input name="orderNumber" label={t`Order number`} placeholder={t`Enter an order number`} />
      <Input name="buyer" label={t`Buyer`} />
      <Select
        name="status"
        label={t`Status`}
        defaultValue={defaultStatus}
        options={[
          { value: 'pendingDelivery', label: t`Pending delivery` },
          { value: 'shipped', label: t`Shipped` },
          { value: 'completed', label: t`Completed` },
        ]}
      />
      <Input name="createdFrom" type="date" label={t`Created from`} />
      <Input name="createdTo" type="date" label={t`Created to`} />
    </FilterBar>
  );
}

const meta = {
  title: 'Console/FilterBar',
  component: OrderFilters,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { onSearch: fn(), onReset: fn() },
} satisfies Meta<typeof OrderFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter in a field searches with the filled fields only, trimmed. */
export const SearchOnEnter: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search', { name: '筛选' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '订单编号' }), '  202606180001 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ orderNumber: '202606180001' });
  },
};

/** Search sends every filled field, including a chosen status and dates. */
export const SearchButton: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '买家' }), 'Li Lei');
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await screen.findByRole('option', { name: '已发货' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.type(canvas.getByLabelText('创建开始日期'), '2026-06-01');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      buyer: 'Li Lei',
      status: 'shipped',
      createdFrom: '2026-06-01',
    });
  },
};

/** Reset clears the fields back to their defaults and reports those values. */
export const Reset: Story = {
  args: { defaultStatus: 'pendingDelivery' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '订单编号' }), '2026');
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await screen.findByRole('option', { name: '已完成' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveTextContent('已完成');

    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onReset).toHaveBeenCalledWith({ status: 'pendingDelivery' });
    await expect(canvas.getByRole('textbox', { name: '订单编号' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveTextContent('待发货');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Nothing filled: Search reports no values (the whole list). */
export const EmptySearch: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onSearch).toHaveBeenCalledWith({});
  },
};

/**
 * While the list loads, Search shows it is busy but still searches (a newer filter replaces the load);
 * extra actions sit after Reset.
 */
export const Searching: Story = {
  args: {
    searching: true,
    actions: <Button variant="outline">Export</Button>,
  },
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('button', { name: '搜索' });
    await expect(search).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
    await userEvent.click(search);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

function AllFilterBars(props: Omit<FilterBarProps, 'children'>) {
  const { t } = useLingui();
  return (
    <div className="flex w-[1200px] flex-col gap-4 bg-neutral-50 p-4">
      {/* Two search landmarks on one page need distinct names. */}
      <OrderFilters {...props} aria-label={`${t`Filter`} 1`} />
      <OrderFilters {...props} aria-label={`${t`Filter`} 2`} defaultStatus="shipped" searching />
    </div>
  );
}

/** The bar at PC width, empty and with a status chosen, for visual review. */
export const AllStates: Story = {
  render: (args) => <AllFilterBars {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('search', { name: en ? /^Filter \d$/ : /^筛选 \d$/ })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: en ? 'Reset' : '重置' })).toHaveLength(2);
    await expect(canvas.getAllByRole('combobox', { name: en ? 'Status' : '状态' })[1]).toHaveTextContent(
      en ? 'Shipped' : '已发货',
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
