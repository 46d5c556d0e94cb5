// The merchant centre's invoices (issue 17 item 4; GET /merchant/orderInvoices): a DataTable of the
// store's invoice applications (order number, header, tax number, applied at, status), filters (order
// number, status), paging; per row "Issue" (applying) opens a dialog where the merchant uploads the
// invoice's PDF (the server checks it is one, privately kept) and issues it, or "Download" (issued).
// The dialog's buttons are busy while the server answers and its refusal is shown in the dialog. Props
// in, callbacks out: the app uploads, issues and downloads through the client.
import { useId, useMemo, useState, type HTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  invoiceHeaderTypeLabels,
  invoiceStatusLabels,
  isInvoiceFileRoute,
  type OrderInvoice,
  type OrderInvoicePage,
} from '@mall/domain';
import { cn } from '../../../lib/cn.ts';
import { type DataTableColumn } from '../../../console/DataTable/index.ts';
import { ListFrame } from '../../../console/ListFrame/index.ts';
import { StatusTag } from '../../../console/StatusTag/index.ts';
import { Button } from '../../../primitives/Button/index.ts';
import { Dialog, DialogContent } from '../../../primitives/Dialog/index.ts';
import { Empty } from '../../../primitives/Empty/index.ts';
import { FormAlert } from '../../../primitives/FormAlert/index.ts';
import { Input } from '../../../primitives/Input/index.ts';
import { Select } from '../../../primitives/Select/index.ts';

/** The list's filters and page, as GET /merchant/orderInvoices takes them (status 0: all). */
export interface InvoiceListQuery {
  status: 0 | 1 | 2;
  orderNumber: string;
  current: number;
  size: number;
}

export const emptyInvoiceFilters = { status: 0, orderNumber: '' } as const satisfies Omit<
  InvoiceListQuery,
  'current' | 'size'
>;

/** A callback's answer: the server's refusal (shown in the dialog), or nothing once it is done. */
export type InvoiceAnswer = Promise<string | undefined | void>;

export interface InvoiceListScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  page?: OrderInvoicePage | undefined;
  query: InvoiceListQuery;
  onQueryChange: (query: InvoiceListQuery) => void;
  loading?: boolean | undefined;
  error?: boolean | undefined;
  errorText?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Uploads the PDF and issues the invoice with it; resolves with the server's refusal, if any. */
  onIssue: (invoice: OrderInvoice, file: File) => InvoiceAnswer;
  /** Downloads an issued invoice's PDF. */
  onDownload: (invoice: OrderInvoice) => void;
  /** Invoices whose PDF is being downloaded (their button is busy). */
  downloadingIds?: readonly number[] | undefined;
  /** Where dialogs portal (stories); document.body by default. */
  dialogContainer?: HTMLElement | null | undefined;
}

