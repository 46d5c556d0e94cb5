import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { say } from '../../storybook/say.ts';
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
} from '../../storybook/console.tsx';
import { Empty } from '../../primitives/Empty/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import type { DataTableColumn } from '../DataTable/index.ts';
import { DateRangeFields, ListFrame, useDateRange, type ListQuery } from './index.ts';

interface Row {
  orderNumber: string;
  createTime: string;
}

interface DemoQuery extends ListQuery {
  orderNumber: string;
  startDate: string;
  endDate: string;
}

const emptyFilters = { orderNumber: '', startDate: '', endDate: '' };
const query: DemoQuery = { ...emptyFilters, current: 1, size: 10 };
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({
  orderNumber: `2026111812000${10 + i}`,
  createTime: `2026-11-18 12:${String(10 + i).padStart(2, '0')}`,
}));
const page = { records: rows, total: 23, size: 10, current: 1, pages: 3 };

interface DemoListProps {
  page?: typeof page | typeof emptyPage | undefined;
  query: DemoQuery;
  onQueryChange: (query: DemoQuery) => void;
  loading?: boolean;
  /** The list failed to load. */
  error?: boolean;
  onRetry?: () => void;
}

/** A list screen as a merchant screen builds one: a number and a date range as filters, two columns. */
function DemoList({ page: shown, query: q, onQueryChange, loading, error, onRetry }: DemoListProps) {
  const { t } = useLingui();
  const dates = useDateRange();
  const columns: DataTableColumn<Row>[] = [
    { accessorKey: 'orderNumber', header: t`Order number` },
    { accessorKey: 'createTime', header: t`Placed at` },
  ];
  return (
    <ListFrame
      title={t`Orders`}
      query={q}
      emptyFilters={emptyFilters}
      onQueryChange={onQueryChange}
      readFilters={(values) => {
        const range = dates.read(values);
        return range ? { orderNumber: values.orderNumber ?? '', ...range } : null;
      }}
      onFiltersReset={dates.reset}
      filters={
        <>
          <Input name="orderNumber" label={t`Order number`} defaultValue={q.orderNumber} />
          <DateRangeFields
            fromLabel={t`Placed from`}
            untilLabel={t`Placed until`}
            startDate={q.startDate}
            endDate={q.endDate}
            invalid={dates.invalid}
          />
        </>
      }
      page={shown}
      columns={columns}
      getRowId={(row) => row.orderNumber}
      loading={loading}
      error={error ? t`The orders could not be loaded` : undefined}
      onRetry={onRetry}
      noMatchTitle={t`No order matches these filters`}
      empty={<Empty size="sm" title={t`No orders yet`} />}
    />
  );
}

const Stateful = heldQuery(DemoList);

const meta = {
  title: 'Console/ListFrame',
  component: DemoList,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: { page, query, onQueryChange: fn(), onRetry: fn() },
  render: (args) => (
    <ConsoleCanvas>
      <Stateful {...args} />
    </ConsoleCanvas>
  ),
} satisfies Meta<typeof DemoList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title is the page's heading and the table's caption; the rows are the page's records. */
export const List: Story = {
  play: async ({ canvas, globals }) => {
    const title = say(globals, '订单', 'Orders');
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const table = canvas.getByRole('table', { name: title });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};
export const ListEn: Story = { ...List, globals: matrix.enPc };

/** A search asks for page 1 of the filters read; reset puts the empty filters back. */
export const Search: Story = {
  args: { query: { ...query, current: 3 } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '订单编号' }), '2026');
    await userEvent.type(canvas.getByLabelText('下单开始日期'), '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...query,
      orderNumber: '2026',
      startDate: '2026-11-01',
      current: 1,
    });
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
    await expect(canvas.getByRole('textbox', { name: '订单编号' })).toHaveValue('');
  },
};

/** An end day before the start is said under the end field and nothing is searched; reset clears it. */
export const DateRangeRefused: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('下单开始日期'), '2026-11-20');
    await userEvent.type(canvas.getByLabelText('下单结束日期'), '2026-11-10');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByText('结束日期早于开始日期')).toBeVisible();
    await expect(canvas.getByLabelText('下单结束日期')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(canvas.queryByText('结束日期早于开始日期')).toBeNull();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(query);
  },
};

/** Paging keeps the filters. */
export const Paging: Story = {
  args: { query: { ...query, orderNumber: '2026' } },
  play: pagingPlay({ ...query, orderNumber: '2026' }),
};

export const Loading: Story = { args: { page: undefined, loading: true }, play: loadingPlay };

/** No record and no filter: the list's own empty state. */
export const Empty_: Story = {
  args: { page: emptyPage },
  play: async (context) => {
    await emptyPlay('暂无订单')(context);
    await expect(context.canvas.queryByRole('button', { name: '清除筛选' })).toBeNull();
  },
};

/** No record for the filters set: a way to clear them, back to page 1. */
export const NoMatch: Story = {
  args: { page: emptyPage, query: { ...query, startDate: '2026-11-01', current: 2 } },
  play: noMatchPlay('没有符合条件的订单', query),
};

export const LoadFailed: Story = {
  args: { page: undefined, error: true },
  play: loadFailedPlay('订单加载失败'),
};

/** Every state (the visual baseline): the list, loading, empty, no match, error. */
export const AllStates: Story = {
  parameters: allStatesParameters,
  render: (args) => (
    <ConsoleCanvas stack>
      <DemoList {...args} />
      <DemoList {...args} page={undefined} loading />
      <DemoList {...args} page={emptyPage} />
      <DemoList {...args} page={emptyPage} query={{ ...query, orderNumber: '9' }} />
      <DemoList {...args} page={undefined} error />
    </ConsoleCanvas>
  ),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('heading', { level: 1, name: say(globals, '订单', 'Orders') }),
    ).toHaveLength(5);
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
