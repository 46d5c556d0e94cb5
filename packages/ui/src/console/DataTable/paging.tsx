// What every console list shares around its DataTable: the paging of a page the server returned, and the
// "nothing matches these filters" state with its way back. One place, so each list says the same.
import type { Page } from '@mall/domain';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../primitives/Button/index.ts';
import { Empty } from '../../primitives/Empty/index.ts';
import type { DataTablePagination } from './DataTable.tsx';

/** The sizes a console list offers; the server caps a page at 50 (`pageQuery`). */
export const CONSOLE_PAGE_SIZES = [10, 20, 50];

/**
 * The DataTable's paging for `page` as the server answered it, or none while there is nothing to page.
 * `onChange` gets the page to show and, when the size changed, the new size (back to page 1).
 */
export function serverPagination(
  page: Pick<Page<unknown>, 'current' | 'pages' | 'total' | 'size'> | undefined,
  onChange: (next: { current: number; size?: number }) => void,
): DataTablePagination | undefined {
  if (!page || page.total <= 0) return undefined;
  return {
    page: page.current,
    pageCount: Math.max(page.pages, 1),
    total: page.total,
    pageSize: page.size,
    pageSizeOptions: CONSOLE_PAGE_SIZES,
    onPageChange: (current) => onChange({ current }),
    onPageSizeChange: (size) => onChange({ current: 1, size }),
  };
}

export interface NoMatchProps {
  /** What found nothing, e.g. "No order matches these filters". */
  title: string;
  /** Clears the filters (and goes back to page 1). */
  onClear: () => void;
}

/** The empty state of a filtered list: says nothing matched and offers to clear the filters. */
export function NoMatch({ title, onClear }: NoMatchProps) {
  const { t } = useLingui();
  return (
    <Empty
      size="sm"
      illustration="search"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onClear}>
          {t`Clear the filters`}
        </Button>
      }
    />
  );
}
