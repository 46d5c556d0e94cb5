import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useLingui } from '@lingui/react/macro';
import { matrix } from '../../storybook/matrix.ts';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/** Keeps the page like a list screen does: the parent moves to what the shopper chose. */
function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={
        props.onPageSizeChange
          ? (size) => {
              setPageSize(size);
              props.onPageSizeChange?.(size);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 10, onPageChange: fn(), variant: 'full' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page buttons and ellipses in order, as the shopper sees them. */
function shown(nav: HTMLElement): string[] {
  return [...nav.querySelectorAll('li')].map((li) => li.textContent ?? '');
}

export const Full: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(shown(nav)).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    await expect(canvas.getByRole('button', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: '第 6 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByRole('button', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page');
    await expect(shown(nav)).toEqual(['1', '…', '5', '6', '7', '…', '10']);

    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    // Clicking the current page reports nothing.
    await userEvent.click(canvas.getByRole('button', { name: '第 6 页' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

/** At the ends: previous is off on page 1, next is off on the last page; no ellipsis next to an end. */
export const Ends: Story = {
  args: { page: 1 },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(shown(nav)).toEqual(['1', '2', '3', '4', '5', '…', '10']);
    await userEvent.click(canvas.getByRole('button', { name: '第 10 页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(10);
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(shown(nav)).toEqual(['1', '…', '6', '7', '8', '9', '10']);
  },
};

/** Few pages: all of them, no ellipsis. */
export const FewPages: Story = {
  args: { page: 2, pageCount: 7 },
  play: async ({ canvas }) => {
    await expect(shown(canvas.getByRole('navigation'))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  },
};

/** Everything is reachable from the keyboard: Tab to a page, Enter to go there. */
export const Keyboard: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    // Previous is disabled on page 1, so the first stop is page 1 itself.
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '下一页' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

/** Jump to a page: typed numbers are clamped to the page count, letters are rejected. */
export const Jumper: Story = {
  args: { showJumper: true, total: 195, pageSize: 20 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('共 195 条')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: '跳转页码' });
    await userEvent.type(field, 'ab7{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(7);
    await expect(field).toHaveValue('');
    await userEvent.type(field, '999');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    // An empty field does nothing.
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

export const PageSize: Story = {
  args: { pageSize: 10, pageSizeOptions: [10, 20, 50], onPageSizeChange: fn() },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: '每页条数' });
    await expect(select).toHaveValue('10');
    await userEvent.selectOptions(select, '20 条/页');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
    await expect(select).toHaveValue('20');
  },
};

/** Mobile: previous · 3 / 10 · next, with the position spelt out for screen readers. */
export const Compact: Story = {
  args: { variant: 'compact', page: 3 },
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(nav).toHaveTextContent('3 / 10');
    await expect(within(nav).getByText('第 3 页，共 10 页')).toHaveClass('sr-only');
    await expect(within(nav).queryByRole('listitem')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await expect(within(nav).getByText('第 4 页，共 10 页')).toBeInTheDocument();
  },
};

/** The default follows the viewport: compact on mobile, full from the md breakpoint. */
export const Responsive: Story = {
  args: { variant: undefined },
  play: async ({ canvas }) => {
    const wide = window.matchMedia('(width >= 768px)').matches;
    await expect(canvas.queryAllByRole('button', { name: '第 5 页' })).toHaveLength(wide ? 1 : 0);
    const position = canvas.queryAllByText('第 5 页，共 10 页').filter((node) => node.checkVisibility());
    await expect(position).toHaveLength(wide ? 0 : 1);
    await expect(canvas.getAllByRole('button', { name: '下一页' })).toHaveLength(1);
  },
};

function AllPaginations() {
  const { t } = useLingui();
  const noop = () => {};
  const forms: Omit<PaginationProps, 'onPageChange'>[] = [
    { variant: 'full', page: 1, pageCount: 5 },
    { variant: 'full', page: 1, pageCount: 20 },
    { variant: 'full', page: 10, pageCount: 20 },
    { variant: 'full', page: 20, pageCount: 20 },
    {
      variant: 'full',
      page: 3,
      pageCount: 10,
      total: 195,
      pageSize: 20,
      pageSizeOptions: [10, 20, 50],
      onPageSizeChange: noop,
      showJumper: true,
    },
    { variant: 'compact', page: 1, pageCount: 10 },
    { variant: 'compact', page: 3, pageCount: 10 },
    { variant: 'compact', page: 10, pageCount: 10 },
  ];
  return (
    <div className="flex flex-col items-start gap-4">
      {forms.map((props, i) => (
        // Landmarks need distinct names when several share a page.
        <Pagination key={i} {...props} onPageChange={noop} aria-label={`${t`Pagination`} ${i + 1}`} />
      ))}
    </div>
  );
}

/** Every form at once, for visual review and the locale/viewport matrix. */
export const AllStates: Story = {
  render: () => <AllPaginations />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const en = globals.locale === 'en';
    await expect(
      canvas.getAllByRole('navigation', { name: en ? /^Pagination \d$/ : /^分页 \d$/ }),
    ).toHaveLength(8);
    await expect(canvas.getByText(en ? 'Total 195 items' : '共 195 条')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: en ? 'Page 10' : '第 10 页' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText(en ? 'Page 3 of 10' : '第 3 页，共 10 页')).toHaveClass('sr-only');
  },
};
export const AllStatesEn: Story = { ...AllStates, globals: matrix.enPc };
export const AllStatesMobile: Story = { ...AllStates, globals: matrix.zhMobile };
export const AllStatesEnMobile: Story = { ...AllStates, globals: matrix.enMobile };
