// The platform console's notices (issue 18 item 3; GET /platform/notice/page, decisions/0085): a
// DataTable of the mall's notices (both titles, pinned, published or hidden, publish time), filters (a
// part of a title, status), paging; "Edit" opens a notice and "New notice" the empty editor (the app's
// routes); delete is asked first. `canEdit` false: no new, edit or delete (a notice still opens to read).
// Props in, callbacks out.
import { useMemo, useState, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Page, PlatformNotice } from '@mall/domain';
import { type DataTableColumn } from '../../../console/DataTable/index.ts';
import { ListFrame } from '../../../console/ListFrame/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';
import { Tag } from '../../../primitives/Tag/index.ts';
import { DeleteConfirm } from '../DeleteConfirm/index.ts';

/** The list's filters and page, as GET /platform/notice/page takes them (status -1: all). */
export interface NoticeListQuery {
  title: string;
  status: -1 | 0 | 1;
  current: number;
  size: number;
}

export const emptyNoticeFilters = { title: '', status: -1 } as const satisfies Omit<
  NoticeListQuery,
  'current' | 'size'
>;

export interface NoticeListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  page?: Page<PlatformNotice> | undefined;
  query: NoticeListQuery;
  onQueryChange: (query: NoticeListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Whether the signed-in role may change the content (`platformRoleMay(role, 'content', true)`). */
  canEdit: boolean;
  /** Opens a notice (its editor, read only without `canEdit`). */
  onOpen: (notice: PlatformNotice) => void;
  /** Opens the empty editor. */
  onCreate: () => void;
  /** Deletes a notice; resolves once deleted (a rejection keeps the question with `refusal`). */
  onDelete: (id: number) => Promise<void>;
  /** The server's refusal of the last delete. */
  refusal?: string | undefined;
  /** Where dialogs portal (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

export function NoticeListScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  errorText,
  onRetry,
  canEdit,
  onOpen,
  onCreate,
  onDelete,
  refusal,
  dialogContainer,
  ...props
}: NoticeListScreenProps) {
  const { t } = useLingui();
  const [deleting, setDeleting] = useState<PlatformNotice | null>(null);
  const statusLabel = useMemo(() => ({ 1: t`Published`, 0: t`Hidden` }) as Record<number, string>, [t]);
  const columns = useMemo<DataTableColumn<PlatformNotice>[]>(
    () => [
      {
        id: 'title',
        header: t`Title`,
        cell: ({ row: { original: v } }) => (
          <span className="flex flex-col">
            <span className="flex items-center gap-2">
              {v.isTop === 1 ? <Tag variant="outline" tone="brand">{t`Pinned`}</Tag> : null}
              <span>{v.title}</span>
            </span>
            <span lang="en" className="text-sm text-neutral-600">
              {v.titleEn}
            </span>
          </span>
        ),
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: v } }) => (
          <StatusTag
            tone={v.status === 1 ? 'success' : 'neutral'}
            label={statusLabel[v.status] ?? String(v.status)}
          />
        ),
      },
      {
        accessorKey: 'publishTime',
        header: t`Publish time`,
        meta: { className: 'font-num whitespace-nowrap' },
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: v } }) => {
          const name = v.title;
          return (
            <div className="flex items-center gap-2 whitespace-nowrap">
              <Button
                variant="link"
                size="sm"
                aria-label={canEdit ? t`Edit ${name}` : t`View ${name}`}
                onClick={() => onOpen(v)}
              >
                {canEdit ? t`Edit` : t`View`}
              </Button>
              {canEdit ? (
                <Button
                  variant="link"
                  size="sm"
                  aria-label={t`Delete ${name}`}
                  onClick={() => setDeleting(v)}
                >
                  {t`Delete`}
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [t, statusLabel, canEdit, onOpen],
  );
  const name = deleting?.title ?? '';

  return (
    <>
      <ListFrame
        title={t`Notices`}
        description={t`The mall's notices on the home page's ticker and notice list.`}
        actions={canEdit ? <Button onClick={onCreate}>{t`New notice`}</Button> : null}
        query={query}
        emptyFilters={emptyNoticeFilters}
        onQueryChange={onQueryChange}
        readFilters={(values) => ({
          title: (values.title ?? '').trim(),
          status: Number(values.status ?? -1) as NoticeListQuery['status'],
        })}
        filters={
          <>
            <Input name="title" label={t`Title`} defaultValue={query.title} maxLength={100} />
            <Select
              name="status"
              label={t`Status`}
              defaultValue={String(query.status)}
              options={([-1, 1, 0] as const).map((value) => ({
                value: String(value),
                label: value === -1 ? t`All` : (statusLabel[value] ?? ''),
              }))}
            />
          </>
        }
        page={page}
        columns={columns}
        getRowId={(v) => String(v.id)}
        loading={loading}
        error={error ? (errorText ?? t`The notices could not be loaded`) : undefined}
        onRetry={onRetry}
        noMatchTitle={t`No notice matches these filters`}
        empty={<Empty size="sm" title={t`No notices yet`} description={t`Shoppers see no notice.`} />}
        {...props}
      />
      {deleting ? (
        <DeleteConfirm
          title={t`Delete the notice ${name}?`}
          message={t`Shoppers no longer see it. This cannot be undone.`}
          confirmText={t`Delete`}
          refusal={refusal}
          container={dialogContainer}
          onClose={() => setDeleting(null)}
          onDelete={() => onDelete(deleting.id)}
        />
      ) : null}
    </>
  );
}
