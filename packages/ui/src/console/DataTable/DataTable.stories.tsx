import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Trans, useLingui } from '@lingui/react/macro';
import { chromaticPcModes, matrix } from '../../storybook/matrix.ts';
import { Button } from '../../primitives/Button/index.ts';
import { StatusTag, type StatusTone } from '../StatusTag/index.ts';
import { DataTable, type DataTableColumn, type SortingState } from './index.ts';

/** A merchant's order as a list endpoint would return it: amounts already formatted by the server. */
interface OrderRow {
  id: string;
  orderNumber: string;
  buyer: string;
  amount: string;
  /** Only for the fake server below, which sorts by it. */
  amountCents: number;
  status: 'pendingDelivery' | 'shipped' | 'completed' | 'canceled';
  createdAt: string;
}

const statuses: OrderRow['status'][] = ['pendingDelivery', 'shipped', 'completed', 'canceled'];
const orders: OrderRow[] = Array.from({ length: 12 }, (_, i) => {
  const cents = ((i * 7919) % 50000) + 990;
  return {
    id: `o${i + 1}`,
    orderNumber: `2026061800${String(i + 1).padStart(2, '0')}`,
    buyer: ['Li Lei', 'Han Meimei', 'Wang Fang', 'Zhang Wei'][i % 4]!,
    amount: `¥${(cents / 100).toFixed(2)}`,
    amountCents: cents,
    status: statuses[i % 4]!,
    createdAt: `2026-06-${String(18 - (i % 9)).padStart(2, '0')} 10:${String(i * 4).padStart(2, '0')}`,
  };
});

const tones: Record<OrderRow['status'], StatusTone> = {
  pendingDelivery: 'warning',
  shipped: 'info',
  completed: 'success',
  canceled: 'neutral',
};

function StatusLabel({ status }: { status: OrderRow['status'] }) {
  if (status === 'pendingDelivery') return <Trans>Pending delivery</Trans>;
  if (status === 'shipped') return <Trans>Shipped</Trans>;
  if (status === 'completed') return <Trans>Completed</Trans>;
  return <Trans>Canceled</Trans>;
}

function useOrderColumns(): DataTableColumn<OrderRow>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      { accessorKey: 'orderNumber', header: t`Order number`, meta: { className: 'font-num' } },
      { accessorKey: 'buyer', header: t`Buyer` },
      {
        accessorKey: 'amount',
        header: t`Amount`,
        enableSorting: true,
        meta: { align: 'right', className: 'font-num' },
      },
      {
        accessorKey: 'status',
        header: t`Status`,
        cell: ({ row }) => (
          <StatusTag tone={tones[row.original.status]} label={<StatusLabel status={row.original.status} />} />
        ),
      },
      {
        accessorKey: 'createdAt',
        header: t`Created at`,
        enableSorting: true,
        meta: { className: 'font-num' },
      },
    ],
    [t],
  );
}

/** What a server would do with the query: sort by the asked column, then cut the page. */
function serverPage(sorting: SortingState, page: number, pageSize: number): OrderRow[] {
  const [sort] = sorting;
  const sorted = [...orders];
  if (sort) {
    const key = (o: OrderRow) => (sort.id === 'amount' ? o.amountCents : o.createdAt);
    sorted.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (sort.desc ? -1 : 1));
  }
  return sorted.slice((page - 1) * pageSize, page * pageSize);
}

interface OrdersTableProps {
  onSortingChange: (sorting: SortingState) => void;
  onSelectionChange: (ids: string[]) => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  initialSelectedIds?: string[];
  pageSize?: number;
  loading?: boolean;
  error?: string | boolean;
  noData?: boolean;
  selectable?: boolean;
  paged?: boolean;
  /** Only order number, amount and status: for the narrow tables of the all-states grid. */
  narrow?: boolean;
}

/** A console list page's table, with the state the page would keep (and a fake server behind it). */
function OrdersTable({
  onSortingChange,
  onSelectionChange,
  onPageChange,
  onRetry,
  initialSelectedIds = [],
  pageSize = 5,
  loading,
  error,
  noData,
  selectable = true,
  paged = true,
  narrow = false,
}: OrdersTableProps) {
  const { t } = useLingui();
  const allColumns = useOrderColumns();
  const columns = useMemo(
    () => (narrow ? allColumns.filter((_, i) => i !== 1 && i !== 4) : allColumns),
    [allColumns, narrow],
  );
  const [sorting, setSorting] = useState<SortingState>([]);
  const [selectedIds, setSelectedIds] = useState<string[]>(initialSelectedIds);
  const [page, setPage] = useState(1);
  const data = noData || loading || error ? [] : serverPage(sorting, page, pageSize);
  return (
    <DataTable
      caption={t`Orders`}
      columns={columns}
      data={data}
      getRowId={(order) => order.id}
      getRowLabel={(order) => order.orderNumber}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        onSortingChange(next);
      }}
      selectable={selectable}
      selectedIds={selectedIds}
      onSelectionChange={(ids) => {
        setSelectedIds(ids);
        onSelectionChange(ids);
      }}
      bulkActions={
        <Button variant="outline" size="sm">
          {t`Export`}
        </Button>
      }
      pagination={
        paged
          ? {
              page,
              pageCount: Math.ceil(orders.length / pageSize),
              total: orders.length,
              onPageChange: (next) => {
                setPage(next);
                onPageChange(next);
              },
            }
          : undefined
      }
      loading={loading}
      skeletonRows={3}
      error={error}
      onRetry={onRetry}
    />
  );
}