export function InvoiceListScreen({
  page,
  query,
  onQueryChange,
  loading = false,
  error = false,
  errorText,
  onRetry,
  onIssue,
  onDownload,
  downloadingIds = [],
  dialogContainer,
  ...props
}: InvoiceListScreenProps) {
  const { t, i18n } = useLingui();
  const [issuing, setIssuing] = useState<OrderInvoice | null>(null);
  const columns = useMemo<DataTableColumn<OrderInvoice>[]>(
    () => [
      {
        accessorKey: 'orderNumber',
        header: t`Order number`,
        meta: { className: 'font-num whitespace-nowrap' },
      },
      {
        id: 'header',
        header: t`Header`,
        cell: ({ row: { original: v } }) => (
          <div className="flex flex-col">
            <span>{v.headerName}</span>
            <span className="text-sm text-neutral-600">{i18n._(invoiceHeaderTypeLabels[v.headerType])}</span>
          </div>
        ),
      },
      { id: 'tax', header: t`Tax number`, cell: ({ row: { original: v } }) => v.invoiceTaxNumber ?? '' },
      {
        accessorKey: 'applicationTime',
        header: t`Applied at`,
        meta: { className: 'font-num whitespace-nowrap' },
      },
      {
        id: 'status',
        header: t`Status`,
        cell: ({ row: { original: v } }) => (
          <StatusTag
            tone={v.invoiceState === 2 ? 'success' : 'warning'}
            label={i18n._(invoiceStatusLabels[v.invoiceState])}
          />
        ),
      },
      {
        id: 'actions',
        header: t`Actions`,
        cell: ({ row: { original: v } }) => {
          const number = v.orderNumber;
          return v.invoiceState === 1 ? (
            <Button
              variant="link"
              size="sm"
              aria-label={t`Issue the invoice of ${number}`}
              onClick={() => setIssuing(v)}
            >
              {t`Issue`}
            </Button>
          ) : v.fileUrl && !isInvoiceFileRoute(v.fileUrl) ? (
            // An invoice issued before the PDFs were private: its free URL, opened as a link (no token).
            <Button asChild variant="link" size="sm">
              <a href={v.fileUrl} target="_blank" rel="noreferrer">
                {t`Download`}
              </a>
            </Button>
          ) : v.fileUrl ? (
            <Button
              variant="link"
              size="sm"
              aria-label={t`Download the invoice of ${number}`}
              loading={downloadingIds.includes(v.orderInvoiceId)}
              onClick={() => onDownload(v)}
            >
              {t`Download`}
            </Button>
          ) : null;
        },
      },
    ],
    [t, i18n, onDownload, downloadingIds],
  );

  return (
    <ListFrame
      title={t`Invoices`}
      description={t`Issue the invoices your buyers applied for with their PDF.`}
      query={query}
      emptyFilters={emptyInvoiceFilters}
      onQueryChange={onQueryChange}
      readFilters={(values) => ({
        orderNumber: (values.orderNumber ?? '').trim(),
        status: Number(values.status ?? 0) as InvoiceListQuery['status'],
      })}
      filters={
        <>
          <Input
            name="orderNumber"
            label={t`Order number`}
            defaultValue={query.orderNumber}
            maxLength={30}
            inputMode="numeric"
          />
          <Select
            name="status"
            label={t`Status`}
            defaultValue={String(query.status)}
            options={([0, 1, 2] as const).map((value) => ({
              value: String(value),
              label: value === 0 ? t`All` : i18n._(invoiceStatusLabels[value]),
            }))}
          />
        </>
      }
      page={page}
      columns={columns}
      getRowId={(v) => String(v.orderInvoiceId)}
      loading={loading}
      error={error ? (errorText ?? t`The invoices could not be loaded`) : undefined}
      onRetry={onRetry}
      noMatchTitle={t`No invoice matches these filters`}
      empty={
        <Empty
          size="sm"
          title={t`No invoice applications`}
          description={t`Your buyers' invoice applications are listed here.`}
        />
      }
      {...props}
    >
      <Dialog open={issuing !== null} onOpenChange={(open) => (open ? null : setIssuing(null))}>
        <DialogContent title={t`Issue the invoice`} container={dialogContainer}>
          {issuing ? (
            <IssueForm
              key={issuing.orderInvoiceId}
              invoice={issuing}
              onCancel={() => setIssuing(null)}
              onIssue={(file) => onIssue(issuing, file)}
              onDone={() => setIssuing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </ListFrame>
  );
}

/** The largest PDF the server takes (domain DOCUMENT_MAX_BYTES), in MB for the hint. */
const MAX_MB = 5;

function IssueForm({
  invoice,
  onCancel,
  onIssue,
  onDone,
}: {
  invoice: OrderInvoice;
  onCancel: () => void;
  onIssue: (file: File) => InvoiceAnswer;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const inputId = useId();
  const number = invoice.orderNumber;
  const header = invoice.headerName;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        if (!file) {
          setMissing(true);
          return;
        }
        setPending(true);
        setRefusal(undefined);
        onIssue(file)
          .then((answer) => (answer ? setRefusal(answer) : onDone()))
          .finally(() => setPending(false));
      }}
    >
      <p className="m-0 text-neutral-700">{t`Order ${number}, header ${header}`}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-neutral-800">
          {t`Invoice PDF`}
        </label>
        <input
          id={inputId}
          type="file"
          name="file"
          accept="application/pdf,.pdf"
          aria-invalid={missing || undefined}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setMissing(false);
          }}
        />
        <span id={`${inputId}-hint`} className={cn('text-sm', missing ? 'text-danger' : 'text-neutral-600')}>
          {missing ? t`Please choose the invoice's PDF` : t`A PDF of at most ${MAX_MB} MB`}
        </span>
      </div>
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={pending}>
          {t`Issue`}
        </Button>
      </div>
    </form>
  );
}