const meta = {
  title: 'Console/DataTable',
  component: OrdersTable,
  parameters: { chromatic: { modes: chromaticPcModes } },
  args: {
    onSortingChange: fn(),
    onSelectionChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OrdersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order numbers in the body, top to bottom. */
function shownOrders(table: HTMLElement): string[] {
  return [...table.querySelectorAll('tbody tr')].map(
    (tr) => /2026\d{8}/.exec(tr.textContent ?? '')?.[0] ?? '',
  );
}

/** A real table named by its caption, with column headers; unsortable headers are plain text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '订单' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).queryByRole('button', { name: '买家' })).toBeNull();
    await expect(within(table).getByText('¥9.90')).toHaveClass('text-right');
    await expect(within(table).getAllByText('待发货')[0]).toBeVisible();
  },
};

/** Clicking a sortable header asks for ascending, then descending, then no sort; aria-sort follows. */
export const Sorting: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    const amount = () => canvas.getByRole('columnheader', { name: '金额' });
    await expect(amount()).not.toHaveAttribute('aria-sort');

    await userEvent.click(canvas.getByRole('button', { name: '金额' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'amount', desc: false }]);
    await expect(amount()).toHaveAttribute('aria-sort', 'ascending');
    await expect(shownOrders(table)[0]).toBe('202606180001');

    await userEvent.click(canvas.getByRole('button', { name: '金额' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'amount', desc: true }]);
    await expect(amount()).toHaveAttribute('aria-sort', 'descending');

    // Another column replaces the sort: one column at a time, as the server sorts.
    await userEvent.click(canvas.getByRole('button', { name: '创建时间' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'createdAt', desc: false }]);
    await expect(amount()).not.toHaveAttribute('aria-sort');
    await expect(canvas.getByRole('columnheader', { name: '创建时间' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(canvas.getByRole('button', { name: '创建时间' }));
    await userEvent.click(canvas.getByRole('button', { name: '创建时间' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([]);
    await expect(table.querySelectorAll('[aria-sort]')).toHaveLength(0);
  },
};

/** Sorting from the keyboard: the sortable header is a button reached with Tab. */
export const KeyboardSorting: Story = {
  args: { selectable: false, paged: false },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '金额' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortingChange).toHaveBeenCalledWith([{ id: 'amount', desc: false }]);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '创建时间' })).toHaveFocus();
  },
};

/** Ticking rows reports their ids; the header box selects the whole page and shows partial states. */
export const Selection: Story = {
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('checkbox', { name: '全选本页' });
    await expect(all).not.toBeChecked();
    await expect(canvas.queryByText(/已选/)).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 202606180002' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['o2']);
    await expect(all).toHaveAttribute('data-state', 'indeterminate');
    await expect(canvas.getByText('已选 1 项')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出' })).toBeVisible();

    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['o1', 'o2', 'o3', 'o4', 'o5']);
    await expect(all).toBeChecked();
    await expect(canvas.getByText('已选 5 项')).toBeVisible();

    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('checkbox', { name: '选择 202606180002' })).not.toBeChecked();
  },
};

/** Selection from the keyboard: Tab to a row's box, Space ticks it. */
export const KeyboardSelection: Story = {
  args: { paged: false },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '全选本页' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '金额' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '选择 202606180001' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['o1']);
  },
};

/** Rows chosen on another page stay chosen while this page's rows are ticked. */
export const SelectionAcrossPages: Story = {
  args: { initialSelectedIds: ['o9'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('已选 1 项')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '全选本页' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选本页' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['o9', 'o1', 'o2', 'o3', 'o4', 'o5']);
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(canvas.getByRole('checkbox', { name: '选择 202606180009' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '全选本页' })).toHaveAttribute(
      'data-state',
      'indeterminate',
    );
  },
};

/** Paging reports the page asked for; the parent loads it. */
export const Paging: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    await expect(canvas.getByText('共 12 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(shownOrders(table)).toEqual(['202606180011', '202606180012']);
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(shownOrders(table)[0]).toBe('202606180006');
  },
};

/** Loading: skeleton rows in a busy table, and "Loading" for screen readers. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
};

/** Nothing to list: the empty state fills the body; select-all is off. */
export const NoData: Story = {
  args: { noData: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无内容')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '全选本页' })).toBeDisabled();
    await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
  },
};

/** A failed load says so with the reason and offers a retry. */
export const Failed: Story = {
  args: { error: 'Network error' },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('加载失败');
    await expect(alert).toHaveTextContent('Network error');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

function AllDataTables() {
  const noop = () => {};
  const handlers = { onSortingChange: noop, onSelectionChange: noop, onPageChange: noop, onRetry: noop };
  return (
    <div className="flex w-[1200px] flex-col gap-4">
      <OrdersTable {...handlers} pageSize={3} initialSelectedIds={['o2']} />
      <div className="grid grid-cols-3 gap-4">
        <OrdersTable {...handlers} narrow loading selectable={false} paged={false} />
        <OrdersTable {...handlers} narrow noData selectable={false} paged={false} />
        <OrdersTable {...handlers} narrow error selectable={false} paged={false} />
      </div>
    </div>
  );
}

/** Rows with a selection and paging; loading, empty and failed tables, for visual review (PC only). */
export const AllStates: Story = {
  render: () => <AllDataTables />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
    await expect(canvas.getByText(en ? '1 selected' : '已选 1 项')).toBeVisible();
    await expect(canvas.getByText(en ? 'Failed to load' : '加载失败')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getAllByRole('columnheader', { name: en ? 'Amount' : '金额' })).toHaveLength(4),
    );
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
